"""The FACTS.md "Boards" constraints, checked over loaded sides.

The loader refuses files that are malformed or whose shapes are wrong; this module says
whether well-formed sides also keep the physical game's proportions. `python -m
smallwow_qt.boards check` and the tests use it.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Mapping, Sequence

from smallwow_qt.boards import geometry as geo
from smallwow_qt.boards import layout
from smallwow_qt.boards.model import LAND_REGIONS, SIDE_IDS, Side, board_of
from smallwow_qt.engine import Symbol, Terrain

#: Boards used per player count (FACTS.md "Setup by player count"): size -> how many boards.
BOARDS_PER_PLAYERS: dict[int, dict[str, int]] = {
    2: {"large": 1, "small": 1},
    3: {"large": 1, "medium": 1, "small": 1},
    4: {"large": 1, "medium": 2, "small": 1},
    5: {"large": 2, "medium": 1, "small": 2},
}
MOUNTAIN_TOKENS = 10
MURLOC_TOKENS = 15
LAND_TERRAINS = (Terrain.FIELD, Terrain.FOREST, Terrain.HILL, Terrain.SWAMP, Terrain.MOUNTAIN)


def legal_sets(players: int, side_ids: Iterable[str] = SIDE_IDS) -> list[tuple[str, ...]]:
    """Every choice of sides a game of `players` may be set up with (one side per board used)."""
    ids = list(side_ids)
    boards: dict[str, list[str]] = {}
    for sid in ids:
        boards.setdefault(board_of(sid), []).append(sid)
    by_size: dict[str, list[str]] = {}
    for board in boards:
        by_size.setdefault(board.split("_", 1)[0], []).append(board)
    choices_per_size = []
    for size, count in BOARDS_PER_PLAYERS[players].items():
        choices_per_size.append(list(itertools.combinations(sorted(by_size.get(size, [])), count)))
    sets: list[tuple[str, ...]] = []
    for combo in itertools.product(*choices_per_size):
        chosen_boards = [b for group in combo for b in group]
        for faces in itertools.product(*(sorted(boards[b]) for b in chosen_boards)):
            sets.append(tuple(faces))
    return sets


def connected(side: Side, region_ids: Iterable[str] | None = None) -> bool:
    """All the given regions (default: all) reach each other through borders among themselves."""
    ids = set(region_ids) if region_ids is not None else set(side.region_ids)
    if not ids:
        return True
    start = next(iter(sorted(ids)))
    seen = {start}
    todo = [start]
    while todo:
        rid = todo.pop()
        for n in side.neighbours(rid):
            if n in ids and n not in seen:
                seen.add(n)
                todo.append(n)
    return seen == ids


def side_problems(side: Side) -> list[str]:
    """What keeps one side from the FACTS.md constraints (empty when it is fine)."""
    out: list[str] = []
    low, high = LAND_REGIONS[side.size]
    land = side.land
    if not low <= len(land) <= high:
        out.append(f"{len(land)} land regions; a {side.size} side has {low}-{high}")
    water = side.water
    if len(water) > 1:
        out.append(f"{len(water)} sea/lake regions; at most one per side")
    for r in water:
        if r.terrain is Terrain.SEA and r.id not in side.coastal:
            out.append(f"sea {r.id} does not reach the island's coast (a landlocked water is a lake)")
        if r.terrain is Terrain.LAKE and r.id in side.coastal:
            out.append(f"lake {r.id} reaches the island's coast (open water is a sea bay)")
        if r.symbols:
            out.append(f"{r.id} is water but carries {', '.join(sorted(s.value for s in r.symbols))}")
    markers = [r.id for r in side.regions if r.has(Symbol.MARKER)]
    if len(markers) != 1:
        out.append(f"{len(markers)} marker regions ({', '.join(markers) or 'none'}); exactly one per side")
    entries = [r.id for r in side.regions if r.has(Symbol.ENTRY)]
    if len(entries) < 2:
        out.append(f"{len(entries)} entry regions; at least two per side")
    for rid in entries:
        if not side.on_coast(rid):
            out.append(f"entry region {rid} is not on the coast")
    for r in side.regions:
        if r.has(Symbol.MURLOC) and (r.is_water or r.terrain is Terrain.MOUNTAIN):
            out.append(f"murloc on {r.terrain.value} region {r.id}")
    if side.size in ("medium", "large"):
        present = {r.terrain for r in side.regions}
        for t in LAND_TERRAINS:
            if t not in present:
                out.append(f"no {t.value} region; every terrain appears on every {side.size} side")
        if not water:
            out.append(f"no sea or lake; every terrain appears on every {side.size} side")
    for sym in (Symbol.CAVERN, Symbol.MAGIC, Symbol.MURLOC):
        if side.count(symbol=sym) == 0:
            out.append(f"no {sym.value} region")
    if not connected(side):
        out.append("some regions cannot be reached from the others through borders")
    if not connected(side, [r.id for r in land]):
        out.append("the land regions do not all reach each other by land")
    out.extend(room_problems(side))
    return out


def room_problems(side: Side) -> list[str]:
    """Regions whose name block or token spot does not fit inside them (see `layout`)."""
    out: list[str] = []
    for r in side.regions:
        icons = len(layout.icon_names(r.terrain, r.symbols, side.size))
        rect = layout.block_rect(r.name, icons, r.label)
        if not layout.rect_inside(rect, r.polygon):
            out.append(f"{r.id}: the name and icons do not fit inside the region around its label point")
        room = geo.boundary_distance(r.anchor, r.polygon) if geo.point_in_polygon(r.anchor, r.polygon) else 0.0
        if room < layout.TOKEN_RADIUS:
            out.append(f"{r.id}: only {room:.0f} units around the token anchor, tokens need "
                       f"{layout.TOKEN_RADIUS:.0f}")
        if not layout.disc_clear_of_rect(r.anchor, layout.TOKEN_RADIUS, rect):
            out.append(f"{r.id}: tokens at the anchor would cover the name")
    return out


def set_problems(sides: Mapping[str, Side]) -> list[str]:
    """What keeps the whole collection of sides from the FACTS.md constraints."""
    out: list[str] = []
    missing = [s for s in SIDE_IDS if s not in sides]
    if missing:
        out.append(f"missing sides: {', '.join(missing)}")
    extra = [s for s in sides if s not in SIDE_IDS]
    if extra:
        out.append(f"unknown sides: {', '.join(extra)} (the game has exactly {', '.join(SIDE_IDS)})")
    owner: dict[str, str] = {}
    for sid, side in sides.items():
        if side.id != sid:
            out.append(f"side file {sid} calls itself {side.id}")
        expected = sid.split("_", 1)[0]
        if side.size != expected:
            out.append(f"{sid} says size {side.size}")
        for r in side.regions:
            if r.id in owner:
                out.append(f"region id {r.id} is used by both {owner[r.id]} and {sid}")
            owner.setdefault(r.id, sid)
    with_water = sum(1 for s in sides.values() if s.water)
    if sides and with_water * 2 <= len(sides):
        out.append(f"only {with_water} of {len(sides)} sides have a sea or lake; most should")
    present = [s for s in SIDE_IDS if s in sides]
    for players in sorted(BOARDS_PER_PLAYERS):
        worst_m, worst_set_m = limits_for(sides, legal_sets(players, present), Terrain.MOUNTAIN)
        if worst_m > MOUNTAIN_TOKENS:
            out.append(f"{players} players on {', '.join(worst_set_m)}: {worst_m} mountain regions, "
                       f"only {MOUNTAIN_TOKENS} mountain tokens")
        worst_u, worst_set_u = limits_for(sides, legal_sets(players, present), Symbol.MURLOC)
        if worst_u > MURLOC_TOKENS:
            out.append(f"{players} players on {', '.join(worst_set_u)}: {worst_u} murloc regions, "
                       f"only {MURLOC_TOKENS} murloc tokens")
    return out


def limits_for(sides: Mapping[str, Side], sets: Sequence[tuple[str, ...]],
               what: Terrain | Symbol) -> tuple[int, tuple[str, ...]]:
    """The largest number of regions with that terrain or symbol over the given sets, and a set reaching it."""
    best, best_set = 0, ()
    for chosen in sets:
        if isinstance(what, Terrain):
            n = sum(sides[s].count(terrain=what) for s in chosen)
        else:
            n = sum(sides[s].count(symbol=what) for s in chosen)
        if n > best:
            best, best_set = n, chosen
    return best, best_set
