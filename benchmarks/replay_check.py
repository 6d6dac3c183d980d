"""The same games on two trees: does a change of the engine leave every game as it was?
Prints figures; asserts nothing.

    python benchmarks/replay_check.py --against REV [--games N] [--seed S] [--explain-every K]
                                      [--drop-key KEY ...]

REV is checked out into a temporary `git worktree` (`worktree.py`), and each tree plays the
same N seeded games (seeds S, S+1, ...; 2 to 5 players in turn) in a `--worker` subprocess
of this file with that tree first on `sys.path`, both at once. Every game is played by one
chooser written here (so both trees choose alike): a random player leaning towards
conquests, like `bots.random_bot`, drawing from `legal_actions` in the order listed.

For each game and each tree it records digests (SHA-256) of
- the action log (what was played),
- every listing (each position's `legal_actions`, with the conquests' costs, in order),
- the events of every action (kind, player, data, sentence; without the keys named by
  `--drop-key`: the engine's events gained parameters for their sentences in `data`, so
  `--drop-key data` compares what a player reads, the sentences),
- the final state (`GameState.to_dict()`),
- the explanations (`conquest_options`: every region's cost breakdown, refusals worded)
  at one position in K (`--explain-every`, default 10; 0: none), without the keys named by
  `--drop-key` (a field one of the trees does not have yet, such as `params`),
- and whether `Session.replay` of the action log reaches that final state on that tree.

Prints how many games are identical on both trees, part by part, and the first seeds that
differ.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import IO

from worktree import checked_out

ROOT = Path(__file__).resolve().parent.parent
PARTS = ("actions", "listings", "events", "final", "explanations")


def _digest(value) -> str:
    return hashlib.sha256(json.dumps(value, sort_keys=True, default=str).encode()).hexdigest()


def choose(legal: list, rng: random.Random):
    """A random choice leaning towards conquests (`bots.random_bot.choose` without its own
    redeployments), from the actions as listed."""
    actions = [item.action for item in legal]
    conquests = [a for a in actions if a.key == "conquer" and not a.die]
    if conquests and rng.random() < 0.9:
        return rng.choice(conquests)
    dice = [a for a in actions if a.key == "conquer" and a.die]
    if dice and rng.random() < 0.5:
        return rng.choice(dice)
    declines = [a for a in actions if a.key == "decline"]
    if declines and rng.random() < 0.1:
        return declines[0]
    others = [a for a in actions if a.key not in ("conquer", "decline")]
    ends = [a for a in others if a.key == "end"]
    if ends and rng.random() < 0.7:
        return ends[0]
    return rng.choice(others or actions)


def _without(value, keys: frozenset):
    """`value` (dicts and lists of them) without the dict entries named in `keys`."""
    if isinstance(value, dict):
        return {k: _without(v, keys) for k, v in value.items() if k not in keys}
    if isinstance(value, list):
        return [_without(v, keys) for v in value]
    return value


def play(seed: int, explain_every: int, dropped: frozenset = frozenset()) -> dict:
    """One game on the tree this process imports; its digests."""
    from smallwow_qt.engine import conquest_options, legal_actions
    from smallwow_qt.engine.session import Session
    from smallwow_qt.newgame import start_game

    players = [(f"p{i}", f"Player {i}") for i in range(2 + seed % 4)]
    session = start_game(players, seed=seed)
    rng = random.Random(seed)
    listings, events, explanations = [], [], []
    position = 0
    while not session.state.game_over:
        state = session.state
        legal = legal_actions(state)
        listings.append([(item.action.to_dict(), item.cost) for item in legal])
        if explain_every and position % explain_every == 0:
            explanations.append({rid: _without(b.to_dict(), dropped)
                                 for rid, b in conquest_options(state).items()})
        played = session.play(choose(legal, rng))
        events.append([_without(e.to_dict(), dropped) for e in played])
        position += 1
    record = [a.to_dict() for a in session.actions]
    final = session.state.to_dict()
    again = Session.replay(session.initial, record, session.info)
    return {"seed": seed, "actions": _digest(record), "listings": _digest(listings),
            "events": _digest(events), "final": _digest(final),
            "explanations": _digest(explanations), "replays": again.state.to_dict() == final,
            "length": len(record)}


def worker(first: int, games: int, explain_every: int, dropped: list[str]) -> None:
    for seed in range(first, first + games):
        print(json.dumps(play(seed, explain_every, frozenset(dropped))), flush=True)


def run_tree(root: Path, first: int, games: int, explain_every: int, dropped: list[str],
             out: IO[str]) -> subprocess.Popen:
    """A worker playing the games on the tree at `root`, its lines written to `out`."""
    env = dict(os.environ, PYTHONPATH=str(root), PYTHONHASHSEED="0")
    return subprocess.Popen([sys.executable, str(Path(__file__).resolve()), "--worker",
                             "--seed", str(first), "--games", str(games),
                             "--explain-every", str(explain_every)]
                            + [f"--drop-key={key}" for key in dropped],
                            cwd=root, env=env, stdout=out, text=True)


def against(rev: str, games: int, first: int, explain_every: int, dropped: list[str]) -> None:
    began = time.perf_counter()
    with checked_out(rev) as other_root:
        roots = {"this tree": ROOT, rev: other_root}
        files = {name: tempfile.TemporaryFile("w+") for name in roots}   # both run at once
        procs = {name: run_tree(root, first, games, explain_every, dropped, files[name])
                 for name, root in roots.items()}
        out = {}
        for name, proc in procs.items():
            if proc.wait() != 0:
                raise SystemExit(f"the worker of {name} failed")
            files[name].seek(0)
            out[name] = {row["seed"]: row for row in map(json.loads, files[name])}
            files[name].close()
    mine, theirs = out["this tree"], out[rev]
    print(f"{games} seeded games (seeds {first}..{first + games - 1}, 2 to 5 players), "
          f"played on this tree and on {rev}, {time.perf_counter() - began:.0f} s")
    print(f"  actions played in all: this tree {sum(r['length'] for r in mine.values())}, "
          f"{rev} {sum(r['length'] for r in theirs.values())}")
    for part in PARTS:
        if part == "explanations" and not explain_every:
            continue
        differ = [s for s in mine if mine[s][part] != theirs[s][part]]
        without = f", without {', '.join(dropped)}" if dropped else ""
        label = {"actions": "action logs", "listings": "legal_actions at every position",
                 "events": f"events of every action{without}", "final": "final states",
                 "explanations": f"cost breakdowns of every region (one position in "
                                 f"{explain_every}{without})"}[part]
        print(f"  {label}: identical in {games - len(differ)}/{games}"
              + (f" (first seeds differing: {differ[:5]})" if differ else ""))
    for name, rows in out.items():
        failed = [s for s, r in rows.items() if not r["replays"]]
        print(f"  replaying each action log reaches its final state ({name}): "
              f"{games - len(failed)}/{games}" + (f" (not: {failed[:5]})" if failed else ""))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--against", metavar="REV", help="the revision to compare with")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0, help="first seed")
    parser.add_argument("--explain-every", type=int, default=10, metavar="K",
                        help="digest every region's cost breakdown at one position in K (0: never)")
    parser.add_argument("--drop-key", action="append", default=[], metavar="KEY",
                        help="leave this key out of the breakdowns compared (repeatable)")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        worker(args.seed, args.games, args.explain_every, args.drop_key)
    elif args.against:
        against(args.against, args.games, args.seed, args.explain_every, args.drop_key)
    else:
        parser.error("--against REV is needed")


if __name__ == "__main__":
    main()
