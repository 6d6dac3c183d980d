"""Region outlines: the chain of each region's outer cell edges, every shared stretch of
border smoothed once (coasts more roughly) so that neighbours repeat each other's vertices."""

from __future__ import annotations

import math
import random

from smallwow_qt.boards import geometry as geo
from smallwow_qt.boards.generator.cells import Region
from smallwow_qt.boards.generator.specs import GenerationFailed, Point

OUTSIDE = -1


def region_polygons(regions: list[Region], cells, owner: dict[int, int], vertices: list[Point],
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
