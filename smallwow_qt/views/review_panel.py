"""The review of a finished game, beside its replay: pick a player, Review, and the judge
works in a worker thread (a progress bar and Cancel) while the window stays usable. Then
every decision of that player is listed with its verdict, the coins it gave up and why;
the chart draws every player's estimated final coins turn by turn. Clicking a decision (or
a turn of the reviewed player on the chart: its costliest decision) takes the replay there
(`go_to`), and the better plan found is outlined on the map (`outline`, its regions in the
order the plan takes them)."""

from __future__ import annotations

from PySide6.QtCore import QLocale, Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QHBoxLayout, QHeaderView, QLabel,
                               QProgressBar, QPushButton, QSplitter, QTableWidget,
                               QTableWidgetItem, QVBoxLayout, QWidget)

from smallwow_qt.controller import End, Redeploy, Session
from smallwow_qt.controller.review_runner import GameReview, ReviewRunner, chart, plan_regions
from smallwow_qt.controller.review_texts import ReviewTexts
from smallwow_qt.controller.texts import Texts
from smallwow_qt.views.action_text import describe_action
from smallwow_qt.views.eval_chart import EvalChart

ROW_COLOURS = {"inaccuracy": "#fff3c4", "mistake": "#ffdcc0", "blunder": "#ffc9c9"}


class ReviewPanel(QWidget):
    go_to = Signal(int)          # show the position after this many actions
    outline = Signal(object)     # the better plan's regions (a list; empty: none)

    def __init__(self, session: Session, texts: Texts, colours: dict[str, str],
                 parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewPanel")
        self.session = session
        self.texts = texts
        self.words = ReviewTexts(texts, self)
        self.colours = colours
        self.review: GameReview | None = None
        self.runner = ReviewRunner(self)
        self.runner.progress.connect(self._progress)
        self.runner.finished.connect(self._finished)
        self.runner.failed.connect(self._failed)
        self.runner.cancelled.connect(self._cancelled)

        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        self.player_label = QLabel()
        self.player = QComboBox()
        self.player.setObjectName("reviewPlayer")
        for p in session.state.players:
            self.player.addItem(p.name, p.id)
        self.start_button = QPushButton()
        self.start_button.setObjectName("reviewStart")
        self.start_button.clicked.connect(lambda: self.start())
        self.cancel_button = QPushButton()
        self.cancel_button.setObjectName("reviewCancel")
        self.cancel_button.clicked.connect(lambda: self.runner.cancel())
        self.cancel_button.setEnabled(False)
        self.bar = QProgressBar()
        self.bar.setObjectName("reviewProgress")
        self.bar.setRange(0, 1)
        self.bar.setValue(0)
        for widget in (self.player_label, self.player, self.start_button, self.bar,
                       self.cancel_button):
            row.addWidget(widget)
        row.setStretchFactor(self.bar, 1)
        layout.addLayout(row)
        self.summary = QLabel()
        self.summary.setObjectName("reviewSummary")
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        split = QSplitter(Qt.Orientation.Vertical)
        self.chart = EvalChart()
        self.chart.turn_clicked.connect(self._turn_clicked)
        split.addWidget(self.chart)
        self.table = QTableWidget(0, 5)
        self.table.setObjectName("reviewTable")
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setWordWrap(True)
        header = self.table.horizontalHeader()
        for col in (0, 2, 3):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Interactive)   # the reason has
        header.setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)       # the room
        header.resizeSection(1, 170)
        header.sectionResized.connect(lambda *_: self.table.resizeRowsToContents())
        self.table.itemSelectionChanged.connect(self._row_chosen)
        split.addWidget(self.table)
        split.setSizes([220, 400])
        layout.addWidget(split, 1)
        self.detail = QLabel()                 # the chosen decision in full, and the better plan
        self.detail.setObjectName("reviewDetail")
        self.detail.setWordWrap(True)
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.detail)
        self._chart_data()
        self.retranslate()

    # ----- running -------------------------------------------------------------------------------

    def choose_player(self, pid: str) -> None:
        index = self.player.findData(pid)
        if index >= 0:
            self.player.setCurrentIndex(index)

    def start(self, pid: str | None = None) -> None:
        if pid is not None:
            self.choose_player(pid)
        self.review = None
        self.table.setRowCount(0)
        self.detail.clear()
        self.bar.setRange(0, 0)      # busy until the first decision is judged
        self.start_button.setEnabled(False)
        self.player.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.summary.setText(self.tr("The judge is looking at every decision…"))
        self.runner.start(self.session, self.player.currentData())

    def _progress(self, done: int, total: int) -> None:
        self.bar.setRange(0, max(1, total))
        self.bar.setValue(done)

    def _idle(self) -> None:
        self.start_button.setEnabled(True)
        self.player.setEnabled(True)
        self.cancel_button.setEnabled(False)

    def _failed(self, message: str) -> None:
        self._idle()
        self.bar.setRange(0, 1)
        self.bar.setValue(0)
        self.summary.setText(self.tr("The review could not be made: %1").replace("%1", message))

    def _cancelled(self) -> None:
        self._idle()
        self.bar.setRange(0, 1)
        self.bar.setValue(0)
        self.summary.setText(self.tr("Review cancelled."))

    def _finished(self, review: GameReview) -> None:
        self._idle()
        self.review = review
        self.bar.setValue(self.bar.maximum())
        self._fill()

    # ----- showing -------------------------------------------------------------------------------

    def _chart_data(self) -> None:
        if not hasattr(self, "_points"):
            self._points = chart(self.session)
            self._rounds = [self._state_before(at).round if at < len(self.session.steps)
                            else self.session.state.round for at, _ in self._points]
        players = [(p.id, p.name, self.colours.get(p.id, "#555555"))
                   for p in self.session.state.players]
        marks = [(d.step, d.verdict) for d in self.review.decisions] if self.review else []
        self.chart.set_data(self._points, players, marks,
                            self.review.player if self.review else None, self._rounds)

    def _state_before(self, step: int):
        return self.session.steps[step - 1].state if step else self.session.initial

    def _fill(self) -> None:
        review = self.review
        self._chart_data()
        if review is None:
            return
        self.table.setRowCount(len(review.decisions))
        for row, d in enumerate(review.decisions):
            state = self._state_before(d.step)
            what = self.words.action(d.action, state) or describe_action(d.action, state)
            cells = [str(d.round), what, self.words.verdict(d.verdict),
                     self._coins(d.loss),
                     self.words.why(d.why, state)]
            colour = ROW_COLOURS.get(d.verdict)
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(cells[4] if col == 4 else text)
                if col in (0, 3):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if colour:
                    item.setBackground(QBrush(QColor(colour)))
                    item.setForeground(QBrush(QColor("#1b1b1b")))
                self.table.setItem(row, col, item)
        self.table.resizeRowsToContents()
        counts = review.counts
        name = self.player.currentText()
        self.summary.setText(self.tr("%1 — decisions: %2, inaccuracies: %3, mistakes: %4, blunders: %5.")
                             .replace("%1", name).replace("%2", str(len(review.decisions)))
                             .replace("%3", str(counts.get("inaccuracy", 0)))
                             .replace("%4", str(counts.get("mistake", 0)))
                             .replace("%5", str(counts.get("blunder", 0))))

    def _row_chosen(self) -> None:
        rows = self.table.selectionModel().selectedRows() if self.table.selectionModel() else []
        if not rows or self.review is None:
            return
        d = self.review.decisions[rows[0].row()]
        self._describe(d)
        self.go_to.emit(d.step)
        self.outline.emit(plan_regions(d.plan))

    def _describe(self, d) -> None:
        state = self._state_before(d.step)
        what = self.words.action(d.action, state) or describe_action(d.action, state)
        text = self.tr("Round %1, %2: %3 (%4 coins given up). %5.").replace("%1", str(d.round)) \
            .replace("%2", what).replace("%3", self.words.verdict(d.verdict)) \
            .replace("%4", self._coins(d.loss)).replace("%5", _capital(self.words.why(d.why, state)))
        if d.plan:
            steps = []
            for action in d.plan[:6]:
                words = self.words.action(action, state) or describe_action(action, state)
                if not isinstance(action, (Redeploy, End)):
                    steps.append(words)
            more = "…" if len(d.plan) > 6 else ""
            text += " " + self.tr("Better (outlined on the map): %1").replace(
                "%1", ", ".join(steps) + more)
        self.detail.setText(text)

    def _coins(self, loss: float) -> str:
        """Coins given up, one decimal written as the game's language writes it (4,2 in French)."""
        if loss < 0.05:
            return "0"
        return QLocale(self.texts.language).toString(float(loss), "f", 1)

    def _turn_clicked(self, position: int) -> None:
        """A turn clicked on the chart: in a turn of the reviewed player, its costliest
        decision is chosen (the replay goes there and the better plan is outlined); any
        other turn is shown from its start."""
        row = self._costliest_in_turn(position)
        if row is None:
            self.table.clearSelection()
            self.go_to.emit(position)
            self.outline.emit([])
            return
        if self.table.currentRow() == row and self.table.item(row, 0).isSelected():
            self._row_chosen()          # (chosen already: show it again)
        else:
            self.table.selectRow(row)

    def _costliest_in_turn(self, position: int) -> int | None:
        if self.review is None:
            return None
        later = [at for at, _ in self._points if at > position]
        end = min(later) if later else len(self.session.steps) + 1
        rows = [i for i, d in enumerate(self.review.decisions) if position <= d.step < end]
        return max(rows, key=lambda i: self.review.decisions[i].loss, default=None)

    def set_position(self, position: int) -> None:
        self.chart.set_current(position)

    def retranslate(self) -> None:
        self.player_label.setText(self.tr("Player:"))
        self.start_button.setText(self.tr("Review"))
        self.start_button.setToolTip(self.tr("Judge every decision of this player with the Hard "
                                             "computer player's search"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.chart.y_label = self.tr("estimated final coins, turn by turn")
        self.table.setHorizontalHeaderLabels([self.tr("Round"), self.tr("Decision"),
                                              self.tr("Verdict"), self.tr("Coins lost"),
                                              self.tr("Why")])
        if self.review is not None:
            self._fill()
        elif not self.runner.running:
            self.summary.setText(self.tr("Choose a player and press Review. Every decision is "
                                         "compared with the best plan the Hard computer player "
                                         "finds, in estimated final coins."))
        self.chart.update()


def _capital(sentence: str) -> str:
    """The reason begins a sentence in the detail line (it is written to follow a colon)."""
    return sentence[:1].upper() + sentence[1:]
