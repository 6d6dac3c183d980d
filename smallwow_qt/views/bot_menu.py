"""Computer players in the window: the "Computer players" menu (pace, skip to my turn,
suggest a move), the map's highlight of what a bot just did or what it suggests, and the
status line while a bot thinks.

The playing itself is `controller.bot_driver.BotDriver`'s; this module only shows it.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QSettings
from PySide6.QtGui import QAction, QActionGroup, QColor, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from smallwow_qt.bots import Decision
from smallwow_qt.controller.bot_driver import DEFAULT_PACE, PACES, BotDriver

PACE_KEY = "play/bot_pace"
HIGHLIGHT = QColor("#fff27a")
HIGHLIGHT_FILL = QColor(255, 242, 122, 70)
SUGGEST = QColor("#7affc1")
SUGGEST_FILL = QColor(122, 255, 193, 70)


class BotPlay(QObject):
    def __init__(self, window: QMainWindow, settings: QSettings | None = None, driver: BotDriver | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.settings = settings
        self.last_suggestion = ""
        c = window.controller
        pace = str(settings.value(PACE_KEY, DEFAULT_PACE)) if settings is not None else DEFAULT_PACE
        self.driver = driver or BotDriver(c, self, pace=pace if pace in PACES else DEFAULT_PACE)
        self.menu = QMenu(window)
        self.menu.setObjectName("botMenu")
        window.menuBar().insertMenu(window.view_menu.menuAction(), self.menu)
        self.suggest = QAction(self)
        self.suggest.setShortcut(QKeySequence("Ctrl+H"))
        self.skip = QAction(self)
        self.skip.setShortcut(QKeySequence("Ctrl+J"))
        self.menu.addAction(self.suggest)
        self.menu.addAction(self.skip)
        self.menu.addSeparator()
        self.pace_menu = self.menu.addMenu("")
        self.pace_group = QActionGroup(self)
        self.pace_group.setExclusive(True)
        self.paces: dict[str, QAction] = {}
        for name in PACES:
            action = QAction(self)
            action.setCheckable(True)
            action.setChecked(name == self.driver.pace)
            action.triggered.connect(lambda _=False, p=name: self.set_pace(p))
            self.pace_group.addAction(action)
            self.pace_menu.addAction(action)
            self.paces[name] = action
        window.toolbar.addSeparator()
        window.toolbar.addAction(self.suggest)
        window.toolbar.addAction(self.skip)
        self.suggest.triggered.connect(self.ask_suggestion)
        self.skip.triggered.connect(self.driver.skip_to_person)
        self.driver.decided.connect(self._decided)
        self.driver.suggested.connect(self._suggested)
        self.driver.thinking.connect(self._thinking)
        self.driver.stuck.connect(window.show_refusal)
        # a hand-over screen left from an earlier game goes when a bot or the same person acts
        c.bot_to_act.connect(lambda _: window.handover.hide())
        c.seat_taken.connect(lambda _: window.handover.hide())
        c.state_changed.connect(self.refresh)
        c.seat_taken.connect(lambda _: self.refresh())
        c.session_replaced.connect(self.refresh)
        self.retranslate()
        self.refresh()

    def retranslate(self) -> None:
        self.menu.setTitle(self.tr("&Computer players"))
        self.pace_menu.setTitle(self.tr("&Pace of their turns"))
        _set(self.suggest, self.tr("&Suggest a move"),
             self.tr("A Normal computer player shows on the map what it would do now (nothing is played)"))
        _set(self.skip, self.tr("S&kip to my turn"),
             self.tr("Play the computer players at once until a person must act"))
        labels = {"slow": self.tr("&Slow"), "normal": self.tr("&Normal"), "fast": self.tr("&Fast"),
                  "instant": self.tr("&Instant")}
        for name, action in self.paces.items():
            action.setText(labels[name])
            action.setStatusTip(self.tr("How fast the computer players' actions follow each other"))

    def refresh(self) -> None:
        c = self.window.controller
        self.suggest.setEnabled(c.has_game and c.seat_ready)
        self.skip.setEnabled(self.driver.bot_to_act() is not None)

    def set_pace(self, pace: str) -> None:
        self.driver.set_pace(pace)
        self.paces[pace].setChecked(True)
        if self.settings is not None:
            self.settings.setValue(PACE_KEY, pace)

    # ----- what the bots do, on the map ---------------------------------------------------------

    def _highlight(self, region: str | None, outline: QColor, fill: QColor) -> None:
        board = self.window.board.board
        if region in board.overlays:
            board.overlays[region].show_state(outline, False, fill=fill, width=6)

    def _thinking(self, player: str) -> None:
        c = self.window.controller
        name = c.state.player(player).name
        self.window.statusBar().showMessage(self.tr("%1 (computer) is thinking…").replace("%1", name), 4000)
        self.refresh()

    def _decided(self, player: str, decision: Decision) -> None:
        self._highlight(decision.region, HIGHLIGHT, HIGHLIGHT_FILL)

    def ask_suggestion(self) -> bool:
        ok = self.driver.suggest()
        if ok:
            self.window.statusBar().showMessage(self.tr("Looking for a good move…"), 4000)
        return ok

    def _suggested(self, decision: Decision) -> None:
        from smallwow_qt.views.action_text import describe_action

        c = self.window.controller
        self._highlight(decision.region, SUGGEST, SUGGEST_FILL)
        text = describe_action(decision.action, c.state)
        if decision.reason:
            text = f"{text} — {decision.reason}"
        self.last_suggestion = self.tr("Suggestion: %1").replace("%1", text)
        self.window.statusBar().showMessage(self.last_suggestion, 15000)
        self.window.notice.notify(self.last_suggestion)


def _set(action: QAction, text: str, tip: str) -> None:
    action.setText(text)
    shortcut = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
    action.setToolTip(f"{tip} ({shortcut})" if shortcut else tip)
    action.setStatusTip(tip)
