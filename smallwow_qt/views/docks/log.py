"""The game log: every public event in plain language, newest at the bottom.

Event sentences are said in the UI language from each event's kind and params
(`controller/engine_texts/`); only the events a save file brings may show as the file
wrote them, when their params do not fit (`EngineTexts.outside_event`).
"""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QAbstractItemView, QListView

from smallwow_qt.controller.models import LogModel
from smallwow_qt.views.docks.base import GameDock


class LogDock(GameDock):
    OBJECT_NAME = "logDock"

    def __init__(self, controller, parent=None) -> None:
        super().__init__(controller, parent)
        self.model = LogModel(controller, self)
        self.view = QListView()
        self.view.setModel(self.model)
        self.view.setWordWrap(True)
        self.view.setAlternatingRowColors(True)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setWidget(self.view)
        # one scroll after a burst of events (laying out wrapped rows is the costly part)
        self._scroll = QTimer(self)
        self._scroll.setSingleShot(True)
        self._scroll.setInterval(0)
        self._scroll.timeout.connect(self.view.scrollToBottom)
        self.model.rowsInserted.connect(lambda *_: self._scroll.start())
        self.model.modelReset.connect(lambda: self._scroll.start())
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Game log"))
        self.view.setToolTip(self.tr("Everything that happened, as the whole table saw it"))
        self.model.retranslate()

    def show_row(self, row: int | None) -> None:
        """Highlight one event (the replay viewer's current step) and bring it into view."""
        self.model.set_highlight(row)
        if row is not None and 0 <= row < self.model.rowCount():
            self.view.scrollTo(self.model.index(row), QAbstractItemView.ScrollHint.PositionAtCenter)
