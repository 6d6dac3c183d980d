"""Victory coins as the table shows them: a gold coin seen from above (a price, a count) and a
pile of coins seen from the side (coins lying on a combination, a player's hoard at the end).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

GOLD = QColor("#e2b842")
GOLD_DARK = QColor("#b48a22")
GOLD_RIM = QColor("#6b5210")
GOLD_SHINE = QColor(255, 247, 210, 170)
COIN_INK = QColor("#2b2118")


def draw_coin(painter: QPainter, rect: QRectF, text: str = "", font: QFont | None = None) -> None:
    """A coin seen from above: a gold disc with a rim, a glint and `text` stamped on it."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(GOLD_RIM, 1.2))
    painter.setBrush(GOLD_DARK)
    painter.drawEllipse(rect)
    inset = max(1.5, rect.width() * 0.12)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(GOLD)
    painter.drawEllipse(rect.adjusted(inset, inset, -inset, -inset))
    painter.setPen(QPen(GOLD_SHINE, max(1.0, rect.width() * 0.06)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    glint = rect.adjusted(inset * 1.6, inset * 1.6, -inset * 1.6, -inset * 1.6)
    painter.drawArc(glint, 100 * 16, 70 * 16)
    if text:
        stamp = QFont(font if font is not None else painter.font())
        stamp.setBold(True)
        stamp.setPixelSize(max(7, round(rect.height() * 0.5)))
        painter.setFont(stamp)
        painter.setPen(COIN_INK)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()


def draw_pile(painter: QPainter, base: QRectF, count: int, step: float | None = None,
              most: int = 8) -> QRectF:
    """A pile of `count` coins seen from the side, standing on `base` (the bottom coin's
    ellipse), at most `most` drawn; returns the pile's outline (the top coin included)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    shown = max(0, min(count, most))
    step = step if step is not None else base.height() * 0.42
    edge = QPen(GOLD_RIM, 1)
    for k in range(shown):
        rect = base.translated(0, -k * step)
        painter.setPen(edge)
        painter.setBrush(GOLD_DARK)
        painter.drawEllipse(rect.translated(0, step * 0.55))      # the coin's edge
        painter.setBrush(GOLD if k % 2 == 0 else QColor("#d8ad36"))
        painter.drawEllipse(rect)
    if shown:
        top = base.translated(0, -(shown - 1) * step)
        painter.setPen(QPen(GOLD_SHINE, 1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawArc(top.adjusted(top.width() * 0.2, 1.5, -top.width() * 0.2, -1.5), 30 * 16, 120 * 16)
    painter.restore()
    top_y = base.top() - (shown - 1) * step if shown else base.top()
    return QRectF(QPointF(base.left(), top_y), QPointF(base.right(), base.bottom() + step * 0.55))
