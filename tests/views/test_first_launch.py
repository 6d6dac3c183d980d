"""The first launch: the guided game is offered before the New game dialog, which waits for
"No thanks"; starting the offered game skips the dialog; the next launch offers nothing."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication

from smallwow_qt.controller.game_controller import GameController
from smallwow_qt.views.game_flow import at_launch
from smallwow_qt.views.main_window import MainWindow


def _first_launch(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(GameController(), translations=None, settings=settings, data_dir=tmp_path / "data")
    window.confirm = lambda title, text: True
    qtbot.addWidget(window)
    window.resize(1500, 950)
    window.show()
    qtbot.waitExposed(window)
    asked = []
    window.ask_new_game = lambda: asked.append(True)
    return window, asked


def test_the_new_game_dialog_waits_for_no_thanks_to_the_guided_game(qtbot, tmp_path):
    window, asked = _first_launch(qtbot, tmp_path)
    at_launch(window)
    guided = window.learning.guided
    assert guided.panel.isVisible() and guided.offering
    assert asked == []                      # no dialog over the offer
    qtbot.mouseClick(guided.panel.leave_button, Qt.MouseButton.LeftButton)     # No thanks
    assert asked == [True]
    window.close()
    # the next launch: no offer, the dialog at once
    again, asked = _first_launch(qtbot, tmp_path)
    at_launch(again)
    assert asked == [True] and not again.learning.guided.panel.isVisible()


def test_starting_the_offered_guided_game_skips_the_new_game_dialog(qtbot, tmp_path):
    window, asked = _first_launch(qtbot, tmp_path)
    QApplication.processEvents()            # (the offer's own timer may come first)
    at_launch(window)
    guided = window.learning.guided
    qtbot.mouseClick(guided.panel.next_button, Qt.MouseButton.LeftButton)
    assert guided.active and asked == []
    guided.leave()
    assert asked == []
