"""The mixer, the outputs, and what happens without a device: silence, one line in the log,
never an exception. One test plays through miniaudio's real engine to its null device."""

from __future__ import annotations

import logging
import sys
import time
import wave
from array import array

import pytest

from smallwow_qt.paths import resources_dir
from smallwow_qt.sound import output as output_module
from smallwow_qt.sound.mixer import Mixer
from smallwow_qt.sound.output import (RATE, DeviceOutput, MixerOutput, Output, RecordingOutput,
                                      load_cues, open_device)

FOLDER = resources_dir() / "sounds"


def test_the_mixer_sums_delays_scales_and_clips():
    mixer = Mixer()
    mixer.add(array("h", [3000] * 4), 1.0)
    mixer.add(array("h", [30000] * 4), 1.0, delay_frames=2)
    mixer.add(array("h", [100] * 2), 0.5, delay_frames=5)
    assert list(mixer.render(3)) == [3000, 3000, 32767]
    assert list(mixer.render(3)) == [32767, 30000, 30050]
    assert list(mixer.render(3)) == [50, 0, 0]
    assert mixer.idle
    mixer.volume = 0.5
    mixer.add(array("h", [-20000, -20000]), 1.0)
    assert list(mixer.render(2)) == [-10000, -10000]
    assert list(mixer.render(2)) == [0, 0]


def test_a_mixer_output_renders_what_it_was_given():
    out = MixerOutput({"a": array("h", [1000] * 441)})
    out.set_volume(0.5)
    out.play("a", 1.0, delay_ms=10)           # 441 frames later
    out.play("unknown")                       # a cue without a file: nothing
    track = out.mixer.render_all(256)
    assert list(track[:441]) == [0] * 441 and list(track[441:882]) == [500] * 441


def test_bad_sound_files_are_left_out(tmp_path, caplog):
    (tmp_path / "broken.wav").write_bytes(b"RIFF not really")
    with wave.open(str(tmp_path / "stereo.wav"), "wb") as w:
        w.setnchannels(2), w.setsampwidth(2), w.setframerate(RATE)
        w.writeframes(bytes(400))
    with wave.open(str(tmp_path / "good.wav"), "wb") as w:
        w.setnchannels(1), w.setsampwidth(2), w.setframerate(RATE)
        w.writeframes(array("h", [1, 2, 3]).tobytes())
    with caplog.at_level(logging.WARNING):
        cues = load_cues(tmp_path)
    assert list(cues) == ["good"] and list(cues["good"]) == [1, 2, 3]
    assert "broken.wav" in caplog.text and "stereo.wav" in caplog.text
    assert load_cues(tmp_path / "missing") == {}


def test_without_the_library_the_game_is_silent_and_says_so_once(monkeypatch, caplog):
    monkeypatch.setitem(sys.modules, "miniaudio", None)      # `import miniaudio` fails
    with caplog.at_level(logging.INFO, logger=output_module.__name__):
        out = open_device(FOLDER)
    assert type(out) is Output and not out.audible
    out.play("conquest")                                     # and playing is harmless
    out.suspend(), out.close()
    assert [r.getMessage() for r in caplog.records] == [
        "sound: the miniaudio library is missing (import of miniaudio halted; None in sys.modules): "
        "the game plays silently"]


def test_without_a_device_the_game_is_silent_and_says_so_once(caplog):
    miniaudio = pytest.importorskip("miniaudio")
    absent = next(b for b in (miniaudio.Backend.WASAPI, miniaudio.Backend.COREAUDIO)
                  if not (b is miniaudio.Backend.WASAPI and sys.platform == "win32")
                  and not (b is miniaudio.Backend.COREAUDIO and sys.platform == "darwin"))
    with caplog.at_level(logging.INFO, logger=output_module.__name__):
        out = open_device(FOLDER, backends=[absent])         # no such system here
    assert type(out) is Output
    assert len(caplog.records) == 1 and "no audio device" in caplog.records[0].getMessage()


def test_a_cue_plays_through_miniaudio_to_its_null_device():
    miniaudio = pytest.importorskip("miniaudio")
    out = open_device(FOLDER, backends=[miniaudio.Backend.NULL])
    assert isinstance(out, DeviceOutput), "miniaudio's null device should always open"
    try:
        assert out.device.backend.lower() == "null"
        length = len(out.cues["place"])
        out.play("place")
        assert out.running
        deadline = time.monotonic() + 5
        # the device's own thread pulls the mix in real time until the cue is over
        while not (out.mixer.idle and out.mixer.frames_rendered >= length) and time.monotonic() < deadline:
            time.sleep(0.01)
        assert out.mixer.idle and out.mixer.frames_rendered >= length
        out.suspend()
        assert not out.running
        out.play("refuse")                     # it wakes up again
        assert out.running
    finally:
        out.close()
    out.play("place")                          # closed: silently nothing
    assert not out.running


def test_recording_output_keeps_the_order():
    out = RecordingOutput()
    out.play("a", 0.5, 10)
    out.play("b")
    assert out.cues == ["a", "b"] and out.played[0].gain == 0.5 and out.played[0].delay_ms == 10
