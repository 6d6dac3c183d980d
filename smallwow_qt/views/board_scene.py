"""The scene of the table: the island sides laid out in the columns that show them largest,
and over each region its overlay (outline, veil, hit area) and its token stack. Items are
views: they hold a region id, never game truth."""

from __future__ import annotations

from functools import lru_cache
from typing import Callable

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QTransform
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QToolTip

from smallwow_qt.boards.loader import load_side
from smallwow_qt.controller.game_controller import DropKind, Verdict
from smallwow_qt.views import island_items
from smallwow_qt.views.badge import picture_mode
from smallwow_qt.views.board_items import CHOSEN_FILL, PREVIEW_COLOURS, PiecesItem, RegionOverlay
from smallwow_qt.views.sea import DEEP, Sea


class BoardScene(QGraphicsScene):
    """What the view shows: a `RegionOverlay` (outline, veil, hit area) and a
    `PiecesItem` per region. The islands themselves live in `self.islands`, a scene of
    `island_items` that is never shown directly: the view draws it once into its
    background cache, over the water of `self.sea`, so a repaint only draws what changes.

    A region's tooltip is not stored on its overlay: `region_tooltip(region id)` makes it
    when the player hovers the region (see `helpEvent`)."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setBackgroundBrush(DEEP)
        self.islands = QGraphicsScene(self)     # (no background: drawn over the sea)
        self.sea = Sea()
        self.regions: dict[str, island_items.RegionItem] = {}
        self.pieces: dict[str, PiecesItem] = {}
        self.overlays: dict[str, RegionOverlay] = {}
        self.sides: tuple[str, ...] = ()
        self.rows: tuple[tuple[int, ...], ...] = ()      # the islands' places: see `best_rows`
        self.zoom = 1.0                                   # the zoom the view draws it at
        self.pictures = True        # numbers and outlines drawn into pictures (`badge.picture_mode`)
        self.region_tooltip: Callable[[str], str] = lambda region_id: ""

    @property
    def columns(self) -> int:
        """The most islands side by side."""
        return max((len(row) for row in self.rows), default=0)

    def rows_for(self, sides: list[str], aspect: float) -> tuple[tuple[int, ...], ...]:
        shapes = [load_side(s) for s in sides]
        return best_rows(tuple((s.bounds()[2] - s.bounds()[0], s.bounds()[3] - s.bounds()[1])
                               for s in shapes), round(aspect, 2))

    def build(self, sides: list[str], aspect: float = 1.5) -> bool:
        """Lay out the island sides in the rows that show them largest in a view `aspect`
        times wider than high; False if already laid out so."""
        rows = self.rows_for(sides, aspect)
        if tuple(sides) == self.sides and self.regions and rows == self.rows:
            return False
        self.clear()
        self.islands.clear()
        self.regions, self.pieces, self.overlays = {}, {}, {}
        shapes = [load_side(s) for s in sides]
        self.rows = rows
        # (the regions' names at board size: made by `RegionLabels` when the zoom shows them)
        self.regions = island_items.add_sides(self.islands, shapes, rows=rows, labels=False)
        for rid, item in self.regions.items():
            overlay = RegionOverlay(rid, item.mapToScene(item.polygon()), self.zoom)
            self.addItem(overlay)
            self.overlays[rid] = overlay
            shape = item.shape_def
            pieces = PiecesItem(rid, item.anchor_scene_pos(), row_above=shape.label[1] > shape.anchor[1])
            self.addItem(pieces)
            self.pieces[rid] = pieces
        self.sides = tuple(sides)
        rect = self.islands.itemsBoundingRect().adjusted(-60, -60, 60, 60)
        self.islands.setSceneRect(rect)
        self.setSceneRect(rect)
        self.sea.build(rect, [item.sceneTransform().map(item.path()) for item in self.islands.items()
                              if isinstance(item, island_items.CoastItem)])
        return True

    def set_zoom(self, zoom: float) -> None:
        """The view draws the table at `zoom` now."""
        self.zoom = zoom
        for overlay in self.overlays.values():
            overlay.set_zoom(zoom)

    def set_pictures(self, pictures: bool) -> None:
        """Whether the numbers and a drag's outlines are drawn into pictures and copied (where
        a pixel of the view is a whole number of the screen's) or drawn at every repaint."""
        if pictures == self.pictures:
            return
        self.pictures = pictures
        for overlay in self.overlays.values():
            overlay.setCacheMode(picture_mode(overlay, overlay.outline is not None))
        for pieces in self.pieces.values():
            for badge in pieces.badges():
                badge.setCacheMode(picture_mode(badge))

    def region_at(self, scene_pos: QPointF) -> str | None:
        """The region under a point: the one whose area holds it (a neighbour's token stack
        reaching over the border does not take the drop), else a token stack off the coast."""
        items = self.items(scene_pos)
        for item in items:
            if isinstance(item, RegionOverlay):
                return item.region_id
        for item in items:
            if isinstance(item, PiecesItem):
                return item.region_id
        return None

    def helpEvent(self, event) -> None:
        """Qt's tooltip lookup (the topmost item under the mouse that has a tooltip shows
        it), where a region's text is made now: made for all regions at every change of the
        game, most were never read, and building them was half the cost of a refresh."""
        widget = event.widget()
        view = widget.parentWidget() if widget is not None else None
        transform = view.viewportTransform() if isinstance(view, QGraphicsView) else QTransform()
        text = ""
        for item in self.items(event.scenePos(), Qt.ItemSelectionMode.IntersectsItemShape,
                               Qt.SortOrder.DescendingOrder, transform):
            text = self.region_tooltip(item.region_id) if isinstance(item, RegionOverlay) else item.toolTip()
            if text:
                break
        QToolTip.showText(event.screenPos() if text else QPoint(), text, widget)   # (none: hidden)
        event.setAccepted(bool(text))

    def set_previews(self, previews: dict[str, Verdict] | None, hovered: str | None = None) -> None:
        """Show, for a drag under way, what each region would do with the tokens."""
        for rid, overlay in self.overlays.items():
            verdict = previews.get(rid) if previews else None
            if verdict is None:
                overlay.show_state(None, False)
                self.pieces[rid].set_preview(None)
                continue
            kind = verdict.kind.value
            allowed = verdict.kind is not DropKind.REFUSE
            colour = QColor(PREVIEW_COLOURS[kind])
            if rid == hovered:
                colour = colour.lighter(135)
            overlay.show_state(colour if allowed or rid == hovered else None, not allowed,
                               thick=rid == hovered)
            badge = None
            if verdict.kind is DropKind.CONQUER:
                badge = (kind, str(verdict.cost))
            elif verdict.kind is DropKind.DIE:
                badge = (kind, f"{verdict.cost} ⚂")
            elif verdict.kind in (DropKind.REDEPLOY, DropKind.ABANDON):
                badge = (kind, f"+{verdict.cost}")
            self.pieces[rid].set_preview(badge)

    def set_choices(self, targets: set[str], chosen: dict[str, str], hovered: str | None = None) -> None:
        """Show a selection of regions: `targets` may be clicked (outlined), `chosen` maps the
        chosen regions to their mark ("✓", "1", "2"), every other region is veiled."""
        choose, mark = PREVIEW_COLOURS["choose"], PREVIEW_COLOURS["chosen"]
        for rid, overlay in self.overlays.items():
            if rid in chosen:
                overlay.show_state(mark.lighter(125) if rid == hovered else mark, False,
                                   fill=CHOSEN_FILL, width=5)
                self.pieces[rid].set_preview(("chosen", chosen[rid]))
            elif rid in targets:
                overlay.show_state(choose.lighter(125) if rid == hovered else choose, False,
                                   width=5 if rid == hovered else 4)
                self.pieces[rid].set_preview(None)
            else:
                overlay.show_state(None, True)
                self.pieces[rid].set_preview(None)


@lru_cache(maxsize=64)
def best_rows(sizes: tuple[tuple[float, float], ...], aspect: float, gap: float = island_items.GAP,
              title_room: float = island_items.TITLE_ROOM) -> tuple[tuple[int, ...], ...]:
    """The islands (their widths and heights) grouped in rows, each row centred under the
    widest, that show them largest in a view `aspect` times wider than high: every way of
    grouping them is tried (52 for five islands), so three islands of a 2×2 grid do not
    leave its fourth corner empty when one above two shows them larger. Each row holds its
    islands in their order, the rows in the order of their first island; of two groupings
    as good, the one with fewer rows."""
    best: tuple[tuple[int, ...], ...] = ()
    best_key = (0.0, 0)
    for rows in _groupings(tuple(range(len(sizes)))):
        width = max(sum(sizes[i][0] for i in row) + gap * (len(row) - 1) for row in rows)
        height = sum(max(sizes[i][1] for i in row) + title_room for row in rows) + gap * (len(rows) - 1)
        scale = min(aspect / width, 1.0 / height)
        key = (round(scale, 9), -len(rows))
        if key > best_key:
            best, best_key = tuple(sorted(rows)), key
    return best


def _groupings(items: tuple[int, ...]):
    """Every way of splitting `items` into groups (as tuples of tuples, items in order)."""
    if not items:
        yield ()
        return
    first, rest = items[0], items[1:]
    for grouping in _groupings(rest):
        yield ((first,),) + grouping
        for k in range(len(grouping)):
            yield grouping[:k] + ((first,) + grouping[k],) + grouping[k + 1:]
