"""Pieces before labels: each region's places on screen at the zoom the map is drawn at.

Far out (five islands on a laptop screen) the tokens drawn at board size would be smaller than
the names, which are drawn at a fixed size on screen (`region_labels`). So a stack is drawn at
least STACK_PX wide on screen (`stack_scale`), its count on its edge, the row of small pieces
above or below it (away from the name), a drag's cost beside it (away from the name); and the
name, with its symbols, keeps out of all that: it is moved off the stack along the line from
the stack to its own place (`keep_clear`). These places are kept whether or not the region holds
tokens now, so names do not jump about as the game goes on.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF

from smallwow_qt.views.board_items import SMALL, TOKEN, PiecesItem
from smallwow_qt.views.badge import EDGE

Box = tuple[float, float, float, float]     # (left, top, right, bottom) on screen

STACK_PX = 22.0         # a token on screen is at least this wide
COST_PX = (30.0, 24.0)  # the room kept for a drag's cost beside a stack (width, height: a "+1" pill)
MAX_SHORTER = 12        # a name is written shorter at most this many times to find it room


def stack_scale(zoom: float) -> float:
    """How many times larger than on the board a stack is drawn at `zoom`."""
    return max(1.0, STACK_PX / (TOKEN * zoom)) if zoom > 0 else 1.0


def size_stacks(pieces: dict[str, PiecesItem], zoom: float) -> None:
    """Every stack at its size for `zoom`, its badges placed."""
    scale = stack_scale(zoom)
    for item in pieces.values():
        if item.scale() != scale:
            item.setScale(scale)
        item.place_badges(zoom)


def stack_place(item: PiecesItem, zoom: float) -> QRectF:
    """The room a region's stack keeps on screen (px from its anchor): its parts
    (`stack_parts`) in one box."""
    return _united(stack_parts(item, zoom))


def _united(parts: list[tuple[QRectF, float]]) -> QRectF:
    place = parts[0][0]
    for part, _ in parts[1:]:
        place = place.united(part)
    return place


#: Where no spot is clear for a name, what covering a square pixel of each thing weighs: a
#: stack's tokens (with their rings) and its count most (the name could not be read, nor the
#: stack), its row of small pieces and the room kept for a drag's cost (filled only during a
#: drag) less, another name a little less (two names that touch can still be told apart; a
#: name half under a token cannot). `benchmarks/bench_names.py` measures what they give.
WEIGHTS = {"tokens": 8.0, "count": 8.0, "pieces": 4.0, "cost": 4.0, "name": 3.0}


def stack_parts(item: PiecesItem, zoom: float) -> list[tuple[QRectF, float]]:
    """The parts of the room a region's stack keeps on screen (px from its anchor), each with
    its weight: the tokens with their rings and the stack's lower tokens, the row of small
    pieces on its side (when there are some), the count on its edge, and the room for a
    drag's cost on its side."""
    k = zoom * item.scale()                 # board units -> screen pixels, for the stack
    radius = TOKEN / 2 * k
    ring = radius * EDGE
    parts = [(QRectF(-ring, -ring, 2 * ring + 6 * k, 2 * ring + 6 * k), WEIGHTS["tokens"])]
    if item.pieces:                         # (forts, markers...: their row on its side)
        width = max(TOKEN, len(item.pieces) * (SMALL + 3)) * k
        row = QRectF(-width / 2, 0, width, SMALL * k + 3)
        row.moveTop((-TOKEN / 2 - 6 - SMALL) * k - 1.5 if item.row_above else (TOKEN / 2 + 6) * k - 1.5)
        parts.append((row, WEIGHTS["pieces"]))
    count = item.count_badge.screen_rect() if item._count_badge is not None else \
        QRectF(radius * 0.7 - 4, radius * 0.7 - 9, 16, 18)
    parts.append((count, WEIGHTS["count"]))
    parts.append((cost_room(item, zoom, item.cost_side), WEIGHTS["cost"]))
    return parts


def cost_room(item: PiecesItem, zoom: float, side: int) -> QRectF:
    """The room kept for a drag's cost beside a stack (px from its anchor), on its right
    (`side` 1) or its left (-1)."""
    ring = TOKEN / 2 * zoom * item.scale() * EDGE
    width, height = COST_PX
    x = ring + 3 if side > 0 else -ring - 3 - width
    return QRectF(x, -height / 2, width, height)


def keep_clear(labels: dict, pieces: dict[str, PiecesItem], zoom: float,
               shorten: Callable[[object], bool] = lambda label: False,
               bounds: Box | None = None) -> dict[str, QRectF]:
    """Place each name (a `ScreenLabel`, whose own place is its `home`) where it covers no
    stack's place and no name placed before it: its own place if it is clear, else the
    nearest clear place around it (the first tried: away from its own stack); where none is
    clear, the name is written shorter (`shorten(label)`, False when it cannot be) and tried
    again, and at last put where it covers least (`WEIGHTS`). A name stays inside `bounds`
    (where it can be seen, in the same screen px) wherever a spot allows. Then each drag's
    cost goes to the side of its stack that covers fewer names. Returns every region's stack
    place on screen (px, in the scene's coordinates times the zoom)."""
    places, parts = _stack_rooms(labels, pieces, zoom)
    boxes = [_box(place) for place in places.values() if not place.isEmpty()]   # (an empty one covers nothing)
    placed: list[Box] = []
    for label in sorted(labels.values(), key=lambda label: (label.home.y(), label.home.x())):
        placed.append(_place(label, pieces, zoom, boxes + placed, parts, len(boxes), shorten, bounds))
    _turn_costs(pieces, zoom, placed, places)
    return places


def place_again(names: list, labels: dict, pieces: dict[str, PiecesItem], zoom: float,
                places: dict[str, QRectF], bounds: Box | None = None) -> None:
    """Place `names` (`ScreenLabel`s among `labels`, written as they are now) again as
    `keep_clear` places a name, among the stacks' `places` (as `keep_clear` returned them)
    and every other name where it is: a name written longer after the placement (told apart
    from one that read alike) may no longer fit where it was put."""
    moving = {id(label) for label in names}
    for label in names:
        # (only what a spot tried may touch: the spots are at most RINGS[-1] px from home)
        reach = label.boundingRect().translated(label.home * zoom).adjusted(-RINGS[-1], -RINGS[-1], RINGS[-1], RINGS[-1])
        boxes, parts = [], []
        for rid, place in places.items():
            if not place.isEmpty() and place.intersects(reach):
                boxes.append(_box(place))
                offset = pieces[rid].pos() * zoom
                parts += [(_box(part.translated(offset)), weight) for part, weight in stack_parts(pieces[rid], zoom)
                          if not part.isEmpty()]
        others = [other.boundingRect().translated(other.pos() * zoom) for other in labels.values()
                  if id(other) not in moving]
        placed = [_box(box) for box in others if box.intersects(reach)]
        _place(label, pieces, zoom, boxes + placed, parts, len(boxes), lambda label: False, bounds)
        moving.discard(id(label))       # (the next ones keep clear of it)


def _stack_rooms(labels: dict, pieces: dict[str, PiecesItem],
                 zoom: float) -> tuple[dict[str, QRectF], list[tuple[Box, float]]]:
    """Every region's stack place on screen and every stack's parts with their weights (each
    drag's cost first put away from its name)."""
    places: dict[str, QRectF] = {}
    parts: list[tuple[Box, float]] = []
    for rid, item in pieces.items():
        label = labels.get(rid)
        if label is not None:       # the cost away from the name
            item.set_cost_side(-1 if label.home.x() > item.pos().x() else 1)
        offset = item.pos() * zoom
        own = stack_parts(item, zoom)
        places[rid] = _united(own).translated(offset)
        dx, dy = offset.x(), offset.y()
        parts += [((part.left() + dx, part.top() + dy, part.right() + dx, part.bottom() + dy), weight)
                  for part, weight in own if not part.isEmpty()]
    return places, parts


def _place(label, pieces: dict[str, PiecesItem], zoom: float, taken: list[Box],
           parts: list[tuple[Box, float]], stacks: int, shorten: Callable[[object], bool],
           bounds: Box | None) -> Box:
    """Put one name where `keep_clear` says, clear of the boxes `taken` (the stacks' places,
    its first `stacks`, then names); returns its box on screen."""
    item = pieces.get(label.region_id)
    home = label.home * zoom
    anchor = item.pos() * zoom if item is not None else home
    hx, hy = home.x(), home.y()
    candidates = _candidates(hx, hy, anchor.x(), anchor.y())
    far = RINGS[-1]
    for attempt in range(MAX_SHORTER + 1):      # (each turn a shorter form, or the last)
        left, top, right, bottom = _box(label.boundingRect())
        spots = _inside(candidates, (left, top, right, bottom), bounds)
        # what any spot tried may touch (the spots are at most RINGS[-1] px from home)
        r0, r1, r2, r3 = hx + left - far, hy + top - far, hx + right + far, hy + bottom + far
        near = [box for box in taken if r0 < box[2] and box[0] < r2 and r1 < box[3] and box[1] < r3]
        # most names are tried in several forms before one finds a clear spot: whether a
        # spot is clear stops at the first box it touches, and what a spot covers is summed
        # only for the form the name keeps (several times fewer sums: start-up)
        best = _first_clear(spots, (left, top, right, bottom), near)
        if best is not None:
            break
        if attempt == MAX_SHORTER or not shorten(label):
            # each part of the stacks near by its weight, the names placed by a name's
            others = [box for box in taken[stacks:] if r0 < box[2] and box[0] < r2 and r1 < box[3] and box[1] < r3]
            weighed = [(box, weight) for box, weight in parts if r0 < box[2] and box[0] < r2 and
                       r1 < box[3] and box[1] < r3] + [(box, WEIGHTS["name"]) for box in others]
            best = _least_covering(spots, (left, top, right, bottom), weighed)
            if attempt == MAX_SHORTER:
                shorten(label)      # (as the search always did: the last turn's form)
            break
    label.setPos(QPointF(best[0] / zoom, best[1] / zoom))
    return best[0] + left, best[1] + top, best[0] + right, best[1] + bottom


def keep_inside(labels: dict, zoom: float, bounds: Box) -> None:
    """Move each name (a `ScreenLabel`) back inside `bounds`, as little as needed, where it
    reaches past them: a name written longer after it was placed (told apart from a name that
    read alike) grows on both sides."""
    for label in labels.values():
        left, top, right, bottom = _box(label.boundingRect().translated(label.pos() * zoom))
        dx = _back_in(left, right, bounds[0], bounds[2])
        dy = _back_in(top, bottom, bounds[1], bounds[3])
        if dx or dy:
            label.setPos(label.pos() + QPointF(dx / zoom, dy / zoom))


def slide_clear(box: Box, obstacles: list[Box], least: float, most: float, step: float = 3.0) -> float:
    """How far to move `box` sideways (screen px) so that it touches none of `obstacles`,
    its left edge kept within [`least`, `most` - its width]: the nearest such shift, else
    the one covering least of them (0 if it need not move, or cannot)."""
    left, top, right, bottom = box
    near = [(b, 1.0) for b in obstacles if top < b[3] and b[1] < bottom and least < b[2] and b[0] < most]
    shifts = [0.0]
    for k in range(1, int((most - least) / step) + 1):
        shifts += [k * step, -k * step]
    best, best_cost = 0.0, None
    for dx in shifts:
        if left + dx < least or right + dx > most:
            continue
        cost = _cost((left + dx, top, right + dx, bottom), near, best_cost)
        if cost == 0:
            return dx
        if best_cost is None or cost < best_cost:
            best, best_cost = dx, cost
    return best


def _back_in(low: float, high: float, least: float, most: float) -> float:
    """How far to move [low, high] to lie inside [least, most] (0 if it is, or cannot be)."""
    if low < least and high + least - low <= most:
        return least - low
    if high > most and low - (high - most) >= least:
        return most - high
    return 0.0


def _turn_costs(pieces: dict[str, PiecesItem], zoom: float, names: list[Box],
                places: dict[str, QRectF]) -> None:
    """Each stack's drag cost on the side where it covers least of the names as placed (it
    was put away from its own name's first place, and names have moved since); `places`
    follow."""
    everyone = [(box, 1.0) for box in names]
    for rid, item in pieces.items():
        offset = item.pos() * zoom
        here = _cost(_box(cost_room(item, zoom, item.cost_side).translated(offset)), everyone, None)
        if here > 0 and _cost(_box(cost_room(item, zoom, -item.cost_side).translated(offset)),
                              everyone, here) < here:
            item.set_cost_side(-item.cost_side)
            places[rid] = stack_place(item, zoom).translated(offset)


def _inside(spots: list[tuple[float, float]], box: Box, bounds: Box | None) -> list[tuple[float, float]]:
    """The spots where `box` (relative to the spot) lies wholly inside `bounds`; all of them
    if none does (or no bounds)."""
    if bounds is None:
        return spots
    left, top, right, bottom = box
    hx, hy, far = spots[0][0], spots[0][1], RINGS[-1]      # (the first spot is the name's own)
    if hx + left - far >= bounds[0] and hy + top - far >= bounds[1] and \
            hx + right + far <= bounds[2] and hy + bottom + far <= bounds[3]:
        return spots        # (far from the edges, as most names: every spot is inside)
    inside = [(x, y) for x, y in spots if x + left >= bounds[0] and y + top >= bounds[1] and
              x + right <= bounds[2] and y + bottom <= bounds[3]]
    return inside or spots


def _candidates(hx: float, hy: float, ax: float, ay: float) -> list[tuple[float, float]]:
    """Where a name may go (home `hx, hy`, its stack at `ax, ay`), nearest first: its own
    place, then rings around it, the first spot of each ring away from its stack."""
    out = [(hx, hy)]
    dx, dy = hx - ax, hy - ay
    start = math.atan2(dy, dx) if math.hypot(dx, dy) > 0.5 else math.pi / 2
    turns = [start + (k + 1) // 2 * (1 if k % 2 else -1) * math.pi / 4 for k in range(8)]
    ways = [(math.cos(angle), math.sin(angle)) for angle in turns]
    for distance in RINGS:
        for cos, sin in ways:
            out.append((hx + distance * cos, hy + distance * sin))
    return out


def _first_clear(spots: list[tuple[float, float]], box: tuple[float, float, float, float],
                 boxes: list[tuple[float, float, float, float]]) -> tuple[float, float] | None:
    """The first of `spots` where `box` (relative to the spot) touches none of `boxes`."""
    left, top, right, bottom = box
    for x, y in spots:
        l, t, r, b = x + left, y + top, x + right, y + bottom
        for b0, b1, b2, b3 in boxes:
            if (r if r < b2 else b2) - (l if l > b0 else b0) > 0 and \
                    (b if b < b3 else b3) - (t if t > b1 else b1) > 0:
                break
        else:
            return x, y
    return None


def _least_covering(spots: list[tuple[float, float]], box: tuple[float, float, float, float],
                    weighed: list) -> tuple[float, float]:
    """The first of `spots` where `box` covers least of the weighed boxes."""
    left, top, right, bottom = box
    best, best_cost = spots[0], None
    for x, y in spots:
        cost = _cost((x + left, y + top, x + right, y + bottom), weighed, best_cost)
        if best_cost is None or cost < best_cost:
            best, best_cost = (x, y), cost
    return best


RINGS = (4.0, 8.0, 12.0, 17.0, 22.0, 28.0, 35.0)     # px from a name's own place


def _box(rect: QRectF) -> tuple[float, float, float, float]:
    return rect.left(), rect.top(), rect.right(), rect.bottom()


def _cost(spot: tuple[float, float, float, float], weighed: list, enough: float | None) -> float:
    """What covering the weighed boxes from `spot` costs (their shared areas times their
    weights), or a sum past `enough` as soon as it passes it (the spot is not the best)."""
    left, top, right, bottom = spot
    cost = 0.0
    for (b0, b1, b2, b3), weight in weighed:
        w = (right if right < b2 else b2) - (left if left > b0 else b0)
        if w > 0:
            h = (bottom if bottom < b3 else b3) - (top if top > b1 else b1)
            if h > 0:
                cost += w * h * weight
                if enough is not None and cost >= enough:
                    return cost
    return cost
