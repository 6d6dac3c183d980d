"""The islands are arranged once at start, for the room the map is shown in: a window whose
table is set before it shows (`--screenshot`) and a relaunch that puts its panels back both
lay the table out for the view as it is seen, not for a size it had for a moment (then again
120 ms later: the whole table built twice, and a screenshot of islands arranged for another
shape)."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication

from smallwow_qt.controller.game_controller import DEFAULT_NAMES, GameController
from smallwow_qt.views.board_scene import BoardScene
from smallwow_qt.views.layout import settle_sizes
from smallwow_qt.views.main_window import MainWindow

FIVE = [(f"p{i + 1}", DEFAULT_NAMES[i]) for i in range(5)]


def _layouts(monkeypatch) -> list[tuple]:
    """The arrangements the board is laid out in from now on, one per layout made."""
    made: list[tuple] = []
    build = BoardScene.build

    def counted(scene, sides, aspect=1.5):
        done = build(scene, sides, aspect)
        if done:
            made.append(scene.rows)
        return done

    monkeypatch.setattr(BoardScene, "build", counted)
    return made


def _rows_for_the_view(window: MainWindow) -> tuple:
    """The arrangement that suits the map's room as it is now."""
    room = window.board.maximumViewportSize()
    return window.board.board.rows_for(list(window.controller.state.sides), room.width() / room.height())


def _relayout_done(qtbot, window: MainWindow) -> None:
    """Wait for the view's own second look at its shape (120 ms after its last resize)."""
    qtbot.waitUntil(lambda: not window.board._relayout.isActive(), timeout=3000)
    QApplication.processEvents()


def test_a_table_set_before_the_window_shows_is_laid_out_for_the_view_it_shows(qtbot, monkeypatch):
    made = _layouts(monkeypatch)
    window = MainWindow(GameController(), None, None)       # as `--screenshot` makes it
    qtbot.addWidget(window)
    window.resize(1600, 960)
    window.start_game(FIVE, 7)
    window.handover.accept()
    window.show()
    qtbot.waitExposed(window)
    _relayout_done(qtbot, window)
    assert made == [_rows_for_the_view(window)], "laid out once, for the view as shown"


def _first_launch(qtbot, settings: QSettings) -> None:
    """A launch that leaves wide panels behind, remembered as the app remembers them."""
    window = MainWindow(GameController(), None, settings, deferred=True)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.built)
    window.resize(790, 700)         # (the offscreen screen is 800 px wide)
    QApplication.processEvents()
    window.resizeDocks([window.column_dock, window.players_dock], [240, 230], Qt.Orientation.Horizontal)
    QApplication.processEvents()
    window.close()


def test_a_relaunch_lays_the_table_out_once_for_the_room_its_panels_leave(qtbot, tmp_path, monkeypatch):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    _first_launch(qtbot, settings)
    made = _layouts(monkeypatch)
    window = MainWindow(GameController(), None, settings, deferred=True)
    qtbot.addWidget(window)
    # as the app begins: the game asked for on the command line, once the table is built
    window.when_ready(lambda: QTimer.singleShot(0, window, lambda: window.start_game(FIVE, 7)))
    window.show()
    qtbot.waitUntil(lambda: window.built and window.controller.has_game)
    _relayout_done(qtbot, window)
    assert made == [_rows_for_the_view(window)], "laid out once, for the room the panels leave"


def test_the_remembered_panel_sizes_are_applied_at_once(qtbot):
    """What is laid out right after (a game begun, the islands arranged) sees the map's room
    as the panels leave it, not as it was before they were sized."""
    window = MainWindow(GameController(), None, None)
    qtbot.addWidget(window)
    window.resize(1500, 950)
    window.show()
    qtbot.waitExposed(window)
    QApplication.processEvents()
    before = window.board.width()
    settle_sizes(window, {"combinationDock": [280, 300], "playersDock": [280, 200]})
    at_once = window.board.width()          # (no event handled in between)
    for _ in range(3):
        QApplication.processEvents()
    assert at_once == window.board.width() != before
