"""The players panel: public facts about everyone and the turn track."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QVBoxLayout, QWidget

from smallwow_qt.controller.models import PlayersModel
from smallwow_qt.views.docks.base import GameDock


class TurnTrack(QWidget):
    """The rounds as a row of boxes; the current one is filled."""

    def __init__(self, controller, parent=None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setMinimumSize(QSize(200, 34))

    def paintEvent(self, event) -> None:
        c = self.controller
        if not c.has_game:
            return
        st = c.state
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        n = st.rounds
        width = (self.width() - 8) / n
        font = QFont(self.font())
        font.setBold(True)
        p.setFont(font)
        for i in range(n):
            rect = QRectF(4 + i * width, 4, width - 4, self.height() - 8)
            current = i + 1 == st.round
            done = i + 1 < st.round or st.game_over
            p.setPen(QPen(QColor("#3a3020"), 2 if current else 1))
            p.setBrush(QColor("#e8b923") if current else QColor("#cfc4a8") if done else QColor("#f6f0e0"))
            p.drawRoundedRect(rect, 4, 4)
            p.setPen(QColor("#1b1b1b"))
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(i + 1))
        p.end()


class PlayersDock(GameDock):
    OBJECT_NAME = "playersDock"

    def __init__(self, controller, parent=None) -> None:
        super().__init__(controller, parent)
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        self.track = TurnTrack(controller)
        layout.addWidget(self.track)
        self.model = PlayersModel(controller, self)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(PlayersModel.ACTIVE, QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.table)
        self.setWidget(body)
        controller.state_changed.connect(self.track.update)
        controller.state_changed.connect(self._update_track_tip)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Players"))
        self.model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.model.columnCount() - 1)
        self.model.refresh()
        self._update_track_tip()

    def _update_track_tip(self) -> None:
        c = self.controller
        if c.has_game:
            self.track.setToolTip(self.tr("Round %1 of %2").replace("%1", str(c.state.round))
                                  .replace("%2", str(c.state.rounds)))
