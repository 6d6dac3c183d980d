"""The panels around the map: a relaunch keeps the map wide, Reset layout brings every panel
and the toolbar back."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication

from smallwow_qt.controller.game_controller import GameController
from smallwow_qt.views.main_window import MainWindow


def _settle(qtbot):
    for _ in range(3):
        QApplication.processEvents()


def _launch(qtbot, settings) -> MainWindow:
    """A window built the way the app builds it: shown first, the table added after."""
    window = MainWindow(GameController(), None, settings, deferred=True)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.built)
    _settle(qtbot)
    return window


def test_relaunch_keeps_the_map_at_most_of_the_width(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    first = _launch(qtbot, settings)
    first.resize(790, 700)      # (the offscreen screen is 800 px wide: the geometry fits it)
    _settle(qtbot)
    first.resizeDocks([first.column_dock, first.players_dock], [150, 160], Qt.Orientation.Horizontal)
    _settle(qtbot)
    left, right = first.column_dock.width(), first.players_dock.width()
    assert first.board.width() > first.width() / 2
    first.close()
    for _ in range(2):      # the second launch, and the one after it
        window = _launch(qtbot, settings)
        assert window.board.width() > window.width() / 2, "the map should keep most of the width"
        assert abs(window.column_dock.width() - left) < 20     # the panels' own widths came back
        assert abs(window.players_dock.width() - right) < 20
        window.resize(1500, 950)
        _settle(qtbot)
        assert window.board.width() > window.width() / 2
        window.close()


def test_panel_sizes_set_by_the_person_come_back_exactly(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    first = _launch(qtbot, settings)
    first.resize(790, 700)
    _settle(qtbot)
    first.resizeDocks([first.column_dock, first.players_dock], [230, 200], Qt.Orientation.Horizontal)
    first.resizeDocks([first.column_dock, first.hand_dock], [300, 330], Qt.Orientation.Vertical)
    first.resizeDocks([first.players_dock, first.coins_dock, first.log_dock], [150, 140, 300],
                      Qt.Orientation.Vertical)
    _settle(qtbot)
    sizes = {dock.objectName(): dock.size().toTuple() for dock in first.docks}
    first.close()
    again = _launch(qtbot, settings)
    assert {dock.objectName(): dock.size().toTuple() for dock in again.docks} == sizes
    again.close()


def test_broken_dock_sizes_are_ignored(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    first = _launch(qtbot, settings)
    first.close()
    for junk in ("not json", '{"combinationDock": "wide"}', "[1, 2]", '{"handDock": [99999999, -1]}'):
        settings.setValue("window/dock_sizes", junk)
        window = _launch(qtbot, settings)
        assert window.board.width() > window.width() / 2
        window.close()


def test_reset_layout_shows_every_panel_and_the_toolbar(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = _launch(qtbot, settings)
    window.resize(1500, 950)
    _settle(qtbot)
    for dock in window.docks:
        dock.toggleViewAction().trigger()       # closed from View › Panels
    window.players_dock.show()
    window.players_dock.setFloating(True)
    window.toolbar.toggleViewAction().trigger()
    window.removeDockWidget(window.log_dock)
    window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, window.log_dock)
    _settle(qtbot)
    window.game_actions.reset_layout.trigger()
    _settle(qtbot)
    assert all(dock.isVisible() and not dock.isFloating() for dock in window.docks)
    assert window.toolbar.isVisible()
    assert window.dockWidgetArea(window.log_dock) == Qt.DockWidgetArea.RightDockWidgetArea
    assert window.dockWidgetArea(window.column_dock) == Qt.DockWidgetArea.LeftDockWidgetArea
    assert window.board.width() > window.width() / 2
    assert all(action.isChecked() for action in window.panels_menu.actions())
