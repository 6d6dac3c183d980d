"""The combination column: six race/power pairs, their tokens, price and the coins on them.

Click a pickable combination (or drag it onto the hand) to take it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (QAbstractItemView, QListView, QStyledItemDelegate, QStyleOptionViewItem, QToolTip,
                               QVBoxLayout, QLabel, QWidget)

from smallwow_qt.controller.models import CombinationModel, Role
from smallwow_qt.controller import Stage
from smallwow_qt.views.docks.base import GameDock
from smallwow_qt.views.coin_art import draw_coin, draw_pile
from smallwow_qt.views.emblems import emblem_image, power_image, with_emblems

ROW_HEIGHT = 58         # a row's height when the panel has room
COMPACT_ROW = 24        # the least (one line: the name, the tokens' number and the price)
TWO_LINES = 32          # from this height on, the tokens are written under the name
ROWS = 6
EMBLEM = 42             # the race's emblem on a card (at most); the power's is 70 % of it
CARD, CARD_PICKABLE, CARD_HOVER = "#fbf7ec", "#fff3cf", "#ffe08a"
FOCUS_RING = "#1f5fbf"  # the keyboard's card
INK = "#201a08"


class CombinationDelegate(QStyledItemDelegate):
    """A combination's card: the race's emblem and the power's side by side, the name, the
    tokens it brings, its price (a coin) and the coins lying on it (a pile of them).

    Whether the row is under the mouse or has the keyboard's focus comes from the list
    (`CombinationList`), not from `option.state`: reading that creates PySide's QStyle
    class and its enums, ~12 ms of the table's first paint.
    """

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex) -> QSize:
        return QSize(200, self.parent().row_height)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex) -> None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        rect = QRectF(option.rect).adjusted(2, 2, -2, -2)
        pickable = bool(index.data(Role.PICKABLE))
        self._card(painter, rect, index, pickable)
        two_lines = rect.height() >= TWO_LINES
        text_left = self._emblems(painter, rect, index, two_lines)
        room = self._price(painter, option, rect, index, two_lines) - text_left   # for the name
        self._name(painter, option, rect, index, (text_left, room), two_lines, pickable)
        painter.restore()

    def _card(self, painter: QPainter, rect: QRectF, index: QModelIndex, pickable: bool) -> None:
        """The card, lighter under the mouse, ringed where the keyboard is."""
        view = self.parent()
        fill = QColor(CARD_PICKABLE) if pickable else QColor(CARD)
        if pickable and index.row() == view.hovered_row:
            fill = QColor(CARD_HOVER)
        focused = view.has_focus_on(index)     # the keyboard's place
        painter.setPen(QPen(QColor(FOCUS_RING), 3) if focused else
                       QPen(QColor("#8a7a50") if pickable else QColor(0, 0, 0, 40), 1.2))
        painter.setBrush(fill)
        painter.drawRoundedRect(rect, 7, 7)

    @staticmethod
    def _emblems(painter: QPainter, rect: QRectF, index: QModelIndex, two_lines: bool) -> float:
        """The race's emblem and the power's badge at the card's left; where the text begins."""
        race, power = index.data(Role.RACE), index.data(Role.POWER)
        dpr = painter.device().devicePixelRatioF() if painter.device() else 1.0
        height = rect.height()
        size = min(EMBLEM, height - (10 if two_lines else 4))
        top = rect.top() + (height - size) / 2
        painter.drawImage(QRectF(rect.left() + 6, top, size, size), emblem_image(race, False, round(size * dpr)))
        badge = round(size * 0.7)
        painter.drawImage(QRectF(rect.left() + 6 + size + 3, top + size - badge, badge, badge),
                          power_image(power, False, round(badge * dpr)))
        return rect.left() + 6 + size + 3 + badge + 8

    @staticmethod
    def _price(painter: QPainter, option: QStyleOptionViewItem, rect: QRectF, index: QModelIndex,
               two_lines: bool) -> float:
        """Its price, a coin with the number on it, and the coins lying on the card (a pile)
        under it, or beside it in a short row; where the name must end."""
        height = rect.height()
        right = rect.right() - 8
        coins = index.data(Role.COINS_ON)
        stacked = two_lines and coins       # (the coin in the upper half, the pile under it)
        coin = min(24.0, height / 2 - 4 if stacked else height - 10)
        draw_coin(painter, QRectF(right - coin, rect.top() + (4 if stacked else (height - coin) / 2), coin, coin),
                  str(index.data(Role.PRICE)), option.font)
        end = right - coin - 6
        if coins:
            pile = QRectF(right - 24, rect.bottom() - 12, 22, 8) if two_lines else \
                QRectF(right - coin - 28, rect.center().y() - 4, 22, 8)
            draw_pile(painter, pile, coins, step=3, most=5)
            if not two_lines:
                end -= 28
            if coins > 1:
                count = QFont(option.font)
                count.setBold(True)
                count.setPixelSize(11)
                painter.setFont(count)
                painter.setPen(QColor(INK))
                painter.drawText(QRectF(pile.left() - 20, pile.center().y() - 7, 18, 14),
                                 Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, f"{coins}×")
                if not two_lines:
                    end -= 20
        return end

    def _name(self, painter: QPainter, option: QStyleOptionViewItem, rect: QRectF, index: QModelIndex,
              place: tuple[float, float], two_lines: bool, pickable: bool) -> None:
        """The name, and the tokens it brings on the second line, or in a pill after the name
        when the name needs both lines or the card has one."""
        text_left, room = place
        height = rect.height()
        right = rect.right() - 8
        tokens = index.data(Role.TOKENS)
        name_font = QFont(option.font)
        name_font.setBold(True)
        full_name = index.data(Qt.ItemDataRole.DisplayRole)
        wrap = two_lines and QFontMetricsF(name_font).horizontalAdvance(full_name) > room
        if wrap or not two_lines:
            pill = QRectF(text_left + room - 24, rect.top() + (height - min(22.0, height - 8)) / 2, 24,
                          min(22.0, height - 8))
            painter.setPen(QPen(QColor("#6b6350"), 1))
            painter.setBrush(QColor("#ece6d6"))
            painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
            painter.setPen(QColor(INK))
            painter.setFont(option.font)
            painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, str(tokens))
            room -= 30
        painter.setFont(name_font)
        painter.setPen(QColor(INK) if pickable else option.palette.text().color())
        line = (height - 4) / 2 if two_lines else height - 4
        if wrap:
            lines = _two_lines(full_name, painter.fontMetrics(), int(room))
            painter.drawText(QRectF(text_left, rect.top() + 2, room, height - 4),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, "\n".join(lines))
        else:
            name = painter.fontMetrics().elidedText(full_name, Qt.TextElideMode.ElideRight, int(room))
            painter.drawText(QRectF(text_left, rect.top() + 2, room, line),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
        if two_lines and not wrap:
            painter.setFont(option.font)
            painter.drawText(QRectF(text_left, rect.top() + 2 + line, right - 30 - text_left, line),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             self.parent().tokens_text(tokens))

    def helpEvent(self, event, view, option, index) -> bool:
        """A card's tooltip, headed by the race's and the power's emblems."""
        if event.type() != QEvent.Type.ToolTip or not index.isValid():
            return super().helpEvent(event, view, option, index)
        text = index.data(Qt.ItemDataRole.ToolTipRole)
        if not text:
            return False
        QToolTip.showText(event.globalPos(), with_emblems(text, index.data(Role.RACE), index.data(Role.POWER)),
                          view)
        return True


class CombinationList(QListView):
    chosen = Signal(int)        # Enter or Space on the current row (the keyboard's "click")

    SPACING = 1

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.hovered_row = -1       # the row under the mouse (-1: none)
        self.by_keyboard = True     # last moved by keys, not by the mouse: its row is ringed
        self.row_height = ROW_HEIGHT
        self.setSpacing(self.SPACING)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setMinimumHeight(self.height_for(COMPACT_ROW))     # the whole column, always

    def height_for(self, row: int) -> int:
        """The list's height that shows six rows of `row` pixels."""
        return ROWS * (row + 2 * self.SPACING) + 2 * self.frameWidth() + 2

    def resizeEvent(self, event) -> None:
        """The rows share the list's height (between COMPACT_ROW and ROW_HEIGHT), so the six
        combinations show whole on a short screen too."""
        super().resizeEvent(event)
        # (the list's own height, not its viewport's: asking a list for its viewport makes
        # PySide create a dozen widget classes, ~10 ms of the first paint)
        inner = event.size().height() - 2 * self.frameWidth() - 2
        row = max(COMPACT_ROW, min(ROW_HEIGHT, inner // ROWS - 2 * self.SPACING))
        if row != self.row_height:
            self.row_height = row
            self.scheduleDelayedItemsLayout()

    def has_focus_on(self, index: QModelIndex) -> bool:
        """The keyboard is on this row: the list has the focus and it is the current row.
        (Not asking `viewport()`: PySide finds the Python class of the widget it returns by
        creating every QWidget class it might be, ~10 ms of QMessageBox, QFileDialog...)
        A card picked with the mouse keeps no ring: the ring is the keyboard's."""
        return self.by_keyboard and self.hasFocus() and index == self.currentIndex()

    def mousePressEvent(self, event) -> None:
        self.by_keyboard = False
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event) -> None:
        self._hover(self.indexAt(event.position().toPoint()).row())
        super().mouseMoveEvent(event)

    def leaveEvent(self, event) -> None:
        self._hover(-1)
        super().leaveEvent(event)

    def _hover(self, row: int) -> None:
        if row != self.hovered_row:
            self.hovered_row = row
            self.viewport().update()

    def keyPressEvent(self, event) -> None:
        if not self.by_keyboard:
            self.by_keyboard = True
            self.viewport().update()
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and self.currentIndex().isValid():
            self.chosen.emit(self.currentIndex().row())
            return
        super().keyPressEvent(event)

    def tokens_text(self, n: int) -> str:
        return self.tr("%n token(s)", "", n)


class CombinationDock(GameDock):
    OBJECT_NAME = "combinationDock"

    def __init__(self, controller, parent=None) -> None:
        super().__init__(controller, parent)
        self.model = CombinationModel(controller, self)
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        layout.addWidget(self.hint)
        self.view = CombinationList()
        self.view.setModel(self.model)
        self.view.setItemDelegate(CombinationDelegate(self.view))
        self.view.setMouseTracking(True)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.view.setDragEnabled(True)
        self.view.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self.view.setUniformItemSizes(True)
        self.view.clicked.connect(self._clicked)
        self.view.chosen.connect(self.pick_row)         # Enter on the keyboard's current row
        layout.addWidget(self.view)
        self.setWidget(body)
        controller.state_changed.connect(self._update_hint)
        controller.seat_taken.connect(self._update_hint)
        self.retranslate()

    def preferred_height(self) -> int:
        """The panel's height with the hint and the six rows at their full height."""
        body = self.widget()
        margins = body.layout().contentsMargins()
        chrome = max(0, self.height() - body.height())         # the title bar
        return (chrome + margins.top() + margins.bottom() + self.view.height_for(ROW_HEIGHT)
                + self.hint.heightForWidth(max(100, body.width() - 8)) + body.layout().spacing())

    def resizeEvent(self, event) -> None:
        """The hint over the list only while the rows have their full height under it (on a
        short screen its room goes to the rows; the list's tooltip says the same)."""
        super().resizeEvent(event)
        body = self.widget()
        margins = body.layout().contentsMargins()
        spare = body.height() - margins.top() - margins.bottom() - self.view.height_for(ROW_HEIGHT)
        self.hint.setVisible(spare >= self.hint.heightForWidth(body.width() - 8) + body.layout().spacing())

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Combinations"))
        self.view.setStatusTip(self.tr("Click a combination, or drag it onto your hand, to pick it"))
        self.model.refresh()
        self._update_hint()

    def _update_hint(self, *_) -> None:
        c = self.controller
        if c.has_game and c.seat_ready and c.state.stage is Stage.PICK:
            self.hint.setText(self.tr("Pick a combination: each costs one coin per combination above it."))
        else:
            self.hint.setText(self.tr("The price of a combination is one coin for each one above it; "
                                      "coins paid lie on the ones skipped."))
        self.view.setToolTip(self.hint.text())

    def _clicked(self, index: QModelIndex) -> None:
        self.pick_row(index.row())

    def pick_row(self, row: int) -> bool:
        c = self.controller
        if not c.has_game:
            return False
        if c.state.stage is not Stage.PICK or not c.seat_ready:
            c.refuse(self.tr("You can pick a combination only at the start of a turn "
                             "without an active race."))
            return False
        return c.pick(row)


def _two_lines(text: str, metrics, width: int) -> list[str]:
    """`text` on two lines of `width` pixels, broken between words (the second line ends
    in "…" if it is still too long)."""
    words = text.split()
    first = words[0] if words else ""
    k = 1
    while k < len(words) and metrics.horizontalAdvance(" ".join(words[:k + 1])) <= width:
        first = " ".join(words[:k + 1])
        k += 1
    rest = " ".join(words[k:])
    return [metrics.elidedText(first, Qt.TextElideMode.ElideRight, width),
            metrics.elidedText(rest, Qt.TextElideMode.ElideRight, width)] if rest else [first]
