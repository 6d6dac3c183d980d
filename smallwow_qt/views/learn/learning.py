"""Wires the reference, the legend and "why not?" into the main window.

- **F1** opens the rules reference at the page for whatever is under the pointer
  (`topics.topic_at`); Help › Rules reference opens it too. The old "How to play" box keeps
  its menu entry but gives F1 to the reference.
- View › Map legend, and a "Legend" card over the board's corner shown on hover.
- After a refusal, the status bar names the rule with a link to its page ("Why?"); F1 over
  the board, the notice or that link while it shows opens the same page.
- A disabled turn button says in its tooltip why it is disabled and which rule applies.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtGui import QAction, QCursor, QKeySequence
from PySide6.QtWidgets import QApplication, QLabel

from smallwow_qt.views.actions import portable
from smallwow_qt.views.learn import topics
from smallwow_qt.views.settings_values import flag

REFUSAL_SECONDS = 10.0


class Learning(QObject):
    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.reference = None
        self.legend_dialog = None
        self.last_refusal_topic: str | None = None
        self._refused_at = 0.0
        self._refused_after: tuple | None = None     # (session, actions played) at the refusal
        a = window.game_actions
        self.reference_action = QAction(self)
        self.reference_action.setShortcut(QKeySequence(QKeySequence.StandardKey.HelpContents))
        self.reference_action.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
        self.reference_action.triggered.connect(self.open_at_pointer)
        a.rules_help.setShortcut(QKeySequence())
        window.help_menu.insertAction(a.rules_help, self.reference_action)
        self.legend_action = QAction(self)
        self.legend_action.setShortcut(portable("Ctrl+L"))
        self.legend_action.triggered.connect(self.open_legend)
        window.view_menu.insertAction(window.panels_menu.menuAction(), self.legend_action)
        window.addAction(self.reference_action)
        self.why_label = QLabel()
        self.why_label.setObjectName("whyNot")
        self.why_label.setTextFormat(Qt.TextFormat.RichText)
        self.why_label.linkActivated.connect(lambda link: self.open_page(link.removeprefix("page:")))
        self.why_label.hide()
        window.statusBar().addPermanentWidget(self.why_label)
        from smallwow_qt.views.learn.legend import LegendCard

        self.card = LegendCard(window.controller.texts, window.board)
        c = window.controller
        c.action_refused.connect(self._refused)
        c.state_changed.connect(self.update_why_not)
        c.state_changed.connect(self._forget_refusal)
        c.seat_taken.connect(lambda _: self.update_why_not())
        window.selection.message.connect(self._selection_refused)
        # The guided game is made when first asked for (its menu entry, its offer at the first
        # launch, F1 over its panel): the table's first paint needs none of it.
        from smallwow_qt.views.learn.guided_texts import GuidedTexts

        self._guided = None
        self._guided_texts = GuidedTexts(self)
        self.guided_action = QAction(self)
        self.guided_action.triggered.connect(lambda: self.guided.start())
        window.help_menu.insertAction(a.rules_help, self.guided_action)
        QTimer.singleShot(0, self.offer_guided)         # once, at the first launch
        self.retranslate()

    @property
    def guided(self):
        """The guided first game (made on first use)."""
        if self._guided is None:
            from smallwow_qt.views.learn.guided import GuidedGame

            self._guided = GuidedGame(self.window, self.reference_action, self.open_page,
                                      action=self.guided_action)
        return self._guided

    def guided_if_made(self):
        """The guided game if it was asked for already, else None (without making it)."""
        return self._guided

    def offer_guided(self) -> bool:
        """Offer the guided game if it never was (the first launch); True if offered now."""
        from smallwow_qt.views.learn.guided_texts import KEY_OFFERED

        settings = self.window.settings
        if settings is None or flag(settings, KEY_OFFERED, False):
            return False            # (asked without making the lesson)
        return self.guided.offer()

    def offer_lesson_again(self) -> bool:
        """Offer to resume the guided game left half-way (its progress is in the settings);
        True if offered now."""
        from smallwow_qt.views.learn.guided_texts import KEY_STEP

        settings = self.window.settings
        try:
            left_at = int(settings.value(KEY_STEP, 0)) if settings is not None else 0
        except (TypeError, ValueError):
            return False
        return left_at > 0 and self.guided.offer_resume()

    @property
    def language(self) -> str:
        return self.window.controller.texts.language

    # --- texts ------------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.reference_action.setText(self.tr("&Rules reference"))
        tip = self.tr("The rules, races, powers and markers; F1 opens the page for what is under "
                      "the pointer")
        self.reference_action.setStatusTip(tip)
        self.reference_action.setToolTip(tip)
        self.legend_action.setText(self.tr("Map &legend"))
        self.legend_action.setStatusTip(self.tr("Every terrain, symbol and piece of the map"))
        self.card.retranslate()
        if self._guided is not None:
            self._guided.retranslate()
        else:
            words = self._guided_texts.buttons()
            self.guided_action.setText(words["action"])
            self.guided_action.setStatusTip(words["action_tip"])
        if self.reference is not None:
            self.reference.set_language(self.language)
        if self.legend_dialog is not None:
            self.legend_dialog.retranslate()
        if self.last_refusal_topic and self.why_label.isVisible():
            self._show_why(self.last_refusal_topic)
        self.update_why_not()

    # --- the reference and the legend -----------------------------------------------------------

    def open_page(self, page_id: str) -> bool:
        from smallwow_qt.views.learn.reference import ReferenceDialog

        if self.reference is None:
            self.reference = ReferenceDialog(self.language, self.window)
        shown = self.reference.show_page(page_id) or self.reference.show_page(topics.DEFAULT)
        self.reference.show()
        self.reference.raise_()
        self.reference.activateWindow()
        return shown

    def open_at_pointer(self) -> str:
        """Open the page for what is under the mouse pointer; returns its id."""
        under = QApplication.widgetAt(QCursor.pos())
        if self.reference is not None and under is not None and under.window() is self.reference:
            return self.reference.current          # F1 inside the reference: stay on its page
        page = self.topic_at(QCursor.pos())
        self.open_page(page)
        return page

    def topic_at(self, global_pos) -> str:
        if self.refusal_fresh() and QApplication.widgetAt(global_pos) in (
                self.window.board.viewport(), self.window.notice, self.why_label):
            return self.last_refusal_topic
        return topics.topic_at(self.window, global_pos)

    def open_legend(self) -> None:
        from smallwow_qt.views.learn.legend import LegendDialog

        if self.legend_dialog is None:
            self.legend_dialog = LegendDialog(self.window.controller.texts, self.window)
        self.legend_dialog.show()
        self.legend_dialog.raise_()

    # --- why not -------------------------------------------------------------------------------

    def refusal_fresh(self) -> bool:
        return bool(self.last_refusal_topic) and time.monotonic() - self._refused_at < REFUSAL_SECONDS

    def _refused(self, _text: str) -> None:
        c = self.window.controller
        code = getattr(c, "last_refusal_code", None)
        stage = c.state.stage.name if c.has_game else None
        self.last_refusal_topic = topics.refusal_topic(code, stage)
        self._refused_at = time.monotonic()
        self._refused_after = self._played()
        self._show_why(self.last_refusal_topic)

    def _played(self) -> tuple:
        s = self.window.controller.session
        return (id(s), len(s.steps)) if s is not None else ()

    def _forget_refusal(self) -> None:
        """Once an action has been played (or taken back) since the refusal, its "Why?" goes."""
        if self._refused_after is not None and self._played() != self._refused_after:
            self._refused_after = None
            self.last_refusal_topic = None
            self.why_label.hide()

    def _selection_refused(self, _text: str) -> None:
        """A region refused while choosing regions for an ability: that ability's page."""
        key = self.window.selection.key
        self.last_refusal_topic = topics.SELECTIONS.get(key or "", topics.DEFAULT)
        self._refused_at = time.monotonic()
        self._refused_after = self._played()
        self._show_why(self.last_refusal_topic)

    def _show_why(self, page_id: str) -> None:
        from smallwow_qt.views.learn.pages import catalogue

        page = catalogue(self.language).get(page_id)
        if page is None:
            return
        self.why_label.setText(self.tr("Why? See %1 (F1)").replace(
            "%1", f'<a href="page:{page_id}">{page.title}</a>'))
        self.why_label.show()

    def action_topic(self, action) -> str | None:
        """The page for a toolbar button: why it is disabled, or the rule it plays."""
        reason = topics.why_not(self.window, action)
        if reason is not None:
            return reason[1]
        a = self.window.game_actions
        return {a.end_turn: "rules/scoring", a.decline: "rules/decline", a.finish_conquests: "rules/redeploy",
                a.place_suggested: "rules/redeploy", a.undo: "rules/controls",
                a.redo: "rules/controls"}.get(action)

    def update_why_not(self) -> None:
        """Put the reason in the tooltip of each disabled turn button."""
        a = self.window.game_actions
        from smallwow_qt.views.learn.pages import page_title

        has_game = self.window.controller.has_game
        for action in (a.end_turn, a.decline, a.finish_conquests, a.place_suggested, a.undo, a.redo):
            shortcut = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            base = f"{action.statusTip()} ({shortcut})" if shortcut else action.statusTip()
            reason = topics.why_not(self.window, action) if has_game else None
            if reason is None:
                action.setToolTip(base)
                continue
            text, page_id = reason
            title = page_title(self.language, page_id) or page_id
            action.setToolTip(self.tr("%1\nNot now: %2\nRule: %3 (F1)").replace("%1", base)
                              .replace("%2", text).replace("%3", title))
