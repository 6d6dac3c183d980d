"""Playing the table without a mouse.

With the map focused (click it, or Tab to it), a ring marks the focused region:

* arrow keys move it to the nearest region in that direction, Tab / Shift+Tab go through
  every region in reading order (Ctrl+Tab or F6 gives the keyboard to the panels);
* Enter does what dropping one token from the hand there would: conquer (a final attempt
  with the die asks first, as a drop does), or place a token while redeploying;
  Shift+Enter places every token in hand there; Minus (or Backspace) takes one back;
* while regions are chosen for an ability, Enter or Space chooses the focused region;
* the Menu key, Shift+F10 or Space opens the region's menu: its abilities and choices.

The focused region is described for screen readers (the map's accessible name and
description) and in the status line.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QObject, QPointF, Qt
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem

from smallwow_qt.controller.mime import HAND, TokenDrag
from smallwow_qt.controller.place_names import place_name
from smallwow_qt.controller import Stage

ARROWS = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Up: (0, -1), Qt.Key.Key_Down: (0, 1)}


class FocusRing(QGraphicsPathItem):
    """The keyboard's region: a white and dark outline, the same width on screen at any zoom."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(19)          # over the outlines and veils, under the tokens
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def paint(self, painter, option, widget=None) -> None:
        painter.setRenderHint(painter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)     # (the view does not reset the painter)
        for colour, width, style in ((QColor(255, 255, 255, 235), 6.0, Qt.PenStyle.SolidLine),
                                     (QColor("#1f5fbf"), 3.0, Qt.PenStyle.DashLine)):
            pen = QPen(colour, width, style)
            pen.setCosmetic(True)
            painter.setPen(pen)
            painter.drawPath(self.path())


class BoardKeyboard(QObject):
    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.board = window.board
        self.controller = window.controller
        self.region: str | None = None
        self.ring: FocusRing | None = None
        self.board.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.board.installEventFilter(self)
        self.controller.session_replaced.connect(self._forget)
        self.controller.state_changed.connect(self._describe)

    # ----- which region --------------------------------------------------------------------------

    def _points(self) -> dict[str, QPointF]:
        scene = self.board.board
        return {rid: item.mapToScene(QPointF(*item.shape_def.label)) for rid, item in scene.regions.items()}

    def order(self) -> list[str]:
        """Every region in reading order: island by island, top to bottom, left to right."""
        scene = self.board.board
        points = self._points()

        def key(rid: str):
            island = scene.regions[rid].parentItem()
            origin = island.mapToScene(QPointF(0, 0)) if island is not None else QPointF()
            p = points[rid]
            return (round(origin.y()), round(origin.x()), round(p.y() / 60), p.x())
        return sorted(points, key=key)

    def neighbour(self, region: str, dx: int, dy: int) -> str | None:
        """The nearest region's label in direction (dx, dy), favouring ones straight ahead."""
        points = self._points()
        here = points[region]
        best, best_score = None, math.inf
        for rid, p in points.items():
            vx, vy = p.x() - here.x(), p.y() - here.y()
            ahead = vx * dx + vy * dy
            if rid == region or ahead <= 1:
                continue
            aside = abs(vx * dy - vy * dx)
            score = ahead + 2.5 * aside
            if score < best_score:
                best, best_score = rid, score
        return best

    def focus(self, region: str | None) -> None:
        scene = self.board.board
        if region is not None and region not in scene.overlays:
            region = None
        self.region = region
        if self.ring is None or self.ring.scene() is not scene:
            self.ring = FocusRing()
            scene.addItem(self.ring)
        if region is None:
            self.ring.setVisible(False)
        else:
            path = QPainterPath()
            path.addPolygon(scene.overlays[region].polygon())
            path.closeSubpath()
            self.ring.setPath(path)
            self.ring.setVisible(True)
            self.board.ensureVisible(scene.overlays[region], 40, 40)
        self._describe()

    def _forget(self) -> None:
        self.region = None
        self.ring = None            # (it went with the old scene)

    # ----- what it says --------------------------------------------------------------------------

    def describe(self) -> str:
        """The focused region in words: name, terrain, who holds it, the cost now."""
        c = self.controller
        if self.region is None or not c.has_game:
            return ""
        view = c.public()["regions"].get(self.region, {})
        texts = c.texts
        parts = [place_name(view.get("name", self.region)), texts.terrain(view.get("terrain", ""))]
        if view.get("race"):
            if view["race"] == "murlocs":
                parts.append(self.tr("%n Murloc(s)", "", view.get("tokens", 0)))
            else:
                owner = c.state.player(view["owner"]).name if view.get("owner") else ""
                parts.append(self.tr("%1's %2: %n token(s)", "", view.get("tokens", 0))
                             .replace("%1", owner).replace("%2", texts.race(view["race"])))
        if c.seat_ready and c.state.stage is Stage.CONQUER:
            verdict = c.verdict(TokenDrag(c.actor_id, HAND, 1), self.region)
            if verdict.text:
                parts.append(verdict.text)
        return " — ".join(p for p in parts if p)

    def _describe(self, *_) -> None:
        if self.region is not None and self.region not in self.board.board.overlays:
            self.region = None
        text = self.describe()
        self.board.setAccessibleName(text or self.tr("Map"))
        self.board.setAccessibleDescription(self.tr("Arrow keys or Tab: another region. Enter: conquer or "
                                                    "place a token. Menu key: the region's abilities."))
        if text and self.board.hasFocus():
            from PySide6.QtGui import QAccessible, QAccessibleEvent   # (not before: ~2 ms of enums)

            self.board.hover_text.emit(text)
            QAccessible.updateAccessibility(QAccessibleEvent(self.board, QAccessible.Event.NameChanged))

    # ----- keys ------------------------------------------------------------------------------------

    def eventFilter(self, watched, event) -> bool:
        # (no ring on merely receiving focus: a window's first focus looks like a Tab too)
        if watched is not self.board or event.type() != QEvent.Type.KeyPress:
            return False
        return self.key(event.key(), event.modifiers())

    def leave(self, forward: bool = True) -> None:
        """Give the keyboard to the next panel (Ctrl+Tab or F6; Tab stays on the map)."""
        widget = self.board
        for _ in range(500):
            widget = widget.nextInFocusChain() if forward else widget.previousInFocusChain()
            if widget is self.board:
                return
            if widget.isVisible() and widget.isEnabled() and widget.window() is self.board.window() \
                    and widget.focusPolicy() & Qt.FocusPolicy.TabFocus and not self.board.isAncestorOf(widget):
                widget.setFocus(Qt.FocusReason.TabFocusReason)
                return

    def key(self, key, modifiers=Qt.KeyboardModifier.NoModifier) -> bool:
        """Handle one key on the map; True when it was the map's."""
        c = self.controller
        if not c.has_game or not self.board.board.regions:
            return False
        ctrl = bool(modifiers & Qt.KeyboardModifier.ControlModifier)
        shift = bool(modifiers & Qt.KeyboardModifier.ShiftModifier)
        if (key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab) and ctrl) or key == Qt.Key.Key_F6:
            self.leave(forward=not (shift or key == Qt.Key.Key_Backtab))
            return True
        if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab) and not ctrl:
            order = self.order()
            step = -1 if key == Qt.Key.Key_Backtab or shift else 1
            at = order.index(self.region) if self.region in order else -step
            self.focus(order[(at + step) % len(order)])
            return True
        if key in ARROWS and not ctrl:
            if self.region is None:
                self.focus(self.order()[0])
            else:
                nxt = self.neighbour(self.region, *ARROWS[key])
                if nxt is not None:
                    self.focus(nxt)
            return True
        if self.region is None:
            return False
        region = self.region
        if key in (Qt.Key.Key_Menu,) or (key == Qt.Key.Key_F10 and shift) or \
                (key == Qt.Key.Key_Space and not (self.board.selecting)):
            overlay = self.board.board.overlays[region]
            pos = self.board.mapFromScene(overlay.polygon().boundingRect().center())
            self.window.show_region_menu(region, self.board.viewport().mapToGlobal(pos))
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self.board.selecting:
                self.window.selection.click(region)
            elif shift and c.seat_ready and c.state.actor.hand:
                c.drop(TokenDrag(c.actor_id, HAND, c.state.actor.hand), region)
            else:
                self.window._drop_from_hand(region)
            self._describe()
            return True
        if key in (Qt.Key.Key_Minus, Qt.Key.Key_Backspace, Qt.Key.Key_Delete) and c.seat_ready:
            c.drop(TokenDrag(c.actor_id, region, 1), HAND)
            return True
        return False
