"""The end of the game: coins revealed, the winners (and the tie-break when it decided), and
a chart of every player's coins round by round, drawn with QPainter."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QDialogButtonBox, QHeaderView, QLabel,
                               QPushButton, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from smallwow_qt.controller.game_controller import GameController
from smallwow_qt.controller import STARTING_COINS
from smallwow_qt.views.podium import Place, Podium


class CoinChart(QWidget):
    """Coins round by round (each player's after their turn of the round), one line per
    player, from the starting coins at round 0."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.series: list[tuple[str, QColor, list[int]]] = []
        self.setMinimumSize(QSize(520, 260))
        self.x_label = ""
        self.y_label = ""

    def set_series(self, series: list[tuple[str, str, list[int]]]) -> None:
        self.series = [(name, QColor(colour), [STARTING_COINS] + list(values)) for name, colour, values in series]
        self.update()

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor("#fbf7ec"))
        if not self.series:
            p.end()
            return
        left, right, top, bottom = 44.0, 120.0, 14.0, 34.0
        plot = QRectF(left, top, self.width() - left - right, self.height() - top - bottom)
        rounds = max(len(values) for _, _, values in self.series) - 1
        top_value = max(max(values) for _, _, values in self.series)
        step = 5 if top_value <= 60 else 10 if top_value <= 150 else 20
        y_max = max(step, ((top_value + step - 1) // step) * step)

        def at(i: int, v: int) -> QPointF:
            x = plot.left() + plot.width() * (i / max(1, rounds))
            y = plot.bottom() - plot.height() * (v / y_max)
            return QPointF(x, y)

        font = QFont(self.font())
        font.setPointSizeF(max(7.0, font.pointSizeF() * 0.9))
        p.setFont(font)
        for v in range(0, y_max + 1, step):
            y = at(0, v).y()
            p.setPen(QPen(QColor(0, 0, 0, 30), 1))
            p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            p.setPen(QColor("#4a4030"))
            p.drawText(QRectF(0, y - 8, left - 6, 16), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(v))
        for i in range(rounds + 1):
            x = at(i, 0).x()
            p.setPen(QColor("#4a4030"))
            p.drawText(QRectF(x - 12, plot.bottom() + 4, 24, 16), Qt.AlignmentFlag.AlignCenter, str(i))
        p.drawText(QRectF(plot.left(), plot.bottom() + 18, plot.width(), 16), Qt.AlignmentFlag.AlignCenter,
                   self.x_label)
        p.setPen(QPen(QColor("#4a4030"), 1.5))
        p.drawLine(plot.bottomLeft(), plot.bottomRight())
        p.drawLine(plot.bottomLeft(), plot.topLeft())
        dashes = [Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine, Qt.PenStyle.DotLine,
                  Qt.PenStyle.DashDotLine, Qt.PenStyle.DashDotDotLine]
        for k, (name, colour, values) in enumerate(self.series):
            path = QPainterPath(at(0, values[0]))
            for i, v in enumerate(values[1:], 1):
                path.lineTo(at(i, v))
            pen = QPen(colour if colour.lightness() < 235 else QColor("#999"), 3, dashes[k % len(dashes)])
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(QColor(42, 33, 24, 110), 5.5))      # a dark casing: light colours show too
            p.drawPath(path)
            p.setPen(pen)
            p.drawPath(path)
            end = at(len(values) - 1, values[-1])
            p.setBrush(pen.color())
            p.drawEllipse(end, 4, 4)
            # legend
            ly = plot.top() + 6 + k * 22
            p.setPen(pen)
            p.drawLine(QPointF(plot.right() + 12, ly + 8), QPointF(plot.right() + 38, ly + 8))
            p.setPen(QColor("#1b1b1b"))
            p.drawText(QRectF(plot.right() + 42, ly, right - 44, 16), Qt.AlignmentFlag.AlignVCenter,
                       f"{name} {values[-1]}")
        p.end()


class EndScreen(QDialog):
    new_game_requested = Signal()
    review_requested = Signal()

    def __init__(self, controller: GameController, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("endScreen")
        self.controller = controller
        layout = QVBoxLayout(self)
        self.headline = QLabel()
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.headline.setStyleSheet("font-size: 20pt; font-weight: bold;")
        self.headline.setWordWrap(True)
        layout.addWidget(self.headline)
        self.tiebreak = QLabel()
        self.tiebreak.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.tiebreak.setWordWrap(True)
        layout.addWidget(self.tiebreak)
        self.table = QTableWidget(0, 4)
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        layout.addWidget(self.table)
        self.chart_title = QLabel()
        layout.addWidget(self.chart_title)
        self.chart = CoinChart()
        layout.addWidget(self.chart, 1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.new_button = QPushButton()
        self.buttons.addButton(self.new_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.new_button.clicked.connect(self._new_game)
        self.review_button = QPushButton()
        self.review_button.setObjectName("endReview")
        self.buttons.addButton(self.review_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.review_button.clicked.connect(self.review_requested)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        # the ceremony first: the podium above the ranking; the chart one click away
        self.podium = Podium()
        layout.insertWidget(layout.indexOf(self.table), self.podium)
        self.table.setShowGrid(False)
        self.chart_button = QPushButton()
        self.chart_button.setObjectName("chartButton")
        self.chart_button.setCheckable(True)
        self.chart_button.toggled.connect(self._show_chart)
        layout.insertWidget(layout.indexOf(self.chart_title), self.chart_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.resize(760, 640)
        self.retranslate()

    def _new_game(self) -> None:
        self.accept()
        self.new_game_requested.emit()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Game over"))
        self.new_button.setText(self.tr("New game…"))
        self.chart_title.setText(self.tr("Coins round by round"))
        self.review_button.setText(self.tr("Review the game…"))
        self.review_button.setToolTip(self.tr("Where the game was won and lost: every decision "
                                              "judged by the Hard computer player"))
        self.chart.x_label = self.tr("round")
        self.podium.coin_word = lambda n: self.tr("%n coin(s)", "", n)
        self._show_chart(self.chart_button.isChecked())
        self.table.setHorizontalHeaderLabels([self.tr("Rank"), self.tr("Player"), self.tr("Coins"),
                                              self.tr("Tokens on the islands")])
        self.refresh()

    def refresh(self) -> None:
        c = self.controller
        coins = c.final_coins() if c.has_game else None
        if coins is None:
            return
        st = c.state
        tokens = {p.id: c.tokens_on_board(p.id) for p in st.players}
        order = sorted(st.players, key=lambda p: (-coins[p.id], -tokens[p.id]))
        self.table.setRowCount(len(order))
        for row, p in enumerate(order):
            rank = 1 + sum(1 for q in order if (coins[q.id], tokens[q.id]) > (coins[p.id], tokens[p.id]))
            cells = [str(rank), p.name, str(coins[p.id]), str(tokens[p.id])]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if p.id in st.winners:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(row, col, item)
        height = self.table.horizontalHeader().height() + 4 + sum(
            self.table.rowHeight(r) for r in range(self.table.rowCount()))
        self.table.setFixedHeight(height)
        names = [st.player(w).name for w in st.winners]
        if len(names) == 1:
            self.headline.setText(self.tr("%1 wins!").replace("%1", names[0]))
        else:
            self.headline.setText(self.tr("Shared victory: %1").replace("%1", ", ".join(names)))
        best = max(coins.values())
        tied = [p for p in st.players if coins[p.id] == best]
        if len(tied) > 1:
            detail = ", ".join(f"{p.name} {tokens[p.id]}" for p in tied)
            if len(names) == 1:
                text = self.tr("Tie on %1 coins, broken by race tokens on the islands (%2).")
            else:
                text = self.tr("Tie on %1 coins, and on race tokens on the islands too (%2).")
            self.tiebreak.setText(text.replace("%1", str(best)).replace("%2", detail))
        else:
            self.tiebreak.setText("")
        self.chart.set_series([(p.name, c.colour(p.id), list(p.history)) for p in st.players])
        ranks = {p.id: 1 + sum(1 for q in order if (coins[q.id], tokens[q.id]) > (coins[p.id], tokens[p.id]))
                 for p in order}
        self.podium.set_places([Place(ranks[p.id], p.name, c.colour(p.id), p.race, p.declined, coins[p.id])
                                for p in order])

    def _show_chart(self, shown: bool) -> None:
        """The coins round by round, shown or put away (the dialog grows and shrinks)."""
        self.chart_title.setVisible(shown)
        self.chart.setVisible(shown)
        self.chart_button.setText(self.tr("Hide the chart") if shown else self.tr("Show the coins round by round"))
        if self.isVisible():
            self.resize(self.width(), self.sizeHint().height())
