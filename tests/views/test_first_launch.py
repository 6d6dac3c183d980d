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


def test_the_offer_and_the_turn_banner_follow_a_language_switch(qtbot, tmp_path):
    """Switching to French while the first launch's offer is up: the offer is written again in
    French and keeps its "No thanks" (not the lesson's "Leave"), and so is the turn banner."""
    from smallwow_qt.views.i18n import Translations

    window, asked = _first_launch(qtbot, tmp_path)
    window.translations = Translations(QApplication.instance())
    window.start_game([("p1", "Ann"), ("p2", "Bob")], 3, None)
    at_launch(window)
    guided = window.learning.guided
    english = (guided.panel.title.text(), guided.panel.leave_button.text())
    banner = (window.table.banner.combo, window.table.banner.round)
    try:
        window.set_language("fr")
        french = (guided.panel.title.text(), guided.panel.leave_button.text())
        assert guided.offering and french != english
        assert french == (guided.texts.buttons()["offer_title"], guided.texts.buttons()["no"])
        assert (window.table.banner.combo, window.table.banner.round) == ("Aucun peuple actif", "Manche 1 sur 10")
        assert banner == ("No active race", "Round 1 of 10")
    finally:
        window.set_language("en")
    qtbot.mouseClick(guided.panel.leave_button, Qt.MouseButton.LeftButton)     # still No thanks
    assert not guided.offering and not guided.active and not guided.panel.isVisible()
