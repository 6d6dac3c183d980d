"""Small overlays on the table: the reinforcement die rolling, and short notices (refusals)."""

from __future__ import annotations

import random

from PySide6.QtCore import QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QLabel, QWidget

#: The die's faces (FACTS.md): three blanks, then 1, 2, 3.
FACES = (0, 0, 0, 1, 2, 3)
PIPS = {0: [], 1: [(0.5, 0.5)], 2: [(0.28, 0.28), (0.72, 0.72)],
        3: [(0.25, 0.25), (0.5, 0.5), (0.75, 0.75)]}


class DieOverlay(QWidget):
    """Tumbles for a moment, then shows the result and the verdict, then fades away."""

    #: Milliseconds the die tumbles before it settles; tests may set 0.
    ROLL_MS = 700
    SHOW_MS = 2600

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.resize(300, 150)
        self.face = 0
        self.result: int | None = None
        self.success = False
        self.caption = ""
        self._tumble = QTimer(self)
        self._tumble.setInterval(70)
        self._tumble.timeout.connect(self._next_face)
        self._elapsed = 0
        self._hide = QTimer(self)
        self._hide.setSingleShot(True)
        self._hide.timeout.connect(self.hide)
        self._rng = random.Random()
        self.quick = lambda: False      # True: settle at once (set by the computer players' pace)
        self.hide()

    def roll(self, result: int, success: bool, caption: str) -> None:
        self.result, self.success, self.caption = result, success, caption
        self._elapsed = 0
        self.face = self._rng.choice(FACES)
        parent = self.parentWidget()
        self.move((parent.width() - self.width()) // 2, (parent.height() - self.height()) // 3)
        self.raise_()
        self.show()
        self._hide.stop()
        if self.ROLL_MS <= 0 or self.quick():
            self._settle()
        else:
            self._tumble.start()

    @property
    def settled(self) -> bool:
        return not self._tumble.isActive()

    def _next_face(self) -> None:
        self._elapsed += self._tumble.interval()
        if self._elapsed >= self.ROLL_MS:
            self._settle()
            return
        self.face = self._rng.choice(FACES)
        self.update()

    def _settle(self) -> None:
        self._tumble.stop()
        self.face = self.result or 0
        self.update()
        self._hide.start(self.SHOW_MS)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(20, 24, 34, 215))
        p.drawRoundedRect(QRectF(self.rect()), 14, 14)
        die = QRectF(20, 25, 100, 100)
        p.setPen(QPen(QColor("#1b1b1b"), 3))
        p.setBrush(QColor("#fbf6e9"))
        p.drawRoundedRect(die, 16, 16)
        p.setBrush(QColor("#a01c1c"))
        p.setPen(Qt.PenStyle.NoPen)
        for x, y in PIPS.get(self.face, []):
            p.drawEllipse(die.left() + x * die.width() - 9, die.top() + y * die.height() - 9, 18, 18)
        p.setPen(QColor("#f6efdc"))
        font = QFont(self.font())
        font.setPointSizeF(14)
        font.setBold(True)
        p.setFont(font)
        text_rect = QRectF(135, 20, self.width() - 145, self.height() - 40)
        if self.settled and self.result is not None:
            verdict = self.caption
            p.setPen(QColor("#8fe39b") if self.success else QColor("#ff9c8a"))
        else:
            verdict = "…"
        p.drawText(text_rect, Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap, verdict)
        p.end()


class Notice(QLabel):
    """A message that shows for a few seconds over the table, then hides (non-blocking)."""

    SHOW_MS = 4500

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setStyleSheet("background: rgba(110, 20, 20, 225); color: white; border-radius: 10px;"
                           "padding: 10px 16px; font-size: 12pt;")
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)
        self.hide()

    def notify(self, text: str) -> None:
        if not text:
            return
        self.setText(text)
        parent = self.parentWidget()
        width = min(640, parent.width() - 40)
        self.setFixedWidth(max(200, width))
        self.adjustSize()
        self.move((parent.width() - self.width()) // 2, parent.height() - self.height() - 24)
        self.raise_()
        self.show()
        self._timer.start(self.SHOW_MS)
