"""The static map the engine plays on: regions, their terrain and symbols, and borders.

A map is built either from the island sides shipped in `boards/` (see
`smallwow_qt.boards.loader.load_map`) or from a scenario's inline map. The engine only
needs what is here: no geometry.
"""

from __future__ import annotations

from enum import Enum
from typing import Any

from smallwow_qt.values import Value


class Terrain(str, Enum):
    FIELD = "field"
    FOREST = "forest"
    HILL = "hill"
    SWAMP = "swamp"
    MOUNTAIN = "mountain"
    SEA = "sea"
    LAKE = "lake"

    @property
    def is_water(self) -> bool:
        return self in (Terrain.SEA, Terrain.LAKE)


class Symbol(str, Enum):
    ENTRY = "entry"
    CAVERN = "cavern"
    MAGIC = "magic"
    MURLOC = "murloc"
    MARKER = "marker"


TERRAINS = frozenset(t.value for t in Terrain)
SYMBOLS = frozenset(s.value for s in Symbol)


class RegionDef(Value):
    """One region of an island side: what never changes during a game."""

    FIELDS = ("id", "board", "terrain", "symbols", "name")

    def __init__(self, id: str, board: str, terrain: Terrain, symbols: frozenset[Symbol] = frozenset(),
                 name: str = "") -> None:
        self.__dict__.update(id=id, board=board, terrain=terrain, symbols=symbols, name=name)

    @property
    def display_name(self) -> str:
        return self.name or self.id

    @property
    def is_water(self) -> bool:
        return self.terrain.is_water

    @property
    def is_mountain(self) -> bool:
        return self.terrain is Terrain.MOUNTAIN

    def has(self, symbol: Symbol) -> bool:
        return symbol in self.symbols


class MapDef(Value):
    """Regions in map order (the order ties are broken in) and undirected adjacency. Two
    maps are equal when their regions are (the neighbours and the index follow from them
    and the borders)."""

    FIELDS = ("regions", "neighbours", "by_id")

    def __init__(self, regions: tuple[RegionDef, ...], neighbours: dict[str, tuple[str, ...]],
                 by_id: dict[str, RegionDef]) -> None:
        self.__dict__.update(regions=regions, neighbours=neighbours, by_id=by_id)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return self.regions == other.regions
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.regions)

    def __repr__(self) -> str:
        return f"MapDef(regions={self.regions!r}, neighbours={self.neighbours!r})"

    @staticmethod
    def build(regions: list[RegionDef], borders: list[tuple[str, str]]) -> "MapDef":
        """Build a map; refuses unknown or cross-board borders and duplicate ids (ValueError)."""
        by_id: dict[str, RegionDef] = {}
        for region in regions:
            if region.id in by_id:
                raise ValueError(f"region {region.id!r} is listed twice")
            by_id[region.id] = region
        adjacent: dict[str, set[str]] = {r.id: set() for r in regions}
        for a, b in borders:
            for end in (a, b):
                if end not in by_id:
                    raise ValueError(f"border [{a}, {b}] names unknown region {end!r}")
            if a == b:
                raise ValueError(f"border [{a}, {b}] joins a region to itself")
            if by_id[a].board != by_id[b].board:
                raise ValueError(f"border [{a}, {b}] joins two different boards; islands never touch")
            adjacent[a].add(b)
            adjacent[b].add(a)
        order = {r.id: i for i, r in enumerate(regions)}
        neighbours = {rid: tuple(sorted(n, key=order.__getitem__)) for rid, n in adjacent.items()}
        return MapDef(tuple(regions), neighbours, by_id)

    def region(self, region_id: str) -> RegionDef:
        return self.by_id[region_id]

    def boards(self) -> list[str]:
        seen: dict[str, None] = {}
        for r in self.regions:
            seen.setdefault(r.board, None)
        return list(seen)

    def adjacent(self, a: str, b: str) -> bool:
        return b in self.neighbours[a]


def map_to_dict(map_def: MapDef) -> dict[str, Any]:
    return {
        "regions": {r.id: {"board": r.board, "terrain": r.terrain.value,
                           "symbols": sorted(s.value for s in r.symbols), "name": r.name}
                    for r in map_def.regions},
        "borders": sorted({tuple(sorted((a, b))) for a, ns in map_def.neighbours.items() for b in ns}),
    }


def map_from_dict(data: dict[str, Any]) -> MapDef:
    regions = [RegionDef(rid, r["board"], Terrain(r["terrain"]),
                         frozenset(Symbol(s) for s in r.get("symbols", [])), r.get("name", ""))
               for rid, r in data["regions"].items()]
    return MapDef.build(regions, [tuple(b) for b in data["borders"]])
