"""Soak: `legal_actions` against `apply`, both ways, over many random games.
Prints figures; asserts nothing.

    python benchmarks/soak_legality.py [--games N] [--players P] [--seed S] [--every K]
                                       [--jobs J] [--minutes M]

Games are played with a uniform random choice among the legal actions (seeds S, S+1, ...;
P players, or 2 to 5 in turn when P is 0); the chosen action is always a listed one, so
every position of every game checks that `apply` accepts what was listed for it.

At the audited positions `engine.audit.check_position` tries every candidate action (pick,
conquer with and without the die and each `use:` combination, abandon, decline, end, every
ability action with plausible arguments) and reports a listed action that `apply` refuses
or an accepted one that is not listed. `--every 1` (the default) audits every position;
`--every K` audits one position in K on average, drawn from the game's seed (a full audit
costs ~400 `apply` calls, so `--every 20` is what makes 10,000 games fit in an hour).

Stops after N games or M minutes, whichever comes first. `--jobs J` splits the seeds over J
processes.
"""

from __future__ import annotations

import argparse
import random
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor

from smallwow_qt.engine import RuleError, apply, legal_actions
from smallwow_qt.engine.audit import check_position
from smallwow_qt.newgame import start_game


def soak(seeds: list[int], players: int, every: int, deadline: float) -> dict:
    """Play (and audit) the games of `seeds` until the wall-clock `deadline` (0: none)."""
    out = {"games": 0, "positions": 0, "audited": 0, "tried": 0, "listed_refused": 0,
           "accepted_unlisted": 0, "chosen_refused": 0, "kinds": Counter(), "examples": {},
           "seeds": []}
    for seed in seeds:
        if deadline and time.time() > deadline:
            break
        count = players or 2 + seed % 4
        state = start_game([(f"p{i}", f"P{i}") for i in range(count)], seed=seed).state
        rng = random.Random(seed)
        audit = random.Random(f"audit {seed}")
        while not state.game_over:
            out["positions"] += 1
            if every <= 1 or audit.random() < 1 / every:
                tried, problems = check_position(state)
                out["audited"] += 1
                out["tried"] += tried
                for p in problems:
                    key = (p.kind, type(p.action).__name__)
                    out["kinds"][key] += 1
                    out["examples"].setdefault(
                        key, f"seed {seed}, round {state.round}, {state.stage.value}: {p}")
                    out["listed_refused" if p.kind == "listed_refused" else "accepted_unlisted"] += 1
            action = rng.choice(legal_actions(state)).action
            try:
                state, _ = apply(state, action)
            except RuleError as exc:   # a listed action refused: count it, end this game
                out["chosen_refused"] += 1
                out["examples"].setdefault(("chosen_refused", type(action).__name__),
                                           f"seed {seed}, round {state.round}: {action} ({exc})")
                break
        out["games"] += 1
        out["seeds"].append(seed)
    return out


def merge(parts: list[dict]) -> dict:
    total = {"games": 0, "positions": 0, "audited": 0, "tried": 0, "listed_refused": 0,
             "accepted_unlisted": 0, "chosen_refused": 0, "kinds": Counter(), "examples": {},
             "seeds": []}
    for part in parts:
        for key in ("games", "positions", "audited", "tried", "listed_refused",
                    "accepted_unlisted", "chosen_refused"):
            total[key] += part[key]
        total["kinds"].update(part["kinds"])
        for key, text in part["examples"].items():
            total["examples"].setdefault(key, text)
        total["seeds"] += part["seeds"]
    return total


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--players", type=int, default=0, help="0: 2 to 5 in turn")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--every", type=int, default=1,
                        help="audit one position in K on average (1: every position)")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--minutes", type=float, default=0, help="stop after this long (0: no limit)")
    args = parser.parse_args()

    start = time.perf_counter()
    deadline = time.time() + args.minutes * 60 if args.minutes else 0
    seeds = list(range(args.seed, args.seed + args.games))
    jobs = max(1, args.jobs)
    if jobs == 1:
        result = soak(seeds, args.players, args.every, deadline)
    else:
        with ProcessPoolExecutor(jobs) as pool:
            parts = [pool.submit(soak, seeds[i::jobs], args.players, args.every, deadline)
                     for i in range(jobs)]
            result = merge([part.result() for part in parts])
    elapsed = time.perf_counter() - start
    played = sorted(result["seeds"])
    span = f"{played[0]}..{played[-1]}" if played else "none"
    print(f"games {result['games']} (seeds {span}, {args.players or '2-5'} players), positions "
          f"{result['positions']}, audited both ways {result['audited']} "
          f"(one in {args.every}), actions tried {result['tried']}, {elapsed:.0f} s")
    print(f"listed and chosen but refused: {result['chosen_refused']} of {result['positions']}")
    print(f"audit mismatches: listed but refused {result['listed_refused']}, accepted but not "
          f"listed {result['accepted_unlisted']}")
    for key, n in result["kinds"].most_common():
        print(f"  {n:6d} {key[0]} {key[1]}: e.g. {result['examples'][key]}")
    for key, text in result["examples"].items():
        if key[0] == "chosen_refused":
            print(f"  chosen but refused {key[1]}: e.g. {text}")


if __name__ == "__main__":
    main()
