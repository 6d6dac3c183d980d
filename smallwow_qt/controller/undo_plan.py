"""Undo in a game with computer players: back to the person's last decision.

Without bots, undo is the session's: the last action, if the same player is still to act and
nothing random or hidden came out. With bots, the person to act may take back their last
decision even when a bot answered it within the person's turn (a bot placing the tokens the
person's conquest drove out): the bot's answer goes with it, and the bot answers again if the
decision is replayed. Undo never goes into a bot's own turn (that turn ended with `End`, which
cannot be taken back) nor past a die roll or anything revealed (`Step.undoable`). The engine's
`Session` is unchanged; no Qt here.
"""

from __future__ import annotations

from smallwow_qt.controller.seats import Seats
from smallwow_qt.engine.session import Session


def undo_depth(session: Session, seats: Seats) -> int:
    """How many steps undo would take back now (0: nothing can be taken back)."""
    if not seats.any_bot:
        return 1 if session.can_undo() else 0
    actor = session.state.actor
    if actor is None or seats.is_bot(actor.id):
        return 0
    steps = session.steps
    k = len(steps) - 1
    while k >= 0 and steps[k].action.player != actor.id:
        # only a bot's answer inside the person's turn may be crossed, never a person's
        if not seats.is_bot(steps[k].action.player) or not steps[k].undoable:
            return 0
        k -= 1
    if k < 0 or not steps[k].undoable:
        return 0
    return len(steps) - k


def undo_last_decision(session: Session, seats: Seats) -> int:
    """Take back the person's last decision (and the bots' answers to it); returns how many
    steps went. The person's action can be redone; the bots' answers are dropped."""
    depth = undo_depth(session, seats)
    if depth == 0:
        raise ValueError("nothing can be taken back now")
    if depth == 1 and session.can_undo():
        session.undo()
        return 1
    for _ in range(depth - 1):
        session.steps.pop()
    step = session.steps.pop()
    session.redo_stack.append(step.action)
    return depth
