"""The shape of a game state read from a save file, checked field by field.

A save holds a starting position (and a final one, used as a check, or as the position
itself when a game is recovered). Whatever a file holds, a state built from it must never
make the engine fail later, so before `GameState.from_dict` sees it every field is checked:
exactly the known keys, each of its type (booleans are not numbers), numbers in the ranges
a scenario file is held to as well (`engine.RANGES`), ids of races, powers, markers and
players that exist, each piece in one place only, the stage consistent with the turn and
the defenders waiting, and the bookkeeping the abilities keep (`data` of the state, of each
player and of the turn) limited to the entries they write, each of its type. Then
`positioncheck.py` checks that the fields fit together as the rules keep them (pieces where
the rules put them, the box's counts, the stage against the player to act).

`check_state(data, map_def)` returns nothing or raises StateProblem naming the field;
`check_info(info)` does the same for the game details (seed, players, colours...).
A test checks that every state of random games passes (so a new entry the engine starts
writing shows up there first).
"""

from __future__ import annotations

import re
from typing import Any

from smallwow_qt.engine import (CAPS, DIE_FACES, MARKERS, MURLOCS, POWERS, RACES, MapDef, Range, Stage,
                                out_of_range)
from smallwow_qt.persistence.positioncheck import position_problem

MAX_LIST = CAPS["list"]    # history, payments, forced dice...
MAX_TEXT = 200
BOMBS = ("explode", "dud")
FACTIONS = ("alliance", "horde")
FORMS = ("worgen", "human")


class StateProblem(ValueError):
    """What is wrong, naming the field (`players[2].coins is not a whole number`)."""


def _fail(where: str, what: str) -> StateProblem:
    return StateProblem(f"{where} {what}")


def _keys(value: Any, where: str, required: tuple[str, ...], optional: tuple[str, ...] = ()) -> dict:
    if not isinstance(value, dict):
        raise _fail(where, "is not a mapping")
    for key in required:
        if key not in value:
            raise _fail(f"{where}.{key}", "is missing")
    for key in value:
        if key not in required and key not in optional:
            raise _fail(where, f"holds an unknown entry {str(key)[:40]!r}")
    return value


def _int(value: Any, where: str, kind: str | Range = "count") -> int:
    """A whole number in the range of its kind (engine/limits.py: the ranges a scenario
    file is held to as well)."""
    why = out_of_range(value, kind)
    if why:
        raise _fail(where, why)
    return value


def _bool(value: Any, where: str) -> bool:
    if type(value) is not bool:
        raise _fail(where, "is not true or false")
    return value


def _text(value: Any, where: str, allow_empty: bool = False) -> str:
    if type(value) is not str or len(value) > MAX_TEXT or (not value and not allow_empty):
        raise _fail(where, "is not a short text")
    return value


def _one_of(value: Any, where: str, allowed, none: bool = True) -> Any:
    if value is None and none:
        return None
    if type(value) is not str or value not in allowed:
        raise _fail(where, f"is not a known value ({str(value)[:40]!r})")
    return value


def _list(value: Any, where: str, limit: int = MAX_LIST) -> list:
    if type(value) is not list:
        raise _fail(where, "is not a list")
    if len(value) > limit:
        raise _fail(where, "is far too long")
    return value


# ----- the abilities' bookkeeping ---------------------------------------------------------------

def _player_ids(players: list[str]):
    def check(value: Any, where: str) -> None:
        _one_of(value, where, players, none=False)
    return check


def _data(value: Any, where: str, schema: dict) -> None:
    """`value` is a mapping of known entries, each checked by its schema function."""
    if not isinstance(value, dict):
        raise _fail(where, "is not a mapping")
    for key, item in value.items():
        check = schema.get(key)
        if check is None:
            raise _fail(where, f"holds an unknown entry {str(key)[:40]!r}")
        check(item, f"{where}.{key}")


def _schemas(ids: list[str]) -> tuple[dict, dict, dict]:
    def count(v, w):
        _int(v, w)

    def flag(v, w):
        _bool(v, w)

    def beasts(v, w):
        _int(v, w, "beasts")

    def player_list(v, w):
        for i, p in enumerate(_list(v, w)):
            _one_of(p, f"{w}[{i}]", ids, none=False)

    def payments(v, w):
        for i, rec in enumerate(_list(v, w)):
            if type(rec) is not list or len(rec) != 4:
                raise _fail(f"{w}[{i}]", "is not [payer, payee, coins, why]")
            _one_of(rec[0], f"{w}[{i}][0]", ids, none=False)
            if rec[1] is not None:
                _one_of(rec[1], f"{w}[{i}][1]", ids, none=False)
            _int(rec[2], f"{w}[{i}][2]", "coins")
            _text(rec[3], f"{w}[{i}][3]", allow_empty=True)

    def bombs(v, w):
        for i, b in enumerate(_list(v, w, 12)):
            _one_of(b, f"{w}[{i}]", BOMBS, none=False)

    def owner(v, w):
        if v is not None:
            _one_of(v, w, ids, none=False)

    def faction(v, w):
        _one_of(v, w, FACTIONS, none=True)

    def form(v, w):
        _one_of(v, w, FORMS, none=True)

    game = {"forced_bombs": bombs, "bomb_stack_owner": owner, "harmony_from": owner,
            "bombs_gone_unseen": bombs}
    player = {"beasts_in_hand": beasts, "beasts_back": beasts}
    turn = {"forsaken_bought": count, "draenei_saved": player_list, "payments": payments,
            "objectives_placed": flag, "faction_bonus_per_race": count, "faction": faction,
            "intimidations": count, "worgen_form": form, "attacked": player_list, "swaps": count,
            "redeployment_begun": flag, "picked": flag}
    return game, player, turn


# ----- the state ---------------------------------------------------------------------------------

_STATE_KEYS = ("players", "regions", "column", "race_stack", "power_stack", "round", "rounds",
               "turn_index", "stage", "rng")
_STATE_OPTIONAL = ("power_discard", "unused_markers", "sides", "turn", "pending_defenders",
                   "forced_dice", "bomb_stack", "winners", "data")
_PLAYER_KEYS = ("id", "name")
_PLAYER_OPTIONAL = ("coins", "race", "power", "hand", "declined", "declined_power", "harmony",
                    "data", "history")
_REGION_OPTIONAL = ("owner", "race", "tokens", "declined", "fort", "wall", "tower", "champion",
                    "beasts", "bomb", "bomb_owner", "objective", "marker", "marker_revealed",
                    "extra_markers")
_TURN_OPTIONAL = ("conquests", "abandoned", "declined", "defeated", "discards_caused", "returned",
                  "used", "data")


class _Places:
    """Each race, power and marker in play lies in one place only (a scenario's position may
    leave a piece in play in the stacks or the unused markers too: `put(..., pool=True)`)."""

    def __init__(self) -> None:
        self.seen: dict[str, str] = {}

    def put(self, piece: str | None, where: str, pool: bool = False) -> None:
        if piece is None or (pool and piece in self.seen):
            return
        if piece in self.seen:
            raise _fail(where, f"names {piece!r}, already in {self.seen[piece]}")
        self.seen[piece] = where


def check_state(data: Any, map_def: MapDef) -> None:
    """Raise StateProblem unless `data` is a state this program could have written."""
    _keys(data, "the state", _STATE_KEYS, _STATE_OPTIONAL)
    players = _list(data["players"], "players", 5)
    if not 1 <= len(players) <= 5:
        raise _fail("players", "must list 1 to 5 players")
    ids = []
    for i, p in enumerate(players):
        _keys(p, f"players[{i}]", _PLAYER_KEYS, _PLAYER_OPTIONAL)
        ids.append(_text(p["id"], f"players[{i}].id"))
    if len(set(ids)) != len(ids):
        raise _fail("players", "lists a player twice")
    game_schema, player_schema, turn_schema = _schemas(ids)
    races, powers, markers = _Places(), _Places(), _Places()
    _check_players(players, player_schema, races, powers)
    _check_regions(data["regions"], map_def, ids, markers)
    _check_piles(data, races, powers, markers)
    _check_supply(races, data["regions"], players)
    _check_game(data, map_def, ids, game_schema)
    _check_stage(data, ids, turn_schema)
    problem = position_problem(data)     # (every field is of its kind by now)
    if problem:
        raise StateProblem(problem)


def _check_players(players: list, player_schema: dict, races: _Places, powers: _Places) -> None:
    """Each player's fields; their races and powers are noted where they are."""
    for i, p in enumerate(players):
        w = f"players[{i}]"
        _text(p["name"], f"{w}.name", allow_empty=True)
        _int(p.get("coins", 5), f"{w}.coins", "coins")
        _int(p.get("hand", 0), f"{w}.hand", "tokens")
        _bool(p.get("harmony", False), f"{w}.harmony")
        for key, table, places in (("race", RACES, races), ("declined", RACES, races),
                                   ("power", POWERS, powers), ("declined_power", POWERS, powers)):
            places.put(_one_of(p.get(key), f"{w}.{key}", table), f"{w}.{key}")
        for j, coins in enumerate(_list(p.get("history", []), f"{w}.history")):
            _int(coins, f"{w}.history[{j}]", "coins")
        _data(p.get("data", {}), f"{w}.data", player_schema)


def _check_regions(regions: Any, map_def: MapDef, ids: list[str], markers: _Places) -> None:
    """Each region's fields, in the map's order: who holds it, what stands on it; its
    markers are noted where they are."""
    if not isinstance(regions, dict) or list(regions) != [r.id for r in map_def.regions]:
        raise _fail("regions", "do not match the map")
    for rid, r in regions.items():
        w = f"regions.{rid}"
        _keys(r, w, (), _REGION_OPTIONAL)
        owner = r.get("owner")
        if owner is not None:
            _one_of(owner, f"{w}.owner", ids, none=False)
        race = r.get("race")
        if race is not None and race != MURLOCS:
            _one_of(race, f"{w}.race", RACES, none=False)
        if (race is None or race == MURLOCS) and owner is not None:
            raise _fail(f"{w}.owner", "is set on a region no race holds")
        if race is not None and race != MURLOCS and owner is None:
            raise _fail(f"{w}.owner", "is missing for the race there")
        _int(r.get("tokens", 0), f"{w}.tokens", "murlocs" if race == MURLOCS else "tokens")
        if race is None and r.get("tokens", 0):
            raise _fail(f"{w}.tokens", "counts tokens of no race")
        _int(r.get("beasts", 0), f"{w}.beasts", "beasts")
        for flag in ("declined", "fort", "wall", "tower", "champion", "objective", "marker_revealed"):
            _bool(r.get(flag, False), f"{w}.{flag}")
        _one_of(r.get("bomb"), f"{w}.bomb", BOMBS)
        if r.get("bomb_owner") is not None:
            _one_of(r["bomb_owner"], f"{w}.bomb_owner", ids, none=False)
        markers.put(_one_of(r.get("marker"), f"{w}.marker", MARKERS), f"{w}.marker")
        for j, m in enumerate(_list(r.get("extra_markers", []), f"{w}.extra_markers", len(MARKERS))):
            markers.put(_one_of(m, f"{w}.extra_markers[{j}]", MARKERS, none=False), w)


def _check_piles(data: dict, races: _Places, powers: _Places, markers: _Places) -> None:
    """The column, the stacks and the unused markers: each piece in one place at most."""
    for i, c in enumerate(_list(data["column"], "column", 6)):
        w = f"column[{i}]"
        _keys(c, w, ("race", "power"), ("coins",))
        races.put(_one_of(c["race"], f"{w}.race", RACES, none=False), w, pool=True)
        powers.put(_one_of(c["power"], f"{w}.power", POWERS, none=False), w, pool=True)
        _int(c.get("coins", 0), f"{w}.coins", "coins")
    for i, r in enumerate(_list(data["race_stack"], "race_stack", len(RACES))):
        races.put(_one_of(r, f"race_stack[{i}]", RACES, none=False), "the race stack", pool=True)
    for key in ("power_stack", "power_discard"):
        for i, p in enumerate(_list(data.get(key, []), key, len(POWERS))):
            powers.put(_one_of(p, f"{key}[{i}]", POWERS, none=False), key, pool=True)
    for i, m in enumerate(_list(data.get("unused_markers", []), "unused_markers", len(MARKERS))):
        markers.put(_one_of(m, f"unused_markers[{i}]", MARKERS, none=False), "the unused markers",
                    pool=True)


def _check_supply(races: _Places, regions: dict, players: list) -> None:
    """No race has more tokens on the map and in hand than its box holds."""
    for race in races.seen:
        on_board = sum(r.get("tokens", 0) for r in regions.values() if r.get("race") == race)
        in_hand = sum(p.get("hand", 0) for p in players if p.get("race") == race)
        if on_board + in_hand > RACES[race].supply:
            raise _fail(f"the {race} tokens", f"outnumber the box's {RACES[race].supply}")


def _check_game(data: dict, map_def: MapDef, ids: list[str], game_schema: dict) -> None:
    """The game's own fields: its sides, rounds, turn, generator, forced dice and bombs,
    winners and data."""
    sides = _list(data.get("sides", []), "sides", 12)
    for i, s in enumerate(sides):
        _text(s, f"sides[{i}]")
    if sides and sides != list(dict.fromkeys(r.board for r in map_def.regions)):
        raise _fail("sides", "do not match the map")
    rounds = _int(data["rounds"], "rounds", "rounds")
    _int(data["round"], "round", Range(1, rounds))
    _int(data["turn_index"], "turn_index", Range(0, len(ids) - 1))
    _int(data["rng"], "rng", "seed")
    for i, d in enumerate(_list(data.get("forced_dice", []), "forced_dice")):
        _int(d, f"forced_dice[{i}]", Range(0, max(DIE_FACES)))
    for i, b in enumerate(_list(data.get("bomb_stack", []), "bomb_stack", 12)):
        _one_of(b, f"bomb_stack[{i}]", BOMBS, none=False)
    for i, p in enumerate(_list(data.get("winners", []), "winners", 5)):
        _one_of(p, f"winners[{i}]", ids, none=False)
    _data(data.get("data", {}), "data", game_schema)


def _check_stage(data: dict, ids: list[str], turn_schema: dict) -> None:
    stage = _one_of(data["stage"], "stage", [s.value for s in Stage], none=False)
    pending = _list(data.get("pending_defenders", []), "pending_defenders", 5)
    for i, p in enumerate(pending):
        _one_of(p, f"pending_defenders[{i}]", ids, none=False)
    if (stage == Stage.DEFENDERS.value) != bool(pending):
        raise _fail("pending_defenders", "do not match the stage")
    turn = data.get("turn")
    if turn is None:
        if stage in (Stage.CONQUER.value, Stage.REDEPLOY.value, Stage.DECLINED.value):
            raise _fail("turn", "is missing while a turn is being played")
        return
    _keys(turn, "turn", ("player",), _TURN_OPTIONAL)
    if turn["player"] != ids[data["turn_index"]]:
        raise _fail("turn.player", "is not the player whose turn it is")
    for key in ("conquests", "abandoned", "discards_caused"):
        _int(turn.get(key, 0), f"turn.{key}")
    _bool(turn.get("declined", False), "turn.declined")
    defeated = turn.get("defeated", {})
    if not isinstance(defeated, dict):
        raise _fail("turn.defeated", "is not a mapping")
    for race, n in defeated.items():
        if race != MURLOCS:
            _one_of(race, f"turn.defeated.{str(race)[:40]}", RACES, none=False)
        _int(n, f"turn.defeated.{race}")
    for i, p in enumerate(_list(turn.get("returned", []), "turn.returned")):
        _one_of(p, f"turn.returned[{i}]", ids, none=False)
    for i, u in enumerate(_list(turn.get("used", []), "turn.used")):
        _text(u, f"turn.used[{i}]")
    _data(turn.get("data", {}), "turn.data", turn_schema)


# ----- the game details ---------------------------------------------------------------------------

_COLOUR = re.compile(r"^#[0-9a-fA-F]{6}$")


def check_info(info: Any) -> dict[str, Any]:
    """A copy of the game details, the entries this program reads checked (others are kept
    as they are: the code that reads them checks them)."""
    if not isinstance(info, dict):
        raise StateProblem("they are not a mapping")
    if "seed" in info and out_of_range(info["seed"], "seed"):
        raise StateProblem(f"`seed` {out_of_range(info['seed'], 'seed')}")
    players = info.get("players", [])
    if not isinstance(players, list) or not all(
            isinstance(p, list) and len(p) == 2 and all(isinstance(x, str) for x in p) for p in players):
        raise StateProblem("`players`")
    sides = info.get("sides", [])
    if not isinstance(sides, list) or not all(isinstance(x, str) for x in sides):
        raise StateProblem("`sides`")
    for key in ("scenario", "game_id"):
        if key in info and not isinstance(info[key], str):
            raise StateProblem(f"`{key}`")
    if "recovered" in info and not isinstance(info["recovered"], bool):
        raise StateProblem("`recovered`")
    colours = info.get("colours", {})
    if not isinstance(colours, dict) or not all(
            isinstance(v, str) and _COLOUR.match(v) for v in colours.values()):
        raise StateProblem("`colours`")
    return dict(info)
