"""`views.fills.fill` paints what `QPainter.fillRect` paints (without making PySide create
the QGradient class), and leaves the painter's pen and brush as they were."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QTransform

from smallwow_qt.views.fills import fill


def _painted(draw, antialiased: bool, transform: QTransform) -> QImage:
    image = QImage(64, 48, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, antialiased)
    painter.setTransform(transform)
    draw(painter)
    painter.end()
    return image


@pytest.mark.parametrize("rect", [QRect(3, 4, 20, 11), QRectF(2.5, 3.25, 30.4, 17.7)])
@pytest.mark.parametrize("antialiased", [False, True])
@pytest.mark.parametrize("transform", [QTransform(), QTransform().scale(0.37, 0.37).translate(40, 10)])
def test_fill_covers_what_fill_rect_covers(qapp, rect, antialiased, transform):
    colour = QColor(36, 80, 127, 200)
    ours = _painted(lambda p: fill(p, rect, colour), antialiased, transform)
    qts = _painted(lambda p: p.fillRect(rect, colour), antialiased, transform)
    assert ours == qts


def test_fill_leaves_the_pen_and_brush_alone(qapp):
    image = QImage(8, 8, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    painter.setPen(QColor("#123456"))
    painter.setBrush(Qt.BrushStyle.Dense4Pattern)
    fill(painter, QRect(0, 0, 4, 4), QColor("#ff0000"))
    assert painter.pen().color() == QColor("#123456")
    assert painter.brush().style() == Qt.BrushStyle.Dense4Pattern
    painter.end()
