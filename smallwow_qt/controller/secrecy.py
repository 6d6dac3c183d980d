"""Whose eyes a score amount is for.

Coins lie face down (RULES.md §13): only payments between players are public. What a player
scores at the end of their turn would let the table add up their total, so its amount is
shown only to that player (while they hold the seat, or on the hand-over screen right after
their turn) and to everyone once the game is over, or at a table that chose open scores
(`session.info["open_scores"]`, set by the New game dialog).
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication

from smallwow_qt.engine import Event, GameState, Session, Stage


class Table(Protocol):
    """What these rules read of the controller: the game and who sits in front of it."""

    session: Session | None

    @property
    def state(self) -> GameState: ...
    @property
    def seated(self) -> str | None: ...
    @property
    def seat_ready(self) -> bool: ...

#: Event kinds whose amount is a player's own business until the end.
SECRET_KINDS = frozenset({"score"})


def open_scores(controller: Table) -> bool:
    session = controller.session
    return bool(session is not None and session.info.get("open_scores", False))


def amounts_visible_to_all(controller: Table) -> bool:
    """Every score amount may be shown: open scores, or the game is over."""
    if controller.session is None:
        return False
    return open_scores(controller) or controller.state.stage is Stage.OVER


def may_see(controller: Table, event: Event) -> bool:
    """May the person in front of the screen now read `event` in full?"""
    if event.kind not in SECRET_KINDS or amounts_visible_to_all(controller):
        return True
    return controller.seat_ready and controller.seated == event.player


def hidden_text(controller: Table, event: Event) -> str | None:
    """The log line of a score the person in front of the screen may not read (None: they may)."""
    if may_see(controller, event):
        return None
    st = controller.state if controller.session is not None else None
    name = st.player(event.player).name if st is not None and event.player and st.has_player(event.player) else "?"
    text = QCoreApplication.translate("Secrecy", "{player} scores; the amount stays face down until the end.")
    return text.replace("{player}", name)


def last_score(controller: Table, player_id: str) -> int | None:
    """The amount `player_id` scored at the end of their latest turn (None if they have not
    scored yet), for their own eyes."""
    if controller.session is None:
        return None
    for event in reversed(controller.session.all_events()):
        if event.kind == "score" and event.player == player_id:
            return int(event.data.get("total", 0))
    return None


def just_scored(controller: Table) -> tuple[str, int] | None:
    """(player, amount) when the latest action ended a turn with a score: what the hand-over
    screen lets that player check before passing the computer on."""
    session = controller.session
    if session is None or not session.steps:
        return None
    for event in reversed(session.steps[-1].events):
        if event.kind == "score" and event.player:
            return event.player, int(event.data.get("total", 0))
    return None
