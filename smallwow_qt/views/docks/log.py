"""The game log: every public event in plain language, newest at the bottom.

Event sentences are said in the UI language from each event's kind and params
(`controller/engine_texts/`); only the events a save file brings may show as the file
wrote them, when their params do not fit (`EngineTexts.outside_event`).
Each line carries a small mark in the colour of the player it is about (`LogDelegate`).
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QRect, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import QAbstractItemView, QListView, QStyledItemDelegate, QStyleOptionViewItem

from smallwow_qt.controller.models import LogModel
from smallwow_qt.views.docks.base import GameDock
from smallwow_qt.views.game_style import GOLD_LIGHT, INK, PAPER_EDGE

MARK = 9            # px: the player's mark at the start of a line
INDENT = MARK + 10  # where the words start
PAD = 3             # px above and below the words


class LogDelegate(QStyledItemDelegate):
    """A line of the log: a small round mark in the player's colour (none for a line about
    nobody), then the sentence, wrapped; a highlighted line (the replay's step) or a die
    roll on a tinted ground, the selected line in gold."""

    def _font(self, index: QModelIndex, base: QFont) -> QFont:
        font = index.data(Qt.ItemDataRole.FontRole)
        return QFont(font) if isinstance(font, QFont) else QFont(base)

    def _width(self, option: QStyleOptionViewItem) -> int:
        view = self.parent()      # (its contents' width: asking for its viewport makes PySide
        #                           create a dozen widget classes, see docs/startup.md)
        width = option.rect.width() or (view.contentsRect().width() if view is not None else 300)
        return max(40, width - INDENT - 4)

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex) -> QSize:
        text = index.data(Qt.ItemDataRole.DisplayRole) or ""
        metrics = QFontMetrics(self._font(index, option.font))
        box = metrics.boundingRect(QRect(0, 0, self._width(option), 100_000),
                                   int(Qt.TextFlag.TextWordWrap), text)
        return QSize(self._width(option) + INDENT, box.height() + 2 * PAD)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex) -> None:
        painter.save()
        rect = QRectF(option.rect)
        ground = index.data(Qt.ItemDataRole.BackgroundRole)
        view = self.parent()
        selected = view is not None and view.selectionModel() is not None and \
            view.selectionModel().isSelected(index)
        if selected:
            painter.fillRect(rect, QColor(GOLD_LIGHT))
        elif isinstance(ground, QBrush):
            painter.fillRect(rect, ground)
        font = self._font(index, option.font)
        painter.setFont(font)
        colour = index.data(Qt.ItemDataRole.DecorationRole)
        if isinstance(colour, QColor):
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            first_line = QFontMetrics(font).height()
            mark = QRectF(rect.left() + 5, rect.top() + PAD + (first_line - MARK) / 2, MARK, MARK)
            painter.setPen(QPen(QColor(0, 0, 0, 110), 1))
            painter.setBrush(colour)
            painter.drawEllipse(mark)
        painter.setPen(QColor(INK))
        painter.drawText(rect.adjusted(INDENT, PAD, -4, -PAD),
                         int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap),
                         index.data(Qt.ItemDataRole.DisplayRole) or "")
        painter.setPen(QPen(QColor(PAPER_EDGE), 1))
        painter.setOpacity(0.5)
        painter.drawLine(rect.bottomLeft(), rect.bottomRight())
        painter.restore()


class LogDock(GameDock):
    OBJECT_NAME = "logDock"

    def __init__(self, controller, parent=None) -> None:
        super().__init__(controller, parent)
        self.model = LogModel(controller, self)
        self.view = QListView()
        self.view.setModel(self.model)
        self.view.setWordWrap(True)
        self.view.setItemDelegate(LogDelegate(self.view))
        self.view.setResizeMode(QListView.ResizeMode.Adjust)     # (the lines wrap anew when narrower)
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
        # a log read at its end stays at its end when its lines wrap anew (the window or the
        # panel resized, maximized): it showed older lines, the latest just out of sight
        self._at_end = True
        bar = self.view.verticalScrollBar()
        bar.valueChanged.connect(lambda value: setattr(self, "_at_end", value >= bar.maximum()))
        bar.rangeChanged.connect(lambda _, end: bar.setValue(end) if self._at_end else None)
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
