"""One island side drawn from its spec: cells, water, land regions, outlines, then the
checks the loader makes; a failed attempt is redrawn with the next sub-seed."""

from __future__ import annotations

import math
import random
from collections import defaultdict

from smallwow_qt.boards import geometry as geo
from smallwow_qt.boards.generator.cells import (Mesh, Region, connected, depth_from_coast, flood, grow_all,
                                                grow_one, largest_component, spread_seeds)
from smallwow_qt.boards.generator.labels import place_labels
from smallwow_qt.boards.generator.outlines import region_polygons
from smallwow_qt.boards.generator.specs import (CELL_SPACING, INLAND_REGIONS, MARGIN, MAX_SIZE, REGION_AREA,
                                                SPECS, GenerationFailed, Point, SideSpec, snake)
from smallwow_qt.boards.generator.terrains import assign_names, assign_symbols, assign_terrains


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


class _Sheet:
    """The ground an attempt draws on: the box, the ellipse's axes and the lattice's cells."""

    def __init__(self, spec: SideSpec, rng: random.Random) -> None:
        self.water_weight = 1.25 if spec.water == "sea" else 0.9
        self.shares = spec.land_count + (self.water_weight if spec.water else 0)   # region areas
        area = REGION_AREA * self.shares
        # ellipse semi-axes for that area, then the box around it
        self.b_axis = math.sqrt(area / (math.pi * spec.aspect)) * 1.04
        self.a_axis = self.b_axis * spec.aspect
        self.margin = 1.6 * CELL_SPACING
        self.width = 2 * self.a_axis + 2 * self.margin
        self.height = 2 * self.b_axis + 2 * self.margin
        self.cx, self.cy = self.width / 2, self.height / 2
        self.seeds = _lattice(self.width, self.height, rng)
        s = CELL_SPACING
        self.mesh = Mesh(self.seeds, (-2 * s, -2 * s, self.width + 2 * s, self.height + 2 * s), merge=5.0)
        self.cells = self.mesh.cells
        self.adj = _adjacency(self.cells)


def _lattice(width: float, height: float, rng: random.Random) -> list[Point]:
    """A jittered hexagonal lattice of points over the box (and a cell beyond it)."""
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
    return seeds


def _adjacency(cells: list[list[int]]) -> dict[int, set[int]]:
    """Cell adjacency through shared edges."""
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
    return adj


def _island(sheet: _Sheet, rng: random.Random) -> set[int]:
    """The cells of the island: inside a wobbly ellipse, one piece, its holes filled."""
    harmonics = [(k, rng.uniform(0.04, 0.22) / (1 + 0.3 * k), rng.uniform(0, 2 * math.pi)) for k in range(2, 7)]

    def inside(p: Point) -> bool:
        dx, dy = (p[0] - sheet.cx) / sheet.a_axis, (p[1] - sheet.cy) / sheet.b_axis
        r = math.hypot(dx, dy)
        th = math.atan2(dy, dx)
        limit = 1.0 + sum(amp * math.cos(k * th + ph) for k, amp, ph in harmonics)
        return r < limit

    seeds, margin, width, height = sheet.seeds, sheet.margin, sheet.width, sheet.height
    island = {ci for ci, p in enumerate(seeds) if inside(p)
              and margin * 0.3 < p[0] < width - margin * 0.3 and margin * 0.3 < p[1] < height - margin * 0.3}
    island = largest_component(island, sheet.adj)
    # fill holes: outside cells not reachable from the box edge join the island
    outside = set(range(len(sheet.cells))) - island
    edge_touching = {ci for ci in outside if not (0 < seeds[ci][0] < width and 0 < seeds[ci][1] < height)}
    reach = flood(edge_touching, sheet.adj, outside)
    return island | (outside - reach)


def _water(sheet: _Sheet, spec: SideSpec, island: set[int], mean_cells: float, rng: random.Random) -> list[int]:
    """The cells of the side's bay (grown inward from the coast) or lake (from the middle)."""
    seeds, adj = sheet.seeds, sheet.adj

    def coast_cell(ci: int) -> bool:
        return any(n not in island for n in adj[ci]) or len(adj[ci]) < len(sheet.cells[ci])

    target = max(4, round(mean_cells * sheet.water_weight))
    if spec.water == "sea":
        # a bay: start where the coast already bends inwards, and eat into the island
        coast = sorted(ci for ci in island if coast_cell(ci))
        coast.sort(key=lambda ci: math.hypot((seeds[ci][0] - sheet.cx) / sheet.a_axis,
                                             (seeds[ci][1] - sheet.cy) / sheet.b_axis))
        start = rng.choice(coast[:max(3, len(coast) // 4)])
        sx, sy = seeds[start]
        reach = 0.55 * CELL_SPACING * math.sqrt(target)
        d = math.hypot(sheet.cx - sx, sheet.cy - sy) or 1.0
        focus = (sx + (sheet.cx - sx) / d * reach, sy + (sheet.cy - sy) / d * reach)
        water_cells = grow_one(start, target, island, adj, seeds, rng, focus)
    else:
        depth = depth_from_coast(island, adj, coast_cell)
        deepest = max(depth.values())
        if deepest < 3:
            raise GenerationFailed("island too thin for a lake")
        start = rng.choice(sorted(ci for ci, d in depth.items() if d >= deepest - 1))
        allowed = {ci for ci, d in depth.items() if d >= 2}
        water_cells = grow_one(start, target, allowed, adj, seeds, rng)
    if len(water_cells) < target - 1:
        raise GenerationFailed("water region could not grow")
    return water_cells


def _regions(sheet: _Sheet, spec: SideSpec, island: set[int], rng: random.Random) -> list[Region]:
    """The water region (if any), then the land regions grown from well spread seed cells."""
    mean_cells = len(island) / sheet.shares
    if mean_cells < 5.5:
        raise GenerationFailed(f"too few cells per region ({mean_cells:.1f})")
    regions: list[Region] = []
    owner: dict[int, int] = {}
    if spec.water:
        water_cells = _water(sheet, spec, island, mean_cells, rng)
        regions.append(Region(0, water_cells, water=spec.water))
        for ci in water_cells:
            owner[ci] = 0
    land_cells = sorted(island - set(owner))
    if not connected(set(land_cells), sheet.adj):
        raise GenerationFailed("water cuts the land in two")
    n_land = spec.land_count
    starts = spread_seeds(land_cells, n_land, sheet.seeds, rng)
    weights = [rng.uniform(0.8, 1.25) for _ in starts]
    for ci in starts:
        key = len(regions)
        regions.append(Region(key, [ci]))
        owner[ci] = key
    grow_all(regions[len(regions) - n_land:], weights, set(land_cells), owner, sheet.adj, sheet.seeds, rng)
    if len(owner) != len(island):
        raise GenerationFailed("some cells were left out")
    for r in regions:
        if not r.water and len(r.cells) < 0.55 * mean_cells:
            raise GenerationFailed("a region came out too small")
    _outline(regions, sheet, owner, rng)
    return regions


def _outline(regions: list[Region], sheet: _Sheet, owner: dict[int, int], rng: random.Random) -> None:
    """Each region's polygon, the island moved to MARGIN from the origin (whole units, so
    shared vertices stay equal)."""
    polygons = region_polygons(regions, sheet.cells, owner, sheet.mesh.vertices, rng)
    bx0, by0, bx1, by1 = geo.bounds([p for poly in polygons.values() for p in poly])
    if bx1 - bx0 > MAX_SIZE[0] or by1 - by0 > MAX_SIZE[1]:
        raise GenerationFailed("island too big for the table")
    dx, dy = MARGIN - bx0, MARGIN - by0
    for r in regions:
        r.polygon = [(x + dx, y + dy) for x, y in polygons[r.key]]


def _check(side_id: str, spec: SideSpec, regions: list[Region]) -> tuple[list, dict[int, set[int]], set[int]]:
    """The checks shared with the loader, and what the island's size and water ask; returns
    the pairs of neighbours, the neighbour graph and the coastal regions."""
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
    if not connected({r.key for r in regions}, graph):
        raise GenerationFailed("regions not connected")
    if not connected({r.key for r in regions if not r.water}, graph):
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
    return pairs, graph, coastal


def _attempt(side_id: str, spec: SideSpec, rng: random.Random) -> dict:
    """One try at the side: the ground, the island, its regions and their outlines, the
    checks, then terrains, symbols, names and labels (GenerationFailed when a step fails)."""
    sheet = _Sheet(spec, rng)
    island = _island(sheet, rng)
    regions = _regions(sheet, spec, island, rng)
    pairs, graph, coastal = _check(side_id, spec, regions)
    assign_terrains(regions, spec, graph, coastal, rng)
    assign_symbols(regions, spec, graph, coastal, rng)
    assign_names(regions, spec, rng)
    place_labels(regions, side_id.split("_", 1)[0])
    return _to_mapping(side_id, spec, regions, pairs)


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
