"""Where a region's name, icons and tokens go: one layout shared by the generator, the
checks and the drawing code (pure Python, no Qt).

A region's *label block* is its name (centred on the label point, wrapped into lines) with
a row of symbol icons under it. Its *token spot* is a disc of `TOKEN_RADIUS` around the
anchor point. Both stay inside the region and apart from each other.

Text widths are estimated from a per-character table measured for the bold label font
(DejaVu Sans Bold at `FONT_POINT_SIZE`, a little wider than measured), so the drawn text is never wider
than the room kept for it. Line breaks are decided here, not by the font, so the picture
and the check agree.
"""

from __future__ import annotations

from collections.abc import Iterable

from smallwow_qt.boards import geometry as geo
from smallwow_qt.engine import Symbol, Terrain

FONT_POINT_SIZE = 11.0
LINE_HEIGHT = 16.0
WRAP_WIDTH = 124.0
ICON_SIZE = 24.0
ICON_GAP = 3.0
BLOCK_PAD = 3.0
TOKEN_RADIUS = 24.0

#: Advance of each character in DejaVu Sans Bold at 12 points, plus 4 %, in board units.
_WIDTHS_12PT = {
    'a': 11.3, 'b': 12.0, 'c': 9.9, 'd': 12.0, 'e': 11.3, 'f': 7.3, 'g': 12.0, 'h': 11.9, 'i': 5.8,
    'j': 5.8, 'k': 11.1, 'l': 5.8, 'm': 17.4, 'n': 11.9, 'o': 11.5, 'p': 12.0, 'q': 12.0, 'r': 8.3,
    's': 9.9, 't': 8.0, 'u': 11.9, 'v': 10.9, 'w': 15.4, 'x': 10.8, 'y': 10.9, 'z': 9.7, 'A': 12.9,
    'B': 12.7, 'C': 12.3, 'D': 13.9, 'E': 11.4, 'F': 11.4, 'G': 13.7, 'H': 14.0, 'I': 6.2, 'J': 6.2,
    'K': 12.9, 'L': 10.6, 'M': 16.6, 'N': 14.0, 'O': 14.2, 'P': 12.2, 'Q': 14.2, 'R': 12.9, 'S': 12.0,
    'T': 11.4, 'U': 13.6, 'V': 12.9, 'W': 18.4, 'X': 12.9, 'Y': 12.1, 'Z': 12.1, "'": 5.1, ' ': 5.8,
    '-': 7.0, '.': 6.4,
}


def char_width(c: str) -> float:
    return _WIDTHS_12PT.get(c, 18.5) * FONT_POINT_SIZE / 12.0


def text_width(text: str) -> float:
    """Estimated width of `text` in the label font, in board units (never too small)."""
    return sum(char_width(c) for c in text)


def label_lines(name: str, width: float = WRAP_WIDTH) -> list[str]:
    """The name broken into lines no wider than `width` (a single long word stays whole)."""
    lines: list[str] = []
    line = ""
    for word in name.split():
        cand = f"{line} {word}".strip()
        if line and text_width(cand) > width:
            lines.append(line)
            line = word
        else:
            line = cand
    if line:
        lines.append(line)
    return lines


def icon_names(terrain: Terrain, symbols: Iterable[Symbol], size: str) -> list[str]:
    """SVG names (in resources/symbols/) drawn under a region's name, in a fixed order."""
    symbols = set(symbols)
    icons = [name for sym, name in ((Symbol.ENTRY, "entry"), (Symbol.CAVERN, "cavern"),
                                    (Symbol.MAGIC, "magic"), (Symbol.MURLOC, "murloc")) if sym in symbols]
    if terrain is Terrain.MOUNTAIN:
        icons.append("mountain")
    if Symbol.MARKER in symbols:
        icons.append({"small": "size_s", "medium": "size_m", "large": "size_l"}[size])
    return icons


def block_extent(name: str, icons: int) -> tuple[float, float, float]:
    """(half width, height above the label point, height below it) of the label block."""
    lines = label_lines(name)
    text_w = max(text_width(line) for line in lines)
    icons_w = icons * (ICON_SIZE + ICON_GAP) - ICON_GAP if icons else 0.0
    text_h = LINE_HEIGHT * len(lines)
    icons_h = ICON_SIZE + ICON_GAP if icons else 0.0
    half = max(text_w, icons_w) / 2 + BLOCK_PAD
    return half, text_h / 2 + BLOCK_PAD, text_h / 2 + icons_h + BLOCK_PAD


def block_rect(name: str, icons: int, label: geo.Point) -> tuple[float, float, float, float]:
    """The label block as (x0, y0, x1, y1) in board units (y grows downwards)."""
    half, up, down = block_extent(name, icons)
    return (label[0] - half, label[1] - up, label[0] + half, label[1] + down)


def rect_inside(rect: tuple[float, float, float, float], poly: geo.Polygon, margin: float = 0.0) -> bool:
    """The rectangle lies strictly inside the polygon, at least `margin` from its outline."""
    x0, y0, x1, y1 = rect
    corners = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
    if not all(geo.point_in_polygon(c, poly) for c in corners):
        return False
    for a, b in geo.edges(corners):
        for p, q in geo.edges(poly):
            if geo.segment_intersection(a, b, p, q) != geo.NONE:
                return False
    if margin > 0:
        for p in poly:  # outline points near or in the rectangle
            dx = max(x0 - p[0], 0.0, p[0] - x1)
            dy = max(y0 - p[1], 0.0, p[1] - y1)
            if (dx * dx + dy * dy) ** 0.5 < margin:
                return False
        for c in corners:
            if geo.boundary_distance(c, poly) < margin:
                return False
    return True


def disc_clear_of_rect(centre: geo.Point, radius: float, rect: tuple[float, float, float, float]) -> bool:
    """The disc does not touch the rectangle."""
    x0, y0, x1, y1 = rect
    dx = max(x0 - centre[0], 0.0, centre[0] - x1)
    dy = max(y0 - centre[1], 0.0, centre[1] - y1)
    return (dx * dx + dy * dy) ** 0.5 > radius
