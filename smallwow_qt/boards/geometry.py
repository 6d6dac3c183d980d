"""Plane geometry for the island sides, in pure Python (no shapely, no Qt).

Points are `(x, y)` tuples in board units; polygons are sequences of points, not closed
(the last point is not a copy of the first). Board coordinates are small integers, so the
orientation tests below are exact in floating point.

Two independent ways to find borders live here on purpose:

* `shared_edge_pairs` is the fast one the loader uses: neighbouring polygons must repeat
  each other's vertices exactly, so a border is an edge (p, q) found in both outlines.
* `touching_pairs` is the general one the tests use: any two segments of two outlines that
  overlap along a positive length, whether or not their end points agree.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Iterable, Iterator, Mapping, Sequence

from smallwow_qt.values import Value

Point = tuple[float, float]
Polygon = Sequence[Point]

EPS = 1e-9


# --- basic measures ---------------------------------------------------------------------

def signed_area(poly: Polygon) -> float:
    """Shoelace area: positive when the points turn counter-clockwise in x-right/y-up axes."""
    total = 0.0
    n = len(poly)
    for i in range(n):
        x1, y1 = poly[i]
        x2, y2 = poly[(i + 1) % n]
        total += x1 * y2 - x2 * y1
    return total / 2.0


def polygon_area(poly: Polygon) -> float:
    return abs(signed_area(poly))


def centroid(poly: Polygon) -> Point:
    """Area centroid (falls back to the vertex mean for a degenerate polygon)."""
    a = signed_area(poly)
    if abs(a) < EPS:
        n = len(poly)
        return (sum(p[0] for p in poly) / n, sum(p[1] for p in poly) / n)
    cx = cy = 0.0
    n = len(poly)
    for i in range(n):
        x1, y1 = poly[i]
        x2, y2 = poly[(i + 1) % n]
        f = x1 * y2 - x2 * y1
        cx += (x1 + x2) * f
        cy += (y1 + y2) * f
    return (cx / (6 * a), cy / (6 * a))


def bounds(points: Iterable[Point]) -> tuple[float, float, float, float]:
    xs, ys = zip(*points)
    return (min(xs), min(ys), max(xs), max(ys))


def edges(poly: Polygon) -> Iterator[tuple[Point, Point]]:
    n = len(poly)
    for i in range(n):
        yield poly[i], poly[(i + 1) % n]


def orient(a: Point, b: Point, c: Point) -> float:
    """Twice the signed area of triangle abc (> 0: c is left of a->b in y-up axes)."""
    return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])


def _between(p: Point, a: Point, b: Point) -> bool:
    """p (known collinear with a-b) lies within the closed box of a-b."""
    return (min(a[0], b[0]) - EPS <= p[0] <= max(a[0], b[0]) + EPS
            and min(a[1], b[1]) - EPS <= p[1] <= max(a[1], b[1]) + EPS)


def on_segment(p: Point, a: Point, b: Point) -> bool:
    """p lies on the closed segment a-b."""
    return abs(orient(a, b, p)) <= EPS * max(1.0, _len2(a, b)) and _between(p, a, b)


def _len2(a: Point, b: Point) -> float:
    return (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2


def distance_to_segment(p: Point, a: Point, b: Point) -> float:
    dx, dy = b[0] - a[0], b[1] - a[1]
    length2 = dx * dx + dy * dy
    if length2 == 0:
        return math.dist(p, a)
    t = max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2))
    return math.dist(p, (a[0] + t * dx, a[1] + t * dy))


def boundary_distance(p: Point, poly: Polygon) -> float:
    """Distance from p to the nearest point of the polygon's outline."""
    return min(distance_to_segment(p, a, b) for a, b in edges(poly))


# --- segments -----------------------------------------------------------------------------

NONE, CROSS, TOUCH, OVERLAP = "none", "cross", "touch", "overlap"


def segment_intersection(a: Point, b: Point, c: Point, d: Point) -> str:
    """How closed segments a-b and c-d meet.

    `cross`: they cross at one point interior to both; `touch`: they meet at one point that
    is an end of at least one of them; `overlap`: they are collinear and share a piece of
    positive length; `none`: they do not meet.
    """
    if max(a[0], b[0]) < min(c[0], d[0]) - EPS or max(c[0], d[0]) < min(a[0], b[0]) - EPS:
        return NONE
    if max(a[1], b[1]) < min(c[1], d[1]) - EPS or max(c[1], d[1]) < min(a[1], b[1]) - EPS:
        return NONE
    o1, o2 = orient(a, b, c), orient(a, b, d)
    o3, o4 = orient(c, d, a), orient(c, d, b)
    if o1 == 0 and o2 == 0:  # collinear (exact for integer-ish coordinates)
        return _collinear_overlap(a, b, c, d)
    if ((o1 > 0 and o2 < 0) or (o1 < 0 and o2 > 0)) and ((o3 > 0 and o4 < 0) or (o3 < 0 and o4 > 0)):
        return CROSS
    if (o1 == 0 and _between(c, a, b)) or (o2 == 0 and _between(d, a, b)) \
            or (o3 == 0 and _between(a, c, d)) or (o4 == 0 and _between(b, c, d)):
        return TOUCH
    return NONE


def _collinear_overlap(a: Point, b: Point, c: Point, d: Point) -> str:
    # project on the longer axis of a-b (or c-d when a == b)
    ux, uy = (b[0] - a[0], b[1] - a[1]) if a != b else (d[0] - c[0], d[1] - c[1])
    if ux == 0 and uy == 0:
        return TOUCH if a == c else NONE
    axis = 0 if abs(ux) >= abs(uy) else 1
    lo1, hi1 = sorted((a[axis], b[axis]))
    lo2, hi2 = sorted((c[axis], d[axis]))
    lo, hi = max(lo1, lo2), min(hi1, hi2)
    if hi - lo > EPS:
        return OVERLAP
    if hi - lo >= -EPS:
        return TOUCH
    return NONE


def segments_intersect(a: Point, b: Point, c: Point, d: Point) -> bool:
    return segment_intersection(a, b, c, d) != NONE


def _grid_pairs(segments: Sequence[tuple[Point, Point]], cell: float | None = None) -> Iterator[tuple[int, int]]:
    """Index pairs (i < j) of segments whose boxes fall in a common grid cell (each pair once)."""
    if not segments:
        return
    if cell is None:
        lengths = sorted(math.dist(a, b) for a, b in segments)
        cell = max(8.0, 2.0 * lengths[len(lengths) // 2])
    buckets: dict[tuple[int, int], list[int]] = defaultdict(list)
    for idx, (a, b) in enumerate(segments):
        x0, x1 = sorted((a[0], b[0]))
        y0, y1 = sorted((a[1], b[1]))
        for gx in range(math.floor((x0 - EPS) / cell), math.floor((x1 + EPS) / cell) + 1):
            for gy in range(math.floor((y0 - EPS) / cell), math.floor((y1 + EPS) / cell) + 1):
                buckets[gx, gy].append(idx)
    seen: set[tuple[int, int]] = set()
    for members in buckets.values():
        for i in range(len(members)):
            for j in range(i + 1, len(members)):
                pair = (members[i], members[j]) if members[i] < members[j] else (members[j], members[i])
                if pair not in seen:
                    seen.add(pair)
                    yield pair


# --- polygons -------------------------------------------------------------------------------

def self_intersections(poly: Polygon) -> list[Point]:
    """Points where the outline meets itself other than at consecutive edges' shared vertex.

    Empty for a simple polygon. Repeated vertices, zero-length edges, edges that fold back
    on their neighbour and any crossing or touching of non-consecutive edges are reported.
    """
    n = len(poly)
    found: list[Point] = []
    segs = list(edges(poly))
    for i, (a, b) in enumerate(segs):
        if a == b:
            found.append(a)
    if n < 3:
        return found
    for i, j in _grid_pairs(segs):
        a, b = segs[i]
        c, d = segs[j]
        kind = segment_intersection(a, b, c, d)
        if kind == NONE:
            continue
        consecutive = j == i + 1 or (i == 0 and j == n - 1)
        if consecutive:
            if kind == OVERLAP:  # the outline folds back on itself
                found.append(b if j == i + 1 else a)
            elif n == 3:
                continue
            elif kind == TOUCH:
                # consecutive edges meet at their shared vertex; anything else is a touch
                shared = b if j == i + 1 else a
                other_ok = True
                for p in (a, b, c, d):
                    if p != shared and (on_segment(p, c, d) if p in (a, b) else on_segment(p, a, b)):
                        other_ok = False
                if not other_ok:
                    found.append(shared)
            continue
        found.append(_meeting_point(a, b, c, d))
    return found


def _meeting_point(a: Point, b: Point, c: Point, d: Point) -> Point:
    for p, (s, t) in ((a, (c, d)), (b, (c, d)), (c, (a, b)), (d, (a, b))):
        if on_segment(p, s, t):
            return p
    denom = (a[0] - b[0]) * (c[1] - d[1]) - (a[1] - b[1]) * (c[0] - d[0])
    if denom == 0:
        return a
    t = ((a[0] - c[0]) * (c[1] - d[1]) - (a[1] - c[1]) * (c[0] - d[0])) / denom
    return (a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1]))


def is_simple(poly: Polygon) -> bool:
    return len(poly) >= 3 and not self_intersections(poly) and polygon_area(poly) > EPS


def point_on_boundary(p: Point, poly: Polygon) -> bool:
    return any(on_segment(p, a, b) for a, b in edges(poly))


def point_in_polygon(p: Point, poly: Polygon) -> bool:
    """True when p is strictly inside the polygon (False on its outline or outside)."""
    if point_on_boundary(p, poly):
        return False
    x, y = p
    inside = False
    n = len(poly)
    for i in range(n):
        x1, y1 = poly[i]
        x2, y2 = poly[(i + 1) % n]
        if (y1 > y) != (y2 > y):
            xc = x1 + (y - y1) * (x2 - x1) / (y2 - y1)
            if xc > x:
                inside = not inside
    return inside


def ccw(poly: Polygon) -> tuple[Point, ...]:
    """The polygon with positive signed area (reversed if needed)."""
    pts = tuple(poly)
    return pts if signed_area(pts) > 0 else tuple(reversed(pts))


def pole_of_inaccessibility(poly: Polygon, step: float = 6.0,
                            avoid: Sequence[tuple[Point, float]] = ()) -> tuple[Point, float]:
    """Inside point farthest from the outline, on a grid of `step` units, then refined.

    `avoid` lists (point, radius) discs the result should keep out of; their edge counts
    as outline. Returns (point, clearance); clearance 0 when nothing fits.
    """
    x0, y0, x1, y1 = bounds(poly)
    segs = list(edges(poly))

    def score(p: Point) -> float:
        if not point_in_polygon(p, poly):
            return -1.0
        d = min(distance_to_segment(p, a, b) for a, b in segs)
        for q, r in avoid:
            d = min(d, math.dist(p, q) - r)
        return d

    best, best_d = centroid(poly), -1.0
    best_d = score(best)
    y = y0 + step / 2
    while y < y1:
        x = x0 + step / 2
        while x < x1:
            d = score((x, y))
            if d > best_d:
                best, best_d = (x, y), d
            x += step
        y += step
    h = step / 2
    while h > 0.5:
        improved = True
        while improved:
            improved = False
            for dx, dy in ((h, 0), (-h, 0), (0, h), (0, -h), (h, h), (-h, -h), (h, -h), (-h, h)):
                cand = (best[0] + dx, best[1] + dy)
                d = score(cand)
                if d > best_d:
                    best, best_d, improved = cand, d, True
        h /= 2
    return best, max(best_d, 0.0)


# --- sets of polygons ------------------------------------------------------------------------

def edge_key(p: Point, q: Point) -> tuple[Point, Point]:
    """Direction-free key of an edge."""
    return (p, q) if p <= q else (q, p)


def shared_edge_pairs(polys: Mapping[str, Polygon]) -> set[tuple[str, str]]:
    """Pairs (a, b), a < b, of polygons that both have an edge between the same two vertices."""
    owners: dict[tuple[Point, Point], set[str]] = defaultdict(set)
    for rid, poly in polys.items():
        for p, q in edges(poly):
            if p != q:
                owners[edge_key(p, q)].add(rid)
    pairs: set[tuple[str, str]] = set()
    for ids in owners.values():
        ordered = sorted(ids)
        for i in range(len(ordered)):
            for j in range(i + 1, len(ordered)):
                pairs.add((ordered[i], ordered[j]))
    return pairs


def touching_pairs(polys: Mapping[str, Polygon]) -> set[tuple[str, str]]:
    """Pairs (a, b), a < b, whose outlines share a piece of positive length.

    Pure geometry: any collinear overlap of two segments counts, whether or not the
    vertices agree. Polygons meeting at a single point do not count.
    """
    segs: list[tuple[Point, Point]] = []
    owner: list[str] = []
    for rid, poly in polys.items():
        for p, q in edges(poly):
            segs.append((p, q))
            owner.append(rid)
    pairs: set[tuple[str, str]] = set()
    for i, j in _grid_pairs(segs):
        if owner[i] == owner[j]:
            continue
        key = tuple(sorted((owner[i], owner[j])))
        if key in pairs:
            continue
        if segment_intersection(*segs[i], *segs[j]) == OVERLAP:
            pairs.add(key)  # type: ignore[arg-type]
    return pairs


class TilingProblem(Value):
    """Something wrong with how a side's regions tile it: the regions, what, and where."""

    FIELDS = ("regions", "message", "point")

    def __init__(self, regions: tuple[str, ...], message: str, point: Point | None = None) -> None:
        self.__dict__.update(regions=regions, message=message, point=point)


def outline_cycles(polys: Mapping[str, Polygon]) -> tuple[list[list[Point]], list[TilingProblem]]:
    """Closed loops made of the edges that only one polygon uses (polygons made CCW first).

    For a gap-free, overlap-free tiling this is exactly one loop: the island's coastline.
    Also returns problems found on the way (edges used twice in the same direction, loops
    that touch themselves).
    """
    problems: list[TilingProblem] = []
    directed: dict[tuple[Point, Point], str] = {}
    for rid, poly in polys.items():
        for p, q in edges(ccw(poly)):
            if (p, q) in directed:
                problems.append(TilingProblem((directed[p, q], rid), "overlap along a common edge", p))
            directed[p, q] = rid
    outline = [(p, q) for (p, q) in directed if (q, p) not in directed]
    succ: dict[Point, Point] = {}
    for p, q in outline:
        if p in succ:
            problems.append(TilingProblem((directed[p, q], directed[p, succ[p]]),
                                          "island outline touches itself at a point", p))
            continue
        succ[p] = q
    cycles: list[list[Point]] = []
    visited: set[Point] = set()
    for start in succ:
        if start in visited:
            continue
        cycle = []
        p = start
        while p not in visited and p in succ:
            visited.add(p)
            cycle.append(p)
            p = succ[p]
        if len(cycle) >= 3:
            cycles.append(cycle)
    return cycles, problems


def outline_owners(polys: Mapping[str, Polygon], cycle: Sequence[Point]) -> list[str]:
    """Regions that own at least one edge of the given outline loop, in first-seen order."""
    directed = {}
    for rid, poly in polys.items():
        for p, q in edges(ccw(poly)):
            directed[p, q] = rid
    seen: dict[str, None] = {}
    for p, q in edges(cycle):
        if (p, q) in directed:
            seen.setdefault(directed[p, q], None)
    return list(seen)


def pairwise_overlaps(polys: Mapping[str, Polygon]) -> list[TilingProblem]:
    """Slow, thorough pairwise search for overlapping polygons and vertex mismatches.

    Used to explain a tiling that failed the fast outline test: edges that cross, edges
    that run along each other without sharing both end points, a vertex lying on another
    polygon's edge, and polygons whose inside holds part of another's outline.
    """
    problems: list[TilingProblem] = []
    ids = list(polys)
    boxes = {rid: bounds(polys[rid]) for rid in ids}
    for i, a in enumerate(ids):
        for b in ids[i + 1:]:
            ax0, ay0, ax1, ay1 = boxes[a]
            bx0, by0, bx1, by1 = boxes[b]
            if ax1 < bx0 or bx1 < ax0 or ay1 < by0 or by1 < ay0:
                continue
            pa, pb = polys[a], polys[b]
            problem = _pair_problem(a, b, pa, pb)
            if problem is not None:
                problems.append(problem)
    return problems


def _pair_problem(a: str, b: str, pa: Polygon, pb: Polygon) -> TilingProblem | None:
    # 1. insides overlap: a vertex or an edge's midpoint of one lies strictly inside the other
    for inner, outer in ((pa, pb), (pb, pa)):
        for p, q in edges(inner):
            for probe in (p, ((p[0] + q[0]) / 2, (p[1] + q[1]) / 2)):
                if point_in_polygon(probe, outer):
                    return TilingProblem((a, b), "regions overlap", probe)
    # 2. outlines cross, or run along each other without sharing both end points
    for p, q in edges(pa):
        for r, s in edges(pb):
            kind = segment_intersection(p, q, r, s)
            if kind == CROSS:
                return TilingProblem((a, b), "outlines cross (overlapping regions)", _meeting_point(p, q, r, s))
            if kind == OVERLAP and edge_key(p, q) != edge_key(r, s):
                return TilingProblem((a, b), "common edge without the same vertices on both sides", p)
            if kind == TOUCH:
                for v, (s0, s1) in ((p, (r, s)), (q, (r, s)), (r, (p, q)), (s, (p, q))):
                    if v not in (s0, s1) and on_segment(v, s0, s1):
                        return TilingProblem((a, b), f"vertex {fmt_point(v)} lies on the other outline's edge"
                                             " but is not one of its vertices (neighbours must share the"
                                             " same vertices)", v)
    return None


def tiling_problems(polys: Mapping[str, Polygon]) -> list[TilingProblem]:
    """Why the polygons do not tile one island without gaps or overlaps (empty when they do).

    Each polygon must already be simple. The fast test: with every polygon turned
    counter-clockwise, edges two polygons share cancel out, and what remains must be one
    simple counter-clockwise loop. Then the winding numbers add up to 1 inside that loop
    and 0 outside, which means the polygons cover it exactly once.
    """
    cycles, problems = outline_cycles(polys)
    if not problems and len(cycles) == 1 and not self_intersections(cycles[0]) \
            and signed_area(cycles[0]) > 0:
        return []
    detail = pairwise_overlaps(polys)
    problems = detail + problems
    if problems:
        return _dedupe(problems)
    # no overlap found: the extra loops are gaps (holes) or separate pieces
    cycles.sort(key=signed_area, reverse=True)
    for cycle in cycles[1:]:
        owners = tuple(outline_owners(polys, cycle))
        if signed_area(cycle) < 0:
            problems.append(TilingProblem(owners, "gap between regions (a hole in the island)", cycle[0]))
        else:
            problems.append(TilingProblem(owners, "not connected to the rest of the island", cycle[0]))
    if cycles and self_intersections(cycles[0]):
        owners = tuple(outline_owners(polys, cycles[0]))
        problems.append(TilingProblem(owners, "island outline crosses itself", cycles[0][0]))
    if not cycles:
        problems.append(TilingProblem(tuple(polys), "no island outline", None))
    return _dedupe(problems)


def _dedupe(problems: list[TilingProblem]) -> list[TilingProblem]:
    seen: set[tuple] = set()
    out = []
    for pr in problems:
        key = (tuple(sorted(pr.regions)), pr.message)
        if key not in seen:
            seen.add(key)
            out.append(pr)
    return out


def fmt_point(p: Point) -> str:
    return f"[{p[0]:g}, {p[1]:g}]"
