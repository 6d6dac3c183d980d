"""Play from here: who plays each seat of the new game that starts at the replay's position
(a person, or a computer player of some level; each seat starts as it was played)."""

from __future__ import annotations

from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel,
                               QVBoxLayout)

from smallwow_qt.controller import Session
from smallwow_qt.controller.play_on import position_state
from smallwow_qt.controller.seats import HUMAN, Seats, seat_kinds


class PlayFromHereDialog(QDialog):

    def __init__(self, session: Session, position: int, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("playFromHereDialog")
        state = position_state(session, position)
        seats = Seats.from_info(session.info, [p.id for p in state.players])
        layout = QVBoxLayout(self)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        form = QFormLayout()
        self.kinds: dict[str, QComboBox] = {}
        for p in state.players:
            box = QComboBox()
            box.setObjectName(f"seat_{p.id}")
            for kind in seat_kinds():
                box.addItem("", kind)
            box.setCurrentIndex(max(0, box.findData(seats.kind(p.id))))
            form.addRow(p.name, box)
            self.kinds[p.id] = box
        layout.addLayout(form)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok |
                                        QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.round = state.round
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Play from here"))
        self.intro.setText(self.tr("A new game starts at this position (round %1). Who plays "
                                   "each seat? The game you are replaying stays as it is.")
                           .replace("%1", str(self.round)))
        labels = {HUMAN: self.tr("Human"), "easy": self.tr("Computer — Easy"),
                  "normal": self.tr("Computer — Normal"), "hard": self.tr("Computer — Hard")}
        for box in self.kinds.values():
            for i in range(box.count()):
                box.setItemText(i, labels.get(box.itemData(i), box.itemData(i)))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Play"))

    def choice(self) -> dict[str, str]:
        return {pid: box.currentData() for pid, box in self.kinds.items()}
