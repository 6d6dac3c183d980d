"""The game's sound effects, made from nothing but arithmetic (no recording, no sample).

    python -m smallwow_qt.sound.synth [FOLDER]      # default: resources/sounds

writes one 16-bit mono WAV per cue (`CUES`), the same bytes on every run: the only chance
is `random.Random(seed).random()`, whose sequence Python keeps from version to version.

How each is made (a physical board game on a wooden table):
* a token put down is a few damped resonances of a small wood block (modal synthesis: the
  partials of a bar, each decaying at its own rate) started by a 1 ms noise click;
* a coin is the same with the inharmonic, long-ringing partials of a thin metal disc;
* the die is a wooden cube bouncing: impacts closer and softer one after the other, each
  at a slightly different pitch, over a faint rolling rustle;
* a tile turned over is a swish of band-passed noise, then a flat tap;
* the chimes are soft bells (partials at a bell's ratios, a slow attack), the fanfare a
  small brass choir (harmonics with a swelling attack and a little vibrato).

Every cue is then levelled to the same loudness (its RMS over the span within 30 dB of its
peak: `loudness`) and, where its peak would pass LIMIT_DBFS, brought under it by a smooth
limiter. docs/sound.md has the measured table.
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from pathlib import Path

RATE = 44100
#: Loudness of every cue (`loudness`), in dB below full scale.
TARGET_DBFS = -20.0
#: What counts of a cue for its loudness: the span within this many dB of its peak.
GATE_DB = -30.0
FADE = int(0.005 * RATE)
#: No sample may pass this (−1 dBFS, with a margin for the rounding to 16 bits).
LIMIT_DBFS = -1.5

Signal = list[float]


# ----- building blocks ----------------------------------------------------------------------

def silence(seconds: float) -> Signal:
    return [0.0] * int(round(seconds * RATE))


def put(into: Signal, sound: Signal, at: float, gain: float = 1.0) -> None:
    """Add `sound` into `into` from `at` seconds (growing `into` if needed), its last fifth
    (at least 5 ms) faded out so that a ringing sound cut short dies away, not off."""
    start = int(round(at * RATE))
    end = start + len(sound)
    if end > len(into):
        into.extend([0.0] * (end - len(into)))
    fade = max(FADE, len(sound) // 5)
    fade_from = len(sound) - fade
    for i, v in enumerate(sound):
        if i > fade_from:
            v *= (len(sound) - i) / fade
        into[start + i] += v * gain


def resonator(freq: float, decay: float, seconds: float, amp: float = 1.0,
              attack: float = 0.0) -> Signal:
    """A damped sine at `freq` Hz losing 1/e of its level every `decay` seconds, with an
    optional linear attack (a recursive oscillator: two multiplications a sample)."""
    n = int(seconds * RATE)
    w = 2 * math.pi * freq / RATE
    r = math.exp(-1.0 / (decay * RATE))
    c = 2 * r * math.cos(w)
    y1, y2 = math.sin(w) * amp, 0.0      # y[0] = 0, y[1] = amp·r·sin(w) up to r
    out = [0.0] * n
    a_n = int(attack * RATE)
    for i in range(1, n):
        out[i] = y1 if a_n <= 0 or i >= a_n else y1 * i / a_n
        y1, y2 = c * y1 - r * r * y2, y1
    return out


def modal(partials: list[tuple[float, float, float]], seconds: float, pitch: float = 1.0,
          attack: float = 0.0) -> Signal:
    """Sum of resonators: (frequency, decay, amplitude) each, all scaled by `pitch`."""
    out = [0.0] * int(seconds * RATE)
    for freq, decay, amp in partials:
        if freq * pitch >= RATE / 2.2:
            continue
        for i, v in enumerate(resonator(freq * pitch, decay, seconds, amp, attack)):
            out[i] += v
    return out


def noise(rng: random.Random, seconds: float) -> Signal:
    return [rng.random() * 2 - 1 for _ in range(int(seconds * RATE))]


def lowpass(x: Signal, cutoff: float) -> Signal:
    """One-pole low-pass at `cutoff` Hz."""
    a = 1 - math.exp(-2 * math.pi * cutoff / RATE)
    out, y = [0.0] * len(x), 0.0
    for i, v in enumerate(x):
        y += a * (v - y)
        out[i] = y
    return out


def highpass(x: Signal, cutoff: float) -> Signal:
    low = lowpass(x, cutoff)
    return [v - lv for v, lv in zip(x, low)]


def bandpass(x: Signal, low: float, high: float) -> Signal:
    """Two one-pole stages on each side (12 dB an octave)."""
    return lowpass(lowpass(highpass(highpass(x, low), low), high), high)


def envelope(x: Signal, points: list[tuple[float, float]]) -> Signal:
    """Multiply by a piecewise-linear envelope through (seconds, level) points."""
    out = [0.0] * len(x)
    for i, v in enumerate(x):
        t = i / RATE
        level = points[-1][1]
        for (t0, l0), (t1, l1) in zip(points, points[1:]):
            if t0 <= t < t1:
                level = l0 + (l1 - l0) * (t - t0) / (t1 - t0)
                break
        out[i] = v * level
    return out


def decaying(x: Signal, attack: float, decay: float) -> Signal:
    """A linear attack then an exponential decay (1/e every `decay` seconds)."""
    a_n = max(1, int(attack * RATE))
    k = math.exp(-1.0 / (decay * RATE))
    out, level = [0.0] * len(x), 1.0
    for i, v in enumerate(x):
        if i < a_n:
            out[i] = v * i / a_n
        else:
            out[i] = v * level
            level *= k
    return out


# ----- the table's materials ----------------------------------------------------------------

#: A small hardwood block (the game's tokens are thick cardboard on a wooden table: what is
#: heard is the table's ring under a dull tap): partials, decays, levels.
WOOD = [(210, 0.030, 0.55), (620, 0.022, 1.0), (1420, 0.014, 0.6), (2480, 0.008, 0.35),
        (3900, 0.005, 0.2)]
#: A thin metal disc (a coin or a chip): inharmonic and ringing.
METAL = [(2630, 0.13, 0.7), (4190, 0.09, 1.0), (6020, 0.07, 0.65), (7730, 0.05, 0.4),
         (9310, 0.035, 0.25)]
#: A bell (ratios after a small handbell's hum, prime, tierce, fifth, nominal).
BELL = [(0.5, 0.9, 0.25), (1.0, 0.75, 1.0), (1.19, 0.55, 0.35), (1.5, 0.45, 0.25),
        (2.0, 0.35, 0.3), (2.74, 0.2, 0.12), (4.1, 0.12, 0.05)]


def click(rng: random.Random, seconds: float = 0.0015, bright: float = 6000.0) -> Signal:
    """The contact: a very short burst of noise."""
    return decaying(lowpass(noise(rng, seconds * 4), bright), 0.0002, seconds)


def knock(rng: random.Random, pitch: float = 1.0, hard: float = 1.0, seconds: float = 0.16) -> Signal:
    """A token (or the die) meeting the wooden table."""
    jitter = [(f * (0.97 + 0.06 * rng.random()), d, a) for f, d, a in WOOD]
    body = modal(jitter, seconds, pitch)
    put(body, click(rng, bright=3500 + 4000 * hard), 0.0, 0.8 * hard)
    return body


def clink(rng: random.Random, pitch: float = 1.0, seconds: float = 0.35) -> Signal:
    jitter = [(f * (0.98 + 0.04 * rng.random()), d, a) for f, d, a in METAL]
    ring = modal(jitter, seconds, pitch)
    put(ring, click(rng, 0.0008, 9000), 0.0, 0.9)
    return ring


def swish(rng: random.Random, seconds: float, low: float, high: float) -> Signal:
    """Air and cardboard: band-passed noise swelling and fading."""
    s = bandpass(noise(rng, seconds), low, high)
    return envelope(s, [(0, 0), (seconds * 0.55, 1), (seconds, 0)])


def bell(freq: float, seconds: float, attack: float = 0.004) -> Signal:
    return modal([(r * freq, d, a) for r, d, a in BELL], seconds, 1.0, attack)


def brass(freq: float, seconds: float, rng: random.Random, swell: float = 0.04) -> Signal:
    """One brass note: odd and even harmonics falling off, a swelling attack, a release,
    and a slight vibrato."""
    n = int(seconds * RATE)
    out = [0.0] * n
    phases = [rng.random() * 2 * math.pi for _ in range(8)]
    for i in range(n):
        t = i / RATE
        vib = 1 + 0.004 * math.sin(2 * math.pi * 5.5 * t) * min(1.0, t / 0.25)
        v = 0.0
        for h in range(1, 9):
            if freq * h >= RATE / 2.2:
                break
            # the upper harmonics grow as the note swells: brass brightens with breath
            bright = min(1.0, t / (swell * (1 + h * 0.5)))
            v += math.sin(2 * math.pi * freq * h * vib * t + phases[h - 1]) * bright / (h ** 1.3)
        out[i] = v
    return envelope(out, [(0, 0), (swell, 1), (seconds * 0.7, 0.8), (seconds, 0)])


# ----- the cues -----------------------------------------------------------------------------

def cue_place(rng):      # one token set down (redeployment)
    return knock(rng, 1.05, 0.8, 0.18)


def cue_conquest(rng):   # a stack of tokens put down on a region: three quick taps
    out = silence(0.42)
    put(out, swish(rng, 0.06, 900, 4000), 0.0, 0.08)
    for at, pitch, hard in ((0.035, 1.0, 1.0), (0.095, 1.08, 0.8), (0.14, 0.95, 0.9)):
        put(out, knock(rng, pitch, hard, 0.2), at, 1.0 if at < 0.05 else 0.75)
    return out


def cue_loss(rng):       # tokens picked up and knocking together as they leave the region
    out = silence(0.42)
    put(out, swish(rng, 0.12, 600, 3000), 0.0, 0.10)
    for k, at in enumerate((0.03, 0.075, 0.105, 0.16)):
        put(out, knock(rng, 1.55 - 0.1 * k, 0.55, 0.16), at, 0.65 - 0.1 * k)
    return out


def cue_pick(rng):       # a combination tile slid off the column and laid down
    out = silence(0.42)
    put(out, swish(rng, 0.22, 400, 2500), 0.0, 0.25)
    put(out, knock(rng, 0.78, 0.6, 0.22), 0.2, 1.0)
    return out


def cue_coins(rng):      # coins laid down one by one on the column (or handed over)
    out = silence(0.55)
    for k, at in enumerate((0.0, 0.085, 0.16)):
        put(out, clink(rng, 1.0 + 0.05 * (rng.random() - 0.5), 0.38), at, 0.9 - 0.15 * k)
        put(out, knock(rng, 1.9, 0.3, 0.05), at, 0.2)
    return out


def cue_score(rng):      # the turn's coins taken: always the same small handful
    out = silence(0.6)
    put(out, swish(rng, 0.1, 1500, 6000), 0.0, 0.05)
    for k, at in enumerate((0.02, 0.05, 0.07, 0.11, 0.14)):
        put(out, clink(rng, 0.9 + 0.15 * rng.random(), 0.42), at, 0.7 - 0.08 * k)
    put(out, knock(rng, 0.7, 0.4, 0.12), 0.02, 0.35)     # the pile meets the table
    return out


def cue_die_roll(rng):   # the die thrown: bounces closer and softer, then a short roll
    out = silence(0.66)
    at, gap, level = 0.0, 0.16, 1.0
    while at < 0.55:
        put(out, knock(rng, 1.6 + 0.5 * rng.random(), 0.6 + 0.4 * level, 0.09), at, level)
        at += gap
        gap *= 0.72
        level *= 0.78
    put(out, envelope(bandpass(noise(rng, 0.6), 300, 2000), [(0, 0), (0.2, 0.15), (0.5, 0.05), (0.6, 0)]),
        0.05, 0.5)
    return out


def cue_die_land(rng):   # the die settles on its face
    out = silence(0.26)
    put(out, knock(rng, 1.45, 1.0, 0.2), 0.0, 1.0)
    put(out, knock(rng, 1.5, 0.4, 0.1), 0.045, 0.25)     # the last tiny rock
    return out


def cue_decline(rng):    # the race's tile turned over to its grey side: a slow flip, a low tap
    out = silence(0.8)
    put(out, swish(rng, 0.3, 250, 1500), 0.0, 0.3)
    put(out, knock(rng, 0.62, 0.5, 0.3), 0.28, 1.0)
    for at, freq in ((0.32, 196.0), (0.42, 174.6)):   # two low, dimming notes (G3, F3)
        put(out, decaying(modal([(freq, 0.25, 1.0), (freq * 2, 0.15, 0.3)], 0.45), 0.02, 0.18), at, 0.3)
    return out


def cue_reveal(rng):     # a face-down marker turned up: a quick flip, then a bright note
    out = silence(0.7)
    put(out, swish(rng, 0.14, 800, 5000), 0.0, 0.25)
    put(out, knock(rng, 1.2, 0.6, 0.12), 0.13, 0.7)
    put(out, bell(1318.5, 0.55, 0.002), 0.15, 0.35)     # E6
    return out


def cue_explosion(rng):  # a Goblin bomb going off (muffled: it is a board game)
    out = silence(0.85)
    boom = decaying(lowpass(lowpass(noise(rng, 0.85), 900), 500), 0.004, 0.18)
    put(out, boom, 0.0, 1.0)
    thump = [math.sin(2 * math.pi * (95 - 50 * i / (0.4 * RATE)) * i / RATE) for i in range(int(0.4 * RATE))]
    put(out, decaying(thump, 0.003, 0.09), 0.0, 0.6)
    put(out, knock(rng, 1.3, 0.7, 0.12), 0.09, 0.4)     # the tokens it knocks over
    put(out, knock(rng, 1.45, 0.5, 0.12), 0.16, 0.3)
    return out


def cue_handover(rng):   # the computer passes to the next person: two soft bells, falling
    out = silence(1.05)
    put(out, bell(784.0, 0.8, 0.01), 0.0, 0.5)           # G5
    put(out, bell(659.3, 0.85, 0.01), 0.2, 0.5)          # E5
    return out


def cue_turn_start(rng):  # your turn: two soft bells, rising
    out = silence(0.95)
    put(out, bell(659.3, 0.7, 0.01), 0.0, 0.45)          # E5
    put(out, bell(987.8, 0.75, 0.01), 0.13, 0.5)         # B5
    return out


def cue_refuse(rng):     # not there: a muted wooden "tok-tok", falling, short
    out = silence(0.24)
    for at, freq in ((0.0, 330.0), (0.09, 262.0)):
        tone = modal([(freq, 0.035, 1.0), (freq * 2.76, 0.012, 0.3)], 0.14, attack=0.004)
        put(out, lowpass(tone, 1600), at, 1.0)
    return out


def cue_fanfare(rng):    # the winner's fanfare: a rising call, then a held chord
    out = silence(1.9)
    c4 = 261.63
    for k, (at, ratio, dur) in enumerate(((0.0, 1.0, 0.16), (0.15, 1.26, 0.16), (0.3, 1.498, 0.16),
                                          (0.45, 2.0, 0.35))):
        put(out, brass(c4 * ratio, dur + 0.05, rng, 0.02), at, 0.5)
    for ratio in (1.0, 1.26, 1.498, 2.0):                 # the chord: C E G C
        put(out, brass(c4 * ratio, 1.1, rng, 0.06), 0.8, 0.32)
    put(out, bell(1046.5, 0.9, 0.005), 0.8, 0.35)         # a cymbal-bright bell on the chord
    return out


#: Every cue, by name (the names sound/mapping.py plays): its builder and seed.
CUES = {
    "place": (cue_place, 1), "conquest": (cue_conquest, 2), "loss": (cue_loss, 3),
    "pick": (cue_pick, 4), "coins": (cue_coins, 5), "score": (cue_score, 6),
    "die_roll": (cue_die_roll, 7), "die_land": (cue_die_land, 8), "decline": (cue_decline, 9),
    "reveal": (cue_reveal, 10), "explosion": (cue_explosion, 11), "handover": (cue_handover, 12),
    "turn_start": (cue_turn_start, 13), "refuse": (cue_refuse, 14), "fanfare": (cue_fanfare, 15),
}


# ----- levelling and writing ----------------------------------------------------------------

def loudness(x: Signal) -> float:
    """The cue's loudness, as a linear level: its RMS over the span where it is within
    GATE_DB of its own peak (the RMS of the last 10 ms at or above the peak less 30 dB, from
    the first such moment to the last), the span a listener hears. This is what sox's
    `silence` effect keeps, which `benchmarks/sound_levels.py` measures with."""
    peak = max(abs(v) for v in x)
    gate = (peak * 10 ** (GATE_DB / 20)) ** 2
    first, last = _first_loud(x, gate), len(x) - _first_loud(x[::-1], gate)
    span = x[first:last] or x
    return math.sqrt(sum(v * v for v in span) / len(span))


def _first_loud(x: Signal, gate_square: float) -> int:
    """Where the mean square of the last 10 ms first reaches `gate_square`."""
    w = int(0.01 * RATE)
    acc = 0.0
    for i, v in enumerate(x):
        acc += v * v - (x[i - w] ** 2 if i >= w else 0.0)
        if acc / w >= gate_square:
            return i
    return 0


def limit(x: Signal, ceiling: float) -> Signal:
    """Bring every peak under `ceiling`: a gain that drops at once where a peak would pass it
    and comes back over 20 ms (looking 1 ms ahead so the drop is not a click)."""
    ahead = int(0.001 * RATE)
    release = math.exp(-1.0 / (0.02 * RATE))
    need = [min(1.0, ceiling / abs(v)) if v else 1.0 for v in x]
    # the gain a sample needs, spread back over the look-ahead
    want = [min(need[i:i + ahead + 1]) for i in range(len(x))]
    out, g = [0.0] * len(x), 1.0
    for i, v in enumerate(x):
        g = want[i] if want[i] < g else min(want[i], 1 - (1 - g) * release)
        out[i] = v * g
    return out


def level(x: Signal) -> Signal:
    """The cue at TARGET_DBFS loudness, peaks under LIMIT_DBFS, a 40 ms fade at the end."""
    target = 10 ** (TARGET_DBFS / 20)
    ceiling = 10 ** (LIMIT_DBFS / 20)
    for _ in range(4):      # limiting lowers the loudness a little: level again
        gain = target / loudness(x)
        x = [v * gain for v in x]
        if max(abs(v) for v in x) > ceiling:
            x = limit(x, ceiling)
        else:
            break
    tail = 8 * FADE                 # the last 40 ms die away
    for i in range(min(tail, len(x))):
        x[-1 - i] *= i / tail
    return x


def render(name: str) -> Signal:
    build, seed = CUES[name]
    return level(build(random.Random(seed)))


def to_bytes(x: Signal) -> bytes:
    return struct.pack(f"<{len(x)}h", *(max(-32767, min(32767, round(v * 32767))) for v in x))


def write_wav(path: Path, x: Signal) -> None:
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(to_bytes(x))


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args:
        folder = Path(args[0])
    else:
        from smallwow_qt.paths import resources_dir
        folder = resources_dir() / "sounds"
    folder.mkdir(parents=True, exist_ok=True)
    total = 0
    for name in CUES:
        path = folder / f"{name}.wav"
        write_wav(path, render(name))
        total += path.stat().st_size
        print(f"{path}  {path.stat().st_size:7d} bytes")
    print(f"total {total} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
