"""The scene of the table: the island sides laid out in the columns that show them largest,
and over each region its overlay (outline, veil, hit area) and its token stack. Items are
views: they hold a region id, never game truth."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QTransform
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QToolTip

from smallwow_qt.boards.loader import load_side
from smallwow_qt.controller.game_controller import DropKind, Verdict
from smallwow_qt.views import island_items
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
        self.columns = 0
        self.region_tooltip: Callable[[str], str] = lambda region_id: ""

    def columns_for(self, sides: list[str], aspect: float) -> int:
        shapes = [load_side(s) for s in sides]
        return best_columns([(s.bounds()[2] - s.bounds()[0], s.bounds()[3] - s.bounds()[1])
                             for s in shapes], aspect)

    def build(self, sides: list[str], aspect: float = 1.5) -> bool:
        """Lay out the island sides in the number of columns that shows them largest in a
        view `aspect` times wider than high; False if already laid out so."""
        columns = self.columns_for(sides, aspect)
        if tuple(sides) == self.sides and self.regions and columns == self.columns:
            return False
        self.clear()
        self.islands.clear()
        self.regions, self.pieces, self.overlays = {}, {}, {}
        shapes = [load_side(s) for s in sides]
        self.columns = columns
        # (the regions' names at board size: made by `RegionLabels` when the zoom shows them)
        self.regions = island_items.add_sides(self.islands, shapes, columns=columns, labels=False)
        for rid, item in self.regions.items():
            overlay = RegionOverlay(rid, item.mapToScene(item.polygon()))
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


def best_columns(sizes: list[tuple[float, float]], aspect: float, gap: float = 90.0,
                 title_room: float = 50.0) -> int:
    """How many islands per row make them largest in a view of the given aspect ratio
    (the same row layout as `island_items.add_sides`)."""
    best, best_scale = 1, 0.0
    for columns in range(1, len(sizes) + 1):
        rows = [sizes[i:i + columns] for i in range(0, len(sizes), columns)]
        width = max(sum(w for w, _ in row) + gap * (len(row) - 1) for row in rows)
        height = sum(max(h for _, h in row) + title_room for row in rows) + gap * (len(rows) - 1)
        scale = min(aspect / width, 1.0 / height)
        if scale > best_scale * 1.0001:
            best, best_scale = columns, scale
    return best
