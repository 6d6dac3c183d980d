"""The end of a game as a ceremony: the first three places on a podium, each player on a step
in their colour, their races' emblems above them and their coins as a pile beside the number.

A tie shares a place (two players on steps of the same height). Only drawn once the game is
over, when every total is public.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QWidget

from smallwow_qt.views.coin_art import draw_pile
from smallwow_qt.views.emblems import emblem_image
from smallwow_qt.views.game_style import INK
from smallwow_qt.views.turn_banner import ink_on

STEP = {1: 116.0, 2: 84.0, 3: 60.0}     # px: each place's step
ORDER = (2, 1, 3)                        # left to right
EMBLEM = 44.0


@dataclass(frozen=True)
class Place:
    rank: int
    name: str
    colour: str
    race: str | None        # the active race at the end (None: none)
    declined: str | None    # the race in decline at the end
    coins: int


class Podium(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("podium")
        self.places: list[Place] = []
        self.coin_word = lambda n: str(n)       # "%n coin(s)" in the UI language (set by the end screen)
        self.setMinimumHeight(300)

    def sizeHint(self) -> QSize:
        return QSize(560, 300)

    def set_places(self, places: list[Place]) -> None:
        """Every player with their place; the podium shows the first three places."""
        self.places = [p for p in places if p.rank in STEP]
        self.update()

    def columns(self) -> list[tuple[Place, QRectF]]:
        """Each player on the podium and their step (widget coordinates), left to right."""
        ordered = [p for rank in ORDER for p in self.places if p.rank == rank]
        if not ordered:
            return []
        width = min(170.0, (self.width() - 20) / len(ordered))
        left = (self.width() - width * len(ordered)) / 2
        out = []
        for k, place in enumerate(ordered):
            height = STEP[place.rank]
            out.append((place, QRectF(left + k * width + 3, self.height() - height - 2, width - 6, height)))
        return out

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        dpr = self.devicePixelRatioF()
        base = QFont(self.font())
        big = QFont(base)
        big.setBold(True)
        big.setPointSizeF(base.pointSizeF() * 2.2)
        bold = QFont(base)
        bold.setBold(True)
        bold.setPointSizeF(base.pointSizeF() * 1.15)
        for place, step in self.columns():
            colour = QColor(place.colour)
            face = QLinearGradient(0, step.top(), 0, step.bottom())
            face.setColorAt(0.0, colour.lighter(125))
            face.setColorAt(1.0, colour.darker(115))
            p.setPen(QPen(QColor(0, 0, 0, 120), 1.2))
            p.setBrush(face)
            p.drawRoundedRect(step, 5, 5)
            p.setFont(big)
            p.setPen(ink_on(colour))
            p.drawText(step, Qt.AlignmentFlag.AlignCenter, str(place.rank))
            # on the step: the coins, a pile and their number
            pile_height = min(14, max(1, round(place.coins / 3)))
            base_rect = QRectF(step.center().x() - 30, step.top() - 12, 40, 12)
            pile = draw_pile(p, base_rect, pile_height, step=4.0, most=14)
            p.setFont(bold)
            p.setPen(QColor(INK))
            p.drawText(QRectF(base_rect.right() + 4, step.top() - 24, step.width() / 2 - 8, 20),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.coin_word(place.coins))
            # above the pile: the races the player ended with, and the name
            top = pile.top() - EMBLEM - 4
            x = step.center().x() - (EMBLEM + (30 if place.declined else 0)) / 2
            if place.race:
                p.drawImage(QRectF(x, top, EMBLEM, EMBLEM), emblem_image(place.race, False, round(EMBLEM * dpr)))
            if place.declined:
                small = 30.0
                p.drawImage(QRectF(x + (EMBLEM + 2 if place.race else 0), top + EMBLEM - small, small, small),
                            emblem_image(place.declined, True, round(small * dpr)))
            p.setPen(QColor(INK))
            p.drawText(QRectF(step.left() - 10, top - 24, step.width() + 20, 22),
                       Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom, place.name)
        p.end()
