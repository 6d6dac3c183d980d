"""Game › Settings: kept in QSettings and acting on the table — colour-blind-safe player
colours (checked on a deuteranopia/protanopia simulation of the window's pixels), the
confirmation before ending a turn with tokens in hand, open scores by default, the scale."""

from __future__ import annotations

import os
import subprocess
import sys

from PySide6.QtCore import QSettings

from tests.views.cvd import DEUTERANOPIA, PROTANOPIA, closest_pair
from smallwow_qt.engine.state import Stage
from smallwow_qt.views import settings_dialog
from smallwow_qt.views.settings_dialog import SettingsDialog, read
from tests.views.support import (FIVE, click_combination, drag_to_region, hand_drag, legal_conquests,
                                 make_window, pass_handover)



def _settings(tmp_path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


def _chip_colours(window) -> list[tuple[int, int, int]]:
    """The player colour chips as drawn in the players table (pixels of a screenshot)."""
    table = window.players_dock.table
    image = table.viewport().grab().toImage()
    out = []
    for row in range(window.players_dock.model.rowCount()):
        rect = table.visualRect(table.model().index(row, 0))
        colour = image.pixelColor(rect.left() + 10, rect.center().y())
        out.append((colour.red(), colour.green(), colour.blue()))
    return out


def test_the_dialog_keeps_its_choices(qtbot, tmp_path):
    settings = _settings(tmp_path)
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    assert not dialog.colour_blind.isChecked() and dialog.confirm_end.isChecked()
    dialog.scale.setCurrentIndex(dialog.scale.findData(1.5))
    dialog.colour_blind.setChecked(True)
    dialog.confirm_end.setChecked(False)
    dialog.open_scores.setChecked(True)
    dialog.accept()
    again = _settings(tmp_path)
    assert read(again, "ui/scale") == 1.5
    assert read(again, "play/colour_blind_colours") is True
    assert read(again, "play/confirm_end_with_tokens") is False
    assert again.value("play/open_scores_default") in (True, "true")
    again.setValue("ui/scale", "huge")          # a broken value falls back to the default
    assert read(again, "ui/scale") == 1.0


def test_colour_blind_safe_colours_on_a_simulated_screenshot(qtbot, tmp_path):
    window = make_window(qtbot, players=FIVE, seed=7)
    pass_handover(qtbot, window)
    usual = _chip_colours(window)
    assert len(set(usual)) == 5
    settings = _settings(tmp_path)
    settings.setValue("play/colour_blind_colours", True)
    window.settings = settings
    settings_dialog.apply(window)
    chips = _chip_colours(window)
    assert len(set(chips)) == 5 and not set(chips) & set(usual)     # every seat's colour changed
    for deficiency in (PROTANOPIA, DEUTERANOPIA):
        assert closest_pair(chips, deficiency) > 18, deficiency
    # the map's tokens take the same colours
    assert window.controller.colour("p1") == settings_dialog.COLOUR_BLIND_COLOURS[0]
    pile = window.coins_dock._rows[0][1]
    assert pile.colour.name().lower() == settings_dialog.COLOUR_BLIND_COLOURS[0].lower()


def _into_redeploy_with_tokens(qtbot, window):
    pass_handover(qtbot, window)
    click_combination(qtbot, window, 0)
    drag_to_region(window, hand_drag(window), legal_conquests(window, die=False)[0][0])
    window.game_actions.finish_conquests.trigger()
    assert window.controller.state.stage is Stage.REDEPLOY and window.controller.state.actor.hand


def test_ending_a_turn_with_tokens_in_hand_asks_unless_told_not_to(qtbot, tmp_path):
    window = make_window(qtbot)
    window.settings = _settings(tmp_path)
    asked = []
    window.confirm = lambda title, text: asked.append(text) or False
    _into_redeploy_with_tokens(qtbot, window)
    assert not window.end_turn() and asked and "in hand" in asked[0]
    assert window.controller.state.stage is Stage.REDEPLOY
    window.settings.setValue("play/confirm_end_with_tokens", False)
    asked.clear()
    assert window.end_turn() and not asked


def test_the_interface_scale_reaches_qt_at_the_next_start(tmp_path):
    env = dict(os.environ, XDG_CONFIG_HOME=str(tmp_path), QT_QPA_PLATFORM="offscreen")
    env.pop("QT_SCALE_FACTOR", None)
    code = ("import os, sys\n"
            "from PySide6.QtCore import QCoreApplication, QSettings\n"
            "QCoreApplication.setOrganizationName('SmallWoW'); QCoreApplication.setApplicationName('SmallWorldOfWarcraft')\n"
            "QSettings().setValue('ui/scale', 1.75); QSettings().sync()\n"
            "from smallwow_qt.app.main import _interface_scale\n"
            "_interface_scale(QSettings()); print(os.environ.get('QT_SCALE_FACTOR'))\n")
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60)
    assert out.stdout.strip() == "1.75", out.stderr
