"""Pieces before labels: on the smallest table (five players, 1366×768 at 125 %) a token stack
is drawn larger than the names, its count on a badge at least 12 px tall, a held region is
edged in its holder's colour, a name keeps off its own region's stack, and a drag's cost
sits beside the stack, clear of the region's name."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLineF, QPointF, QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from smallwow_qt.app import screenshots
from smallwow_qt.views import region_labels
from smallwow_qt.views.badge import EDGE
from smallwow_qt.views.board_items import TOKEN
from smallwow_qt.views.region_labels import MARGIN, MIN_CAP_PX
from smallwow_qt.views.island_items import IslandItem
from smallwow_qt.views.region_places import (STACK_PX, _turn_costs, cost_room, keep_clear, keep_inside, slide_clear,
                                           stack_place)
from tests.views.support import settle_layout
from tests.views.test_map_labels import translations  # noqa: F401  (fixture)
from tests.views.test_small_screens import SCREENS, _table


def _hold(window, count: int = 8) -> list[str]:
    """The first `count` land regions held by the player in the seat, 1, 2, 3... tokens each."""
    c = window.controller
    c.pick(0)
    regions = [rid for rid, v in c.state.regions.items() if not c.state.map.by_id[rid].is_water][:count]
    for k, rid in enumerate(regions):
        region = c.state.regions[rid]
        region.owner, region.race, region.tokens = c.actor_id, c.state.actor.race, 1 + k
    c._cache.clear()
    c.state_changed.emit()
    settle_layout(window)
    return regions


@pytest.fixture
def table(qtbot, translations):  # noqa: F811
    return _table(qtbot, translations, SCREENS["1366x768@125%"], "en", 5)


def test_stacks_are_larger_than_the_names_with_a_badge_of_twelve_pixels(table):
    window = table
    regions = _hold(window)
    zoom = window.board.zoom
    assert zoom < 0.3                   # (far out: five islands on a small screen)
    for rid in regions:
        item = window.board.board.pieces[rid]
        token_px = TOKEN * zoom * item.scale()
        assert token_px >= STACK_PX and token_px > 2 * MIN_CAP_PX
        badge = item.count_badge
        assert badge.isVisible() and badge.text == str(1 + regions.index(rid))
        assert badge.screen_rect().height() >= 12
        assert badge.digits_px() >= 9


def test_held_regions_are_edged_in_the_holders_colour(table):
    window = table
    regions = _hold(window, 3)
    overlays = window.board.board.overlays
    colour = QColor(window.controller.colour(window.controller.actor_id))
    for rid in regions:
        edge = overlays[rid].owner
        assert edge is not None and (edge.red(), edge.green(), edge.blue()) == (colour.red(), colour.green(), colour.blue())
    free = next(rid for rid, v in window.controller.public()["regions"].items() if not v["owner"])
    assert overlays[free].owner is None


def test_a_name_keeps_off_its_own_stack_and_the_cost_off_the_name(table):
    window = table
    regions = _hold(window)
    zoom = window.board.zoom
    labels = window.board.labels.items
    for rid in regions:
        item = window.board.board.pieces[rid]
        label = labels[rid]
        name = label.text_rect().translated(label.pos() * zoom)
        radius = TOKEN / 2 * zoom * item.scale()
        centre = item.pos() * zoom
        disc_left, disc_right = centre.x() - radius, centre.x() + radius
        disc_top, disc_bottom = centre.y() - radius, centre.y() + radius
        assert not (name.left() < disc_right and name.right() > disc_left
                    and name.top() < disc_bottom and name.bottom() > disc_top), (rid, label.text())
        item.set_preview(("conquer", "3"))
        cost = item.cost_badge.screen_rect().translated(centre)
        assert item.cost_badge.isVisible()
        assert not cost.intersects(name), (rid, label.text())
        assert not (cost.left() < disc_right and cost.right() > disc_left), rid    # beside, not on, the stack
        item.set_preview(None)


def test_placing_the_names_ends_even_when_no_place_is_clear(table):
    window = table
    labels = window.board.labels.items
    pieces = window.board.board.pieces
    calls = []

    def shorten(label):         # a name that says it can always be written shorter
        calls.append(label)
        return True

    keep_clear(labels, pieces, window.board.zoom, shorten)
    assert len(calls) <= 13 * len(labels)


def test_no_drag_cost_lands_on_a_name_at_1920x1080(qtbot, translations):  # noqa: F811
    """Every region showing a "+1" at once (a redeployment's drag): none covers a name."""
    window = _table(qtbot, translations, (1920, 1040), "en", 5)
    _hold(window)
    zoom = window.board.zoom
    names = {rid: label.text_rect().translated(label.pos() * zoom) for rid, label in window.board.labels.items.items()}
    covered = []
    for rid, item in window.board.board.pieces.items():
        item.set_preview(("redeploy", "+1"))
        cost = item.cost_badge.screen_rect().translated(item.pos() * zoom)
        covered += [(rid, other) for other, name in names.items() if cost.intersected(name).width() *
                    cost.intersected(name).height() > 4]
    assert covered == []


def _letters_under_pieces(window) -> dict[str, float]:
    """Each screen name's (by region) share of letters under a token stack (its disc and rings) or a
    stack's count, sampled every pixel."""
    zoom = window.board.zoom
    discs, counts = [], []
    for item in window.board.board.pieces.values():
        if item.view.get("tokens"):
            centre = item.pos() * zoom
            discs.append((centre, TOKEN / 2 * zoom * item.scale() * EDGE))
            counts.append(item.count_badge.screen_rect().translated(centre))
    shares = {}
    for rid, label in window.board.labels.items.items():
        letters = label.text_rect().translated(label.pos() * zoom)
        points = [QPointF(letters.left() + x + 0.5, letters.top() + y + 0.5)
                  for y in range(int(letters.height())) for x in range(int(letters.width()))]
        under = sum(1 for p in points if any(QLineF(p, c).length() <= r for c, r in discs) or
                    any(box.contains(p) for box in counts))
        shares[f"{rid} ({label.text()})"] = under / max(1, len(points))
    return shares


def _mid_game(qtbot, players: int, seed: int, size: tuple[int, int]):
    """A window of `size` (a laptop's screen, maximized) after a round and a turn of play."""
    window = screenshots.make_window(QApplication.instance(), players, seed)
    qtbot.addWidget(window)
    window.resize(*size)
    screenshots.play_turns(window, players + 1)
    if not window.controller.seat_ready:
        window.handover.accept()
    settle_layout(window)
    window.board.fit()
    settle_layout(window)
    assert window.board.labels.on_screen
    return window


@pytest.mark.parametrize("seed", [7, 8])
def test_at_the_densest_table_no_name_is_hidden_under_the_pieces(qtbot, seed):
    """Five players on a 1366×768 screen, mid-game: where no spot is clear for a name, it goes
    where tokens and counts cover least of it (they weigh more than a drag's cost room or
    another name). Before, 'Tel.' had three quarters of its letters under a stack."""
    window = _mid_game(qtbot, 5, seed, (1366, 749))
    shares = _letters_under_pieces(window)
    assert len(shares) == len(window.board.board.regions)
    worst = max(shares, key=shares.get)
    assert shares[worst] <= 0.25, (worst, shares[worst])


def test_a_drag_s_cost_turns_to_the_side_of_its_stack_that_covers_fewer_names(table):
    """The cost is first put away from its own name's first place; names move after: once
    they are placed, the cost goes to the other side of its stack if that covers less of them."""
    window = table
    zoom = window.board.zoom
    rid, item = next(iter(window.board.board.pieces.items()))
    offset = item.pos() * zoom
    side = item.cost_side

    def room(on: int) -> tuple[float, float, float, float]:
        r = cost_room(item, zoom, on).translated(offset)
        return r.left(), r.top(), r.right(), r.bottom()

    places = {rid: QRectF()}
    _turn_costs({rid: item}, zoom, [room(side)], places)        # a name where the cost was
    assert item.cost_side == -side
    assert places[rid].contains(cost_room(item, zoom, -side).translated(offset))
    left, top, right, bottom = room(side)
    wide = (left - 50, top, right + 50, bottom)
    _turn_costs({rid: item}, zoom, [room(-side), room(side), wide], places)   # more on the first side
    assert item.cost_side == -side                                          # (it stays)
    _turn_costs({rid: item}, zoom, [], places)                              # no name anywhere
    assert item.cost_side == -side


@pytest.mark.parametrize(("players", "seed"), [(3, 8), (5, 7)])
def test_every_name_is_placed_where_it_can_be_seen(qtbot, players, seed):
    """1920×1080 at 150 %, maximized: a name moved off the stacks stays inside the map's view
    (before, 'Zalaz.' lost two letters past the right edge, 'Cam.' its top past the top)."""
    window = _mid_game(qtbot, players, seed, (1280, 707))
    view, zoom = window.board, window.board.zoom
    seen = view.mapToScene(view.viewport().rect()).boundingRect()
    seen = QRectF(seen.x() * zoom, seen.y() * zoom, seen.width() * zoom, seen.height() * zoom)
    outside = [label.text() for label in view.labels.items.values()
               if not seen.contains(label.text_rect().translated(label.pos() * zoom))]
    assert outside == []


def test_names_are_placed_again_when_the_view_narrows_at_the_same_zoom(qtbot):
    """The docks settling after the map was fitted narrow the view without changing its zoom
    (the fit is set by the height): the names near the edge move back into what is seen
    (seen in French at 1366×768: 'Montagnes d'Alterac' lost its 'M')."""
    window = _mid_game(qtbot, 5, 7, (1366, 749))
    view, zoom = window.board, window.board.zoom
    seen = view.seen_area()
    label = min(view.labels.items.values(), key=lambda item: item.pos().x())     # the leftmost name
    left = label.text_rect().translated(label.pos() * zoom).left() / zoom     # (scene units)
    narrower = QRectF(left + 10 / zoom, seen.top(), seen.right() - left - 10 / zoom, seen.height())
    view.seen_area = lambda: narrower   # (what the view shows once the docks have settled)
    view.zoom_changed.emit(zoom)        # (as `fit` does after a resize)
    letters = label.text_rect().translated(label.pos() * zoom)
    assert letters.left() >= narrower.left() * zoom


def test_a_name_reaching_past_the_edge_is_moved_back_as_little_as_needed(table):
    """A name written longer after it was placed (told apart from a name that reads alike)
    grows on both sides: in French at 1366×768 'Montagnes d'Alterac' lost its 'M' past the
    map's left edge. It is moved back inside; one wider than the view is left where it is."""
    window = table
    zoom = window.board.zoom
    label = next(iter(window.board.labels.items.values()))
    box = label.boundingRect().translated(label.pos() * zoom)
    bounds = (box.left() + 10, box.top() - 50, box.right() + 200, box.bottom() + 50)
    before = label.pos()
    keep_inside({"one": label}, zoom, bounds)
    assert (label.pos().x() - before.x()) * zoom == pytest.approx(10)
    assert label.pos().y() == before.y()
    narrow = (box.left() + 10, box.top() - 50, box.right() - 10, box.bottom() + 50)
    moved = label.pos()
    keep_inside({"one": label}, zoom, narrow)
    assert label.pos() == moved


@pytest.mark.parametrize("seed", [7, 8])
def test_the_islands_titles_keep_off_the_stacks_and_the_names(qtbot, seed):
    """Five players at 1920×1080 ×1.5, mid-game: the stacks near an island's bottom, drawn
    larger than on the board, reached down over its title ('Kalimdor Wi' under a stack, a
    marker on the 'L'). Each title slides sideways off the stacks' rooms and the names, its
    middle still under its island."""
    window = _mid_game(qtbot, 5, seed, (1280, 707))
    view, zoom = window.board, window.board.zoom
    board = view.board
    rooms = [stack_place(item, zoom).translated(item.pos() * zoom) for item in board.pieces.values()]
    rooms += [label.boundingRect().adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN).translated(label.pos() * zoom)
              for label in view.labels.items.values()]     # (a name's halo and symbols, as drawn)
    rooms = [room for room in rooms if not room.isEmpty()]
    covered = []
    for island in (item for item in board.islands.items() if isinstance(item, IslandItem)):
        title = island.title.sceneBoundingRect()
        screen = QRectF(title.topLeft() * zoom, title.size() * zoom)
        covered += [island.title.text() for room in rooms if room.intersects(screen)]
        land = island.mapRectToScene(QRectF(*_corners(island.side.bounds())))
        assert land.left() <= title.center().x() <= land.right()
    assert covered == []


def _corners(bounds: tuple[float, float, float, float]) -> tuple[float, float, float, float]:
    x0, y0, x1, y1 = bounds
    return x0, y0, x1 - x0, y1 - y0


def test_a_title_slides_to_the_nearest_clear_place_within_its_reach():
    box = (100.0, 50.0, 160.0, 60.0)
    assert slide_clear(box, [(0.0, 0.0, 10.0, 10.0)], 0, 400) == 0          # nothing in its way
    right = [(150.0, 40.0, 170.0, 70.0)]
    assert slide_clear(box, right, 0, 400) == -12           # 3 px steps, the nearest clear
    assert slide_clear(box, [(90.0, 40.0, 110.0, 70.0)], 0, 400) == 12
    assert slide_clear(box, right, 95, 400) == 72           # its left edge stays in reach
    assert slide_clear(box, right, 95, 200) == -3           # none clear in reach: where it covers least
    everywhere = [(0.0, 40.0, 130.0, 70.0), (140.0, 40.0, 400.0, 70.0)]
    shift = slide_clear(box, everywhere, 0, 400)            # (the gap of 10 px under it)
    assert 100 + shift <= 130 and 160 + shift >= 140


def test_a_name_written_longer_to_tell_it_apart_is_placed_again_where_it_fits(qtbot, monkeypatch):
    """Three players at 1366×768, mid-game: 'Eversong' and 'Eversong F.' were placed in short
    forms that read alike, then written longer where they stood, and 'Eversong F.' ran into
    'Sunsp.'. A name written longer is placed again among the others."""
    grown: list = []
    tell_apart = region_labels.RegionLabels._tell_apart
    monkeypatch.setattr(region_labels.RegionLabels, "_tell_apart",
                        lambda self: grown.extend(tell_apart(self)) or list(grown))
    window = _mid_game(qtbot, 3, 8, (1366, 749))
    zoom = window.board.zoom
    assert "Eversong F." in [label.text() for label in grown]
    touching = []
    for label in grown:
        letters = label.text_rect().translated(label.pos() * zoom)
        for other in window.board.labels.items.values():
            if other is not label and (letters.intersects(other.text_rect().translated(other.pos() * zoom)) or
                                       letters.intersects(other.symbols_rect().translated(other.pos() * zoom))):
                touching.append((label.text(), other.text()))
    assert touching == []
