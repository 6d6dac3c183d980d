"""What the window offers once a game is over: the review, the history and playing on.

`install(window)` adds Game › Review a saved game… and Game › Statistics…, records every
finished game in the history (`persistence.history`, in the app's data folder), opens the
review of the game just finished (the end screen's button), and starts a new game from a
replay's position (the replay's Play from here). A history that cannot be used never stops
the game: the player is told in one sentence and play goes on.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction

from smallwow_qt.controller.play_on import position_state, session_from
from smallwow_qt.controller.seats import Seats


class AfterGame(QObject):
    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self._history = None
        self._history_failed = False
        self.statistics_window = None
        self.review_file_action = QAction(window)
        self.review_file_action.setObjectName("reviewFileAction")
        self.review_file_action.triggered.connect(self.review_file)
        self.statistics_action = QAction(window)
        self.statistics_action.setObjectName("statisticsAction")
        self.statistics_action.triggered.connect(self.show_statistics)
        menu = window.game_menu
        anchor = window.game_actions.replay_file
        actions = menu.actions()
        after = actions[actions.index(anchor) + 1] if anchor in actions and \
            actions.index(anchor) + 1 < len(actions) else None
        menu.insertAction(after, self.review_file_action)
        menu.insertAction(after, self.statistics_action)
        window.controller.game_over.connect(self.record)
        self.inform = self._inform       # (tests replace it)
        self.retranslate()

    def retranslate(self) -> None:
        self.review_file_action.setText(self.tr("Re&view a saved game…"))
        self.review_file_action.setStatusTip(self.tr("Where a finished game was won and lost, "
                                                     "decision by decision"))
        self.statistics_action.setText(self.tr("Stat&istics…"))
        self.statistics_action.setStatusTip(self.tr("Every finished game: players, races, "
                                                    "powers, winners"))
        if self.statistics_window is not None:
            self.statistics_window.retranslate()

    def _inform(self, title: str, text: str) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.information(self.window, title, text)

    # ----- the history ---------------------------------------------------------------------------

    @property
    def history(self):
        """The history (opened the first time it is needed); None when the window has no
        data folder or the history cannot be used (the player was told once)."""
        if self._history is None and not self._history_failed and \
                self.window.data_dir is not None:
            import sqlite3   # (here: nothing of the history is loaded before a game ends)

            from smallwow_qt.persistence.history import History, HistoryUnavailable

            folder = self.window.data_dir
            earlier = folder / "autosave" / "earlier"
            more = sorted(earlier.glob("*.json")) if earlier.is_dir() else []
            recent = self.window.files.recent
            more += recent.existing() if recent is not None else []
            try:
                self._history = History(folder, more)
            except (HistoryUnavailable, sqlite3.Error, OSError) as exc:
                self._history_failed = True
                self.inform(self.tr("History of games"),
                            self.tr("The history of games cannot be used now: %1 The game goes "
                                    "on; this game is not recorded.").replace("%1", _sentence(exc)))
                return None
            if self._history.notice:
                self.inform(self.tr("History of games"), self._history.notice)
        return self._history

    def record(self) -> None:
        c = self.window.controller
        if not c.has_game or not c.state.game_over or self.history is None:
            return
        import sqlite3

        from smallwow_qt.persistence import SaveError

        try:
            added = self.history.record(c.session)
        except (sqlite3.Error, OSError, SaveError) as exc:
            self.window.statusBar().showMessage(
                self.tr("This game could not be added to the history: %1").replace(
                    "%1", self.window.files.say(exc) if isinstance(exc, SaveError)
                    else _sentence(exc)), 10000)
            return
        if added:
            self.window.statusBar().showMessage(self.tr("The game was added to the history."),
                                                6000)
        if self.statistics_window is not None:
            self.statistics_window.refresh()

    def show_statistics(self) -> None:
        history = self.history
        if history is None:
            if self.window.data_dir is None:
                self.inform(self.tr("Statistics"), self.tr("There is no history of games in this "
                                                          "window."))
            return
        from smallwow_qt.views.statistics import StatisticsWindow

        if self.statistics_window is None:
            self.statistics_window = StatisticsWindow(history, self.window.controller.texts,
                                                      self.window)
            self.statistics_window.replay_requested.connect(self.window.open_replay)
            self.statistics_window.review_requested.connect(self.review)
        self.statistics_window.refresh()
        self.statistics_window.show()
        self.statistics_window.raise_()

    # ----- the review ----------------------------------------------------------------------------

    def review_current(self) -> None:
        """The review of the game just finished, for its first person (else its winner)."""
        c = self.window.controller
        if c.has_game and c.state.game_over:
            self.review(c.session)

    def review(self, session, player: str | None = None):
        if player is None:
            ids = [p.id for p in session.state.players]
            people = Seats.from_info(session.info, ids).people(ids)
            player = people[0] if people else (session.state.winners or ids)[0]
        replay = self.window.open_replay(session)
        if replay is not None:
            replay.show_review(player, start=True)
        return replay

    def review_file(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(self.window, self.tr("Review a saved game"), "",
                                              self.window.files.file_filter())
        if path:
            self.review_path(Path(path))

    def review_path(self, path) -> bool:
        session = self.window.files.load(path)
        if session is None:
            return False
        if not session.state.game_over:
            self.inform(self.tr("Review a saved game"),
                        self.tr("Only a finished game can be reviewed: during a game the review "
                                "would show what the other players hide. This one is still at "
                                "round %1.").replace("%1", str(session.state.round)))
            return False
        if not session.steps:
            self.inform(self.tr("Review a saved game"),
                        self.tr("This save holds only the last position of its game, without "
                                "the actions that led there: there is nothing to review."))
            return False
        self.review(session)
        return True

    # ----- playing on ----------------------------------------------------------------------------

    def attach_replay(self, replay) -> None:
        replay.play_from_here_requested.connect(lambda position: self.play_from_here(
            replay.session, position, replay))

    def play_from_here(self, session, position: int, parent=None, kinds=None) -> bool:
        """Ask who plays each seat (unless `kinds` says), then start the new game."""
        if position_state(session, position).game_over:
            self.inform(self.tr("Play from here"), self.tr("The game is over at this position: "
                                                           "go back to an earlier one."))
            return False
        if kinds is None:
            from smallwow_qt.views.play_from_here import PlayFromHereDialog

            dialog = PlayFromHereDialog(session, position, parent or self.window)
            if dialog.exec() != PlayFromHereDialog.DialogCode.Accepted:
                return False
            kinds = dialog.choice()
        new = session_from(session, position, kinds)
        w = self.window
        if w.end_screen is not None:
            w.end_screen.hide()
        w.files.set_aside_autosaves()
        w.files.path = None
        w.controller.set_session(new)
        w.files.path_changed.emit(None)
        w.raise_()
        w.activateWindow()
        return True


def _sentence(exc: BaseException) -> str:
    text = getattr(exc, "message", None) or str(exc) or type(exc).__name__
    text = text.strip()
    return text if text.endswith(".") else text + "."


def install(window) -> AfterGame:
    return AfterGame(window)
