"""The cues are ours and even: made again by the script, they are the committed files (to the
last bit but one, whatever the platform's last-digit rounding); every peak at most -1 dBFS,
every loudness within 3 dB of the others', all of them together at most 1 MB."""

from __future__ import annotations

import math
from array import array

import pytest

from smallwow_qt.paths import resources_dir
from smallwow_qt.sound import synth
from smallwow_qt.sound.mapping import EVENT_CUES
from smallwow_qt.sound.output import load_cues

FOLDER = resources_dir() / "sounds"


def _db(level: float) -> float:
    return 20 * math.log10(level)


def test_every_cue_has_its_file_and_nothing_else_is_there():
    assert sorted(p.stem for p in FOLDER.glob("*.wav")) == sorted(synth.CUES)
    assert set(EVENT_CUES.values()) <= set(synth.CUES)


@pytest.mark.parametrize("name", sorted(synth.CUES))
def test_the_script_makes_the_committed_file_again(name):
    committed = load_cues(FOLDER)[name]
    made = array("h", synth.to_bytes(synth.render(name)))
    assert len(made) == len(committed)
    assert max(abs(a - b) for a, b in zip(made, committed)) <= 1


def test_levels_and_size():
    cues = load_cues(FOLDER)
    peaks = {n: _db(max(abs(v) for v in s) / 32768) for n, s in cues.items()}
    loudness = {n: _db(synth.loudness([v / 32768 for v in s])) for n, s in cues.items()}
    assert max(peaks.values()) <= -1.0, peaks
    middle = sorted(loudness.values())[len(loudness) // 2]
    assert all(abs(v - middle) <= 3.0 for v in loudness.values()), loudness
    assert sum(p.stat().st_size for p in FOLDER.glob("*.wav")) <= 1_000_000


def test_the_limiter_keeps_a_loud_click_under_the_ceiling():
    loud = [0.0] * 200 + [2.0, -1.8, 1.5] + [0.0] * 200
    limited = synth.limit(loud, 0.5)
    assert max(abs(v) for v in limited) <= 0.5 + 1e-9
    assert limited[:150] == loud[:150]          # far from the peak, untouched
