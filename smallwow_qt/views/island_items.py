"""How the islands are drawn: graphics items for regions, coasts, names and symbols.

This module knows shapes only, never game truth: a `RegionItem` holds its region id and
shape; whoever owns the game draws tokens on top at `RegionItem.anchor_scene_pos()`.
The same code draws the app's table and the pictures made by
`python -m smallwow_qt.app.board_pictures render` / `contact-sheet`.

Z order inside one island: water regions, shore, land regions, coast line, names.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache
from itertools import starmap
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (QColor, QFontMetricsF, QImage, QPainter, QPainterPath,
                           QPainterPathStroker, QPen, QPolygonF)
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import (QApplication, QGraphicsEllipseItem, QGraphicsItem, QGraphicsPathItem,
                               QGraphicsPolygonItem, QGraphicsScene, QGraphicsSimpleTextItem,
                               QStyleOptionGraphicsItem, QWidget)

from smallwow_qt import paths
from smallwow_qt.boards import layout
from smallwow_qt.boards.geometry import Point, edges
from smallwow_qt.boards.model import RegionShape, Side
from smallwow_qt.controller import Symbol
from smallwow_qt.views.pyside_guard import NONE_GUARD  # noqa: F401  (before any drawing)
# the terrains' fills live in their own module; named here too, where the map is drawn
from smallwow_qt.views.terrain_textures import TERRAIN_COLOURS, terrain_brush  # noqa: F401
from smallwow_qt.views.typeface import game_font


OCEAN = QColor("#24507f")
SHORE = QColor("#e9d9a6")
COAST_LINE = QColor("#2a2118")
BORDER_LINE = QColor(42, 33, 24, 200)

#: Symbol -> SVG file name in resources/symbols/ (the marker's file depends on the board size).
SYMBOL_FILES: dict[Symbol, str] = {
    Symbol.ENTRY: "entry",
    Symbol.CAVERN: "cavern",
    Symbol.MAGIC: "magic",
    Symbol.MURLOC: "murloc",
}
SIZE_FILES = {"small": "size_s", "medium": "size_m", "large": "size_l"}
ALL_SYMBOL_FILES = (*SYMBOL_FILES.values(), "mountain", *SIZE_FILES.values())


def _poly(points: Sequence[Point], dx: float = 0.0, dy: float = 0.0) -> QPolygonF:
    if not dx and not dy:
        return QPolygonF(list(starmap(QPointF, points)))     # (a quarter faster: 2,600 points at start)
    return QPolygonF([QPointF(x + dx, y + dy) for x, y in points])


# --- symbols -------------------------------------------------------------------------------------

_svgs: dict[str, QSvgRenderer] = {}


def draw_haloed(painter: QPainter, item, water: bool, width: float, land_alpha: int,
                water_alpha: int) -> None:
    """Paint `item._path` (a name's outline) in ink over a light halo (dark on water). The
    halo's stroke is made once per path and kept on the item: stroking text on every paint
    was the costliest part of drawing the map. Its corners are bevelled: at a halo this thin
    the eye sees no difference from round ones, and they make a third fewer edges to fill
    (filling the halos was still the costliest part of the table's first paint)."""
    if getattr(item, "_halo_of", None) is not item._path:
        stroker = QPainterPathStroker()
        stroker.setWidth(width)
        stroker.setJoinStyle(Qt.PenJoinStyle.BevelJoin)
        item._halo, item._halo_of = stroker.createStroke(item._path), item._path
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(20, 50, 90, water_alpha) if water else QColor(255, 252, 240, land_alpha))
    painter.drawPath(item._halo)
    painter.setBrush(QColor("#f4f8ff") if water else QColor("#1e1a14"))
    painter.drawPath(item._path)


def symbol_renderer(name: str) -> QSvgRenderer:
    """The SVG of `resources/symbols/<name>.svg` (cached)."""
    renderer = _svgs.get(name)
    if renderer is None:
        path = paths.resources_dir() / "symbols" / f"{name}.svg"
        renderer = QSvgRenderer(str(path))
        if not renderer.isValid():
            raise FileNotFoundError(f"cannot draw symbol {path}")
        _svgs[name] = renderer
    return renderer


def draw_symbol(painter: QPainter, name: str, rect: QRectF) -> None:
    """Draw symbol `name` into `rect`: copied from a picture made once per size on the device
    when the painter only moves and scales, else rendered from its SVG. (The screen-sized
    labels draw about seventy symbols of a handful of kinds at one size; rendering each from
    its SVG took a quarter of their first paint.)"""
    device = painter.device()
    transform = painter.worldTransform()
    if device is None or transform.isRotating():
        symbol_renderer(name).render(painter, rect)
        return
    dpr = device.devicePixelRatioF()
    on_device = transform.mapRect(rect)
    width, height = round(on_device.width() * dpr), round(on_device.height() * dpr)
    if width != height or not 1 <= width <= 512:
        symbol_renderer(name).render(painter, rect)
        return
    painter.drawImage(rect, symbol_image(name, width))


@lru_cache(maxsize=128)
def symbol_image(name: str, px: int) -> QImage:
    """Symbol `name` drawn on a transparent square `px` pixels wide."""
    image = QImage(px, px, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    symbol_renderer(name).render(painter, QRectF(0, 0, px, px))
    painter.end()
    return image


def region_icons(shape: RegionShape, size: str) -> list[str]:
    """SVG names drawn under a region's name, in a fixed order."""
    return layout.icon_names(shape.terrain, shape.symbols, size)


# --- items -------------------------------------------------------------------------------------

def stroke_bounds(rect: QRectF, pen: QPen) -> QRectF:
    """Where an outline inside `rect` stroked with `pen` can reach: half the pen's width around
    it with round joins and caps, the whole width otherwise (bevels, square caps, and miters
    up to Qt's default limit reach no farther).

    The islands' items answer `boundingRect` with this: Qt's own answer for an item with a pen
    strokes its whole outline into a new path first (`shape()`), ~4 ms for the five islands
    of a 5-player table at each layout, for a rectangle that is this one or within a pen's
    width of it."""
    if pen.style() == Qt.PenStyle.NoPen:
        return QRectF(rect)
    width = pen.widthF()
    round_ = pen.joinStyle() == Qt.PenJoinStyle.RoundJoin and pen.capStyle() == Qt.PenCapStyle.RoundCap
    reach = width / 2 if round_ else width
    return rect.adjusted(-reach, -reach, reach, reach)


class RegionItem(QGraphicsPolygonItem):
    """One region's area. Holds only its id and shape; game state is drawn by others on top."""

    def __init__(self, shape: RegionShape, side_size: str = "large", parent: QGraphicsItem | None = None):
        super().__init__(_poly(shape.polygon), parent)
        self.region_id = shape.id
        self.shape_def = shape
        self.setBrush(terrain_brush(shape.terrain))
        pen = QPen(BORDER_LINE, 1.6)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        if shape.is_water:
            pen = QPen(QColor(255, 255, 255, 150), 1.6, Qt.PenStyle.DashLine)
        pen.setCosmetic(False)
        self.setPen(pen)
        self._bounds = stroke_bounds(self.polygon().boundingRect(), pen)     # (never changed)
        self.setZValue(-2 if shape.is_water else 0)
        self.setToolTip(shape.name)
        self.setData(0, shape.id)
        self.side_size = side_size
        self._label: RegionLabelItem | None = None
        self._highlight: QColor | None = None

    def boundingRect(self) -> QRectF:
        return self._bounds

    @property
    def label_item(self) -> "RegionLabelItem":
        """The region's name and symbols at board size, made when first asked for (the
        table drawn small shows screen-sized labels instead: `region_labels`)."""
        if self._label is None:
            self._label = RegionLabelItem(self.shape_def, self.side_size, self)
            self._label.setZValue(3)
        return self._label

    def label_if_made(self) -> "RegionLabelItem | None":
        return self._label

    def anchor_pos(self) -> QPointF:
        """Where tokens stack, in this item's coordinates."""
        return QPointF(*self.shape_def.anchor)

    def anchor_scene_pos(self) -> QPointF:
        return self.mapToScene(self.anchor_pos())

    def set_highlight(self, colour: QColor | str | None) -> None:
        """Outline the region in a colour (e.g. a legal target), or clear it with None."""
        self._highlight = QColor(colour) if colour is not None else None
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        super().paint(painter, option, widget)
        if self._highlight is not None:
            pen = QPen(self._highlight, 5)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPolygon(self.polygon())


class RegionLabelItem(QGraphicsItem):
    """A region's name (with a light halo) and its symbol icons, centred on its label point.

    Line breaks and the block's size come from `smallwow_qt.boards.layout`, the same
    layout the board checks use, so what is drawn is what was checked to fit.
    """

    def __init__(self, shape: RegionShape, side_size: str, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.shape_def = shape
        self.icons = region_icons(shape, side_size)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        font = game_font()
        font.setPointSizeF(layout.FONT_POINT_SIZE)
        font.setBold(True)
        font.setItalic(shape.is_water)
        self._lines = layout.label_lines(shape.name)
        metrics = QFontMetricsF(font)
        x, y = shape.label
        x0, y0, x1, y1 = layout.block_rect(shape.name, len(self.icons), shape.label)
        self._rect = QRectF(x0, y0, x1 - x0, y1 - y0)
        top = y - layout.LINE_HEIGHT * len(self._lines) / 2
        # Where each line starts, and the room its letters take (the font's own box for the
        # string, which holds the outline): the outline itself is made on first use, as
        # these labels are hidden while the map is drawn small (the screen labels show).
        self._font = font
        self._starts: list[QPointF] = []
        self._ink = QRectF()
        for i, line in enumerate(self._lines):
            baseline = top + (i + 0.5) * layout.LINE_HEIGHT + (metrics.ascent() - metrics.descent()) / 2
            start = QPointF(x - metrics.horizontalAdvance(line) / 2, baseline)
            self._starts.append(start)
            self._ink = self._ink.united(metrics.boundingRect(line).translated(start))
        self._outline: QPainterPath | None = None
        n = len(self.icons)
        row_w = n * (layout.ICON_SIZE + layout.ICON_GAP) - layout.ICON_GAP
        icons_top = top + layout.LINE_HEIGHT * len(self._lines) + layout.ICON_GAP
        self._icons_at = [QRectF(x - row_w / 2 + k * (layout.ICON_SIZE + layout.ICON_GAP), icons_top,
                                 layout.ICON_SIZE, layout.ICON_SIZE) for k in range(n)]

    @property
    def lines(self) -> list[str]:
        return list(self._lines)

    def block_rect(self) -> QRectF:
        """The room the name and icons were checked to fit in (item coordinates)."""
        return QRectF(self._rect)

    @property
    def _path(self) -> QPainterPath:
        """The name's outline (made the first time it is drawn or measured)."""
        if self._outline is None:
            self._outline = QPainterPath()
            for start, line in zip(self._starts, self._lines):
                self._outline.addText(start, self._font, line)
        return self._outline

    def text_rect(self) -> QRectF:
        """Where the name's letters are actually drawn (item coordinates)."""
        return self._path.boundingRect()

    def boundingRect(self) -> QRectF:
        return self._rect.united(self._ink).adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        draw_haloed(painter, self, self.shape_def.is_water, 4.0, 225, 200)
        for name, rect in zip(self.icons, self._icons_at):
            symbol_renderer(name).render(painter, rect)


class AnchorItem(QGraphicsEllipseItem):
    """A faint ring where a region's tokens stack (drawn only on request, e.g. in previews)."""

    def __init__(self, shape: RegionShape, parent: QGraphicsItem | None = None):
        r = layout.TOKEN_RADIUS
        x, y = shape.anchor
        super().__init__(x - r, y - r, 2 * r, 2 * r, parent)
        self.setPen(QPen(QColor(30, 26, 20, 160), 1.5, Qt.PenStyle.DotLine))
        self.setBrush(QColor(255, 255, 255, 45))
        self.setZValue(3)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)


class _LandLine(QGraphicsPathItem):
    """A line along the outline of the land, drawn with `PEN` at depth `Z`.

    Drawn as the area the line covers, outlined once (`outline`) and filled: the islands
    are drawn again at every zoom, and stroking these long wide lines each time was most of
    the cost of drawing them (filling the outline covers the same pixels)."""

    PEN: QPen
    Z: float

    def __init__(self, side: Side, parent: QGraphicsItem | None = None, path: QPainterPath | None = None):
        super().__init__(parent)
        self.setPath(path if path is not None else _land_path(side))
        self.setPen(self.PEN)
        self._bounds = stroke_bounds(self.path().boundingRect(), self.PEN)     # (never changed)
        self.setZValue(self.Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._outline: QPainterPath | None = None

    def boundingRect(self) -> QRectF:
        return self._bounds

    @property
    def outline(self) -> QPainterPath:
        """The area the line covers (made the first time it is drawn)."""
        if self._outline is None:
            # (bevelled corners: the coast turns by small angles, where they look the same as
            # round ones, and they make the outline a few times shorter to work out and fill)
            stroker = QPainterPathStroker(self.PEN)
            stroker.setJoinStyle(Qt.PenJoinStyle.BevelJoin)
            self._outline = stroker.createStroke(self.path())
        return self._outline

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.PEN.color())
        painter.drawPath(self.outline)


class ShoreItem(_LandLine):
    """Sand along every edge between land and water (open sea, bay or lake), under the land."""

    PEN = QPen(SHORE, 16, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
    Z = -1


class CoastItem(_LandLine):
    """The dark coast line: the outline of the land, over the regions."""

    PEN = QPen(COAST_LINE, 3.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
    Z = 2


def land_loops(side: Side) -> list[list[Point]]:
    """Closed loops around the land: the coast, and the shore of a lake (edges of land
    regions that no other land region shares)."""
    directed: set[tuple[Point, Point]] = set()
    for r in side.land:
        directed.update(edges(r.polygon))  # polygons are counter-clockwise
    succ: dict[Point, list[Point]] = {}
    # (the edges no other land region shares, in a fixed order: only they are sorted)
    for a, b in sorted(e for e in directed if (e[1], e[0]) not in directed):
        succ.setdefault(a, []).append(b)
    loops: list[list[Point]] = []
    while succ:
        start = min(succ)
        loop = [start]
        p = start
        while True:
            nxt = succ[p].pop()
            if not succ[p]:
                del succ[p]
            if nxt == start:
                break
            loop.append(nxt)
            p = nxt
            if p not in succ:
                break
        loops.append(loop)
    return loops


def _land_path(side: Side) -> QPainterPath:
    path = QPainterPath()
    for loop in land_loops(side):
        path.addPolygon(_poly(loop + loop[:1]))
    return path


class IslandItem(QGraphicsItem):
    """Groups one island side: regions, shore, coast and the island's title under it; and
    the regions' names at board size unless `labels` is False (made when asked for)."""

    def __init__(self, side: Side, parent: QGraphicsItem | None = None, show_anchors: bool = False,
                 labels: bool = True):
        super().__init__(parent)
        self.side_id = side.id
        self.side = side
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        self.regions: dict[str, RegionItem] = {}
        land = _land_path(side)         # (the shore and the coast follow the same line)
        ShoreItem(side, self, land)
        for r in side.regions:
            self.regions[r.id] = RegionItem(r, side.size, self)
            if labels:
                self.regions[r.id].label_item     # (made now)
            if show_anchors:
                AnchorItem(r, self.regions[r.id])
        CoastItem(side, self, land)
        x0, y0, x1, y1 = side.bounds()
        title = QGraphicsSimpleTextItem(island_title(side.name, side.size), self)
        font = game_font()
        font.setPointSizeF(17)
        font.setBold(True)
        title.setFont(font)
        title.setBrush(QColor("#f3ead2"))
        rect = title.boundingRect()
        title.setPos((x0 + x1) / 2 - rect.width() / 2, y1 + 14)
        title.setZValue(4)
        self.title = title

    def boundingRect(self) -> QRectF:
        return QRectF()

    def paint(self, painter, option, widget=None) -> None:  # pragma: no cover - no contents
        pass

    def island_rect(self) -> QRectF:
        """The island with its title, in scene coordinates."""
        x0, y0, x1, y1 = self.side.bounds()
        rect = QRectF(x0 - 10, y0 - 10, x1 - x0 + 20, y1 - y0 + 20)
        rect = rect.united(self.title.mapRectToParent(self.title.boundingRect()))
        return self.mapRectToScene(rect)


def add_side(scene: QGraphicsScene, side: Side, at: QPointF | tuple[float, float] = (0.0, 0.0),
             show_anchors: bool = False, labels: bool = True) -> IslandItem:
    """Put one island on the scene with its bounding box's top-left corner at `at`."""
    island = IslandItem(side, show_anchors=show_anchors, labels=labels)
    x0, y0, _, _ = side.bounds()
    at = at if isinstance(at, QPointF) else QPointF(*at)
    island.setPos(at.x() - x0, at.y() - y0)
    scene.addItem(island)
    return island


GAP = 90.0              # board units between two islands
TITLE_ROOM = 50.0       # under each island, for its title


def add_sides(scene: QGraphicsScene, sides: Sequence[Side], *, gap: float = GAP,
              columns: int | None = None, rows: Sequence[Sequence[int]] | None = None,
              origin: tuple[float, float] = (0.0, 0.0), show_anchors: bool = False,
              labels: bool = True) -> dict[str, RegionItem]:
    """Lay islands out left to right in rows, each row centred under the widest: `rows`
    gives the islands of each row by index; else `columns` per row (default 3 for 4+
    islands, else all).

    Islands are `gap` units apart and never touch. Returns every region's item by region id.
    Without `labels`, the regions' names at board size are made when asked for
    (`RegionItem.label_item`).
    """
    if rows is None:
        columns = columns or (3 if len(sides) > 3 else max(1, len(sides)))
        rows = [range(i, min(i + columns, len(sides))) for i in range(0, len(sides), columns)]
    items: dict[str, RegionItem] = {}
    grouped = [[sides[i] for i in row] for row in rows]
    row_widths = [sum(s.bounds()[2] - s.bounds()[0] for s in row) + gap * (len(row) - 1) for row in grouped]
    y = origin[1]
    title_room = TITLE_ROOM
    for row, row_w in zip(grouped, row_widths):
        widths = [s.bounds()[2] - s.bounds()[0] for s in row]
        heights = [s.bounds()[3] - s.bounds()[1] for s in row]
        row_h = max(heights)
        x = origin[0] + (max(row_widths) - row_w) / 2
        for side, w, h in zip(row, widths, heights):
            island = add_side(scene, side, (x, y + (row_h - h) / 2), show_anchors=show_anchors, labels=labels)
            for rid, item in island.regions.items():
                if rid in items:
                    raise ValueError(f"region {rid!r} appears on two islands")
                items[rid] = item
            x += w + gap
        y += row_h + title_room + gap
    return items


# --- pictures -------------------------------------------------------------------------------------

def ensure_app():
    """A QApplication for drawing (created headless-friendly when none exists)."""
    app = QApplication.instance()
    if app is None:
        app = QApplication(["smallwow-render"])
    return app


def render_scene(scene: QGraphicsScene, out: str | Path, width_px: int = 1600, margin: float = 40.0) -> QImage:
    """Draw the whole scene on an ocean background into a PNG `width_px` wide."""
    rect = scene.itemsBoundingRect().adjusted(-margin, -margin, margin, margin)
    scale = width_px / rect.width()
    image = QImage(int(width_px), int(math.ceil(rect.height() * scale)), QImage.Format.Format_RGB32)
    image.fill(OCEAN)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    scene.render(painter, QRectF(0, 0, image.width(), image.height()), rect)
    painter.end()
    if not image.save(str(out)):
        raise OSError(f"cannot write {out}")
    return image


def render_sides(sides: Sequence[Side], out: str | Path, *, width_px: int | None = None,
                 columns: int | None = None, show_anchors: bool = False) -> QImage:
    """One picture of the given sides laid out like on the table (the app's drawing code)."""
    ensure_app()
    scene = QGraphicsScene()
    scene.setBackgroundBrush(OCEAN)
    add_sides(scene, sides, columns=columns, show_anchors=show_anchors)
    if width_px is None:
        width_px = 1400 if len(sides) == 1 else 2400
    return render_scene(scene, out, width_px)


def island_title(name: str, size: str) -> str:
    """The line under an island: its name and its size, S, M or L (the map legend says
    what they stand for); the side's file id is no business of the players'."""
    return f"{name}  ·  {size[0].upper()}"
