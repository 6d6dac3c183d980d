"""The static map the engine plays on: regions, their terrain and symbols, and borders.

A map is built either from the island sides shipped in `boards/` (see
`smallwow_qt.boards.loader.load_map`) or from a scenario's inline map. The engine only
needs what is here: no geometry.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum


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


@dataclass(frozen=True)
class RegionDef:
    """One region of an island side: what never changes during a game."""

    id: str
    board: str
    terrain: Terrain
    symbols: frozenset[Symbol] = frozenset()
    name: str = ""

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


@dataclass(frozen=True)
class MapDef:
    """Regions in map order (the order ties are broken in) and undirected adjacency."""

    regions: tuple[RegionDef, ...]
    neighbours: dict[str, tuple[str, ...]] = field(hash=False, compare=False)
    by_id: dict[str, RegionDef] = field(hash=False, compare=False, repr=False)

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
