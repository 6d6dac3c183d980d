"""Soak: `legal_actions` against `apply`, both ways, at every position of many random games.
Prints figures; asserts nothing.

    python benchmarks/soak_legality.py [--games N] [--players P] [--seed S] [--minutes M]

Games are played with a uniform random choice among the legal actions (seeds S, S+1, ...;
P players, or 2 to 5 in turn when P is 0). At each position `engine.audit.check_position`
tries every candidate action (pick, conquer with and without the die and each `use:`
combination, abandon, decline, end, every ability action with plausible arguments) and
reports a listed action that `apply` refuses or an accepted one that is not listed.
Stops after N games or M minutes, whichever comes first.
"""

from __future__ import annotations

import argparse
import random
import time
from collections import Counter

from smallwow_qt.engine import apply, legal_actions
from smallwow_qt.engine.audit import check_position
from smallwow_qt.newgame import start_game


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--players", type=int, default=0, help="0: 2 to 5 in turn")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--minutes", type=float, default=0, help="stop after this long (0: no limit)")
    args = parser.parse_args()

    start = time.perf_counter()
    games = positions = tried = listed_refused = accepted_unlisted = 0
    kinds: Counter = Counter()
    examples: dict = {}
    for seed in range(args.seed, args.seed + args.games):
        if args.minutes and time.perf_counter() - start > args.minutes * 60:
            break
        players = args.players or 2 + seed % 4
        state = start_game([(f"p{i}", f"P{i}") for i in range(players)], seed=seed).state
        rng = random.Random(seed)
        while not state.game_over:
            count, problems = check_position(state)
            positions += 1
            tried += count
            for p in problems:
                key = (p.kind, type(p.action).__name__)
                kinds[key] += 1
                examples.setdefault(key, f"seed {seed}, round {state.round}, {state.stage.value}: {p}")
                if p.kind == "listed_refused":
                    listed_refused += 1
                else:
                    accepted_unlisted += 1
            state, _ = apply(state, rng.choice(legal_actions(state)).action)
        games += 1
    elapsed = time.perf_counter() - start
    print(f"games {games} (seeds {args.seed}..{args.seed + games - 1}, "
          f"{args.players or '2-5'} players), positions checked {positions}, "
          f"actions tried {tried}, {elapsed:.0f} s")
    print(f"mismatches: listed but refused {listed_refused}, accepted but not listed "
          f"{accepted_unlisted}")
    for key, n in kinds.most_common():
        print(f"  {n:6d} {key[0]} {key[1]}: e.g. {examples[key]}")


if __name__ == "__main__":
    main()
