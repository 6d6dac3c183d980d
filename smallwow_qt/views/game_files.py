"""Saving and opening games from the window: File > Save / Save as / Open / Open recent, the
autosave after every action, and the offer to resume an unfinished game at start-up.

The files themselves are `smallwow_qt.persistence`'s business (no Qt there); this object
only asks for paths, reports `SaveError`s in the player's language (`save_texts.py`) and
keeps the recent-games list.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QDateTime, QLocale, QObject, QStandardPaths, QTimer, Signal
from PySide6.QtWidgets import QMenu, QWidget

from smallwow_qt.views.game_flow import may_leave_game
from smallwow_qt.views.save_texts import save_error_text

if TYPE_CHECKING:
    from smallwow_qt.controller.game_controller import GameController

# (The files themselves, `smallwow_qt.persistence`, are imported where they are read or
# written: the table's first paint needs none of them.)


AUTOSAVE_DELAY_MS = 150     # after an action (closing the window saves at once)


def open_from_outside(window, path: str | Path) -> bool:
    """Open a save handed over by the system (a double-click, `smallwow FILE`, macOS's
    file-open event) in `window`: brought to the front, then, if an unfinished game is in
    play, only once the player agrees to leave it (it stays reachable, see
    `game_flow.may_leave_game`). A file that cannot be opened is explained by `GameFiles.load`
    and the game in play goes on. True when the file was opened."""
    path = Path(path)
    if window.isMinimized():
        window.showNormal()
    window.raise_()
    window.activateWindow()
    opened = window.files.open_instead(path)
    if opened and window.end_screen is not None and not window.controller.state.game_over:
        window.end_screen.hide()            # (the end of the game left behind)
    return opened


def default_data_dir() -> Path:
    """Where autosaves and the recent-games list live (the platform's app data folder)."""
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location or Path.home() / ".smallwow")


class GameFiles(QObject):
    path_changed = Signal(object)      # the file the game in play was last saved to / opened from
    message = Signal(str)              # a short line for the status bar

    def __init__(self, controller: GameController, window: QWidget, data_dir: Path | None) -> None:
        super().__init__(window)
        self.controller = controller
        self.window = window
        self.data_dir = data_dir
        self.autosaver = None
        self.lock = None
        if data_dir is not None:
            from smallwow_qt.persistence import Autosaver
            from smallwow_qt.views.autosave_lock import AutosaveLock

            self.autosaver = Autosaver(data_dir / "autosave")

            self.lock = AutosaveLock(data_dir / "autosave")
            if self.lock.other_copy:    # another copy is open: its autosave is its own
                self.autosaver = None
        self.inform = self._inform
        self.recent = None
        if data_dir is not None:
            from smallwow_qt.persistence import RecentGames

            self.recent = RecentGames(data_dir)
        self.path: Path | None = None
        self._saved_version: tuple | None = None
        self._autosave_failed = False
        self._pending = QTimer(self)
        self._pending.setSingleShot(True)
        self._pending.timeout.connect(self.autosave_now)
        controller.state_changed.connect(self.schedule_autosave)
        controller.session_replaced.connect(self.schedule_autosave)

    def say(self, err) -> str:
        """A `SaveError`'s sentence in the game's language."""
        return save_error_text(err, self.controller.texts, self.controller.engine_texts)

    def _inform(self, title: str, text: str) -> None:
        from smallwow_qt.views.game_dialog import tell   # (imported when a message is shown)

        tell(self.window, title, text)

    # ----- autosave ---------------------------------------------------------------------------

    def _version(self) -> tuple:
        s = self.controller.session
        return (id(s), len(s.steps), len(s.redo_stack)) if s else ()

    def schedule_autosave(self) -> None:
        """Autosave shortly after the action, once the table has shown it: writing the file
        took 15-30 ms, and done at once it came before the repaint (a new game's first
        paint, then every move's)."""
        if self.autosaver is not None and self.controller.has_game and self._version() != self._saved_version:
            self._pending.start(AUTOSAVE_DELAY_MS)

    def autosave_now(self) -> None:
        if self.autosaver is None or not self.controller.has_game:
            return
        version = self._version()
        if version == self._saved_version:
            return
        from smallwow_qt.persistence import SaveError

        try:
            self.autosaver.save(self.controller.session)
            self._saved_version = version
            self._autosave_failed = False
        except SaveError as err:
            if not self._autosave_failed:
                self.message.emit(self.say(err))
            self._autosave_failed = True

    def unfinished(self) -> Path | None:
        return self.autosaver.unfinished() if self.autosaver else None

    def offer_resume(self, ask) -> bool:
        """At start-up: offer the unfinished autosaved game; True when one was resumed.
        `ask(title, text)` answers yes or no."""
        if self.lock is not None and self.lock.other_copy:
            self.inform(self.tr("Already open"), self.another_copy_text())
            return False
        path = self.unfinished()
        if path is None:
            return False
        from smallwow_qt.persistence import SaveError, read_summary

        try:
            summary = read_summary(path)
        except SaveError:
            return False
        text = self.tr("A game was not finished: %1, round %2 of %3, %4 to play. Resume it?\n\n"
                       "(No sets it aside: Game › Open recent still opens it.)") \
            .replace("%1", ", ".join(summary.players)).replace("%2", str(summary.round)) \
            .replace("%3", str(summary.rounds)).replace("%4", summary.to_play or "")
        if ask(self.tr("Resume the game?"), text):
            return self.open_path(path, remember=False, autosaved=True)
        self.autosaver.clear()
        return False

    def another_copy_text(self) -> str:
        return self.tr("Small World of Warcraft is already open in another window. This copy "
                       "does not save automatically and does not resume that window's game: "
                       "use Game › Save to keep a game played here.")

    def release(self) -> None:
        """Let another copy autosave (when this window closes)."""
        if self.lock is not None:
            self.lock.release()

    def set_aside_autosaves(self) -> None:
        """A new game or an opened file replaces the game in play: the autosaves of others
        move to the 'earlier' folder (they can still be opened from there)."""
        if self.autosaver is not None:
            self.autosaver.clear()
        self._saved_version = None

    # ----- save / open -----------------------------------------------------------------------

    def file_filter(self) -> str:
        from smallwow_qt.persistence import OLD_SAVE_SUFFIX, SAVE_SUFFIX

        return self.tr("Small World of Warcraft games (*%1)").replace(
            "%1", f"{SAVE_SUFFIX} *{OLD_SAVE_SUFFIX}") + ";;" + self.tr("All files (*)")

    def save(self) -> bool:
        if self.path is None:
            return self.save_as()
        return self.save_to(self.path)

    def save_as(self) -> bool:
        if not self.controller.has_game:
            return False
        from datetime import datetime

        from PySide6.QtWidgets import QFileDialog

        from smallwow_qt.persistence import SAVE_SUFFIX

        folder = self.path.parent if self.path else Path.home()
        name = f"smallwow-{datetime.now():%Y-%m-%d-%H%M}{SAVE_SUFFIX}"
        path, _ = QFileDialog.getSaveFileName(self.window, self.tr("Save the game"),
                                              str(folder / name), self.file_filter())
        if not path:
            return False
        if not path.endswith((SAVE_SUFFIX, ".json")):
            path += SAVE_SUFFIX
        return self.save_to(Path(path))

    def save_to(self, path: Path) -> bool:
        from PySide6.QtWidgets import QMessageBox

        from smallwow_qt.persistence import SaveError, save_session

        try:
            save_session(self.controller.session, path)
        except SaveError as err:
            QMessageBox.warning(self.window, self.tr("Save the game"), self.say(err))
            return False
        self.path = Path(path)
        if self.recent is not None:
            self.recent.add(self.path)
        self.path_changed.emit(self.path)
        self.message.emit(self.tr("Saved to %1").replace("%1", str(self.path)))
        return True

    def open_dialog(self) -> bool:
        from PySide6.QtWidgets import QFileDialog

        folder = self.path.parent if self.path else Path.home()
        path, _ = QFileDialog.getOpenFileName(self.window, self.tr("Open a game"), str(folder),
                                              self.file_filter())
        return bool(path) and self.open_instead(Path(path))

    def open_instead(self, path: Path, name: str = "", **how) -> bool:
        """Open `path` (see `open_path`) once the player agrees to leave an unfinished game in
        play (`name`: what the question calls the game opened, else the file's name)."""
        question = self.tr("Open %1 instead?").replace("%1", name or Path(path).name)
        return may_leave_game(self.window, self.tr("Open a game"), question) and self.open_path(path, **how)

    def load(self, path: Path):
        """The session in `path`, or None after telling the player why not (offering the
        last position when the history no longer replays)."""
        from PySide6.QtWidgets import QMessageBox

        from smallwow_qt.persistence import SaveError, load_session, recover_position

        try:
            return load_session(path)
        except SaveError as err:
            try:
                session = recover_position(path)
            except SaveError:
                QMessageBox.warning(self.window, self.tr("Open a game"), self.say(err))
                return None
            answer = QMessageBox.question(
                self.window, self.tr("Open a game"),
                self.say(err) + "\n\n" + self.tr("Open its last position without its history "
                                               "(no undo, no replay)?"))
            return session if answer == QMessageBox.StandardButton.Yes else None

    def open_path(self, path: Path, remember: bool = True, autosaved: bool = False) -> bool:
        """Open the game saved in `path` in place of the one in play (the callers ask first:
        `open_instead`). With `autosaved`, the file is an autosave (the unfinished game
        resumed at start, or one set aside): the game goes on autosaving, and is not named in
        the title."""
        path = Path(path)
        session = self.load(path)
        if session is None:
            if self.recent is not None and remember and not path.is_file():
                self.recent.remove(path)
            return False
        if not autosaved or self.autosaver is None or path.parent != self.autosaver.folder:
            self.set_aside_autosaves()
        self.controller.set_session(session)
        self.path = None if autosaved else Path(path)
        if remember and self.recent is not None and not autosaved:
            self.recent.add(path)
        self.path_changed.emit(self.path)
        return True

    # ----- the recent-games menu ----------------------------------------------------------------

    def fill_recent_menu(self, menu: QMenu) -> None:
        from smallwow_qt.persistence import SaveError, read_summary

        menu.clear()
        menu.setToolTipsVisible(True)
        paths = self.recent.existing() if self.recent else []
        for i, path in enumerate(paths):
            label = path.name
            try:
                s = read_summary(path)
                label = self.tr("%1 — %2, round %3").replace("%1", path.name) \
                    .replace("%2", ", ".join(s.players)).replace("%3", str(s.round))
            except SaveError:
                pass
            action = menu.addAction(f"&{i + 1} {label}" if i < 9 else label)
            action.setToolTip(str(path))
            action.triggered.connect(lambda _=False, p=path: self.open_instead(p))
        if paths:
            menu.addSeparator()
            menu.addAction(self.tr("Clear the list")).triggered.connect(self._clear_recent)
        aside = self.set_aside_games()
        if aside:
            if paths:
                menu.addSeparator()
            menu.addAction(self.tr("Unfinished games set aside:")).setEnabled(False)
        for summary, when in aside:
            label = self.tr("%1 — round %2 of %3, set aside %4").replace("%1", ", ".join(summary.players)) \
                .replace("%2", str(summary.round)).replace("%3", str(summary.rounds)).replace("%4", when)
            action = menu.addAction(label)
            action.setToolTip(str(summary.path))
            game = self.tr("the game of %1").replace("%1", ", ".join(summary.players))
            action.triggered.connect(lambda _=False, p=summary.path, g=game: self.open_instead(
                p, g, remember=False, autosaved=True))
        if not paths and not aside:
            menu.addAction(self.tr("No recent games")).setEnabled(False)

    def set_aside_games(self, limit: int = 10) -> list:
        """The unfinished games set aside in the autosave's `earlier/` folder (by a new game,
        an opened file, a "No" to resuming): (summary, when) for the newest position of each
        game, newest first. The game in play is listed only at a later position than the one
        on the table (a save of it reopened at an earlier point)."""
        from smallwow_qt.persistence import SaveError, read_summary

        if self.autosaver is None:
            return []
        c = self.controller
        playing = c.session.info.get("game_id") if c.has_game else None
        seen, out = set(), []
        for path in self.autosaver.earlier():
            game = self.autosaver.game_of(path)
            if game in seen:
                continue
            try:
                summary = read_summary(path)
            except SaveError:
                continue
            seen.add(game)
            if summary.game_over or game == playing and summary.actions <= len(c.session.steps):
                continue
            out.append((summary, self._when(path)))
            if len(out) >= limit:
                break
        return out

    def _when(self, path: Path) -> str:
        try:
            stamp = QDateTime.fromMSecsSinceEpoch(path.stat().st_mtime_ns // 1_000_000)
        except OSError:
            return ""
        return QLocale(self.controller.texts.language).toString(stamp, QLocale.FormatType.ShortFormat)

    def _clear_recent(self) -> None:
        if self.recent is not None:
            self.recent.clear()
