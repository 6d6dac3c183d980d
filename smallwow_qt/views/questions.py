"""Yes/no questions the window asks (resume a game, end a turn, leave a game...).

Enter answers the question asked: Yes is the default button and has the focus, Esc is No.
(`QMessageBox.question` with No as default made Enter start afresh at "Resume the game?",
setting the unfinished game aside, and refuse "End your turn now?".)
"""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget


def ask(parent: QWidget | None, title: str, text: str) -> bool:
    """Ask `text`; True when the person answers Yes (Enter), False on No or Esc."""
    box = QMessageBox(QMessageBox.Icon.Question, title, text,
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, parent)
    box.setObjectName("question")
    yes = box.button(QMessageBox.StandardButton.Yes)
    box.setDefaultButton(yes)
    box.setEscapeButton(QMessageBox.StandardButton.No)
    yes.setFocus()
    box.exec()
    return box.clickedButton() is yes
