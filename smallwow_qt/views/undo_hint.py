"""Why Undo is greyed out, in words: after a die roll or a hidden piece the last action
cannot be taken back, and the button says so instead of just going grey."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def undo_blocked_reason(controller) -> str | None:
    """A sentence when the player to act cannot take back their own last action because of
    chance or a secret; None when Undo is possible or simply has nothing to take back."""
    session = controller.session
    if session is None or not session.steps or session.can_undo():
        return None
    last = session.steps[-1]
    actor = session.state.actor
    if actor is None or last.action.player != actor.id or last.undoable:
        return None
    if any(e.kind == "die" for e in last.events):
        return QCoreApplication.translate("UndoHint", "The die has been rolled: your actions before it can no longer be taken back.")
    return QCoreApplication.translate("UndoHint", "Something hidden came out: your actions before it can no longer be taken back.")
