"""What sits on a region, drawn over the islands of `island_items`: token stacks, defences,
beasts, the Champion, bombs, objectives, markers, and the cost badge shown during a drag.

These items are views: they hold a region id and a copy of that region's *public* view
(bombs only as "a bomb is here", face-down markers without their identity).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPolygonItem

from smallwow_qt.controller import MARKERS
from smallwow_qt.views.emblems import emblem_image

TOKEN = 48.0          # diameter of a token stack's top emblem: the layout keeps a disc of 24 clear
SMALL = 24.0          # side of a small piece (fort, wall, bomb...)
INK = QColor("#151515")

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
        self.view: dict[str, Any] = {}
        self.owner_colour: QColor | None = None
        self.preview: tuple[str, str] | None = None   # (kind, badge text)
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
        """A cost or "+1" during a drag, on the side of the token away from the name."""
        if self._cost_badge is None:
            if self.row_above:       # the name is under the token
                self._cost_badge = Badge(self, QPointF(0, -TOKEN / 2), 12, pill=True, above=True)
            else:
                self._cost_badge = Badge(self, QPointF(0, TOKEN / 2 + 14), 12, pill=True)
        return self._cost_badge

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
        bottom = TOKEN / 2 + (8 if self.row_above else row)
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
        dpr = widget.devicePixelRatioF() if widget is not None else 1.0
        px = max(16, min(256, round(TOKEN * scale * dpr)))
        if tokens and race:
            declined = bool(v.get("declined"))
            image = emblem_image(race, declined, px)
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


MIN_DIGIT_PX = 9.0      # a badge's digits are at least this tall on screen
BESIDE_MAX = 17.0       # px: a count badge's furthest from its token's centre


@lru_cache(maxsize=None)
def digit_height(pixel_size: int) -> float:
    """How tall DejaVu Sans Bold draws the digits at `pixel_size` px."""
    font = QFont("DejaVu Sans")
    font.setBold(True)
    font.setPixelSize(pixel_size)
    return QFontMetricsF(font).tightBoundingRect("0123456789").height()


def badge_pixel_size(radius: float) -> int:
    """The font size of a badge of `radius`: in proportion to it, and never so small that
    its digits are under MIN_DIGIT_PX."""
    size = int(radius * 1.15)
    while digit_height(size) < MIN_DIGIT_PX and size < 40:
        size += 1
    return size


class Badge(QGraphicsItem):
    """A number on a token stack or a cost during a drag: the same size on screen at any
    zoom (it ignores the view's scaling), so it stays readable: far out it shrinks a little,
    never so far that its digits are under MIN_DIGIT_PX."""

    def __init__(self, parent: QGraphicsItem, pos: QPointF, radius: float, pill: bool = False,
                 above: bool = False, beside: float = 0.0) -> None:
        """`beside`: the radius (board units) of a token centred on `pos`; the badge sits on
        its lower right edge, as far out as the zoom draws that edge (see `offset`)."""
        super().__init__(parent)
        self.above = above      # drawn just above its position instead of centred on it
        self.beside = beside
        self.setPos(pos)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.radius = radius
        self.pill = pill
        self.text = ""
        self.fill = QColor("#ffffff")
        self.ink = INK
        self._font = QFont("DejaVu Sans")
        self._font.setPixelSize(badge_pixel_size(radius))
        self._font.setBold(True)
        self.radius = radius = max(radius, self._font.pixelSize() * 0.62)
        self._width = 2 * radius
        self.setVisible(False)

    def set(self, text: str | None, fill: QColor | None = None, ink: QColor | None = None) -> None:
        if text is None:
            self.setVisible(False)
            return
        if text != self.text or fill != self.fill:
            self.prepareGeometryChange()
            self.text = text
            self.fill = fill or self.fill
            self.ink = ink or self.ink
            advance = QFontMetricsF(self._font).horizontalAdvance(text)
            self._width = max(2 * self.radius, advance + (self.radius if self.pill else 6))
            self.update()
        self.setVisible(True)

    def shrink(self) -> float:
        """Far out, the badge is drawn a little smaller so the numbers do not hide the
        tokens, down to where its digits are MIN_DIGIT_PX tall."""
        views = self.scene().views() if self.scene() else []
        zoom = views[0].transform().m11() if views else 1.0
        least = min(1.0, MIN_DIGIT_PX / digit_height(self._font.pixelSize()))
        return max(least, min(1.0, zoom / 0.55))

    def digits_px(self) -> float:
        """How tall the digits are on screen now."""
        return digit_height(self._font.pixelSize()) * self.shrink()

    def offset(self) -> float:
        """Screen pixels right and down from the token's centre (0 for a badge not `beside`
        one): on the token's edge, so far out the number covers a quarter of it, not all."""
        if not self.beside:
            return 0.0
        views = self.scene().views() if self.scene() else []
        zoom = views[0].transform().m11() if views else 1.0
        return min(self.beside * zoom * 0.7, BESIDE_MAX) + self.radius * 0.4

    def drawn_rect(self) -> QRectF:
        """Where the badge is drawn in its parent's coordinates, at 100 % (the legend frames
        a token stack on it)."""
        shift = self.offset()
        return self._rect().translated(self.pos().x() + shift, self.pos().y() + shift).adjusted(-2, -2, 2, 2)

    def _rect(self) -> QRectF:
        h = 2 * self.radius
        return QRectF(-self._width / 2, -h - 2 if self.above else -h / 2, self._width, h)

    def boundingRect(self) -> QRectF:
        rect = self._rect().adjusted(-2, -2, 2, 2)
        if self.beside:     # (wherever the zoom puts it)
            rect = rect.united(rect.translated(BESIDE_MAX + self.radius, BESIDE_MAX + self.radius))
        return rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        factor = self.shrink()
        painter.translate(self.offset(), self.offset())
        painter.scale(factor, factor)
        rect = self._rect()
        painter.setPen(QPen(INK, 1.4))
        painter.setBrush(self.fill)
        painter.drawRoundedRect(rect, self.radius, self.radius)
        painter.setFont(self._font)
        painter.setPen(self.ink)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)


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
    font = QFont("DejaVu Sans")
    font.setPixelSize(int(rect.height() * 0.6))
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(colour)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


class RegionOverlay(QGraphicsPolygonItem):
    """A region's area on the shown scene: its hit area (for its tooltip too, which the scene
    makes on hover), and during a drag an outline (what the tokens would do there) or a veil
    (they cannot go there); while regions are chosen for an ability, a tint on the chosen ones."""

    VEIL = QBrush(QColor(10, 10, 25, 110))

    def __init__(self, region_id: str, polygon: QPolygonF) -> None:
        # The full outline until the overlay is first drawn: simplifying all of them took a
        # good part of laying out the table, and only a drag or a choice of regions draws one.
        super().__init__(polygon)
        self._simple = False
        self.region_id = region_id
        self.setZValue(15)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.outline: QColor | None = None
        self.veiled = False
        self.fill: QColor | None = None
        self.show_state(None, False)

    def show_state(self, outline: QColor | None, veiled: bool, thick: bool = False,
                   fill: QColor | None = None, width: float | None = None) -> None:
        if not self._simple and (outline is not None or veiled or fill is not None):
            self.setPolygon(simplified(self.polygon()))     # (once, when first drawn)
            self._simple = True
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
