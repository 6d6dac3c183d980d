"""What the table sounds like: the one place that turns what happens into cues.

`TableSounds` listens to the controller (the public events of every action, the hand-over,
the seat taken, refusals) and plays the matching cues (smallwow_qt/sound/synth.py makes
them) on an `Output`. The rules it keeps:

* Secrets stay secret. Only public events are heard, and only through what the table sees
  of them: every turn's score is the same `score` cue whatever its amount (0 included); a
  bomb that leaves the map unseen, a coin total, a peek at one's own coins make no sound.
* Sound is never the only signal: every cue stands for a log line, the hand-over screen,
  the seat changing hands or a refusal's notice, all shown as well (`Heard.source` says
  which; tests check each one is visible).
* Computer players sound the same, quieter at the "fast" pace, silent at "instant" and
  while skipping to a person's turn. What concerns the people at the table (the hand-over,
  a person's turn, a refusal, the end of the game) is heard at full level.
* The cues of one action follow each other as at a real table: the die tumbles, lands, then
  the tokens go down; each a little after the one before.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, NamedTuple

from PySide6.QtCore import QObject, QTimer

from smallwow_qt.engine import Event
from smallwow_qt.sound.output import Output

if TYPE_CHECKING:
    from smallwow_qt.controller.bot_driver import BotDriver
    from smallwow_qt.controller.game_controller import GameController

#: The cue for each public event kind that is heard as it is (others: `_event_cues`).
EVENT_CUES = {
    "conquest": "conquest", "loss": "loss", "abandon": "loss", "intimidate": "loss",
    "tauren_alone": "loss", "redeploy": "place", "bomb": "place", "fort": "place",
    "tower": "place", "wall": "place", "objectives": "place", "marker_move": "place",
    "swap": "place", "beasts": "place", "decline": "decline",
    "reveal": "reveal", "draw": "reveal", "steal": "reveal", "score": "score",
    "coins": "coins", "payment": "coins", "buy": "coins", "game_over": "fanfare",
}
#: Events the table cannot see the content of: never heard (a bomb going back unseen).
UNHEARD = frozenset({"bomb_back", "bomb_lost"})
#: Milliseconds from a cue to the next one of the same action.
SPACING_MS = {"coins": 170, "pick": 150, "conquest": 120, "loss": 110, "place": 70,
              "reveal": 260, "explosion": 200, "decline": 250, "score": 300}
DEFAULT_SPACING_MS = 100
#: Computer players' level by pace (instant: silent).
PACE_GAIN = {"slow": 1.0, "normal": 1.0, "fast": 0.4, "instant": 0.0}
#: Milliseconds of silence after which the device is let rest.
REST_AFTER_MS = 3000


class Heard(NamedTuple):
    """One cue asked of the output, and what the table sees for it: a public `Event` (its log
    line) or the name of the signal shown on screen (`handover`, `seat`, `refusal`)."""
    cue: str
    gain: float
    delay_ms: int
    source: Any


class TableSounds(QObject):
    def __init__(self, controller: "GameController", output: Output | None = None,
                 driver: "BotDriver | None" = None, die_roll_ms: Callable[[], int] = lambda: 700,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.output = output or Output()
        self.driver = driver
        self.die_roll_ms = die_roll_ms     # how long the die overlay tumbles now (0: settles at once)
        self.enabled = True
        self.volume = 0.5
        self.heard: list[Heard] = []       # the latest cues (tests, benchmarks/sound_track.py)
        self.keep = 200                    # how many of them are kept
        self._rest = QTimer(self)
        self._rest.setSingleShot(True)
        self._rest.timeout.connect(lambda: self.output.suspend())
        controller.events_added.connect(self.events)
        controller.handover_needed.connect(lambda _: self.table_cue("handover", "handover"))
        controller.seat_taken.connect(lambda _: self.table_cue("turn_start", "seat"))
        controller.action_refused.connect(lambda _: self.refused())

    # ----- settings -----------------------------------------------------------------------------

    def set_output(self, output: Output) -> None:
        old, self.output = self.output, output
        output.set_volume(self.volume)
        if old is not output:
            old.close()

    def set_enabled(self, on: bool) -> None:
        self.enabled = bool(on)
        if not self.enabled:
            self.output.suspend()

    def set_volume(self, volume: float) -> None:
        self.volume = min(1.0, max(0.0, float(volume)))
        self.output.set_volume(self.volume)

    # ----- what is heard ---------------------------------------------------------------------

    def refused(self) -> None:
        """A refusal is being shown (a drop on the wrong region, an action not allowed now)."""
        self.table_cue("refuse", "refusal")

    def table_cue(self, cue: str, source: str) -> None:
        """A cue for the people at the table: always at full level."""
        self._play([(cue, 0, source, 1.0)])

    def events(self, events: list[Event]) -> None:
        """The public events of one action, in order."""
        gain = self._gain_of_latest_action()
        cues: list[tuple[str, int, Any, float]] = []
        at = 0
        for event in events:
            for cue, lead in _event_cues(event, self.die_roll_ms):
                at += lead
                # the end of the game is the whole table's, however it came
                cues.append((cue, at, event, 1.0 if cue == "fanfare" else gain))
                at += SPACING_MS.get(cue, DEFAULT_SPACING_MS)
        self._play(cues)

    def _gain_of_latest_action(self) -> float:
        """Full for a person's action, by pace for a computer's, none while skipping."""
        c = self.controller
        if c.session is None or not c.session.steps:
            return 1.0
        actor = c.session.steps[-1].action.player
        if not c.seats.is_bot(actor) or self.driver is None:
            return 1.0
        if self.driver.skipping:
            return 0.0
        return PACE_GAIN.get(self.driver.pace, 1.0)

    def _play(self, cues: list[tuple[str, int, Any, float]]) -> None:
        """Each (cue, delay in ms, what the table sees for it, gain)."""
        cues = [c for c in cues if c[3] > 0]
        if not self.enabled or not cues:
            return
        for cue, delay, source, gain in cues:
            self.heard.append(Heard(cue, gain, delay, source))
            self.output.play(cue, gain, delay)
        del self.heard[:-self.keep]
        self._rest.start(REST_AFTER_MS + max(c[1] for c in cues))


def _event_cues(event: Event, die_roll_ms: Callable[[], int]) -> list[tuple[str, int]]:
    """The cues of one public event, each with the milliseconds to wait before it. Reads
    only what the log line shows: never a score's amount."""
    kind = event.kind
    if event.private or kind in UNHEARD:
        return []
    data = event.data
    if kind == "pick":
        paid = _number(data.get("price")) > 0 or _number(data.get("collected")) > 0
        return [("coins", 0), ("pick", 0)] if paid else [("pick", 0)]
    if kind == "die":
        roll = die_roll_ms()
        if roll <= 0:
            return [("die_land", 0)]
        return [("die_roll", 0), ("die_land", max(0, roll - SPACING_MS.get("die_roll", DEFAULT_SPACING_MS)))]
    if kind == "bomb_reveal":
        return [("reveal", 0), ("explosion", 0)] if data.get("bomb") == "explode" else [("reveal", 0)]
    if kind == "champion":          # heard when it goes onto the map, not into the hand
        return [("place", 0)] if data.get("step") in ("alone", "position") else []
    if kind == "form":
        return [("coins", 0)] if _number(data.get("coins")) > 0 else []
    cue = EVENT_CUES.get(kind)
    return [(cue, 0)] if cue else []


def _number(value) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0
