"""Forged saves: whatever a save file holds, opening it never leads to a crash later.

200 saves are edited at random (a field of the starting position, the game details, the
action log or the final position given a wrong type or a wrong value, removed, or another
valid id put in its place) and their check values recomputed, so that only the program's own
checks stand between the file and the table. Three ways to forge:

- `log`: the edited file as it is: the replay must refuse what it cannot play or land on;
- `start`: the log emptied and the final position set to the edited starting one, so the
  edited position itself is what opens (nothing but the shape checks can refuse it);
- `recover`: the file opened by `recover_position`, which starts from the final position.

Each file either is refused with SaveError (one sentence) or opens, and then 30 random legal
actions are played from it: nothing but RuleError (the documented refusal) may come out, and
the game must save and open again. The whole file, the map and the opening events included,
is forged from.
"""

from __future__ import annotations

import json
import os
import random
from collections import Counter

import pytest

from smallwow_qt.engine import legal_actions
from smallwow_qt.engine.data import MARKERS, POWERS, RACES
from smallwow_qt.engine.errors import RuleError
from smallwow_qt.persistence import SaveError, savefile
from tests.persistence.support import FIVE, inline_game, needs_sides, play_randomly

FORGED = int(os.environ.get("FORGED_SAVES", 200))      # a soak: FORGED_SAVES=3000 FORGED_SEED=7
ACTIONS_AFTER = 30


def _bad_values(rng: random.Random, record: dict) -> list:
    ids = [p["id"] for p in record["initial"]["players"]]
    regions = list(record["initial"]["regions"])
    return [None, True, False, 0, 1, -1, 7, 2 ** 70, -2 ** 70, 3.5, float("inf"), "", "x",
            "lots", [], [1], ["x"], [None], {}, {"a": 1}, {"ann": None}, [[1, 2]], "#12345",
            rng.choice(list(RACES)), rng.choice(list(POWERS)), rng.choice(list(MARKERS)),
            rng.choice(ids), rng.choice(regions), "explode", "murlocs", "x" * 5000,
            rng.choice(("pick", "conquer", "redeploy", "declined", "defenders", "over"))]


def _paths(value, prefix=()):
    """Every path to a value inside `value` (dicts by key, lists by index)."""
    yield prefix
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, prefix + (key,))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from _paths(item, prefix + (i,))


def _mutate(rng: random.Random, record: dict, section: str) -> str:
    """Change one random field under `record[section]`; describe the change."""
    paths = [p for p in _paths(record[section]) if p]
    path = rng.choice(paths) if paths else ()
    parent = record[section]
    for step in path[:-1]:
        parent = parent[step]
    if not path:
        record[section] = rng.choice(_bad_values(rng, record))
        return f"{section} replaced"
    key = path[-1]
    roll = rng.random()
    if roll < 0.15 and isinstance(parent, dict):
        del parent[key]
        return f"{section}{list(path)} removed"
    if roll < 0.25 and isinstance(parent, dict):
        parent[f"extra_{rng.randrange(9)}"] = rng.choice(_bad_values(rng, record))
        return f"{section}{list(path[:-1])} extra entry"
    value = rng.choice(_bad_values(rng, record))
    parent[key] = value
    return f"{section}{list(path)} = {str(value)[:30]!r}"


def _recheck(record: dict) -> None:
    """Recompute the check values, as a careful forger would."""
    final = record.get("final")
    if isinstance(record.get("check"), dict):
        if isinstance(final, dict):
            try:
                record["check"]["state_sha256"] = savefile.state_digest(final)
            except (TypeError, ValueError):
                pass
        if isinstance(record.get("actions"), list):
            record["check"]["actions"] = len(record["actions"])


def _play_on(session, rng: random.Random) -> int:
    """Up to ACTIONS_AFTER random legal actions; RuleError (the documented refusal) is the
    only exception allowed out of the engine. Returns how many were played."""
    played = 0
    for _ in range(ACTIONS_AFTER):
        if session.state.game_over:
            break
        try:
            options = legal_actions(session.state)
        except RuleError:
            break
        if not options:
            break
        try:
            session.play(rng.choice(options).action)
        except RuleError:
            continue
        played += 1
    # what the app does next with the game: save it again, and open that save
    savefile.loads_session(savefile.dumps_session(session))
    return played


@pytest.fixture(scope="module")
def base_records():
    from smallwow_qt.newgame import start_game
    games = [inline_game(seed=5, limit=25),
             play_randomly(start_game(FIVE[:3], seed=4), random.Random(4), limit=40),
             play_randomly(start_game(FIVE, seed=9), random.Random(9), limit=60)]
    return [json.loads(savefile.dumps_session(g)) for g in games]


@needs_sides
def test_two_hundred_forged_saves_never_crash_the_game(tmp_path, base_records):
    rng = random.Random(int(os.environ.get("FORGED_SEED", 2026)))
    outcome: Counter = Counter()
    for number in range(FORGED):
        record = json.loads(json.dumps(base_records[number % len(base_records)]))
        way = ("log", "start", "recover")[number % 3]
        section = rng.choice(("initial", "initial", "info", "actions", "final", "final", "map",
                              "start_events"))
        if way == "start":
            section = rng.choice(("initial", "initial", "initial", "info"))
        what = _mutate(rng, record, section)
        if way == "start":
            record["actions"] = []
            record["final"] = record["initial"]
        _recheck(record)
        path = tmp_path / f"forged{number}.json"
        path.write_text(json.dumps(record, allow_nan=True), encoding="utf-8")
        try:
            if way == "recover":
                session = savefile.recover_position(path)
            else:
                session = savefile.load_session(path)
        except SaveError as exc:
            message = str(exc)
            assert "\n" not in message and message.endswith(".") and "internal error" not in message, \
                (what, message)
            outcome[f"{way}: refused"] += 1
            continue
        try:
            _play_on(session, random.Random(number))
        except Exception as exc:  # noqa: BLE001 - what the test is looking for
            pytest.fail(f"forged save {number} ({way}, {what}) opened, then the game failed: "
                        f"{type(exc).__name__}: {exc}")
        outcome[f"{way}: opened and played on"] += 1
    print(dict(outcome))
    assert sum(outcome.values()) == FORGED
    # the forgeries reach the table often enough for the test to mean something
    assert outcome["start: opened and played on"] + outcome["recover: opened and played on"] >= 20
