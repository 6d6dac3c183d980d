"""The review of a finished game: where one player's game was won and lost.

`review_game(session, pid)` judges every decision `pid` made in its own turns (the pick,
each conquest, the die, the abilities, the redeployment, the decline, the end of the turn;
an action that was the only one possible is no decision) with the Hard player's search
(`review_search.Judge`), in estimated final coins:

- *best*: the value of the best plan the search finds from the position before the
  decision (the rest of the turn as it was played is one of the plans it compares);
- *played*: the value of the best plan it finds that begins with the action played (that
  action followed by the rest of the turn as played, or by the planners' plans);
- *loss* = best - played (never below 0), and a verdict by the loss, in coins:
  good below 1.5, an inaccuracy from 1.5, a mistake from 4, a blunder from 8.

Both values come from the same search on the same samples, so a decision that begins the
best plan found loses nothing, and a turn that ends too early shows its loss at the
decision that ended it.

Only finished games are reviewed: reviewing while the game goes on would reveal what the
others hold. The judge still decides from what `pid` could see at the time (the hidden
parts are drawn, as Hard draws them), so a decision is not blamed for a face-down marker or
a die the player could not know. The chart (`GameReview.chart`) is the game's public record
once it is over: every player's `projected_final` at the start of every turn, on the real
positions, and the final coins at the end.

Deterministic: the samples' seeds come from the game itself and the work is counted in
simulated actions, so the same save gets the same review on any machine.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from typing import Callable

from smallwow_qt.bots.evaluate import work_done
from smallwow_qt.bots.projection import projected_final
from smallwow_qt.bots.reasons import Reason
from smallwow_qt.bots.review_reasons import review_reason
from smallwow_qt.bots.review_search import Cancelled, Judge
from smallwow_qt.engine import Action, GameState, Session, Stage, legal_actions

VERDICTS = ("good", "inaccuracy", "mistake", "blunder")
THRESHOLDS = (("blunder", 8.0), ("mistake", 4.0), ("inaccuracy", 1.5))   # coins lost, at least
FLAGGED = ("mistake", "blunder")          # what the bench counts as flagged


def verdict(loss: float) -> str:
    for name, coins in THRESHOLDS:
        if loss >= coins:
            return name
    return "good"


@dataclass(frozen=True)
class Depth:
    """How hard the judge looks: samples per decision, simulated actions per search (more
    samples are taken while this lasts), candidate plans that do not begin as played, and
    how many planners continue after the action played."""

    samples: int = 2
    work: int = 40_000
    candidates: int = 5
    follow: int = 2


DEFAULT_DEPTH = Depth()


@dataclass
class DecisionReview:
    step: int                    # index of the action in the session's log
    round: int
    action: Action
    played: float                # estimated final coins after what was played
    best: float                  # ... after the best plan found
    loss: float
    verdict: str
    why: Reason
    plan: tuple[Action, ...]     # the best plan found from before the decision


@dataclass
class GameReview:
    player: str
    decisions: list[DecisionReview]
    chart: list[tuple[int, dict[str, float]]]   # (actions played, {player: final coins})
    work: int = 0
    depth: Depth = DEFAULT_DEPTH
    counts: dict[str, int] = field(default_factory=dict)    # verdict -> decisions

    def worst(self, n: int = 3) -> list[DecisionReview]:
        return sorted(self.decisions, key=lambda d: -d.loss)[:n]


def state_before(session: Session, index: int) -> GameState:
    return session.steps[index - 1].state if index else session.initial


def own_turns(session: Session, pid: str) -> list[list[int]]:
    """The indexes of `pid`'s actions in its own turns, one list per turn."""
    turns: list[list[int]] = []
    last = None
    for i, step in enumerate(session.steps):
        if step.action.player != pid:
            continue
        before = state_before(session, i)
        if before.stage is Stage.DEFENDERS or before.current.id != pid:
            continue
        key = (before.round, before.turn_index)
        if key != last:
            turns.append([])
            last = key
        turns[-1].append(i)
    return turns


def is_decision(state: GameState) -> bool:
    return len(legal_actions(state)) > 1


def review_seed(session: Session, pid: str) -> int:
    digest = hashlib.blake2b(f"{session.initial.rng}:{pid}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big")


def review_game(session: Session, pid: str, depth: Depth = DEFAULT_DEPTH,
                progress: Callable[[int, int], None] | None = None,
                cancelled: Callable[[], bool] | None = None) -> GameReview:
    """Review `pid`'s decisions in the finished game `session` (ValueError if it is not
    over; `review_search.Cancelled` if `cancelled()` answers True on the way)."""
    if not session.state.game_over:
        raise ValueError("only a finished game can be reviewed")
    if not session.state.has_player(pid):
        raise ValueError(f"there is no player {pid!r} in this game")
    start = work_done()
    judge = Judge(pid, review_seed(session, pid), depth.samples, depth.work, depth.candidates,
                  depth.follow, cancelled)
    turns = own_turns(session, pid)
    total = sum(1 for turn in turns for i in turn if is_decision(state_before(session, i)))
    done = 0
    decisions: list[DecisionReview] = []
    for turn in turns:
        for k, i in enumerate(turn):
            before = state_before(session, i)
            if not is_decision(before):
                continue
            action = session.steps[i].action
            est = judge.judge(before, [session.steps[j].action for j in turn[k:]])
            loss = max(0.0, est.best - est.played)
            name = verdict(loss)
            plan = est.plan if est.best > est.played else ()
            decisions.append(DecisionReview(i, before.round, action, round(est.played, 2),
                                            round(max(est.best, est.played), 2), round(loss, 2),
                                            name, review_reason(before, action, plan, loss,
                                                                name != "good"), plan))
            done += 1
            if progress is not None:
                progress(done, total)
    counts = {name: sum(1 for d in decisions if d.verdict == name) for name in VERDICTS}
    return GameReview(pid, decisions, chart(session), work_done() - start, depth, counts)


def chart(session: Session) -> list[tuple[int, dict[str, float]]]:
    """Every player's estimated final coins at the start of every turn, then the final
    coins (the real positions: the game is over, nothing is hidden any more)."""
    points = []
    last = None
    for i in range(len(session.steps)):
        state = state_before(session, i)
        key = (state.round, state.turn_index)
        if key != last and state.stage in (Stage.PICK, Stage.CONQUER):
            last = key
            points.append((i, {p.id: round(projected_final(state, p.id), 1)
                               for p in state.players}))
    final = session.state
    points.append((len(session.steps), {p.id: float(p.coins) for p in final.players}))
    return points


__all__ = ["Cancelled", "DEFAULT_DEPTH", "DecisionReview", "Depth", "GameReview", "THRESHOLDS",
           "VERDICTS", "review_game", "verdict"]
