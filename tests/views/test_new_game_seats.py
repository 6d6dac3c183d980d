"""The New game dialog's seats: a person or a computer of some level in each, the last choices
remembered, open scores, and a layout that stays put when the number of players changes."""

from __future__ import annotations

import json

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication

from smallwow_qt.bots import LEVELS, make_bot
from smallwow_qt.controller.game_controller import GameController
from smallwow_qt.engine.state import Stage
from smallwow_qt.views.main_window import MainWindow
from smallwow_qt.views.new_game_dialog import NewGameDialog


def settings_in(tmp_path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


def test_each_seat_is_a_person_or_a_computer_of_a_level(qtbot):
    dialog = NewGameDialog(count=3)
    qtbot.addWidget(dialog)
    assert [dialog.kinds[0].itemData(k) for k in range(dialog.kinds[0].count())] == ["human", *LEVELS]
    assert [dialog.kinds[0].itemText(k) for k in range(4)] == \
        ["Human", "Computer — Easy", "Computer — Normal", "Computer — Hard"]
    dialog.kinds[1].setCurrentIndex(dialog.kinds[1].findData("hard"))
    dialog.kinds[2].setCurrentIndex(dialog.kinds[2].findData("easy"))
    choice = dialog.choice()
    assert choice.kinds == ["human", "hard", "easy"]
    assert choice.info()["seats"] == [{"id": "p1", "name": "Ann", "kind": "human"},
                                      {"id": "p2", "name": "Bob", "kind": "hard"},
                                      {"id": "p3", "name": "Cleo", "kind": "easy"}]
    assert choice.info()["open_scores"] is False
    # all computers: a game to watch
    for combo in dialog.kinds[:3]:
        combo.setCurrentIndex(combo.findData("normal"))
    assert dialog.choice().kinds == ["normal"] * 3


def test_the_last_choices_are_remembered(qtbot, tmp_path):
    settings = settings_in(tmp_path)
    dialog = NewGameDialog(count=3, settings=settings)
    qtbot.addWidget(dialog)
    dialog.count.setValue(4)
    dialog.kinds[0].setCurrentIndex(dialog.kinds[0].findData("normal"))
    dialog.names[0].setText("Zoe")
    dialog.colours[0].setCurrentIndex(7)
    dialog.accept()
    again = NewGameDialog(count=2, settings=settings_in(tmp_path))
    qtbot.addWidget(again)
    assert again.count.value() == 4
    assert again.kinds[0].currentData() == "normal" and again.kinds[1].currentData() == "human"
    assert again.names[0].text() == "Zoe"
    assert again.colours[0].currentIndex() == 7
    # a rejected dialog changes nothing
    again.kinds[0].setCurrentIndex(0)
    again.reject()
    third = NewGameDialog(settings=settings_in(tmp_path))
    qtbot.addWidget(third)
    assert third.kinds[0].currentData() == "normal"


def test_damaged_remembered_choices_fall_back_to_the_defaults(qtbot, tmp_path):
    settings = settings_in(tmp_path)
    settings.setValue("new_game/count", "many")
    settings.setValue("new_game/seats", "{not json")
    dialog = NewGameDialog(count=3, settings=settings)
    qtbot.addWidget(dialog)
    assert dialog.count.value() == 3 and dialog.kinds[0].currentData() == "human"
    settings.setValue("new_game/count", 9)
    settings.setValue("new_game/seats", json.dumps([{"kind": "godlike", "name": 5, "colour": "x"}, 7]))
    dialog = NewGameDialog(count=3, settings=settings)
    qtbot.addWidget(dialog)
    assert dialog.count.value() == 3
    assert dialog.kinds[0].currentData() == "human" and dialog.names[0].text() == "Ann"


def test_open_scores_default_comes_from_the_settings(qtbot, tmp_path):
    settings = settings_in(tmp_path)
    dialog = NewGameDialog(settings=settings)
    qtbot.addWidget(dialog)
    assert not dialog.open_scores.isChecked()
    settings.setValue("play/open_scores_default", True)
    dialog = NewGameDialog(settings=settings)
    qtbot.addWidget(dialog)
    assert dialog.open_scores.isChecked()
    assert dialog.choice().info()["open_scores"] is True


def test_fields_stay_in_place_when_the_player_count_changes(qtbot):
    dialog = NewGameDialog(count=2)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)

    def places():
        QApplication.processEvents()
        widgets = [dialog.names[0], dialog.kinds[1], dialog.random_sides, dialog.open_scores,
                   dialog.seed, dialog.buttons]
        return dialog.size(), [w.mapTo(dialog, w.rect().topLeft()) for w in widgets]

    first = places()
    for n in (3, 4, 5, 2, 5):
        dialog.count.setValue(n)
        assert places() == first, f"something moved at {n} players"
    # the whole title fits (with room for the window manager's buttons)
    title = dialog.fontMetrics().horizontalAdvance(dialog.windowTitle() + " — Small World of Warcraft")
    assert dialog.width() >= title + 150


def test_a_game_with_bots_from_the_dialog(qtbot, tmp_path):
    window = MainWindow(GameController(), translations=None, settings=settings_in(tmp_path))
    qtbot.addWidget(window)
    window.show()
    window.bot_play.driver.make = lambda level, seed: make_bot("random", seed)   # any level
    window.bot_play.set_pace("instant")

    def fill():
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        dialog.count.setValue(3)
        for i, kind in enumerate(("hard", "human", "easy")):
            dialog.kinds[i].setCurrentIndex(dialog.kinds[i].findData(kind))
        dialog.open_scores.setChecked(True)
        dialog.accept()

    QTimer.singleShot(0, fill)
    window.ask_new_game()
    c = window.controller
    assert [s["kind"] for s in c.session.info["seats"]] == ["hard", "human", "easy"]
    assert c.session.info["open_scores"] is True
    # the computer in seat 1 plays first; then the person, without a hand-over screen
    qtbot.waitUntil(lambda: c.seat_ready, timeout=20000)
    assert c.actor_id == "p2" and not window.handover.isVisible()
    assert c.state.stage is Stage.PICK
    assert window.settings.value("play/bot_pace") == "instant"
