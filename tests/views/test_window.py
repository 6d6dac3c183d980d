"""The window around the table: the new-game dialog, abilities built from `legal_actions`,
the region menu, zoom, the remembered layout, and the command line."""

from __future__ import annotations

import subprocess
import sys

from PySide6.QtCore import QByteArray, QSettings, Qt
from PySide6.QtGui import QImage

from smallwow_qt.boards.loader import load_map
from smallwow_qt.controller.game_controller import GameController
from smallwow_qt.engine.actions import Form
from smallwow_qt.engine.session import Session
from smallwow_qt.engine.setup import GameConfig, new_game
from smallwow_qt.engine.state import Stage
from smallwow_qt.views.main_window import LAYOUT_VERSION, MainWindow
from smallwow_qt.views.new_game_dialog import NewGameDialog
from tests.views.support import (PLAYERS2, click_combination, drag_to_region, hand_drag, legal_conquests,
                                 make_window, pass_handover)

SIDES = ["large_1a", "small_1a"]


def arranged(window, combos, seed=3):
    """Give the window a game whose column starts with `combos` (and no markers)."""
    config = GameConfig(players=list(PLAYERS2), seed=seed, sides=SIDES, combos=combos, markers={})
    state, events = new_game(config, load_map(SIDES))
    info = {"seed": seed, "players": [list(p) for p in PLAYERS2], "sides": SIDES}
    window.controller.set_session(Session(state, list(events), info=info))


def test_new_game_dialog(qtbot):
    dialog = NewGameDialog(count=2)
    qtbot.addWidget(dialog)
    dialog.count.setValue(4)
    assert [n.isVisibleTo(dialog) for n in dialog.names] == [True] * 4 + [False]
    assert [c.property("boardSize") for c in dialog.side_combos] == ["large", "medium", "medium", "small"]
    choice = dialog.choice()
    assert len(choice.players) == 4 and choice.sides is None and choice.seed > 0
    dialog.names[1].setText("ann")
    assert dialog.choice() is None and "same name" in dialog.error.text()
    dialog.names[1].setText("Bob")
    dialog.colours[1].setCurrentIndex(dialog.colours[0].currentIndex())
    assert dialog.choice() is None and "colour" in dialog.error.text()
    dialog.colours[1].setCurrentIndex(5)
    dialog.chosen_sides.setChecked(True)
    dialog.seed.setText("42")
    choice = dialog.choice()
    assert choice.seed == 42 and len(choice.sides) == 4
    assert len({s[:-1] for s in choice.sides}) == 4        # four different boards
    medium = dialog.side_combos[1]
    dialog.side_combos[2].setCurrentIndex(medium.findData(medium.currentData()[:-1] + "a"))
    medium.setCurrentIndex(medium.findData(medium.currentData()[:-1] + "b"))
    assert dialog.choice() is None and "both of its sides" in dialog.error.text()


def test_abilities_are_buttons_built_from_legal_actions(qtbot):
    window = make_window(qtbot)
    arranged(window, [("worgen", "farmer"), ("orcs", "ranger")])
    c = window.controller
    pass_handover(qtbot, window)
    click_combination(qtbot, window, 0)
    assert c.state.current.race == "worgen"
    # a conquest before choosing the form is refused with the engine's reason
    region = next(rid for rid, b in c.options().items() if b.code == "worgen_form_first")
    messages = []
    c.action_refused.connect(messages.append)
    drag_to_region(window, hand_drag(window), region)
    assert messages and "form" in messages[-1] and c.state.regions[region].owner is None
    # the hand dock offers the choice as one button with a menu of the engine's options
    button = window.hand_dock.ability_buttons["form"]
    labels = [a.text() for a in button.menu().actions()]
    assert labels == ["Human form", "Worgen form"]
    coins = c.state.current.coins
    button.menu().actions()[1].trigger()
    assert c.state.current.coins == coins - 1
    assert "form" not in window.hand_dock.ability_buttons
    assert not [a for a in c.ability_actions() if isinstance(a, Form)]
    drag_to_region(window, hand_drag(window), legal_conquests(window, die=False)[0][0])
    assert c.state.turn.conquests == 1


def test_conquest_with_a_use_option_and_the_region_menu(qtbot):
    window = make_window(qtbot)
    arranged(window, [("orcs", "championing"), ("trolls", "ranger")])
    c = window.controller
    pass_handover(qtbot, window)
    click_combination(qtbot, window, 0)
    first, _ = legal_conquests(window, die=False)[0]
    drag_to_region(window, hand_drag(window), first)
    assert "champion" in window.hand_dock.use_checks
    # the region menu of a neighbour offers the Champion's free conquest
    neighbour = next(n for n in c.state.map.neighbours[first] if not c.state.map.by_id[n].is_water
                     and c.state.regions[n].owner is None)
    menu = window.region_menu(neighbour)
    texts = [a.text() for a in menu.actions()]
    assert any("Champion" in t for t in texts), texts
    hand = c.state.current.hand
    # tick the Champion, then drop tokens: the conquest uses it
    window.hand_dock.use_checks["champion"].setChecked(True)
    assert c.selected_uses == {"champion"}
    drag_to_region(window, hand_drag(window), neighbour)
    assert c.state.regions[neighbour].owner == "p1"
    assert c.state.regions[neighbour].champion
    assert c.selected_uses == set()
    assert c.state.current.hand <= hand


def test_zoom_and_fit(qtbot, window):
    board = window.board
    board.fit()
    fitted = board.zoom
    board.zoom_in()
    assert board.zoom > fitted
    board.zoom_out()
    board.zoom_out()
    assert board.zoom < fitted
    window.game_actions.zoom_fit.trigger()
    assert abs(board.zoom - fitted) < 1e-6
    visible = board.mapToScene(board.viewport().rect()).boundingRect()
    assert visible.contains(board.board.islands.itemsBoundingRect().center())


def test_a_pinch_zooms_the_map(qtbot, window):
    from PySide6.QtWidgets import QApplication, QGestureEvent, QPinchGesture

    board = window.board
    board.fit()
    before = board.zoom
    pinch = QPinchGesture()
    pinch.setChangeFlags(QPinchGesture.ChangeFlag.ScaleFactorChanged)
    pinch.setScaleFactor(1.5)
    assert QApplication.sendEvent(board.viewport(), QGestureEvent([pinch]))
    assert abs(board.zoom / before - 1.5) < 0.01


def test_layout_is_remembered(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(GameController(), None, settings)
    qtbot.addWidget(window)
    window.show()
    assert {d.objectName() for d in window.docks} == {"combinationDock", "handDock", "playersDock",
                                                       "coinsDock", "logDock"}
    window.removeDockWidget(window.log_dock)
    window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, window.log_dock)
    window.close()
    assert isinstance(settings.value("window/state"), QByteArray)
    again = MainWindow(GameController(), None, settings)
    qtbot.addWidget(again)
    again.show()
    assert again.dockWidgetArea(again.log_dock) == Qt.DockWidgetArea.LeftDockWidgetArea
    again.reset_layout()
    assert again.dockWidgetArea(again.log_dock) == Qt.DockWidgetArea.RightDockWidgetArea
    assert again.restoreState(again.saveState(LAYOUT_VERSION), LAYOUT_VERSION)


def test_keyboard_end_turn_and_tooltips(qtbot, window):
    c = window.controller
    pass_handover(qtbot, window)
    click_combination(qtbot, window, 0)
    drag_to_region(window, hand_drag(window), legal_conquests(window, die=False)[0][0])
    for action in (window.game_actions.end_turn, window.game_actions.decline,
                   window.game_actions.undo, window.game_actions.zoom_in):
        assert action.shortcut().toString() and action.toolTip()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    qtbot.keyClick(window, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert c.state.current.id == "p2" and c.state.stage is Stage.PICK
    assert window.handover.isVisible()


def test_command_line_screenshot(tmp_path):
    out = tmp_path / "shot.png"
    run = subprocess.run([sys.executable, "-m", "smallwow_qt", "--new", "3", "--seed", "5",
                          "--screenshot", str(out)], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    image = QImage(str(out))
    assert image.width() >= 1280 and image.height() >= 720
    help_text = subprocess.run([sys.executable, "-m", "smallwow_qt", "--help"], capture_output=True,
                               text=True, timeout=60).stdout
    assert "--screenshot" in help_text and "--new" in help_text


def test_shortcuts_are_read_as_portable_text_without_asking_the_translators(qapp):
    """The shortcuts written in the code are Qt's portable text; reading them so does not
    send each modifier's name through the translators (native text did, ~240 calls a start)."""
    from PySide6.QtCore import QCoreApplication, QObject, QTranslator
    from PySide6.QtGui import QKeySequence

    from smallwow_qt.views.actions import GameActions

    class Counting(QTranslator):
        def __init__(self):
            super().__init__()
            self.contexts = []

        def translate(self, context, source, disambiguation=None, n=-1):
            self.contexts.append(context)
            return None

    owner = QObject()
    actions = GameActions(owner)
    counting = Counting()
    QCoreApplication.installTranslator(counting)
    try:
        actions.retranslate = lambda: None      # (the texts are not what is counted here)
        actions.apply_shortcuts()
        assert "QShortcut" not in counting.contexts
    finally:
        QCoreApplication.removeTranslator(counting)
    portable = QKeySequence.SequenceFormat.PortableText
    assert actions.save_as.shortcut().toString(portable) == "Ctrl+Shift+S"
    assert actions.end_turn.shortcut().toString(portable) == "Ctrl+Return"
    assert actions.cancel_choice.shortcut().toString(portable) == "Esc"
    assert actions.undo.shortcut() == QKeySequence.fromString("Ctrl+Z", portable)


def test_a_window_too_tall_for_the_screen_opens_maximized(qtbot):
    from smallwow_qt.app.main import show
    from smallwow_qt.controller.game_controller import GameController
    from smallwow_qt.views.main_window import MainWindow

    window = MainWindow(GameController(), translations=None, settings=None)
    qtbot.addWidget(window)
    room = window.screen().availableGeometry()
    window.resize(room.width(), room.height())          # the default size on a screen that size
    show(window)
    qtbot.waitExposed(window)
    assert window.isMaximized()
    small = MainWindow(GameController(), translations=None, settings=None)
    qtbot.addWidget(small)
    small.resize(room.width() // 2, room.height() // 2)
    show(small)
    qtbot.waitExposed(small)
    assert not small.isMaximized()
