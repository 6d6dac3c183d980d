"""A window deleted while its map waits to be fitted (a new game just laid out) leaves no call
behind to a view that is gone: the fit is queued with the view as its context."""

from __future__ import annotations

import shiboken6
from PySide6.QtWidgets import QApplication

from smallwow_qt.controller.game_controller import GameController
from smallwow_qt.views.main_window import MainWindow


def test_a_deleted_window_leaves_no_fit_behind(qtbot):
    window = MainWindow(GameController(), translations=None, settings=None)
    window.resize(1200, 800)
    window.show()
    qtbot.waitExposed(window)
    QApplication.processEvents()
    board = window.board
    window.start_game([("p1", "Ann"), ("p2", "Bob")], 12, None)   # lays the map out anew
    assert board.fit_pending
    shiboken6.delete(window)
    assert not shiboken6.isValid(board)
    QApplication.processEvents()       # pytest-qt fails the test on an exception in the loop
