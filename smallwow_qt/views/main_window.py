"""The main window: the table in the middle, the docks around it, menus, toolbar, status bar,
and the hand-over screen over everything between turns.

It is built in two steps so that it appears at once: the shell (menus, toolbar, an empty
sea) needs nothing but Qt; `build()` then imports the engine, the islands and the docks and
puts the table in place (right after the first paint when `deferred`, else at once).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QSettings, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QColor, QPainter
from PySide6.QtWidgets import QLabel, QMainWindow, QMenu, QToolBar, QWidget

from smallwow_qt import __version__
from smallwow_qt.views.actions import GameActions
from smallwow_qt.views.layout import LAYOUT_VERSION  # noqa: F401  (tests import it from here)

if TYPE_CHECKING:
    from pathlib import Path

    from smallwow_qt.controller.game_controller import GameController

SEA = "#173b63"     # the deep water all around the table (views/sea.py)


class MainWindow(QMainWindow):
    ready = Signal()    # the table and the docks are built

    def __init__(self, controller: "GameController | None" = None, translations=None,
                 settings: QSettings | None = None, *, language: str = "en",
                 data_dir: "Path | None" = None, deferred: bool = False) -> None:
        super().__init__()
        self.setObjectName("mainWindow")
        from PySide6.QtWidgets import QApplication

        from smallwow_qt.views.game_style import install
        install(QApplication.instance())        # the game's paper and ink for every panel
        self.translations = translations
        self.settings = settings
        self.data_dir = data_dir
        self._controller_arg = controller
        self._language = language
        self.built = False
        self.end_screen = None
        self.replays: list[QWidget] = []
        self.docks: list[QWidget] = []
        self.game_actions = GameActions(self)
        # The toolbar is filled in build(): laying out text buttons loads the fonts (~30 ms),
        # which would delay the first paint. (No Qt enum here either: the first use of the Qt
        # namespace costs ~15 ms.)
        self.toolbar = QToolBar()
        self.toolbar.setObjectName("mainToolBar")
        self._build_menus()
        self.stage_label = QLabel()     # goes into the status bar in build() (7 ms to create)
        self._retranslate_shell()
        self.resize(1600, 960)
        # Until build(), the window paints the sea itself: even an empty central widget
        # would delay the first paint by ~30 ms.
        if deferred:
            self._first_paint = _FirstPaint(self, lambda: QTimer.singleShot(0, self, self.build))
        else:
            self.build()

    def paintEvent(self, event) -> None:
        if not self.built:
            
            painter = QPainter(self)
            painter.fillRect(self.rect(), QColor(SEA))
            painter.end()
            return
        super().paintEvent(event)

    def build(self) -> None:
        """Create the controller (if none was given), the table, the docks and the hand-over
        screen, and connect everything. Runs once."""
        if self.built:
            return
        from smallwow_qt.controller.game_controller import GameController
        from smallwow_qt.controller.selection import RegionSelection
        from smallwow_qt.controller.texts import Texts
        from smallwow_qt.views.board_view import BoardView
        from smallwow_qt.views.docks import CoinsDock, CombinationDock, HandDock, LogDock, PlayersDock
        from smallwow_qt.views.game_files import GameFiles
        from smallwow_qt.views.handover import HandOverScreen
        from smallwow_qt.views.overlays import DieOverlay, Notice

        self.game_actions.apply_shortcuts()
        self.addToolBar(self.toolbar)
        self.statusBar().addPermanentWidget(self.stage_label)
        self.controller = self._controller_arg or GameController(texts=Texts(self._language), parent=self)
        self.selection = RegionSelection(self.controller, self)
        self.board = BoardView(self.controller)
        self.board.setObjectName("boardView")
        self.board.set_selection(self.selection)
        self.board.confirm = lambda title, text: self.confirm(title, text)
        from smallwow_qt.views.turn_banner import TableFrame
        self.table = TableFrame(self.controller, self.board)    # the turn banner, the frame
        self.setCentralWidget(self.table)
        self.die = DieOverlay(self.board)
        self.notice = Notice(self.board)
        self.column_dock = CombinationDock(self.controller, self)
        self.hand_dock = HandDock(self.controller, self.game_actions, self, selection=self.selection)
        self.coins_dock = CoinsDock(self.controller, self)
        self.players_dock = PlayersDock(self.controller, self)
        self.log_dock = LogDock(self.controller, self)
        self.docks = [self.column_dock, self.hand_dock, self.players_dock, self.coins_dock, self.log_dock]
        self._place_docks()
        for dock in self.docks:
            self.panels_menu.addAction(dock.toggleViewAction())
        self.handover = HandOverScreen(self)
        self.handover.accepted.connect(self._seat_taken)
        self.files = GameFiles(self.controller, self, self.data_dir)
        self.files.message.connect(lambda text: self.statusBar().showMessage(text, 6000))
        if self.files.lock is not None and self.files.lock.other_copy:
            self.statusBar().showMessage(self.files.another_copy_text())
        self.files.path_changed.connect(lambda _: self._update_title())
        self._connect()
        from smallwow_qt.views.learn import install as install_learning
        self.learning = install_learning(self)   # F1 reference, map legend, "why not?"
        from smallwow_qt.views.after_game import install as install_after_game
        self.after_game = install_after_game(self)   # review, history, play from here
        from smallwow_qt.views.animations import SPEEDS, Animations
        from smallwow_qt.views.keyboard import BoardKeyboard
        from smallwow_qt.views.settings_dialog import read
        self.keyboard = BoardKeyboard(self)     # the map without a mouse
        self.animations = Animations(self, lambda: SPEEDS[read(self.settings, "ui/animation_speed")])
        from smallwow_qt.views.bot_menu import BotPlay
        self.bot_play = BotPlay(self, self.settings)     # computer players: menu, pace, highlights
        from smallwow_qt.views.sound import WindowSound
        self.sound = WindowSound(self)                   # the table's sounds (device: after the paint)
        self.built = True
        self.retranslate()
        self._restore_layout()
        from smallwow_qt.views import settings_dialog
        settings_dialog.apply(self)
        self._refresh()
        if self.controller.has_game:
            self.board._rebuild()
            actor = self.controller.actor_id
            if actor and not self.controller.seat_ready and not self.controller.seats.is_bot(actor):
                self.show_handover(actor)
        self.ready.emit()

    def when_ready(self, fn) -> None:
        """Call `fn` once the table is built (at once if it already is)."""
        if self.built:
            fn()
        else:
            self.ready.connect(fn)

    # ----- layout ---------------------------------------------------------------------------

    def _place_docks(self, reveal: bool = False) -> None:
        from smallwow_qt.views.layout import place_docks

        place_docks(self, [self.column_dock, self.hand_dock],
                    [self.players_dock, self.coins_dock, self.log_dock], reveal)

    def _restore_layout(self) -> None:
        from PySide6.QtCore import QTimer

        from smallwow_qt.views.layout import apply_default_sizes, restore_layout

        if self.settings is None or not restore_layout(self, self.settings):
            # the default sizes again once the window has its real size (a small screen)
            QTimer.singleShot(0, self, lambda: apply_default_sizes(
                self, [self.column_dock, self.hand_dock], [self.players_dock, self.coins_dock, self.log_dock]))

    def reset_layout(self) -> None:
        """Every panel back in its place and shown, the toolbar too, at the default sizes."""
        from PySide6.QtCore import QTimer

        self._place_docks(reveal=True)
        QTimer.singleShot(0, self, self._place_docks)    # (sizes stick once laid out)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.built:
            self.files.autosave_now()       # (normally done already, right after each action)
            self.files.release()
            self.bot_play.driver.stop()     # no bot plays on behind a closed window
            self.sound.close()
        if self.settings is not None:
            from smallwow_qt.views.layout import save_layout

            save_layout(self, self.settings)
        super().closeEvent(event)

    def _build_menus(self) -> None:
        from smallwow_qt.views.menus import build_menus

        build_menus(self)

    def _connect(self) -> None:
        a, c = self.game_actions, self.controller
        a.new_game.triggered.connect(self.ask_new_game)
        a.open.triggered.connect(self.files.open_dialog)
        a.save.triggered.connect(self.files.save)
        a.save_as.triggered.connect(self.files.save_as)
        a.replay_game.triggered.connect(lambda: self.open_replay(self.controller.session))
        a.replay_file.triggered.connect(self.replay_file)
        a.quit.triggered.connect(self.close)
        a.settings.triggered.connect(self.show_settings)
        a.undo.triggered.connect(self.undo)
        a.redo.triggered.connect(self.redo)
        a.end_turn.triggered.connect(self.end_turn)
        a.decline.triggered.connect(self.decline)
        a.finish_conquests.triggered.connect(c.finish_conquests)
        a.place_suggested.triggered.connect(c.place_as_suggested)
        a.zoom_in.triggered.connect(self.board.zoom_in)
        a.zoom_out.triggered.connect(self.board.zoom_out)
        a.zoom_fit.triggered.connect(self.board.fit)
        a.full_screen.toggled.connect(lambda on: self.showFullScreen() if on else self.showNormal())
        a.reset_layout.triggered.connect(self.reset_layout)
        a.about.triggered.connect(self.show_about)
        a.rules_help.triggered.connect(self.show_help)
        for code, action in a.languages.items():
            action.triggered.connect(lambda _=False, lang=code: self.set_language(lang))
        c.state_changed.connect(self._refresh)
        c.seat_taken.connect(lambda _: self._refresh())
        c.action_refused.connect(self.show_refusal)
        c.handover_needed.connect(self.show_handover)
        c.die_rolled.connect(self._die_rolled)
        c.seat_taken.connect(lambda _: self.die.hide())     # the table is the new player's
        c.game_over.connect(self.show_end)
        c.session_replaced.connect(self._update_title)
        self.board.hover_text.connect(self._hover_text)
        self.board.region_menu_requested.connect(self.show_region_menu)
        self.addAction(a.cancel_choice)
        a.cancel_choice.triggered.connect(self.selection.cancel)
        self.selection.changed.connect(lambda: a.cancel_choice.setEnabled(self.selection.active))
        self.selection.message.connect(self.show_refusal)

    # ----- language -------------------------------------------------------------------------

    def set_language(self, language: str) -> None:
        if self.translations is not None:
            language = self.translations.install(language)
        self.controller.texts.language = language
        if self.settings is not None:
            self.settings.setValue("language", language)
        self.retranslate()

    def _retranslate_shell(self) -> None:
        self.game_actions.retranslate()
        self.game_menu.setTitle(self.tr("&Game"))
        self.recent_menu.setTitle(self.tr("Open &recent"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.turn_menu.setTitle(self.tr("&Turn"))
        self.view_menu.setTitle(self.tr("&View"))
        self.panels_menu.setTitle(self.tr("&Panels"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.toolbar.setWindowTitle(self.tr("Turn"))
        self._update_title()

    def retranslate(self) -> None:
        """Set every text again (after a language switch)."""
        self._retranslate_shell()
        if not self.built:
            return
        for dock in self.docks:
            dock.retranslate()
        self.bot_play.retranslate()
        self.handover.retranslate()
        if self.end_screen is not None:
            self.end_screen.retranslate()
        language = self.controller.texts.language
        if language in self.game_actions.languages:
            self.game_actions.languages[language].setChecked(True)
        self.board.refresh()
        self.table.banner.refresh()
        self._refresh()
        self.learning.retranslate()
        self.after_game.retranslate()

    def _update_title(self, *_) -> None:
        title = self.tr("Small World of Warcraft")
        path = self.files.path if self.built else None
        self.setWindowTitle(f"{path.name} — {title}" if path else title)

    # ----- turn flow ------------------------------------------------------------------------

    def confirm(self, title: str, text: str) -> bool:
        """Ask a yes/no question; Enter answers Yes (tests replace this)."""
        from smallwow_qt.views.questions import ask   # (message boxes: imported when one opens)

        return ask(self, title, text)

    def end_turn(self) -> bool:
        from smallwow_qt.controller import Conquer
        from smallwow_qt.controller import Stage
        from smallwow_qt.views.settings_dialog import read

        c = self.controller
        if not c.has_game or not c.seat_ready:
            return c.end_turn()
        st = c.state
        ask = read(self.settings, "play/confirm_end_with_tokens")
        if ask and st.stage is Stage.REDEPLOY and st.actor.hand:
            if not self.confirm(self.tr("End turn"), self.tr("You still have %n token(s) in hand: they will be "
                                                             "placed as suggested. End your turn now?", "",
                                                             st.actor.hand)):
                return False
        if ask and st.stage is Stage.CONQUER and any(isinstance(lg.action, Conquer) for lg in c.legal()):
            if not self.confirm(self.tr("End turn"),
                                self.tr("You still have %n token(s) in hand and regions you could "
                                        "conquer. End your turn now?", "", st.actor.hand)):
                return False
        return c.end_turn()

    def decline(self) -> bool:
        from smallwow_qt.views import game_flow

        return game_flow.decline(self)

    def show_handover(self, player_id: str) -> None:
        self.die.hide()
        self.notice.hide()                  # the previous player's messages stay theirs
        self.notice.clear()
        self.statusBar().clearMessage()
        self.handover.call(self.controller, player_id)

    def _seat_taken(self, player_id: str) -> None:
        if self.controller.actor_id == player_id:
            self.controller.take_seat(player_id)

    def show_end(self) -> None:
        from smallwow_qt.views.end_screen import EndScreen

        self.handover.hide()
        if self.end_screen is None:
            self.end_screen = EndScreen(self.controller, self)
            self.end_screen.new_game_requested.connect(self.ask_new_game)
            self.end_screen.review_requested.connect(self.after_game.review_current)
        self.end_screen.refresh()
        self.end_screen.show()
        self.end_screen.raise_()

    def show_refusal(self, text: str) -> None:
        self.statusBar().showMessage(text, 8000)
        self.notice.notify(text)

    def _hover_text(self, text: str) -> None:
        if text:
            self.statusBar().showMessage(text)
        else:
            self.statusBar().clearMessage()

    def _die_rolled(self, region: str, roll: int, success: bool) -> None:
        from smallwow_qt.controller.place_names import place_name

        name = place_name(self.controller.state.map.by_id[region].display_name) if region else ""
        caption = (self.tr("Rolled %1: %2 is taken!") if success else
                   self.tr("Rolled %1: not enough for %2.")).replace("%1", str(roll)).replace("%2", name)
        self.die.roll(roll, success, caption)

    def undo(self) -> bool:
        if not self.controller.seat_ready:
            self.show_refusal(self.tr("Only the player to act can take back their own action."))
            return False
        if not self.controller.undo():
            self.show_refusal(self.tr("Nothing can be taken back now: the turn has passed, or a "
                                      "die roll or a hidden piece came out."))
            return False
        return True

    def redo(self) -> bool:
        return self.controller.seat_ready and self.controller.redo()

    def open_replay(self, session) -> QWidget | None:
        from smallwow_qt.views.replay import ReplayWindow

        if session is None:
            return None
        from PySide6.QtCore import Qt

        window = ReplayWindow(session, self.controller.texts, self)
        window.setWindowFlag(Qt.WindowType.Window, True)
        self.after_game.attach_replay(window)
        window.show()
        self.replays.append(window)
        window.destroyed.connect(lambda *_: self.replays.remove(window) if window in self.replays else None)
        return window

    def replay_file(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(self, self.tr("Replay a saved game"), "",
                                              self.files.file_filter())
        if path:
            from pathlib import Path

            session = self.files.load(Path(path))
            if session is not None:
                self.open_replay(session)

    # ----- region context menu ------------------------------------------------------------------

    def conquest_label(self, die: bool, total: int, use: str | None = None) -> str:
        """A conquest's entry in the region menu (here: the window's texts)."""
        if use:
            return self.tr("Conquer using %1 (%n token(s))", "", total).replace("%1", use)
        if die:
            return self.tr("Final attempt with the die (%n token(s) needed)", "", total)
        return self.tr("Conquer (%n token(s))", "", total)

    def region_menu(self, region: str) -> QMenu:
        """The actions that apply to one region now (see views/region_menu.py)."""
        from smallwow_qt.views.region_menu import region_menu

        return region_menu(self, region)

    def show_region_menu(self, region: str, global_pos) -> None:
        menu = self.region_menu(region)
        if len(menu.actions()) > 1:
            menu.exec(global_pos)

    def _drop_from_hand(self, region: str) -> None:
        from smallwow_qt.controller.mime import HAND, TokenDrag

        c = self.controller
        self.board.drops.carry_out(c.verdict(TokenDrag(c.actor_id, HAND, 1), region))

    # ----- state → widgets -----------------------------------------------------------------------

    def _refresh(self) -> None:
        from smallwow_qt.views.turn_state import refresh

        refresh(self)

    # ----- games ---------------------------------------------------------------------------------

    def ask_new_game(self) -> None:
        from smallwow_qt.views import game_flow

        game_flow.ask_new_game(self)

    def start_game(self, players, seed: int, sides=None, colours=None, info=None) -> bool:
        """Start a new game; a bad choice of sides or a broken board file is explained in a
        dialog and the game in progress stays as it was."""
        from smallwow_qt.views import game_flow

        return game_flow.start_game(self, players, seed, sides, colours, info)

    def show_settings(self) -> None:
        from smallwow_qt.views import settings_dialog

        settings = self.settings if self.settings is not None else QSettings()
        dialog = settings_dialog.SettingsDialog(settings, self)
        if dialog.exec() == settings_dialog.SettingsDialog.DialogCode.Accepted:
            if self.settings is None:
                self.settings = settings
            settings_dialog.apply(self)
        else:
            self.sound.apply()              # the volume tried with the slider goes back

    def show_about(self) -> None:
        from smallwow_qt.views.game_dialog import tell
        tell(self, self.tr("About"), self.tr(
            "<b>Small World of Warcraft</b> %1<br>A pass-and-play desktop edition for 2 to 5 "
            "players.<br>Board game by Philippe Keyaerts (Days of Wonder / Blizzard).")
            .replace("%1", __version__))

    def show_help(self) -> None:
        from smallwow_qt.views.game_dialog import tell
        tell(self, self.tr("How to play"), self.tr(
            "<p><b>Pick</b> a combination in the column: click it, or drag it onto your hand.</p>"
            "<p><b>Conquer</b>: drag tokens from your hand onto a region. While you drag, every "
            "region shows its cost; hover one to see the details. A region you are at most 3 "
            "tokens short of can be tried with the reinforcement die.</p>"
            "<p><b>Redeploy</b>: drag tokens between your regions (Shift moves them all), then "
            "<b>End turn</b>.</p>"
            "<p><b>Right-click</b> a region for the abilities that apply to it. An ability that "
            "names several regions (bombs, objectives, swaps…) lets you click them on the map, "
            "then <b>Confirm</b>; Esc cancels.</p>"
            "<p>Zoom with the wheel or a pinch, pan by dragging the sea.</p>"))

    def take_screenshot(self, path: str) -> bool:
        """Write a picture of the window (for `--screenshot`)."""
        return self.grab().save(path)


class _FirstPaint(QObject):
    """Calls `then` once, right after `widget` is painted for the first time."""

    def __init__(self, widget: QWidget, then) -> None:
        super().__init__(widget)
        self.then = then
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and self.then is not None:
            then, self.then = self.then, None
            watched.removeEventFilter(self)
            then()
        return False

