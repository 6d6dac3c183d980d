"""Resource bombs: files no real game makes, and how long each takes to be refused (or, in a
revision without the caps, to load). Prints one line per bomb and tree.

    python benchmarks/bombs.py [--against REV] [--actions N]

The bombs, each made once in a temporary folder:

- a valid save of N partial redeployments (default 1,000,000: about 60 MB): a real game
  stopped as a player redeploys, then tokens dragged into a region and back N times, its
  check values those of the position they lead to;
- the same with 200,000 (under the file-size cap: the cap on a game's actions refuses it);
- valid saves of games on inline maps of 100,000 regions (over the file-size cap) and of
  20,000 (under it: the cap on a map's regions refuses it);
- a scenario with 10,000,000 Beasts in a region the Champion takes alone;
- a scenario on an inline map of 20,000 regions (1.1 MB: over the size cap of a scenario
  file) and of 10,000 (under it: the cap on a map's regions refuses it).

Each is opened in a process of its own (`--load` for saves, the scenario runner for
scenarios) in this tree and, with `--against REV`, in that revision: the exit code, the
wall time and the peak memory of the process. Timing is noisy on a shared machine: the
figures that matter are orders of magnitude.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from worktree import ROOT, checked_out

PROBE = """
import json, sys, time, io, contextlib
start = time.perf_counter()
err = io.StringIO()
with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(err):
    from smallwow_qt.scenario.__main__ import main
    code = main(sys.argv[1:])
seconds = time.perf_counter() - start
peak = next(int(line.split()[1]) for line in open("/proc/self/status") if line.startswith("VmHWM"))
print(json.dumps({"code": code, "seconds": seconds, "mb": peak / 1024,
                  "stderr": err.getvalue().strip()[:160]}))
"""


def save_bomb(path: Path, drags: int) -> None:
    """A save whose log ends with `drags` partial redeployments, its check values right."""
    from smallwow_qt.engine import Redeploy, apply_in_place
    from smallwow_qt.persistence import savefile
    from smallwow_qt.scenario.saves import scenario_session

    session, _ = scenario_session({
        "players": ["ann", "bob"],
        "map": {"regions": {"a1": {"board": "A", "terrain": "field", "symbols": ["entry"]},
                            "a2": {"board": "A", "terrain": "hill"}}, "borders": [["a1", "a2"]]},
        "setup": {"combos": [["dwarves", "ranger"]]},
        "position": {"round": 3, "turn": "ann",
                     "players": {"ann": {"active": ["orcs", "herbalist"]},
                                 "bob": {"active": ["trolls", "farmer"]}},
                     "regions": {"a1": {"owner": "ann", "race": "orcs", "tokens": 3},
                                 "a2": {"owner": "bob", "race": "trolls", "tokens": 2}}}})
    record = json.loads(savefile.dumps_session(session))
    work = session.state.clone()
    there, back = Redeploy("ann", (("a1", 2),), True), Redeploy("ann", (("a1", 1),), True)
    for i in range(drags):                  # the engine's rules, without the session's caps
        apply_in_place(work, there if i % 2 == 0 else back)
    record["actions"] = [(there if i % 2 == 0 else back).to_dict() for i in range(drags)]
    final = work.to_dict()
    record["final"] = final
    record["check"] = dict(record["check"], actions=drags, round=work.round,
                           state_sha256=savefile.state_digest(final))
    record["version"] = 1           # (nothing of format 2 in it: every revision reads it)
    with path.open("w", encoding="utf-8") as out:
        json.dump(record, out, separators=(",", ":"))


SCENARIO_HEAD = "players: [ann, bob]\nmap:\n  regions:\n"


def beasts_bomb(path: Path) -> None:
    """Ten million Beasts in a region the Champion takes alone: the surviving Beasts come
    back after the turn, one by one."""
    path.write_text(SCENARIO_HEAD + "    a1: {board: A, terrain: hill, symbols: [entry]}\n"
                    "    a2: {board: A, terrain: field, symbols: [entry]}\n"
                    "    a3: {board: A, terrain: forest}\n  borders: [[a1, a2], [a1, a3]]\n"
                    "position:\n  round: 2\n  turn: bob\n  players:\n"
                    "    ann: {active: [trolls, beast_master]}\n    bob: {active: [humans, championing]}\n"
                    "  regions:\n    a1: {owner: ann, race: trolls, tokens: 1, beasts: 10000000}\n"
                    "    a2: {owner: bob, race: humans, tokens: 3}\n    a3: {owner: ann, race: trolls, tokens: 1}\n"
                    "actions:\n  - bob: {conquer: a1, use: [champion]}\n  - bob: end\n",
                    encoding="utf-8")


def map_bomb(path: Path, regions: int) -> None:
    """A scenario on an inline map of `regions` regions (no borders: it stays within the
    200,000 values a YAML file may stand for)."""
    lines = [SCENARIO_HEAD]
    lines += [f"    r{i}: {{board: A, terrain: field, symbols: [entry]}}\n" for i in range(regions)]
    lines.append("setup: {combos: [[orcs, farmer], [trolls, mining]]}\n"
                 "actions:\n  - ann: {pick: 0}\n  - ann: {conquer: r0}\n  - ann: end\n")
    path.write_text("".join(lines), encoding="utf-8")


def map_save_bomb(path: Path, regions: int) -> None:
    """A valid save of a game begun on an inline map of `regions` regions."""
    from smallwow_qt.engine import GameConfig, MapDef, RegionDef, Session, Symbol, Terrain, new_game
    from smallwow_qt.persistence import savefile

    map_def = MapDef.build([RegionDef(f"r{i}", "A", Terrain.FIELD, frozenset({Symbol.ENTRY}), "")
                            for i in range(regions)],
                           [(f"r{i}", f"r{i + 1}") for i in range(regions - 1)])
    state, events = new_game(GameConfig(players=[("ann", "Ann"), ("bob", "Bob")], seed=1), map_def)
    record = json.loads(savefile.dumps_session(Session(state, list(events), info={"seed": 1})))
    record["version"] = 1           # (nothing of format 2 in it: every revision reads it)
    path.write_text(json.dumps(record, separators=(",", ":")), encoding="utf-8")


def probe(tree: Path, argv: list[str]) -> dict:
    env = dict(os.environ, PYTHONPATH=str(tree))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    try:
        done = subprocess.run([sys.executable, "-c", PROBE, *argv], cwd=tree, env=env,
                              capture_output=True, text=True, timeout=900)
    except subprocess.TimeoutExpired:
        return {"code": None, "seconds": 900, "mb": 0, "stderr": "still running after 15 min"}
    if done.returncode or not done.stdout.strip():
        return {"code": None, "seconds": 0, "mb": 0, "stderr": done.stderr.strip()[-160:]}
    return json.loads(done.stdout.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--against", metavar="REV", help="also open the bombs with this revision")
    parser.add_argument("--actions", type=int, default=1_000_000)
    args = parser.parse_args(argv)
    folder = Path(tempfile.mkdtemp(prefix="bombs_"))
    start = time.perf_counter()
    bombs = {}
    path = folder / f"drags_{args.actions}.smallwow"
    save_bomb(path, args.actions)
    bombs[f"save of {args.actions:,} partial redeployments"] = ["--load", str(path)]
    path = folder / "drags_200000.smallwow"
    save_bomb(path, 200_000)
    bombs["save of 200,000 partial redeployments"] = ["--load", str(path)]
    for regions in (100_000, 20_000):
        path = folder / f"map_{regions}.smallwow"
        map_save_bomb(path, regions)
        bombs[f"save on a map of {regions:,} regions"] = ["--load", str(path)]
    path = folder / "beasts.yaml"
    beasts_bomb(path)
    bombs["scenario with 10,000,000 Beasts"] = [str(path)]
    for regions in (20_000, 10_000):
        path = folder / f"map_{regions}.yaml"
        map_bomb(path, regions)
        bombs[f"scenario on a map of {regions:,} regions"] = [str(path)]
    print(f"bombs made in {time.perf_counter() - start:.0f} s in {folder}")
    trees = [("this tree", ROOT)]
    with checked_out(args.against) if args.against else _none() as other:
        if other is not None:
            trees.append((args.against, other))
        for name, argv_ in bombs.items():
            size = Path(argv_[-1]).stat().st_size / 1e6
            for label, tree in trees:
                r = probe(tree, argv_)
                print(f"{name:45} {size:6.1f} MB  {label:>12}: exit {r['code']}, {r['seconds']:7.2f} s, "
                      f"peak {r['mb']:6.0f} MB  {r['stderr'][:110]}")
    return 0


class _none:
    def __enter__(self):
        return None

    def __exit__(self, *exc):
        return False


if __name__ == "__main__":
    raise SystemExit(main())
