"""Helpers for the pytest-qt tests of the app: a window with a game, and gestures a person
makes (clicks, drags synthesised as QDragEnter/QDragMove/QDrop events on the board).

No tests here; the `window` fixture is in conftest.py beside this module.
"""

from __future__ import annotations

import copy

from PySide6.QtCore import QMimeData, QModelIndex, QPoint, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QWidget

from smallwow_qt.boards.loader import load_map
from smallwow_qt.controller.game_controller import DEFAULT_NAMES, GameController
from smallwow_qt.controller.mime import TokenDrag
from smallwow_qt.engine.actions import Conquer
from smallwow_qt.engine.session import Session
from smallwow_qt.engine.setup import GameConfig, new_game
from smallwow_qt.engine.state import Stage
from smallwow_qt.views.main_window import MainWindow
from smallwow_qt.views.overlays import DieOverlay
from smallwow_qt.scenario.build import build_game

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


def pass_handover(qtbot, window: MainWindow) -> None:
    """The scorer of the turn just ended looks at their score (secret scores) and passes
    the computer on, then the next player takes the seat."""
    assert window.handover.isVisible(), "the hand-over screen should be up"
    if window.handover.scorer_first:
        qtbot.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
        assert window.handover.isVisible() and not window.handover.scorer_first
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


def files_window(qtbot, data_dir, start=True) -> MainWindow:
    window = MainWindow(GameController(), None, None, data_dir=data_dir)
    window.confirm = lambda title, text: True
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    if start:
        window.start_game(list(PLAYERS2), 11)
    return window


def play_a_bit(qtbot, window):
    pass_handover(qtbot, window)
    click_combination(qtbot, window, 0)
    drag_to_region(window, hand_drag(window), legal_conquests(window, die=False)[0][0])


FIVE = [(f"p{i + 1}", DEFAULT_NAMES[i]) for i in range(5)]


def mark_coins(window, values):
    """Give the players coin totals that cannot be mistaken for anything else on screen."""
    for player, coins in zip(window.controller.state.players, values):
        player.coins = coins
    window.controller._cache.clear()
    window.controller.state_changed.emit()


def start_conquering(qtbot, window, row=0):
    pass_handover(qtbot, window)
    click_combination(qtbot, window, row)
    assert window.controller.state.stage is Stage.CONQUER


def conquer_until_die(qtbot, window):
    """Conquer the cheapest region until a final attempt with the die is on offer."""
    for _ in range(12):
        if legal_conquests(window, die=True):
            return legal_conquests(window, die=True)[0]
        plain = legal_conquests(window, die=False)
        assert plain, "no conquest left before a die attempt appeared"
        drag_to_region(window, hand_drag(window), plain[0][0])
    raise AssertionError("no die attempt offered")


SCENARIO_SIDES = ["large_1a", "small_1a"]


def position(active: dict, regions: dict, **extra) -> dict:
    """Ann (to play, round 2) and Bob on Kalimdor Wilds and Teldrassil."""
    players = {"ann": {"coins": 5, "active": active["ann"]}, "bob": {"coins": 5, "active": active["bob"]}}
    data = {"players": ["ann", "bob"], "map": {"sides": SCENARIO_SIDES},
            "position": {"round": 2, "turn": "ann", "players": players, "regions": regions}}
    data.update(extra)
    return data


GOBLINS = position(
    {"ann": ["goblins", "blacksmith"], "bob": ["dwarves", "sailing"]},
    {"mulgore_pastures": {"owner": "ann", "race": "goblins", "tokens": 3},
     "razor_hill": {"owner": "ann", "race": "goblins", "tokens": 3},
     "thousand_needles": {"owner": "bob", "race": "dwarves", "tokens": 2},
     "dreadmist_peak": {"owner": "bob", "race": "dwarves", "tokens": 2},
     "barrens_savanna": {"owner": "bob", "race": "dwarves", "tokens": 1},
     "wailing_fen": {"owner": "bob", "race": "dwarves", "tokens": 1},
     "dustwallow_marsh": {"murlocs": 1}},
    bombs=["dud", "explode", "dud", "explode", "dud", "explode"])


def seated_at(qtbot, data: dict):
    """A window playing the scenario's position, with Ann in the seat."""
    window = make_window(qtbot)
    state = build_game(copy.deepcopy(data))
    info = {"players": [[p.id, p.name] for p in state.players], "sides": list(state.sides)}
    window.controller.set_session(Session(state, info=info))
    window.board.fit()
    pass_handover(qtbot, window)
    return window


def settle_layout(window) -> None:
    """Let pending events run, then lay the islands out for the view's shape now (the view
    does it 120 ms after a resize) and fit them, so geometry read next is final."""
    for _ in range(5):
        QApplication.processEvents()
    window.board._relayout.stop()
    window.board._rebuild()
    window.board.fit()
    QApplication.processEvents()


CHAMPION_SIDES = ["large_1a", "small_1a"]


def arranged(window, combos, seed=3):
    """A two-player game on two sides with the column's combinations chosen."""
    config = GameConfig(players=list(PLAYERS2), seed=seed, sides=CHAMPION_SIDES, combos=combos, markers={})
    state, events = new_game(config, load_map(CHAMPION_SIDES))
    info = {"seed": seed, "players": [list(p) for p in PLAYERS2], "sides": CHAMPION_SIDES}
    window.controller.set_session(Session(state, list(events), info=info))


def landed_with_the_champion(qtbot, window) -> tuple[str, str]:
    """Orcs with Championing picked and a first conquest made: (that region, an empty land
    region next to it)."""
    arranged(window, [("orcs", "championing"), ("trolls", "ranger")])
    c = window.controller
    pass_handover(qtbot, window)
    click_combination(qtbot, window, 0)
    first, _ = legal_conquests(window, die=False)[0]
    drag_to_region(window, hand_drag(window), first)
    neighbour = next(n for n in c.state.map.neighbours[first] if not c.state.map.by_id[n].is_water
                     and c.state.regions[n].owner is None)
    return first, neighbour


def conquer_with_the_champion(qtbot, window) -> tuple[str, str]:
    """Orcs with Championing: a first conquest, then one with the Champion ticked."""
    c = window.controller
    first, neighbour = landed_with_the_champion(qtbot, window)
    qtbot.mouseClick(window.hand_dock.use_checks["champion"], Qt.MouseButton.LeftButton)
    assert c.selected_uses == {"champion"}
    drag_to_region(window, hand_drag(window), neighbour)
    assert c.state.regions[neighbour].champion
    return first, neighbour
