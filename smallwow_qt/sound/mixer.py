"""Summing the sounds being heard, a block at a time (pure Python: no Qt, no device).

The GUI thread hands sounds in (`add`); whoever pulls the samples (the audio device's
thread, or `render_all` for a sound track written to a file) calls `render`. The two meet
only through a deque, whose append and popleft are atomic, so neither waits for the other.
"""

from __future__ import annotations

from array import array
from collections import deque

FULL_SCALE = 32767


class Voice:
    """One sound on its way: its samples (16-bit mono), how loud, and where it is (negative
    while it waits for its start)."""

    __slots__ = ("samples", "gain", "position")

    def __init__(self, samples: array, gain: float, delay_frames: int) -> None:
        self.samples = samples
        self.gain = gain
        self.position = -max(0, delay_frames)


class Mixer:
    def __init__(self) -> None:
        self.volume = 1.0            # the player's volume, 0..1 (read at every block)
        self._incoming: deque[Voice] = deque()
        self._voices: list[Voice] = []
        self.frames_rendered = 0
        self.last_sound_frame = 0    # the frame count when the last voice ended

    def add(self, samples: array, gain: float = 1.0, delay_frames: int = 0) -> None:
        """Start `samples` at `gain` (0..1) after `delay_frames` (from the next block)."""
        self._incoming.append(Voice(samples, gain, delay_frames))

    @property
    def idle(self) -> bool:
        """Nothing is playing nor waiting to."""
        return not self._voices and not self._incoming

    def render(self, frames: int) -> array:
        """The next `frames` samples of the mix (16-bit, clipped)."""
        while self._incoming:
            self._voices.append(self._incoming.popleft())
        self.frames_rendered += frames
        if not self._voices:
            return array("h", bytes(2 * frames))
        out = [0.0] * frames
        volume = self.volume
        still: list[Voice] = []
        for voice in self._voices:
            start = voice.position
            offset = -start if start < 0 else 0          # where in this block it begins
            if offset < frames:
                begin = max(0, start)
                piece = voice.samples[begin:begin + frames - offset]
                g = voice.gain * volume
                end = offset + len(piece)
                out[offset:end] = [o + s * g for o, s in zip(out[offset:end], piece)]
            voice.position += frames
            if voice.position < len(voice.samples):
                still.append(voice)
        self._voices = still
        if not still:
            self.last_sound_frame = self.frames_rendered
        return array("h", [FULL_SCALE if v > FULL_SCALE else -FULL_SCALE if v < -FULL_SCALE else int(v)
                           for v in out])

    def render_all(self, block: int = 1024) -> array:
        """Everything queued, to its end (for writing a sound track to a file)."""
        out = array("h")
        while not self.idle:
            out.extend(self.render(block))
        return out
