"""The game table: the islands in play (drawn by `island_items`) with what sits on them,
zoomable and pannable, and the drop target for token drags.

The scene declares the signals (items are not QObjects); the view turns mouse gestures into
intents for the controller: drop tokens on a region, drag tokens out of one's own region,
right-click for the abilities that apply to a region. While regions are being chosen for an
ability (`RegionSelection`), the regions that may be clicked are outlined, the others
veiled, the chosen ones tinted and marked, and a click toggles a region.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QEvent, QPoint, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QPainter, QPixmapCache
from PySide6.QtWidgets import QApplication, QGraphicsView, QWidget

from smallwow_qt.controller import Stage
from smallwow_qt.controller.game_controller import GameController
from smallwow_qt.controller.place_names import place_name
from smallwow_qt.controller.selection import RegionSelection
from smallwow_qt.views.board_drops import BoardDrops
from smallwow_qt.views.board_scene import BoardScene
from smallwow_qt.views.region_labels import RegionLabels
from smallwow_qt.views.sea import DEEP

MIN_ZOOM, MAX_ZOOM = 0.08, 4.0
PICTURE_VIEWS = 2       # the items' cached pictures may take this many views' worth of pixels


class BoardView(QGraphicsView):
    """Zoom (wheel, pinch, fit), pan (drag the sea or the middle button), drag and drop."""

    hover_text = Signal(str)                     # the status line while dragging
    region_menu_requested = Signal(str, QPoint)  # region id, global position
    region_clicked = Signal(str)
    zoom_changed = Signal(float)

    def __init__(self, controller: GameController, parent=None) -> None:
        self.board = BoardScene()
        super().__init__(self.board, parent)
        # a viewport made here, like the one Qt makes: the first time Python is handed a
        # widget Qt made, PySide looks through every widget class it knows (~10 ms)
        self.setViewport(QWidget())
        self.controller = controller
        # (state, region, outline, fill): a region marked for one position (what a computer
        # player is about to do, a suggestion); kept through refreshes of that position
        self._mark: tuple | None = None
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setBackgroundBrush(DEEP)
        self.setDragMode(QGraphicsView.DragMode.NoDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        # the islands never change during a game: drawn once per zoom into the cache
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, True)
        self.setAcceptDrops(True)
        self.viewport().setAcceptDrops(True)
        self.viewport().grabGesture(Qt.GestureType.PinchGesture)
        self.setMouseTracking(True)
        #: Asked before a drop that needs a confirmation (final die roll, ending conquests).
        self.confirm: Callable[[str, str], bool] = lambda title, text: True
        self._press: QPoint | None = None
        self._press_region: str | None = None
        self._panning = False
        self._pan_from = QPoint()
        self._choice_hover: str | None = None
        self._fitted = False
        self.fit_pending = False        # laid out anew, to be fitted (`fit`) before it is drawn
        self.selection: RegionSelection | None = None
        self.zoom_changed.connect(self.board.set_zoom)
        self.labels = RegionLabels(self)
        self.drops = BoardDrops(self, self.board, controller, lambda title, text: self.confirm(title, text))
        self.drops.hover_text.connect(self.hover_text)
        self.drops.ended.connect(self._show_selection)
        self.board.region_tooltip = self.region_tooltip     # (made when a region is hovered)
        self._relayout = QTimer(self)
        self._relayout.setSingleShot(True)
        self._relayout.setInterval(120)
        self._relayout.timeout.connect(self._rebuild)
        # one refresh a change: a new game is laid out on session_replaced, shown on the state_changed
        # `set_session` emits next; the seat changes nothing shown (costs: in tooltips, made on hover)
        controller.state_changed.connect(self.refresh)
        controller.session_replaced.connect(self._lay_out)

    # ----- content ----------------------------------------------------------------------------

    def drawBackground(self, painter: QPainter, rect) -> None:
        """The sea and the islands (into the background cache: only on zoom or new areas)."""
        self.board.sea.draw(painter, rect)
        if self.board.regions:
            self.board.islands.render(painter, rect, rect)

    def _lay_out(self) -> None:
        """The islands in play in the columns that fit the view's shape (not during a drag)."""
        if self.controller.has_game and self.drops.drag is None and \
                self.board.build(list(self.controller.state.sides), self._aspect()):
            self.fit_pending = True     # (the labels wait for the zoom the map is drawn at)
            self.labels.attach()
            self.resetCachedContent()
            self._fitted = False
            QTimer.singleShot(0, self, self.fit)    # (with the view as context: not after it is gone)

    def _rebuild(self) -> None:
        """Laid out again for the view's new shape, and shown (not during a drag)."""
        if self.drops.drag is None:
            self._lay_out()
            self.refresh()

    def _aspect(self) -> float:
        """The shape of the room the map is shown in: the view's room without scroll bars
        (they come and go for a moment as a scene is set), the window's and the frame's
        layouts applied first (a window not shown yet lays its widgets out only as it shows:
        the islands were arranged for a default size, then again once seen)."""
        for widget in (self.window(), self.parentWidget()):
            if widget is not None and widget.layout() is not None:
                widget.layout().activate()
        size = self.maximumViewportSize()
        return size.width() / size.height() if size.height() > 50 else 1.5

    def refresh(self) -> None:
        if not self.controller.has_game:
            return
        if not self.board.regions:      # laid out for the view's shape at once, not twice
            self.board.build(list(self.controller.state.sides), self._aspect())
        view = self.controller.public()
        for rid, item in self.board.pieces.items():
            region = view["regions"].get(rid)
            if region is None:
                continue
            owner = region["owner"]
            colour = self.controller.colour(owner) if owner else None
            item.set_view(region, colour)
            self.board.overlays[rid].set_owner(colour, bool(region["declined"]))
        if self.drops.drag is None:
            self._show_selection()
        self.labels.update()        # (names in the UI language)

    def mark_region(self, region: str | None, outline, fill) -> None:
        """Outline `region` until the position changes (refreshes and re-layouts keep it)."""
        self._mark = (self.controller.state, region, outline, fill) if region else None
        self._show_mark()

    def _show_mark(self) -> None:
        if self._mark is None or not self.controller.has_game:
            return
        state, region, outline, fill = self._mark
        if state is not self.controller.state:
            self._mark = None
        elif region in self.board.overlays:
            self.board.overlays[region].show_state(outline, False, fill=fill, width=6)

    def region_tooltip(self, rid: str) -> str:
        """What hovering region `rid` shows now, in rich text: the region, what holds it and
        (on the player's turn) the cost to take it; "" for no such region or no game."""
        region = self.controller.public()["regions"].get(rid) if self.controller.has_game else None
        if region is None:
            return ""
        show_costs = self.controller.seat_ready and self.controller.state.stage is Stage.CONQUER
        texts = self.controller.texts
        st = self.controller.state
        esc = _esc
        lines = [f"<b>{esc(place_name(region['name']))}</b> — {esc(texts.terrain(region['terrain']))}"]
        symbols = [texts.symbol(s) for s in region["symbols"] if s != "marker"]
        if symbols:
            lines.append(esc(", ".join(symbols)))
        if region["race"]:
            if region["race"] == "murlocs":
                who = self.tr("%n Murloc(s)", "", region["tokens"])
            else:
                owner = st.player(region["owner"]).name if region["owner"] else ""
                who = self.tr("%1's %2: %n token(s)", "", region["tokens"]).replace("%1", owner) \
                    .replace("%2", texts.race(region["race"]))
                if region["declined"]:
                    who += " " + self.tr("(in decline)")
            lines.append(esc(who))
        extras = []
        if region["mountain"]:
            extras.append(self.tr("Mountain (+1 defence)"))
        if region["fort"]:
            extras.append(self.tr("Fort (+1 defence)"))
        if region["wall"]:
            extras.append(self.tr("Wisp Wall (+1 defence)"))
        if region["tower"]:
            extras.append(self.tr("Watch Tower: cannot be taken"))
        if region["beasts"]:
            extras.append(self.tr("%n Beast(s)", "", region["beasts"]))
        if region["champion"]:
            extras.append(self.tr("the Champion"))
        if region["bomb"]:
            extras.append(self.tr("a face-down Bomb"))
        if region["objective"]:
            extras.append(self.tr("a Military Objective"))
        if region["marker"]:
            marker = region["marker"]
            if marker["revealed"] and marker["id"]:
                extras.append(texts.marker(marker["id"]))
            else:
                extras.append(self.tr("a face-down artifact or legendary place"))
        if extras:
            lines.append(esc(" · ".join(extras)))
        if region["marker"] and region["marker"]["revealed"] and region["marker"]["id"]:
            lines.append("<i>" + esc(texts.describe("markers", region["marker"]["id"])) + "</i>")
        if show_costs:
            b = self.controller.options().get(rid)
            if b is not None:
                if b.conquerable:
                    et, st = self.controller.engine_texts, self.controller.state
                    lines.append("<hr>" + self.tr("To conquer:") + "<br>" + "<br>".join(
                        esc(f"{et.cost_item(i, st)}: {i.amount:+d}" if i.amount < 0
                            else f"{et.cost_item(i, st)}: {i.amount}")
                        for i in b.items) + "<br><b>" + esc(self.tr("Total: %n token(s)", "", b.total)) + "</b>")
                    for _, coins, why in b.payments:
                        lines.append(esc(self.tr("Pay first: %n coin(s)", "", coins) + f" ({et.payment_reason(why)})"))
                elif b.code != "own_region":
                    lines.append("<hr><i>" + esc(self.controller.engine_texts.breakdown_reason(
                        b, self.controller.state)) + "</i>")
        return "<br>".join(lines)

    # ----- zoom and pan --------------------------------------------------------------------------

    @property
    def zoom(self) -> float:
        return self.transform().m11()

    def seen_area(self) -> QRectF:
        """Where on the map a name can be seen, in scene units: the scene (scrolled into
        view if need be) and, around it, what the view shows beyond it: the room the view
        has without scroll bars, centred where `fit` centres the map (the scroll bars and
        the viewport may not have caught up with a fit made during a resize yet)."""
        scene = self.board.sceneRect()
        room, zoom = self.maximumViewportSize(), self.zoom
        if zoom <= 0:
            return scene
        centre = scene.center() if self._fitted else self.mapToScene(self.viewport().rect().center())
        width, height = room.width() / zoom, room.height() / zoom
        return scene.united(QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height))

    def set_zoom(self, factor: float) -> None:
        """Zoom to `factor` (1 = one scene unit per pixel); the view no longer follows the
        window's size as it does after `fit()`."""
        self._fitted = self.fit_pending = False
        factor = max(MIN_ZOOM, min(MAX_ZOOM, factor))
        t = self.transform()
        self.scale(factor / t.m11(), factor / t.m11())
        self.zoom_changed.emit(self.zoom)

    def zoom_by(self, ratio: float) -> None:
        self.set_zoom(self.zoom * ratio)

    def zoom_in(self) -> None:
        self.zoom_by(1.25)

    def zoom_out(self) -> None:
        self.zoom_by(0.8)

    def fit(self) -> None:
        """The whole map in view, as `fitInView(KeepAspectRatio)` does, but for the room the
        view has once the fitted map needs no scroll bars: fitted while they show, they go,
        the view grows, and the map was fitted and its labels laid out a second time."""
        self.fit_pending = False
        rect = self.board.sceneRect()
        room = self.maximumViewportSize()
        margin = 2      # (fitInView's)
        width, height = room.width() - 2 * margin, room.height() - 2 * margin
        if rect.isEmpty() or width <= 0 or height <= 0:
            self.labels.update()        # (at the zoom it has)
            return
        unity = self.transform().mapRect(QRectF(0, 0, 1, 1))
        if unity.isEmpty():
            return
        self.scale(1 / unity.width(), 1 / unity.height())
        ratio = min(width / rect.width(), height / rect.height())
        self.scale(ratio, ratio)
        self.centerOn(rect.center())
        self._fitted = True
        self.zoom_changed.emit(self.zoom)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._room_for_pictures()
        if self._fitted or (self.fit_pending and self.isVisible()):
            self.fit()      # (a table set before the view showed: fitted as it gets its size)
        self._relayout.start()      # the islands rearranged for the view's new shape

    def _room_for_pictures(self) -> None:
        """Room in Qt's picture cache for the items drawn once at the screen's resolution
        (names, stacks, edges, numbers, a drag's outlines: up to about two thirds of a view's
        worth of pixels). Its 10 MB by default did not hold them on a 4K screen (12 MB of
        them at rest): dropped and drawn again at every repaint, they cost more than drawing
        without pictures. The numbers and a drag's outlines are drawn into pictures only where
        a pixel of the view is a whole number of the screen's (`badge.picture_mode`)."""
        size, ratio = self.viewport().size(), self.devicePixelRatioF()
        needed = int(PICTURE_VIEWS * 4 * size.width() * size.height() * ratio * ratio / 1024)    # KiB
        if needed > QPixmapCache.cacheLimit():
            QPixmapCache.setCacheLimit(needed)
        self.board.set_pictures(float(ratio).is_integer())

    def wheelEvent(self, event) -> None:
        pixel = event.pixelDelta()
        if not pixel.isNull() and not (event.modifiers() & Qt.KeyboardModifier.ControlModifier):
            # a touchpad scroll pans; pinch or Ctrl zooms
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - pixel.x())
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - pixel.y())
            self._fitted = False
            return
        steps = event.angleDelta().y() / 120.0
        if steps:
            self._fitted = False
            self.zoom_by(1.15 ** steps)

    def viewportEvent(self, event) -> bool:
        if event.type() == QEvent.Type.DevicePixelRatioChange:     # (moved to another screen)
            self._room_for_pictures()
        if event.type() == QEvent.Type.Gesture:
            from PySide6.QtWidgets import QPinchGesture     # (its class: made at the first pinch)

            pinch = event.gesture(Qt.GestureType.PinchGesture)
            if isinstance(pinch, QPinchGesture):
                if pinch.changeFlags() & QPinchGesture.ChangeFlag.ScaleFactorChanged:
                    self._fitted = False
                    self.zoom_by(pinch.scaleFactor())
                event.accept()
                return True
        if event.type() == QEvent.Type.NativeGesture and \
                event.gestureType() == Qt.NativeGestureType.ZoomNativeGesture:
            self._fitted = False
            self.zoom_by(1.0 + event.value())
            return True
        return super().viewportEvent(event)

    # ----- mouse: click, pan, start a token drag -------------------------------------------------

    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.MiddleButton or event.button() == Qt.MouseButton.LeftButton:
            self._press = event.position().toPoint()
            self._press_region = self.board.region_at(self.mapToScene(self._press))
            self._panning = False
            self._pan_from = self._press
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event) -> None:
        if self._press is None:
            if self.selecting:
                self._hover_choice(self.board.region_at(self.mapToScene(event.position().toPoint())))
            return super().mouseMoveEvent(event)
        pos = event.position().toPoint()
        if not self._panning and (pos - self._press).manhattanLength() >= QApplication.startDragDistance():
            region = self._press_region
            if (event.buttons() & Qt.MouseButton.LeftButton) and region and not self.selecting and \
                    self.controller.movable_from(region) > 0:
                everything = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
                self._press = None
                self.start_token_drag(region, everything)
                return
            self._panning = True
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
        if self._panning:
            delta = pos - self._pan_from
            self._pan_from = pos
            self._fitted = False
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - delta.x())
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - delta.y())

    def mouseReleaseEvent(self, event) -> None:
        if self._press is not None and not self._panning and event.button() == Qt.MouseButton.LeftButton:
            if self._press_region:
                self.region_clicked.emit(self._press_region)
        self._press = None
        self._panning = False
        self.viewport().unsetCursor()
        super().mouseReleaseEvent(event)

    def leaveEvent(self, event) -> None:
        if self.selecting:
            self._hover_choice(None)
        super().leaveEvent(event)

    def contextMenuEvent(self, event) -> None:
        region = self.board.region_at(self.mapToScene(event.pos()))
        if region:
            self.region_menu_requested.emit(region, event.globalPos())
            event.accept()

    def start_token_drag(self, region: str, everything: bool = False) -> None:
        """Pick tokens up from one of the player's regions (one, or all that may move)."""
        self.drops.start_from(region, everything)

    # ----- drops (`board_drops`) ------------------------------------------------------------------

    def dragEnterEvent(self, event) -> None:
        self.drops.enter(event)

    def dragMoveEvent(self, event) -> None:
        self.drops.move(event)

    def dragLeaveEvent(self, event) -> None:
        self.drops.leave(event)

    def dropEvent(self, event) -> None:
        self.drops.drop(event)

    # ----- choosing regions for an ability -----------------------------------------------------

    def set_selection(self, selection: RegionSelection) -> None:
        """Show `selection` on the board and let clicks choose regions for it."""
        self.selection = selection
        selection.changed.connect(self._show_selection)
        self.region_clicked.connect(self._region_clicked)

    @property
    def selecting(self) -> bool:
        return self.selection is not None and self.selection.active

    def _region_clicked(self, region: str) -> None:
        if self.selecting:
            self.selection.click(region)

    def _show_selection(self) -> None:
        """The selection's highlights, or none (unless a drag shows its own previews)."""
        if self.drops.drag is not None:
            return
        if not self.selecting:
            if self._choice_hover is not None:
                self._choice_hover = None
                self.hover_text.emit("")
            self.board.set_previews(None)
            self._show_mark()
            return
        sel = self.selection
        if sel.ordered:
            chosen = {rid: str(i + 1) for i, rid in enumerate(sel.selected)}
        else:
            chosen = {rid: "✓" for rid in sel.selected}
        self.board.set_choices(sel.targets, chosen, self._choice_hover)

    def _hover_choice(self, region: str | None) -> None:
        """The status line while choosing: what a click on the region under the mouse does."""
        if region == self._choice_hover:
            return
        self._choice_hover = region
        self._show_selection()
        if not region or region not in self.controller.state.map.by_id:
            self.hover_text.emit("")
            return
        sel = self.selection
        name = place_name(self.controller.state.map.by_id[region].display_name)
        if region in sel.selected:
            text = self.tr("%1: click to take it out of the choice").replace("%1", name)
        elif sel.is_target(region):
            text = self.tr("%1: click to choose it").replace("%1", name)
        else:
            why = sel.reasons.get(region) or self.tr("cannot be chosen for this")
            text = f"{name}: {why}"
        self.hover_text.emit(text)


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")

