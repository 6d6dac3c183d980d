"""Movement on the table: tokens slide from the hand to the region they conquer, tokens lost
fade away where they stood, and a coin flies to the pile of the player who receives coins
(from another player's pile for a payment; from the map for a score, only when the table
plays with open scores, so a flight never tells a secret amount — one coin, whatever the
sum). Only a picture moves (items that take no mouse button, on top
of the real state, which is already final): nothing waits for an animation, a click or a
drop during one acts at once. The speed is a setting (``ui/animation_speed``: 0 for none).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QWidget

from smallwow_qt.controller.secrecy import amounts_visible_to_all
from smallwow_qt.views.board_items import TOKEN
from smallwow_qt.views.emblems import emblem_pixmap

if TYPE_CHECKING:       # (imported when the first animation runs: ~4 ms of classes and enums)
    from PySide6.QtCore import QVariantAnimation
    from PySide6.QtWidgets import QGraphicsPixmapItem

SPEEDS = {"off": 0, "slow": 900, "normal": 450, "fast": 220}     # milliseconds per movement


class FlyingCoin(QWidget):
    """One gold coin crossing the coins panel; it takes no mouse or key."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setFixedSize(22, 22)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor("#5a4a10"), 1.5))
        p.setBrush(QColor("#e0b84a"))
        p.drawEllipse(self.rect().adjusted(2, 2, -2, -2))
        p.end()


class Animations(QObject):
    def __init__(self, window, duration_ms=lambda: SPEEDS["normal"]) -> None:
        super().__init__(window)
        self.window = window
        self.board = window.board
        self.duration_ms = duration_ms
        self.running: list[QVariantAnimation] = []
        self.items: list[QGraphicsPixmapItem] = []
        self.coins: list[FlyingCoin] = []
        window.controller.events_added.connect(self.play)

    def play(self, events) -> None:
        ms = int(self.duration_ms())
        scene = self.board.board
        if ms <= 0 or not scene.regions:
            return
        for e in events:
            self._coins(e, ms)
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
        from PySide6.QtWidgets import QGraphicsPixmapItem

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

    def _animation(self, ms: int, curve: str) -> QVariantAnimation:
        """From 0 to 1 in `ms` along the easing curve named `curve` (not started)."""
        from PySide6.QtCore import QEasingCurve, QVariantAnimation

        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(ms)
        animation.setEasingCurve(QEasingCurve.Type[curve])
        return animation

    def _run(self, item, ms: int, step) -> QVariantAnimation:
        animation = self._animation(ms, "OutCubic")

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

    def _coins(self, e, ms: int) -> None:
        dock = getattr(self.window, "coins_dock", None)
        if dock is None or not dock.isVisible() or not isinstance(e.data, dict):
            return
        piles = {pid: pile for pid, pile, _, _ in dock._rows}
        if e.kind == "payment" and e.data.get("payee") in piles and int(e.data.get("coins") or 0) > 0:
            source = piles.get(e.player)
            start = source.mapTo(dock, source.rect().center()) if source is not None \
                else QPoint(dock.width() // 2, 0)
        elif e.kind == "score" and e.player in piles and int(e.data.get("total") or 0) > 0 \
                and amounts_visible_to_all(self.window.controller):
            start = QPoint(0, dock.height() // 2)
        else:
            return
        target = piles[e.data["payee"] if e.kind == "payment" else e.player]
        end = target.mapTo(dock, target.rect().center())
        coin = FlyingCoin(dock)
        coin.target = end               # (where it lands: the receiver's pile)
        coin.move(start - QPoint(coin.width() // 2, coin.height() // 2))
        coin.show()
        coin.raise_()
        self.coins.append(coin)

        def step(t) -> None:
            point = start + (end - start) * float(t)
            coin.move(point - QPoint(coin.width() // 2, coin.height() // 2))

        animation = self._animation(ms, "InOutQuad")
        animation.valueChanged.connect(step)
        animation.finished.connect(lambda: self._coin_done(animation, coin))
        self.running.append(animation)
        animation.start()

    def _coin_done(self, animation, coin) -> None:
        if animation in self.running:
            self.running.remove(animation)
        if coin in self.coins:
            self.coins.remove(coin)
        coin.hide()
        coin.deleteLater()

    def _hand_point(self) -> QPointF:
        """Where the hand is, seen from the map: its left edge, level with the hand's stack."""
        viewport = self.board.viewport()
        stack = getattr(self.window, "hand_dock", None)
        y = viewport.height() // 2
        if stack is not None and stack.isVisible():
            y = viewport.mapFromGlobal(stack.stack.mapToGlobal(stack.stack.rect().center())).y()
        y = max(10, min(viewport.height() - 10, y))
        return self.board.mapToScene(QPoint(4, y))
