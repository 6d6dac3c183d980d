"""The combination column shows the row under the mouse and the keyboard's row: a pickable
row lights up under the mouse, and the current row of the focused list has a blue ring."""

from __future__ import annotations

from PySide6.QtGui import QColor

from tests.views.support import make_window, pass_handover

HOVER_FILL = QColor("#ffe08a").rgb()
FOCUS_RING = QColor("#1f5fbf").rgb()


def _pixels(view, row: int, colour: int) -> int:
    """How many pixels of `row`, as the list paints it now, have `colour`."""
    image = view.viewport().grab().toImage()
    rect = view.visualRect(view.model().index(row, 0))
    ratio = image.devicePixelRatio()
    return sum(1 for x in range(int(rect.left() * ratio), int(rect.right() * ratio))
               for y in range(int(rect.top() * ratio), int(rect.bottom() * ratio))
               if image.pixel(x, y) == colour)


def test_the_row_under_the_mouse_lights_up(qtbot):
    window = make_window(qtbot)
    pass_handover(qtbot, window)
    view = window.column_dock.view
    centre = view.visualRect(view.model().index(1, 0)).center()
    qtbot.mouseMove(view.viewport(), centre)
    qtbot.waitUntil(lambda: view.hovered_row == 1)
    assert _pixels(view, 1, HOVER_FILL) > 200
    assert _pixels(view, 2, HOVER_FILL) == 0
    qtbot.mouseMove(view.viewport(), view.visualRect(view.model().index(2, 0)).center())
    qtbot.waitUntil(lambda: view.hovered_row == 2)
    assert _pixels(view, 1, HOVER_FILL) == 0 and _pixels(view, 2, HOVER_FILL) > 200
    view.leaveEvent(None)       # (the mouse leaves the list)
    assert view.hovered_row == -1
    assert _pixels(view, 2, HOVER_FILL) == 0


def test_the_keyboards_row_has_a_ring_while_the_list_has_the_focus(qtbot):
    window = make_window(qtbot)
    pass_handover(qtbot, window)
    view = window.column_dock.view
    view.setFocus()
    view.setCurrentIndex(view.model().index(2, 0))
    qtbot.waitUntil(view.hasFocus)
    assert view.has_focus_on(view.model().index(2, 0))
    assert _pixels(view, 2, FOCUS_RING) > 50
    assert _pixels(view, 1, FOCUS_RING) == 0
    window.board.setFocus()
    qtbot.waitUntil(lambda: not view.hasFocus())
    assert not view.has_focus_on(view.model().index(2, 0))
    assert _pixels(view, 2, FOCUS_RING) == 0
