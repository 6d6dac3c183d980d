"""The table is a physical table: the sea is deeper far out and lighter along the coasts, each
island casts a soft shadow, faint waves keep their size on screen and pan with the islands, and
the terrains carry a light paper grain."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath

from smallwow_qt.controller import Terrain
from smallwow_qt.views import terrain_textures
from smallwow_qt.views.sea import DEEP, SCALE, WAVE_TILE, Sea
from tests.views.support import make_window

TABLE = QRectF(0, 0, 1600, 1200)
ISLAND = QRectF(600, 400, 400, 400)


def _sea() -> Sea:
    land = QPainterPath()
    land.addRect(ISLAND)
    sea = Sea()
    sea.build(TABLE, [land])
    return sea


def _lightness(sea: Sea, x: float, y: float) -> int:
    """The water's lightness at board point (x, y), read off the sea's picture."""
    px = int((x - sea.rect.x()) * SCALE)
    py = int((y - sea.rect.y()) * SCALE)
    return QColor(sea.picture.pixel(px, py)).lightness()


def test_shallows_along_the_coast_and_deep_water_far_out(qapp):
    sea = _sea()
    near = _lightness(sea, ISLAND.left() - 24, ISLAND.center().y())
    far = _lightness(sea, 250, ISLAND.center().y())
    edge = _lightness(sea, 4, ISLAND.center().y())
    assert near > far + 8, (near, far)
    assert far > edge, "deeper still towards the table's edge"


def test_an_island_casts_a_shadow_away_from_the_light(qapp):
    sea = _sea()
    # the same distance off two opposite coasts: the lower and the right one are in the shadow
    y, x = ISLAND.center().y(), ISLAND.center().x()
    assert _lightness(sea, ISLAND.right() + 12, y) < _lightness(sea, ISLAND.left() - 12, y) - 15
    assert _lightness(sea, x, ISLAND.bottom() + 12) < _lightness(sea, x, ISLAND.top() - 12) - 15


def test_the_sea_reaches_past_the_table_in_the_colour_of_its_edge(qapp):
    sea = _sea()
    image = QImage(400, 300, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.scale(0.25, 0.25)
    painter.translate(-200, -20)        # (the view shows more than the table on the left)
    sea.draw(painter, QRectF(-200, -20, 1600, 1200))
    painter.end()
    outside, inside = QColor(image.pixel(10, 150)), QColor(image.pixel(60, 150))
    assert outside.alpha() == 255
    assert abs(outside.lightness() - DEEP.lightness()) <= 6
    assert abs(outside.lightness() - inside.lightness()) <= 6, "no seam where the table ends"


def test_the_waves_keep_their_size_on_screen_at_any_zoom(qapp):
    sea = _sea()
    image = QImage(200, 200, QImage.Format.Format_ARGB32_Premultiplied)
    for zoom in (0.3, 1.7):
        painter = QPainter(image)
        painter.scale(zoom, zoom)
        sea.draw(painter, QRectF(0, 0, 200 / zoom, 200 / zoom))
        on_screen = painter.worldTransform().m11() * sea._waves.transform().m11()
        painter.end()
        assert abs(on_screen - 1.0) < 1e-9
    assert sea._waves.textureImage().width() == WAVE_TILE


def test_the_terrains_have_a_light_paper_grain(qapp, monkeypatch):
    grained = terrain_textures._make_texture(Terrain.FIELD)
    monkeypatch.setattr(terrain_textures, "GRAIN", 0.0)
    plain = terrain_textures._make_texture(Terrain.FIELD)
    diffs = [abs(QColor(grained.pixel(x, y)).lightness() - QColor(plain.pixel(x, y)).lightness())
             for x in range(grained.width()) for y in range(grained.height())]
    touched = sum(1 for d in diffs if d > 0) / len(diffs)
    assert touched > 0.6, "the grain lies all over the tile"
    assert sum(diffs) / len(diffs) < 8, "and lightly"


def test_the_table_shows_its_sea_in_the_window(qtbot):
    window = make_window(qtbot)
    board = window.board
    sea = board.board.sea
    assert sea.picture is not None and sea.rect == board.board.sceneRect()
    image = board.viewport().grab().toImage()
    ratio = image.devicePixelRatio()
    # along the view's top edge the water is not one flat colour any more
    colours = {image.pixel(int(x * ratio), int(3 * ratio)) for x in range(0, board.viewport().width(), 7)}
    assert len(colours) > 8
    corner = QColor(image.pixel(int(2 * ratio), int(2 * ratio)))
    assert corner.lightness() < QColor("#24507f").lightness(), "the far water is deep"
    # the islands are still drawn once into the view's background cache
    assert board.cacheMode() & board.CacheModeFlag.CacheBackground
