"""Playing on from a position of a game: a new game that starts where the replay stands.

`session_from(session, position, kinds)` makes a new session whose first state is the
position after `position` actions of `session` (a copy: the game it comes from, and its
save, are left exactly as they were), with the seats given (a person or a computer level
each) and a game id of its own, so its autosaves and its place in the history are its own.
No Qt here.
"""

from __future__ import annotations

from smallwow_qt.controller.seats import HUMAN, seats_info
from smallwow_qt.engine import Session

CARRIED = ("seed", "players", "sides", "colours", "open_scores")   # setup details kept


def position_state(session: Session, position: int):
    """The state after `position` actions (0: the start)."""
    if not 0 <= position <= len(session.steps):
        raise ValueError(f"no position {position} in a game of {len(session.steps)} actions")
    return session.steps[position - 1].state if position else session.initial


def session_from(session: Session, position: int, kinds: dict[str, str]) -> Session:
    """A new game from the position after `position` actions; `kinds[player id]` is
    "human" or a computer level (missing: a person). ValueError once the game is over."""
    state = position_state(session, position)
    if state.game_over:
        raise ValueError("the game is over at that position")
    info = {k: session.info[k] for k in CARRIED if k in session.info}
    players = [(p.id, p.name) for p in state.players]
    info["seats"] = seats_info(players, [kinds.get(pid, HUMAN) for pid, _ in players])
    origin = session.info.get("game_id")
    info["played_on_from"] = {"game": origin if isinstance(origin, str) else None,
                              "actions": position}
    return Session(state.clone(), info=info)
