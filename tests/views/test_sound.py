"""The table's sounds in the window, as a player meets them: heard together with what the
window shows (the hand-over screen, a refusal's notice, the die); switched off and on from
View › Mute sounds or its shortcut and from the Settings dialog, remembered; at a moderate
volume at the first launch."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication

from smallwow_qt.controller.game_controller import GameController
from smallwow_qt.sound.output import RecordingOutput
from smallwow_qt.views.main_window import MainWindow
from smallwow_qt.views.settings_dialog import SettingsDialog, read
from tests.views.support import (drag_to_region, hand_drag, legal_conquests, make_window, pass_handover,
                                 start_conquering)


def _listen(window) -> RecordingOutput:
    out = RecordingOutput()
    window.sound.table.set_output(out)
    return out


def _settings(tmp_path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


def test_each_sound_comes_with_what_the_window_shows(qtbot):
    window = make_window(qtbot)
    out = _listen(window)
    start_conquering(qtbot, window)                 # the seat taken, then a pick (in the log)
    assert out.cues[:1] == ["turn_start"] and out.cues[-1] == "pick"
    assert window.log_dock.model.rowCount() >= 2
    mark = len(out.played)
    refused = next(rid for rid, b in window.controller.options().items() if not b.conquerable)
    drag_to_region(window, hand_drag(window), refused)
    assert out.cues[mark:] == ["refuse"] and window.notice.isVisible()
    region, _ = legal_conquests(window, die=False)[0]
    mark = len(out.played)
    drag_to_region(window, hand_drag(window), region)
    assert out.cues[mark] == "conquest"             # (then what it revealed, if anything)
    window.end_turn()
    assert out.cues[-2:] == ["score", "handover"] and window.handover.isVisible()


def test_the_mute_item_and_its_shortcut_switch_the_sound_off_and_on(qtbot, tmp_path):
    settings = _settings(tmp_path)
    window = make_window(qtbot)
    window.settings = settings                      # (as a player's window has)
    out = _listen(window)
    mute = window.game_actions.mute
    assert mute in window.view_menu.actions() and mute.isCheckable() and not mute.isChecked()
    assert mute.shortcut().toString() == "Ctrl+Shift+M"
    qtbot.keyClick(window, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert mute.isChecked() and not window.sound.table.enabled
    assert read(settings, "sound/enabled") is False
    assert window.statusBar().currentMessage() == "Sound off"
    pass_handover(qtbot, window)
    assert out.played == []                         # muted: the seat is taken in silence
    mute.trigger()
    assert not mute.isChecked() and read(settings, "sound/enabled") is True
    window.controller.pick(0)
    assert out.cues == ["pick"]


def test_the_first_launch_is_at_half_volume_and_the_dialog_keeps_the_choice(qtbot, tmp_path):
    settings = _settings(tmp_path)
    assert read(settings, "sound/enabled") is True and read(settings, "sound/volume") == 50
    window = MainWindow(GameController(), None, settings)
    qtbot.addWidget(window)
    out = _listen(window)
    assert out.volume == 0.5
    dialog = SettingsDialog(settings, window)
    qtbot.addWidget(dialog)
    assert dialog.sound.isChecked() and dialog.volume.value() == 50
    dialog.volume.setValue(80)
    dialog.volume.sliderReleased.emit()             # the player lets go: hears the new level
    assert out.cues == ["place"] and out.volume == 0.8
    dialog.sound.setChecked(False)
    assert not dialog.volume.isEnabled()
    dialog.accept()
    from smallwow_qt.views import settings_dialog
    settings_dialog.apply(window)
    assert read(_settings(tmp_path), "sound/volume") == 80
    assert not window.sound.table.enabled and window.game_actions.mute.isChecked()


def test_a_cancelled_dialog_puts_the_volume_back(qtbot, tmp_path):
    settings = _settings(tmp_path)
    window = MainWindow(GameController(), None, settings)
    qtbot.addWidget(window)
    out = _listen(window)
    dialog = SettingsDialog(settings, window)
    qtbot.addWidget(dialog)
    dialog.volume.setValue(10)
    dialog.volume.sliderReleased.emit()
    assert out.volume == 0.1
    dialog.reject()
    window.sound.apply()                            # what show_settings does on Cancel
    assert out.volume == 0.5


def test_bad_sound_settings_fall_back(tmp_path):
    settings = _settings(tmp_path)
    for bad, expected in (("loud", 50), ("250", 100), ("-3", 0), ("nan", 50), ("37.6", 38)):
        settings.setValue("sound/volume", bad)
        assert read(settings, "sound/volume") == expected, bad
    settings.setValue("sound/enabled", "perhaps")
    assert read(settings, "sound/enabled") is True      # not a flag: the default (views/settings_values.py)


def test_no_device_is_opened_for_a_test_or_a_screenshot(qtbot, tmp_path, monkeypatch):
    window = make_window(qtbot)                     # no settings: a test, or --screenshot
    assert not window.sound.may_open
    monkeypatch.setenv("SMALLWOW_SOUND", "off")
    with_settings = MainWindow(GameController(), None, _settings(tmp_path))
    qtbot.addWidget(with_settings)
    assert not with_settings.sound.may_open and not with_settings.sound.opening
    monkeypatch.setenv("SMALLWOW_SOUND", "")
    opened = []
    monkeypatch.setattr("smallwow_qt.views.sound._Opener.start", lambda self: opened.append(self))
    player = MainWindow(GameController(), None, _settings(tmp_path))
    qtbot.addWidget(player)
    assert player.sound.may_open and player.sound.opening
    qtbot.waitUntil(lambda: bool(opened))           # after the events already queued
    QApplication.processEvents()


def test_a_device_that_opens_after_the_window_closed_is_let_go(qtbot):
    window = make_window(qtbot)
    late = RecordingOutput()
    closed = []
    late.close = lambda: closed.append(True)
    window.sound.close()
    window.sound._opened(late)
    assert closed and window.sound.table.output is not late
