"""Game › Settings: the choices a table keeps between games (QSettings).

* ``ui/animation_speed``: how fast tokens slide and fade (views/animations.py), or not at all;
* ``ui/scale``: interface scale (text, tokens, icons), applied at the next start through
  Qt's own scaling (QT_SCALE_FACTOR, unless that is set already);
* ``play/colour_blind_colours``: player colours told apart with deuteranopia and protanopia
  (the Okabe–Ito palette) in place of each game's chosen colours;
* ``play/confirm_end_with_tokens``: ask before ending a turn with tokens still in hand;
* ``play/open_scores_default``: the New game dialog's "Open scores" ticked by default;
* ``sound/enabled``, ``sound/volume``: the table's sounds on or off (also View › Mute
  sounds), and their volume in percent (half way at the first launch: views/sound.py).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialog, QWidget

from smallwow_qt.views.animations import SPEEDS
from smallwow_qt.views.settings_values import choice, flag, number

SCALES = (1.0, 1.25, 1.5, 1.75, 2.0)
#: Okabe & Ito's colour-universal-design palette, in the order seats take them (its black
#: gave way to ivory: the Pandaren's emblem is black).
COLOUR_BLIND_COLOURS = ("#0072B2", "#E69F00", "#CC79A7", "#56B4E9", "#F7F5EF", "#009E73", "#D55E00",
                        "#F0E442")
DEFAULTS = {"ui/scale": 1.0, "play/colour_blind_colours": False, "play/confirm_end_with_tokens": True,
            "play/open_scores_default": False, "ui/animation_speed": "normal",
            "sound/enabled": True, "sound/volume": 50}


def read(settings: QSettings | None, key: str):
    """One setting, with its default when absent or not a value of its kind."""
    default = DEFAULTS[key]
    if isinstance(default, bool):
        return flag(settings, key, default)
    if isinstance(default, str):
        return choice(settings, key, default, SPEEDS)
    if isinstance(default, int):         # a percentage: a number beyond it is brought within
        return round(min(100.0, max(0.0, number(settings, key, float(default), -math.inf, math.inf))))
    value = number(settings, key, default, min(SCALES), max(SCALES))
    return min(SCALES, key=lambda s: abs(s - value))


def scale_from_settings(settings: QSettings) -> float:
    return read(settings, "ui/scale")


def apply(window) -> None:
    """Put the settings that act at once into effect on the window."""
    settings = window.settings
    controller = getattr(window, "controller", None)
    if controller is None:
        return
    palette = COLOUR_BLIND_COLOURS if read(settings, "play/colour_blind_colours") else None
    if getattr(controller, "palette", None) != palette:
        controller.palette = palette
        controller.state_changed.emit()
    sound = getattr(window, "sound", None)
    if sound is not None:
        sound.apply()


class SettingsDialog(QDialog):
    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        # (the dialog's widgets are imported here: `read` and `apply` serve every start-up,
        # and the first use of each widget class makes its Qt enums, ~1 ms in all)
        from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialogButtonBox, QFormLayout, QHBoxLayout,
                                       QLabel, QSlider, QVBoxLayout)

        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("Settings"))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.scale = QComboBox()
        for scale in SCALES:
            self.scale.addItem(f"{round(scale * 100)} %", scale)
        self.scale.setCurrentIndex(SCALES.index(read(settings, "ui/scale")))
        self.scale.setToolTip(self.tr("Size of the text, tokens and icons. Takes effect the next time "
                                      "the game starts."))
        form.addRow(self.tr("Interface scale:"), self.scale)
        self.speed = QComboBox()
        labels = {"off": self.tr("No movement"), "slow": self.tr("Slow"), "normal": self.tr("Normal"),
                  "fast": self.tr("Fast")}
        for key in SPEEDS:
            self.speed.addItem(labels[key], key)
        self.speed.setCurrentIndex(self.speed.findData(read(settings, "ui/animation_speed")))
        self.speed.setToolTip(self.tr("Tokens slide to the regions they take and fade when lost; "
                                      "play goes on during a movement"))
        form.addRow(self.tr("Animations:"), self.speed)
        self.sound = QCheckBox(self.tr("Sound effects"))
        self.sound.setToolTip(self.tr("Tokens, coins, the die, the hand-over chime… Everything "
                                      "heard is also shown on the table. Mute: %1")
                              .replace("%1", self._mute_shortcut(parent)))
        self.sound.setChecked(read(settings, "sound/enabled"))
        form.addRow(self.tr("Sound:"), self.sound)
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setRange(0, 100)
        self.volume.setPageStep(10)
        self.volume.setValue(read(settings, "sound/volume"))
        self.volume.setAccessibleName(self.tr("Volume"))
        self.volume_label = QLabel()
        self.volume.valueChanged.connect(self._show_volume)
        self.volume.sliderReleased.connect(self._preview)
        self.sound.toggled.connect(self.volume.setEnabled)
        self.volume.setEnabled(self.sound.isChecked())
        self._show_volume(self.volume.value())
        row = QHBoxLayout()
        row.addWidget(self.volume, 1)
        row.addWidget(self.volume_label)
        form.addRow(self.tr("Volume:"), row)
        layout.addLayout(form)
        self.colour_blind = QCheckBox(self.tr("Colour-blind-safe player colours"))
        self.colour_blind.setToolTip(self.tr("Colours told apart with red-green colour blindness "
                                             "(deuteranopia, protanopia), in place of the chosen ones"))
        self.colour_blind.setChecked(read(settings, "play/colour_blind_colours"))
        self.confirm_end = QCheckBox(self.tr("Ask before ending a turn with tokens still in hand"))
        self.confirm_end.setChecked(read(settings, "play/confirm_end_with_tokens"))
        self.open_scores = QCheckBox(self.tr("Open scores by default in new games"))
        self.open_scores.setToolTip(self.tr("Everyone sees what each turn scores; the totals still "
                                            "add up only in players' heads"))
        self.open_scores.setChecked(read(settings, "play/open_scores_default"))
        for box in (self.colour_blind, self.confirm_end, self.open_scores):
            layout.addWidget(box)
        self.note = QLabel(self.tr("The interface scale changes at the next start."))
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    @staticmethod
    def _mute_shortcut(parent) -> str:
        actions = getattr(parent, "game_actions", None)
        if actions is None:
            return ""
        return actions.mute.shortcut().toString(QKeySequence.SequenceFormat.NativeText)

    def _show_volume(self, value: int) -> None:
        self.volume_label.setText(f"{value} %")

    def _preview(self) -> None:
        sound = getattr(self.parent(), "sound", None)
        if sound is not None:
            sound.preview(self.volume.value() / 100)

    def accept(self) -> None:
        self.save()
        super().accept()

    def save(self) -> None:
        s = self.settings
        s.setValue("ui/scale", float(self.scale.currentData()))
        s.setValue("ui/animation_speed", self.speed.currentData())
        s.setValue("play/colour_blind_colours", self.colour_blind.isChecked())
        s.setValue("play/confirm_end_with_tokens", self.confirm_end.isChecked())
        s.setValue("play/open_scores_default", self.open_scores.isChecked())
        s.setValue("sound/enabled", self.sound.isChecked())
        s.setValue("sound/volume", self.volume.value())
        s.sync()
