"""What a loaded island side is: immutable shapes and the facts derived from them."""

from __future__ import annotations

from smallwow_qt.boards.geometry import Point
from smallwow_qt.engine import Symbol, Terrain
from smallwow_qt.values import Value

#: The twelve island sides: six double-sided boards, faces `a` and `b`.
SIDE_IDS: tuple[str, ...] = (
    "large_1a", "large_1b", "large_2a", "large_2b",
    "medium_1a", "medium_1b", "medium_2a", "medium_2b",
    "small_1a", "small_1b", "small_2a", "small_2b",
)
SIZES: tuple[str, ...] = ("small", "medium", "large")
#: Land regions (sea and lake not counted) a side of each size must have (FACTS.md "Boards").
LAND_REGIONS: dict[str, tuple[int, int]] = {"small": (7, 8), "medium": (9, 10), "large": (11, 13)}


def board_of(side_id: str) -> str:
    """The physical board a side belongs to: `large_1a` -> `large_1`."""
    return side_id[:-1] if side_id[-1:] in ("a", "b") else side_id


class RegionShape(Value):
    """One region of one island side: game identity plus the shape it is drawn with: its
    `polygon` (counter-clockwise in x-right/y-up axes, clockwise on screen), where its name
    is written (`label`) and where tokens stack (`anchor`)."""

    FIELDS = ("id", "name", "terrain", "symbols", "polygon", "label", "anchor")

    def __init__(self, id: str, name: str, terrain: Terrain, symbols: frozenset[Symbol],
                 polygon: tuple[Point, ...], label: Point, anchor: Point) -> None:
        self.__dict__.update(id=id, name=name, terrain=terrain, symbols=symbols, polygon=polygon,
                             label=label, anchor=anchor)

    @property
    def is_water(self) -> bool:
        return self.terrain.is_water

    def has(self, symbol: Symbol) -> bool:
        return symbol in self.symbols


class Side(Value):
    """One island side as loaded from `boards/<id>.yaml`.

    - `size`: small / medium / large
    - `borders`: each pair once, (a, b) with a < b
    - `outline`: the island's outer boundary, sea bay included
    - `coastal`: the regions with an edge on the outline
    - `source`: the file it was read from
    """

    FIELDS = ("id", "name", "size", "regions", "borders", "outline", "coastal", "source")

    def __init__(self, id: str, name: str, size: str, regions: tuple[RegionShape, ...],
                 borders: tuple[tuple[str, str], ...], outline: tuple[Point, ...],
                 coastal: frozenset[str], source: str = "") -> None:
        self.__dict__.update(id=id, name=name, size=size, regions=regions, borders=borders,
                             outline=outline, coastal=coastal, source=source,
                             _by_id={r.id: r for r in regions})

    def region(self, region_id: str) -> RegionShape:
        return self._by_id[region_id]

    @property
    def region_ids(self) -> tuple[str, ...]:
        return tuple(r.id for r in self.regions)

    @property
    def land(self) -> tuple[RegionShape, ...]:
        return tuple(r for r in self.regions if not r.is_water)

    @property
    def water(self) -> tuple[RegionShape, ...]:
        return tuple(r for r in self.regions if r.is_water)

    def neighbours(self, region_id: str) -> tuple[str, ...]:
        out = [b for a, b in self.borders if a == region_id] + [a for a, b in self.borders if b == region_id]
        order = {r.id: i for i, r in enumerate(self.regions)}
        return tuple(sorted(out, key=order.__getitem__))

    def on_coast(self, region_id: str) -> bool:
        """On the open sea: an edge on the island's outline, or a border with a sea region."""
        if region_id in self.coastal:
            return True
        return any(self.region(n).terrain is Terrain.SEA for n in self.neighbours(region_id))

    def count(self, terrain: Terrain | None = None, symbol: Symbol | None = None) -> int:
        return sum(1 for r in self.regions
                   if (terrain is None or r.terrain is terrain) and (symbol is None or symbol in r.symbols))

    def bounds(self) -> tuple[float, float, float, float]:
        xs = [p[0] for p in self.outline]
        ys = [p[1] for p in self.outline]
        return (min(xs), min(ys), max(xs), max(ys))

    @property
    def board(self) -> str:
        return board_of(self.id)
