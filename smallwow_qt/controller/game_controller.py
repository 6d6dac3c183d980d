"""The one object between the engine and the widgets.

Widgets never change the game: they tell the controller what the player meant (a region id,
a number of tokens, a combination's position) and redraw when it says `state_changed`. The
controller turns those intents into engine actions played through the `Session`, and
reports a refusal through `action_refused` (the engine's sentence in the UI language, see
`engine_texts/`).

Computer players sit in the seats `session.info["seats"]` names (`seats.py`): for them the
controller says `bot_to_act` instead of asking for the hand-over screen, which comes up only
between two different people (`bot_driver.py` plays the bots).

It also keeps pass-and-play's one secret straight: a player's coin total may be shown only
to that player, only after they took the seat behind the hand-over screen (`take_seat`),
and everyone's only once the game is over.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from smallwow_qt.boards.loader import BoardError, load_map
from smallwow_qt.controller import undo_plan
from smallwow_qt.controller.drops import DropKind, Drops, Verdict
from smallwow_qt.controller.engine_texts import EngineTexts
from smallwow_qt.controller.mime import TokenDrag
from smallwow_qt.controller.seats import Seats
from smallwow_qt.controller.secrecy import hidden_text
from smallwow_qt.controller.texts import Texts
from smallwow_qt.engine import (ABILITY_ACTIONS, Abandon, Action, Breakdown, Conquer, Decline, End, Event,
                                GameState, Legal, Pick, Redeploy, RuleError, Session, Stage, conquest_options,
                                cost_breakdown, default_placement, draw_sides, legal_actions, public_view,
                                refusal, tokens_on_board, usable_options)
from smallwow_qt.newgame import start_game

#: Player colours offered by the new-game dialog (and used when a game has none recorded),
#: seats in this order: wine, sky, lemon, mint, violet, apricot, ivory, pink, navy, petrol.
#: None is the colour of an emblem (each at least ΔE 20 from every race's disc and the
#: powers' parchment: a ring of the player's colour never melts into the token it rings).
PLAYER_COLOURS = ("#9e0b3f", "#4fa8ff", "#fff27a", "#63e6be", "#b23bff", "#ff9a57", "#f7f5ef",
                  "#ff9bd2", "#0b1d4a", "#0e5a6b")
DEFAULT_NAMES = ("Ann", "Bob", "Cleo", "Dev", "Eli")


def breakdown_text(b: Breakdown) -> str:
    """'Conquest 2 + Mountain 1 + 2 defending tokens 2 = 5 tokens' (engine labels, English)."""
    if not b.conquerable:
        return b.reason
    parts = [f"{item.label} {item.amount:+d}" if i and item.amount < 0 else f"{item.label} {item.amount}"
             for i, item in enumerate(b.items)]
    text = " + ".join(parts).replace("+ -", "- ") + f" = {b.total} token{'s' if b.total != 1 else ''}"
    for payee, coins, why in b.payments:
        text += f"; pay {coins} coin{'s' if coins != 1 else ''} first ({why})"
    return text


class GameController(QObject):
    state_changed = Signal()
    action_refused = Signal(str)
    events_added = Signal(list)           # public events just caused, in order
    log_reset = Signal()                  # the log must be rebuilt from `public_events()`
    handover_needed = Signal(str)         # the seat passes to this player id
    seat_taken = Signal(str)
    die_rolled = Signal(str, int, bool)   # region, result, success
    game_over = Signal()
    session_replaced = Signal()
    bot_to_act = Signal(str)              # a computer player is to act (see bot_driver.py)

    def __init__(self, session: Session | None = None, texts: Texts | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.texts = texts or Texts()
        self.engine_texts = EngineTexts(self.texts)   # engine sentences in the UI language
        self.session: Session | None = None
        self._seated: str | None = None
        self._last_person: str | None = None   # the last person who took the seat
        self.seats = Seats()                   # who is a person, who a computer player
        self.notes: list[tuple[int, Event]] = []   # (step count, log line) not from the engine
        self._cache: dict[str, Any] = {}    # answers for the position now (`_forget` empties it)
        self.position = 0                      # counts the changes of position, seat or ticks
        self.selected_uses: set[str] = set()
        self.last_refusal_code: str | None = None   # the RuleError code behind the last refusal text
        #: Colours to show instead of the game's own, by seat (the colour-blind-safe setting).
        self.palette: tuple[str, ...] | None = None
        self.drops = Drops(self, self)   # what a token drop would do (`verdict`, `previews`)
        if session is not None:
            self.set_session(session)

    # ----- the game ------------------------------------------------------------------------

    def new_game(self, players: list[tuple[str, str]], seed: int, sides: list[str] | None = None,
                 colours: dict[str, str] | None = None, info: dict[str, Any] | None = None) -> None:
        """`info` adds setup details to the session (seats, open scores)."""
        session = start_game(players, seed, sides)
        session.info.update(info or {})
        session.info["colours"] = dict(colours or {
            pid: PLAYER_COLOURS[i % len(PLAYER_COLOURS)] for i, (pid, _) in enumerate(players)})
        self.set_session(session)

    @staticmethod
    def setup_problem(players: int, seed: int, sides: list[str] | None = None) -> str | None:
        """Why a new game for this many players on these sides (None: drawn from the seed)
        cannot start, in one line (a bad choice of sides, a broken board file); None if it can."""
        try:
            load_map(list(sides) if sides else draw_sides(players, seed))
        except (BoardError, ValueError, OSError) as err:
            return str(err)
        return None

    def set_session(self, session: Session) -> None:
        """Play `session` from now on (new, loaded or resumed); the seat is empty."""
        self.session = session
        self._seated = None
        self._last_person = None
        self.seats = Seats.from_info(session.info, [p.id for p in session.state.players])
        self.notes = []
        self.selected_uses.clear()
        self._forget()
        self.session_replaced.emit()
        self.log_reset.emit()
        self.state_changed.emit()
        self._announce_seat()

    @property
    def has_game(self) -> bool:
        return self.session is not None

    @property
    def state(self) -> GameState:
        assert self.session is not None, "no game in progress"
        return self.session.state

    @property
    def actor_id(self) -> str | None:
        if self.session is None or self.state.actor is None:
            return None
        return self.state.actor.id

    @property
    def seated(self) -> str | None:
        """The player who took the seat behind the hand-over screen (None while it is up)."""
        return self._seated

    @property
    def seat_ready(self) -> bool:
        """The player to act has taken the seat: their hand and controls may be shown."""
        return self._seated is not None and self._seated == self.actor_id

    def take_seat(self, player_id: str) -> None:
        """The hand-over screen was passed by `player_id` (who must be the one to act)."""
        if player_id != self.actor_id:
            raise ValueError(f"{player_id} is not the player to act")
        self._seated = player_id
        self._last_person = player_id
        self._forget()
        self.seat_taken.emit(player_id)

    def colour(self, player_id: str) -> str:
        if self.palette and self.session is not None:
            ids = [p.id for p in self.state.players]
            if player_id in ids:
                return self.palette[ids.index(player_id) % len(self.palette)]
        colours = (self.session.info.get("colours") or {}) if self.session else {}
        if player_id in colours:
            return colours[player_id]
        ids = [p.id for p in self.state.players]
        return PLAYER_COLOURS[ids.index(player_id) % len(PLAYER_COLOURS)] if player_id in ids else "#888888"

    def public(self) -> dict[str, Any]:
        """What the whole table may see: no coin totals before the end."""
        key = "public"
        if key not in self._cache:
            self._cache[key] = public_view(self.state, None)
        return self._cache[key]

    def peek_coins(self) -> int | None:
        """The seated player's own total, for the hold-to-peek button (None if not allowed)."""
        if not self.seat_ready:
            return None
        return public_view(self.state, self._seated)["players"][self._seated].get("coins")

    def final_coins(self) -> dict[str, int] | None:
        """Everyone's total, once the game is over."""
        if self.session is None or self.state.stage is not Stage.OVER:
            return None
        return {pid: p["coins"] for pid, p in public_view(self.state, None)["players"].items()}

    def public_events(self) -> list[Event]:
        """The log: every public event, with the notes (a bot's reason) after their step."""
        if self.session is None:
            return []
        notes: dict[int, list[Event]] = {}
        for count, note in self.notes:
            notes.setdefault(count, []).append(note)
        out = [e for e in self.session.start_events if not e.private]
        for i, step in enumerate(self.session.steps, 1):
            out.extend(e for e in step.events if not e.private)
            out.extend(notes.get(i, ()))
        return out

    def add_note(self, event: Event) -> None:
        """A log line that is not an engine event (a computer player's reason), after the
        last step; it goes when that step is taken back."""
        if self.session is None:
            return
        self.notes.append((len(self.session.steps), event))
        self.events_added.emit([event])

    # ----- what is possible now ----------------------------------------------------------------

    def legal(self) -> list[Legal]:
        if "legal" not in self._cache:
            self._cache["legal"] = legal_actions(self.state) if self.session else []
        return self._cache["legal"]

    def options(self) -> dict[str, Breakdown]:
        """Every region's conquest breakdown for the player to act (with the selected uses)."""
        if "options" not in self._cache:
            st = self.state
            if self.selected_uses and st.current.race:
                uses = tuple(sorted(self.selected_uses))
                self._cache["options"] = {rid: cost_breakdown(st, rid, uses) for rid in st.regions}
            else:
                self._cache["options"] = conquest_options(st)
        return self._cache["options"]

    def breakdown_text(self, region: str) -> str:
        b = self.options().get(region)
        return self.engine_texts.breakdown(b, self.state) if b else ""

    def event_text(self, event: Event) -> str:
        """A public event's log line in the UI language ('' for a private one); a score's
        amount only for the eyes it is meant for (`secrecy`)."""
        hidden = hidden_text(self, event)
        if hidden is not None:
            return hidden
        if event.kind == "bot_note":   # the controller's own line (a bot's reason), as written
            return event.text
        if any(event is e for e in self.session.start_events):   # maybe read from a save file
            return self.engine_texts.outside_event(event, self.state)
        return self.engine_texts.event(event, self.state)

    def refusal_text(self, err: RuleError) -> str:
        """A refusal in the UI language."""
        return self.engine_texts.refusal(err, self.state)

    def refusal_of(self, action: Action) -> tuple[str, str] | None:
        """(sentence, code) of the engine's refusal of `action` now; None if it would be
        played. Changes nothing."""
        err = refusal(self.state, action)
        return None if err is None else (self.refusal_text(err), err.code)

    def tokens_on_board(self, player_id: str) -> int:
        """The tokens `player_id` has on the map (the end's tie-break)."""
        return tokens_on_board(self.state, player_id)

    def ability_actions(self) -> list[Action]:
        """Optional abilities the engine offers now (Buy, Form, Swap, bombs...), in its order."""
        return [lg.action for lg in self.legal() if isinstance(lg.action, ABILITY_ACTIONS)]

    def available_uses(self) -> list[str]:
        """The `use:` options (artifacts, airborne assault...) the active race's pieces offer."""
        if self.session is None or self.state.stage is not Stage.CONQUER:
            return []
        return usable_options(self.state)

    def set_use(self, use: str, on: bool) -> None:
        (self.selected_uses.add if on else self.selected_uses.discard)(use)
        self._forget()
        self.state_changed.emit()

    def can(self, action_type: type) -> bool:
        return any(isinstance(lg.action, action_type) for lg in self.legal())

    def movable_from(self, region: str) -> int:
        """Tokens the actor may pick up from one of their regions now (0: none)."""
        return self.drops.movable_from(region)

    def verdict(self, drag: TokenDrag, target: str) -> Verdict:
        """What dropping `drag` on `target` (a region id or HAND) would do, with the sentence
        that says so; changes nothing. Hand it back to `carry_out` to play it."""
        return self.drops.verdict(drag, target)

    def previews(self, drag: TokenDrag) -> dict[str, Verdict]:
        """The verdict for every region (kind and cost, no sentence), shown while a drag is
        under way."""
        key = f"previews:{drag.player}:{drag.source}:{drag.count}"
        if key not in self._cache:
            self._cache[key] = self.drops.previews(drag)
        return self._cache[key]

    # ----- intents -----------------------------------------------------------------------------

    def play(self, action: Action) -> bool:
        """Play any engine action; on refusal emit `action_refused` and change nothing."""
        self.last_refusal_code = None
        if self.session is None:
            return False
        if self._seated is not None and action.player != self._seated:
            self.action_refused.emit(self.tr("It is not your turn to act."))
            return False
        try:
            events = self.session.play(action)
        except RuleError as err:
            self.refuse(self.refusal_text(err), err.code)
            return False
        self._changed(events)
        return True

    def pick(self, index: int) -> bool:
        return self._play_as_actor(lambda pid: Pick(pid, index))

    def conquer(self, region: str, die: bool = False, use: tuple[str, ...] | None = None) -> bool:
        uses = tuple(sorted(self.selected_uses)) if use is None else tuple(use)
        # The ticks are spent by the conquest: cleared before the state changes, so that the
        # refresh it triggers unticks the hand's checkboxes; given back if it is refused.
        ticked = set(self.selected_uses)
        self.selected_uses.clear()
        self._forget()
        ok = self._play_as_actor(lambda pid: Conquer(pid, region, die, uses))
        if not ok:
            self.selected_uses |= ticked
            self._forget()
        return ok

    def abandon(self, region: str) -> bool:
        return self._play_as_actor(lambda pid: Abandon(pid, region))

    def decline(self) -> bool:
        return self._play_as_actor(lambda pid: Decline(pid))

    def end_turn(self) -> bool:
        return self._play_as_actor(lambda pid: End(pid))

    def finish_conquests(self) -> bool:
        """Stop conquering and start redeploying (tokens stay where they are)."""
        return self._play_as_actor(lambda pid: Redeploy(pid, (), partial=True))

    def place_as_suggested(self) -> bool:
        """Place every token in hand as the engine's default placement suggests."""
        if self.session is None or self.actor_id is None:
            return False
        st = self.state
        placement = default_placement(st, st.actor)
        if not placement:
            self.action_refused.emit(self.tr("There are no tokens in hand to place."))
            return False
        return self._play_as_actor(lambda pid: Redeploy(pid, tuple(placement.items()),
                                                        partial=st.stage is not Stage.DEFENDERS))

    def drop(self, drag: TokenDrag, target: str, *, confirmed_die: bool = True) -> bool:
        """Drop `drag` on `target` (a region id or HAND): judged, then carried out."""
        return self.carry_out(self.verdict(drag, target), confirmed_die=confirmed_die)

    def carry_out(self, verdict: Verdict, *, confirmed_die: bool = True) -> bool:
        """Carry out a drop the table has judged (`verdict`); a refusal is reported and
        changes nothing. A verdict made before the position changed is judged again."""
        if verdict.position != self.position and verdict.drag is not None:
            verdict = self.verdict(verdict.drag, verdict.target)
        if verdict.kind is DropKind.REFUSE:
            self.refuse(verdict.text, verdict.code)
            return False
        if verdict.kind is DropKind.DIE and not confirmed_die:
            return False
        action = verdict.action
        if isinstance(action, Conquer):
            return self.conquer(action.region, action.die, action.use)
        return self._play_as_actor(lambda pid: action)

    def undo(self) -> bool:
        if self.session is None or not self.can_undo():
            return False
        undo_plan.undo(self.session, self.seats)
        self.notes = [(n, e) for n, e in self.notes if n <= len(self.session.steps)]
        self._forget()
        self.log_reset.emit()
        self.state_changed.emit()
        return True

    def redo(self) -> bool:
        if self.session is None or not self.session.can_redo():
            return False
        try:
            events = self.session.redo()
        except RuleError as err:
            self.refuse(self.refusal_text(err), err.code)
            return False
        self._changed(events)
        return True

    def can_undo(self) -> bool:
        return bool(self.session and undo_plan.can_undo(self.session, self.seats))

    def can_redo(self) -> bool:
        return bool(self.session and self.session.can_redo())

    # ----- internals ---------------------------------------------------------------------------

    def _play_as_actor(self, make) -> bool:
        if self.session is None or self.actor_id is None:
            self.action_refused.emit(self.tr("The game is over."))
            return False
        if not self.seat_ready:
            self.action_refused.emit(self.tr("Pass the hand-over screen first."))
            return False
        return self.play(make(self.actor_id))

    def _forget(self) -> None:
        """The position, the seat or the ticked options changed: answers worked out for the
        one before are dropped, and verdicts made then are out of date."""
        self._cache.clear()
        self.position += 1

    def refuse(self, text: str, code: str = "") -> None:
        """Say why nothing happened (`code`: the engine's refusal code, for F1's "why?"; ''
        for a refusal of the table's own)."""
        self.last_refusal_code = code or None
        self.action_refused.emit(text)

    def _changed(self, events: list[Event]) -> None:
        self._forget()
        public = [e for e in events if not e.private]
        if public:
            self.events_added.emit(public)
        self.state_changed.emit()
        for e in public:
            if e.kind == "die":
                self.die_rolled.emit(str(e.data.get("region", "")), int(e.data.get("roll", 0)),
                                     bool(e.data.get("success", False)))
        self._announce_seat()

    def _announce_seat(self) -> None:
        if self.session is None:
            return
        if self.state.stage is Stage.OVER:
            self._seated = None
            self.game_over.emit()
            return
        actor = self.actor_id
        if actor != self._seated:
            self._seated = None
            if self.seats.is_bot(actor):
                self.bot_to_act.emit(actor)
            elif actor == self._last_person or \
                    self.seats.people([p.id for p in self.state.players]) == [actor]:
                self.take_seat(actor)       # the same person again: no hand-over screen
            else:
                self.handover_needed.emit(actor)
