"""Engine speed on a 5-player map. Prints figures; asserts nothing.

    python benchmarks/bench_engine.py [--games N]
    python benchmarks/bench_engine.py --against b9043b9 [--games N] [--seed S] [--order O]

Without `--against`:
- legal_actions plus the cost of every region (conquest_options), median over positions
  sampled from real games (target <= 1 ms);
- one complete random-legal 5-player game, bot decisions included (target <= 250 ms);
- replaying that game's action log from its start (target <= 100 ms).

With `--against REV`: REV is checked out into a temporary `git worktree`, and the same
complete 5-player games (same seeds; at every position a uniform random choice among
`legal_actions` sorted in a canonical order, through the public API only: `start_game`,
`legal_actions`, `apply`, `action_from_dict`) are
played alternately by this tree and by REV, each in its own subprocess running this file's
`--worker` mode with that tree first on `sys.path`. Only `legal_actions` + `apply` are
timed, in process CPU time (wall time on a machine shared with other work is too noisy).
Prints both medians per game and per action, and the ratio REV / this tree. The trees may
list actions in a different order or differ in what they list (rules fixed since REV), so
the same seed can lead to different games: the games both trees play alike (the same
actions) give the like-for-like figures, as played and replayed back to back from the
recorded actions (best of 5).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

from worktree import checked_out

ROOT = Path(__file__).resolve().parent.parent
PLAYERS = [(f"p{i}", f"Player {i}") for i in range(5)]


# ----- the game both trees play (public API only) ---------------------------------------------

def uniform_game(seed: int, order: str = "canonical",
                 played: list | None = None) -> tuple[float, int]:
    """One complete random-legal game; returns (seconds in legal_actions + apply, actions).
    `order`: "canonical" sorts the legal actions before the choice, "listed" takes them as
    `legal_actions` lists them. The actions played are appended to `played` if given."""
    from smallwow_qt.engine import action_from_dict, apply, legal_actions
    from smallwow_qt.newgame import start_game

    state = start_game(PLAYERS, seed=seed).state
    rng = random.Random(seed)
    clock = time.process_time   # CPU time: fairer than wall time on a shared, loaded machine
    spent, count = 0.0, 0
    while not state.game_over:
        start = clock()
        legal = legal_actions(state)
        middle = clock()
        if order == "listed":
            action = rng.choice(legal).action
        else:
            # In a canonical order, so that two trees listing the same actions in another
            # order still make the same choice (and play the same game).
            action = rng.choice(sorted(json.dumps(item.action.to_dict(), sort_keys=True)
                                       for item in legal))
            action = action_from_dict(json.loads(action))
        if played is not None:
            played.append(action)
        resume = clock()
        state, _ = apply(state, action)
        spent += (middle - start) + (clock() - resume)
        count += 1
    return spent, count


def replay(seed: int, actions: list, times: int = 5) -> float:
    """The best of `times` replays of a game's actions from its start, back to back:
    seconds in `legal_actions` (listed at every position, as in play) + `apply`."""
    from smallwow_qt.engine import apply, legal_actions
    from smallwow_qt.newgame import start_game

    start = start_game(PLAYERS, seed=seed).state
    best = float("inf")
    for _ in range(times):
        state, began = start, time.process_time()
        for action in actions:
            legal_actions(state)
            state, _ = apply(state, action)
        best = min(best, time.process_time() - began)
    return best


def worker() -> None:
    """Read seeds on stdin, answer one JSON line per game on stdout."""
    for line in sys.stdin:
        seed, order = line.split()
        seed = int(seed)
        played: list = []
        spent, count = uniform_game(seed, order, played)
        # What was played, to find the games both trees play alike, and their replay time.
        log = json.dumps([a.to_dict() for a in played], sort_keys=True)
        print(json.dumps({"seed": seed, "seconds": spent, "actions": count,
                          "game": hashlib.sha256(log.encode()).hexdigest(),
                          "replay": replay(seed, played)}), flush=True)


class Tree:
    """A long-lived `--worker` subprocess importing smallwow_qt from `root`."""

    def __init__(self, root: Path, order: str) -> None:
        self.order = order
        env = dict(os.environ, PYTHONPATH=str(root), PYTHONHASHSEED="0")
        self.proc = subprocess.Popen([sys.executable, str(Path(__file__).resolve()), "--worker"],
                                     cwd=root, env=env, stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True)

    def game(self, seed: int) -> dict:
        self.proc.stdin.write(f"{seed} {self.order}\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError("the worker stopped")
        return json.loads(line)

    def close(self) -> None:
        self.proc.stdin.close()
        self.proc.wait()


def against(rev: str, games: int, first_seed: int, order: str) -> None:
    with checked_out(rev) as other_root:
        mine, theirs = Tree(ROOT, order), Tree(other_root, order)
        try:
            rows = []
            for i, seed in enumerate(range(first_seed, first_seed + games)):
                pair = (mine, theirs) if i % 2 == 0 else (theirs, mine)   # who goes first
                results = {id(t): t.game(seed) for t in pair}
                rows.append((results[id(mine)], results[id(theirs)]))
        finally:
            mine.close()
            theirs.close()

    def per_game(side):
        return statistics.median(r[side]["seconds"] for r in rows) * 1000

    def per_action(side):
        return statistics.median(r[side]["seconds"] / r[side]["actions"] for r in rows) * 1e6

    same = sum(1 for a, b in rows if a["actions"] == b["actions"])
    ratios = [b["seconds"] / a["seconds"] for a, b in rows]
    total_ratio = sum(b["seconds"] for _, b in rows) / sum(a["seconds"] for a, _ in rows)
    print(f"{games} complete 5-player games, seeds {first_seed}..{first_seed + games - 1}, "
          f"uniform random choice among legal_actions ({order} order); "
          "timed: legal_actions + apply, CPU time")
    print(f"  games of the same length on both trees: {same}/{games}")
    print(f"  {rev:>12}: median {per_game(1):8.1f} ms per game, {per_action(1):7.1f} us per action")
    print(f"  {'this tree':>12}: median {per_game(0):8.1f} ms per game, {per_action(0):7.1f} us per action")
    print(f"  ratio {rev} / this tree: median per game {statistics.median(ratios):.2f}x, "
          f"total time {total_ratio:.2f}x, per action (medians) {per_action(1) / per_action(0):.2f}x")
    alike = [(a, b) for a, b in rows if a["game"] == b["game"]]
    if alike:
        # The same game on both trees (same seed, same actions): the like-for-like figures,
        # as played (a JSON sort between calls) and replayed back to back (best of 5).
        print(f"  the {len(alike)} games played alike: {rev} "
              f"{sum(b['seconds'] for _, b in alike) * 1000:.1f} ms, this tree "
              f"{sum(a['seconds'] for a, _ in alike) * 1000:.1f} ms, total time "
              f"{sum(b['seconds'] for _, b in alike) / sum(a['seconds'] for a, _ in alike):.2f}x, "
              f"median per game {statistics.median(b['seconds'] / a['seconds'] for a, b in alike):.2f}x")
        print(f"    replayed back to back: {rev} {sum(b['replay'] for _, b in alike) * 1000:.1f} ms, "
              f"this tree {sum(a['replay'] for a, _ in alike) * 1000:.1f} ms, total time "
              f"{sum(b['replay'] for _, b in alike) / sum(a['replay'] for a, _ in alike):.2f}x")


# ----- the plain figures ------------------------------------------------------------------------

def figures(games: int) -> None:
    from smallwow_qt.bots.random_bot import choose
    from smallwow_qt.engine import conquest_options, legal_actions
    from smallwow_qt.engine.session import Session
    from smallwow_qt.newgame import start_game

    game_times, replay_times, legal_times, lengths = [], [], [], []
    for seed in range(games):
        session = start_game(PLAYERS, seed=seed)
        rng = random.Random(seed)
        start = time.perf_counter()
        while not session.state.game_over:
            session.play(choose(session.state, rng))
        game_times.append(time.perf_counter() - start)
        lengths.append(len(session.steps))
        record = [a.to_dict() for a in session.actions]
        start = time.perf_counter()
        again = Session.replay(session.initial, record)
        replay_times.append(time.perf_counter() - start)
        assert again.state.to_dict() == session.state.to_dict()
        for step in session.steps[::7]:
            if step.state.game_over:
                continue
            start = time.perf_counter()
            legal_actions(step.state)
            conquest_options(step.state)
            legal_times.append(time.perf_counter() - start)

    def ms(values):
        return f"median {statistics.median(values) * 1000:.2f} ms, max {max(values) * 1000:.2f} ms"

    print(f"5-player games: {games}, actions per game median {statistics.median(lengths):.0f}")
    print(f"legal_actions + every region's cost: {ms(legal_times)} over {len(legal_times)} positions "
          "(target <= 1 ms)")
    print(f"complete random-legal game:          {ms(game_times)} (target <= 250 ms)")
    print(f"replay of the action log:            {ms(replay_times)} (target <= 100 ms)")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=0, help="first seed (--against)")
    parser.add_argument("--against", metavar="REV", help="compare with this git revision")
    parser.add_argument("--order", choices=("canonical", "listed"), default="canonical",
                        help="sort the legal actions before the random choice (default), or "
                        "choose among them as listed (--against)")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        worker()
    elif args.against:
        against(args.against, args.games, args.seed, args.order)
    else:
        figures(args.games)


if __name__ == "__main__":
    main()
