"""Movement on the table: tokens slide from the hand to the region they conquer, tokens lost
fade away where they stood. Only a picture moves (items that take no mouse button, on top
of the real state, which is already final): nothing waits for an animation, a click or a
drop during one acts at once. The speed is a setting (``ui/animation_speed``: 0 for none).
"""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QObject, QPoint, QPointF, Qt, QVariantAnimation
from PySide6.QtWidgets import QGraphicsPixmapItem

from smallwow_qt.views.board_items import TOKEN
from smallwow_qt.views.emblems import emblem_pixmap

SPEEDS = {"off": 0, "slow": 900, "normal": 450, "fast": 220}     # milliseconds per movement


class Animations(QObject):
    def __init__(self, window, duration_ms=lambda: SPEEDS["normal"]) -> None:
        super().__init__(window)
        self.window = window
        self.board = window.board
        self.duration_ms = duration_ms
        self.running: list[QVariantAnimation] = []
        self.items: list[QGraphicsPixmapItem] = []
        window.controller.events_added.connect(self.play)

    def play(self, events) -> None:
        ms = int(self.duration_ms())
        scene = self.board.board
        if ms <= 0 or not scene.regions:
            return
        for e in events:
            region = e.data.get("region") if isinstance(e.data, dict) else None
            if region not in scene.regions:
                continue
            race = e.data.get("race")
            if e.kind == "conquest" and race:
                self._slide(race, self._hand_point(), scene.regions[region].anchor_scene_pos(), ms)
            elif e.kind == "loss" and race:
                self._fade(race, scene.regions[region].anchor_scene_pos(), ms)

    # ----- the two movements ------------------------------------------------------------------

    def _token(self, race: str, at: QPointF) -> QGraphicsPixmapItem:
        dpr = self.board.devicePixelRatioF()
        size = max(16, round(TOKEN * self.board.zoom))
        item = QGraphicsPixmapItem(emblem_pixmap(race, False, size, dpr))
        item.setFlag(item.GraphicsItemFlag.ItemIgnoresTransformations)
        item.setOffset(-size / 2, -size / 2)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        item.setAcceptHoverEvents(False)
        item.setZValue(30)
        item.setPos(at)
        self.board.board.addItem(item)
        self.items.append(item)
        return item

    def _run(self, item, ms: int, step) -> QVariantAnimation:
        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(ms)
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        def safe_step(t) -> None:
            try:
                step(t)
            except RuntimeError:        # the scene was rebuilt under it (islands re-arranged)
                animation.stop()
                self._done(animation, item)
        animation.valueChanged.connect(safe_step)
        animation.finished.connect(lambda: self._done(animation, item))
        self.running.append(animation)
        animation.start()
        return animation

    def _slide(self, race: str, start: QPointF, end: QPointF, ms: int) -> None:
        item = self._token(race, start)
        self._run(item, ms, lambda t: item.setPos(start + (end - start) * float(t)))

    def _fade(self, race: str, at: QPointF, ms: int) -> None:
        item = self._token(race, at)
        self._run(item, ms, lambda t: item.setOpacity(1.0 - float(t)))

    def _done(self, animation: QVariantAnimation, item) -> None:
        if animation in self.running:
            self.running.remove(animation)
        if item in self.items:
            self.items.remove(item)
            try:
                if item.scene() is not None:
                    item.scene().removeItem(item)
            except RuntimeError:
                pass                    # (already gone with its scene)

    def _hand_point(self) -> QPointF:
        """Where the hand is, seen from the map: its left edge, level with the hand's stack."""
        viewport = self.board.viewport()
        stack = getattr(self.window, "hand_dock", None)
        y = viewport.height() // 2
        if stack is not None and stack.isVisible():
            y = viewport.mapFromGlobal(stack.stack.mapToGlobal(stack.stack.rect().center())).y()
        y = max(10, min(viewport.height() - 10, y))
        return self.board.mapToScene(QPoint(4, y))
