"""Where the panels go: the default arrangement, the one remembered between launches, and
View › Reset layout.

`QMainWindow.restoreState()` brings the docks back in the right places but not at the right
widths when the window is shown (and laid out) before the docks exist, as ours is: the two
side areas came back sharing the whole width and left the map a 70 px strip. So the widths
and heights of the docked panels are remembered separately and applied again, exactly,
once the window has settled; only remembered widths that would leave the map less than
`MAP_FLOOR` of the window's width are narrowed (the default sizes leave it `MAP_SHARE`).
"""

from __future__ import annotations

import json

from PySide6.QtCore import QByteArray, QSettings, Qt, QTimer
from PySide6.QtWidgets import QDockWidget, QMainWindow, QToolBar

from smallwow_qt.views.settings_values import json_value, stored

LAYOUT_VERSION = 1
MAP_SHARE = 0.55                # the map's share of the window's width at the default sizes
MAP_FLOOR = 0.3                 # remembered sizes never leave the map less than this share
DEFAULT_WIDTHS = {"left": 330, "right": 400}



def _enums():
    """(left, right, horizontal, vertical): looked up when needed, not at import (the first
    use of Qt's enums costs the window's first paint ~15 ms)."""
    return (Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea,
            Qt.Orientation.Horizontal, Qt.Orientation.Vertical)


def place_docks(window: QMainWindow, left: list[QDockWidget], right: list[QDockWidget],
                reveal: bool = False) -> None:
    """The default arrangement: `left` stacked on the left, `right` on the right; with
    `reveal` (View › Reset layout) every panel is shown again and the toolbar too, at the top."""
    LEFT, RIGHT, _, V = _enums()
    for area, docks in ((LEFT, left), (RIGHT, right)):
        for dock in docks:
            if dock.isFloating():
                dock.setFloating(False)
            window.addDockWidget(area, dock)
        for upper, lower in zip(docks, docks[1:]):
            window.splitDockWidget(upper, lower, V)
    if reveal:
        for dock in left + right:
            dock.show()
        for bar in window.findChildren(QToolBar):
            if bar.parent() is window:
                window.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
                bar.show()
    apply_default_sizes(window, left, right)


def apply_default_sizes(window: QMainWindow, left: list[QDockWidget], right: list[QDockWidget]) -> None:
    _, _, H, V = _enums()
    # on a small screen the panels give way: the map keeps at least MAP_SHARE of the width
    budget = window.width() * (1 - MAP_SHARE)
    left_w = min(DEFAULT_WIDTHS["left"], round(budget * 0.49))      # (the combinations' names)
    widths = [left_w, min(DEFAULT_WIDTHS["right"], round(budget - left_w))]
    window.resizeDocks([left[0], right[0]], widths, H)
    # the combinations at their full height if the hand keeps what it needs, the hand the rest
    central = window.centralWidget()
    area = central.height() if central is not None else 0
    if len(left) == 2 and hasattr(left[0], "preferred_height") and area > 0:
        column = min(left[0].preferred_height(), area - left[1].minimumSizeHint().height() - 6)
        window.resizeDocks(left, [column, max(1, area - column - 6)], V)
    else:
        window.resizeDocks(left, _shares(len(left), [380, 520]), V)
    window.resizeDocks(right, _shares(len(right), [220, 190, 480]), V)


def _shares(count: int, sizes: list[int]) -> list[int]:
    return (sizes + [300] * count)[:count]


def dock_sizes(window: QMainWindow) -> dict[str, list[int]]:
    """The width and height of every docked, visible panel, by objectName."""
    return {dock.objectName(): [dock.width(), dock.height()]
            for dock in window.findChildren(QDockWidget)
            if dock.isVisible() and not dock.isFloating() and dock.objectName()}


def save_layout(window: QMainWindow, settings: QSettings) -> None:
    settings.setValue("window/geometry", window.saveGeometry())
    settings.setValue("window/state", window.saveState(LAYOUT_VERSION))
    settings.setValue("window/dock_sizes", json.dumps(dock_sizes(window)))


def restore_layout(window: QMainWindow, settings: QSettings) -> bool:
    """Put the remembered arrangement back; the sizes follow once the window has settled."""
    geometry = stored(settings, "window/geometry")
    state = stored(settings, "window/state")
    if isinstance(geometry, QByteArray):
        window.restoreGeometry(geometry)
    if not isinstance(state, QByteArray) or not window.restoreState(state, LAYOUT_VERSION):
        return False
    sizes = _read_sizes(json_value(settings, "window/dock_sizes", {}))
    QTimer.singleShot(0, window, lambda: settle_sizes(window, sizes))
    return True


def _read_sizes(data) -> dict[str, list[int]]:
    """The remembered sizes that look like sizes (`window/dock_sizes`, read by
    `settings_values.json_value`): a panel's name and its width and height in pixels."""
    if not isinstance(data, dict):
        return {}
    return {k: [v[0], v[1]] for k, v in data.items()
            if isinstance(k, str) and isinstance(v, list) and len(v) == 2
            and all(type(n) is int and 0 < n < 100_000 for n in v)}


def settle_sizes(window: QMainWindow, sizes: dict[str, list[int]]) -> None:
    """Give the docked panels their remembered sizes, then make sure the map keeps at least
    `MAP_FLOOR` of the window's width (narrowing the side areas in proportion if not)."""
    LEFT, RIGHT, H, V = _enums()
    docked = [d for d in window.findChildren(QDockWidget)
              if d.isVisible() and not d.isFloating() and window.dockWidgetArea(d) in (LEFT, RIGHT)]
    by_area = {area: [d for d in docked if window.dockWidgetArea(d) == area] for area in (LEFT, RIGHT)}
    firsts = [docks[0] for docks in by_area.values() if docks]
    widths = []
    for dock in firsts:
        remembered = sizes.get(dock.objectName())
        widths.append(remembered[0] if remembered else dock.width())
    # (a width not remembered is restoreState's guess: the map then keeps its default share)
    share = MAP_FLOOR if all(d.objectName() in sizes for d in firsts) else MAP_SHARE
    minimums = [max(d.minimumSizeHint().width() for d in docks) for docks in by_area.values() if docks]
    widths = fit_widths(widths, minimums, int(window.width() * (1 - share)))
    if firsts:
        window.resizeDocks(firsts, widths, H)
    for docks in by_area.values():
        heights = [sizes.get(d.objectName(), [0, 0])[1] for d in docks]
        if len(docks) > 1 and all(heights):
            window.resizeDocks(docks, heights, V)
    window.layout().activate()      # (now: a game begun next is laid out once, for the room left)


def fit_widths(widths: list[int], minimums: list[int], budget: int) -> list[int]:
    """Narrow `widths` to add up to at most `budget`, each taking its share of the cut in
    proportion to what it has above its minimum (no narrower than that)."""
    excess = sum(widths) - budget
    room = [max(0, w - m) for w, m in zip(widths, minimums)]
    if excess <= 0 or not sum(room):
        return widths
    cut = min(1.0, excess / sum(room))
    return [w - int(r * cut + 0.999) for w, r in zip(widths, room)]
