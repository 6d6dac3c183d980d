"""Five players on a laptop screen: every region's name and symbols legible at the fitted
zoom, the islands rearranged for the view's shape, drops landing on the region aimed at."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication

from smallwow_qt.views.island_items import RegionLabelItem
from smallwow_qt.views.region_labels import MIN_CAP_PX, label_font, scene_cap_height, short_forms
from tests.views.support import FIVE, click_combination, make_window, pass_handover, settle_layout



def _settle(qtbot, window):
    for _ in range(3):
        QApplication.processEvents()
    window.board._relayout.stop()
    window.board._rebuild()
    window.board.fit()
    QApplication.processEvents()


@pytest.mark.parametrize("size", [(1366, 768), (1600, 960)])
def test_five_players_every_name_and_symbol_legible(qtbot, size):
    window = make_window(qtbot, players=FIVE, seed=7)
    window.resize(*size)
    _settle(qtbot, window)
    board = window.board
    zoom = board.zoom
    labels = board.labels
    assert labels.items.keys() == board.board.regions.keys()
    if labels.on_screen:
        cap = QFontMetricsF(label_font()).capHeight()
        assert cap >= MIN_CAP_PX
        for rid, label in labels.items.items():
            assert label.isVisible() and label.lines
            assert label.icon_px >= 12 or not label.icons
            symbols = label.symbols_rect()      # (below the letters, inside what the label draws)
            assert symbols.isEmpty() == (not label.icons)
            if label.icons:
                assert label.boundingRect().contains(symbols) and symbols.top() >= label.text_rect().bottom() - 1
                assert symbols.height() == pytest.approx(label.icon_px + 2)
            full = board.board.regions[rid].shape_def.name
            shown = label.text()
            assert shown == full or shown in short_forms(full), (shown, full)
            # the full name is there on hover
            assert full in board.region_tooltip(rid)
        # the islands' own labels are not shown (nor made: they are made when first shown)
        assert not any(c.isVisible() for r in board.board.regions.values() for c in r.childItems()
                       if isinstance(c, RegionLabelItem))
    else:
        assert scene_cap_height() * zoom >= MIN_CAP_PX
    # zoomed in far enough, the islands' own labels come back
    board.set_zoom(MIN_CAP_PX / scene_cap_height() * 1.2)
    assert not labels.on_screen and not any(l.isVisible() for l in labels.items.values())
    assert all(r.label_item.isVisible() for r in board.board.regions.values())


def test_the_islands_follow_the_shape_of_the_view(qtbot):
    window = make_window(qtbot, players=FIVE, seed=7)
    board = window.board
    for dock in window.docks:
        dock.hide()             # the map alone: its shape is the window's
    shares = {}
    for size in ((600, 950), (1700, 600)):
        window.resize(*size)
        _settle(qtbot, window)
        view = board.viewport().rect()
        drawn = board.mapFromScene(board.board.islands.itemsBoundingRect()).boundingRect()
        shares[size] = (board.board.columns, drawn.width() * drawn.height() / (view.width() * view.height()))
    (narrow_cols, narrow_share), (wide_cols, wide_share) = shares.values()
    assert narrow_cols < wide_cols, shares
    assert narrow_share > 0.45 and wide_share > 0.45, shares


def test_a_drop_lands_on_the_region_under_the_pointer(qtbot):
    window = make_window(qtbot, players=FIVE, seed=7)
    window.resize(1366, 768)
    _settle(qtbot, window)
    scene = window.board.board
    # every region's label point and token spot belong to that region, whatever overlaps them
    for rid, region in scene.regions.items():
        label = region.mapToScene(QPointF(*region.shape_def.label))
        assert scene.region_at(label) == rid
        assert scene.region_at(region.anchor_scene_pos()) == rid
    # a point of one region under a neighbour's token stack goes to the region itself
    pass_handover(qtbot, window)
    click_combination(qtbot, window, 0)
    crossing = []
    for rid, pieces in scene.pieces.items():
        rect = pieces.mapRectToScene(pieces.boundingRect())
        for other, overlay in scene.overlays.items():
            if other != rid:
                for corner in (rect.topLeft(), rect.topRight(), rect.bottomLeft(), rect.bottomRight()):
                    if overlay.contains(corner) and not scene.overlays[rid].contains(corner):
                        crossing.append((other, corner))
    assert crossing, "some token stack reaches over a border on this board"
    for other, point in crossing[:20]:
        assert scene.region_at(point) == other


def _island_labels(window) -> list[RegionLabelItem]:
    return [c for r in window.board.board.regions.values() for c in r.childItems()
            if isinstance(c, RegionLabelItem)]


def test_the_islands_own_names_are_made_when_the_zoom_shows_them(qtbot):
    """Five players: the table is drawn small, so the islands' own names are not made (not
    even at the zoom the map had before its first fit); zoomed in, they are made and shown;
    fitted again, hidden."""
    window = make_window(qtbot, players=FIVE, seed=7)
    window.resize(1366, 768)
    _settle(qtbot, window)
    board = window.board
    assert board.labels.on_screen and _island_labels(window) == []
    board.set_zoom(MIN_CAP_PX / scene_cap_height() * 1.2)
    made = _island_labels(window)
    assert len(made) == len(board.board.regions) and all(c.isVisible() for c in made)
    assert not any(label.isVisible() for label in board.labels.items.values())
    board.fit()
    assert board.labels.on_screen and not any(c.isVisible() for c in _island_labels(window))


def test_a_new_layout_waits_for_its_fit_before_choosing_names(qtbot):
    window = make_window(qtbot, players=FIVE, seed=7)
    board = window.board
    board.fit_pending = True            # as right after the islands are laid out anew
    board.labels._done = None
    board.set_zoom(board.zoom)           # a zoom of the player's own is final: decided now
    assert board.fit_pending is False and board.labels._done is not None


@pytest.mark.parametrize("water", [False, True])
def test_label_font_is_the_smallest_size_whose_capitals_reach_the_minimum(qapp, water):
    """The size is searched from a guess: it must be the one trying every size from 9 px
    up gives."""
    from PySide6.QtGui import QFont

    font = QFont("DejaVu Sans")
    font.setBold(True)
    font.setItalic(water)
    for expected in range(9, 40):
        font.setPixelSize(expected)
        if QFontMetricsF(font).capHeight() >= MIN_CAP_PX:
            break
    assert label_font(water).pixelSize() == expected
    assert QFontMetricsF(label_font(water)).capHeight() >= MIN_CAP_PX


def test_choose_text_is_the_longest_way_of_writing_the_name_that_fits(qapp):
    """Whole, on two lines, then ever shorter: the first of `candidates` that fits the room,
    else the shortest, for every region name at rooms from tight to ample."""
    from smallwow_qt.boards import loader
    from smallwow_qt.views.region_labels import candidates, choose_text

    font = label_font()
    metrics = QFontMetricsF(font)
    names = sorted({r.name for s in loader.list_sides() for r in loader.load_side(s).regions})
    for name in names:
        forms = candidates(name)
        for room in (10.0, 30.0, 45.0, 60.0, 80.0, 120.0, 400.0):
            fitting = [f for f in forms if max(metrics.horizontalAdvance(line) for line in f) <= room]
            assert choose_text(name, room, font) == (fitting[0] if fitting else forms[-1]), (name, room)


def test_drag_badges_keep_off_the_names(qtbot):
    window = make_window(qtbot, players=FIVE, seed=7)
    window.resize(1366, 768)
    settle_layout(window)
    pass_handover(qtbot, window)
    click_combination(qtbot, window, 0)
    board = window.board
    assert board.labels.on_screen
    transform = board.viewportTransform()
    covered = 0
    for rid, pieces in board.board.pieces.items():
        pieces.set_preview(("conquer", "12"))
        badge = pieces.cost_badge.deviceTransform(transform).mapRect(pieces.cost_badge.boundingRect())
        label = board.labels.items[rid]
        name = label.deviceTransform(transform).mapRect(label.text_rect())
        covered += badge.intersects(name)
    assert covered <= len(board.board.pieces) // 10, covered
