"""What sits on a region, drawn over the islands of `island_items`: token stacks, defences,
beasts, the Champion, bombs, objectives, markers, and the cost badge shown during a drag.

These items are views: they hold a region id and a copy of that region's *public* view
(bombs only as "a bomb is here", face-down markers without their identity).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPainterPath, QPen, QPolygonF, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPolygonItem

from smallwow_qt.controller import MARKERS
from smallwow_qt.views.badge import INK, Badge, picture_mode
from smallwow_qt.views.emblems import emblem_image
from smallwow_qt.views.typeface import game_font

TOKEN = 48.0          # diameter of a token stack's top emblem: the layout keeps a disc of 24 clear
SMALL = 24.0          # side of a small piece (fort, wall, bomb...)
SHADOW = QColor(10, 8, 4, 80)
SHADOW_REACH = 20.0   # how far below a stack's top token its shadow reaches (board units)

PREVIEW_COLOURS = {
    "conquer": QColor("#2fbf4a"),
    "die": QColor("#f0a020"),
    "redeploy": QColor("#3f8cff"),
    "abandon": QColor("#3f8cff"),
    "refuse": QColor("#d03030"),
    "choose": QColor("#ffd23f"),     # a region that may be chosen (selection mode)
    "chosen": QColor("#d81b60"),     # a chosen region's outline and mark
}
CHOSEN_FILL = QColor(255, 210, 63, 110)


class PiecesItem(QGraphicsItem):
    """Everything on one region, centred on its anchor point (scene coordinates)."""

    def __init__(self, region_id: str, anchor: QPointF, row_above: bool = False) -> None:
        """`row_above` puts the row of small pieces (forts, markers...) above the token
        rather than under it: the side away from the region's name."""
        super().__init__()
        self.region_id = region_id
        self.row_above = row_above
        self.setPos(anchor)
        self.setZValue(20)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        # drawn once into a picture at the screen's resolution, then copied (its rings and
        # shadow are four antialiased ellipses a stack: most of a repaint of the table)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.view: dict[str, Any] = {}
        self.owner_colour: QColor | None = None
        self.preview: tuple[str, str] | None = None   # (kind, badge text)
        self.cost_side = 1          # a drag's cost on the right of the stack, or the left (-1)
        self._pieces: list[str] = []
        self._rect = QRectF()
        # the token count and a drag's cost: made when first shown (most regions are empty
        # at the start; the table has two of these per region)
        self._count_badge: Badge | None = None
        self._cost_badge: Badge | None = None
        self._compute()

    @property
    def count_badge(self) -> "Badge":
        """The number on the token stack."""
        if self._count_badge is None:
            self._count_badge = Badge(self, QPointF(0, 0), 9, beside=TOKEN / 2)
        return self._count_badge

    @property
    def cost_badge(self) -> "Badge":
        """A cost or "+1" during a drag, beside the stack on the side away from the name
        (`cost_side`: 1 on the right, -1 on the left)."""
        if self._cost_badge is None:
            self._cost_badge = Badge(self, QPointF(0, 0), 12, pill=True, aside=self.cost_side * TOKEN / 2)
        return self._cost_badge

    def badges(self) -> list[Badge]:
        """The count and the cost, those made."""
        return [badge for badge in (self._count_badge, self._cost_badge) if badge is not None]

    def set_cost_side(self, side: int) -> None:
        """Put a drag's cost on the right of the stack (1) or on its left (-1)."""
        if side != self.cost_side:
            self.cost_side = side
            if self._cost_badge is not None:
                self._cost_badge.aside = side * TOKEN / 2
                self._cost_badge.place()

    def place_badges(self, zoom: float) -> None:
        """The count and the cost placed for the map drawn at `zoom` (after `setScale`)."""
        for badge in (self._count_badge, self._cost_badge):
            if badge is not None:
                badge.place(zoom)

    # --- data -------------------------------------------------------------------------------

    def set_view(self, view: dict[str, Any], owner_colour: str | None) -> None:
        colour = QColor(owner_colour) if owner_colour else None
        if view == self.view and colour == self.owner_colour:
            return
        self.prepareGeometryChange()
        self.view = dict(view)
        self.owner_colour = colour
        self._compute()
        self.update()

    def set_preview(self, preview: tuple[str, str] | None) -> None:
        if preview == self.preview:
            return
        self.preview = preview
        if preview is None:
            if self._cost_badge is not None:
                self._cost_badge.set(None)
        else:
            kind, text = preview
            self.cost_badge.set(text, PREVIEW_COLOURS.get(kind, QColor("#888")), QColor("#ffffff"))

    def _compute(self) -> None:
        v = self.view
        pieces: list[str] = []
        if v.get("fort"):
            pieces.append("fort")
        if v.get("wall"):
            pieces.append("wall")
        if v.get("tower"):
            pieces.append("tower")
        pieces += ["beast"] * int(v.get("beasts") or 0)
        if v.get("champion"):
            pieces.append("champion")
        if v.get("bomb"):
            pieces.append("bomb")
        if v.get("objective"):
            pieces.append("objective")
        marker = v.get("marker")
        if marker:
            pieces.append("marker:" + (marker.get("id") or "") if marker.get("revealed") else "marker:?")
        pieces += ["marker:" + m for m in v.get("extra_markers") or []]
        self._pieces = pieces
        width = max(TOKEN + 24, len(pieces) * (SMALL + 3))
        row = SMALL + 8 if pieces else 8
        top = -TOKEN / 2 - (row if self.row_above else 8)      # (8: the token's edges)
        bottom = TOKEN / 2 + max(SHADOW_REACH, 8 if self.row_above else row)
        self._rect = QRectF(-width / 2 - 4, top, width + 8, bottom - top)
        tokens = int(v.get("tokens") or 0)
        if tokens and v.get("race"):
            self.count_badge.set(str(tokens), QColor("#fff8e6"), INK)
        elif self._count_badge is not None:
            self._count_badge.set(None)

    @property
    def pieces(self) -> list[str]:
        return list(self._pieces)

    def piece_at(self, local: QPointF) -> str | None:
        """The small piece (as in `pieces`) drawn under `local` (item coordinates), if any."""
        if not self._pieces:
            return None
        x, y = self._pieces_origin()
        for name in self._pieces:
            if QRectF(x - 1.5, y - 1.5, SMALL + 3, SMALL + 3).contains(local):
                return name
            x += SMALL + 3
        return None

    def _pieces_origin(self) -> tuple[float, float]:
        """Where the row of small pieces starts: centred, above or below the token stack."""
        x = -(len(self._pieces) * (SMALL + 3) - 3) / 2
        if not int(self.view.get("tokens") or 0):
            return x, -SMALL / 2
        return x, (-TOKEN / 2 - 6 - SMALL) if self.row_above else (TOKEN / 2 + 6)

    def describe(self) -> str:
        """Plain text of what is drawn (tests and accessibility)."""
        v = self.view
        parts = []
        if v.get("tokens"):
            parts.append(f"{v.get('race')} x{v.get('tokens')}{' (declined)' if v.get('declined') else ''}")
        parts += self._pieces
        return ", ".join(parts)

    # --- drawing ----------------------------------------------------------------------------

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        v = self.view
        tokens = int(v.get("tokens") or 0)
        race = v.get("race")
        scale = painter.worldTransform().m11() if painter.worldTransform().m11() > 0 else 1.0
        dpr = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0   # (also into its cache)
        px = max(16, min(256, round(TOKEN * scale * dpr)))
        if tokens and race:
            declined = bool(v.get("declined"))
            image = emblem_image(race, declined, px)
            # a soft shadow: the stack stands on the map
            size = TOKEN + 9 + 3 * min(tokens - 1, 3)
            painter.drawImage(QRectF(-TOKEN / 2 - 3, -TOKEN / 2 + 2, size, size),
                              shadow_image(max(8, min(320, round(size * scale * dpr)))))
            # a few discs under the top one show a stack
            for k in range(min(tokens - 1, 3), 0, -1):
                painter.drawImage(QRectF(-TOKEN / 2 + 3 * k, -TOKEN / 2 + 3 * k, TOKEN, TOKEN), image)
            # a light and a dark edge: the token stands out on any terrain (brown Tauren on Hills)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(20, 16, 10, 200), 2.5))
            painter.drawEllipse(QRectF(-TOKEN / 2 - 6, -TOKEN / 2 - 6, TOKEN + 12, TOKEN + 12))
            painter.setPen(QPen(QColor(255, 250, 235, 240), 2))
            painter.drawEllipse(QRectF(-TOKEN / 2 - 4.5, -TOKEN / 2 - 4.5, TOKEN + 9, TOKEN + 9))
            if self.owner_colour is not None:
                painter.setPen(QPen(self.owner_colour, 6))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(QRectF(-TOKEN / 2 - 2, -TOKEN / 2 - 2, TOKEN + 4, TOKEN + 4))
            painter.drawImage(QRectF(-TOKEN / 2, -TOKEN / 2, TOKEN, TOKEN), image)
        x, y = self._pieces_origin()
        for name in self._pieces:
            draw_piece(painter, name, QRectF(x, y, SMALL, SMALL))
            x += SMALL + 3


@lru_cache(maxsize=64)
def shadow_image(px: int) -> QImage:
    """A stack's shadow `px` pixels wide: a dark disc whose edge fades out (drawn once a size:
    a translucent antialiased disc costs as much to draw as the whole rest of a stack)."""
    image = QImage(px, px, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    fade = QRadialGradient(QPointF(px / 2, px / 2), px / 2)
    fade.setColorAt(0.0, SHADOW)
    fade.setColorAt(0.8, SHADOW)
    fade.setColorAt(1.0, QColor(SHADOW.red(), SHADOW.green(), SHADOW.blue(), 0))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(fade)
    painter.drawEllipse(QRectF(0, 0, px, px))
    painter.end()
    return image


def draw_piece(painter: QPainter, name: str, rect: QRectF) -> None:
    """One small piece as a tile with its own shape, readable without colour."""
    painter.save()
    painter.setPen(QPen(INK, 1.3))
    c = rect.center()
    if name == "fort":            # a crenellated tower outline on stone grey
        painter.setBrush(QColor("#9a948c"))
        path = QPainterPath()
        x0, y0, w, h = rect.x(), rect.y(), rect.width(), rect.height()
        pts = [(0, 1), (0, .3), (.2, .3), (.2, .1), (.4, .1), (.4, .3), (.6, .3), (.6, .1), (.8, .1),
               (.8, .3), (1, .3), (1, 1)]
        path.addPolygon(QPolygonF([QPointF(x0 + a * w, y0 + b * h) for a, b in pts]))
        path.closeSubpath()
        painter.drawPath(path)
    elif name == "wall":          # a glowing wisp: a pale green flame in a circle
        painter.setBrush(QColor("#bff5c8"))
        painter.drawEllipse(rect)
        painter.setBrush(QColor("#38b26a"))
        path = QPainterPath(QPointF(c.x(), rect.top() + 3))
        path.cubicTo(QPointF(c.x() + 7, c.y()), QPointF(c.x() + 4, rect.bottom() - 3), QPointF(c.x(), rect.bottom() - 3))
        path.cubicTo(QPointF(c.x() - 4, rect.bottom() - 3), QPointF(c.x() - 7, c.y()), QPointF(c.x(), rect.top() + 3))
        painter.drawPath(path)
    elif name == "tower":         # a tall narrow tower with a pointed roof
        painter.setBrush(QColor("#d8c9a3"))
        painter.drawRect(QRectF(c.x() - 5, rect.top() + 8, 10, rect.height() - 8))
        painter.setBrush(QColor("#8b3a2b"))
        painter.drawPolygon(QPolygonF([QPointF(c.x() - 8, rect.top() + 9), QPointF(c.x(), rect.top()),
                                       QPointF(c.x() + 8, rect.top() + 9)]))
    elif name == "beast":         # a paw in a brown circle
        painter.setBrush(QColor("#7a4e2d"))
        painter.drawEllipse(rect)
        painter.setBrush(QColor("#fff0d8"))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawEllipse(QPointF(c.x(), c.y() + 3), 4.5, 3.8)
        for dx, dy in ((-5.5, -2), (-2, -5.5), (2, -5.5), (5.5, -2)):
            painter.drawEllipse(QPointF(c.x() + dx, c.y() + dy), 1.8, 1.8)
    elif name == "champion":      # a golden crown
        painter.setBrush(QColor("#f4c430"))
        x0, y0, w, h = rect.x(), rect.y(), rect.width(), rect.height()
        pts = [(.05, .85), (.05, .3), (.3, .55), (.5, .15), (.7, .55), (.95, .3), (.95, .85)]
        painter.drawPolygon(QPolygonF([QPointF(x0 + a * w, y0 + b * h) for a, b in pts]))
    elif name == "bomb":          # face down: a dark disc with a fuse and a question mark
        painter.setBrush(QColor("#2b2b2b"))
        painter.drawEllipse(rect.adjusted(1, 3, -3, 1))
        painter.setPen(QPen(QColor("#e0a030"), 2))
        painter.drawLine(QPointF(rect.right() - 5, rect.top() + 5), QPointF(rect.right(), rect.top()))
        _letter(painter, rect.adjusted(1, 3, -3, 1), "?", QColor("#ffffff"))
    elif name == "objective":     # a flag
        painter.setBrush(QColor("#f5f0e0"))
        painter.drawRect(rect)
        painter.setBrush(QColor("#c0392b"))
        painter.drawLine(QPointF(rect.left() + 6, rect.top() + 3), QPointF(rect.left() + 6, rect.bottom() - 3))
        painter.drawPolygon(QPolygonF([QPointF(rect.left() + 6, rect.top() + 3),
                                       QPointF(rect.right() - 3, rect.top() + 7),
                                       QPointF(rect.left() + 6, rect.top() + 11)]))
    elif name.startswith("marker:"):
        marker = name.split(":", 1)[1]
        if marker == "?":         # face down: a dark tile with a question mark
            painter.setBrush(QColor("#4a3a68"))
            painter.drawRoundedRect(rect, 4, 4)
            _letter(painter, rect, "?", QColor("#f0e6ff"))
        else:
            artifact = MARKERS.get(marker) is not None and MARKERS[marker].kind == "artifact"
            painter.setBrush(QColor("#f6d365") if artifact else QColor("#9fd3f0"))
            if artifact:          # artifacts: a diamond; places: a rounded square
                painter.drawPolygon(QPolygonF([QPointF(c.x(), rect.top() - 1), QPointF(rect.right() + 1, c.y()),
                                               QPointF(c.x(), rect.bottom() + 1), QPointF(rect.left() - 1, c.y())]))
            else:
                painter.drawRoundedRect(rect, 4, 4)
            initials = "".join(w[0] for w in marker.split("_") if w not in ("of", "s"))[:2].upper()
            _letter(painter, rect, initials, INK)
    painter.restore()


def _letter(painter: QPainter, rect: QRectF, text: str, colour: QColor) -> None:
    font = game_font(bold=True)
    font.setPixelSize(int(rect.height() * 0.6))
    painter.setFont(font)
    painter.setPen(colour)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


class RegionOverlay(QGraphicsPolygonItem):
    """A region's area on the shown scene: its hit area (for its tooltip too, which the scene
    makes on hover), its edge in its holder's colour, and during a drag an outline (what the
    tokens would do there) or a veil (they cannot go there); while regions are chosen for an
    ability, a tint on the chosen ones."""

    VEIL = QBrush(QColor(10, 10, 25, 110))
    REACH_PX = 5.0      # how far an outline (a cosmetic pen up to 6 px) reaches out of the area

    def __init__(self, region_id: str, polygon: QPolygonF, zoom: float = 1.0) -> None:
        # The full outline until the overlay is first drawn: simplifying all of them took a
        # good part of laying out the table, and only a drag or a choice of regions draws one.
        super().__init__(polygon)
        self._simple = False
        self._reach = self.REACH_PX / zoom
        self._bounds = self._bounds_of(polygon)
        self.region_id = region_id
        self.setZValue(15)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.outline: QColor | None = None
        self.veiled = False
        self.fill: QColor | None = None
        self.owner: QColor | None = None        # the holder's colour: the region's edge
        self._edge: OwnerEdge | None = None     # (made when the region is first held)
        self.show_state(None, False)

    def set_owner(self, colour: QColor | None, declined: bool = False) -> None:
        """Edge the region in its holder's colour (a thinner, fainter edge for a race in
        decline), or not (None). The edge is an item of its own, under the names (an edge
        drawn here, over them, crossed them out)."""
        if colour is not None:
            colour = QColor(colour)
            colour.setAlpha(150 if declined else 235)
        if colour == self.owner:
            return
        self.owner = colour
        if self._edge is None and colour is not None and self.scene() is not None:
            self._simplify()
            self._edge = OwnerEdge(self.polygon())
            self.scene().addItem(self._edge)
        if self._edge is not None:
            self._edge.set_colour(colour, declined)

    def show_state(self, outline: QColor | None, veiled: bool, thick: bool = False,
                   fill: QColor | None = None, width: float | None = None) -> None:
        if outline is not None or veiled or fill is not None:
            self._simplify()
        # outlined (a drag, a choice of regions), drawn once into a picture at the screen's
        # resolution and copied: stroking a few dozen outlines was most of a repaint of the
        # table during a drag. (A veil or a tint alone is a flat fill, as quick to draw as
        # to copy: drawn directly.)
        self.setCacheMode(picture_mode(self, outline is not None))
        if fill != self.fill:
            self.update()
        self.fill = fill
        if outline is None:
            self.setPen(QPen(Qt.PenStyle.NoPen))
        else:
            pen = QPen(outline, width or (4 if thick else 3))
            pen.setCosmetic(True)           # screen pixels: cheap to stroke at any zoom
            pen.setJoinStyle(Qt.PenJoinStyle.BevelJoin)
            self.setPen(pen)
        self.setBrush(self.VEIL if veiled else QBrush())
        self.outline, self.veiled = outline, veiled

    def _simplify(self) -> None:
        """The outline simplified (once, when first drawn)."""
        if not self._simple:
            self._simple = True
            polygon = simplified(self.polygon())
            self.prepareGeometryChange()
            self._bounds = self._bounds_of(polygon)
            self.setPolygon(polygon)

    def set_zoom(self, zoom: float) -> None:
        """The map is drawn at `zoom`: room for the outline's pen (in screen pixels) around
        the area."""
        reach = self.REACH_PX / zoom if zoom > 0 else self._reach
        if reach != self._reach:
            self.prepareGeometryChange()
            self._reach = reach
            self._bounds = self._bounds_of(self.polygon())

    def _bounds_of(self, polygon: QPolygonF) -> QRectF:
        reach = self._reach
        return polygon.boundingRect().adjusted(-reach, -reach, reach, reach)

    def boundingRect(self) -> QRectF:
        # (the cosmetic pen's width is in screen pixels: its reach in board units is set for
        # the zoom; a picture of the item at the screen's resolution holds all of its stroke)
        return self._bounds

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if self.veiled or self.fill is not None:
            # a flat veil or tint needs no antialiasing (much cheaper over big areas)
            painter.save()
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self.VEIL if self.veiled else self.fill)
            painter.drawPolygon(self.polygon())
            painter.restore()
        if self.outline is not None:
            painter.setPen(self.pen())
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPolygon(self.polygon())


class OwnerEdge(QGraphicsPolygonItem):
    """A held region's edge in its holder's colour: over the islands, under the names, the
    drag's outlines and veils."""

    def __init__(self, polygon: QPolygonF) -> None:
        super().__init__(polygon)
        self.setZValue(13)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setBrush(Qt.BrushStyle.NoBrush)
        # drawn once into a picture at the screen's resolution, then copied: stroking three
        # dozen outlines at every repaint (a hover, a drag's previews) doubled its cost
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_colour(self, colour: QColor | None, declined: bool = False) -> None:
        if colour is None:
            self.setVisible(False)
            return
        pen = QPen(colour, 1.6 if declined else 2.4)
        pen.setCosmetic(True)       # screen pixels: cheap to stroke at any zoom
        pen.setJoinStyle(Qt.PenJoinStyle.BevelJoin)
        self.setPen(pen)
        self.setVisible(True)

    def boundingRect(self) -> QRectF:
        # (the cosmetic pen reaches a pixel or two out of the polygon, however far out)
        return self.polygon().boundingRect().adjusted(-12, -12, 12, 12)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(self.pen())
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPolygon(self.polygon())


def simplified(polygon: QPolygonF, tolerance: float = 1.5) -> QPolygonF:
    """The polygon with the points that bend it by less than `tolerance` removed
    (Ramer-Douglas-Peucker): the same outline to the eye, much cheaper to stroke and fill."""
    points = [(p.x(), p.y()) for p in polygon]
    if len(points) > 1 and points[0] == points[-1]:
        points.pop()
    if len(points) < 8:
        return QPolygonF(polygon)

    def rdp(pts: list[tuple[float, float]]) -> list[tuple[float, float]]:
        (x1, y1), (x2, y2) = pts[0], pts[-1]
        dx, dy = x2 - x1, y2 - y1
        length = (dx * dx + dy * dy) ** 0.5 or 1e-9
        far, index = -1.0, 0
        for i in range(1, len(pts) - 1):
            x, y = pts[i]
            d = abs(dy * (x - x1) - dx * (y - y1)) / length
            if d > far:
                far, index = d, i
        if far <= tolerance:
            return [pts[0], pts[-1]]
        return rdp(pts[:index + 1])[:-1] + rdp(pts[index:])

    half = len(points) // 2   # split the closed ring in two open chains
    kept = rdp(points[:half + 1])[:-1] + rdp(points[half:] + [points[0]])[:-1]
    return QPolygonF([QPointF(x, y) for x, y in kept])
