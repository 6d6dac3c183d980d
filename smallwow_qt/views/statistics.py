"""Game › Statistics: what the history of finished games says (`persistence.history`).

Four tabs: each person by name (games, wins, average coins, favourite and best race and
power), each race and each power across every game, and the list of past games, each
opening its replay or its review. Export writes the games to a CSV file."""

from __future__ import annotations

from PySide6.QtCore import QDateTime, QLocale, Qt, Signal
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QFileDialog, QHBoxLayout, QHeaderView,
                               QLabel, QMessageBox, QPushButton, QTableWidget, QTableWidgetItem,
                               QTabWidget, QVBoxLayout, QWidget)

from smallwow_qt.controller.texts import Texts
from smallwow_qt.views.save_texts import save_error_text


def _table(columns: int, name: str) -> QTableWidget:
    table = QTableWidget(0, columns)
    table.setObjectName(name)
    table.verticalHeader().setVisible(False)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setSortingEnabled(False)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.horizontalHeader().setStretchLastSection(True)
    return table


def _fill(table: QTableWidget, rows: list[list[str]]) -> None:
    table.setRowCount(len(rows))
    for r, cells in enumerate(rows):
        for c, text in enumerate(cells):
            item = QTableWidgetItem(text)
            if c and text.replace(".", "", 1).replace(",", "", 1).isdigit():
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            table.setItem(r, c, item)


class StatisticsWindow(QDialog):
    replay_requested = Signal(object)     # a Session
    review_requested = Signal(object)     # a Session

    def __init__(self, history, texts: Texts, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("statisticsWindow")
        self.history = history
        self.texts = texts
        self.games = []
        layout = QVBoxLayout(self)
        self.note = QLabel()
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        self.tabs = QTabWidget()
        self.people = _table(8, "statsPeople")
        self.races = _table(4, "statsRaces")
        self.powers = _table(4, "statsPowers")
        games_page = QWidget()
        games_layout = QVBoxLayout(games_page)
        self.game_list = _table(5, "statsGames")
        self.game_list.doubleClicked.connect(lambda _: self._open(self.replay_requested))
        games_layout.addWidget(self.game_list)
        buttons = QHBoxLayout()
        self.replay_button = QPushButton()
        self.replay_button.setObjectName("statsReplay")
        self.replay_button.clicked.connect(lambda: self._open(self.replay_requested))
        self.review_button = QPushButton()
        self.review_button.setObjectName("statsReview")
        self.review_button.clicked.connect(lambda: self._open(self.review_requested))
        buttons.addWidget(self.replay_button)
        buttons.addWidget(self.review_button)
        buttons.addStretch(1)
        games_layout.addLayout(buttons)
        for widget in (self.people, self.races, self.powers, games_page):
            self.tabs.addTab(widget, "")
        layout.addWidget(self.tabs, 1)
        bottom = QHBoxLayout()
        self.export_button = QPushButton()
        self.export_button.setObjectName("statsExport")
        self.export_button.clicked.connect(self.export)
        self.close_button = QPushButton()
        self.close_button.clicked.connect(self.accept)
        bottom.addWidget(self.export_button)
        bottom.addStretch(1)
        bottom.addWidget(self.close_button)
        layout.addLayout(bottom)
        self.resize(900, 560)
        self.retranslate()

    def refresh(self) -> None:
        t = self.texts
        self.games = self.history.games()
        n = len(self.games)
        self.note.setText(self.tr("Finished games recorded: %1.").replace("%1", str(n)) if n else
                          self.tr("No finished game recorded yet: every game played to its end "
                                  "is added here."))

        def name(kind: str, value: str | None) -> str:
            if not value:
                return "—"
            return t.race(value) if kind == "race" else t.power(value)
        num = self._number
        _fill(self.people, [[p.name, str(p.games), num(p.wins), num(p.average, 1),
                             name("race", p.favourite("race:")), name("power", p.favourite("power:")),
                             name("race", p.best("race:")), name("power", p.best("power:"))]
                            for p in self.history.people()])
        _fill(self.races, [[t.race(r.name), str(r.games), num(r.wins), num(r.average, 1)]
                           for r in self.history.races()])
        _fill(self.powers, [[t.power(r.name), str(r.games), num(r.wins), num(r.average, 1)]
                            for r in self.history.powers()])
        rows = []
        for g in self.games:
            seats = ", ".join(f"{s.name} {s.coins}" + ("" if s.kind == "human" else
                                                        f" ({self._level(s.kind)})")
                              for s in g.seats)
            rows.append([self._date(g.finished_at), seats, ", ".join(s.name for s in g.winners) or "—",
                         str(g.rounds), "; ".join(
                             " / ".join(f"{t.race(r)} + {t.power(p)}" for r, p in s.combos)
                             for s in g.seats if s.winner)])
        _fill(self.game_list, rows)

    def _number(self, value: float, decimals: int | None = None) -> str:
        """A count (a shared win is half a win) or an average, as the game's language writes
        numbers (73,2 in French)."""
        if decimals is None and value == int(value):
            return str(int(value))
        return QLocale(self.texts.language).toString(float(value), "f", decimals or 1)

    def _date(self, stamp: str) -> str:
        when = QDateTime.fromString(stamp, "yyyy-MM-dd HH:mm")
        if not when.isValid():
            return stamp
        return QLocale(self.texts.language).toString(when, QLocale.FormatType.ShortFormat)

    def _level(self, kind: str) -> str:
        return {"easy": self.tr("Easy"), "normal": self.tr("Normal"),
                "hard": self.tr("Hard")}.get(kind, kind)

    def _open(self, signal) -> None:
        rows = self.game_list.selectionModel().selectedRows()
        if not rows:
            QMessageBox.information(self, self.windowTitle(), self.tr("Choose a game in the list."))
            return
        game = self.games[rows[0].row()]
        from smallwow_qt.persistence import SaveError

        try:
            session = self.history.save_of(game.id)
        except SaveError as err:
            QMessageBox.warning(self, self.windowTitle(), save_error_text(err, self.texts))
            return
        signal.emit(session)

    def export(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export the games"), "games.csv",
                                              self.tr("CSV files (*.csv)"))
        if not path:
            return
        try:
            lines = self.history.export_csv(path)
        except OSError as err:
            QMessageBox.warning(self, self.windowTitle(),
                                self.tr("The file could not be written: %1").replace(
                                    "%1", err.strerror or str(err)))
            return
        self.note.setText(self.tr("Lines written to %2: %1.").replace("%1", str(lines))
                          .replace("%2", path))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        for i, title in enumerate((self.tr("People"), self.tr("Races"), self.tr("Powers"),
                                   self.tr("Games"))):
            self.tabs.setTabText(i, title)
        self.people.setHorizontalHeaderLabels([
            self.tr("Name"), self.tr("Games"), self.tr("Wins"), self.tr("Average coins"),
            self.tr("Favourite race"), self.tr("Favourite power"), self.tr("Best race"),
            self.tr("Best power")])
        for table, first in ((self.races, self.tr("Race")), (self.powers, self.tr("Power"))):
            table.setHorizontalHeaderLabels([first, self.tr("Games"), self.tr("Wins"),
                                             self.tr("Average coins")])
        self.game_list.setHorizontalHeaderLabels([
            self.tr("Finished"), self.tr("Players and coins"), self.tr("Winner"),
            self.tr("Rounds"), self.tr("Winning combinations")])
        self.replay_button.setText(self.tr("Replay"))
        self.review_button.setText(self.tr("Review"))
        self.export_button.setText(self.tr("Export CSV…"))
        self.close_button.setText(self.tr("Close"))
        self.refresh()
