"""Fuzz: hostile action items through `action_from_dict`, then `apply`. Prints one JSON line.

    python benchmarks/fuzz_actions.py [--items N] [--seed S]

Items are the actions of random games as a save or a scenario writes them (`to_dict`),
changed in one to three ways: an unknown entry added, a second action merged in, an entry
removed, the player or a value replaced by something hostile (texts for booleans such as
"false", [0], NaN, infinities, numbers of 5,000 digits, negative numbers, floats, nested
lists, mappings, None, long texts, ids of another kind). Each item is counted as

- refused: RuleError("bad_action") with a one-line sentence;
- read as written: an action whose `to_dict` is the item itself (false and empty optional
  entries aside), so nothing in the item was ignored or read otherwise;
- misread: an action that says something else than the item (an entry ignored, "false"
  read as true, two actions read as one);
- crashed: any other exception, or an accepted action that `apply` answers with anything but
  a new state or RuleError at a position of a real game.

`run(n, seed)` is what tests/engine/test_action_items.py calls on a slice.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from collections import Counter

from smallwow_qt.engine import RuleError, action_from_dict, apply, legal_actions
from smallwow_qt.newgame import start_game


def _nested(depth: int):
    value: list = []
    for _ in range(depth):
        value = [value]
    return value


HOSTILE = [None, True, False, 0, 1, -1, 2, 7, 10 ** 5000, -(10 ** 5000), 2 ** 64, 3.5,
           float("nan"), float("inf"), float("-inf"), 1e400, "", "false", "true", "0", "1",
           "x" * 5000, "a1", [], [0], [1], ["a1"], [None], {}, {"a1": 1}, {"a1": "1"},
           {"a1": True}, {"a1": -1}, {"a1": 10 ** 6}, _nested(50), _nested(10_000), ("a1",),
           {"pick": 0}, "end", "decline", b"a1"]


def real_items(rng: random.Random, games: int = 6) -> tuple[list[dict], list]:
    """The actions of a few random games as dictionaries, and some positions to apply to."""
    items, positions = [], []
    for g in range(games):
        session = start_game([(f"p{i}", f"P{i}") for i in range(2 + g % 4)], seed=rng.randrange(10 ** 6))
        state = session.state
        while not state.game_over and len(items) < 400 * (g + 1):
            options = legal_actions(state)
            items += [o.action.to_dict() for o in options]
            state, _ = apply(state, rng.choice(options).action)
            if rng.random() < 0.05:
                positions.append(state)
    return items, positions or [state]


def _deep_copy(item):
    return json.loads(json.dumps(item)) if _plain(item) else item


def _plain(value) -> bool:
    try:
        json.dumps(value, allow_nan=False)
        return True
    except (TypeError, ValueError, RecursionError):
        return False


def mutate(rng: random.Random, item: dict, pool: list[dict]) -> tuple[dict, str]:
    """One hostile change to `item` (a fresh copy); what it was."""
    item = _deep_copy(item)
    if len(item) != 1:
        return item, "two players"
    (player, body), = item.items()
    kind = rng.randrange(9)
    if kind == 0 or not isinstance(body, dict) or not body:          # the player, or the whole body
        if rng.random() < 0.5:
            return {_hostile_player(rng): body}, "player"
        return {player: rng.choice(HOSTILE)}, "body"
    key = rng.choice(list(body))
    if kind == 1:
        body[rng.choice(("extra", "dice", "Die", "to", "into", "partial", "use", "count"))] = \
            rng.choice(HOSTILE)
        return item, "entry added"
    if kind == 2:                                            # two actions in one
        other = rng.choice(pool)
        (_, other_body), = other.items()
        if isinstance(other_body, dict):
            body.update(_deep_copy(other_body))
            return item, "two actions"
        return {player: body, "p9": other_body}, "two players"
    if kind == 3:
        del body[key]
        return item, "entry removed"
    if kind == 4:                                            # a boolean that is not one
        body[rng.choice(("die", "partial"))] = rng.choice(
            ["false", "true", [0], [], 0, 1, float("nan"), None, "no", {}, 0.0])
        return item, "boolean"
    body[key] = rng.choice(HOSTILE)
    return item, f"value of {key}"


def _hostile_player(rng: random.Random):
    return rng.choice([None, 5, True, "", "x" * 5000, 2.5, (1, 2), b"p0"])


def normal(item: dict) -> dict:
    """The item without the optional entries that say nothing (`die: false`, `use: []`...)."""
    if len(item) != 1:
        return item
    (player, body), = item.items()
    if isinstance(body, dict):
        body = {k: v for k, v in body.items()
                if not (k in ("die", "partial") and v is False) and not (k == "use" and v == [])}
    return {player: body}


def run(count: int, seed: int, examples: int = 5) -> dict:
    rng = random.Random(seed)
    items, positions = real_items(rng)
    out = Counter()
    found: list[str] = []
    for number in range(count):
        base = rng.choice(items)
        item, what = base, "unchanged"
        for _ in range(rng.choice((1, 1, 2, 3))):
            item, what = mutate(rng, item, items)
        out["items"] += 1
        try:
            action = action_from_dict(item)
        except RuleError as exc:
            if exc.code == "bad_action" and exc.message and "\n" not in exc.message:
                out["refused"] += 1
            else:
                out["crashed"] += 1
                _note(found, examples, f"refusal {exc.code} {exc.message[:80]!r} for {what}")
            continue
        except Exception as exc:  # noqa: BLE001 - what the fuzz looks for
            out["crashed"] += 1
            _note(found, examples, f"{what}: {type(exc).__name__}: {str(exc)[:80]}")
            continue
        try:
            same = action.to_dict() == normal(item)
        except Exception:  # noqa: BLE001 - e.g. NaN compares unequal to itself
            same = False
        if not same:
            out["misread"] += 1
            _note(found, examples, f"misread ({what}): {_short(item)} -> {_short(action.to_dict())}")
            continue
        out["read_as_written"] += 1
        try:
            apply(rng.choice(positions), action)
        except RuleError:
            pass
        except Exception as exc:  # noqa: BLE001
            out["crashed"] += 1
            _note(found, examples, f"apply {_short(action.to_dict())}: {type(exc).__name__}: "
                  f"{str(exc)[:80]}")
    result = dict(out)
    for key in ("items", "refused", "read_as_written", "misread", "crashed"):
        result.setdefault(key, 0)
    result["examples"] = found
    return result


def _short(item) -> str:
    from smallwow_qt.engine import shown   # (bounded whatever the item holds)
    return shown(item)


def _note(found: list[str], limit: int, text: str) -> None:
    if len(found) < limit:
        found.append(text)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--items", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--examples", type=int, default=5)
    args = parser.parse_args(argv)
    start = time.perf_counter()
    result = run(args.items, args.seed, args.examples)
    result["seed"] = args.seed
    result["seconds"] = round(time.perf_counter() - start, 1)
    print(json.dumps(result, ensure_ascii=False))


if __name__ == "__main__":
    main()
