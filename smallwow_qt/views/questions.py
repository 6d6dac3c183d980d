"""Yes/no questions the window asks (resume a game, end a turn, leave a game...).

Enter answers the question asked: Yes is the default button and has the focus, Esc is No.
The box is the game's own (`game_dialog.GameMessage`).
(`QMessageBox.question` with No as default made Enter start afresh at "Resume the game?",
setting the unfinished game aside, and refuse "End your turn now?".)
"""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

from smallwow_qt.views.game_dialog import GameMessage


def ask(parent: QWidget | None, title: str, text: str) -> bool:
    """Ask `text`; True when the person answers Yes (Enter), False on No or Esc."""
    box = GameMessage(parent, title, text, QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    box.setObjectName("question")
    yes = box.button(QMessageBox.StandardButton.Yes)
    box.setDefaultButton(yes)
    box.setEscapeButton(QMessageBox.StandardButton.No)
    yes.setFocus()
    box.exec()
    return box.clickedButton() is yes
