"""The tokens in hand drawn as a stack: what the player drags onto the map, and where a
region's tokens or a combination are dropped."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QDrag, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QApplication, QSizePolicy, QWidget

from smallwow_qt.controller.game_controller import DropKind, GameController
from smallwow_qt.controller.mime import HAND, TokenDrag, combo_from_mime
from smallwow_qt.controller import Stage
from smallwow_qt.views.emblems import emblem_image, emblem_pixmap


HEIGHT = 54        # px: the stack's tokens are 16 px less


class HandStack(QWidget):
    """The tokens in hand as a stack: a drag source and a drop target."""

    def __init__(self, controller: GameController, parent=None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setAcceptDrops(True)
        self.setMinimumSize(QSize(150, HEIGHT))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self._press: QPoint | None = None
        self._drop_hover = False
        self.count_text = ""
        self.stack_right = 0.0      # where the drawn stack ends (tests check the count is clear)

    def hand(self) -> tuple[str | None, int]:
        """(race, tokens) of the player to act, when they have taken the seat."""
        c = self.controller
        if not c.has_game or not c.seat_ready:
            return None, 0
        actor = c.state.actor
        return actor.race, actor.hand

    def make_drag(self, everything: bool = False) -> TokenDrag | None:
        race, count = self.hand()
        if not race or count <= 0:
            return None
        return TokenDrag(self.controller.actor_id, HAND, count if everything else 1)

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        rect = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        painter.setPen(QPen(QColor("#3f8cff"), 2.5, Qt.PenStyle.DashLine) if self._drop_hover
                       else QPen(QColor(0, 0, 0, 45), 1))
        painter.setBrush(QColor(250, 244, 228))
        painter.drawRoundedRect(rect, 8, 8)
        race, count = self.hand()
        size = HEIGHT - 16.0
        if not race and self.waits_for_pick():
            self._paint_slot(painter, rect, size)
            painter.end()
            return
        dpr = self.devicePixelRatioF()
        font = QFont(self.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        if race and count:
            text = self.tr("%n token(s) in hand", "", count)
            # the stack keeps clear of the count, however many tokens and however narrow
            room = rect.width() - 10 - size - QFontMetricsF(font).horizontalAdvance(text) - 22
            shown = max(1, min(count, 12, 1 + int(max(0.0, room) // 3)))
            step = min(14.0, max(0.0, room) / (shown - 1)) if shown > 1 else 0
            if room < 0:        # too narrow for both: the count alone
                shown = 0
            image = emblem_image(race, False, round(size * dpr))
            for k in range(shown):
                painter.drawImage(QRectF(rect.left() + 10 + k * step, rect.top() + (rect.height() - size) / 2,
                                         size, size), image)
            self.stack_right = rect.left() + 10 + (shown - 1) * step + size if shown else rect.left()
        elif race:
            text = self.tr("No tokens in hand")
        else:
            text = ""
        self.count_text = text
        painter.setFont(font)
        painter.setPen(QColor("#2a2418"))
        painter.drawText(rect.adjusted(8, 0, -10, 0), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                         text)
        painter.end()

    def waits_for_pick(self) -> bool:
        """The player to act has the seat and picks a combination (dropped here, or clicked)."""
        c = self.controller
        return c.has_game and c.seat_ready and c.state.stage is Stage.PICK

    def _paint_slot(self, painter: QPainter, rect: QRectF, size: float) -> None:
        """Before a pick: a place waiting for a stack (a token's outline) and what to do."""
        slot = QRectF(rect.left() + 10, rect.top() + (rect.height() - size) / 2, size, size)
        painter.setPen(QPen(QColor(120, 96, 50, 150), 1.6, Qt.PenStyle.DashLine))
        painter.setBrush(QColor(120, 96, 50, 18))
        painter.drawEllipse(slot)
        painter.setPen(QPen(QColor(120, 96, 50, 170), 2.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        c, arm = slot.center(), size * 0.16
        painter.drawLine(c.x() - arm, c.y(), c.x() + arm, c.y())
        painter.drawLine(c.x(), c.y() - arm, c.x(), c.y() + arm)
        font = QFont(self.font())
        font.setItalic(True)
        painter.setFont(font)
        painter.setPen(QColor("#6b5a3c"))
        self.count_text = self.tr("Drop a combination here")
        painter.drawText(rect.adjusted(slot.right() - rect.left() + 10, 0, -10, 0),
                         Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap, self.count_text)
        self.stack_right = slot.right()

    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.position().toPoint()

    def mouseMoveEvent(self, event) -> None:
        if self._press is None or not (event.buttons() & Qt.MouseButton.LeftButton):
            return
        if (event.position().toPoint() - self._press).manhattanLength() < QApplication.startDragDistance():
            return
        self._press = None
        info = self.make_drag(bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier))
        if info is None:
            return
        drag = QDrag(self)
        drag.setMimeData(info.to_mime())
        race, _ = self.hand()
        drag.setPixmap(emblem_pixmap(race, False, 40, self.devicePixelRatioF()))
        drag.setHotSpot(QPoint(20, 20))
        drag.exec(Qt.DropAction.MoveAction)

    def mouseReleaseEvent(self, event) -> None:
        self._press = None

    def dragEnterEvent(self, event) -> None:
        drag = TokenDrag.from_mime(event.mimeData())
        if (drag is not None and drag.source != HAND) or combo_from_mime(event.mimeData()) is not None:
            self._drop_hover = True
            self.update()
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragLeaveEvent(self, event) -> None:
        self._drop_hover = False
        self.update()

    def dropEvent(self, event) -> None:
        self._drop_hover = False
        self.update()
        index = combo_from_mime(event.mimeData())
        if index is not None:
            event.acceptProposedAction()
            self.controller.pick(index)
            return
        drag = TokenDrag.from_mime(event.mimeData())
        if drag is None:
            event.ignore()
            return
        verdict = self.controller.verdict(drag, HAND)
        if verdict.kind is DropKind.REFUSE:
            event.ignore()
        else:
            event.acceptProposedAction()
        self.controller.carry_out(verdict)
