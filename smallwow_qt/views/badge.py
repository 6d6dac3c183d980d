"""The numbers on the table: the count on a token stack and a drag's cost beside it.

A badge keeps its size on screen at any zoom (it ignores the view's scaling), so it stays
readable: far out it shrinks a little, never so far that its digits are under MIN_DIGIT_PX.
Its place is worked out for the zoom the map is drawn at (`place`): the count on the stack's
lower right edge, the cost beside the stack, on the side away from the region's name.
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from smallwow_qt.views.typeface import game_font

INK = QColor("#151515")
MIN_DIGIT_PX = 9.0      # a badge's digits are at least this tall on screen
BESIDE_MAX = 17.0       # px: a count badge's furthest from its token's centre
EDGE = 1.3              # a token's outer edge, in token radii (its rings)


@lru_cache(maxsize=None)
def digit_height(pixel_size: int) -> float:
    """How tall the game's bold typeface draws the digits at `pixel_size` px."""
    font = game_font(bold=True)
    font.setPixelSize(pixel_size)
    return QFontMetricsF(font).tightBoundingRect("0123456789").height()


def badge_pixel_size(radius: float) -> int:
    """The font size of a badge of `radius`: in proportion to it, and never so small that
    its digits are under MIN_DIGIT_PX."""
    size = int(radius * 1.15)
    while digit_height(size) < MIN_DIGIT_PX and size < 40:
        size += 1
    return size


def picture_mode(item: QGraphicsItem, wanted: bool = True) -> QGraphicsItem.CacheMode:
    """How `item` is drawn: once into a picture at the screen's resolution and copied after,
    if `wanted` and its scene draws pictures (a `BoardScene` where a pixel of the view is a
    whole number of the screen's, at 100 % and 200 %: the same pixels as drawn directly. At
    150 % Qt places the picture on the view's pixels, half a screen pixel off, and draws a
    cosmetic pen in it thinner than directly); else drawn directly at every repaint."""
    pictures = wanted and getattr(item.scene(), "pictures", False)
    return QGraphicsItem.CacheMode.DeviceCoordinateCache if pictures else QGraphicsItem.CacheMode.NoCache


class Badge(QGraphicsItem):
    """A number in a disc or a pill, drawn the same size on screen at any zoom."""

    def __init__(self, parent: QGraphicsItem, pos: QPointF, radius: float, pill: bool = False,
                 above: bool = False, beside: float = 0.0, aside: float = 0.0) -> None:
        """`beside`: the radius (board units) of a token centred on `pos`: the badge sits on
        its lower right edge. `aside`: the same, the badge beside the token, on its right
        (`aside` > 0) or its left (< 0)."""
        super().__init__(parent)
        self.above = above      # drawn just above its position instead of centred on it
        self.beside = beside
        self.aside = aside
        self.setPos(pos)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # drawn once into a picture at the screen's resolution, then copied (a rounded rect
        # and a text laid out anew at every repaint: a count on every stack, a drag's cost
        # beside most of them)
        self.setCacheMode(picture_mode(self))
        self.pill = pill
        self.text = ""
        self.fill = QColor("#ffffff")
        self.ink = INK
        self._font = game_font(bold=True)
        self._font.setPixelSize(badge_pixel_size(radius))
        self.radius = radius = max(radius, self._font.pixelSize() * 0.62)
        self._width = 2 * radius
        self._shift = QPointF()
        self._factor = 1.0
        self._placed_at: tuple[float, float] | None = None     # (zoom, the stack's scale)
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
            self._placed_at = None          # (a wider cost keeps clear of its stack)
            self.update()
        if self._placed_at is None:
            self.place()
        self.setVisible(True)

    # --- where it goes ---------------------------------------------------------------------

    def _zoom(self) -> float:
        views = self.scene().views() if self.scene() else []
        return views[0].transform().m11() if views else 1.0

    def place(self, zoom: float | None = None) -> None:
        """Size and place the badge for the map drawn at `zoom` (the view's, if None) with
        its stack drawn `parentItem().scale()` times larger than on the board."""
        zoom = self._zoom() if zoom is None else zoom
        scale = self.parentItem().scale() if self.parentItem() is not None else 1.0
        self.prepareGeometryChange()
        self._placed_at = (zoom, scale)
        least = min(1.0, MIN_DIGIT_PX / digit_height(self._font.pixelSize()))
        self._factor = max(least, min(1.0, zoom * scale / 0.55))
        radius = (self.beside or abs(self.aside)) * zoom * scale       # the token's, on screen
        if self.beside:
            shift = min(radius * 0.7, BESIDE_MAX) + self.radius * 0.4
            self._shift = QPointF(shift, shift)
        elif self.aside:
            side = 1.0 if self.aside > 0 else -1.0
            self._shift = QPointF(side * (radius * EDGE + 3 + self._width * self._factor / 2), 0.0)
        else:
            self._shift = QPointF()
        self.update()           # (drawn shifted and scaled: the cached picture is stale)

    def shrink(self) -> float:
        """Far out, the badge is drawn a little smaller so the numbers do not hide the
        tokens, down to where its digits are MIN_DIGIT_PX tall."""
        if self._placed_at is None:
            self.place()
        return self._factor

    def digits_px(self) -> float:
        """How tall the digits are on screen now."""
        return digit_height(self._font.pixelSize()) * self.shrink()

    def offset(self) -> float:
        """Screen pixels right and down from the token's centre of a count badge."""
        self.shrink()
        return self._shift.x() if self.beside else 0.0

    def screen_rect(self) -> QRectF:
        """Where it is drawn, in screen pixels from its stack's centre."""
        self.shrink()
        rect = self._rect()
        drawn = QRectF(rect.x() * self._factor, rect.y() * self._factor, rect.width() * self._factor,
                       rect.height() * self._factor)
        return drawn.translated(self._shift)

    def drawn_rect(self) -> QRectF:
        """Where the badge is drawn in its parent's coordinates, at 100 % (the legend frames
        a token stack on it)."""
        return self.screen_rect().translated(self.pos()).adjusted(-2, -2, 2, 2)

    def _rect(self) -> QRectF:
        h = 2 * self.radius
        return QRectF(-self._width / 2, -h - 2 if self.above else -h / 2, self._width, h)

    def boundingRect(self) -> QRectF:
        return self.screen_rect().adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.translate(self._shift)
        painter.scale(self._factor, self._factor)
        rect = self._rect()
        painter.setPen(QPen(INK, 1.4))
        painter.setBrush(self.fill)
        painter.drawRoundedRect(rect, self.radius, self.radius)
        painter.setFont(self._font)
        painter.setPen(self.ink)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)
