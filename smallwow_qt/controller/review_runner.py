"""Running a game's review (`bots.review.review_game`) in a worker thread.

The window keeps working while the judge thinks: `ReviewRunner.start(session, player)`
replays the game's actions into a session of the worker's own (the window's session builds
its positions lazily and is never touched from two threads), reviews it there and reports
`progress(done, total)` after each decision, then `finished(review)`, `failed(message)` or
`cancelled()` (after `cancel()`: the judge stops at its next rollout).
"""

from __future__ import annotations

import threading

from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal

from smallwow_qt.bots.review import DEFAULT_DEPTH, Depth, GameReview, chart, review_game
from smallwow_qt.bots.review_search import Cancelled
from smallwow_qt.engine import Conquer, Decline, End, Pick, Redeploy, Session

__all__ = ["GameReview", "ReviewRunner", "chart", "plan_regions"]


def plan_regions(plan) -> list[str]:
    """The regions a plan conquers or places something in, in the plan's order (what the
    map outlines for a better plan)."""
    out: list[str] = []
    for action in plan:
        if isinstance(action, (Redeploy, Pick, End, Decline)):
            continue
        found = [action.region] if isinstance(action, Conquer) else \
            [getattr(action, a) for a in ("region", "first", "second", "to", "into")
             if isinstance(getattr(action, a, None), str)] + list(getattr(action, "regions", ()))
        out += [r for r in found if r and r not in out]
    return out


_RUNNING: set = set()    # every worker under way: kept alive until its thread is over, even if
                         # the window that started it is gone (see `stop_all`)


def stop_all() -> None:
    """Cancel every review under way and wait for its thread (the application quits)."""
    for worker in list(_RUNNING):
        worker.stop.set()
        worker.wait()


_hooked: list = []


def _hook_quit() -> None:
    app = QCoreApplication.instance()
    if app is not None and app not in _hooked:
        app.aboutToQuit.connect(stop_all)
        _hooked.append(app)


class _Worker(QThread):
    progressed = Signal(int, int)
    done = Signal(object)
    problem = Signal(str)
    stopped = Signal()

    def __init__(self, initial, actions, info, player: str, depth: Depth) -> None:
        super().__init__()
        self.initial, self.actions, self.info = initial, actions, info
        self.player = player
        self.depth = depth
        self.stop = threading.Event()

    def run(self) -> None:
        try:
            session = Session(self.initial, info=dict(self.info))
            session.play_log(self.actions)
            review = review_game(session, self.player, self.depth,
                                 progress=lambda done, total: self.progressed.emit(done, total),
                                 cancelled=self.stop.is_set)
        except Cancelled:
            self.stopped.emit()
        except Exception as exc:  # noqa: BLE001 - a review never takes the window down
            self.problem.emit(f"{type(exc).__name__}: {exc}")
        else:
            self.done.emit(review)


class ReviewRunner(QObject):
    progress = Signal(int, int)      # decisions judged, decisions in all
    finished = Signal(object)        # the GameReview
    failed = Signal(str)
    cancelled = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._worker: _Worker | None = None
        self.review: GameReview | None = None

    @property
    def running(self) -> bool:
        return self._worker is not None and self._worker.isRunning()

    def start(self, session: Session, player: str, depth: Depth = DEFAULT_DEPTH) -> None:
        """Review `player`'s decisions in the finished game `session` (any review under way
        is cancelled first)."""
        self.cancel(wait=True)
        worker = _Worker(session.initial, list(session.actions), session.info, player, depth)
        worker.progressed.connect(self.progress)
        worker.done.connect(self._done)
        worker.problem.connect(self.failed)
        worker.stopped.connect(self.cancelled)
        worker.finished.connect(lambda: self._ended(worker))
        self._worker = worker
        _hook_quit()
        _RUNNING.add(worker)
        worker.start(QThread.Priority.LowPriority)

    def _ended(self, worker: _Worker) -> None:
        _RUNNING.discard(worker)
        if self._worker is worker:
            self._worker = None
        worker.deleteLater()

    def _done(self, review: GameReview) -> None:
        self.review = review
        self.finished.emit(review)

    def cancel(self, wait: bool = False) -> None:
        """Stop the review under way (it reports `cancelled`); `wait` for its thread."""
        worker = self._worker
        if worker is None:
            return
        worker.stop.set()
        if wait:
            worker.wait()
            self._worker = None
