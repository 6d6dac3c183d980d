"""Draw the twelve island sides and write `boards/<side>.yaml`.

    python -m smallwow_qt.boards.generate [--out DIR] [SIDE ...]

Nobody edits polygons or borders by hand: each side is made here, deterministically, from
its entry in `SPECS` (seed, terrain counts, symbol counts, names). To change an island,
change its spec (or its seed) and run this again; the tests check that the committed
files are exactly what this script writes.

How a side is made:

1. A jittered hexagonal lattice of points is cut into Voronoi cells (half-plane clipping).
   Voronoi vertices closer than a few units are merged, so every cell corner has one id.
2. A wobbly ellipse chooses the cells that make the island.
3. A sea bay (grown inward from a coastal cell) or a lake (grown from the innermost cell)
   is taken out first, then the land regions grow from well spread seed cells.
4. Each region's outline is the chain of its cells' outer edges. Every stretch of border
   between two regions (or a region and the open sea) is smoothed once and shared by both
   sides, so neighbours repeat each other's vertices exactly. Coasts get a rougher wobble.
5. Terrains are placed so that neighbours rarely share one; symbols are spread out.
6. The result is checked with the same code the loader uses; a failed attempt is redrawn
   with the next sub-seed.
"""

from __future__ import annotations

import argparse
import math
import random
import re
import sys
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from smallwow_qt.boards import geometry as geo
from smallwow_qt.boards import layout
from smallwow_qt.boards.model import LAND_REGIONS, SIDE_IDS
from smallwow_qt.engine.mapdef import Symbol, Terrain

Point = geo.Point
OUTSIDE = -1

LAND_ORDER = ("field", "forest", "hill", "swamp", "mountain")
REGION_AREA = 34000.0  # mean land region area, board units squared
CELL_SPACING = 65.0  # lattice spacing of the Voronoi seeds
MAX_SIZE = (1100.0, 760.0)  # an island side fits in this box
MARGIN = 20.0  # the island's bounding box starts here
INLAND_REGIONS = {"small": 0, "medium": 1, "large": 2}  # land regions off the coast, at least


@dataclass(frozen=True)
class SideSpec:
    name: str
    seed: int
    water: str | None  # "sea" (a bay), "lake" (inland) or None
    terrains: dict[str, list[str]]  # terrain -> region names (one region per name)
    symbols: dict[str, int] = field(default_factory=dict)  # entry / cavern / magic / murloc counts
    aspect: float = 1.45

    @property
    def land_count(self) -> int:
        return sum(len(v) for t, v in self.terrains.items() if t in LAND_ORDER)


SPECS: dict[str, SideSpec] = {
    "large_1a": SideSpec(
        "Kalimdor Wilds", 101, "sea",
        {"field": ["Crossroads Plains", "Mulgore Pastures", "Barrens Savanna"],
         "forest": ["Ashenvale Woods", "Mystral Glade"],
         "hill": ["Razor Hill", "Thunder Bluff Rise", "Camp Taurajo Downs"],
         "swamp": ["Dustwallow Marsh", "Wailing Fen"],
         "mountain": ["Stonetalon Peaks", "Thousand Needles", "Dreadmist Peak"],
         "sea": ["Bay of Durotar"]},
        {"entry": 4, "cavern": 3, "magic": 2, "murloc": 4}),
    "large_1b": SideSpec(
        "Kingdom of Stormwind", 202, "lake",
        {"field": ["Elwynn Fields", "Westfall Farms", "Goldshire Meadows"],
         "forest": ["Duskwood", "Brightwood Grove", "Eastvale Forest"],
         "hill": ["Redridge Hills", "Northshire Rise"],
         "swamp": ["Swamp of Sorrows", "Misty Reed Bog"],
         "mountain": ["Blackrock Mountain", "Searing Gorge Peaks"],
         "lake": ["Stonewatch Lake"]},
        {"entry": 4, "cavern": 2, "magic": 3, "murloc": 3}),
    "large_2a": SideSpec(
        "Shores of Northrend", 303, "sea",
        {"field": ["Borean Tundra", "Dragonblight Plain"],
         "forest": ["Crystalsong Forest", "Grizzlemaw Woods", "Sholazar Jungle"],
         "hill": ["Wintergarde Downs", "Coldarra Hills"],
         "swamp": ["Frozen Mire", "Scalding Pools"],
         "mountain": ["Storm Peaks", "Icecrown Glacier"],
         "sea": ["Howling Fjord"]},
        {"entry": 3, "cavern": 2, "magic": 3, "murloc": 3}),
    "large_2b": SideSpec(
        "Shattered Outland", 404, "lake",
        {"field": ["Nagrand Steppe", "Hellfire Fields", "Garadar Grassland"],
         "forest": ["Terokkar Forest", "Skettis Woods", "Shattrath Groves"],
         "hill": ["Blade's Edge Foothills", "Halaa Hills", "Telaar Rise"],
         "swamp": ["Zangarmarsh", "Umbrafen"],
         "mountain": ["Blade's Edge Mountains", "Netherstorm Spires"],
         "lake": ["Silmyr Lake"]},
        {"entry": 4, "cavern": 3, "magic": 2, "murloc": 4}),
    "medium_1a": SideSpec(
        "Quel'Thalas", 505, "sea",
        {"field": ["Eversong Fields", "Sunstrider Meadows"],
         "forest": ["Eversong Woods", "Ghostlands", "Farstrider Wood"],
         "hill": ["Goldenbough Hills", "Tranquillien Rise"],
         "swamp": ["Dead Scar Marsh"],
         "mountain": ["Zul'Aman Heights", "Sunspire Peaks"],
         "sea": ["Silvermoon Bay"]},
        {"entry": 3, "cavern": 2, "magic": 2, "murloc": 3}),
    "medium_1b": SideSpec(
        "Lordaeron Reach", 606, "lake",
        {"field": ["Tirisfal Glades", "Hillsbrad Fields"],
         "forest": ["Silverpine Forest", "Shadowfang Woods"],
         "hill": ["Alterac Foothills", "Southshore Downs"],
         "swamp": ["Agamand Mire", "Fenris Bog"],
         "mountain": ["Alterac Mountains"],
         "lake": ["Lordamere Lake"]},
        {"entry": 3, "cavern": 2, "magic": 2, "murloc": 3}),
    "medium_2a": SideSpec(
        "Feralas Frontier", 707, "lake",
        {"field": ["Desolace Plain", "Mojache Fields"],
         "forest": ["Feathermoon Forest", "Dire Maul Woods"],
         "hill": ["Shadowprey Hills", "Kodo Graveyard Rise"],
         "swamp": ["Lower Wilds Marsh", "Sargeron Fen"],
         "mountain": ["High Wilderness", "Grimtotem Peaks"],
         "lake": ["Lake Mennar"]},
        {"entry": 3, "cavern": 2, "magic": 2, "murloc": 3}),
    "medium_2b": SideSpec(
        "Khaz Modan", 808, "sea",
        {"field": ["Thelsamar Fields", "Dun Morogh Vale"],
         "forest": ["Greenwarden's Grove", "Mosshide Forest"],
         "hill": ["Loch Modan Hills", "Badlands Rise"],
         "swamp": ["Menethil Marsh"],
         "mountain": ["Ironforge Peaks", "Dun Algaz Peaks"],
         "sea": ["Baradin Bay"]},
        {"entry": 3, "cavern": 2, "magic": 2, "murloc": 2}),
    "small_1a": SideSpec(
        "Teldrassil", 909, "sea",
        {"field": ["Dolanaar Fields", "Starbreeze Meadow"],
         "forest": ["Shadowglen", "Teldrassil Canopy"],
         "hill": ["Ban'ethil Hills", "Oracle Rise"],
         "swamp": ["Fel Rock Marsh"],
         "mountain": ["Aldrassil Peak"],
         "sea": ["Rut'theran Bay"]},
        {"entry": 2, "cavern": 1, "magic": 1, "murloc": 2}, aspect=1.4),
    "small_1b": SideSpec(
        "Isle of Quel'Danas", 1010, None,
        {"field": ["Sunwell Meadows", "Dawnstar Fields"],
         "forest": ["Dawning Wood"],
         "hill": ["Magisters' Rise"],
         "swamp": ["Greengill Marsh"],
         "mountain": ["Sunwell Plateau", "Sun's Reach Crag"]},
        {"entry": 3, "cavern": 1, "magic": 1, "murloc": 2}, aspect=1.4),
    "small_2a": SideSpec(
        "Echo Isles", 1111, "lake",
        {"field": ["Sen'jin Fields", "Darkspear Meadows"],
         "forest": ["Zalazane's Grove", "Bloodtalon Woods"],
         "hill": ["Spitescale Hills", "Voodoo Rise"],
         "swamp": ["Bonedust Fen"],
         "mountain": ["Jaggedswine Peak"],
         "lake": ["Echo Lagoon"]},
        {"entry": 2, "cavern": 1, "magic": 1, "murloc": 2}, aspect=1.4),
    "small_2b": SideSpec(
        "Azuremyst Isle", 1212, None,
        {"field": ["Ammen Vale", "Azure Watch Fields"],
         "forest": ["Bloodmyst Woods", "Odesyus' Grove"],
         "hill": ["Emberglade Hills"],
         "swamp": ["Silting Shore Marsh"],
         "mountain": ["Stillpine Heights"]},
        {"entry": 2, "cavern": 1, "magic": 1, "murloc": 2}, aspect=1.4),
}


def snake(name: str) -> str:
    """Region id from its display name: "Blade's Edge Foothills" -> "blades_edge_foothills"."""
    s = name.lower().replace("'", "")
    return re.sub(r"[^a-z0-9]+", "_", s).strip("_")


class GenerationFailed(Exception):
    pass


# --- Voronoi cells ---------------------------------------------------------------------------

def _clip(poly: list[Point], px: float, py: float, qx: float, qy: float) -> list[Point]:
    """Keep the part of poly closer to p than to q."""
    mx, my = (px + qx) / 2, (py + qy) / 2
    nx, ny = qx - px, qy - py

    def side(pt: Point) -> float:
        return (pt[0] - mx) * nx + (pt[1] - my) * ny

    out: list[Point] = []
    n = len(poly)
    for i in range(n):
        a, b = poly[i], poly[(i + 1) % n]
        sa, sb = side(a), side(b)
        if sa <= 0:
            out.append(a)
        if (sa < 0 < sb) or (sb < 0 < sa):
            t = sa / (sa - sb)
            out.append((a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])))
    return out


class Mesh:
    """Voronoi cells with shared vertex ids."""

    def __init__(self, seeds: list[Point], box: tuple[float, float, float, float], merge: float):
        self.seeds = seeds
        x0, y0, x1, y1 = box
        self.vertices: list[Point] = []
        self._grid: dict[tuple[int, int], list[int]] = defaultdict(list)
        self._merge = merge
        self.cells: list[list[int]] = []
        reach = 3.2 * CELL_SPACING
        buckets: dict[tuple[int, int], list[int]] = defaultdict(list)
        for i, (x, y) in enumerate(seeds):
            buckets[int(x // reach), int(y // reach)].append(i)
        for i, (px, py) in enumerate(seeds):
            poly: list[Point] = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
            gx, gy = int(px // reach), int(py // reach)
            near = [j for dx in (-1, 0, 1) for dy in (-1, 0, 1) for j in buckets.get((gx + dx, gy + dy), ())]
            near.sort(key=lambda j: (seeds[j][0] - px) ** 2 + (seeds[j][1] - py) ** 2)
            radius2 = max((x - px) ** 2 + (y - py) ** 2 for x, y in poly)
            for j in near:
                if j == i:
                    continue
                qx, qy = seeds[j]
                if (qx - px) ** 2 + (qy - py) ** 2 > 4 * radius2:
                    break  # too far to cut the cell any more (neighbours come nearest first)
                poly = _clip(poly, px, py, qx, qy)
                radius2 = max((x - px) ** 2 + (y - py) ** 2 for x, y in poly)
            ids: list[int] = []
            for pt in poly:
                vid = self._vertex(pt)
                if not ids or ids[-1] != vid:
                    ids.append(vid)
            while len(ids) > 1 and ids[0] == ids[-1]:
                ids.pop()
            if geo.signed_area([self.vertices[v] for v in ids]) < 0:
                ids.reverse()
            self.cells.append(ids)

    def _vertex(self, pt: Point) -> int:
        m = self._merge
        gx, gy = int(pt[0] // m), int(pt[1] // m)
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                for vid in self._grid.get((gx + dx, gy + dy), ()):
                    if math.dist(self.vertices[vid], pt) < m:
                        return vid
        self.vertices.append(pt)
        self._grid[gx, gy].append(len(self.vertices) - 1)
        return len(self.vertices) - 1


# --- one side --------------------------------------------------------------------------------

@dataclass
class Region:
    key: int
    cells: list[int]
    water: str | None = None
    polygon: list[Point] = field(default_factory=list)
    terrain: str = ""
    symbols: set[str] = field(default_factory=set)
    name: str = ""
    label: Point = (0.0, 0.0)
    anchor: Point = (0.0, 0.0)


def generate_side(side_id: str, spec: SideSpec | None = None, first_attempt: int = 0,
                  attempts: int = 400) -> tuple[dict, int]:
    """The YAML-ready mapping of one side drawn from its spec, and the attempt that made it.

    Deterministic: attempt k always uses the random stream "<side>/<seed>/<k>", and the
    first attempt that passes every check wins.
    """
    spec = spec or SPECS[side_id]
    last: Exception | None = None
    for attempt in range(first_attempt, first_attempt + attempts):
        rng = random.Random(f"{side_id}/{spec.seed}/{attempt}")
        try:
            return _attempt(side_id, spec, rng), attempt
        except GenerationFailed as exc:
            last = exc
    raise RuntimeError(f"{side_id}: no good island in {attempts} attempts (last: {last})")


def _attempt(side_id: str, spec: SideSpec, rng: random.Random) -> dict:
    n_land = spec.land_count
    water_weight = 1.25 if spec.water == "sea" else 0.9
    area = REGION_AREA * (n_land + (water_weight if spec.water else 0))
    # ellipse semi-axes for that area, then the box around it
    b_axis = math.sqrt(area / (math.pi * spec.aspect)) * 1.04
    a_axis = b_axis * spec.aspect
    margin = 1.6 * CELL_SPACING
    width, height = 2 * a_axis + 2 * margin, 2 * b_axis + 2 * margin
    cx, cy = width / 2, height / 2

    seeds: list[Point] = []
    s = CELL_SPACING
    row = 0
    y = -s
    while y < height + s:
        x = -s + (s / 2 if row % 2 else 0)
        while x < width + s:
            seeds.append((x + rng.uniform(-0.32, 0.32) * s, y + rng.uniform(-0.32, 0.32) * s))
            x += s
        y += s * math.sqrt(3) / 2
        row += 1
    box = (-2 * s, -2 * s, width + 2 * s, height + 2 * s)
    mesh = Mesh(seeds, box, merge=5.0)
    cells = mesh.cells

    # cell adjacency through shared edges
    edge_cells: dict[tuple[int, int], list[int]] = defaultdict(list)
    for ci, ids in enumerate(cells):
        for k in range(len(ids)):
            u, v = ids[k], ids[(k + 1) % len(ids)]
            edge_cells[(u, v) if u < v else (v, u)].append(ci)
    adj: dict[int, set[int]] = defaultdict(set)
    for owners in edge_cells.values():
        if len(owners) == 2:
            adj[owners[0]].add(owners[1])
            adj[owners[1]].add(owners[0])

    # the island: a wobbly ellipse
    harmonics = [(k, rng.uniform(0.04, 0.22) / (1 + 0.3 * k), rng.uniform(0, 2 * math.pi)) for k in range(2, 7)]

    def inside(p: Point) -> bool:
        dx, dy = (p[0] - cx) / a_axis, (p[1] - cy) / b_axis
        r = math.hypot(dx, dy)
        th = math.atan2(dy, dx)
        limit = 1.0 + sum(amp * math.cos(k * th + ph) for k, amp, ph in harmonics)
        return r < limit

    island = {ci for ci, p in enumerate(seeds) if inside(p)
              and margin * 0.3 < p[0] < width - margin * 0.3 and margin * 0.3 < p[1] < height - margin * 0.3}
    island = _largest_component(island, adj)
    # fill holes: outside cells not reachable from the box edge join the island
    outside = set(range(len(cells))) - island
    edge_touching = {ci for ci in outside if not (0 < seeds[ci][0] < width and 0 < seeds[ci][1] < height)}
    reach = _flood(edge_touching, adj, outside)
    island |= outside - reach

    mean_cells = len(island) / (n_land + (water_weight if spec.water else 0))
    if mean_cells < 5.5:
        raise GenerationFailed(f"too few cells per region ({mean_cells:.1f})")

    def coast_cell(ci: int) -> bool:
        return any(n not in island for n in adj[ci]) or len(adj[ci]) < len(cells[ci])

    regions: list[Region] = []
    owner: dict[int, int] = {}
    if spec.water:
        target = max(4, round(mean_cells * water_weight))
        if spec.water == "sea":
            # a bay: start where the coast already bends inwards, and eat into the island
            coast = sorted(ci for ci in island if coast_cell(ci))
            coast.sort(key=lambda ci: math.hypot((seeds[ci][0] - cx) / a_axis, (seeds[ci][1] - cy) / b_axis))
            start = rng.choice(coast[:max(3, len(coast) // 4)])
            sx, sy = seeds[start]
            reach = 0.55 * CELL_SPACING * math.sqrt(target)
            d = math.hypot(cx - sx, cy - sy) or 1.0
            focus = (sx + (cx - sx) / d * reach, sy + (cy - sy) / d * reach)
            water_cells = _grow_one(start, target, island, adj, seeds, rng, focus)
        else:
            depth = _depth(island, adj, coast_cell)
            deepest = max(depth.values())
            if deepest < 3:
                raise GenerationFailed("island too thin for a lake")
            start = rng.choice(sorted(ci for ci, d in depth.items() if d >= deepest - 1))
            allowed = {ci for ci, d in depth.items() if d >= 2}
            water_cells = _grow_one(start, target, allowed, adj, seeds, rng)
        if len(water_cells) < target - 1:
            raise GenerationFailed("water region could not grow")
        regions.append(Region(0, water_cells, water=spec.water))
        for ci in water_cells:
            owner[ci] = 0

    land_cells = sorted(island - set(owner))
    if not _connected(set(land_cells), adj):
        raise GenerationFailed("water cuts the land in two")
    starts = _spread_seeds(land_cells, n_land, seeds, rng)
    weights = [rng.uniform(0.8, 1.25) for _ in starts]
    for k, (ci, _w) in enumerate(zip(starts, weights)):
        key = len(regions)
        regions.append(Region(key, [ci]))
        owner[ci] = key
    _grow_all(regions[len(regions) - n_land:], weights, set(land_cells), owner, adj, seeds, rng)
    if len(owner) != len(island):
        raise GenerationFailed("some cells were left out")
    for r in regions:
        if not r.water and len(r.cells) < 0.55 * mean_cells:
            raise GenerationFailed("a region came out too small")

    polygons = _region_polygons(regions, cells, owner, mesh.vertices, rng)
    # move the island to MARGIN from the origin (whole units, so shared vertices stay equal)
    bx0, by0, bx1, by1 = geo.bounds([p for poly in polygons.values() for p in poly])
    if bx1 - bx0 > MAX_SIZE[0] or by1 - by0 > MAX_SIZE[1]:
        raise GenerationFailed("island too big for the table")
    dx, dy = MARGIN - bx0, MARGIN - by0
    for r in regions:
        r.polygon = [(x + dx, y + dy) for x, y in polygons[r.key]]

    # checks shared with the loader
    polys = {str(r.key): r.polygon for r in regions}
    for key, poly in polys.items():
        if geo.self_intersections(poly):
            raise GenerationFailed(f"region {key} outline meets itself")
    if geo.tiling_problems(polys):
        raise GenerationFailed("regions do not tile the island")
    pairs = geo.shared_edge_pairs(polys)
    graph: dict[int, set[int]] = defaultdict(set)
    for a, b in pairs:
        graph[int(a)].add(int(b))
        graph[int(b)].add(int(a))
    if not _connected({r.key for r in regions}, graph):
        raise GenerationFailed("regions not connected")
    if not _connected({r.key for r in regions if not r.water}, graph):
        raise GenerationFailed("land regions not connected by land")
    cycles, _ = geo.outline_cycles(polys)
    outline_edges = set(geo.edges(cycles[0]))
    coastal = {r.key for r in regions if any(e in outline_edges for e in geo.edges(geo.ccw(r.polygon)))}
    for r in regions:
        if r.water == "sea" and r.key not in coastal:
            raise GenerationFailed("the bay does not open on the sea")
        if r.water == "sea":
            poly = geo.ccw(r.polygon)
            mouth = sum(math.dist(a, b) for a, b in geo.edges(poly) if (a, b) in outline_edges)
            if mouth > 0.4 * sum(math.dist(a, b) for a, b in geo.edges(poly)):
                raise GenerationFailed("the bay sticks out instead of cutting into the coast")
        if r.water == "lake" and r.key in coastal:
            raise GenerationFailed("the lake reaches the coast")
    inland = sum(1 for r in regions if not r.water and r.key not in coastal)
    if inland < INLAND_REGIONS[side_id.split("_", 1)[0]]:
        raise GenerationFailed("too few inland regions")
    if spec.water == "lake" and len(graph[0]) < 3:
        raise GenerationFailed("lake has too few shores")

    _assign_terrains(regions, spec, graph, coastal, rng)
    _assign_symbols(regions, spec, graph, coastal, rng)
    _assign_names(regions, spec, rng)
    _place_labels(regions, side_id.split("_", 1)[0])
    return _to_mapping(side_id, spec, regions, pairs)


def _largest_component(cells: set[int], adj: dict[int, set[int]]) -> set[int]:
    best: set[int] = set()
    left = set(cells)
    while left:
        start = min(left)
        comp = _flood({start}, adj, cells)
        left -= comp
        if len(comp) > len(best):
            best = comp
    return best


def _flood(starts: set[int], adj: dict[int, set[int]], allowed: set[int]) -> set[int]:
    seen = set(starts)
    todo = sorted(starts)
    while todo:
        c = todo.pop()
        for n in adj[c]:
            if n in allowed and n not in seen:
                seen.add(n)
                todo.append(n)
    return seen


def _connected(nodes: set[int], adj: dict[int, set[int]]) -> bool:
    if not nodes:
        return True
    return _flood({min(nodes)}, adj, nodes) == nodes


def _depth(island: set[int], adj: dict[int, set[int]], coast_cell) -> dict[int, int]:
    depth = {ci: 0 for ci in island if coast_cell(ci)}
    frontier = sorted(depth)
    while frontier:
        nxt = []
        for c in frontier:
            for n in sorted(adj[c]):
                if n in island and n not in depth:
                    depth[n] = depth[c] + 1
                    nxt.append(n)
        frontier = nxt
    return depth


def _grow_one(start: int, target: int, allowed: set[int], adj, seeds, rng,
              focus: Point | None = None) -> list[int]:
    got = [start]
    have = {start}
    sx, sy = focus or seeds[start]
    while len(got) < target:
        frontier = sorted({n for c in got for n in adj[c] if n in allowed and n not in have})
        if not frontier:
            break
        best = min(frontier, key=lambda n: math.dist(seeds[n], (sx, sy)) * rng.uniform(0.9, 1.1))
        got.append(best)
        have.add(best)
    return got


def _spread_seeds(cells: list[int], k: int, seeds, rng) -> list[int]:
    """k well spread start cells: farthest-point picks, then a few k-means steps (which pull
    starts off the coast, so some regions end up inland)."""
    chosen = [rng.choice(cells)]
    while len(chosen) < k:
        best = max(cells, key=lambda c: min(math.dist(seeds[c], seeds[o]) for o in chosen) * rng.uniform(0.85, 1.0))
        chosen.append(best)
    centres = [seeds[c] for c in chosen]
    for _ in range(6):
        groups: list[list[Point]] = [[] for _ in centres]
        for c in cells:
            nearest = min(range(len(centres)), key=lambda i: math.dist(seeds[c], centres[i]))
            groups[nearest].append(seeds[c])
        centres = [(sum(p[0] for p in g) / len(g), sum(p[1] for p in g) / len(g)) if g else centres[i]
                   for i, g in enumerate(groups)]
    starts: list[int] = []
    for centre in centres:
        best = min((c for c in cells if c not in starts), key=lambda c: math.dist(seeds[c], centre))
        starts.append(best)
    return starts


def _grow_all(regions: list[Region], weights, allowed: set[int], owner: dict[int, int], adj, seeds, rng) -> None:
    stuck: set[int] = set()
    while True:
        open_regions = [r for r in regions if r.key not in stuck]
        if not open_regions:
            return
        r = min(open_regions, key=lambda r: (len(r.cells) / weights[regions.index(r)], r.key))
        frontier = sorted({n for c in r.cells for n in adj[c] if n in allowed and n not in owner})
        if not frontier:
            stuck.add(r.key)
            continue
        sx = sum(seeds[c][0] for c in r.cells) / len(r.cells)
        sy = sum(seeds[c][1] for c in r.cells) / len(r.cells)
        # prefer cells hugging the region (many neighbours inside it), then close ones
        best = min(frontier, key=lambda n: (math.dist(seeds[n], (sx, sy))
                                            - 18.0 * sum(1 for m in adj[n] if owner.get(m) == r.key))
                   * rng.uniform(0.95, 1.05))
        r.cells.append(best)
        owner[best] = r.key


# --- outlines ---------------------------------------------------------------------------------

def _region_polygons(regions: list[Region], cells, owner: dict[int, int], vertices: list[Point],
                     rng: random.Random) -> dict[int, list[Point]]:
    # directed cell edges -> region on their left
    left: dict[tuple[int, int], int] = {}
    for ci, rk in owner.items():
        ids = cells[ci]
        for k in range(len(ids)):
            left[ids[k], ids[(k + 1) % len(ids)]] = rk
    loops: dict[int, list[int]] = {}
    for r in regions:
        succ: dict[int, int] = {}
        for ci in r.cells:
            ids = cells[ci]
            for k in range(len(ids)):
                u, v = ids[k], ids[(k + 1) % len(ids)]
                if left.get((v, u)) != r.key:
                    if u in succ:
                        raise GenerationFailed("region pinched at a point")
                    succ[u] = v
        start = min(succ)
        loop = [start]
        v = succ[start]
        while v != start:
            loop.append(v)
            v = succ[v]
            if len(loop) > len(succ):
                raise GenerationFailed("broken region outline")
        if len(loop) != len(succ):
            raise GenerationFailed("region has a hole or two pieces")
        loops[r.key] = loop

    def other(u: int, v: int) -> int:
        return left.get((v, u), OUTSIDE)

    water_keys = {r.key for r in regions if r.water}
    refined: dict[tuple[int, ...], list[Point]] = {}
    polygons: dict[int, list[Point]] = {}
    for r in regions:
        loop = loops[r.key]
        n = len(loop)
        sides = [other(loop[k], loop[(k + 1) % n]) for k in range(n)]
        breaks = [k for k in range(n) if sides[k] != sides[k - 1]]
        if not breaks:
            breaks = [0, n // 2]
        pts: list[Point] = []
        for bi, k0 in enumerate(breaks):
            k1 = breaks[(bi + 1) % len(breaks)]
            length = (k1 - k0) % n or n
            chain = [loop[(k0 + j) % n] for j in range(length + 1)]
            key = tuple(chain) if chain[0] < chain[-1] or (chain[0] == chain[-1] and chain[1] < chain[-2]) \
                else tuple(reversed(chain))
            if key not in refined:
                rough = sides[k0] == OUTSIDE or sides[k0] in water_keys or r.key in water_keys
                coords = [vertices[v] for v in key]
                refined[key] = _smooth(coords, rough, rng)
            seq = refined[key] if tuple(chain) == key else list(reversed(refined[key]))
            pts.extend(seq[:-1])
        polygons[r.key] = pts
    return polygons


def _smooth(coords: list[Point], rough: bool, rng: random.Random) -> list[Point]:
    pts = list(coords)
    if rough:
        for amount in (0.22, 0.12):
            out = [pts[0]]
            for a, b in zip(pts, pts[1:]):
                length = math.dist(a, b)
                if length > 14:
                    nx, ny = (a[1] - b[1]) / length, (b[0] - a[0]) / length
                    off = rng.uniform(-amount, amount) * length
                    out.append(((a[0] + b[0]) / 2 + nx * off, (a[1] + b[1]) / 2 + ny * off))
                out.append(b)
            pts = out
        pts = _chaikin(pts, 1)
    else:
        out = [pts[0]]
        for a, b in zip(pts, pts[1:]):
            length = math.dist(a, b)
            if length > 20:
                nx, ny = (a[1] - b[1]) / length, (b[0] - a[0]) / length
                off = rng.uniform(-0.1, 0.1) * length
                out.append(((a[0] + b[0]) / 2 + nx * off, (a[1] + b[1]) / 2 + ny * off))
            out.append(b)
        pts = _chaikin(out, 2)
    pts = _simplify(pts, 1.4)
    first = (float(round(coords[0][0])), float(round(coords[0][1])))
    last = (float(round(coords[-1][0])), float(round(coords[-1][1])))
    out = [first]
    for x, y in pts[1:-1]:
        q = (float(round(x)), float(round(y)))
        if math.dist(q, out[-1]) < 5 or math.dist(q, last) < 5:
            continue
        out.append(q)
    out.append(last)
    return out


def _simplify(pts: list[Point], tolerance: float) -> list[Point]:
    """Douglas-Peucker: drop points closer than `tolerance` to the line they sit on."""
    if len(pts) < 3:
        return pts
    a, b = pts[0], pts[-1]
    far, far_d = 0, -1.0
    for i in range(1, len(pts) - 1):
        d = geo.distance_to_segment(pts[i], a, b)
        if d > far_d:
            far, far_d = i, d
    if far_d <= tolerance:
        return [a, b]
    return _simplify(pts[:far + 1], tolerance)[:-1] + _simplify(pts[far:], tolerance)


def _chaikin(pts: list[Point], rounds: int) -> list[Point]:
    for _ in range(rounds):
        n = len(pts) - 1
        if n < 2:
            return pts
        out = [pts[0]]
        for i in range(n):
            a, b = pts[i], pts[i + 1]
            if i > 0:
                out.append((0.75 * a[0] + 0.25 * b[0], 0.75 * a[1] + 0.25 * b[1]))
            if i < n - 1:
                out.append((0.25 * a[0] + 0.75 * b[0], 0.25 * a[1] + 0.75 * b[1]))
        out.append(pts[-1])
        pts = out
    return pts


# --- labels, terrains, symbols, names ----------------------------------------------------------

def _distance_grid(poly: list[Point], step: float) -> tuple[float, float, dict[tuple[int, int], float]]:
    """Approximate distance to the outline at grid points inside the polygon: {(i, j): d}.

    A two-pass chamfer distance transform over the grid: quick, and within a few units of
    the true distance, which is all the label search needs (its winner is checked exactly).
    """
    x0, y0, x1, y1 = geo.bounds(poly)
    x0, y0 = x0 - step, y0 - step
    ni = int((x1 - x0) // step) + 2
    nj = int((y1 - y0) // step) + 2
    segs = [(a[0], a[1], b[0] - a[0], b[1] - a[1]) for a, b in geo.edges(poly)]
    inf = 1e18
    d = [[0.0] * ni for _ in range(nj)]
    for j in range(nj):
        y = y0 + j * step
        xs = sorted(a + (y - b) * dx / dy for a, b, dx, dy in segs if (b > y) != (b + dy > y))
        row = d[j]
        k = 0
        inside = False
        for i in range(ni):
            x = x0 + i * step
            while k < len(xs) and xs[k] <= x:
                inside = not inside
                k += 1
            if inside:
                row[i] = inf
    diag = step * math.sqrt(2)
    for j in range(1, nj):
        row, up = d[j], d[j - 1]
        for i in range(1, ni - 1):
            if row[i]:
                row[i] = min(row[i], row[i - 1] + step, up[i] + step, up[i - 1] + diag, up[i + 1] + diag)
    for j in range(nj - 2, -1, -1):
        row, down = d[j], d[j + 1]
        for i in range(ni - 2, 0, -1):
            if row[i]:
                row[i] = min(row[i], row[i + 1] + step, down[i] + step, down[i + 1] + diag, down[i - 1] + diag)
    grid = {(i, j): d[j][i] - step / 2 for j in range(nj) for i in range(ni) if d[j][i] and d[j][i] < inf}
    return x0, y0, grid


def _place_labels(regions: list[Region], size: str) -> None:
    """Put each region's name block and token spot where both have the most room."""
    step = 6.0
    for r in regions:
        poly = r.polygon
        x0, y0, grid = _distance_grid(poly, step)
        if not grid:
            raise GenerationFailed("empty region")
        icons = len(layout.icon_names(Terrain(r.terrain), {Symbol(s) for s in r.symbols}, size))
        half, up, down = layout.block_extent(r.name, icons)
        token = layout.TOKEN_RADIUS
        hs, us, ds = math.ceil(half / step), math.ceil(up / step), math.ceil(down / step)
        perimeter = ([(di, -us) for di in range(-hs, hs + 1)] + [(di, ds) for di in range(-hs, hs + 1)]
                     + [(-hs, dj) for dj in range(-us, ds + 1)] + [(hs, dj) for dj in range(-us, ds + 1)])
        labels = []
        for (i, j), d in grid.items():
            if d < up:
                continue
            block = d
            for di, dj in perimeter:
                v = grid.get((i + di, j + dj), 0.0)
                if v < block:
                    block = v
                    if block < 8:
                        break
            if block >= 8:
                labels.append((block, (i, j)))
        labels.sort(key=lambda c: (-c[0], c[1]))
        roomy = sorted(((d - token, k) for k, d in grid.items() if d - token >= 6), key=lambda c: (-c[0], c[1]))
        candidates = []
        for block, (i, j) in labels[:30]:
            # the roomiest token spot whose disc stays off the block (with a small gap)
            bx0, by0 = (i - hs) * step - token - 4, (j - us) * step - token - 4
            bx1, by1 = (i + hs) * step + token + 4, (j + ds) * step + token + 4
            for room, (ai, aj) in roomy:
                if room <= 0:
                    break
                ax, ay = ai * step, aj * step
                if bx0 < ax < bx1 and by0 < ay < by1:
                    dx = max(i * step - half - ax, 0.0, ax - i * step - half)
                    dy = max(j * step - up - ay, 0.0, ay - j * step - down)
                    if math.hypot(dx, dy) <= token + 4:
                        continue
                bonus = 3.0 if aj > j else 0.0  # tokens under the name read best
                candidates.append((min(block, room) + bonus, (i, j), (ai, aj)))
                break
        candidates.sort(key=lambda c: (-c[0], c[1], c[2]))
        for _score, lab, anc in candidates[:40]:
            label = (float(round(x0 + lab[0] * step)), float(round(y0 + lab[1] * step)))
            anchor = (float(round(x0 + anc[0] * step)), float(round(y0 + anc[1] * step)))
            rect = layout.block_rect(r.name, icons, label)
            if layout.rect_inside(rect, poly, margin=3.0) and geo.point_in_polygon(anchor, poly) \
                    and geo.boundary_distance(anchor, poly) >= token + 4 \
                    and layout.disc_clear_of_rect(anchor, token, rect) \
                    and geo.point_in_polygon(label, poly):
                r.label, r.anchor = label, anchor
                break
        else:
            raise GenerationFailed(f"no room for the name and tokens of {r.name}")


def _assign_terrains(regions: list[Region], spec: SideSpec, graph, coastal, rng: random.Random) -> None:
    land = [r for r in regions if not r.water]
    for r in regions:
        if r.water:
            r.terrain = r.water
    bag = [t for t in LAND_ORDER for _ in spec.terrains.get(t, [])]
    rng.shuffle(bag)
    by_key = {r.key: r for r in regions}

    def cost(assign: dict[int, str]) -> float:
        total = 0.0
        for r in land:
            for n in graph[r.key]:
                if n > r.key and n in assign and assign[n] == assign[r.key]:
                    total += 10 if assign[n] == "mountain" else 4
            if assign[r.key] == "swamp" and not any(by_key[n].water for n in graph[r.key]) \
                    and r.key not in coastal:
                total += 1  # swamps like water
            if assign[r.key] == "mountain" and r.key in coastal and len(graph[r.key]) <= 2:
                total += 1
        return total

    assign = {r.key: t for r, t in zip(land, bag)}
    best = cost(assign)
    keys = [r.key for r in land]
    for _ in range(3000):
        a, b = rng.sample(keys, 2)
        if assign[a] == assign[b]:
            continue
        assign[a], assign[b] = assign[b], assign[a]
        c = cost(assign)
        if c <= best:
            best = c
        else:
            assign[a], assign[b] = assign[b], assign[a]
    for r in land:
        r.terrain = assign[r.key]


def _assign_symbols(regions: list[Region], spec: SideSpec, graph, coastal, rng: random.Random) -> None:
    by_key = {r.key: r for r in regions}
    land = [r for r in regions if not r.water]

    def on_coast(r: Region) -> bool:
        return r.key in coastal or any(by_key[n].water == "sea" for n in graph[r.key])

    def pick(symbol: str, count: int, eligible, prefer) -> None:
        for _ in range(count):
            cands = [r for r in eligible if symbol not in r.symbols and len(r.symbols) < 2]
            if not cands:
                raise GenerationFailed(f"no room for {symbol}")

            def score(r: Region) -> float:
                s = prefer(r) - 2.5 * len(r.symbols)
                near = sum(1 for n in graph[r.key] if symbol in by_key[n].symbols)
                s -= 3.0 * near
                return s + rng.uniform(0, 1.5)

            best = max(cands, key=score)
            best.symbols.add(symbol)

    pick("entry", spec.symbols.get("entry", 2), [r for r in land if on_coast(r)],
         lambda r: 1.0 if r.terrain in ("field", "hill", "forest") else 0.0)
    pick("murloc", spec.symbols.get("murloc", 2), [r for r in land if r.terrain != "mountain"],
         lambda r: (2.0 if r.terrain == "swamp" else 0.0) + (1.0 if on_coast(r) else 0.0))
    pick("cavern", spec.symbols.get("cavern", 1), land,
         lambda r: 2.0 if r.terrain in ("hill", "mountain") else (1.0 if r.terrain == "forest" else 0.0))
    pick("magic", spec.symbols.get("magic", 1), land,
         lambda r: (1.0 if r.terrain in ("forest", "field", "swamp") else 0.0) - 2.0 * ("cavern" in r.symbols))
    pick("marker", 1, land, lambda r: (0.0 if on_coast(r) else 2.0) - 3.0 * len(r.symbols))


def _assign_names(regions: list[Region], spec: SideSpec, rng: random.Random) -> None:
    pools = {t: list(names) for t, names in spec.terrains.items()}
    for t in pools:
        rng.shuffle(pools[t])
    for r in sorted(regions, key=lambda r: r.key):
        pool = pools.get(r.terrain)
        if not pool:
            raise RuntimeError(f"spec has no name left for a {r.terrain} region")
        r.name = pool.pop()


def _to_mapping(side_id: str, spec: SideSpec, regions: list[Region], pairs) -> dict:
    ordered = sorted(regions, key=lambda r: (r.water is not None, round(r.label[1] / 140), r.label[0]))
    ids = {r.key: snake(r.name) for r in regions}
    position = {r.key: i for i, r in enumerate(ordered)}
    symbol_order = ("entry", "cavern", "magic", "murloc", "marker")
    borders = sorted(((int(a), int(b)) if position[int(a)] < position[int(b)] else (int(b), int(a))
                      for a, b in pairs), key=lambda ab: (position[ab[0]], position[ab[1]]))
    return {
        "name": spec.name,
        "size": side_id.split("_", 1)[0],
        "regions": [{
            "id": ids[r.key],
            "name": r.name,
            "terrain": r.terrain,
            "symbols": [s for s in symbol_order if s in r.symbols],
            "label": [int(r.label[0]), int(r.label[1])],
            "anchor": [int(r.anchor[0]), int(r.anchor[1])],
            "polygon": [[int(x), int(y)] for x, y in r.polygon],
        } for r in ordered],
        "borders": [[ids[a], ids[b]] for a, b in borders],
    }


# --- YAML text ---------------------------------------------------------------------------------

def _scalar(value) -> str:
    if isinstance(value, str):
        if re.fullmatch(r"[A-Za-z][A-Za-z0-9 _.-]*", value) and value.lower() not in (
                "yes", "no", "true", "false", "null", "on", "off", "y", "n"):
            return value
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    return str(value)


def _flow(items: Sequence, width: int = 96, indent: str = "      ") -> str:
    parts = [("[" + ", ".join(_scalar(v) for v in item) + "]") if isinstance(item, list) else _scalar(item)
             for item in items]
    lines, line = [], "["
    for i, part in enumerate(parts):
        piece = part + (", " if i < len(parts) - 1 else "]")
        if len(line) + len(piece) > width and line.strip() not in ("[", ""):
            lines.append(line.rstrip())
            line = indent + "  "
        line += piece
    if not parts:
        line += "]"
    lines.append(line)
    return "\n".join(lines)


def to_yaml(side_id: str, data: dict, seed: int, attempt: int) -> str:
    out = [f"# Island side {side_id}: written by smallwow_qt/boards/generate.py (seed {seed}, attempt {attempt}).",
           "# Do not edit by hand: change SPECS in the generator and run it again.",
           f"name: {_scalar(data['name'])}",
           f"size: {data['size']}",
           "regions:"]
    for r in data["regions"]:
        out.append(f"  - id: {r['id']}")
        out.append(f"    name: {_scalar(r['name'])}")
        out.append(f"    terrain: {r['terrain']}")
        out.append(f"    symbols: {_flow(r['symbols'])}")
        out.append(f"    label: {_flow(r['label'])}")
        out.append(f"    anchor: {_flow(r['anchor'])}")
        out.append(f"    polygon: {_flow(r['polygon'])}")
    out.append("borders:")
    for a, b in data["borders"]:
        out.append(f"  - [{a}, {b}]")
    return "\n".join(out) + "\n"


ATTEMPT_RE = re.compile(r"^# Island side \S+: written by .*\(seed (\d+), attempt (\d+)\)")


def recorded_attempt(text: str) -> int:
    """The attempt number a side file's header records (0 when it has none)."""
    match = ATTEMPT_RE.match(text)
    return int(match.group(2)) if match else 0


def side_text(side_id: str, first_attempt: int = 0) -> str:
    """The exact text of `boards/<side_id>.yaml` as this generator writes it.

    `first_attempt` skips attempts known to fail (the committed file records which one
    succeeded), which makes re-checking a file quick.
    """
    spec = SPECS[side_id]
    data, attempt = generate_side(side_id, spec, first_attempt)
    return to_yaml(side_id, data, spec.seed, attempt)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m smallwow_qt.boards.generate",
                                     description="Draw the island sides and write boards/<side>.yaml.")
    parser.add_argument("sides", nargs="*", help="sides to draw (default: all twelve)")
    parser.add_argument("--out", type=Path, help="folder to write to (default: the game's boards folder)")
    args = parser.parse_args(argv)
    if args.out is None:
        from smallwow_qt import paths
        args.out = paths.boards_dir()
    args.out.mkdir(parents=True, exist_ok=True)
    for sid in args.sides or SIDE_IDS:
        if sid not in SPECS:
            parser.error(f"unknown side {sid!r}")
        spec = SPECS[sid]
        low, high = LAND_REGIONS[sid.split("_", 1)[0]]
        assert low <= spec.land_count <= high, sid
        text = side_text(sid)
        (args.out / f"{sid}.yaml").write_text(text, encoding="utf-8")
        print(f"{sid}: {spec.name}, {spec.land_count} land regions{', ' + spec.water if spec.water else ''}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
