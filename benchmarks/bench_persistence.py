"""Saving and loading a complete 5-player game (targets: save at most 50 ms, load at most
15 ms median).

    .venv/bin/python benchmarks/bench_persistence.py [RUNS] [--against REV]

Plays five complete random-legal 5-player games (conquests preferred, like real players),
keeps the longest, then times, over RUNS runs (default 30): save_session (to disk, fsync included), load_session
(read, replay every action, check), the same without the disk, and an autosave. Prints the
median and the maximum of each. The first load in a fresh process also reads the island
sides from boards/ (cached afterwards); it is timed once, separately.

With `--against REV`, the same save file is also opened (`loads_session`, RUNS times) by
this tree and by REV (a temporary git worktree) in processes of their own, taking turns,
seven rounds: the load time of both in the same run, on the same machine load.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from smallwow_qt.engine import legal_actions
from smallwow_qt.engine.actions import Abandon, Conquer, Decline, End, Pick, Redeploy
from smallwow_qt.newgame import start_game
from smallwow_qt.persistence import Autosaver, load_session, save_session
from smallwow_qt.persistence.savefile import dumps_session, loads_session
from worktree import checked_out

CORE = (Pick, Conquer, Abandon, Redeploy, Decline, End)
PLAYERS = [("ann", "Ann"), ("bob", "Bob"), ("cid", "Cid"), ("dee", "Dee"), ("eve", "Eve")]


def complete_game(seed: int):
    session = start_game(PLAYERS, seed=seed)
    rng = random.Random(seed)
    while not session.state.game_over and len(session.steps) < 3000:
        options = legal_actions(session.state)
        sure = [o for o in options if isinstance(o.action, Conquer) and not o.action.die]
        core = [o for o in options if isinstance(o.action, CORE)] or options
        if sure and rng.random() < 0.8:
            session.play(rng.choice(sure).action)
        else:
            session.play(rng.choice(options if rng.random() < 0.1 else core).action)
    return session


def timed(fn, runs: int) -> list[float]:
    out = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        out.append((time.perf_counter() - start) * 1000)
    return out


ROOT = Path(__file__).resolve().parents[1]
ROUNDS = 7
LOADER = """
import json, statistics, sys, time
from smallwow_qt.persistence.savefile import loads_session
data = open(sys.argv[1], "rb").read()
loads_session(data)
times = []
for _ in range(int(sys.argv[2])):
    start = time.perf_counter()
    loads_session(data)
    times.append((time.perf_counter() - start) * 1000)
print(json.dumps(statistics.median(times)))
"""


def load_in(tree: Path, path: Path, runs: int) -> float:
    """The median time `loads_session` of `tree` takes over the file, in a process of its own."""
    env = dict(os.environ, PYTHONPATH=str(tree))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    done = subprocess.run([sys.executable, "-c", LOADER, str(path), str(runs)], cwd=tree, env=env,
                          capture_output=True, text=True, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def against(rev: str, path: Path, runs: int) -> None:
    mine, theirs = [], []
    with checked_out(rev) as other:
        for i in range(ROUNDS):
            for tree, out in ((ROOT, mine), (other, theirs))[::1 if i % 2 == 0 else -1]:
                out.append(load_in(tree, path, runs))
    print(f"loads_session of the same file, {ROUNDS} rounds of {runs} in turn (median of each "
          "round's median; the rounds):")
    for name, times in (("this tree", mine), (rev, theirs)):
        print(f"  {name:>12}: {statistics.median(times):6.1f} ms   "
              + " ".join(f"{t:.1f}" for t in times))


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("runs", nargs="?", type=int, default=30, help="runs of each measure (default 30)")
    parser.add_argument("--against", metavar="REV", help="also load the same file with this git revision")
    args = parser.parse_args(argv)
    rev, runs = args.against, max(1, args.runs)
    folder = Path(tempfile.mkdtemp(prefix="bench_persistence_"))
    path = folder / "game.smallwow.json"

    # Cold: the first load in a process reads and checks the island sides.
    from smallwow_qt.boards import loader
    games = [complete_game(seed) for seed in range(11, 16)]
    game = max(games, key=lambda g: len(g.steps))      # the longest: the worst case
    save_session(game, path)
    loader.clear_cache()
    start = time.perf_counter()
    load_session(path)
    cold = (time.perf_counter() - start) * 1000

    data = dumps_session(game)
    auto = Autosaver(folder / "auto")
    results = {
        "save_session (disk, fsync)": timed(lambda: save_session(game, path), runs),
        "load_session (disk, replay)": timed(lambda: load_session(path), runs),
        "dumps_session (memory)": timed(lambda: dumps_session(game), runs),
        "loads_session (memory)": timed(lambda: loads_session(data), runs),
    }
    game_in_progress = complete_game(seed=12)
    game_in_progress.steps.pop()                        # the last action before the end
    results["Autosaver.save"] = timed(lambda: auto.save(game_in_progress), runs)

    print(f"complete 5-player game: {len(game.steps)} actions, {game.state.rounds} rounds, "
          f"save file {len(data) / 1024:.0f} KiB; {runs} runs")
    for name, times in results.items():
        print(f"  {name:30} median {statistics.median(times):6.1f} ms   max {max(times):6.1f} ms")
    print(f"  {'first load in a process':30} {cold:6.1f} ms (reads the island sides)")
    load = statistics.median(results["loads_session (memory)"])
    print(f"  load target: median <= 15 ms -> {'OK' if load <= 15 else 'over'} "
          f"(most of a load is replaying the actions through the engine)")
    if rev:
        against(rev, path, runs)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
