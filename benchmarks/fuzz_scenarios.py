"""Fuzz: hostile scenario files through `python -m smallwow_qt.scenario`. Prints one JSON line.

    python benchmarks/fuzz_scenarios.py [--files N] [--seed S]

Each file is a rules scenario of tests/scenarios/ with one to three of its values replaced
by something hostile (an empty mapping or list where a value is expected, None, a boolean,
a negative number, a number of 4,000 digits or of 5,000 (beyond what Python reads), a
float, infinity, a long text, a list nested deeper than files may nest, an id of another
kind) or an entry removed or added, then run as the command runs it, in this process:

- refused: exit 2 with one line on stderr that is not the runner's "internal error";
- played: exit 0 or 1; the game is then written with `--save` and read back with `--load`,
  which must exit 0 (a save the program wrote and then refused counts as crashed);
- crashed: anything else (an "internal error", an exception out of `main`, more than one
  line on stderr, a `--save` that `--load` refuses).

`run(n, seed)` is what tests/scenario/test_hostile_files.py calls on a slice.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import random
import tempfile
import time
from collections import Counter
from pathlib import Path

import yaml

from smallwow_qt.engine import MARKERS, POWERS, RACES
from smallwow_qt.scenario.__main__ import main as scenario_main

SCENARIOS = Path(__file__).resolve().parents[1] / "tests" / "scenarios"
HUGE = "HUGE_NUMBER_PLACEHOLDER"        # replaced in the text by a number of 5,000 digits


def _nested(depth: int) -> list:
    value: list = []
    for _ in range(depth):
        value = [value]
    return value


def hostile(rng: random.Random, ids: list[str]):
    return rng.choice([
        {}, [], "", None, True, False, -1, 0, 1, 7, 10 ** 4000, -(10 ** 4000), 2 ** 64, 3.5,
        float("inf"), float("nan"), "x" * 5000, _nested(60), _nested(8), [{}], {"a": {}},
        rng.choice(list(RACES)), rng.choice(list(POWERS)), rng.choice(list(MARKERS)),
        rng.choice(ids) if ids else "a1", "explode", "murlocs", HUGE, [HUGE], {"x": HUGE},
        list(range(3000)), "random", {"sides": ["nowhere_9z"]}])


def _paths(value, prefix=()):
    yield prefix
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, prefix + (key,))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from _paths(item, prefix + (i,))


def mutate(rng: random.Random, data: dict) -> str:
    """One hostile change to `data` in place; what it was."""
    ids = []
    for where in (data.get("map"), data.get("players")):
        if isinstance(where, dict) and isinstance(where.get("regions"), dict):
            ids += [k for k in where["regions"] if isinstance(k, str)]
        elif isinstance(where, list):
            ids += [p for p in where if isinstance(p, str)]
    paths = [p for p in _paths(data) if p and p[0] != "expect"]
    path = rng.choice(paths)
    parent = data
    for step in path[:-1]:
        parent = parent[step]
    key = path[-1]
    roll = rng.random()
    if roll < 0.1 and isinstance(parent, dict):
        del parent[key]
        return f"{'.'.join(map(str, path))} removed"
    if roll < 0.15 and isinstance(parent, dict):
        parent[rng.choice(("extra", "owner", "beasts", "murlocs", "champion", "seed"))] = \
            hostile(rng, ids)
        return f"{'.'.join(map(str, path[:-1]))} entry added"
    parent[key] = hostile(rng, ids)
    return f"{'.'.join(map(str, path))} replaced"


def _text(data: dict) -> str:
    text = yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=1_000_000)
    return text.replace(HUGE, "9" * 5000)


def _run(argv: list[str]) -> tuple[int | None, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = scenario_main(argv)
        except SystemExit as exc:       # argparse
            code = exc.code if isinstance(exc.code, int) else 2
        except Exception as exc:  # noqa: BLE001 - what the fuzz looks for
            return None, "", f"{type(exc).__name__}: {exc}"
    return code, out.getvalue(), err.getvalue()


def _one_line_refusal(code, err: str) -> bool:
    lines = err.strip().splitlines()
    return code == 2 and len(lines) == 1 and "internal error" not in err


def run(count: int, seed: int, examples: int = 5) -> dict:
    rng = random.Random(seed)
    bases = [(p.name, yaml.safe_load(p.read_text(encoding="utf-8")))
             for p in sorted(SCENARIOS.glob("*.yaml"))]
    out: Counter = Counter()
    found: list[str] = []
    with tempfile.TemporaryDirectory(prefix="fuzz_scenarios_") as folder:
        path, save = Path(folder) / "scenario.yaml", Path(folder) / "game.smallwow"
        for number in range(count):
            name, base = rng.choice(bases)
            data = json.loads(json.dumps(base, default=str))
            what = [mutate(rng, data) for _ in range(rng.choice((1, 1, 2, 3)))]
            try:
                path.write_text(_text(data), encoding="utf-8")
            except (ValueError, RecursionError, yaml.YAMLError):
                continue                      # (a value the dumper cannot write)
            out["files"] += 1
            code, _, err = _run([str(path)])
            if code in (0, 1):
                save.unlink(missing_ok=True)
                saved, _, save_err = _run([str(path), "--save", str(save)])
                loaded, _, load_err = _run(["--load", str(save)]) if save.exists() else (2, "", "no file")
                if saved in (0, 1) and loaded == 0:
                    out["played"] += 1
                    continue
                why = f"saved ({saved}) but --load says {load_err.strip()[:160]!r}"
            elif _one_line_refusal(code, err):
                out["refused"] += 1
                continue
            else:
                why = f"exit {code}: {err.strip()[:200]!r}"
            out["crashed"] += 1
            if len(found) < examples:
                found.append(f"#{number} {name} {', '.join(what)}: {why}")
    result = {key: out[key] for key in ("files", "refused", "played", "crashed")}
    result["examples"] = found
    return result


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--files", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--examples", type=int, default=5)
    args = parser.parse_args(argv)
    start = time.perf_counter()
    result = run(args.files, args.seed, args.examples)
    result["seed"] = args.seed
    result["seconds"] = round(time.perf_counter() - start, 1)
    print(json.dumps(result, ensure_ascii=False))


if __name__ == "__main__":
    main()
