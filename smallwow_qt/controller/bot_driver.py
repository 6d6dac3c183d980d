"""Computer players at the table: they think off the GUI thread and play through the controller.

When the controller says a bot is to act (`bot_to_act`), the driver takes what that player can
see (`engine.view.observe`: plain data, hidden parts masked), hands it to the bot in a worker
thread, and applies the decision on the GUI thread, one action at a time at the chosen pace.
A decision is applied only if the game has not changed meanwhile (new game, undo, load):
the job remembers the very state it was computed for.

"Skip to my turn" plays the bots at once until a person must act. `suggest()` asks a Normal bot
what the seated person might do, without playing it.
"""

from __future__ import annotations

import random
import time
from typing import TYPE_CHECKING, Any, Callable

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

from smallwow_qt.controller.bot_texts import BotTexts
from smallwow_qt.controller.seats import bot_seed
from smallwow_qt.engine import Event, GameState, RuleError, Session, apply, observe

if TYPE_CHECKING:
    from smallwow_qt.bots import Bot, Decision

#: Milliseconds between two actions of a bot, by pace.
PACES = {"slow": 1600, "normal": 800, "fast": 250, "instant": 0}
DEFAULT_PACE = "normal"
SUGGEST_LEVEL = "normal"
FALLBACK_TRIES = 40


class Job:
    """One decision asked of a bot: for this player, in this session, at this very state.
    (Equal only to itself.)"""

    __slots__ = ("player", "session", "state", "observation", "suggestion")

    def __init__(self, player: str, session: Session, state: GameState, observation: dict[str, Any],
                 suggestion: bool = False) -> None:
        self.player = player
        self.session = session
        self.state = state
        self.observation = observation
        self.suggestion = suggestion

    def __repr__(self) -> str:
        return f"Job(player={self.player!r}, suggestion={self.suggestion!r})"


class _Relay(QObject):
    done = Signal(object, object, object)   # job, decision, error text


class _Think(QRunnable):
    def __init__(self, bot: Bot, job: Job, relay: _Relay) -> None:
        super().__init__()
        self.bot, self.job, self.relay = bot, job, relay
        self.setAutoDelete(True)

    def run(self) -> None:
        try:
            decision, error = self.bot.decide(self.job.observation), None
        except Exception as err:   # a bot's bug must not take the game down
            decision, error = None, f"{type(err).__name__}: {err}"
        try:
            self.relay.done.emit(self.job, decision, error)
        except RuntimeError:       # the window closed meanwhile: nobody to tell
            pass


def make_bot(level: str, seed: int) -> Bot:
    """`smallwow_qt.bots.make_bot`, imported when a seat first needs a bot (not for a table
    of people alone, nor before the table's first paint)."""
    from smallwow_qt.bots import make_bot as make

    return make(level, seed)


class BotDriver(QObject):
    thinking = Signal(str)                 # this bot started thinking
    thought = Signal(str)                  # this bot's decision came back (kept, or dropped as stale)
    decided = Signal(str, object)          # player, Decision: just played
    suggested = Signal(object)             # Decision for the seated person (not played)
    stuck = Signal(str)                    # a bot found nothing to play (message)

    def __init__(self, controller, parent: QObject | None = None, *, pace: str = DEFAULT_PACE,
                 make: Callable[[str, int], Bot] | None = None, suggest_level: str = SUGGEST_LEVEL,
                 clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__(parent)
        self.controller = controller
        self.clock = clock                 # seconds, for the pace (tests give a fake one)
        self.make = make or make_bot
        self.suggest_level = suggest_level
        self.pace = pace if pace in PACES else DEFAULT_PACE
        self.bots: dict[str, Bot] = {}
        self.skipping = False
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(2)     # a stale decision may still run while the next starts
        self._relay = _Relay(self)
        self._relay.done.connect(self._done)
        self._job: Job | None = None
        self._suggest_job: Job | None = None
        self._ready: tuple[Job, Decision] | None = None
        self._paced_from = 0.0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._play_ready)
        self.errors: list[str] = []
        self.stopped = False
        controller.session_replaced.connect(self._new_session)
        controller.bot_to_act.connect(lambda _: self._schedule())
        controller.log_reset.connect(self._forget)     # undo, load, new game
        self._new_session()

    # ----- the seats' bots ---------------------------------------------------------------------

    def _new_session(self) -> None:
        self._forget()
        self.skipping = False
        self.bots = {}
        c = self.controller
        if not c.has_game:
            return
        ids = [p.id for p in c.state.players]
        seed = c.session.info.get("seed", 0)
        for seat in c.seats.bots():
            self.bots[seat.id] = self._make(seat.kind, bot_seed(seed, ids.index(seat.id)))

    def _make(self, level: str, seed: int) -> Bot | None:
        try:
            return self.make(level, seed)
        except ValueError as err:        # a level this build does not have
            self.errors.append(str(err))
            return None

    def _forget(self) -> None:
        """Whatever was being thought or waiting to be played no longer applies."""
        self._job = None
        self._suggest_job = None
        self._ready = None
        self._timer.stop()

    @property
    def busy(self) -> bool:
        """A bot is thinking or about to play."""
        return self._job is not None or self._ready is not None

    def bot_to_act(self) -> str | None:
        c = self.controller
        actor = c.actor_id if c.has_game else None
        return actor if actor is not None and c.seats.is_bot(actor) else None

    # ----- pace --------------------------------------------------------------------------------

    def set_pace(self, pace: str) -> None:
        if pace not in PACES:
            raise ValueError(f"unknown pace {pace!r}")
        self.pace = pace
        if self._ready is not None and self._timer.isActive():
            self._timer.start(self._delay())

    def skip_to_person(self) -> None:
        """Play the bots at once until a person must act."""
        if self.bot_to_act() is None:
            return
        self.skipping = True
        if self._ready is not None:
            self._timer.start(0)
        self._schedule()

    def _delay(self) -> int:
        if self.skipping:
            return 0
        wait = PACES[self.pace] - int((self.clock() - self._paced_from) * 1000)
        return max(0, wait)

    # ----- thinking ----------------------------------------------------------------------------

    def _schedule(self) -> None:
        actor = self.bot_to_act()
        if actor is None or self.stopped:
            self.skipping = False
            return
        c = self.controller
        if self._job is not None and self._job.state is c.state:
            return                                  # already thinking about this position
        if self._ready is not None and self._ready[0].state is c.state:
            return                                  # decided, waiting for its moment
        bot = self.bots.get(actor)
        if bot is None:               # a level this build does not have: nobody plays it
            self.skipping = False
            self.stuck.emit(self.tr("There is no computer player of level %1 in this version.")
                            .replace("%1", c.seats.kind(actor)))
            return
        job = Job(actor, c.session, c.state, observe(c.state, actor))
        self._job = job
        # the pace counts from here: after a person's action too, the bot's first one waits
        self._paced_from = self.clock()
        self.thinking.emit(actor)
        self.pool.start(_Think(bot, job, self._relay))

    def _current(self, job: Job) -> bool:
        c = self.controller
        return c.session is job.session and c.has_game and c.state is job.state

    def _done(self, job: Job, decision: Decision | None, error: str | None) -> None:
        if job.suggestion:
            if job is self._suggest_job:
                self._suggest_job = None
                if self._current(job) and decision is not None and _plays(job.state, decision.action):
                    self.suggested.emit(decision)
            return
        self.thought.emit(job.player)
        if job is not self._job or not self._current(job):
            return                                  # the game moved on: drop it
        self._job = None
        if decision is None or not _plays(job.state, decision.action):
            if error:
                self.errors.append(error)
            decision = self._fallback(job)
            if decision is None:
                self.skipping = False
                self.stuck.emit(self.tr("%1 (computer) found nothing to play.")
                                .replace("%1", job.state.player(job.player).name))
                return
        self._ready = (job, decision)
        self._timer.start(self._delay())

    def _fallback(self, job: Job) -> Decision | None:
        """A random legal move from the same observation (never the hidden state)."""
        from smallwow_qt.bots.random_bot import RandomBot

        bot = RandomBot(random.Random(len(job.session.steps)).getrandbits(32))
        for _ in range(FALLBACK_TRIES):
            try:
                d = bot.decide(job.observation)
            except (ValueError, RuleError):
                return None
            if _plays(job.state, d.action):
                from smallwow_qt.bots import Decision

                return Decision(d.action, "", d.region)
        return None

    def _play_ready(self) -> None:
        if self._ready is None:
            return
        job, decision = self._ready
        self._ready = None
        if not self._current(job):
            self._schedule()
            return
        c = self.controller
        if not c.play(decision.action):
            return
        from smallwow_qt.bots.reasons import is_advice

        if decision.reason and not is_advice(decision.reason):   # picks and declines only
            name = job.state.player(job.player).name
            said = BotTexts(c.texts).reason(decision.reason)   # in the player's language
            c.add_note(Event("bot_note", job.player, {"reason": str(decision.reason)},
                             self.tr("Bot %1: %2").replace("%1", name).replace("%2", said)))
        self.decided.emit(job.player, decision)
        if self.bot_to_act() is None:
            self.skipping = False                   # a person's turn (or the end)

    # ----- suggestions -------------------------------------------------------------------------

    def can_suggest(self) -> bool:
        c = self.controller
        return c.has_game and c.seat_ready and self._suggest_job is None

    def suggest(self) -> bool:
        """Ask a Normal bot what the seated person could do now; `suggested` answers."""
        if not self.can_suggest():
            return False
        c = self.controller
        bot = self._make(self.suggest_level, len(c.session.steps))
        if bot is None:
            return False
        job = Job(c.actor_id, c.session, c.state, observe(c.state, c.actor_id), suggestion=True)
        self._suggest_job = job
        self.pool.start(_Think(bot, job, self._relay))
        return True

    def wait(self, msecs: int = 5000) -> bool:
        """Let the worker threads finish (tests)."""
        return self.pool.waitForDone(msecs)

    def stop(self, msecs: int = 5000) -> None:
        """The window closes: nothing more is played, thinking under way is let finish."""
        self.stopped = True
        self._forget()
        self.pool.clear()
        self.pool.waitForDone(msecs)


def _plays(state: GameState, action) -> bool:
    """The engine accepts `action` now (checked on a throwaway result; nothing changes)."""
    try:
        apply(state, action)
    except (RuleError, ValueError, TypeError, AttributeError, KeyError):
        return False
    return True
