"""Where the table's sounds go: the audio device, a file, a test's list, or nowhere.

* `Output`: nowhere (no device, no audio server, sound switched off, tests);
* `RecordingOutput`: a list of what would have played, in order (tests);
* `MixerOutput`: into a `Mixer` that nobody pulls but `render_all` (a sound track to a file);
* `DeviceOutput`: into the `Mixer` that the audio device pulls, through the `miniaudio`
  library (WASAPI on Windows, Core Audio on macOS, PulseAudio/PipeWire or ALSA on Linux).

`open_device()` makes the last one, or says once in the log why there is no sound and
returns a silent `Output`: a game never fails for want of a loudspeaker.
"""

from __future__ import annotations

import logging
import sys
from array import array
from pathlib import Path
from typing import NamedTuple

from smallwow_qt.sound.mixer import Mixer

log = logging.getLogger(__name__)

#: The cues' format (smallwow_qt/sound/synth.py writes them so): 16-bit mono at this rate.
RATE = 44100
#: The device's buffer: short enough to start a sound within ~40 ms of asking.
BUFFER_MS = 25


class Played(NamedTuple):
    cue: str
    gain: float
    delay_ms: int


class Output:
    """Plays nothing."""

    #: Sounds are really heard (a device is open).
    audible = False

    def play(self, cue: str, gain: float = 1.0, delay_ms: int = 0) -> None:
        """Start `cue` at `gain` (0..1, times the volume) in `delay_ms` milliseconds."""

    def set_volume(self, volume: float) -> None:
        """The player's volume, 0..1."""

    def suspend(self) -> None:
        """Nothing is to be heard for a while: let the device rest (it wakes on `play`)."""

    def close(self) -> None:
        """Release the device for good."""


class RecordingOutput(Output):
    """Remembers what it was asked to play (a test's ears)."""

    def __init__(self) -> None:
        self.played: list[Played] = []
        self.volume = 1.0

    def play(self, cue: str, gain: float = 1.0, delay_ms: int = 0) -> None:
        self.played.append(Played(cue, gain, delay_ms))

    def set_volume(self, volume: float) -> None:
        self.volume = volume

    @property
    def cues(self) -> list[str]:
        return [p.cue for p in self.played]


def load_cues(folder: Path) -> dict[str, array]:
    """Every `NAME.wav` of `folder` in the cues' format, as samples; a file that is missing,
    unreadable or in another format is left out (and logged), never fatal."""
    import wave       # (when the device opens, after the first paint: not at start-up)

    cues: dict[str, array] = {}
    try:
        paths = sorted(folder.glob("*.wav"))
    except OSError as err:
        log.warning("sound: cannot read %s: %s", folder, err)
        return cues
    for path in paths:
        try:
            with wave.open(str(path), "rb") as w:
                shape = (w.getnchannels(), w.getsampwidth(), w.getframerate())
                data = w.readframes(w.getnframes())
        except (OSError, EOFError, wave.Error) as err:
            log.warning("sound: %s is unreadable (%s): left out", path.name, err)
            continue
        if shape != (1, 2, RATE):
            log.warning("sound: %s is not 16-bit mono at %d Hz: left out", path.name, RATE)
            continue
        samples = array("h")
        samples.frombytes(data[:len(data) - len(data) % 2])
        if sys.byteorder == "big":
            samples.byteswap()
        cues[path.stem] = samples
    return cues


class MixerOutput(Output):
    """Into a mixer: what a device would hear, sample for sample."""

    def __init__(self, cues: dict[str, array]) -> None:
        self.cues = cues
        self.mixer = Mixer()

    def play(self, cue: str, gain: float = 1.0, delay_ms: int = 0) -> None:
        samples = self.cues.get(cue)
        if samples is not None and gain > 0:
            self.mixer.add(samples, gain, delay_ms * RATE // 1000)

    def set_volume(self, volume: float) -> None:
        self.mixer.volume = min(1.0, max(0.0, volume))


class DeviceOutput(MixerOutput):
    """The mixer, pulled by the audio device's own thread (through `miniaudio`). The device
    runs only while there is something to hear: `suspend` stops it, `play` starts it."""

    audible = True

    def __init__(self, cues: dict[str, array], device) -> None:
        super().__init__(cues)
        self.device = device
        self.running = False
        self.failed = False

    def _pull(self):
        frames = yield b""
        while True:
            try:
                block = self.mixer.render(frames)
            except Exception:      # never let a bug stop the audio thread mid-game
                log.exception("sound: mixing failed")
                block = array("h", bytes(2 * frames))
            frames = yield block

    def play(self, cue: str, gain: float = 1.0, delay_ms: int = 0) -> None:
        super().play(cue, gain, delay_ms)
        if self.running or self.failed:
            return
        try:
            pull = self._pull()
            next(pull)
            self.device.start(pull)
            self.running = True
        except Exception as err:   # the device went away (unplugged, server stopped)
            self.failed = True
            log.warning("sound: the audio device stopped working (%s): the game goes on silently", err)

    def suspend(self) -> None:
        if self.running and self.mixer.idle:
            try:
                self.device.stop()
            except Exception as err:
                log.warning("sound: cannot pause the audio device (%s)", err)
            self.running = False

    def close(self) -> None:
        try:
            self.device.close()
        except Exception as err:
            log.warning("sound: cannot close the audio device (%s)", err)
        self.running = False
        self.failed = True


def open_device(folder: Path, backends: list | None = None) -> Output:
    """The audio device with the cues of `folder`, or a silent `Output` (saying why, once,
    in the log). `backends`: miniaudio's backends to try, in order (default: the system's)."""
    try:
        import miniaudio
    except ImportError as err:
        log.warning("sound: the miniaudio library is missing (%s): the game plays silently", err)
        return Output()
    cues = load_cues(folder)
    if not cues:
        log.warning("sound: no sound files in %s: the game plays silently", folder)
        return Output()
    try:
        device = miniaudio.PlaybackDevice(output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1,
                                          sample_rate=RATE, buffersize_msec=BUFFER_MS, backends=backends,
                                          app_name="Small World of Warcraft")
    except Exception as err:    # MiniaudioError, or anything the binding may raise
        log.warning("sound: no audio device (%s): the game plays silently", err)
        return Output()
    if backends is None and str(device.backend).lower() == "null":
        device.close()            # miniaudio's last resort: a device that hears nothing
        log.warning("sound: no audio device: the game plays silently")
        return Output()
    log.info("sound: playing through %s (%s)", device.backend, _device_name(device))
    return DeviceOutput(cues, device)


def _device_name(device) -> str:
    try:
        return str(device.device_name or "default device")
    except Exception:
        return "default device"
