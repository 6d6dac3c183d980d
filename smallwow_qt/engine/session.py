"""A game in progress: its starting state, every accepted action, and what each caused.

The session is what the app plays through, what a save file records (the start plus the
action log: every random outcome follows from the seeded generator inside the state), and
what undo walks back along. Pure Python.
"""

from __future__ import annotations

from typing import Any, Iterable

from smallwow_qt.engine.actions import Action, Decline, End, Pick, Redeploy, action_from_dict
from smallwow_qt.engine.errors import RuleError
from smallwow_qt.engine.events import Event
from smallwow_qt.engine.game import apply, apply_in_place
from smallwow_qt.engine.limits import CAPS
from smallwow_qt.engine.mapdef import map_to_dict
from smallwow_qt.engine.state import GameState, Stage

# Events after which an action can no longer be taken back: chance, hidden information
# coming to light, or the turn passing.
BARRIER_EVENTS = {"die", "reveal", "bomb", "bomb_reveal", "turn", "game_over", "steal", "draw"}

# A turn takes at most this many actions (a real one: about 60, one drag of tokens each);
# past it, only what settles the turn is taken (`turn_cap_refusal`). So a game, and the log
# a save holds, stays within CAPS["actions"] however long a player drags tokens about.
TURN_ACTIONS = CAPS["turn_actions"]


def turn_cap_refusal(state: GameState, action: Action, taken: int) -> RuleError | None:
    """The refusal of `action` when the turn has taken `taken` actions already: past
    TURN_ACTIONS only a pick, a decline, `end` and a defender's whole redeployment are
    taken (each at most once a turn), so a turn always ends."""
    if taken < TURN_ACTIONS or isinstance(action, (Pick, Decline, End)) or (
            isinstance(action, Redeploy) and state.stage is Stage.DEFENDERS and not action.partial):
        return None
    return RuleError("turn_too_long", f"This turn has taken {TURN_ACTIONS} actions, far more than "
                     "a turn needs: only ending it is possible now.", actions=TURN_ACTIONS)


def _began_turn(events: list[Event]) -> bool:
    return any(e.kind == "turn" for e in events)


class Step:
    """One action of a session, with the state after it and what it caused.

    A step of a replayed log (`Session.play_log`) may hold no state of its own: it is made
    again from the step before when first asked for, and kept."""

    __slots__ = ("action", "events", "_state", "_before")

    def __init__(self, action: Action, state: GameState | None, events: list[Event],
                 before: "Step | GameState | None" = None) -> None:
        self.action = action
        self.events = events
        self._state = state
        self._before = before     # without a state: the step (or the start) it follows

    @property
    def state(self) -> GameState:
        """The state after the action."""
        if self._state is None:
            self._rebuild()
        return self._state

    def _rebuild(self) -> None:
        missing = []
        step: Step = self
        while step._state is None:
            missing.append(step)
            before = step._before
            if not isinstance(before, Step):
                state = before
                break
            step = before
        else:
            state = step._state
        for step in reversed(missing):
            state, _ = apply(state, step.action)
            step._state, step._before = state, None

    @property
    def undoable(self) -> bool:
        return not isinstance(self.action, End) and not any(
            e.kind in BARRIER_EVENTS for e in self.events)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Step):
            return NotImplemented
        return (self.action, self.events, self.state) == (other.action, other.events, other.state)

    __hash__ = None   # type: ignore[assignment]   (changing, like the dataclass it was)

    def __repr__(self) -> str:
        return f"Step(action={self.action!r}, events={self.events!r})"


class Session:
    """A game as its start and the actions played since, with undo and redo.

    (Written out, not a `@dataclass`: generating one costs every start ~1 ms. Equal when
    every field is, unhashable, as the dataclass was.)"""

    __slots__ = ("initial", "start_events", "steps", "redo_stack", "info")

    def __init__(self, initial: GameState, start_events: list[Event] | None = None,
                 steps: list[Step] | None = None, redo_stack: list[Action] | None = None,
                 info: dict[str, Any] | None = None) -> None:
        self.initial = initial
        self.start_events: list[Event] = [] if start_events is None else start_events
        self.steps: list[Step] = [] if steps is None else steps
        self.redo_stack: list[Action] = [] if redo_stack is None else redo_stack
        self.info: dict[str, Any] = {} if info is None else info   # setup details for saves

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return all(getattr(self, name) == getattr(other, name) for name in self.__slots__)

    __hash__ = None     # type: ignore[assignment]

    def __repr__(self) -> str:
        return (f"Session(initial={self.initial!r}, start_events={self.start_events!r}, steps={self.steps!r}, "
                f"redo_stack={self.redo_stack!r}, info={self.info!r})")

    @property
    def state(self) -> GameState:
        return self.steps[-1].state if self.steps else self.initial

    @property
    def actions(self) -> list[Action]:
        return [s.action for s in self.steps]

    def turn_actions(self) -> int:
        """The actions taken since the current turn began (its defenders' included)."""
        taken = 0
        for step in reversed(self.steps):
            if _began_turn(step.events) or taken > TURN_ACTIONS:
                break
            taken += 1
        return taken

    def play(self, action: Action) -> list[Event]:
        """Apply an action; raises RuleError (and changes nothing) when it is refused."""
        refusal = turn_cap_refusal(self.state, action, self.turn_actions())
        if refusal:
            raise refusal
        new, events = apply(self.state, action)
        self.steps.append(Step(action, new, events))
        self.redo_stack.clear()
        return events

    def play_log(self, actions: Iterable[Action]) -> None:
        """Play the actions one after the other, as `play` would, at less cost: they are played
        on one working copy, keeping the state as each round begins and the last one; the
        states between are made again when first asked for (undo, the replay view: a round's
        actions at most).

        Raises what `play` would raise for the first action refused (or what `actions`
        raises); the session then holds the actions before it."""
        self.redo_stack.clear()
        steps = self.steps
        before: Step | GameState = steps[-1] if steps else self.initial
        work = self.state.clone()
        round_ = work.round
        taken = self.turn_actions()
        for action in actions:
            refusal = turn_cap_refusal(work, action, taken)
            if refusal:
                raise refusal
            events = apply_in_place(work, action)
            taken = 0 if _began_turn(events) else taken + 1
            step = Step(action, None, events, before)
            if work.round != round_:
                round_ = work.round
                step._state, step._before = work.clone(), None
            steps.append(step)
            before = step
        # The working copy becomes the last step's state only here: a refusal above leaves
        # it half changed, and the steps then keep none of it.
        if isinstance(before, Step) and before._state is None:
            before._state, before._before = work, None

    def can_undo(self) -> bool:
        """The last action can be taken back: same player still to act, nothing random or
        hidden came out, the turn has not ended."""
        if not self.steps:
            return False
        last = self.steps[-1]
        return last.undoable and self.state.actor is not None and \
            last.action.player == self.state.actor.id

    def undo(self) -> Action:
        if not self.can_undo():
            raise ValueError("nothing can be taken back now")
        step = self.steps.pop()
        self.redo_stack.append(step.action)
        return step.action

    def can_redo(self) -> bool:
        return bool(self.redo_stack)

    def redo(self) -> list[Event]:
        action = self.redo_stack.pop()
        new, events = apply(self.state, action)
        self.steps.append(Step(action, new, events))
        return events

    def all_events(self) -> list[Event]:
        out = list(self.start_events)
        for step in self.steps:
            out.extend(step.events)
        return out

    # ----- records ---------------------------------------------------------------------------

    def to_record(self) -> dict[str, Any]:
        """The start and the action log: enough to replay the game exactly."""
        return {
            "info": dict(self.info),
            "map": {"sides": list(self.initial.sides)} if self.initial.sides
            else map_to_dict(self.initial.map),
            "initial": self.initial.to_dict(),
            "actions": [a.to_dict() for a in self.actions],
        }

    @staticmethod
    def replay(initial: GameState, actions: list[dict[str, Any]], info: dict | None = None,
               start_events: list[Event] | None = None) -> "Session":
        """Rebuild a session by playing the actions again; RuleError if one no longer plays."""
        session = Session(initial, list(start_events or []), info=dict(info or {}))
        session.play_log(action_from_dict(item) for item in actions)
        return session
