"""How long a game's review takes: 5-player games of 8 rounds played by one Hard and four
Normal players, the Hard player's decisions reviewed at the default depth. Prints one JSON
line per game, then a summary; asserts nothing.

    python benchmarks/bench_review.py [--games N] [--seed S] [--players P]

`review_s` is the wall-clock time of the review (what a player waits for, on this machine
as loaded as it is), `cpu_s` the CPU time of the process during it (what it costs: on a
shared machine the wall time is several times that), `work` the simulated actions the
judge counted (the review's budget is counted in these, never in seconds: the same game
gets the same review anywhere). The target is a 5-player 8-round game in <= 60 s on the
2-core reference machine.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time

from smallwow_qt.bots import make_bot
from smallwow_qt.bots.review import review_game
from smallwow_qt.engine import observe
from smallwow_qt.newgame import start_game


def one(seed: int, players: int) -> dict:
    ids = [(f"p{i}", f"P{i + 1}") for i in range(players)]
    session = start_game(ids, seed=seed)
    levels = ["hard"] + ["normal"] * (players - 1)
    bots = {pid: make_bot(level, seed * 8 + i) for i, ((pid, _), level) in enumerate(zip(ids, levels))}
    while not session.state.game_over:
        actor = session.state.actor.id
        session.play(bots[actor].decide(observe(session.state, actor)).action)
    wall, cpu = time.perf_counter(), time.process_time()
    review = review_game(session, "p0")
    return {"seed": seed, "players": players, "rounds": session.state.rounds,
            "decisions": len(review.decisions), "review_s": round(time.perf_counter() - wall, 2),
            "cpu_s": round(time.process_time() - cpu, 2), "work": review.work,
            "counts": review.counts}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Time the review of 5-player games.")
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--seed", type=int, default=700)
    parser.add_argument("--players", type=int, default=5)
    args = parser.parse_args(argv)
    rows = []
    for g in range(args.games):
        rows.append(one(args.seed + g, args.players))
        print(json.dumps(rows[-1]), flush=True)
    wall = [r["review_s"] for r in rows]
    cpu = [r["cpu_s"] for r in rows]
    print(json.dumps({"games": len(rows), "players": args.players,
                      "decisions": {"median": statistics.median(r["decisions"] for r in rows)},
                      "review_s": {"median": round(statistics.median(wall), 2), "max": max(wall)},
                      "cpu_s": {"median": round(statistics.median(cpu), 2), "max": max(cpu)}}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
