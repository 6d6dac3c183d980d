"""Race emblems: our own SVGs in `resources/emblems/`, one colour and one shape per race.

The shape inside the disc tells races apart without colour vision; the colour helps at a
glance. A declined race is drawn from the same SVG, greyed and lightened. Pixmaps are
cached per (race, declined, size, device pixel ratio).
"""

from __future__ import annotations

import re
from functools import lru_cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from smallwow_qt import paths

_DISC_FILL = re.compile(r'id="disc"[^>]*fill="(#[0-9a-fA-F]{6})"')
_renderers: dict[str, QSvgRenderer] = {}


def emblem_path(race: str):
    return paths.resources_dir() / "emblems" / f"{race}.svg"


def renderer(race: str) -> QSvgRenderer:
    r = _renderers.get(race)
    if r is None:
        path = emblem_path(race)
        r = QSvgRenderer(str(path)) if path.is_file() else QSvgRenderer()
        _renderers[race] = r
    return r


@lru_cache(maxsize=None)
def race_colour(race: str) -> str:
    """The race's colour, read from its emblem's disc (grey when there is no emblem)."""
    path = emblem_path(race)
    if path.is_file():
        match = _DISC_FILL.search(path.read_text(encoding="utf-8"))
        if match:
            return match.group(1)
    return "#808080"


def _grey(image: QImage) -> QImage:
    """A declined face: the emblem in light greys, same shape and transparency."""
    grey = image.convertToFormat(QImage.Format.Format_Grayscale8) \
        .convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(grey)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_DestinationIn)
    painter.drawImage(0, 0, image)          # keep the emblem's alpha
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceAtop)
    painter.setOpacity(0.38)
    painter.fillRect(grey.rect(), QColor("#ffffff"))   # lighten: a dull face
    painter.end()
    return grey


@lru_cache(maxsize=512)
def _image(race: str, declined: bool, px: int) -> QImage:
    image = QImage(px, px, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    r = renderer(race)
    if r.isValid():
        r.render(painter, QRectF(0, 0, px, px))
    else:
        painter.setBrush(QColor(race_colour(race)))
        painter.drawEllipse(QRectF(1, 1, px - 2, px - 2))
    painter.end()
    return _grey(image) if declined else image


def emblem_image(race: str, declined: bool = False, px: int = 64) -> QImage:
    return _image(race, declined, max(8, int(px)))


def emblem_pixmap(race: str, declined: bool = False, size: int = 32, dpr: float = 1.0) -> QPixmap:
    """A crisp pixmap `size` logical pixels wide for a screen with this device pixel ratio."""
    pixmap = QPixmap.fromImage(emblem_image(race, declined, round(size * dpr)))
    pixmap.setDevicePixelRatio(dpr)
    return pixmap
