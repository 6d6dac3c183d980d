"""Where each region's name block and token spot go: the place with the most room."""

from __future__ import annotations

import math

from smallwow_qt.boards import geometry as geo
from smallwow_qt.boards import layout
from smallwow_qt.boards.generator.cells import Region
from smallwow_qt.boards.generator.specs import GenerationFailed, Point
from smallwow_qt.engine import Symbol, Terrain


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


def place_labels(regions: list[Region], size: str) -> None:
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
