"""The terrains' fills: each terrain's colour with a subtle pattern of its own (furrows,
tree crowns, humps, reeds, peaks, waves) and a light paper grain, drawn once into a small
tile that repeats.

Lightness differs a lot between terrains and each has its own pattern, so they stay apart
without colour vision. Used by the islands (`island_items`) and the map legend.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPainterPath, QPen, QPolygonF

from smallwow_qt.controller import Terrain

#: Fill colour and pattern colour per terrain. Lightness differs a lot between terrains and
#: each has its own pattern, so they stay apart without colour vision.
TERRAIN_COLOURS: dict[Terrain, tuple[str, str]] = {
    Terrain.FIELD: ("#eddc8c", "#c4a94c"),
    Terrain.FOREST: ("#3f7a3c", "#224d22"),
    Terrain.HILL: ("#c3a36b", "#8d6c37"),
    Terrain.SWAMP: ("#6f8c7d", "#3f564b"),
    Terrain.MOUNTAIN: ("#a29a93", "#5d5550"),
    Terrain.SEA: ("#3b78b8", "#8cb8e3"),
    Terrain.LAKE: ("#6aa6da", "#c2defa"),
}

_textures: dict[Terrain, QImage] = {}


def terrain_brush(terrain: Terrain) -> QBrush:
    """The fill of a terrain: its colour with a subtle pattern (a tiled texture)."""
    image = _textures.get(terrain)
    if image is None:
        image = _textures[terrain] = _make_texture(terrain)
    return QBrush(image)


def _make_texture(terrain: Terrain, size: int = 96) -> QImage:
    fill, ink = (QColor(c) for c in TERRAIN_COLOURS[terrain])
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(fill)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    rng = random.Random(terrain.value)
    pen = QPen(ink, 1.6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    spots = _spots(rng, size, 7 if terrain in (Terrain.FOREST, Terrain.MOUNTAIN) else 6, margin=12)
    if terrain is Terrain.FIELD:  # furrows: short parallel dashes in rows
        for row in range(6):
            y = 8 + row * 16
            x0 = 4 + (row % 2) * 10
            for x in range(x0, size - 12, 24):
                p.drawLine(QPointF(x, y), QPointF(x + 12, y))
    elif terrain is Terrain.FOREST:  # small tree crowns
        p.setBrush(QColor("#35693a"))
        for x, y in spots:
            p.drawEllipse(QPointF(x, y), 6, 5.5)
            p.drawLine(QPointF(x, y + 5.5), QPointF(x, y + 9))
    elif terrain is Terrain.HILL:  # humps
        for x, y in spots:
            path = QPainterPath(QPointF(x - 10, y + 3))
            path.quadTo(QPointF(x, y - 9), QPointF(x + 10, y + 3))
            p.drawPath(path)
    elif terrain is Terrain.SWAMP:  # water lines and reed tufts
        for x, y in spots:
            p.drawLine(QPointF(x - 9, y + 4), QPointF(x + 9, y + 4))
            for dx, h in ((-3, 7), (0, 10), (3, 7)):
                p.drawLine(QPointF(x + dx, y + 3), QPointF(x + dx * 1.6, y + 3 - h))
    elif terrain is Terrain.MOUNTAIN:  # little peaks
        for x, y in spots:
            p.drawPolyline(QPolygonF([QPointF(x - 8, y + 5), QPointF(x, y - 6), QPointF(x + 8, y + 5)]))
    else:  # sea and lake: waves
        pen.setWidthF(1.8)
        p.setPen(pen)
        for x, y in spots:
            path = QPainterPath(QPointF(x - 10, y))
            path.quadTo(QPointF(x - 5, y - 5), QPointF(x, y))
            path.quadTo(QPointF(x + 5, y + 5), QPointF(x + 10, y))
            p.drawPath(path)
    # a light grain, as of paper: soft noise laid over the colour and the pattern
    p.setCompositionMode(QPainter.CompositionMode.CompositionMode_Overlay)
    p.setOpacity(GRAIN)
    p.drawImage(0, 0, _grain(size))
    p.end()
    return image


GRAIN = 0.22            # how strongly the grain shows (the opacity of its overlay)
_grains: dict[int, QImage] = {}


def _grain(size: int) -> QImage:
    """Grey noise in clumps of about two pixels, `size` pixels square (made once)."""
    grain = _grains.get(size)
    if grain is None:
        half = max(1, size // 2)
        noise = QImage(random.Random(29).randbytes(half * half), half, half, half,
                       QImage.Format.Format_Grayscale8).copy()     # (copied: the bytes go)
        grain = _grains[size] = noise.scaled(size, size, Qt.AspectRatioMode.IgnoreAspectRatio,
                                             Qt.TransformationMode.SmoothTransformation)
    return grain


_FAR = float("inf")


def _spots(rng: random.Random, size: int, count: int, margin: int) -> list[tuple[float, float]]:
    """Well spread points in a tile, away from its edges so the tiles join without seams:
    each the farthest from those before of 30 random candidates. (Distances compared
    squared, the candidates drawn as `rng.uniform` draws them: the same points, a few
    times faster, at every start.)"""
    out: list[tuple[float, float]] = []
    draw = rng.random
    low, span = margin, (size - margin) - margin
    for _ in range(count):
        best, best_d = (0.0, 0.0), -1.0
        for _ in range(30):
            x, y = low + span * draw(), low + span * draw()
            d = _FAR     # (no point yet: every candidate is as good, the first is kept)
            for ox, oy in out:
                e = (x - ox) * (x - ox) + (y - oy) * (y - oy)
                if e < d:
                    d = e
            if d > best_d:
                best, best_d = (x, y), d
        out.append(best)
    return out
