"""Does the review find known errors, and leave good play alone?
`python -m smallwow_qt.bots.review_bench --games N --seed S [--jobs J] [--players P]`

Each game (seed S + g) is played by a Hard player and P - 1 Normal players (Hard's seat
rotates), once as they play it. One of Hard's decisions is then drawn (from the game's
seed) among those where a known bad one could replace it:

- decline_fresh: decline on the first turn after picking a fresh race;
- end_early: end the turn while at least half the turn's hand (4 tokens or more) is still
  unplaced and Hard meant to conquer;
- dearest_pick: pick the dearest combination it can pay for (3 coins or more) "for
  nothing": it brings no more tokens and coins than Hard's own choice.

A known bad decision has something at stake: none is planted in the last two rounds (there
a decline or a turn cut short costs little). Hard plays without its emergency brake (the
clock), so a game and its review reproduce from the seed.

A decision of one of these kinds is not always bad: a decline that frees the player for a
far better combination, or a dear pick worth its price, can be better than Hard's own
choice. So a drawn decision is planted only once it is shown to be an error:
`decision_cost.played_out_cost` plays the game to its end from the position, with Hard's
choice and with the bad one, on `DRAWS` drawings of what Hard could not see, and the bad one
must cost at least a mistake's worth (4 coins) with one standard error to spare. Up to
`TRIES` decisions are drawn per game (the kinds in an order drawn from the seed); a game
where none is shown to be an error plants nothing, and its line says what was rejected.

The game is played again up to that decision, the bad action played instead, and the game
finished by fresh bots. Hard's seat is then reviewed at the default depth. One line per
game, then last a JSON object:

    {"games", "planted", "planted_flagged", "hard_decisions", "hard_flagged",
     "review_s": {"median", "max"}, ...}

`planted_flagged` counts the planted decisions judged a mistake or a blunder;
`hard_decisions`/`hard_flagged` Hard's other decisions and those judged a mistake or worse.
`review_s` is the wall-clock time of each review (a figure, not part of the review: the
review's work is counted in simulated actions and never looks at the clock). Stopped
(Ctrl+C, or SIGTERM as `kill PID` sends it), it prints the summary of the games it finished.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from smallwow_qt.bots import make_bot
from smallwow_qt.bots.arena import stoppable
from smallwow_qt.bots.decision_cost import played_out_cost
from smallwow_qt.bots.evaluate import combo_tokens
from smallwow_qt.bots.hard import HardBot
from smallwow_qt.bots.review import (DEFAULT_DEPTH, FLAGGED, THRESHOLDS, Depth, review_game,
                                    state_before)
from smallwow_qt.engine import (Conquer, Decline, End, Pick, Session, Stage, legal_actions,
                                observe)
from smallwow_qt.newgame import start_game

KINDS = ("decline_fresh", "end_early", "dearest_pick")
DRAWS = 8                  # drawings of the hidden parts a planted error is played out on
TRIES = 4                  # decisions drawn per game before giving up
MISTAKE = dict(THRESHOLDS)["mistake"]


def _play(session: Session, seats: dict[str, str], seed: int, hard: str,
          note=None) -> None:
    """Play `session` to its end with fresh bots; `note(state, action)` sees Hard's choices."""
    bots = {pid: HardBot(seed * 8 + i, brake=float("inf")) if level == "hard" else
            make_bot(level, seed * 8 + i) for i, (pid, level) in enumerate(seats.items())}
    while not session.state.game_over:
        state = session.state
        actor = state.actor.id
        action = bots[actor].decide(observe(state, actor)).action
        if note is not None and actor == hard:
            note(state, action, len(session.steps))
        session.play(action)


def _brings(state, index: int) -> int:
    """What a combination of the column brings: its tokens and the coins lying on it."""
    c = state.column[index]
    return combo_tokens(c.race, c.power) + c.coins


class Spotter:
    """Notes, while Hard plays, where each kind of bad decision could be planted."""

    def __init__(self, hard: str) -> None:
        self.hard = hard
        self.points: dict[str, list[tuple[int, Any]]] = {k: [] for k in KINDS}
        self._picked_turn: tuple[int, int] | None = None   # the turn Hard last picked in
        self._turn_hand: dict[tuple[int, int], int] = {}

    def __call__(self, state, action, step: int) -> None:
        if state.stage is Stage.DEFENDERS or state.round > state.rounds - 2:
            return
        turn = (state.round, state.turn_index)
        me = state.player(self.hard)
        if state.stage is Stage.PICK:
            self._picked_turn = turn
            dearest = min(5, me.coins, len(state.column) - 1)
            if dearest >= 3 and isinstance(action, Pick) and action.index < dearest and \
                    _brings(state, dearest) <= _brings(state, action.index):
                self.points["dearest_pick"].append((step, Pick(self.hard, dearest)))
            return
        if state.stage is not Stage.CONQUER:
            return
        self._turn_hand.setdefault(turn, me.hand)
        legal = [x.action for x in legal_actions(state)]
        fresh = self._picked_turn is not None and self._picked_turn[0] == state.round - 1
        if fresh and not state.turn.conquests and Decline(self.hard) in legal and \
                not isinstance(action, Decline):
            self.points["decline_fresh"].append((step, Decline(self.hard)))
        if isinstance(action, Conquer) and not action.die and me.hand >= 4 and \
                me.hand * 2 >= self._turn_hand[turn] and End(self.hard) in legal:
            self.points["end_early"].append((step, End(self.hard)))


def bench_game(seed: int, players: int = 3, depth: Depth = DEFAULT_DEPTH) -> dict[str, Any]:
    """Play, plant, replay and review one game; the figures of that game."""
    hard = f"p{seed % players}"
    seats = {f"p{i}": ("hard" if f"p{i}" == hard else "normal") for i in range(players)}
    names = [(pid, f"{level.title()} {i + 1}") for i, (pid, level) in enumerate(seats.items())]
    first = start_game(names, seed=seed)
    spotter = Spotter(hard)
    _play(first, seats, seed, hard, spotter)
    found = shown_error(first, hard, spotter, random.Random(seed), seed)
    if found.get("kind") is None:
        return {"seed": seed, **found}
    kind, step, bad = found["kind"], found["step"], found["bad"]
    session = start_game(names, seed=seed)
    session.play_log(first.actions[:step])
    session.play(bad)
    _play(session, seats, seed + 1, hard)
    clock = time.perf_counter()
    review = review_game(session, hard, depth)
    seconds = time.perf_counter() - clock
    planted = next(d for d in review.decisions if d.step == step)
    others = [d for d in review.decisions if d.step != step]
    return {"seed": seed, "kind": kind, "players": players, "planted": planted.verdict,
            "planted_loss": planted.loss, "cost": found["cost"], "why": str(planted.why),
            "rejected": found["rejected"], "hard_decisions": len(others),
            "hard_flagged": sum(1 for d in others if d.verdict in FLAGGED),
            "review_s": round(seconds, 2), "work": review.work}


def shown_error(game: Session, hard: str, spotter: Spotter, rng: random.Random,
                seed: int) -> dict[str, Any]:
    """The decision to plant: up to `TRIES` drawn from the spotted ones (the kinds in an order
    drawn by `rng`) until one is shown, played out, to cost at least a mistake's worth."""
    kinds = [k for k in KINDS if spotter.points[k]]
    rng.shuffle(kinds)
    rejected: list[list[Any]] = []
    for kind in kinds:
        points = list(spotter.points[kind])
        rng.shuffle(points)
        for step, bad in points[:TRIES - len(rejected)]:
            cost = played_out_cost(state_before(game, step), hard, game.actions[step], bad,
                                   DRAWS, seed)
            if cost.coins - cost.error >= MISTAKE:
                return {"kind": kind, "step": step, "bad": bad, "rejected": rejected,
                        "cost": [round(cost.coins, 2), round(cost.error, 2)]}
            rejected.append([kind, round(cost.coins, 2), round(cost.error, 2)])
        if len(rejected) >= TRIES:
            break
    return {"kind": None, "rejected": rejected}


def _task(args: tuple[int, int, Depth]) -> dict[str, Any]:
    return bench_game(*args)


def summary(results: list[dict[str, Any]]) -> dict[str, Any]:
    done = [r for r in results if r.get("kind")]
    times = [r["review_s"] for r in done]
    by_kind = {k: [sum(1 for r in done if r["kind"] == k),
                   sum(1 for r in done if r["kind"] == k and r["planted"] in FLAGGED)]
               for k in KINDS}
    return {"games": len(results), "planted": len(done),
            "planted_flagged": sum(1 for r in done if r["planted"] in FLAGGED),
            "hard_decisions": sum(r["hard_decisions"] for r in done),
            "hard_flagged": sum(r["hard_flagged"] for r in done),
            "review_s": {"median": round(statistics.median(times), 2) if times else 0.0,
                         "max": round(max(times), 2) if times else 0.0},
            "by_kind": by_kind,
            "rejected": {k: sum(1 for r in results for x in r.get("rejected", ()) if x[0] == k)
                         for k in KINDS}}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m smallwow_qt.bots.review_bench",
                                     description="Plant known errors in bot games and check "
                                                 "that the review finds them.")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--players", type=int, default=3, help="players per game (2 to 5)")
    parser.add_argument("--samples", type=int, default=DEFAULT_DEPTH.samples,
                        help="the review's samples per decision")
    args = parser.parse_args(argv)
    if args.games < 1 or args.jobs < 1 or not 2 <= args.players <= 5 or args.samples < 1:
        parser.error("--games, --jobs and --samples must be at least 1, --players 2 to 5")
    depth = dataclasses.replace(DEFAULT_DEPTH, samples=args.samples)
    tasks = [(args.seed + g, args.players, depth) for g in range(args.games)]
    results: list[dict[str, Any]] = []
    with stoppable():
        try:
            if args.jobs > 1:
                with ProcessPoolExecutor(max_workers=args.jobs) as pool:
                    for r in pool.map(_task, tasks):
                        results.append(r)
                        print(json.dumps(r), flush=True)
            else:
                for task in tasks:
                    results.append(_task(task))
                    print(json.dumps(results[-1]), flush=True)
        except KeyboardInterrupt:   # (or SIGTERM): the figures of the games reviewed so far
            if not results:
                raise
            print(f"stopped after {len(results)} of {args.games} games", file=sys.stderr,
                  flush=True)
    print(json.dumps(summary(results)), file=sys.stdout, flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
