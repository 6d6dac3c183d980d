"""Victory coins: every pile face down, alike whatever it holds.

The player to act may peek at their own total while holding a button, once they have taken
the seat; every total is shown when the game ends, and all along at a table that chose open
scores.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from smallwow_qt.controller.secrecy import open_scores
from smallwow_qt.views.docks.base import GameDock, discard


class CoinPile(QWidget):
    """A face-down pile: the same picture for every player, so it tells nothing."""

    def __init__(self, colour: str, parent=None) -> None:
        super().__init__(parent)
        self.colour = QColor(colour)
        self.setFixedSize(QSize(46, 24))

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        for k in range(4):
            rect = QRectF(4, 11 - k * 3, 38, 11)
            p.setPen(QPen(QColor("#5a4a10"), 1))
            p.setBrush(QColor("#b08d2e") if k % 2 else QColor("#c9a441"))
            p.drawEllipse(rect)
        p.setPen(QPen(self.colour, 3))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(QRectF(4, 2, 38, 11))
        p.end()


class CoinsDock(GameDock):
    OBJECT_NAME = "coinsDock"

    def __init__(self, controller, parent=None) -> None:
        super().__init__(controller, parent)
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.setSpacing(4)
        self.grid = QGridLayout()
        self.grid.setVerticalSpacing(2)
        layout.addLayout(self.grid)
        # held down, the button itself says the total (no room kept for it under the button)
        self.peek = QPushButton()
        self.peek.pressed.connect(self._show_own)
        self.peek.released.connect(self._hide_own)
        layout.addWidget(self.peek)
        layout.addStretch(1)
        self.setWidget(body)
        self._rows: list[tuple[str, QWidget, QLabel, QLabel]] = []
        controller.session_replaced.connect(self._rebuild)
        controller.state_changed.connect(self.refresh)
        controller.seat_taken.connect(self.refresh)
        controller.handover_needed.connect(lambda _: self._hide_own())
        self.retranslate()

    def retranslate(self) -> None:
        self._hide_own()
        self.peek.setToolTip(self.tr("Only the player whose turn it is can look, and only while "
                                     "holding the button"))
        self._rebuild()

    def _rebuild(self) -> None:
        for _, pile, name, total in self._rows:
            for w in (pile, name, total):
                self.grid.removeWidget(w)
                discard(w)
        self._rows = []
        c = self.controller
        if c.has_game:
            for i, p in enumerate(c.state.players):
                pile = CoinPile(c.colour(p.id))
                name = QLabel(p.name)
                total = QLabel()
                total.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.grid.addWidget(pile, i, 0)
                self.grid.addWidget(name, i, 1)
                self.grid.addWidget(total, i, 2)
                self._rows.append((p.id, pile, name, total))
        self.refresh()

    def refresh(self, *_) -> None:
        c = self.controller
        final = c.final_coins() if c.has_game else None
        opened = final is None and c.has_game and open_scores(c)
        if opened:          # the table chose open scores: every total, all along
            final = {p.id: p.coins for p in c.state.players}
        for pid, pile, _, _ in self._rows:       # (the colours may have changed: Settings)
            colour = QColor(c.colour(pid))
            if pile.colour != colour:
                pile.colour = colour
                pile.update()
        for pid, pile, name, total in self._rows:
            pile.setToolTip("" if final is not None else
                            self.tr("%1's coins, face down").replace("%1", name.text()))
            if final is not None:
                total.setText(self.tr("%n coin(s)", "", final[pid]))
            else:
                total.setText(self.tr("face down"))
        self.peek.setVisible(final is None)
        self.peek.setEnabled(c.has_game and c.seat_ready)
        self.setWindowTitle(self.tr("Victory coins (open scores)") if opened else self.tr("Victory coins"))
        if final is None and not self.peek.isDown():
            self._hide_own()

    def _show_own(self) -> None:
        coins = self.controller.peek_coins()
        if coins is not None:
            self.peek.setText(self.tr("You have %n coin(s)", "", coins))

    def _hide_own(self) -> None:
        self.peek.setText(self.tr("Hold to see my coins"))
