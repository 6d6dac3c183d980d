"""Undo in a game with computer players: back to the person's last decision, no further.

Undo is the session's (`Session.can_undo`: the last action, if the same player is still to act
and nothing random or hidden came out). With bots, one more condition: the player to act must
be a person, and the last step theirs. So undo never takes back a bot's action: not during a
bot's turn, not a bot placing its tokens driven out (that comes after the person's `End`,
which cannot be taken back), and never past a die roll or anything revealed
(`Step.undoable`). The engine is unchanged; no Qt here.
"""

from __future__ import annotations

from smallwow_qt.controller.seats import Seats
from smallwow_qt.engine import Session


def can_undo(session: Session, seats: Seats) -> bool:
    """The last action can be taken back now by the person who made it."""
    if not session.can_undo():
        return False
    if not seats.any_bot:
        return True
    actor = session.state.actor
    last = session.steps[-1].action.player
    return actor is not None and not seats.is_bot(actor.id) and last == actor.id


def undo(session: Session, seats: Seats) -> None:
    """Take back the person's last decision (it can be redone)."""
    if not can_undo(session, seats):
        raise ValueError("nothing can be taken back now")
    session.undo()
