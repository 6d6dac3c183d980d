"""Turning a scenario mapping into a started game (SCENARIO.md "Input").

Every problem raises ScenarioError naming the field and why; nothing here lets a malformed
file reach the engine. Numbers are held to the ranges saves are held to (`engine.RANGES`:
rounds, coins, tokens, Murlocs, Beasts, the seed...), sizes to the same caps (`engine.CAPS`:
regions and borders of a map, actions, ids), and the position built is checked at the end
as a save's would be (`persistence.statecheck`), so a scenario that plays makes a save that
`--load` opens.
"""

from __future__ import annotations

from typing import Any

from smallwow_qt.boards.loader import load_map
from smallwow_qt.engine import (
    BOMB_STACK,
    CAPS,
    DIE_FACES,
    MARKERS,
    MURLOCS,
    POWERS,
    RACES,
    SYMBOLS,
    TERRAINS,
    GameConfig,
    GameState,
    MapDef,
    Range,
    RegionDef,
    Symbol,
    Terrain,
    begin_play,
    draw_sides,
    is_implemented,
    new_game,
    out_of_range,
    shown,
    stays_on_decline,
)
from smallwow_qt.persistence.statecheck import StateProblem, check_state


class ScenarioError(ValueError):
    pass


TOP_KEYS = {"players", "map", "rounds", "setup", "position", "dice", "bombs", "actions", "expect",
            "name", "description", "notes"}


def need(cond: bool, message: str) -> None:
    if not cond:
        raise ScenarioError(message)


def first(keys) -> str:
    return sorted(map(str, keys))[0] if keys else ""


def mapping(value: Any, field: str, optional: bool = True) -> dict:
    if value is None and optional:
        return {}
    need(isinstance(value, dict), f"`{field}` must be a mapping")
    return value


def listing(value: Any, field: str) -> list:
    if value is None:
        return []
    need(isinstance(value, list), f"`{field}` must be a list")
    return value


def whole(value: Any, field: str, kind: str | Range) -> int:
    """A whole number in the range of its kind (`engine.RANGES`, or a Range)."""
    why = out_of_range(value, kind)
    need(why is None, f"`{field}` {why}")
    return value


def key_text(key: Any) -> str:
    """A mapping's key as a field's name shows it."""
    return key[:40] if isinstance(key, str) else shown(key)


def text_id(value: Any, field: str) -> str:
    need(isinstance(value, str) and 0 < len(value) <= CAPS["id"],
         f"`{field}` must be a name of 1 to {CAPS['id']} characters, not {shown(value)}")
    return value


def capped(value: list | dict, field: str, cap: str, what: str) -> None:
    need(len(value) <= CAPS[cap], f"`{field}` lists {len(value):,} {what}: at most {CAPS[cap]:,}")


def known(value: Any, table, field: str, what: str) -> str:
    need(isinstance(value, str) and value in table, f"`{field}`: unknown {what} {shown(value)}")
    need(is_implemented(value),
         f"`{field}`: the ability of {value} is not implemented yet, so it cannot be played")
    return value


def build_map(spec: Any, players: list[str], seed: int) -> tuple[MapDef, list[str]]:
    if spec == "random":
        sides = draw_sides(len(players), seed)
        return _sides_map(sides), sides
    spec = mapping(spec, "map", optional=False)
    if "sides" in spec:
        sides = listing(spec["sides"], "map.sides")
        need(bool(sides) and all(isinstance(s, str) for s in sides), "`map.sides` must list side ids")
        need(len(set(sides)) == len(sides), "`map.sides` lists a side twice")
        return _sides_map(sides), list(sides)
    regions_spec = mapping(spec.get("regions"), "map.regions", optional=False)
    need(bool(regions_spec), "`map.regions` is empty")
    capped(regions_spec, "map.regions", "regions", "regions")
    regions = []
    for rid, r in regions_spec.items():
        field = f"map.regions.{key_text(rid)}"
        text_id(rid, field)
        r = mapping(r, field, optional=False)
        need("board" in r, f"`{field}.board` is missing")
        terrain = r.get("terrain")
        need(isinstance(terrain, str) and terrain in TERRAINS,
             f"`{field}.terrain`: unknown terrain {shown(terrain)}")
        symbols = listing(r.get("symbols"), f"{field}.symbols")
        for s in symbols:
            need(isinstance(s, str) and s in SYMBOLS, f"`{field}.symbols`: unknown symbol {shown(s)}")
        name = r.get("name", "")
        need(isinstance(name, str) and len(name) <= CAPS["id"], f"`{field}.name` must be a short text")
        regions.append(RegionDef(rid, text_id(r["board"], f"{field}.board"), Terrain(terrain),
                                 frozenset(Symbol(s) for s in symbols), name))
    borders = []
    listed = listing(spec.get("borders"), "map.borders")
    capped(listed, "map.borders", "borders", "borders")
    for i, pair in enumerate(listed):
        need(isinstance(pair, list) and len(pair) == 2 and all(isinstance(r, str) for r in pair),
             f"`map.borders[{i}]` must be a pair of region ids [a, b]")
        borders.append((pair[0], pair[1]))
    try:
        return MapDef.build(regions, borders), []
    except ValueError as exc:
        raise ScenarioError(f"`map`: {exc}") from None


def _sides_map(sides: list[str]) -> MapDef:
    try:
        return load_map(sides)
    except (ValueError, KeyError, FileNotFoundError) as exc:
        raise ScenarioError(f"`map.sides`: {exc}") from None


def build_game(data: Any) -> GameState:
    data = mapping(data, "scenario", optional=False)
    unknown = set(data) - TOP_KEYS
    need(not unknown, f"unknown top-level key `{first(unknown)}`")
    players = listing(data.get("players"), "players")
    need(2 <= len(players) <= 5, "`players` must list 2 to 5 players")
    for i, p in enumerate(players):
        text_id(p, f"players[{i}]")
    need(len(set(players)) == len(players), "`players` lists a name twice")
    setup = mapping(data.get("setup"), "setup")
    unknown = set(setup) - {"murlocs", "markers", "coins", "combos", "race_stack", "power_stack", "seed"}
    need(not unknown, f"`setup`: unknown key `{first(unknown)}`")
    seed = whole(setup.get("seed", 0), "setup.seed", "seed")
    map_def, sides = build_map(data.get("map", "random"), players, seed)
    position = mapping(data.get("position"), "position")

    config = GameConfig(players=[(p, p) for p in players], seed=seed, sides=sides)
    if "rounds" in data:
        config.rounds = whole(data["rounds"], "rounds", "rounds")
    murlocs = setup.get("murlocs", True)
    need(isinstance(murlocs, bool), "`setup.murlocs` must be true or false")
    config.murlocs = murlocs
    markers = mapping(setup.get("markers"), "setup.markers")
    for rid, marker in markers.items():
        need(rid in map_def.by_id, f"`setup.markers`: unknown region {shown(rid)}")
        known(marker, MARKERS, f"setup.markers.{rid}", "artifact or place")
    need(len(set(markers.values())) == len(markers), "`setup.markers` places a marker twice")
    config.markers = dict(markers)   # scenarios place markers only where they say
    for pid, coins in mapping(setup.get("coins"), "setup.coins").items():
        need(pid in players, f"`setup.coins`: unknown player {shown(pid)}")
        config.coins[pid] = whole(coins, f"setup.coins.{pid}", "coins")
    owned_races, owned_powers = _owned(position, players)
    if "combos" in setup:
        combos = listing(setup["combos"], "setup.combos")
        need(len(combos) <= 6, "`setup.combos` shows at most 6 combinations")
        pairs = []
        for i, c in enumerate(combos):
            need(isinstance(c, list) and len(c) == 2, f"`setup.combos[{i}]` must be [race, power]")
            pairs.append((known(c[0], RACES, f"setup.combos[{i}]", "race"),
                          known(c[1], POWERS, f"setup.combos[{i}]", "power")))
        config.combos = pairs
    if "race_stack" in setup:
        config.race_stack = [known(r, RACES, "setup.race_stack", "race")
                             for r in listing(setup["race_stack"], "setup.race_stack")]
    if "power_stack" in setup:
        config.power_stack = [known(p, POWERS, "setup.power_stack", "power")
                              for p in listing(setup["power_stack"], "setup.power_stack")]
    config.exclude_races = tuple(owned_races)
    config.exclude_powers = tuple(owned_powers)
    tiles = [r for r, _ in (config.combos or [])] + (config.race_stack or []) + owned_races
    need(len(set(tiles)) == len(tiles), "a race appears twice among the combinations, stacks and players")
    tiles = [p for _, p in (config.combos or [])] + (config.power_stack or []) + owned_powers
    need(len(set(tiles)) == len(tiles), "a power appears twice among the combinations, stacks and players")

    state, _ = new_game(config, map_def, start=False)
    dice = listing(data.get("dice"), "dice")
    capped(dice, "dice", "list", "results")
    state.forced_dice = [_die(v, i) for i, v in enumerate(dice)]
    bombs = listing(data.get("bombs"), "bombs")
    for i, b in enumerate(bombs):
        need(isinstance(b, str) and b in ("explode", "dud"), f"`bombs[{i}]` must be explode or dud")
    need(all(bombs.count(face) <= BOMB_STACK.count(face) for face in ("explode", "dud")),
         "`bombs` lists more bombs than the game has (6 explode, 6 dud)")
    state.data["forced_bombs"] = list(bombs)
    if position:
        _apply_position(state, position, players)
    begin_play(state)
    try:                # what a save of this game would be checked against (a last guard)
        check_state(state.to_dict(), map_def)
    except StateProblem as exc:
        raise ScenarioError(f"the position is not one the rules allow: {exc}") from None
    return state


def _die(value: Any, i: int) -> int:
    need(type(value) is int and value in DIE_FACES,
         f"`dice[{i}]` must be a face of the die: 0, 1, 2 or 3")
    return value


def _owned(position: dict, players: list[str]) -> tuple[list[str], list[str]]:
    races, powers = [], []
    for pid, p in mapping(position.get("players"), "position.players").items():
        need(pid in players, f"`position.players`: unknown player {shown(pid)}")
        p = mapping(p, f"position.players.{pid}", optional=False)
        if p.get("active") is not None:
            active = p["active"]
            need(isinstance(active, list) and len(active) == 2,
                 f"`position.players.{pid}.active` must be [race, power]")
            races.append(known(active[0], RACES, f"position.players.{pid}.active", "race"))
            powers.append(known(active[1], POWERS, f"position.players.{pid}.active", "power"))
        declined = p.get("declined")
        if isinstance(declined, list):
            need(len(declined) == 2, f"`position.players.{pid}.declined` must be a race or [race, power]")
            races.append(known(declined[0], RACES, f"position.players.{pid}.declined", "race"))
            powers.append(known(declined[1], POWERS, f"position.players.{pid}.declined", "power"))
        elif declined is not None:
            races.append(known(declined, RACES, f"position.players.{pid}.declined", "race"))
    return races, powers


REGION_KEYS = {"owner", "race", "tokens", "declined", "fort", "wall", "tower", "champion", "beasts",
               "bomb", "bomb_owner", "objective", "marker", "murlocs"}


def _apply_position(state: GameState, position: dict, players: list[str]) -> None:
    unknown = set(position) - {"round", "turn", "players", "regions"}
    need(not unknown, f"`position`: unknown key `{first(unknown)}`")
    if "round" in position:
        state.round = whole(position["round"], "position.round", Range(1, state.rounds))
    turn = position.get("turn", players[0])
    need(turn in players, f"`position.turn`: unknown player {shown(turn)}")
    state.turn_index = players.index(turn)
    for pid, p in mapping(position.get("players"), "position.players").items():
        player = state.player(pid)
        if "coins" in p:
            player.coins = whole(p["coins"], f"position.players.{pid}.coins", "coins")
        if p.get("active") is not None:
            player.race, player.power = p["active"]
        player.hand = whole(p.get("hand", 0), f"position.players.{pid}.hand", "tokens")
        declined = p.get("declined")
        if isinstance(declined, list):
            player.declined, player.declined_power = declined
            need(stays_on_decline(declined[1]),
                 f"`position.players.{pid}.declined`: {declined[1]} does not stay with a declined race")
        elif declined is not None:
            player.declined = declined
        harmony = p.get("harmony", False)
        need(isinstance(harmony, bool), f"`position.players.{pid}.harmony` must be true or false")
        player.harmony = harmony
        need(player.hand == 0 or player.race, f"`position.players.{pid}.hand`: no active race to hold tokens")
    # The position's regions are all that is on the map, besides Mountains.
    for region in state.regions.values():
        marker, revealed = region.marker, region.marker_revealed
        region.clear_occupants()
        region.bomb = region.bomb_owner = None
        region.objective = False
        region.marker, region.marker_revealed = marker, revealed
    for rid, r in mapping(position.get("regions"), "position.regions").items():
        field = f"position.regions.{rid}"
        need(rid in state.regions, f"`{field}`: unknown region {shown(rid)}")
        r = mapping(r, field, optional=False)
        unknown = set(r) - REGION_KEYS
        need(not unknown, f"`{field}`: unknown key `{first(unknown)}`")
        _apply_region(state, rid, r, field)
    # A marker the position puts on the map is no longer in the box: the engine reads
    # `unused_markers` as "not on the board" (a Light's Hope Chapel placed here guards).
    on_board = {m for region in state.regions.values()
                for m in ([region.marker] if region.marker else []) + region.extra_markers}
    state.unused_markers = [m for m in state.unused_markers if m not in on_board]
    for p in state.players:
        for race in (p.race, p.declined):
            if race:
                need(state.tokens_in_play(race) <= RACES[race].supply,
                     f"`position`: more {race} tokens than the box holds ({RACES[race].supply})")


def _apply_region(state: GameState, rid: str, r: dict, field: str) -> None:
    region = state.regions[rid]
    flags = {}
    for key in ("declined", "fort", "wall", "tower", "champion", "objective"):
        flags[key] = r.get(key, False)
        need(isinstance(flags[key], bool), f"`{field}.{key}` must be true or false")
    if "murlocs" in r:
        need("race" not in r and "owner" not in r,
             f"`{field}`: a region holds one race only, not Murlocs and {r.get('race')}")
        region.race, region.tokens = MURLOCS, whole(r["murlocs"], f"{field}.murlocs", "murlocs")
    elif "race" in r or "owner" in r:
        need("race" in r and "owner" in r, f"`{field}`: give both `owner` and `race`")
        owner = state.player(r["owner"]) if state.has_player(r["owner"]) else None
        need(owner is not None, f"`{field}.owner`: unknown player {shown(r['owner'])}")
        race = r["race"]
        need(isinstance(race, str) and race in RACES, f"`{field}.race`: unknown race {shown(race)}")
        expected = owner.declined if flags["declined"] else owner.race
        need(race == expected, f"`{field}.race`: {r['owner']}'s "
             f"{'declined' if flags['declined'] else 'active'} race is {expected}, not {race}")
        region.owner, region.race, region.declined = owner.id, race, flags["declined"]
        region.tokens = whole(r.get("tokens", 1), f"{field}.tokens", "tokens")
        region.champion = flags["champion"]
        region.beasts = whole(r.get("beasts", 0), f"{field}.beasts", "beasts")
        need(region.occupied, f"`{field}`: a held region needs at least one token")
    else:
        for key in ("tokens", "champion", "beasts"):
            need(not r.get(key), f"`{field}.{key}` needs an `owner` and a `race`")
    region.fort, region.wall, region.tower = flags["fort"], flags["wall"], flags["tower"]
    region.objective = flags["objective"]
    need("bomb" in r or "bomb_owner" not in r, f"`{field}.bomb_owner` needs a `bomb`")
    if "bomb" in r:
        need(isinstance(r["bomb"], str) and r["bomb"] in ("explode", "dud"),
             f"`{field}.bomb` must be explode or dud")
        region.bomb = r["bomb"]
        owner = r.get("bomb_owner")
        need(owner is None or state.has_player(owner), f"`{field}.bomb_owner`: unknown player")
        region.bomb_owner = owner
    if "marker" in r:
        m = r["marker"]
        if isinstance(m, str):
            m = {"id": m, "revealed": False}
        m = mapping(m, f"{field}.marker", optional=False)
        region.marker = known(m.get("id"), MARKERS, f"{field}.marker.id", "artifact or place")
        revealed = m.get("revealed", False)
        need(isinstance(revealed, bool), f"`{field}.marker.revealed` must be true or false")
        region.marker_revealed = revealed
