"""Laptop screens: at 1366×768 and 1600×960, at 100 % and 125 % interface scale, in English
and French, with 2 to 5 players, every control of every panel is wholly in view without
scrolling, no text is cut, and the Hand panel's turn buttons stay where they are from one
stage and turn to the next.

The window is given the size a maximized window has on such a screen (the screen less a
title bar and a task bar: `ROOM_TAKEN` px). At 125 % Qt lays the window out in logical
pixels (QT_SCALE_FACTOR=1.25, a fixed setting of the process), with the fonts of 100 %: a
1366×768 screen is then a 1093×614 one, which these tests lay out directly.
"""

from __future__ import annotations

import copy

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import (QAbstractButton, QApplication, QCheckBox, QLabel, QScrollBar, QTableView,
                               QWidget)

from smallwow_qt.controller import Session
from smallwow_qt.controller.game_controller import DEFAULT_NAMES, GameController
from smallwow_qt.controller.texts import Texts
from smallwow_qt.scenario.build import build_game
from smallwow_qt.views.i18n import Translations
from smallwow_qt.views.main_window import MainWindow
from smallwow_qt.views.overlays import DieOverlay
from tests.views.support import GOBLINS, settle_layout

ROOM_TAKEN = 40         # px of the screen's height a title bar and a task bar take


def _screen(width: int, height: int, scale: float = 1.0) -> tuple[int, int]:
    return round(width / scale), round(height / scale) - ROOM_TAKEN


SCREENS = {"1366x768": _screen(1366, 768), "1600x960": _screen(1600, 960),
           "1366x768@125%": _screen(1366, 768, 1.25), "1600x960@125%": _screen(1600, 960, 1.25)}

#: Ann plays Worgen with Championing and holds Frostmourne: two ticks to use when conquering
#: (the Champion, Frostmourne) and an ability (Change form), the Hand panel at its fullest.
HEAVY = {"players": ["ann", "bob"], "map": {"sides": ["large_1a", "small_1a"]},
         "position": {"round": 2, "turn": "ann",
                      "players": {"ann": {"coins": 5, "active": ["worgen", "championing"], "hand": 4},
                                  "bob": {"coins": 5, "active": ["dwarves", "sailing"]}},
                      "regions": {"mulgore_pastures": {"owner": "ann", "race": "worgen", "tokens": 3,
                                                       "marker": {"id": "frostmourne", "revealed": True}},
                                  "razor_hill": {"owner": "ann", "race": "worgen", "tokens": 2},
                                  "thousand_needles": {"owner": "bob", "race": "dwarves", "tokens": 2}}}}


@pytest.fixture
def translations(qapp):
    translations = Translations(QApplication.instance())
    yield translations
    translations.install("en")


def _table(qtbot, translations, size: tuple[int, int], language: str, players: int) -> MainWindow:
    DieOverlay.ROLL_MS = 0
    language = translations.install(language)
    window = MainWindow(GameController(texts=Texts(language)), translations, None, language=language)
    window.confirm = lambda title, text: True
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    window.start_game([(f"p{i + 1}", DEFAULT_NAMES[i]) for i in range(players)], 7)
    window.handover.accept()
    settle_layout(window)
    return window


def _position(window: MainWindow, data: dict) -> None:
    """Play the scenario's position, Ann in the seat."""
    state = build_game(copy.deepcopy(data))
    info = {"players": [[p.id, p.name] for p in state.players], "sides": list(state.sides)}
    window.controller.set_session(Session(state, info=info))
    window.handover.accept()
    settle_layout(window)


def _rect_in(widget: QWidget, window: QWidget) -> QRect:
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


def _shown_part(widget: QWidget, window: QWidget) -> QRect:
    """What of `widget` is on screen: its rectangle cut by each of its parents' and the
    window's."""
    shown = _rect_in(widget, window)
    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        shown = shown.intersected(_rect_in(parent, window))
        parent = parent.parentWidget()
    return shown.intersected(window.rect())


def _name(widget: QWidget) -> str:
    text = widget.text() if hasattr(widget, "text") else ""
    return f"{type(widget).__name__} {text[:40]!r} in {widget.window().objectName() or 'window'}"


def problems(window: MainWindow) -> list[str]:
    """Every control of every panel not wholly in view, every text cut, every scroll bar."""
    found = []
    for dock in window.docks:
        if not dock.isVisible():
            continue
        where = dock.objectName()
        for bar in dock.findChildren(QScrollBar):
            owner = bar.parentWidget().parentWidget()
            if bar.isVisible() and owner is not window.log_dock.view:      # (the log scrolls)
                found.append(f"{where}: a scroll bar ({bar.orientation().name})")
        for widget in dock.findChildren(QWidget):
            if not widget.isVisible() or widget.width() <= 0:
                continue
            control = isinstance(widget, (QAbstractButton, QTableView)) or \
                isinstance(widget, QLabel) and bool(widget.text()) or type(widget).__name__ in (
                    "HandStack", "CoinPile", "TurnTrack")
            if not control:
                continue
            if _shown_part(widget, window) != _rect_in(widget, window):
                found.append(f"{where}: {_name(widget)} is cut: {_rect_in(widget, window).getRect()}, "
                             f"in view {_shown_part(widget, window).getRect()}")
            hint = widget.sizeHint()
            wraps = isinstance(widget, QLabel) and widget.wordWrap()
            if isinstance(widget, (QAbstractButton, QLabel)) and not wraps and not isinstance(widget, QCheckBox) \
                    and hint.width() > widget.width() + 1:
                found.append(f"{where}: {_name(widget)}'s text is cut ({hint.width()} px in {widget.width()})")
            if wraps and widget.heightForWidth(widget.width()) > widget.height() + 1:
                found.append(f"{where}: {_name(widget)}'s lines are cut")
    for view, rows in ((window.column_dock.view, window.column_dock.model.rowCount()),):
        for row in range(rows):
            rect = view.visualRect(view.model().index(row, 0))
            if not view.viewport().rect().contains(rect):
                found.append(f"combination {row} is not wholly in view")
    table = window.players_dock.table
    for row in range(table.model().rowCount()):
        bottom = table.rowViewportPosition(row) + table.rowHeight(row)
        if table.rowViewportPosition(row) < 0 or bottom > table.viewport().height():
            found.append(f"player {row} is not wholly in view")
    return found


def _turn_buttons(window: MainWindow) -> list[tuple[int, int]]:
    return [b.mapTo(window, QPoint(0, 0)).toTuple() for b in window.hand_dock.buttons]


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("screen", list(SCREENS))
def test_every_control_in_view_with_five_players(qtbot, translations, screen, language):
    size = SCREENS[screen]
    window = _table(qtbot, translations, size, language, players=5)
    assert window.size().toTuple() == size, "the panels need a window taller or wider than the screen"
    c = window.controller
    buttons = _turn_buttons(window)
    assert problems(window) == [], "picking"
    c.pick(5)
    settle_layout(window)
    assert problems(window) == [], "conquering"
    assert _turn_buttons(window) == buttons
    _position(window, HEAVY)
    assert set(window.hand_dock.use_checks) == {"champion", "frostmourne"}
    assert window.hand_dock.ability_buttons
    assert problems(window) == [], "conquering with two ticks and an ability"
    assert _turn_buttons(window) == buttons
    c.finish_conquests()
    settle_layout(window)
    assert problems(window) == [], "redeploying"
    assert _turn_buttons(window) == buttons
    _position(window, GOBLINS)
    window.hand_dock.ability_buttons["bombs"].click()
    settle_layout(window)
    assert window.hand_dock.choice_box.isVisible()
    assert problems(window) == [], "choosing regions on the map"
    assert _turn_buttons(window) == buttons
    assert window.board.width() >= 0.5 * window.width(), "the map keeps half the width"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_control_in_view_with_fewer_players(qtbot, translations, players):
    size = SCREENS["1366x768@125%"]
    window = _table(qtbot, translations, size, "fr", players=players)
    assert window.size().toTuple() == size
    assert problems(window) == []
    window.controller.pick(0)
    settle_layout(window)
    assert problems(window) == []
