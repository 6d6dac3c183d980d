"""The sea the islands lie in: deep water far out, lighter shallows along the coasts, a soft
shadow under each island, and faint waves.

The islands never move during a game, so the water is worked out once per layout as a small
picture of the whole table (one pixel for `1 / SCALE` board units: the shallows and the
shadows are blurs, which a small picture holds as well as a large one), and the view draws
it stretched into its background cache, with the waves, a screen-sized tile, over it.
"""

from __future__ import annotations

import math
import random

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPainterPath, QPen, QRadialGradient, QTransform

DEEP = QColor("#173b63")         # far out, and all around the table
OPEN = QColor("#24507f")         # the open water amid the islands
SHALLOWS = QColor("#3f9cc0")     # the water near a coast
SHADOW = QColor(4, 14, 34)
SCALE = 1 / 16                   # pixels of the picture per board unit
SHADOW_OFFSET = QPointF(14.0, 20.0)     # board units: light from the upper left
WAVE_TILE = 160                  # px: the waves repeat every this many screen pixels


class Sea:
    """The water of one layout: `build` it for the islands, `draw` any part of it."""

    def __init__(self) -> None:
        self.rect = QRectF()
        self.picture: QImage | None = None
        self._waves: QBrush | None = None

    def build(self, rect: QRectF, land: list[QPainterPath]) -> None:
        """Work out the water of the table `rect` (board units) around the land outlines."""
        width, height = max(1, math.ceil(rect.width() * SCALE)), max(1, math.ceil(rect.height() * SCALE))

        def land_in(colour: QColor) -> QImage:
            """The land, filled with `colour`, on a transparent picture of the table."""
            image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
            image.fill(0)
            painter = QPainter(image)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.scale(SCALE, SCALE)
            painter.translate(-rect.topLeft())
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            for path in land:
                painter.drawPath(path)
            painter.end()
            return image

        # deeper towards the table's edges: an ellipse inside the picture, its colour at the
        # edges the colour all around (drawn small and stretched: a gradient is smooth anyway)
        picture = _depth().scaled(width, height, Qt.AspectRatioMode.IgnoreAspectRatio,
                                  Qt.TransformationMode.SmoothTransformation)
        painter = QPainter(picture)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setOpacity(0.6)                     # the shelf: wide and faint...
        painter.drawImage(0, 0, _blurred(land_in(SHALLOWS), 7))
        painter.setOpacity(0.85)                    # ...lighter right along the coast
        painter.drawImage(0, 0, _blurred(land_in(SHALLOWS.lighter(115)), 3))
        painter.setOpacity(0.6)
        shift = SHADOW_OFFSET * SCALE           # (whole pixels: a plain copy, not a resampling)
        painter.drawImage(QPoint(round(shift.x()), round(shift.y())), _blurred(land_in(SHADOW), 2))
        painter.end()
        self.rect, self.picture = QRectF(rect), picture

    def draw(self, painter: QPainter, rect: QRectF) -> None:
        """Paint the sea over `rect` (board units) with the painter's transform."""
        inside = rect.intersected(self.rect) if self.picture is not None else QRectF()
        if inside.isEmpty():
            painter.fillRect(rect, DEEP)
        else:
            for part in _around(rect, inside):
                painter.fillRect(part, DEEP)
            source = QRectF((inside.x() - self.rect.x()) * SCALE, (inside.y() - self.rect.y()) * SCALE,
                            inside.width() * SCALE, inside.height() * SCALE)
            smooth = painter.testRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)    # (not set in a view's cache)
            painter.drawImage(inside, self.picture, source)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, smooth)
        self._draw_waves(painter, rect)

    def _draw_waves(self, painter: QPainter, rect: QRectF) -> None:
        """The waves' tile at its own size on screen, fixed to the table (it pans with it)."""
        zoom = painter.worldTransform().m11()
        if zoom <= 0:
            return
        if self._waves is None:
            self._waves = QBrush(wave_tile())
        self._waves.setTransform(QTransform.fromScale(1 / zoom, 1 / zoom))
        painter.save()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self._waves)
        painter.drawRect(rect)
        painter.restore()


def _depth(px: int = 48) -> QImage:
    """The open water's colour in the middle fading to the deep water's at the edges."""
    image = QImage(px, px, QImage.Format.Format_RGB32)
    depth = QRadialGradient(QPointF(px / 2, px / 2), px / 2)
    depth.setColorAt(0.0, OPEN)
    depth.setColorAt(1.0, DEEP)
    painter = QPainter(image)
    painter.fillRect(image.rect(), depth)
    painter.end()
    return image


def _around(rect: QRectF, inside: QRectF) -> list[QRectF]:
    """The parts of `rect` outside `inside` (which lies within it), as up to four strips."""
    parts = [QRectF(rect.left(), rect.top(), rect.width(), inside.top() - rect.top()),
             QRectF(rect.left(), inside.bottom(), rect.width(), rect.bottom() - inside.bottom()),
             QRectF(rect.left(), inside.top(), inside.left() - rect.left(), inside.height()),
             QRectF(inside.right(), inside.top(), rect.right() - inside.right(), inside.height())]
    return [p for p in parts if p.width() > 0 and p.height() > 0]


def _blurred(mask: QImage, factor: int) -> QImage:
    """`mask` softened: shrunk `factor` times (each pixel the mean of those it covers), then
    stretched back (bilinear): edges fade over about `factor` pixels."""
    small = mask.scaled(max(1, mask.width() // factor), max(1, mask.height() // factor),
                        Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.SmoothTransformation)
    return small.scaled(mask.width(), mask.height(), Qt.AspectRatioMode.IgnoreAspectRatio,
                        Qt.TransformationMode.SmoothTransformation)


_wave_tile: list[QImage] = []


def wave_tile() -> QImage:
    """A square of faint wave crests (light) and troughs (dark) that repeats without seams."""
    if _wave_tile:
        return _wave_tile[0]
    size = WAVE_TILE
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    rng = random.Random(29)
    crest = QPen(QColor(220, 240, 255, 34), 1.3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    trough = QPen(QColor(5, 20, 45, 40), 1.3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    for k in range(14):
        x, y = 14 + rng.random() * (size - 40), 10 + rng.random() * (size - 20)
        w = 8 + rng.random() * 8
        path = QPainterPath(QPointF(x, y))
        path.quadTo(QPointF(x + w / 2, y - 3), QPointF(x + w, y))
        path.quadTo(QPointF(x + 1.5 * w, y + 3), QPointF(x + 2 * w, y))
        painter.setPen(crest if k % 3 else trough)
        painter.drawPath(path)
    painter.end()
    _wave_tile.append(image)
    return image
