"""Fit `projection.COEFFICIENTS`: `python -m smallwow_qt.bots.projection_fit --games N --seed S
[--jobs J]`.

Plays N games between Normal and Easy bots (2 to 5 players, the seats and sides drawn from
each game's seed), notes every player's `projection.features` at the start of every turn
and the coins it ends the game with, and fits (final coins - coins now) to the features by
least squares (a little ridge, 1e-3, keeps it stable). Prints the coefficients as a Python
tuple to paste into projection.py, then a JSON line: positions, mean absolute error and R²
of the fit, and the same on every fifth game held out of the fit.
"""

from __future__ import annotations

import argparse
import json
import random
from concurrent.futures import ProcessPoolExecutor

from smallwow_qt.bots import make_bot
from smallwow_qt.bots.projection import FEATURES, features
from smallwow_qt.engine import Stage, observe
from smallwow_qt.newgame import start_game

RIDGE = 1e-3


def game_rows(seed: int) -> list[tuple[list[float], float, int]]:
    """(features, coins still to come, game seed) for every player at every turn start."""
    rng = random.Random(seed)
    count = rng.randint(2, 5)
    seats = [rng.choice(("normal", "normal", "easy")) for _ in range(count)]
    session = start_game([(f"p{i}", f"P{i}") for i in range(count)], seed=seed)
    bots = {f"p{i}": make_bot(level, seed * 8 + i) for i, level in enumerate(seats)}
    seen: list[tuple[str, list[float], int]] = []
    last_turn = None
    while not session.state.game_over:
        state = session.state
        turn = (state.round, state.turn_index)
        if turn != last_turn and state.stage in (Stage.PICK, Stage.CONQUER):
            last_turn = turn
            for p in state.players:
                seen.append((p.id, features(state, p.id), p.coins))
        actor = state.actor.id
        session.play(bots[actor].decide(observe(state, actor)).action)
    final = {p.id: p.coins for p in session.state.players}
    return [(x, float(final[pid] - coins), seed) for pid, x, coins in seen]


def solve(rows: list[tuple[list[float], float, int]]) -> list[float]:
    """Least squares with a small ridge: (XᵀX + λI) c = Xᵀy, by Gaussian elimination."""
    n = len(FEATURES)
    a = [[0.0] * n for _ in range(n)]
    b = [0.0] * n
    for x, y, _ in rows:
        for i in range(n):
            b[i] += x[i] * y
            for j in range(n):
                a[i][j] += x[i] * x[j]
    for i in range(n):
        a[i][i] += RIDGE * max(1.0, a[i][i])
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        b[col], b[pivot] = b[pivot], b[col]
        for r in range(n):
            if r != col and a[col][col]:
                f = a[r][col] / a[col][col]
                a[r] = [v - f * w for v, w in zip(a[r], a[col])]
                b[r] -= f * b[col]
    return [b[i] / a[i][i] if a[i][i] else 0.0 for i in range(n)]


def quality(rows, coefficients) -> dict[str, float]:
    if not rows:
        return {"mae": 0.0, "r2": 0.0}
    errors, ys = [], [y for _, y, _ in rows]
    mean = sum(ys) / len(ys)
    for x, y, _ in rows:
        guess = max(0.0, sum(c * v for c, v in zip(coefficients, x)))
        errors.append(y - guess)
    total = sum((y - mean) ** 2 for y in ys) or 1.0
    return {"mae": round(sum(abs(e) for e in errors) / len(errors), 2),
            "r2": round(1 - sum(e * e for e in errors) / total, 3)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m smallwow_qt.bots.projection_fit",
                                     description="Fit the final-coins projection on bot games.")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=41000)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    seeds = [args.seed + g for g in range(args.games)]
    if args.jobs > 1:
        with ProcessPoolExecutor(max_workers=args.jobs) as pool:
            games = list(pool.map(game_rows, seeds))
    else:
        games = [game_rows(s) for s in seeds]
    rows = [row for g in games for row in g]
    held = [row for row in rows if (row[2] - args.seed) % 5 == 4]
    fitted = [row for row in rows if (row[2] - args.seed) % 5 != 4]
    coefficients = solve(fitted)
    print("COEFFICIENTS = (" + ", ".join(f"{c:.4f}" for c in coefficients) + ")")
    print(json.dumps({"games": args.games, "positions": len(rows), "fit": quality(fitted, coefficients),
                      "held_out": quality(held, coefficients)}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
