"""Emblems: our own SVGs, one per race (`resources/emblems/`) and one per special power
(`resources/powers/`).

A race is a coloured disc with a white shape; a power is a parchment tile with a dark shape,
the same outline and weight, so the two read as one set and are never taken for each other.
The shape tells them apart without colour vision; a race's colour helps at a glance. A
declined race (or the power it kept) is drawn from the same SVG, greyed and lightened.
Pictures are cached per (kind, id, declined, size in device pixels).
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from smallwow_qt import paths

RACES, POWERS = "emblems", "powers"         # the two folders under resources/
POWER_TILE = "#efdfb0"                      # the powers' parchment (their SVGs' `tile` fill)
_DISC_FILL = re.compile(r'id="disc"[^>]*fill="(#[0-9a-fA-F]{6})"')
_renderers: dict[tuple[str, str], QSvgRenderer] = {}


def emblem_path(race: str) -> Path:
    return paths.resources_dir() / RACES / f"{race}.svg"


def power_path(power: str) -> Path:
    return paths.resources_dir() / POWERS / f"{power}.svg"


def _path(kind: str, key: str) -> Path:
    return paths.resources_dir() / kind / f"{key}.svg"


def renderer(race: str, kind: str = RACES) -> QSvgRenderer:
    r = _renderers.get((kind, race))
    if r is None:
        path = _path(kind, race)
        r = QSvgRenderer(str(path)) if path.is_file() else QSvgRenderer()
        _renderers[(kind, race)] = r
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


@lru_cache(maxsize=768)
def _image(kind: str, key: str, declined: bool, px: int) -> QImage:
    image = QImage(px, px, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    r = renderer(key, kind)
    if r.isValid():
        r.render(painter, QRectF(0, 0, px, px))
    elif kind == POWERS:        # (no picture: a blank tile, never a crash)
        painter.setBrush(QColor(POWER_TILE))
        painter.drawRoundedRect(QRectF(1, 1, px - 2, px - 2), px / 5, px / 5)
    else:
        painter.setBrush(QColor(race_colour(key)))
        painter.drawEllipse(QRectF(1, 1, px - 2, px - 2))
    painter.end()
    return _grey(image) if declined else image


def emblem_image(race: str, declined: bool = False, px: int = 64) -> QImage:
    return _image(RACES, race, declined, max(8, int(px)))


def power_image(power: str, declined: bool = False, px: int = 64) -> QImage:
    """A special power's emblem, `px` pixels wide."""
    return _image(POWERS, power, declined, max(8, int(px)))


def emblem_pixmap(race: str, declined: bool = False, size: int = 32, dpr: float = 1.0) -> QPixmap:
    """A crisp pixmap `size` logical pixels wide for a screen with this device pixel ratio."""
    pixmap = QPixmap.fromImage(emblem_image(race, declined, round(size * dpr)))
    pixmap.setDevicePixelRatio(dpr)
    return pixmap


def power_pixmap(power: str, declined: bool = False, size: int = 32, dpr: float = 1.0) -> QPixmap:
    pixmap = QPixmap.fromImage(power_image(power, declined, round(size * dpr)))
    pixmap.setDevicePixelRatio(dpr)
    return pixmap


def pair_pixmap(race: str, power: str | None, size: int = 40, dpr: float = 1.0,
                declined: bool = False) -> QPixmap:
    """A race's emblem with its power's beside it (a little smaller, its foot level with the
    disc's), `size` logical pixels high: how a combination is shown in the panels."""
    small = round(size * 0.72)
    width = size + (small + 3 if power else 0)
    pixmap = QPixmap(round(width * dpr), round(size * dpr))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.drawImage(QRectF(0, 0, size, size), emblem_image(race, declined, round(size * dpr)))
    if power:
        painter.drawImage(QRectF(size + 3, size - small, small, small),
                          power_image(power, declined, round(small * dpr)))
    painter.end()
    return pixmap


def img_html(kind: str, key: str, px: int = 24) -> str:
    """An <img> of an emblem for rich text (tooltips, the reference): Qt reads the SVG file."""
    path = _path(kind, key)
    if not path.is_file():
        return ""
    return f'<img src="{path.as_uri()}" width="{px}" height="{px}" style="vertical-align: middle">'


def with_emblems(html: str, race: str | None, power: str | None, px: int = 28) -> str:
    """Rich text headed by the race's and the power's emblems (a combination's tooltip)."""
    images = "&nbsp;".join(p for p in (img_html(RACES, race, px) if race else "",
                                       img_html(POWERS, power, px) if power else "") if p)
    return f"{images}<br>{html}" if images else html
