"""The turn's buttons and the status bar's stage line, set from the game's state after every
change (texts in the "MainWindow" context, where they have always been)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from smallwow_qt.controller import Redeploy, Stage


def refresh(window) -> None:
    """Enable the turn's actions that apply now and say who does what in the stage label."""
    c = window.controller
    a = window.game_actions
    has = c.has_game
    ready = has and c.seat_ready
    legal = c.legal() if ready else []
    kinds = {type(lg.action).__name__ for lg in legal}
    st = c.state if has else None
    a.end_turn.setEnabled(ready and "End" in kinds and st.stage is not Stage.DEFENDERS)
    a.decline.setEnabled(ready and "Decline" in kinds)
    a.finish_conquests.setEnabled(ready and st.stage is Stage.CONQUER and "Redeploy" in kinds
                                  and bool(st.turn and st.turn.conquests))
    a.place_suggested.setEnabled(ready and any(isinstance(lg.action, Redeploy) and lg.action.counts
                                               for lg in legal)
                                 and st.stage in (Stage.REDEPLOY, Stage.DEFENDERS))
    a.undo.setEnabled(ready and c.can_undo())    # why not: in the tooltip (learn.learning)
    a.redo.setEnabled(ready and c.can_redo())
    for action in (a.save, a.save_as, a.replay_game):
        action.setEnabled(has)
    label = window.stage_label
    if not has:
        label.setText(QCoreApplication.translate("MainWindow", "No game"))
        return
    if st.stage is Stage.OVER:
        label.setText(QCoreApplication.translate("MainWindow", "The game is over"))
        return
    actor = st.actor
    name = actor_name(c, actor.id)
    stage = stage_words(st.stage)
    label.setText(QCoreApplication.translate("MainWindow", "Round %1 of %2 — %3: %4")
                  .replace("%1", str(st.round)).replace("%2", str(st.rounds))
                  .replace("%3", name).replace("%4", stage))


def actor_name(controller, player_id: str) -> str:
    """A player's name, "(computer)" after it for a computer player."""
    name = controller.state.player(player_id).name
    if controller.seats.is_bot(player_id):
        return QCoreApplication.translate("MainWindow", "%1 (computer)").replace("%1", name)
    return name


def stage_words(stage) -> str:
    """What the player to act is doing, in a few words ("conquering")."""
    return {
        Stage.PICK: QCoreApplication.translate("MainWindow", "picking a combination"),
        Stage.CONQUER: QCoreApplication.translate("MainWindow", "conquering"),
        Stage.REDEPLOY: QCoreApplication.translate("MainWindow", "redeploying"),
        Stage.DECLINED: QCoreApplication.translate("MainWindow", "in decline"),
        Stage.DEFENDERS: QCoreApplication.translate("MainWindow", "placing tokens driven out"),
    }.get(stage, "")
