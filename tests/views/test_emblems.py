"""Emblems for the twenty special powers, shown wherever a power is named, and a player palette
that no emblem shares: the pictures are real files that Qt draws, tell the powers apart at the
sizes the panels use, and come with their race in the column, the hand, the tooltips and the
reference."""

from __future__ import annotations

import itertools
import re

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QColor, QHelpEvent
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication, QToolTip

from smallwow_qt.controller import POWERS, RACES
from smallwow_qt.controller.game_controller import PLAYER_COLOURS
from smallwow_qt.controller.models import Role
from smallwow_qt.views import emblems
from smallwow_qt.views.coin_art import GOLD
from smallwow_qt.views.emblems import POWER_TILE, power_image, power_path, race_colour
from smallwow_qt.views.settings_dialog import COLOUR_BLIND_COLOURS
from tests.views.cvd import DEUTERANOPIA, PROTANOPIA, closest_pair, delta_e
from tests.views.support import click_combination, make_window, pass_handover


def _rgb(hex_colour: str) -> tuple[int, int, int]:
    c = QColor(hex_colour)
    return c.red(), c.green(), c.blue()


def _emblem_colours() -> dict[str, tuple[int, int, int]]:
    colours = {race: _rgb(race_colour(race)) for race in RACES}
    colours["power tile"] = _rgb(POWER_TILE)
    return colours


def _ink(image, x0=0, y0=0, x1=None, y1=None) -> int:
    """Dark opaque pixels (the power's shape) in a part of an image."""
    x1 = image.width() if x1 is None else x1
    y1 = image.height() if y1 is None else y1
    return sum(1 for x in range(x0, x1) for y in range(y0, y1)
               if QColor.fromRgba(image.pixel(x, y)).alpha() > 200 and QColor(image.pixel(x, y)).lightness() < 110)


@pytest.mark.parametrize("power", sorted(POWERS))
def test_every_power_has_its_own_drawing(qapp, power):
    path = power_path(power)
    text = path.read_text(encoding="utf-8")
    assert re.search(r"<title>[^<]+: [^<]+</title>", text), "a title saying what it shows"
    assert 'id="tile"' in text and f'fill="{POWER_TILE}"' in text, "the powers' parchment tile"
    assert QSvgRenderer(str(path)).isValid()
    image = power_image(power, px=24)
    # at 24 px the shape shows inside the tile's frame, not only the frame
    assert _ink(image, 6, 6, 18, 18) >= 12


def test_the_powers_look_different_from_each_other_at_panel_size(qapp):
    images = {p: power_image(p, px=24) for p in POWERS}

    def difference(a, b) -> int:
        return sum(1 for x in range(24) for y in range(24)
                   if abs(QColor(a.pixel(x, y)).lightness() - QColor(b.pixel(x, y)).lightness()) > 60)

    closest = min((difference(images[a], images[b]), a, b) for a, b in itertools.combinations(POWERS, 2))
    assert closest[0] >= 25, closest


def test_a_missing_power_picture_is_a_blank_tile_not_a_crash(qapp):
    image = power_image("no_such_power", px=20)
    assert not image.isNull() and QColor(image.pixel(10, 10)) == QColor(POWER_TILE)


def test_no_player_colour_is_an_emblems_colour():
    """Each colour a seat can take is at least ΔE 20 from every race's disc and from the
    powers' parchment, and the five first seats are far apart from each other."""
    emblem = _emblem_colours()
    for colour in PLAYER_COLOURS:
        nearest = min((delta_e(_rgb(colour), rgb), name) for name, rgb in emblem.items())
        assert nearest[0] >= 20, (colour, nearest)
    seats = [_rgb(c) for c in PLAYER_COLOURS[:5]]
    assert min(delta_e(a, b) for a, b in itertools.combinations(seats, 2)) >= 40
    assert min(delta_e(_rgb(a), _rgb(b)) for a, b in itertools.combinations(PLAYER_COLOURS, 2)) >= 25


def test_the_colour_blind_palette_keeps_its_contrast_and_has_no_black_emblem_twin():
    seats = [_rgb(c) for c in COLOUR_BLIND_COLOURS[:5]]
    for deficiency in (PROTANOPIA, DEUTERANOPIA):
        assert closest_pair(seats, deficiency) > 18
    pandaren = _rgb(race_colour("pandaren"))
    assert min(delta_e(_rgb(c), pandaren) for c in COLOUR_BLIND_COLOURS) > 20


def _tooltip(qtbot, widget, pos: QPoint) -> str:
    QToolTip.hideText()
    QApplication.sendEvent(widget, QHelpEvent(QEvent.Type.ToolTip, pos, widget.mapToGlobal(pos)))
    qtbot.waitUntil(QToolTip.isVisible)
    return QToolTip.text()


def test_a_card_shows_the_power_beside_the_race_and_its_tooltip_both_emblems(qtbot):
    window = make_window(qtbot)
    pass_handover(qtbot, window)
    view = window.column_dock.view
    model = window.column_dock.model
    rect = view.visualRect(model.index(0))
    image = view.viewport().grab().toImage()
    ratio = image.devicePixelRatio()
    tile = QColor(POWER_TILE).rgb()
    left = [x for x in range(int(rect.left() * ratio), int(rect.right() * ratio))
            for y in range(int(rect.top() * ratio), int(rect.bottom() * ratio)) if image.pixel(x, y) == tile]
    assert len(left) > 60 * ratio * ratio, "the power's parchment tile is on the card"
    assert max(left) < (rect.left() + 100) * ratio, "beside the race's emblem, before the name"
    text = _tooltip(qtbot, view.viewport(), rect.center())
    race, power = model.index(0).data(Role.RACE), model.index(0).data(Role.POWER)
    assert emblems.emblem_path(race).as_uri() in text and power_path(power).as_uri() in text


def test_coins_lying_on_a_card_are_a_pile_of_coins(qtbot):
    window = make_window(qtbot)
    pass_handover(qtbot, window)
    view = window.column_dock.view

    def gold(row: int) -> int:
        image = view.viewport().grab().toImage()
        ratio = image.devicePixelRatio()
        rect = view.visualRect(view.model().index(row))
        lower_right = [(x, y) for x in range(int((rect.right() - 50) * ratio), int(rect.right() * ratio))
                       for y in range(int((rect.bottom() - 12) * ratio), int(rect.bottom() * ratio))]   # (the pile's strip)
        return sum(1 for x, y in lower_right if image.pixel(x, y) == GOLD.rgb())

    assert gold(0) == 0
    click_combination(qtbot, window, 2)         # two coins paid: one on each card skipped
    assert window.controller.public()["combos"][0]["coins"] == 1
    assert gold(0) > 20


def test_a_card_picked_with_the_mouse_keeps_no_focus_ring(qtbot):
    window = make_window(qtbot)
    pass_handover(qtbot, window)
    view = window.column_dock.view
    click_combination(qtbot, window, 1)
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    assert not view.has_focus_on(view.currentIndex())
    qtbot.keyClick(view, Qt.Key.Key_Down)       # the keyboard takes over: its row is ringed
    assert view.has_focus_on(view.currentIndex())


def test_the_hand_shows_the_power_and_names_it_in_its_tooltip(qtbot):
    window = make_window(qtbot)
    pass_handover(qtbot, window)
    hand = window.hand_dock
    narrow = hand.emblem.pixmap()
    assert narrow is None or narrow.isNull()
    click_combination(qtbot, window, 0)
    actor = window.controller.state.actor
    pixmap = hand.emblem.pixmap()
    assert pixmap.deviceIndependentSize().width() > pixmap.deviceIndependentSize().height() * 1.5
    assert power_path(actor.power).as_uri() in hand.emblem.toolTip()


def test_the_reference_shows_a_powers_emblem(qtbot):
    from smallwow_qt.views.learn.pages import catalogue
    from smallwow_qt.views.learn.reference import IMAGE_PX, page_image

    page = catalogue("en").get("power/fishing")
    assert page_image(page) == power_image("fishing", px=IMAGE_PX)
