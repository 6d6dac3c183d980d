"""Region names and symbols that stay legible however small the map is drawn.

The islands carry their names and symbols at a fixed size in board units; with five players
on a laptop screen the fitted zoom draws them 3 px high. Below `MIN_CAP_PX` of capital
height on screen those labels are hidden and these take their place: drawn at a fixed size
on screen (capitals at least `MIN_CAP_PX`, symbols at least `MIN_ICON_PX`), the full name
when it fits the region, else a short form of it (the full name stays in the region's
tooltip and the status line). Zoomed in far enough, the islands' own labels come back.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache
from typing import Protocol

from PySide6.QtCore import QPointF, QRectF, Qt, SignalInstance
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QStaticText
from PySide6.QtWidgets import QGraphicsItem

from smallwow_qt.boards import layout
from smallwow_qt.controller.place_names import generic_words, language_key, place_name, place_namer
from smallwow_qt.views.board_scene import BoardScene
from smallwow_qt.views.island_items import IslandItem, RegionItem, draw_symbol, island_title, region_icons
from smallwow_qt.views.region_places import keep_clear, keep_inside, place_again, size_stacks, slide_clear
from smallwow_qt.views.typeface import game_font



class MapView(Protocol):
    """What the labels read of the board view that shows them."""

    board: BoardScene
    fit_pending: bool            # laid out anew, not fitted yet: which names to show waits
    zoom_changed: SignalInstance

    @property
    def zoom(self) -> float: ...
    def seen_area(self) -> QRectF: ...
    def resetCachedContent(self) -> None: ...

MIN_CAP_PX = 9.0        # capital height of a region's name on screen, at least
MIN_ICON_PX = 14.0      # a symbol's size on screen, at least (12 asked; a little margin)
HALO_PX = 1.75          # how far a name's halo reaches beyond its letters
MARGIN = 2.0            # a label's bounding box reaches this far beyond its halo and symbols
#: where the halo's copies of a name are drawn around it: a ring of eight
HALO_OFFSETS = tuple((HALO_PX * math.cos(k * math.pi / 4), HALO_PX * math.sin(k * math.pi / 4)) for k in range(8))


@lru_cache(maxsize=4)
def label_font(water: bool = False) -> QFont:
    """DejaVu Sans Bold at the smallest pixel size whose capitals are `MIN_CAP_PX` high."""
    font = game_font()
    font.setBold(True)
    font.setItalic(water)

    def tall_enough(px: int) -> bool:
        font.setPixelSize(px)
        return QFontMetricsF(font).capHeight() >= MIN_CAP_PX

    # the smallest size from 9 px up, searched from where a typical font's capitals (0.72 of
    # its size) would reach: two or three sizes measured rather than five or more (each size
    # measured sets up a font engine)
    px = min(39, max(9, math.floor(MIN_CAP_PX / 0.72)))
    if tall_enough(px):
        while px > 9 and tall_enough(px - 1):
            px -= 1
    else:
        while px < 39 and not tall_enough(px + 1):
            px += 1
        px = min(39, px + 1)
    font.setPixelSize(px)
    return font


def scene_cap_height() -> float:
    """Capital height of the islands' own labels, in board units."""
    font = game_font()
    font.setPointSizeF(layout.FONT_POINT_SIZE)
    font.setBold(True)
    return QFontMetricsF(font).capHeight()


def short_forms(name: str) -> list[str]:
    """Ever shorter ways to write a region's name, keeping its proper name rather than its
    generic word: 'Storm Peaks' → 'Storm P.', 'Storm', 'Stor.', 'Sto.'; 'Pics de Storm' →
    'Storm', 'Stor.', 'Sto.'."""
    words = name.split()
    generic = _generic_lower(generic_words())
    linkers = {"of", "de", "du", "des", "la", "le", "les"}
    out: list[str] = []
    proper = [w for w in words if w.lower() not in generic and w.lower() not in linkers]
    if len(words) > 1 and words[0].lower() not in generic:
        out.append(f"{words[0]} {words[1][0]}.")
    elif len(proper) > 1:       # "Contreforts de Blade's Edge": "Blade's E."
        out.append(f"{proper[0]} {proper[1][0]}.")
    first = proper[0] if proper else (words[0] if words else name)
    for elided in ("d’", "d'", "l’", "l'"):
        if first.lower().startswith(elided) and len(first) > 2:
            first = first[2:]
    out.append(first)
    for k in range(len(first) - 1, 2, -1):
        out.append(first[:k].rstrip("'’-") + ".")
    return out


_lowered: dict[int, tuple[dict, frozenset[str]]] = {}


def _generic_lower(words: dict[str, str]) -> frozenset[str]:
    """The generic words in English and in the UI language, in lower case (made once per
    language: `generic_words()` hands out the same dict while the language stays)."""
    known = _lowered.get(id(words))
    if known is None or known[0] is not words:
        known = _lowered[id(words)] = (words, frozenset(w.lower() for pair in words.items() for w in pair))
    return known[1]


def read_alike(one: str, other: str) -> bool:
    """Two labels a reader could take for the same name: the same text, or a short form
    ("Sun.", "Sunwe.") that a word of the other begins like ("Sun's", "Plateau de
    Sunwell")."""
    if one == other:
        return True
    for short, longer in ((one, other), (other, one)):
        stem = short.split()[0].rstrip(".") if short.endswith(".") else ""
        if stem and any(word.startswith(stem) and word != short.split()[0] for word in longer.split()):
            return True
    return False


@lru_cache(maxsize=1024)
def candidates(name: str) -> tuple[list[str], ...]:
    """Every way to write a name, longest first: whole, on two lines, then short forms (made
    once a name: placing the names asks for them at each shorter try; never to be changed)."""
    out = [[name]]
    wrapped = layout.label_lines(name)
    if len(wrapped) == 2:
        out.append(wrapped)
    for form in short_forms(name):
        if [form] not in out:       # ("Sun's Reach Crag" cut at its apostrophe or at 3 letters: "Sun.")
            out.append([form])
    return tuple(out)


def choose_text(name: str, room: float, font: QFont) -> list[str]:
    """The lines to draw: the whole name (on one or two lines) if it fits `room` pixels,
    else the longest short form that does (the shortest one if none does)."""
    metrics = QFontMetricsF(font)
    if metrics.horizontalAdvance(name) <= room:
        return [name]           # (a name that fits whole: its short forms are not worked out)
    forms = candidates(name)
    for lines in forms[1:]:
        if max(metrics.horizontalAdvance(line) for line in lines) <= room:
            return lines
    return forms[-1]


class ScreenLabel(QGraphicsItem):
    """One region's name and symbols at a fixed size on screen, centred on its label point."""

    def __init__(self, region: RegionItem, name_of: Callable[[str], str] = place_name) -> None:
        super().__init__()
        self.region_id = region.shape_def.id
        self.island = region.parentItem()       # (two names alike on one island are told apart)
        self.english = region.shape_def.name
        self.name = name_of(self.english)
        self.water = region.shape_def.is_water
        self.icons = region_icons(region.shape_def, region.side_size)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setZValue(14)      # over the islands, under the drag outlines, veils and tokens
        # drawn once into a pixmap at the screen's resolution, then copied: a name with its
        # halo is nine texts to draw, and every repaint of the table (a hover, a drag's
        # previews, a grab of the window) would draw all of them again
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setPos(region.mapToScene(QPointF(*region.shape_def.label)))
        self.home = QPointF(self.pos())         # its place on the board (moved off the stack: region_places)
        bounds = region.mapToScene(region.polygon()).boundingRect()
        self.region_width = bounds.width()        # board units
        self.lines: list[str] = []
        self._texts: list[tuple[QPointF, QStaticText]] = []   # each line: its top left, its text
        self._ink = QRectF()
        self._rect = QRectF()
        self.icon_px = MIN_ICON_PX

    def text(self) -> str:
        return " ".join(self.lines)

    def set_zoom(self, zoom: float, name_of: Callable[[str], str] = place_name) -> None:
        font = label_font(self.water)
        room = max(24.0, self.region_width * zoom * 0.7)
        self.name = name_of(self.english)       # (the language may have changed)
        self._set_lines(choose_text(self.name, room, font), max(MIN_ICON_PX, layout.ICON_SIZE * zoom))

    def shorten(self, taken: Callable[[str], bool] = lambda text: False) -> bool:
        """The next shorter way to write the name (a neighbour's label is in the way),
        unless it would read like a name `taken` on the island."""
        forms = candidates(self.name)
        at = forms.index(self.lines) if self.lines in forms else len(forms) - 1
        if at + 1 >= len(forms) or taken(" ".join(forms[at + 1])):
            return False
        self._set_lines(forms[at + 1], self.icon_px)
        return True

    def lengthen(self) -> bool:
        """The next longer way to write the name (it reads like another one's)."""
        forms = candidates(self.name)
        at = forms.index(self.lines) if self.lines in forms else 0
        if at == 0:
            return False
        self._set_lines(forms[at - 1], self.icon_px)
        return True

    def text_rect(self) -> QRectF:
        """Where the letters are, in the item's (screen-sized) coordinates."""
        return QRectF(self._ink)

    def symbols_rect(self) -> QRectF:
        """Where the row of symbols is drawn (with their pale discs), in the item's
        coordinates; empty without symbols."""
        n = len(self.icons)
        if not n:
            return QRectF()
        return QRectF(self._icons_left - 1, self._icons_top - 1, n * (self.icon_px + 2), self.icon_px + 2)

    def _set_lines(self, lines: list[str], icon_px: float) -> None:
        font = label_font(self.water)
        if lines == self.lines and icon_px == self.icon_px:
            return
        self.prepareGeometryChange()
        self.lines, self.icon_px = lines, icon_px
        metrics = QFontMetricsF(font)
        step = metrics.height()
        top = -step * len(lines) / 2 - (icon_px / 2 if self.icons else 0)
        self._texts = []
        self._ink = QRectF()
        for i, line in enumerate(lines):
            start = QPointF(-metrics.horizontalAdvance(line) / 2, top + i * step + metrics.ascent())
            self._ink = self._ink.united(metrics.tightBoundingRect(line).translated(start))
            text = QStaticText(line)        # (laid out once, drawn nine times: see paint)
            text.setTextFormat(Qt.TextFormat.PlainText)
            self._texts.append((QPointF(start.x(), start.y() - metrics.ascent()), text))
        n = len(self.icons)
        row = n * (icon_px + 2) - 2
        self._icons_top = top + step * len(lines) + 1
        self._icons_left = -row / 2
        self._rect = self._ink.adjusted(-HALO_PX, -HALO_PX, HALO_PX, HALO_PX).united(
            QRectF(-row / 2, self._icons_top, max(row, 0), icon_px if n else 0)).adjusted(
            -MARGIN, -MARGIN, MARGIN, MARGIN)
        self.update()           # (the cached picture is stale)

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(label_font(self.water))
        # the halo: the name drawn in the halo's colour at eight places around its own, then
        # the name. Letters come from the glyph cache, each line laid out once (a QStaticText;
        # drawText lays it out at every call); the islands' own labels fill the name's outline
        # and a stroke of it instead, which cost about twice as much here (the first paint of
        # the table draws every one of these)
        painter.setPen(QColor(20, 50, 90, 210) if self.water else QColor(255, 252, 240, 230))
        for dx, dy in HALO_OFFSETS:
            for top_left, text in self._texts:
                painter.drawStaticText(QPointF(top_left.x() + dx, top_left.y() + dy), text)
        painter.setPen(QColor("#f4f8ff") if self.water else QColor("#1e1a14"))
        for top_left, text in self._texts:
            painter.drawStaticText(top_left, text)
        painter.setPen(Qt.PenStyle.NoPen)
        for k, name in enumerate(self.icons):
            rect = QRectF(self._icons_left + k * (self.icon_px + 2), self._icons_top, self.icon_px, self.icon_px)
            painter.setBrush(QColor(255, 252, 240, 170))
            painter.drawEllipse(rect.adjusted(-1, -1, 1, 1))
            draw_symbol(painter, name, rect)


class RegionLabels:
    """Switches between the islands' own labels and the screen-sized ones as the zoom changes."""

    def __init__(self, view: MapView) -> None:
        self.view = view
        self.items: dict[str, ScreenLabel] = {}
        self.on_screen = False          # the screen-sized labels are the ones shown
        self._for: object = None
        self._done: tuple | None = None     # (zoom, language, seen area) last set for
        view.zoom_changed.connect(self.update)

    def attach(self) -> None:
        """New labels for the regions just laid out (the old ones went with the old scene)."""
        board = self.view.board
        self.items = {}
        name_of = place_namer()
        for rid, region in board.regions.items():
            label = ScreenLabel(region, name_of)
            label.setVisible(False)
            board.addItem(label)
            self.items[rid] = label
        self._for = board.regions
        self.on_screen: bool | None = None      # (neither kind shown yet: the update decides)
        self._done = None
        self.update()

    def update(self, *_) -> None:
        board = self.view.board
        if not board.regions:
            return
        if self._for is not board.regions:
            self.attach()
            return
        if self.view.fit_pending:
            return      # (the map is drawn at the zoom of its first fit: which names it needs is
            #            decided then, and the islands' own are not made for nothing)
        zoom = self.view.zoom
        language = language_key()
        seen = self.view.seen_area()    # (where names can be seen: the view resized at one zoom)
        done = (zoom, language, seen.getRect())
        if done == self._done:
            return              # (a refresh after each action: same zoom, language and view)
        self._done = done
        name_of = place_namer(language)
        # the islands carry English names: in another language these labels are the ones shown
        translated = any(label.english != name_of(label.english) for label in self.items.values())
        small = translated or scene_cap_height() * zoom < MIN_CAP_PX
        size_stacks(board.pieces, zoom)     # pieces before labels: the stacks first
        places: dict[str, QRectF] | None = None
        bounds = None
        if small:
            for label in self.items.values():
                label.set_zoom(zoom, name_of)
            # (a label's box may reach past the edge by its margin and halo: its letters and
            # symbols stay inside)
            past = MARGIN + HALO_PX
            bounds = (seen.left() * zoom - past, seen.top() * zoom - past,
                      seen.right() * zoom + past, seen.bottom() * zoom + past)
            places = keep_clear(self.items, board.pieces, zoom, lambda label: label.shorten(self._taken(label)),
                                bounds)
            self._untangle(zoom, places=places)
            longer = self._tell_apart()
            place_again(longer, self.items, board.pieces, zoom, places, bounds)   # (where they fit, written longer)
            self._untangle(zoom, passes=2, places=places)   # (a name written longer may still touch another)
            keep_inside(self.items, zoom, bounds)           # (or reach past the edge)
        self._retitle(name_of, zoom, places, bounds)
        if small != self.on_screen:
            self.on_screen = small
            for label in self.items.values():
                label.setVisible(small)
            for region in board.regions.values():
                # the islands' own names: made the first time they show, else hidden if made
                label = region.label_item if not small else region.label_if_made()
                if label is not None:
                    label.setVisible(not small)
            self.view.resetCachedContent()

    def _retitle(self, name_of: Callable[[str], str] = place_name, zoom: float = 1.0,
                 places: dict[str, QRectF] | None = None, bounds: tuple | None = None) -> None:
        """The islands' titles in the UI language, each centred under its island; with the
        stacks drawn larger than on the board (`places`, their rooms on screen) and the names
        at screen size, slid sideways, as little as needed, off the stacks, their rows of
        small pieces, the names and the other titles, its middle still under its island.
        (Redrawn into the view's cache if changed.)"""
        obstacles: list[tuple[float, float, float, float]] = []
        if places is not None:
            obstacles = [_box(place) for place in places.values() if not place.isEmpty()]
            obstacles += [_box(label.boundingRect().translated(label.pos() * zoom)) for label in self.items.values()]
        changed = False
        for item in self.view.board.islands.items():
            if not isinstance(item, IslandItem):
                continue
            side, title = item.side, item.title
            text = island_title(name_of(side.name), side.size)
            if title.text() != text:
                title.setText(text)
                changed = True
            x0, _, x1, _ = side.bounds()
            x = (x0 + x1) / 2 - title.boundingRect().width() / 2     # (the island's coordinates)
            if obstacles:
                at = item.mapToScene(QPointF(x, title.y()))
                box = _box(QRectF(at * zoom, title.boundingRect().size() * zoom))
                half = (box[2] - box[0]) / 2        # (its middle stays under the island)
                least = item.mapToScene(QPointF(x0, 0)).x() * zoom - half
                most = item.mapToScene(QPointF(x1, 0)).x() * zoom + half
                if bounds is not None:
                    least, most = max(least, bounds[0]), min(most, bounds[2])
                shift = slide_clear(box, obstacles, least, most)
                obstacles.append((box[0] + shift, box[1], box[2] + shift, box[3]))     # (a neighbour's title)
                x += shift / zoom
            if title.x() != x:
                title.setX(x)
                changed = True
        if changed:
            self.view.resetCachedContent()

    def _taken(self, label: ScreenLabel) -> Callable[[str], bool]:
        """Whether a text would read like another name on `label`'s island."""
        others = [o for o in self.items.values() if o.island is label.island and o is not label]
        return lambda text: any(read_alike(text, o.text()) for o in others)

    def _tell_apart(self) -> list[ScreenLabel]:
        """No two names on one island that read alike ("Blade." and "Blade.", "Sun." and
        "Sun's"): the shorter of the two is written longer until they differ. Returns the
        names written longer."""
        longer: list[ScreenLabel] = []
        by_island: dict[object, list[ScreenLabel]] = {}
        for label in self.items.values():
            by_island.setdefault(label.island, []).append(label)
        for labels in by_island.values():
            for _ in range(4 * len(labels)):
                pair = next(((a, b) for i, a in enumerate(labels) for b in labels[i + 1:]
                             if read_alike(a.text(), b.text())), None)
                if pair is None:
                    break
                shorter, other = sorted(pair, key=lambda label: len(label.text()))
                grown = shorter if shorter.lengthen() else other if other.lengthen() else None
                if grown is None:
                    break
                if grown not in longer:
                    longer.append(grown)
        return longer

    def _untangle(self, zoom: float, passes: int = 4, places: dict[str, QRectF] | None = None) -> None:
        """Where two names overlap on screen, write the longer one shorter; a name on another
        region's stack place (`places`, from `region_places.keep_clear`) too (a few passes)."""
        labels = list(self.items.values())
        # places and names as plain boxes (left, top, right, bottom), compared in line as
        # QRectF.intersects compares them (an empty box meets nothing): for five players,
        # some twenty thousand comparisons, a few passes over every pair
        stacks = [(rid, *_box(place)) for rid, place in (places or {}).items() if not place.isEmpty()]
        for _ in range(passes):
            rects = [_screen_box(label, zoom) for label in labels]
            changed = False
            for i, a in enumerate(labels):
                own = a.region_id
                for rid, p0, p1, p2, p3 in stacks:
                    a0, a1, a2, a3 = rects[i]
                    if a0 < p2 and p0 < a2 and a1 < p3 and p1 < a3 and rid != own and \
                            a0 != a2 and a1 != a3 and a.shorten(self._taken(a)):
                        changed = True
                        rects[i] = _screen_box(a, zoom)
                a0, a1, a2, a3 = rects[i]
                for j in range(i + 1, len(labels)):
                    b0, b1, b2, b3 = rects[j]
                    if a0 < b2 and b0 < a2 and a1 < b3 and b1 < a3 and \
                            a0 != a2 and a1 != a3 and b0 != b2 and b1 != b3:
                        b = labels[j]
                        longer, other = (a, b) if len(a.text()) >= len(b.text()) else (b, a)
                        if longer.shorten(self._taken(longer)) or other.shorten(self._taken(other)):
                            changed = True
                            k = labels.index(longer)
                            rects[k] = _screen_box(longer, zoom)
                            a0, a1, a2, a3 = rects[i]
            if not changed:
                break


Box = tuple[float, float, float, float]


def _box(rect: QRectF) -> Box:
    """`rect` as (left, top, right, bottom)."""
    return rect.left(), rect.top(), rect.right(), rect.bottom()


def _screen_box(label: ScreenLabel, zoom: float) -> Box:
    """Where `label`'s letters are on screen (its text rect moved to its place times the
    zoom, as `text_rect().translated(pos() * zoom)` gives it)."""
    ink, pos = label._ink, label.pos()
    left, top = ink.x() + pos.x() * zoom, ink.y() + pos.y() * zoom
    return left, top, left + ink.width(), top + ink.height()
