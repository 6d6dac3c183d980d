"""Voronoi cells with shared corners, and the flood fills that grow regions out of them."""

from __future__ import annotations

import math
from collections import defaultdict
from dataclasses import dataclass, field

from smallwow_qt.boards import geometry as geo
from smallwow_qt.boards.generator.specs import CELL_SPACING, Point


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


@dataclass
class Region:
    """A region while it is drawn: its cells first, then its outline, terrain, symbols, name
    and the spots of its label and tokens."""

    key: int
    cells: list[int]
    water: str | None = None
    polygon: list[Point] = field(default_factory=list)
    terrain: str = ""
    symbols: set[str] = field(default_factory=set)
    name: str = ""
    label: Point = (0.0, 0.0)
    anchor: Point = (0.0, 0.0)


def largest_component(cells: set[int], adj: dict[int, set[int]]) -> set[int]:
    best: set[int] = set()
    left = set(cells)
    while left:
        start = min(left)
        comp = flood({start}, adj, cells)
        left -= comp
        if len(comp) > len(best):
            best = comp
    return best


def flood(starts: set[int], adj: dict[int, set[int]], allowed: set[int]) -> set[int]:
    seen = set(starts)
    todo = sorted(starts)
    while todo:
        c = todo.pop()
        for n in adj[c]:
            if n in allowed and n not in seen:
                seen.add(n)
                todo.append(n)
    return seen


def connected(nodes: set[int], adj: dict[int, set[int]]) -> bool:
    if not nodes:
        return True
    return flood({min(nodes)}, adj, nodes) == nodes


def depth_from_coast(island: set[int], adj: dict[int, set[int]], coast_cell) -> dict[int, int]:
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


def grow_one(start: int, target: int, allowed: set[int], adj, seeds, rng,
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


def spread_seeds(cells: list[int], k: int, seeds, rng) -> list[int]:
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


def grow_all(regions: list[Region], weights, allowed: set[int], owner: dict[int, int], adj, seeds, rng) -> None:
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
