"""The review's chart: each player's estimated final coins turn by turn, like a chess
evaluation graph, with the reviewed player's flagged decisions marked on their line.
Clicking the chart picks the turn under the pointer (`turn_clicked(actions played)`)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QWidget

CASING = QColor(42, 33, 24, 110)    # under each line, as on the end screen
VERDICT_COLOURS = {"inaccuracy": "#e0a800", "mistake": "#e06a00", "blunder": "#c0182a"}


class EvalChart(QWidget):
    turn_clicked = Signal(int)     # actions played at the start of the turn clicked

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewChart")
        self.setMinimumSize(QSize(360, 200))
        self.points: list[tuple[int, dict[str, float]]] = []
        self.players: list[tuple[str, str, str]] = []     # (id, name, colour)
        self.marks: list[tuple[int, str]] = []            # (actions played, verdict)
        self.reviewed: str | None = None
        self.rounds: list[int] = []                        # the round of each point
        self.current: int | None = None                    # actions played in the replay
        self.y_label = ""
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def set_data(self, points, players, marks, reviewed: str | None,
                 rounds: list[int] | None = None) -> None:
        self.points, self.players, self.marks, self.reviewed = list(points), list(players), \
            list(marks), reviewed
        self.rounds = list(rounds or [])
        self.update()

    def set_current(self, position: int | None) -> None:
        self.current = position
        self.update()

    def _geometry(self) -> tuple[QRectF, float]:
        left, right, top, bottom = 40.0, 14.0, 26.0, 32.0
        plot = QRectF(left, top, max(10.0, self.width() - left - right),
                      max(10.0, self.height() - top - bottom))
        top_value = max([v for _, values in self.points for v in values.values()] + [10.0])
        step = 10 if top_value <= 150 else 20
        return plot, float(((int(top_value) + step) // step) * step)

    def _x(self, plot: QRectF, index: int) -> float:
        return plot.left() + plot.width() * index / max(1, len(self.points) - 1)

    def _index_at(self, position: int) -> int:
        """The chart point (turn) where `position` actions have been played."""
        found = 0
        for i, (at, _) in enumerate(self.points):
            if at <= position:
                found = i
        return found

    def mousePressEvent(self, event) -> None:
        if len(self.points) < 2:
            return
        plot, _ = self._geometry()
        x = event.position().x()
        index = min(range(len(self.points)), key=lambda i: abs(self._x(plot, i) - x))
        self.turn_clicked.emit(self.points[index][0])

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor("#fbf7ec"))
        if len(self.points) < 2:
            p.end()
            return
        plot, y_max = self._geometry()
        font = QFont(self.font())
        font.setPointSizeF(max(7.0, font.pointSizeF() * 0.85))
        p.setFont(font)
        step = 10 if y_max <= 160 else 20

        def y(v: float) -> float:
            return plot.bottom() - plot.height() * max(0.0, v) / y_max
        for v in range(0, int(y_max) + 1, step):
            p.setPen(QPen(QColor(0, 0, 0, 28), 1))
            p.drawLine(QPointF(plot.left(), y(v)), QPointF(plot.right(), y(v)))
            p.setPen(QColor("#4a4030"))
            p.drawText(QRectF(0, y(v) - 8, plot.left() - 5, 16),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(v))
        p.setPen(QColor("#4a4030"))
        last = None
        for i, r in enumerate(self.rounds[:len(self.points)]):
            if r != last:          # each round's number under its first turn
                last = r
                p.drawText(QRectF(self._x(plot, i) - 10, plot.bottom() + 2, 20, 14),
                           Qt.AlignmentFlag.AlignCenter, str(r))
        p.drawText(QRectF(plot.left(), plot.bottom() + 16, plot.width(), 14),
                   Qt.AlignmentFlag.AlignCenter, self.y_label)
        if self.current is not None:
            x = self._x(plot, self._index_at(self.current))
            p.setPen(QPen(QColor(40, 80, 160, 120), 2, Qt.PenStyle.DashLine))
            p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
        for pid, name, colour in self.players:
            path = QPainterPath()
            for i, (_, values) in enumerate(self.points):
                point = QPointF(self._x(plot, i), y(values.get(pid, 0.0)))
                path.moveTo(point) if i == 0 else path.lineTo(point)
            width = 3.5 if pid == self.reviewed else 1.8
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(CASING, width + 2))      # a dark casing: a light colour shows too
            p.drawPath(path)
            p.setPen(QPen(QColor(colour), width))
            p.drawPath(path)
        x = plot.left()
        metrics = p.fontMetrics()
        for pid, name, colour in self.players:          # the legend, in a line above the plot
            width = 3.5 if pid == self.reviewed else 2
            for pen in (QPen(CASING, width + 2), QPen(QColor(colour), width)):
                p.setPen(pen)
                p.drawLine(QPointF(x, 12), QPointF(x + 18, 12))
            p.setPen(QColor("#1b1b1b"))
            width = metrics.horizontalAdvance(name)
            p.drawText(QRectF(x + 22, 4, width + 4, 16), Qt.AlignmentFlag.AlignVCenter, name)
            x += 22 + width + 16
        for position, verdict in self.marks:
            colour = VERDICT_COLOURS.get(verdict)
            if colour is None or self.reviewed is None:
                continue
            i = self._index_at(position)
            value = self.points[i][1].get(self.reviewed, 0.0)
            p.setPen(QPen(QColor("#1b1b1b"), 1))
            p.setBrush(QColor(colour))
            radius = 6.0 if verdict == "blunder" else 5.0 if verdict == "mistake" else 4.0
            p.drawEllipse(QPointF(self._x(plot, i), y(value)), radius, radius)
        p.end()
