"""A region's tooltip as the player gets it: hovering the region (a real tooltip event on the
board) shows the text made for the position now, costs included on the player's turn. With
the tooltips made on hover, the board refreshes once a change: not twice for a new game, not
for the seat."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip

from smallwow_qt.engine.state import Stage
from smallwow_qt.views.board_view import BoardView
from tests.views.support import (click_combination, drag_to_region, hand_drag, legal_conquests, make_window,
                                 pass_handover, region_pos)


def _hover_help(window, pos: QPoint) -> None:
    """What Qt sends when the mouse rests over the board."""
    viewport = window.board.viewport()
    QApplication.sendEvent(viewport, QHelpEvent(QEvent.Type.ToolTip, pos, viewport.mapToGlobal(pos)))


def _start_conquering(qtbot, window) -> None:
    pass_handover(qtbot, window)
    click_combination(qtbot, window, 0)
    assert window.controller.state.stage is Stage.CONQUER


def test_hovering_a_region_shows_its_tooltip(qtbot, window):
    _start_conquering(qtbot, window)
    region, cost = legal_conquests(window, die=False)[0]
    # (at its token anchor: the token stack over the region has no tooltip of its own)
    _hover_help(window, region_pos(window, region))
    assert QToolTip.isVisible()
    text = QToolTip.text()
    assert text == window.board.region_tooltip(region)
    name = window.board.board.regions[region].shape_def.name
    assert name in text and "To conquer" in text and f"Total: {cost} token" in text
    # another region: its own text
    other = next(rid for rid in window.board.board.regions if rid != region)
    _hover_help(window, region_pos(window, other))
    assert QToolTip.text() == window.board.region_tooltip(other) != text
    QToolTip.hideText()


def test_the_tooltip_follows_the_game(qtbot, window):
    c = window.controller
    _start_conquering(qtbot, window)
    region, cost = legal_conquests(window, die=False)[0]
    race = c.texts.race(c.state.current.race)
    _hover_help(window, region_pos(window, region))
    assert "Ann's" not in QToolTip.text()
    drag_to_region(window, hand_drag(window), region)
    assert c.state.regions[region].owner == "p1"
    # hovered again after the conquest: the new owner, their race and tokens, no cost any more
    _hover_help(window, region_pos(window, region))
    text = QToolTip.text()
    assert text == window.board.region_tooltip(region)
    assert f"Ann's {race}: {cost} token" in text and "To conquer" not in text
    QToolTip.hideText()


def test_the_board_refreshes_once_a_change(qtbot, monkeypatch):
    refreshes = []
    original = BoardView.refresh
    monkeypatch.setattr(BoardView, "refresh", lambda self: refreshes.append(1) or original(self))
    window = make_window(qtbot)
    window.board._relayout.stop()
    c = window.controller
    refreshes.clear()
    # a new game: laid out and shown at once (no event processed), in one refresh
    window.start_game([("p1", "Cleo"), ("p2", "Dev"), ("p3", "Eli")], 3)
    assert refreshes == [1]
    regions = c.public()["regions"]
    pieces = window.board.board.pieces
    assert pieces.keys() == {rid for rid in regions if rid in pieces} and pieces
    assert all(item.view == regions[rid] for rid, item in pieces.items())
    # the seat shows nothing new on the board; a pick is one change, one refresh
    pass_handover(qtbot, window)
    assert refreshes == [1]
    click_combination(qtbot, window, 0)
    assert refreshes == [1, 1]
    region, cost = legal_conquests(window, die=False)[0]
    assert f"Total: {cost} token" in window.board.region_tooltip(region)
