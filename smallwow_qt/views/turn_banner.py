"""Whose turn it is, at a glance: a banner across the top of the map in the colour of the
player who acts now, with their name, their race's and power's emblems, what they are doing
and the tokens in their hand; the map framed in the same colour.

The banner reads only what the whole table may see (`controller.public()`, the stage and the
round): it never shows a coin total, whoever sits in front of the screen.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QVBoxLayout, QWidget

from smallwow_qt.controller import Stage
from smallwow_qt.views import turn_state
from smallwow_qt.views.emblems import emblem_image, power_image

NEUTRAL = QColor("#6f6250")     # no game, or the game is over
FRAME = 4                       # px of the player's colour around the map


def ink_on(colour: QColor) -> QColor:
    """Dark letters on a light colour, light ones on a dark colour."""
    r, g, b = colour.redF(), colour.greenF(), colour.blueF()
    return QColor("#1d1810") if 0.299 * r + 0.587 * g + 0.114 * b > 0.58 else QColor("#fffaf0")


class TurnBanner(QWidget):
    HEIGHT = 42

    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("turnBanner")
        self.controller = controller
        self.colour = QColor(NEUTRAL)
        self.player: str | None = None          # who acts now
        self.race: str | None = None
        self.power: str | None = None
        self.name = ""
        self.combo = ""
        self.phase = ""
        self.hand = ""
        self.round = ""
        self.shown = ("", "", "")       # (name, combination, phase) as last drawn: cut or left out if narrow
        self.setFixedHeight(self.HEIGHT)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        controller.state_changed.connect(self.refresh)
        controller.seat_taken.connect(lambda _: self.refresh())
        controller.session_replaced.connect(self.refresh)

    def sizeHint(self) -> QSize:
        return QSize(400, self.HEIGHT)

    # ----- what it says ---------------------------------------------------------------------

    def refresh(self, *_) -> None:
        c = self.controller
        self.player = self.race = self.power = None
        self.name = self.combo = self.phase = self.hand = self.round = ""
        colour = QColor(NEUTRAL)
        if not c.has_game:
            self.name = self.tr("No game")
        elif c.state.stage is Stage.OVER:
            self.name = self.tr("The game is over")
        else:
            st = c.state
            view = c.public()
            actor = view["actor"]
            seen = view["players"][actor]
            active = seen["active"] or {}
            self.player = actor
            colour = QColor(c.colour(actor))
            self.race, self.power = active.get("race"), active.get("power")
            self.name = turn_state.actor_name(c, actor)
            self.combo = c.texts.combo(self.race, self.power) if self.race else self.tr("No active race")
            phase = turn_state.stage_words(st.stage)
            self.phase = phase[:1].upper() + phase[1:]
            self.hand = self.tr("%n token(s) in hand", "", seen["hand"]) if self.race else ""
            self.round = self.tr("Round %1 of %2").replace("%1", str(st.round)).replace("%2", str(st.rounds))
        self.colour = colour
        self.setToolTip(self.tr("%1's turn").replace("%1", self.name) if self.player else "")
        self.update()
        frame = self.parentWidget()
        if isinstance(frame, TableFrame):
            frame.set_colour(colour)

    def text(self) -> str:
        """Everything the banner says, as plain text (tests, accessibility)."""
        return " · ".join(t for t in (self.name, self.combo, self.phase, self.hand, self.round) if t)

    # ----- drawing --------------------------------------------------------------------------

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        rect = QRectF(self.rect())
        x = self._band(p, rect)
        ink = ink_on(self.colour)
        right = rect.width() - 10
        base = QFont(self.font())
        small_font = QFont(base)
        small_font.setPointSizeF(base.pointSizeF() * 0.92)
        bold = QFont(base)
        bold.setBold(True)
        bold.setPointSizeF(base.pointSizeF() * 1.2)
        # from the right: the round, then the tokens in hand; they give way when the map is narrow
        round_width = QFontMetricsF(small_font).horizontalAdvance(self.round)
        hand_width = QFontMetricsF(bold).horizontalAdvance(self.hand) if self.hand else 0.0
        name_width = QFontMetricsF(bold).horizontalAdvance(self.name)
        phase_width = QFontMetricsF(base).horizontalAdvance(self.phase) + 18 if self.phase else 0.0
        room = right - x - name_width - phase_width - 24
        show_round = self.round and room > round_width + hand_width + 40
        if show_round:
            p.setFont(small_font)
            p.setPen(ink)
            p.drawText(QRectF(right - round_width, 0, round_width, rect.height()),
                       Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, self.round)
            right -= round_width + 18
        if self.hand and right - x - name_width - phase_width > hand_width + 12:
            p.setFont(bold)
            p.setPen(ink)
            p.drawText(QRectF(right - hand_width, 0, hand_width, rect.height()),
                       Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, self.hand)
            right -= hand_width + 16
        # the name, and under it the combination (cut short if it must); the phase's chip gives
        # way to them when the three do not fit (the status bar says the phase too)
        combo_width = QFontMetricsF(small_font).horizontalAdvance(self.combo) if self.combo else 0.0
        if phase_width and x + max(name_width, combo_width) + 12 + phase_width > right + 1:
            phase_width = 0.0
        p.setFont(bold)
        p.setPen(ink)
        text_width = max(0.0, right - x - phase_width)
        name = QFontMetricsF(bold).elidedText(self.name, Qt.TextElideMode.ElideRight, text_width)
        two_lines = bool(self.combo)
        p.drawText(QRectF(x, 2 if two_lines else 0, text_width, rect.height() / 2 + 4 if two_lines else rect.height()),
                   Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, name)
        used = QFontMetricsF(bold).horizontalAdvance(name)
        if two_lines:
            p.setFont(small_font)
            combo = QFontMetricsF(small_font).elidedText(self.combo, Qt.TextElideMode.ElideRight, text_width)
            p.drawText(QRectF(x, rect.height() / 2 - 1, text_width, rect.height() / 2),
                       Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, combo)
            used = max(used, QFontMetricsF(small_font).horizontalAdvance(combo))
        self.shown = (name, combo if two_lines else "", "")
        if self.phase and phase_width:
            chip = QRectF(x + used + 12, 9, phase_width, rect.height() - 18)
            if chip.right() <= right + 1:
                self.shown = (name, self.shown[1], self.phase)
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor(255, 255, 255, 150) if ink.lightness() < 128 else QColor(0, 0, 0, 90))
                p.drawRoundedRect(chip, chip.height() / 2, chip.height() / 2)
                p.setFont(base)
                p.setPen(ink)
                p.drawText(chip, Qt.AlignmentFlag.AlignCenter, self.phase)
        p.end()

    def _band(self, p: QPainter, rect: QRectF) -> float:
        """The band in the player's colour and the emblems of their race and power at its
        left; where the text may begin."""
        sheen = QLinearGradient(0, 0, 0, rect.height())
        sheen.setColorAt(0.0, self.colour.lighter(118))
        sheen.setColorAt(1.0, self.colour.darker(112))
        p.fillRect(rect, sheen)
        p.setPen(QPen(QColor(0, 0, 0, 70), 1))
        p.drawLine(rect.bottomLeft(), rect.bottomRight())
        dpr = self.devicePixelRatioF()
        x = 10.0
        size = rect.height() - 10
        if self.race:
            p.drawImage(QRectF(x, 5, size, size), emblem_image(self.race, False, round(size * dpr)))
            x += size + 3
            if self.power:
                small = round(size * 0.72)
                p.drawImage(QRectF(x, 5 + size - small, small, small),
                            power_image(self.power, False, round(small * dpr)))
                x += small + 3
            x += 6
        return x


class TableFrame(QWidget):
    """The map with the turn banner across its top, framed in the colour of the player who
    acts now."""

    def __init__(self, controller, board: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tableFrame")
        self.colour = QColor(NEUTRAL)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(FRAME, 0, FRAME, FRAME)
        layout.setSpacing(0)
        self.banner = TurnBanner(controller, self)
        layout.addWidget(self.banner)
        layout.addWidget(board, 1)
        self.banner.refresh()

    def set_colour(self, colour: QColor) -> None:
        if colour != self.colour:
            self.colour = QColor(colour)
            self.update()

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.fillRect(self.rect(), self.colour.darker(112))
        p.end()
