"""The table's sounds in the window: the settings (on/off, volume), the mute item, and the
audio device, opened after the first paint on a worker thread so that start-up never
waits for it (an audio server may take a moment to answer, or not answer at all).

What is heard for what is `smallwow_qt.sound.mapping`'s; the device is
`smallwow_qt.sound.output`'s.
"""

from __future__ import annotations

import os
import threading

from PySide6.QtCore import QObject, QTimer, Signal

from smallwow_qt.paths import resources_dir
from smallwow_qt.sound.mapping import TableSounds
from smallwow_qt.sound.output import Output
from smallwow_qt.views.overlays import DieOverlay
from smallwow_qt.views.settings_dialog import read

ENABLED_KEY = "sound/enabled"
VOLUME_KEY = "sound/volume"
#: SMALLWOW_SOUND=off: never open an audio device (the test suite; a remote session).
ENV = "SMALLWOW_SOUND"


class _Opener(QObject):
    """Opens the device off the GUI thread and hands it over (a queued signal)."""

    opened = Signal(object)

    def start(self) -> None:
        threading.Thread(target=self._run, name="open audio device", daemon=True).start()

    def _run(self) -> None:
        from smallwow_qt.sound.output import open_device

        output = open_device(resources_dir() / "sounds")
        try:
            self.opened.emit(output)
        except RuntimeError:        # the window closed meanwhile
            output.close()


class WindowSound(QObject):
    """Owns the window's `TableSounds`, keeps it in step with the settings and the mute item."""

    def __init__(self, window) -> None:
        super().__init__(window)

        self.window = window
        # a player's session: a window with settings (not a --screenshot), sound not ruled out
        self.may_open = window.settings is not None and os.environ.get(ENV, "").lower() != "off"
        self.opening = False
        self.closed = False
        self.table = TableSounds(window.controller, Output(), window.bot_play.driver,
                                 die_roll_ms=lambda: 0 if window.die.quick() else DieOverlay.ROLL_MS,
                                 parent=self)
        window.selection.message.connect(lambda _: self.table.refused())
        self.mute = window.game_actions.mute
        self.mute.toggled.connect(self._mute_toggled)
        # (the settings are read by settings_dialog.apply, at the end of the window's build)

    def apply(self) -> None:
        """Read the settings again (at start, after the Settings dialog)."""
        settings = self.window.settings
        on = read(settings, ENABLED_KEY)
        self.table.set_volume(read(settings, VOLUME_KEY) / 100)
        self.table.set_enabled(on)
        if self.mute.isChecked() == on:
            self.mute.blockSignals(True)
            self.mute.setChecked(not on)
            self.mute.blockSignals(False)
        if on:
            self.open_later()

    def _mute_toggled(self, muted: bool) -> None:
        if self.window.settings is not None:
            self.window.settings.setValue(ENABLED_KEY, not muted)
        self.table.set_enabled(not muted)
        self.window.statusBar().showMessage(self.tr("Sound off") if muted else self.tr("Sound on"), 3000)
        if not muted:
            self.open_later()

    def open_later(self) -> None:
        """Open the audio device once, after the events already queued (the first paint)."""
        if not self.may_open or self.opening:
            return
        self.opening = True
        opener = _Opener(self)
        opener.opened.connect(self._opened)
        QTimer.singleShot(0, opener.start)

    def _opened(self, output: Output) -> None:
        if self.closed:             # the window closed while the device was being opened
            output.close()
        else:
            self.table.set_output(output)

    def preview(self, volume: float) -> None:
        """Let the player hear a volume (the Settings dialog's slider; `apply` puts the saved
        one back if the dialog is cancelled)."""
        self.table.set_volume(volume)
        if self.table.enabled:
            self.table.output.play("place")

    def close(self) -> None:
        self.closed = True
        self.table.set_output(Output())
