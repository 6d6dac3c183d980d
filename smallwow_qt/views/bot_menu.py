"""Computer players in the window: the "Computer players" menu (pace, skip to my turn,
suggest a move), the map's highlight of what a bot just did or what it suggests, and the
status line while a bot thinks.

The playing itself is `controller.bot_driver.BotDriver`'s; this module only shows it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSettings
from PySide6.QtGui import QAction, QActionGroup, QColor, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from smallwow_qt.controller import Abandon, Conquer, Decline, End, Pick, Redeploy
from smallwow_qt.controller.bot_driver import DEFAULT_PACE, PACES, BotDriver
from smallwow_qt.controller.bot_texts import BotTexts
from smallwow_qt.controller.place_names import place_name
from smallwow_qt.views.action_text import describe_action, use_label
from smallwow_qt.views.actions import portable
from smallwow_qt.views.overlays import Notice
from smallwow_qt.views.settings_values import choice

if TYPE_CHECKING:
    from smallwow_qt.controller.bot_driver import Decision

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
        self._watching = False
        c = window.controller
        pace = choice(settings, PACE_KEY, DEFAULT_PACE, PACES)
        self.driver = driver or BotDriver(c, self, pace=pace)
        self.menu = QMenu(window)
        self.menu.setObjectName("botMenu")
        window.menuBar().insertMenu(window.view_menu.menuAction(), self.menu)

        self.hint = Notice(window.board)          # the suggestion, over the map
        self.hint.SHOW_MS = 9000
        self.hint.setStyleSheet("background: rgba(20, 90, 60, 225); color: white; border-radius: 10px;"
                                "padding: 10px 16px; font-size: 12pt;")
        self.suggest = QAction(self)
        self.suggest.setShortcut(portable("Ctrl+H"))
        self.skip = QAction(self)
        self.skip.setShortcut(portable("Ctrl+J"))
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
        c.state_changed.connect(self.hint.hide)     # a suggestion holds for one position only
        c.seat_taken.connect(lambda _: self.refresh())
        c.session_replaced.connect(self.refresh)
        # "… is thinking" goes once a person acts (it stayed into their turn)
        self._thinking_text = ""
        c.seat_taken.connect(lambda _: self._thought())
        c.state_changed.connect(self._thought)
        # the table's animations keep up with the bots: none while skipping, none longer than
        # the pace between two of their actions, the die settled at once when they go fast
        animations = getattr(window, "animations", None)
        if animations is not None:
            base = animations.duration_ms
            animations.duration_ms = lambda: self.animation_ms(int(base()))
        die = getattr(window, "die", None)
        if die is not None:
            die.quick = lambda: self.driver.skipping or (self._bot_acts() and self.driver.pace in ("fast", "instant"))
        self.retranslate()
        self.refresh()

    def _bot_acts(self) -> bool:
        c = self.window.controller
        return c.has_game and c.seats.is_bot(c.actor_id)

    def animation_ms(self, ms: int) -> int:
        """The length of the table's animations, `ms` as set, fitted to the bots' pace."""
        if self.driver.skipping:
            return 0
        if self._bot_acts():
            return min(ms, PACES[self.driver.pace])
        return ms

    def retranslate(self) -> None:
        self.menu.setTitle(self.tr("&Computer players"))
        self.pace_menu.setTitle(self.tr("&Pace of their turns"))
        _set(self.suggest, self.tr("&Suggest a move"),
             self.tr("A Normal computer player shows on the map what it would do now (nothing is played)"))
        if self._watching:       # a game of computers only: skipping goes to the end
            _set(self.skip, self.tr("S&kip to the end"), self.tr("Play the rest of the game at once"))
        else:
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
        watching = c.has_game and not c.seats.people([p.id for p in c.state.players])
        if watching != self._watching:
            self._watching = watching
            self.retranslate()

    def set_pace(self, pace: str) -> None:
        self.driver.set_pace(pace)
        self.paces[pace].setChecked(True)
        if self.settings is not None:
            self.settings.setValue(PACE_KEY, pace)

    # ----- what the bots do, on the map ---------------------------------------------------------

    def _highlight(self, region: str | None, outline: QColor, fill: QColor) -> None:
        self.window.board.mark_region(region, outline, fill)

    def _thinking(self, player: str) -> None:
        c = self.window.controller
        name = c.state.player(player).name
        self._thinking_text = self.tr("%1 (computer) is thinking…").replace("%1", name)
        self.window.statusBar().showMessage(self._thinking_text, 4000)
        self.refresh()

    def _thought(self) -> None:
        """Take "… is thinking" off the status bar when no computer player is to act."""
        bar = self.window.statusBar()
        if self._thinking_text and not self._bot_acts() and bar.currentMessage() == self._thinking_text:
            bar.clearMessage()
        if not self._bot_acts():
            self._thinking_text = ""

    def _decided(self, player: str, decision: Decision) -> None:
        self._highlight(decision.region, HIGHLIGHT, HIGHLIGHT_FILL)

    def ask_suggestion(self) -> bool:
        ok = self.driver.suggest()
        if ok:
            self.window.statusBar().showMessage(self.tr("Looking for a good move…"), 4000)
        return ok

    def _suggested(self, decision: Decision) -> None:
        c = self.window.controller
        action = decision.action
        if isinstance(action, Conquer) and not action.die and c.seat_ready:
            # what the conquest uses is ticked in the hand: a drop there plays it as suggested
            for use in c.available_uses():
                if (use in action.use) != (use in c.selected_uses):
                    c.set_use(use, use in action.use)
        self._highlight(decision.region, SUGGEST, SUGGEST_FILL)
        text = self.action_text(decision.action)
        if decision.reason:
            text = f"{text} — {BotTexts(c.texts).reason(decision.reason, c.state)}"
        self.last_suggestion = self.tr("Suggestion: %1").replace("%1", text)
        self.window.statusBar().showMessage(self.last_suggestion, 15000)
        self.hint.notify(self.last_suggestion)

    def action_text(self, action) -> str:
        """What a suggested action does, in a few words."""
        c = self.window.controller
        st = c.state
        def name(rid):   # in the UI language, as on the map
            return place_name(st.map.by_id[rid].display_name) if rid in st.map.by_id else rid
        if isinstance(action, Pick) and 0 <= action.index < len(st.column):
            combo = st.column[action.index]
            return self.tr("pick %1").replace("%1", c.texts.combo(combo.race, combo.power))
        if isinstance(action, Conquer):
            if action.die:
                return self.tr("try %1 with the reinforcement die").replace("%1", name(action.region))
            if action.use:
                return self.tr("conquer %1 (%2)").replace("%1", name(action.region)) \
                    .replace("%2", "; ".join(use_label(u) for u in action.use))
            return self.tr("conquer %1").replace("%1", name(action.region))
        if isinstance(action, Abandon):
            return self.tr("abandon %1").replace("%1", name(action.region))
        if isinstance(action, Decline):
            return self.tr("go into decline")
        if isinstance(action, End):
            return self.tr("end the turn")
        if isinstance(action, Redeploy):
            if not action.counts:
                return self.tr("stop conquering")
            return self.tr("place the tokens: %1").replace("%1", ", ".join(
                f"{name(rid)} {n}" for rid, n in action.counts))
        return describe_action(action, st)


def _set(action: QAction, text: str, tip: str) -> None:
    action.setText(text)
    shortcut = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
    action.setToolTip(f"{tip} ({shortcut})" if shortcut else tip)
    action.setStatusTip(tip)
