"""Helpers for the pytest-qt tests of the app: a window with a game, and gestures a person
makes (clicks, drags synthesised as QDragEnter/QDragMove/QDrop events on the board).

No tests here; the `window` fixture is imported by the test_app_* modules.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QMimeData, QModelIndex, QPoint, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QWidget

from smallwow_qt.controller.game_controller import GameController
from smallwow_qt.controller.mime import HAND, TokenDrag
from smallwow_qt.engine.actions import Conquer
from smallwow_qt.views.main_window import MainWindow
from smallwow_qt.views.overlays import DieOverlay

PLAYERS2 = [("p1", "Ann"), ("p2", "Bob")]


def make_window(qtbot, players=PLAYERS2, seed=11, sides=None) -> MainWindow:
    DieOverlay.ROLL_MS = 0
    controller = GameController()
    window = MainWindow(controller, translations=None, settings=None)
    window.confirm = lambda title, text: True
    qtbot.addWidget(window)
    window.resize(1500, 950)
    window.show()
    qtbot.waitExposed(window)
    window.start_game(list(players), seed, sides)
    QApplication.processEvents()
    window.board.fit()
    return window


@pytest.fixture
def window(qtbot):
    return make_window(qtbot)


def pass_handover(qtbot, window: MainWindow) -> None:
    assert window.handover.isVisible(), "the hand-over screen should be up"
    qtbot.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
    assert not window.handover.isVisible()
    assert window.controller.seat_ready


def click_combination(qtbot, window: MainWindow, row: int) -> None:
    view = window.column_dock.view
    rect = view.visualRect(window.column_dock.model.index(row))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def region_pos(window: MainWindow, region: str) -> QPoint:
    """A point of the board's viewport inside `region` (its token anchor)."""
    item = window.board.board.regions[region]
    window.board.centerOn(item.anchor_scene_pos())
    pos = window.board.mapFromScene(item.anchor_scene_pos())
    assert window.board.viewport().rect().contains(pos)
    return pos


def drag_to_region(window: MainWindow, mime: QMimeData, region: str | None,
                   pos: QPoint | None = None) -> QDropEvent:
    """Enter, move over and drop on `region` (or at `pos`) like a drag from elsewhere."""
    viewport = window.board.viewport()
    if pos is None:
        pos = region_pos(window, region)
    actions = Qt.DropAction.MoveAction | Qt.DropAction.CopyAction
    buttons, mods = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    enter = QDragEnterEvent(pos, actions, mime, buttons, mods)
    QApplication.sendEvent(viewport, enter)
    move = QDragMoveEvent(pos, actions, mime, buttons, mods)
    QApplication.sendEvent(viewport, move)
    drop = QDropEvent(QPointF(pos), actions, mime, buttons, mods)
    QApplication.sendEvent(viewport, drop)
    return drop


def hand_drag(window: MainWindow, everything: bool = False) -> QMimeData:
    info = window.hand_dock.stack.make_drag(everything)
    assert info is not None, "nothing in hand to drag"
    return info.to_mime()


def region_drag(window: MainWindow, region: str, count: int = 1) -> QMimeData:
    return TokenDrag(window.controller.actor_id, region, count).to_mime()


def drop_on_hand(window: MainWindow, mime: QMimeData) -> None:
    target = window.hand_dock.stack
    pos = target.rect().center()
    actions = Qt.DropAction.MoveAction
    buttons, mods = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    QApplication.sendEvent(target, QDragEnterEvent(pos, actions, mime, buttons, mods))
    QApplication.sendEvent(target, QDragMoveEvent(pos, actions, mime, buttons, mods))
    QApplication.sendEvent(target, QDropEvent(QPointF(pos), actions, mime, buttons, mods))


def legal_conquests(window: MainWindow, die: bool | None = None) -> list[tuple[str, int]]:
    out = []
    for lg in window.controller.legal():
        if isinstance(lg.action, Conquer) and (die is None or lg.action.die == die):
            out.append((lg.action.region, lg.cost or 0))
    return sorted(out, key=lambda rc: (rc[1], rc[0]))


def all_texts(window: MainWindow) -> list[str]:
    """Every text a person could see or hover in the window: labels, buttons, tooltips, item
    views' cells, the scene's items, the status bar, menus."""
    out: list[str] = []
    widgets = [window] + window.findChildren(QWidget) + [w for w in QApplication.topLevelWidgets()]
    for w in widgets:
        for getter in ("text", "toolTip", "windowTitle", "statusTip", "placeholderText", "title",
                       "currentText", "whatsThis", "accessibleName", "plainText", "html"):
            fn = getattr(w, getter, None)
            if callable(fn):
                try:
                    value = fn()
                except TypeError:
                    continue
                if isinstance(value, str) and value:
                    out.append(value)
        for action in w.actions():
            out += [action.text(), action.toolTip(), action.statusTip()]
        model = getattr(w, "model", None)
        model = model() if callable(model) else None
        if model is not None:
            out += _model_texts(model)
    scene = window.board.board
    for item in scene.items():
        out.append(item.toolTip())
        describe = getattr(item, "describe", None)
        if callable(describe):
            out.append(describe())
        text = getattr(item, "text", None)
        if callable(text):
            out.append(text())
    out += [window.board.region_tooltip(rid) for rid in scene.overlays]    # (made on hover)
    out.append(window.statusBar().currentMessage())
    return [t for t in out if t]


def _model_texts(model) -> list[str]:
    out = []
    roles = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.StatusTipRole,
             Qt.ItemDataRole.AccessibleTextRole)
    try:
        columns = max(1, model.columnCount(QModelIndex()))
    except TypeError:          # a list model
        columns = 1
    for r in range(model.rowCount(QModelIndex())):
        for c in range(columns):
            index = model.index(r, c)
            for role in roles:
                value = model.data(index, role)
                if isinstance(value, str):
                    out.append(value)
    for c in range(columns):
        for role in roles:
            value = model.headerData(c, Qt.Orientation.Horizontal, role)
            if isinstance(value, str):
                out.append(value)
    return out


__all__ = ["HAND", "PLAYERS2", "all_texts", "click_combination", "drag_to_region", "drop_on_hand",
           "hand_drag", "legal_conquests", "make_window", "pass_handover", "region_drag",
           "region_pos", "window"]


def run_fresh(code: str, home, *args: str) -> list[str]:
    """Run `code` in a Python process of its own (headless, `home` as its home and config
    and data folders, `args` as its arguments); return the words it printed."""
    import os
    import subprocess
    import sys

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(home), XDG_CONFIG_HOME=str(home),
               XDG_DATA_HOME=str(home))
    env.pop("DISPLAY", None)
    done = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True,
                          env=env, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout.split()
