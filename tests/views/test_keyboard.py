"""A whole first conquest with the keyboard only: the hand-over screen, the column, the map
(Tab and arrows move a visible focus, Enter conquers, Shift+Enter places the hand, Minus
takes a token back), and what the focused region says to a screen reader."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from smallwow_qt.engine.state import Stage
from tests.views.support import legal_conquests, make_window


def test_a_keyboard_only_conquest(qtbot):
    window = make_window(qtbot)
    c = window.controller
    board, keys = window.board, window.keyboard
    # the hand-over screen takes Enter
    assert window.handover.isVisible()
    qtbot.keyClick(window.handover, Qt.Key.Key_Return)
    assert c.seat_ready
    # the column: Down to the first combination, Enter picks it
    column = window.column_dock.view
    column.setFocus()
    qtbot.keyClick(column, Qt.Key.Key_Down)
    qtbot.keyClick(column, Qt.Key.Key_Return)
    assert c.state.current.race is not None and c.state.stage is Stage.CONQUER
    # the map: focusing it shows a ring on a region; Tab walks through every region
    board.setFocus()
    qtbot.keyClick(board, Qt.Key.Key_Tab)
    assert keys.region is not None and keys.ring.isVisible()
    assert keys.ring.path().boundingRect().intersects(board.board.overlays[keys.region].boundingRect())
    seen = {keys.region}
    for _ in range(len(board.board.regions) - 1):
        qtbot.keyClick(board, Qt.Key.Key_Tab)
        seen.add(keys.region)
    assert seen == set(board.board.regions)
    # Tab until a region the hand can take outright, then Enter
    plain = {region for region, _ in legal_conquests(window, die=False)}
    for _ in range(len(board.board.regions)):
        if keys.region in plain:
            break
        qtbot.keyClick(board, Qt.Key.Key_Tab)
    target = keys.region
    # the map says what is focused: the region's name and what taking it costs
    name = board.board.regions[target].shape_def.name
    assert name in board.accessibleName() and "token" in board.accessibleName()
    hand = c.state.actor.hand
    qtbot.keyClick(board, Qt.Key.Key_Return)
    assert c.state.regions[target].owner == "p1"
    assert c.state.actor.hand < hand
    # redeploying by keys: stop conquering (Ctrl+R), then Shift+Enter places the hand here
    window.game_actions.finish_conquests.trigger()
    assert c.state.stage is Stage.REDEPLOY
    before = c.state.regions[target].tokens
    in_hand = c.state.actor.hand
    qtbot.keyClick(board, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    assert c.state.regions[target].tokens == before + in_hand and c.state.actor.hand == 0
    qtbot.keyClick(board, Qt.Key.Key_Minus)
    assert c.state.regions[target].tokens == before + in_hand - 1 and c.state.actor.hand == 1


def test_arrows_move_towards_the_arrow(qtbot):
    window = make_window(qtbot)
    board, keys = window.board, window.keyboard
    qtbot.keyClick(window.handover, Qt.Key.Key_Return)
    board.setFocus()
    qtbot.keyClick(board, Qt.Key.Key_Tab)
    points = keys._points()
    moved = 0
    for key, (dx, dy) in ((Qt.Key.Key_Right, (1, 0)), (Qt.Key.Key_Down, (0, 1)),
                          (Qt.Key.Key_Left, (-1, 0)), (Qt.Key.Key_Up, (0, -1))):
        here = keys.region
        qtbot.keyClick(board, key)
        if keys.region != here:
            moved += 1
            step = points[keys.region] - points[here]
            assert step.x() * dx + step.y() * dy > 0, (key, here, keys.region)
    assert moved >= 3


def test_the_region_menu_from_the_keyboard(qtbot):
    window = make_window(qtbot)
    keys = window.keyboard
    shown = []
    window.show_region_menu = lambda region, pos: shown.append(region)
    qtbot.keyClick(window.handover, Qt.Key.Key_Return)
    window.board.setFocus()
    qtbot.keyClick(window.board, Qt.Key.Key_Tab)
    qtbot.keyClick(window.board, Qt.Key.Key_Menu)
    assert shown == [keys.region]
    assert window.region_menu(keys.region).actions()        # (the menu exists for it)
    # Ctrl+Tab hands the keyboard to the panels (Tab itself stays on the map)
    window.activateWindow()
    window.board.setFocus()
    keys.key(Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)
    focused = QApplication.focusWidget()
    assert focused is not None and focused is not window.board and not window.board.isAncestorOf(focused)
