"""Bots against bots: `python -m smallwow_qt.bots.arena --seats hard,normal,normal --games N
--seed S [--jobs J] [--usage]`.

Plays N standard games (island sides and the column drawn from the game's seed, as
`start_game` does), rotating the seats so every level sits in every position, and prints
one line per game and, last, a JSON object:

    {"games": N, "seats": [...], "wins": {level: x}, "win_rate": {level: r},
     "ci95": {level: [lo, hi]}, "think_s": {level: {"median": m, "max": M}}, "refused": 0}

`wins` counts the games a seat of that level won (a shared win counts as a fraction, and
a level seated twice adds both seats' wins); `win_rate` is wins per seat of that level;
`ci95` is the Wilson interval of that rate; `think_s` is the time a bot took to decide a
whole turn (all its decisions from the start to the end of its turn). A refused action is
counted and replaced by the engine's first legal action, so a game always finishes. A last
key, `braked`, counts the searches Hard's emergency stop cut short (its budget is counted
in simulated actions; only that stop looks at the clock): with 0, every decision of the run
is reproducible from its seed.

With `--usage`, each decision also notes which abilities were legal and which one was
taken (`usage.py`): the summary gains `usage` ({level: {ability: {held, legal, used,
per_game}}}) and a table of it is printed just before the summary line.

Stopped (Ctrl+C, or SIGTERM as `kill PID` sends it), a run prints the table and the summary
of the games it finished, and says on stderr how many those were.
"""

from __future__ import annotations

import argparse
import json
import math
import signal
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager
from typing import Any

from smallwow_qt.bots import make_bot
from smallwow_qt.bots.usage import Tally, summarise, table
from smallwow_qt.engine import RuleError, legal_actions, observe
from smallwow_qt.newgame import start_game

ARENA_LEVELS = ("random", "easy", "normal", "hard")


def play_game(seats: list[str], seed: int, usage: bool = False) -> dict[str, Any]:
    """One game: `seats[i]` plays as player p{i}; returns the winners' levels, the coins,
    each level's whole-turn think times and the refused actions (and with `usage`, the
    abilities legal and used at each decision)."""
    players = [(f"p{i}", f"{level.title()} {i + 1}") for i, level in enumerate(seats)]
    session = start_game(players, seed=seed)
    bots = {pid: make_bot(level, seed * 8 + i) for i, ((pid, _), level) in
            enumerate(zip(players, seats))}
    level_of = {pid: level for (pid, _), level in zip(players, seats)}
    turn_time: dict[tuple[str, int, str], float] = {}
    refused = 0
    tally = Tally() if usage else None
    while not session.state.game_over:
        state = session.state
        actor = state.actor.id
        start = time.perf_counter()
        decision = bots[actor].decide(observe(state, actor))
        key = (actor, state.round, state.current.id)   # a defender's turn is its own
        turn_time[key] = turn_time.get(key, 0.0) + time.perf_counter() - start
        if tally is not None:
            tally.note(state, actor, decision.action)
        try:
            session.play(decision.action)
        except RuleError:
            refused += 1
            session.play(legal_actions(session.state)[0].action)
    state = session.state
    think: dict[str, list[float]] = {}
    for (pid, _, _), t in turn_time.items():
        think.setdefault(level_of[pid], []).append(t)
    share = 1.0 / len(state.winners)
    return {"seed": seed, "seats": seats, "winners": [level_of[w] for w in state.winners],
            "share": share, "coins": [p.coins for p in state.players], "think": think,
            "refused": refused, "braked": sum(getattr(b, "braked", 0) for b in bots.values()),
            "usage": tally.by_level(level_of) if tally is not None else []}


def wilson(wins: float, n: int, z: float = 1.96) -> list[float]:
    """The Wilson score interval of a proportion (95 % by default)."""
    if n == 0:
        return [0.0, 1.0]
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return [round(max(0.0, centre - half), 3), round(min(1.0, centre + half), 3)]


def rotated(seats: list[str], game: int) -> list[str]:
    k = game % len(seats)
    return seats[k:] + seats[:k]


def summary(seats: list[str], results: list[dict[str, Any]]) -> dict[str, Any]:
    levels = list(dict.fromkeys(seats))
    wins = {level: 0.0 for level in levels}
    think: dict[str, list[float]] = {level: [] for level in levels}
    for r in results:
        for w in r["winners"]:
            wins[w] += r["share"]
        for level, times in r["think"].items():
            think[level] += times
    games = len(results)
    out: dict[str, Any] = {"games": games, "seats": seats,
                           "wins": {lv: round(w, 2) for lv, w in wins.items()}}
    rate, ci = {}, {}
    for level in levels:
        n = games * seats.count(level)
        rate[level] = round(wins[level] / n, 3) if n else 0.0
        ci[level] = wilson(wins[level], n)
    out["win_rate"] = rate
    out["ci95"] = ci
    out["think_s"] = {lv: {"median": round(statistics.median(t), 4) if t else 0.0,
                           "max": round(max(t), 4) if t else 0.0} for lv, t in think.items()}
    out["refused"] = sum(r["refused"] for r in results)
    out["braked"] = sum(r.get("braked", 0) for r in results)
    if any(r.get("usage") for r in results):
        out["usage"] = summarise(row for r in results for row in r["usage"])
    return out


def _play(args: tuple[list[str], int, bool]) -> dict[str, Any]:
    return play_game(*args)


def run(seats: list[str], games: int, seed: int, jobs: int = 1, out=None,
        usage: bool = False) -> dict[str, Any]:
    out = out or sys.stdout
    tasks = [(rotated(seats, g), seed + g, usage) for g in range(games)]
    results: list[dict[str, Any]] = []

    def report(r: dict[str, Any]) -> None:
        results.append(r)
        print(json.dumps({"game": len(results), "seed": r["seed"], "seats": r["seats"],
                          "coins": r["coins"], "winners": r["winners"]}), file=out, flush=True)

    try:
        if jobs > 1:
            with ProcessPoolExecutor(max_workers=jobs) as pool:
                for r in pool.map(_play, tasks):
                    report(r)
        else:
            for task in tasks:
                report(_play(task))
    except KeyboardInterrupt:      # (or SIGTERM): the figures of the games played so far
        if not results:
            raise
        print(f"stopped after {len(results)} of {games} games", file=sys.stderr, flush=True)
    result = summary(seats, results)
    if "usage" in result:
        print(table(result["usage"]), file=out, flush=True)
    print(json.dumps(result), file=out, flush=True)
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m smallwow_qt.bots.arena",
                                     description="Play bots against bots and print the score.")
    parser.add_argument("--seats", required=True,
                        help="comma-separated levels, 2 to 5 of: " + ", ".join(ARENA_LEVELS))
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="games played in parallel processes")
    parser.add_argument("--usage", action="store_true",
                        help="count, per level, how often each ability is legal and used")
    args = parser.parse_args(argv)
    seats = [s.strip() for s in args.seats.split(",") if s.strip()]
    bad = [s for s in seats if s not in ARENA_LEVELS]
    if bad or not 2 <= len(seats) <= 5:
        parser.error(f"--seats needs 2 to 5 of {', '.join(ARENA_LEVELS)}")
    if args.games < 1 or args.jobs < 1:
        parser.error("--games and --jobs must be at least 1")
    with stoppable():
        run(seats, args.games, args.seed, args.jobs, usage=args.usage)
    return 0


@contextmanager
def stoppable():
    """While in it, SIGTERM (what `kill PID` sends) stops a run as Ctrl+C does: a long run
    stopped this way still prints the figures of the games it finished."""
    previous = signal.signal(signal.SIGTERM, _interrupt)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


def _interrupt(signum, frame) -> None:
    raise KeyboardInterrupt


if __name__ == "__main__":
    raise SystemExit(main())
