"""Fuzz: forged positions in save files. Prints one JSON line of counts; asserts nothing.

    python benchmarks/fuzz_forged.py [--positions N] [--seed S] [--jobs J] [--examples K]

Real positions are taken from random games (2 to 5 players, a uniform or a "sure
conquests first" random player, stopped at a random action), then forged: one to three of
their fields are changed in a way the rules care about, always keeping each field of its
kind so that the type checks alone cannot refuse it (a Champion or Beasts on a region nobody
holds, a stage that does not fit the hand or the player to act, counts beyond the box, a
race held twice, the turn's bookkeeping out of step, a Fort in a Murloc region...). The
forgery is written as a careful forger would, with the save's check values recomputed, in
the two ways a position opens: as a game's starting position with no actions
(`loads_session`) and as the last position of a game recovered (`recovers_position`).

Each forgery is then counted as

- refused: the loader said no, with SaveError (one sentence);
- played on: it opened, every action listed at each position of the first turns was
  accepted by `apply`, the computer players' observation and the views were made for every
  player, a random legal continuation reached the end of the game, and the game saved and
  opened again;
- crashed: anything else (another exception anywhere, a listed action refused, a position
  with nothing listed, a game that does not end, a sentence that is not one line).

`run(n, seed)` is what `tests/persistence/test_forged_positions.py` calls on a small slice.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor

from smallwow_qt.engine import (MARKERS, MURLOCS, POWERS, RACES, USE_OPTIONS, Conquer, RuleError,
                                Stage, apply, full_view, legal_actions, observe, public_view)
from smallwow_qt.newgame import start_game
from smallwow_qt.persistence import SaveError, savefile

AUDITED = 40          # positions after opening at which every listed action is tried
LONGEST = 5000        # actions a continuation may take before it counts as a game that never ends
STAGES = [s.value for s in Stage]
BOOK = ("forsaken_bought", "draenei_saved", "objectives_placed", "faction_bonus_per_race", "faction",
        "intimidations", "worgen_form", "attacked", "swaps", "redeployment_begun", "picked")


# ----- real positions -------------------------------------------------------------------------

def real_position(rng: random.Random) -> tuple[dict, dict]:
    """(a save record of a random game stopped at a random action, that game's final state)."""
    count = rng.randint(2, 5)
    session = start_game([(f"p{i}", f"P{i}") for i in range(count)], seed=rng.randrange(10 ** 6))
    stop = rng.randrange(400)
    sure = rng.random() < 0.7
    while not session.state.game_over and len(session.steps) < stop:
        options = legal_actions(session.state)
        conquests = [o for o in options if isinstance(o.action, Conquer) and not o.action.die]
        pool = conquests if sure and conquests and rng.random() < 0.8 else options
        session.play(rng.choice(pool).action)
    record = json.loads(savefile.dumps_session(session))
    return record, record["final"]


# ----- forging ----------------------------------------------------------------------------------

def _some(rng: random.Random, values: list, none: float = 0.2):
    return None if rng.random() < none else rng.choice(values)


def _forge_region(rng: random.Random, state: dict, ids: list[str]) -> str:
    rid = rng.choice(list(state["regions"]))
    r = state["regions"][rid]
    kind = rng.randrange(16)
    if kind == 0:
        r["champion"] = True
    elif kind == 1:
        r["beasts"] = rng.randint(1, 7)
    elif kind == 2:
        r[rng.choice(("fort", "wall", "tower", "objective"))] = True
    elif kind == 3:
        r["bomb"], r["bomb_owner"] = rng.choice(("explode", "dud")), _some(rng, ids)
    elif kind == 4:
        r["marker"], r["marker_revealed"] = rng.choice(list(MARKERS)), rng.random() < 0.5
    elif kind == 5:
        r["extra_markers"] = rng.sample(list(MARKERS), rng.randint(1, 2))
    elif kind == 6:
        r["owner"] = _some(rng, ids)
    elif kind == 7:
        r["race"] = _some(rng, list(RACES) + [MURLOCS])
    elif kind == 8:
        r["tokens"] = rng.choice((0, 1, 2, 5, 12, 21, 60))
    elif kind == 9:
        r["declined"] = not r.get("declined", False)
    elif kind == 10:
        state["regions"][rid] = {}
    elif kind == 11:
        other = rng.choice(list(state["regions"]))
        state["regions"][rid] = json.loads(json.dumps(state["regions"][other]))
    elif kind == 12:
        r.update(owner=rng.choice(ids), race=rng.choice(list(RACES)), tokens=rng.randint(0, 4),
                 declined=rng.random() < 0.3)
    elif kind == 13:
        r.update(owner=None, race=MURLOCS, tokens=rng.randint(0, 3))
    elif kind == 14:
        r["marker"], r["marker_revealed"] = None, True
    else:
        r["bomb"] = None
        r["bomb_owner"] = rng.choice(ids)
    return f"regions.{rid} ({kind})"


def _forge_player(rng: random.Random, state: dict, ids: list[str]) -> str:
    i = rng.randrange(len(state["players"]))
    p = state["players"][i]
    kind = rng.randrange(12)
    if kind == 0:
        p["race"] = _some(rng, list(RACES))
    elif kind == 1:
        p["power"] = _some(rng, list(POWERS))
    elif kind == 2:
        p["declined"] = _some(rng, list(RACES))
    elif kind == 3:
        p["declined_power"] = _some(rng, list(POWERS))
    elif kind == 4:
        p["hand"] = rng.choice((0, 1, 3, 9, 20, 40))
    elif kind == 5:
        p["coins"] = rng.choice((0, 1, 2, 50, 999_999))
    elif kind == 6:
        p["harmony"] = not p.get("harmony", False)
    elif kind == 7:
        p["data"] = {rng.choice(("beasts_in_hand", "beasts_back")): rng.randint(0, 8)}
    elif kind == 8:
        p["race"], p["power"] = rng.choice(list(RACES)), rng.choice(list(POWERS))
    elif kind == 9:
        p["race"], p["power"], p["hand"] = None, None, rng.randint(0, 5)
    elif kind == 10:
        p["declined"], p["declined_power"] = rng.choice(list(RACES)), rng.choice(list(POWERS))
    else:
        other = state["players"][rng.randrange(len(state["players"]))]
        p["race"], p["power"] = other.get("race"), other.get("power")
    return f"players[{i}] ({kind})"


def _forge_turn(rng: random.Random, state: dict, ids: list[str]) -> str:
    turn = state.get("turn")
    kind = rng.randrange(12)
    if kind == 0 or turn is None:
        state["turn"] = None if turn is not None else {"player": ids[state["turn_index"]]}
        return "turn replaced"
    if kind == 1:
        turn["conquests"] = rng.randint(0, 5)
    elif kind == 2:
        turn["abandoned"] = rng.randint(0, 3)
    elif kind == 3:
        turn["declined"] = not turn.get("declined", False)
    elif kind == 4:
        turn["defeated"] = {rng.choice(list(RACES) + [MURLOCS]): rng.randint(1, 4)}
    elif kind == 5:
        turn["returned"] = rng.sample(ids, rng.randint(1, len(ids)))
    elif kind == 6:
        turn["used"] = rng.sample(list(USE_OPTIONS) + ["heart_of_azeroth"], 2)
    elif kind == 7:
        turn["discards_caused"] = rng.randint(0, 6)
    else:
        data = turn.setdefault("data", {})
        key = rng.choice(BOOK)
        data[key] = {
            "forsaken_bought": rng.randint(0, 30), "draenei_saved": rng.sample(ids, 1),
            "objectives_placed": True, "faction_bonus_per_race": rng.randint(0, 9),
            "faction": rng.choice(("alliance", "horde", None)),
            "intimidations": rng.randint(0, 5), "worgen_form": rng.choice(("worgen", "human", None)),
            "attacked": rng.sample(ids, 1), "swaps": rng.randint(0, 5),
            "redeployment_begun": rng.random() < 0.5, "picked": rng.random() < 0.5}[key]
    return f"turn ({kind})"


def _forge_game(rng: random.Random, state: dict, ids: list[str]) -> str:
    kind = rng.randrange(16)
    if kind == 0:
        state["stage"] = rng.choice(STAGES)
    elif kind == 1:
        state["turn_index"] = rng.randrange(len(ids))
        if state.get("turn"):
            state["turn"]["player"] = ids[state["turn_index"]]
    elif kind == 2:
        state["pending_defenders"] = rng.sample(ids, rng.randint(1, len(ids)))
        state["stage"] = "defenders"
    elif kind == 3:
        state["pending_defenders"] = []
    elif kind == 4:
        column = state["column"]
        if column:
            column.pop(rng.randrange(len(column)))
    elif kind == 5:
        rng.shuffle(state["column"])
        for c in state["column"]:
            c["coins"] = rng.randint(0, 4)
    elif kind == 6:
        state["race_stack"] = rng.sample(list(RACES), rng.randint(0, 4))
    elif kind == 7:
        state["power_stack"] = rng.sample(list(POWERS), rng.randint(0, 4))
    elif kind == 8:
        state["unused_markers"] = rng.sample(list(MARKERS), rng.randint(0, 4))
    elif kind == 9:
        state["bomb_stack"] = [rng.choice(("explode", "dud")) for _ in range(rng.randint(0, 12))]
    elif kind == 10:
        state["forced_dice"] = [rng.choice((0, 1, 2, 3)) for _ in range(rng.randint(1, 3))]
    elif kind == 11:
        state["rounds"] = rng.randint(1, 12)
        state["round"] = rng.randint(1, state["rounds"] + 1)
    elif kind == 12:
        state["winners"] = rng.sample(ids, 1)
    elif kind == 13:
        state["data"] = {rng.choice(("harmony_from", "bomb_stack_owner")): rng.choice(ids)}
    elif kind == 14:
        state["stage"] = "over"
    else:
        state["data"] = {"forced_bombs": [rng.choice(("explode", "dud"))]}
    return f"game ({kind})"


FORGERS = (_forge_region, _forge_region, _forge_region, _forge_player, _forge_player,
           _forge_turn, _forge_game, _forge_game)


def forge(rng: random.Random, state: dict) -> list[str]:
    """Change one to three fields of `state` (a position as a save holds it) in place."""
    ids = [p["id"] for p in state["players"]]
    return [rng.choice(FORGERS)(rng, state, ids) for _ in range(rng.choice((1, 1, 2, 3)))]


def as_save(record: dict, state: dict, way: str) -> bytes:
    """The save file's bytes with `state` as its position, its check values recomputed."""
    record = dict(record)
    if way == "start":
        record["initial"], record["actions"], record["start_events"] = state, [], []
    record["final"] = state
    record["check"] = dict(record["check"], actions=len(record["actions"]),
                           state_sha256=savefile.state_digest(state))
    return json.dumps(record).encode("utf-8")


# ----- playing on -------------------------------------------------------------------------------

class Crash(Exception):
    """What went wrong after a forged position opened."""


def _listed_all_accepted(state) -> list:
    options = legal_actions(state)
    if not options:
        raise Crash(f"nothing listed in stage {state.stage.value}")
    for option in options:
        try:
            apply(state, option.action)
        except RuleError as exc:
            raise Crash(f"listed but refused: {option.action.to_dict()} ({exc.code}: {exc})") from None
    return options


def play_on(session, rng: random.Random) -> int:
    """Look at the position as the table and the bots do, then play it to the end."""
    state = session.state
    for p in state.players:
        observe(state, p.id)
        public_view(state, p.id)
    full_view(state)
    played = 0
    while not session.state.game_over:
        if played >= LONGEST:
            raise Crash(f"still not over after {LONGEST} actions")
        if played < AUDITED:
            options = _listed_all_accepted(session.state)
        else:
            options = legal_actions(session.state)
            if not options:
                raise Crash(f"nothing listed in stage {session.state.stage.value}")
        action = rng.choice(options).action
        try:
            session.play(action)
        except RuleError as exc:
            raise Crash(f"chosen from the list but refused: {action.to_dict()} ({exc})") from None
        played += 1
    savefile.loads_session(savefile.dumps_session(session))   # saved and opened again
    return played


def _open(data: bytes, way: str):
    return savefile.loads_session(data) if way == "start" else savefile.recovers_position(data)


def run(count: int, seed: int, examples: int = 5, stride: int = 1, offset: int = 0) -> dict:
    """Forge positions number offset, offset + stride, ... below `count`; count the outcomes."""
    out = {"positions": 0, "refused": 0, "played_on": 0, "crashed": 0, "ways": Counter(),
           "crashes": Counter(), "examples": [], "refusals": Counter(), "real": 0,
           "real_refused": 0}
    real: list[tuple[dict, dict]] = []
    for number in range(offset, count, stride):
        rng = random.Random(f"{seed} {number}")
        if not real or rng.random() < 0.25:      # a new real game now and then
            real.append(real_position(random.Random(f"{seed} game {number}")))
            del real[:-8]
            out["real"] += 1
            try:                                 # as it is, the position must open
                _open(as_save(real[-1][0], real[-1][1], "recover"), "recover")
            except SaveError as exc:
                out["real_refused"] += 1
                _crash(out, number, "real", ["unforged"], f"refused: {exc}", examples)
        record, position = rng.choice(real)
        state = json.loads(json.dumps(position))
        what = forge(rng, state)
        way = rng.choice(("start", "recover"))
        out["positions"] += 1
        try:
            session = _open(as_save(record, state, way), way)
        except SaveError as exc:
            message = str(exc)
            if "\n" in message or "internal error" in message:
                _crash(out, number, way, what, f"refusal {message!r}", examples)
            else:
                out["refused"] += 1
                out["ways"][f"{way} refused"] += 1
                out["refusals"][message.split("(")[-1][:60]] += 1
            continue
        except Exception as exc:  # noqa: BLE001 - what the fuzz is looking for
            _crash(out, number, way, what, f"on opening: {type(exc).__name__}: {exc}", examples)
            continue
        try:
            play_on(session, random.Random(number))
        except Crash as exc:
            _crash(out, number, way, what, str(exc), examples)
            continue
        except Exception as exc:  # noqa: BLE001
            _crash(out, number, way, what, f"{type(exc).__name__}: {exc}", examples)
            continue
        out["played_on"] += 1
        out["ways"][f"{way} played on"] += 1
    return out


def _crash(out: dict, number: int, way: str, what: list[str], why: str, examples: int) -> None:
    out["crashed"] += 1
    out["crashes"][why[:70]] += 1
    if len(out["examples"]) < examples:
        out["examples"].append(f"#{number} {way} {', '.join(what)}: {why[:300]}")


def merge(parts: list[dict], examples: int) -> dict:
    total = {"positions": 0, "refused": 0, "played_on": 0, "crashed": 0, "ways": Counter(),
             "crashes": Counter(), "examples": [], "refusals": Counter(), "real": 0,
             "real_refused": 0}
    for part in parts:
        for key in ("positions", "refused", "played_on", "crashed", "real", "real_refused"):
            total[key] += part[key]
        for key in ("ways", "crashes", "refusals"):
            total[key].update(part[key])
        total["examples"] += part["examples"]
    total["examples"] = total["examples"][:examples]
    return total


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--positions", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--examples", type=int, default=5)
    parser.add_argument("--refusals", action="store_true", help="also count the refusals by reason")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    jobs = max(1, args.jobs)
    if jobs == 1:
        result = run(args.positions, args.seed, args.examples)
    else:
        with ProcessPoolExecutor(jobs) as pool:
            parts = [pool.submit(run, args.positions, args.seed, args.examples, jobs, i)
                     for i in range(jobs)]
            result = merge([p.result() for p in parts], args.examples)
    line = {"positions": result["positions"], "refused": result["refused"],
            "played_on": result["played_on"], "crashed": result["crashed"],
            "real_positions": result["real"], "real_refused": result["real_refused"], "seed": args.seed,
            "seconds": round(time.perf_counter() - start, 1), "ways": dict(result["ways"])}
    if result["crashed"]:
        line["crashes"] = dict(result["crashes"].most_common(12))
        line["examples"] = result["examples"]
    if args.refusals:
        line["refusals"] = dict(result["refusals"].most_common(40))
    print(json.dumps(line, ensure_ascii=False))
    sys.stdout.flush()


if __name__ == "__main__":
    main()
