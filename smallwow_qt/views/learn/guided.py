"""The guided first game: `lesson` played on the real table, one step at a time.

While it runs, an application event filter lets through only what the step asks for (a
combination, a drag from the hand or a region onto one region, a checkbox, a button), plus
the lesson's panel, dialogs and F1; everything else is refused with a word in the panel. The
rival's moves are played by the controller on a timer. Progress (the actions played and the
step) is kept in QSettings, so the lesson resumes where it was left; Restart starts it over.
While the lesson runs the game in play is set aside (not autosaved over) and comes back
when the lesson is left.
"""

from __future__ import annotations

import json

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QTimer, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from smallwow_qt.controller import Session, lesson
from smallwow_qt.views.learn.guided_texts import KEY_ACTIONS, KEY_OFFERED, KEY_STEP, GuidedTexts
from smallwow_qt.views.learn.guided_widgets import GuidePanel, Veil
from smallwow_qt.views.settings_values import flag, json_value, whole

MAX_SAVED_ACTIONS = 2_000     # the lesson's own game takes a few dozen actions
GUARDED = {QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick, QEvent.Type.ContextMenu,
           QEvent.Type.KeyPress, QEvent.Type.Drop, QEvent.Type.Shortcut}


class GuidedGame(QObject):
    RIVAL_MS = 700          # pause before each rival move (tests set 0)
    declined = Signal()     # "No thanks" to the first launch's offer

    def __init__(self, window, reference_action: QAction, open_page=None, action: QAction | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.open_page = open_page
        self.reference_action = reference_action
        self.texts = GuidedTexts(self)
        self.active = False
        self.index = 0
        self._set_aside = None          # (session, autosaver) of the game in play before the lesson
        self._offering = False
        self._offer_kind = "first"     # the offer on screen: "first" (a first launch) or "resume"
        self._autosaver_later = None    # left with no game to give back: autosave waits for one
        self.panel = GuidePanel(window)
        self.panel.hide()
        self.veil = Veil(window)
        self.veil.hide()
        self.panel.next_clicked.connect(self.next)
        self.panel.restart_clicked.connect(self.restart)
        self.panel.leave_clicked.connect(self.leave)
        self.panel.page_requested.connect(lambda page: self.open_page and self.open_page(page))
        self._follow = QTimer(self)
        self._follow.setInterval(250)
        self._follow.timeout.connect(self._place)
        self._rival_timer = QTimer(self)
        self._rival_timer.setSingleShot(True)
        self._rival_timer.timeout.connect(self._rival_move)
        if action is None:      # (else the Help menu's entry, made before the lesson, starts it)
            action = QAction(self)
            action.triggered.connect(lambda: self.start())
        self.action = action
        c = window.controller
        c.state_changed.connect(self._state_changed)
        c.handover_needed.connect(self._handover)
        window.installEventFilter(self)
        self.retranslate()

    @property
    def settings(self):
        return self.window.settings

    @property
    def step(self) -> lesson.Step:
        return lesson.STEPS[self.index]

    def retranslate(self) -> None:
        b = self.texts.buttons()
        self.action.setText(b["action"])
        self.action.setStatusTip(b["action_tip"])
        self.panel.restart_button.setText(b["restart"])
        if self._offering:          # (the offer again, in the new language, its "No" kept)
            self._offer(*self._offer_texts(self._offer_kind))
        else:
            self.panel.leave_button.setText(b["leave"])
        if self.active:
            self._show_step()

    # ----- first launch ---------------------------------------------------------------------------

    def offer(self) -> bool:
        """At the first launch: offer the lesson in the panel (once). True if offered."""
        s = self.settings
        if s is None or flag(s, KEY_OFFERED, False) or self.active:
            return False
        s.setValue(KEY_OFFERED, True)
        self._offer_kind = "first"
        return self._offer(*self._offer_texts("first"))

    def offer_resume(self) -> bool:
        """At a launch after the lesson was left half-way: offer to pick it up. True if offered."""
        _, index = self._saved()
        if self.active or self._offering or index <= 0:
            return False
        self._offer_kind = "resume"
        return self._offer(*self._offer_texts("resume"))

    def _offer_texts(self, kind: str) -> tuple[str, str, str]:
        """The title, text and start button of the offer of this kind, in the UI language."""
        b = self.texts.buttons()
        if kind == "resume":
            _, index = self._saved()
            text = b["resume"].replace("%1", str(index + 1)).replace("%2", str(len(lesson.STEPS)))
            return b["resume_title"], text, b["resume_button"]
        return b["offer_title"], b["offer"], b["start"]

    def _offer(self, title: str, text: str, start: str) -> bool:
        b = self.texts.buttons()
        self.panel.show_step("", title, text, start)
        self.panel.leave_button.setText(b["no"])
        self.panel.restart_button.hide()
        self._offering = True
        self.panel.show()
        self._place()
        return True

    @property
    def offering(self) -> bool:
        """The first launch's offer is on screen, not yet answered."""
        return self._offering

    # ----- starting and leaving ---------------------------------------------------------------------

    def start(self, fresh: bool = False) -> None:
        """Start the lesson, or resume it where it was left (unless `fresh`)."""
        self._offering = False
        c = self.window.controller
        if not self.active:
            autosaver = self.window.files.autosaver
            if self._autosaver_later is not None:     # left earlier, no game since
                autosaver, self._autosaver_later = self._autosaver_later, None
                self.window.controller.session_replaced.disconnect(self._restore_autosaver)
                c_session = None
            else:
                c_session = c.session
            self._set_aside = (c_session, autosaver)
            self.window.files.autosaver = None      # the lesson is never autosaved as a game
        actions, index = ([], 0) if fresh else self._saved()
        broken = False
        try:
            session = Session.replay(self._initial(), actions)
        except (ValueError, KeyError, TypeError, AttributeError):
            session, index, broken = Session(self._initial()), 0, True
        self.active = True
        self.index = min(index, len(lesson.STEPS) - 1)
        if self.window.end_screen is not None:
            self.window.end_screen.hide()
        QApplication.instance().installEventFilter(self)
        self.panel.restart_button.show()
        self.panel.leave_button.setText(self.texts.buttons()["leave"])
        self.panel.show()
        self.veil.show()
        self._follow.start()
        c.set_session(session)
        self.window.board.fit()
        self._show_step()
        if broken:
            self._save([], 0)
            self.panel.warn(self.texts.buttons()["broken"])

    def _initial(self):
        state = lesson.build_initial()
        b = self.texts.buttons()
        state.player(lesson.LEARNER).name = b["you"]
        state.player(lesson.RIVAL).name = b["rival_name"]
        return state

    def restart(self) -> None:
        self._save([], 0)
        self.start(fresh=True)

    def leave(self) -> None:
        """Stop the lesson (its progress stays saved) and give the table back."""
        if self._offering:
            self._offering = False
            self.panel.hide()
            self.retranslate()
            self.declined.emit()
            return
        if not self.active:
            return
        self.active = False
        QApplication.instance().removeEventFilter(self)
        self._follow.stop()
        self._rival_timer.stop()
        self.panel.hide()
        self.veil.hide()
        session, autosaver = self._set_aside or (None, self.window.files.autosaver)
        self._set_aside = None
        if session is not None:
            self.window.files.autosaver = autosaver
            self.window.controller.set_session(session)
        else:
            # No game was set aside: the lesson's position stays on the table, still never
            # autosaved (it would be offered as an unfinished game at the next launch), until
            # a game is started or opened.
            self._autosaver_later = autosaver
            self.window.controller.session_replaced.connect(self._restore_autosaver)

    def _restore_autosaver(self) -> None:
        if self.active or self._autosaver_later is None:
            return
        self.window.files.autosaver = self._autosaver_later
        self._autosaver_later = None
        self.window.controller.session_replaced.disconnect(self._restore_autosaver)

    # ----- progress ----------------------------------------------------------------------------------

    def _saved(self) -> tuple[list, int]:
        actions = json_value(self.settings, KEY_ACTIONS, [])
        index = whole(self.settings, KEY_STEP, -1, 0, len(lesson.STEPS) - 1)
        if not isinstance(actions, list) or len(actions) > MAX_SAVED_ACTIONS or index < 0:
            return [], 0      # (the actions themselves are checked as they replay)
        return actions, index

    def _save(self, actions: list, index: int) -> None:
        if self.settings is not None:
            self.settings.setValue(KEY_ACTIONS, json.dumps(actions))
            self.settings.setValue(KEY_STEP, index)

    def next(self) -> None:
        if self._offering:
            self.start()
            return
        if self.active and self.step.kind == "next":
            self._advance()
        elif self.active and self.step.kind == "finish":
            self._save([], 0)
            self.leave()

    def _advance(self) -> None:
        self.index = min(self.index + 1, len(lesson.STEPS) - 1)
        session = self.window.controller.session
        self._save([a.to_dict() for a in session.actions], self.index)
        self._show_step()

    def _state_changed(self) -> None:
        if not self.active:
            return
        c = self.window.controller
        step = self.step
        if step.kind == "use" and step.target in c.selected_uses:
            self._advance()
            return
        last = c.session.steps[-1].action if c.session and c.session.steps else None
        if step.done_by(last):
            self._advance()
        else:
            self._show_step()

    def _show_step(self) -> None:
        step = self.step
        title, text = self.texts.step(step.id)
        b = self.texts.buttons()
        next_text = b["next"] if step.kind == "next" else b["close"] if step.kind == "finish" else None
        c = self.window.controller
        if c.has_game and c.actor_id == lesson.RIVAL and step.kind != "finish":
            text = f"<i>{b['rival']}</i><br><br>{text}"
        from smallwow_qt.views.learn.pages import catalogue

        page = catalogue(c.texts.language).get(step.page)
        rule = self.texts.rule(f'<a href="page:{step.page}">{page.title}</a>') if page else ""
        self.panel.show_step(self.texts.progress(self.index + 1, len(lesson.STEPS)), title, text, next_text,
                             rule)
        self._place()

    def _question(self, box: QMessageBox | None) -> None:
        """A confirmation opened over the table (ending the turn, declining, rolling the die):
        the card says what it is and how to go on; it goes when the question does."""
        if box is None:
            self.panel.explain("")
        else:
            self.panel.explain(self.texts.buttons()["question"].replace("%1", f"<b>{box.windowTitle()}</b>"))
        self._place()

    # ----- the rival and the seats ------------------------------------------------------------------------

    def _handover(self, player_id: str) -> None:
        if not self.active:
            return
        QTimer.singleShot(0, self.window.handover.hide)
        if player_id == lesson.LEARNER:
            QTimer.singleShot(0, self._seat_learner)
        else:
            self._rival_timer.start(self.RIVAL_MS)

    def _seat_learner(self) -> None:
        c = self.window.controller
        if self.active and c.actor_id == lesson.LEARNER and not c.seat_ready:
            c.take_seat(lesson.LEARNER)
            self.window.handover.hide()

    def _rival_move(self) -> None:
        c = self.window.controller
        if not self.active or not c.has_game or c.actor_id != lesson.RIVAL:
            return
        c.play(lesson.rival_action(c.state))
        if c.actor_id == lesson.RIVAL:
            self._rival_timer.start(self.RIVAL_MS)
        self._show_step()

    # ----- what may be clicked ------------------------------------------------------------------------------

    def targets(self) -> list[QWidget | tuple[QWidget, QRect]]:
        """The widgets (or parts of widgets) the step lights up."""
        w, step = self.window, self.step
        if not self.active or w.controller.actor_id != lesson.LEARNER and step.kind != "finish":
            return []
        if step.kind == "combo":
            view = w.column_dock.view
            return [(view.viewport(), view.visualRect(w.column_dock.model.index(int(step.target))))]
        if step.kind in ("conquer", "place"):
            return [w.hand_dock.stack, (w.board.viewport(), self._region_rect(step.target))]
        if step.kind == "move":
            return [(w.board.viewport(), self._region_rect(step.source)),
                    (w.board.viewport(), self._region_rect(step.target))]
        if step.kind == "use":
            check = w.hand_dock.use_checks.get(step.target)
            return [check] if check is not None else []
        if step.kind == "button":
            action = getattr(w.game_actions, step.target)
            return [b for b in self._buttons(action) if b.isVisible()]
        return []

    def _buttons(self, action) -> list[QWidget]:
        w = self.window
        out = [w.toolbar.widgetForAction(action)]
        out += [b for b in w.hand_dock.buttons if b.defaultAction() is action]
        return [b for b in out if b is not None]

    def _region_rect(self, region: str) -> QRect:
        board = self.window.board
        item = board.scene().regions.get(region) if hasattr(board.scene(), "regions") else None
        if item is None:
            return QRect()
        return board.mapFromScene(item.sceneBoundingRect()).boundingRect()

    def _place(self) -> None:
        w = self.window
        self.veil.setGeometry(w.rect())
        holes = []
        for target in self.targets():
            widget, rect = target if isinstance(target, tuple) else (target, target.rect())
            holes.append(QRect(widget.mapTo(w, rect.topLeft()), rect.size()).intersected(
                QRect(widget.mapTo(w, QPoint(0, 0)), widget.size())))
        if self.active and self.step.kind in ("next", "finish") or not self.active:
            holes = []
        self.veil.set_holes(holes)
        self.veil.raise_()
        board = w.board
        corner = board.mapTo(w, QPoint(0, 0))
        width, height = self.panel.width(), self.panel.height()
        xs = (corner.x() + max(8, (board.width() - width) // 2), corner.x() + 8,
              corner.x() + max(8, board.width() - width - 8))
        ys = (corner.y() + board.height() - height - 12, corner.y() + 12)
        # at the foot of the table, unless that would hide what the step lights up
        spots = [(x, y) for y in ys for x in xs]
        spots += [(x, y) for y in (corner.y() + max(12, (board.height() - height) // 2),) for x in (xs[1], xs[2])]
        spots += [(8, y) for y in ys]           # (over the left panels: the board is all targets)

        def covered(spot) -> int:
            card = QRect(spot[0], spot[1], width, height)
            return sum(max(0, part.width()) * max(0, part.height())
                       for part in (card.intersected(h.adjusted(-8, -8, 8, 8)) for h in holes))
        # the first spot clear of every target (at the foot of the table first), else the
        # one that covers least of them
        x, y = min(spots, key=lambda spot: (covered(spot), spots.index(spot)))
        self.panel.move(x, max(0, y))
        self.panel.raise_()

    def eventFilter(self, obj, event) -> bool:
        if obj is self.window and event.type() == QEvent.Type.Resize:
            self._place()
            return False
        if self.active and event.type() in (QEvent.Type.Show, QEvent.Type.Hide) \
                and isinstance(obj, QMessageBox) and obj.parentWidget() is not None \
                and obj.parentWidget().window() is self.window:
            self._question(obj if event.type() == QEvent.Type.Show else None)
            return False
        if not self.active or event.type() not in GUARDED or self.step.kind == "finish" \
                or not self.window.isVisible():
            return False
        if self.allowed(obj, event):
            return False
        self.panel.warn(self.texts.buttons()["refused"])
        self._place()
        return True

    def allowed(self, obj, event) -> bool:
        t = event.type()
        menus = self.window.menuBar()
        if t == QEvent.Type.Shortcut:      # only the actions that play on the table are held back
            return obj is self.reference_action or obj in self._step_actions() or obj is menus \
                or not self._ours(obj) or obj not in self._table_actions()
        if not isinstance(obj, QWidget):
            return True
        if obj.window() is not self.window or obj is self.panel or self.panel.isAncestorOf(obj) \
                or obj is menus or menus.isAncestorOf(obj):     # (the menus stay usable)
            return True
        if t == QEvent.Type.KeyPress:      # F1 and lone modifiers (Shift for a drag) only
            return event.key() in (Qt.Key.Key_F1, Qt.Key.Key_Shift, Qt.Key.Key_Control, Qt.Key.Key_Alt,
                                   Qt.Key.Key_Meta)
        if t == QEvent.Type.ContextMenu or self.window.controller.actor_id != lesson.LEARNER:
            return False
        step, w = self.step, self.window
        board = w.board.viewport()
        if t == QEvent.Type.Drop:
            return obj is board and step.kind in ("conquer", "place", "move") and \
                self._region_at(event.position().toPoint()) == step.target
        if obj is board:
            return step.kind == "move" and self._region_at(event.position().toPoint()) == step.source
        for target in self.targets():
            widget, rect = target if isinstance(target, tuple) else (target, None)
            if widget is board:
                continue
            if obj is widget or widget.isAncestorOf(obj):
                pos = obj.mapTo(widget, event.position().toPoint()) if hasattr(event, "position") else None
                return rect is None or pos is None or rect.contains(pos)
        return False

    def _ours(self, obj: QObject) -> bool:
        while obj is not None:
            if obj is self.window:
                return True
            obj = obj.parent()
        return False

    def _table_actions(self) -> list:
        """The actions that would play on the lesson's table (its step allows its own)."""
        a, w = self.window.game_actions, self.window
        out = [a.undo, a.redo, a.end_turn, a.decline, a.finish_conquests, a.place_suggested, a.cancel_choice]
        bots = getattr(w, "bot_play", None)
        return out + ([bots.suggest, bots.skip] if bots is not None else [])

    def _step_actions(self) -> list:
        step = self.step
        return [getattr(self.window.game_actions, step.target)] if step.kind == "button" else []

    def _region_at(self, pos: QPoint) -> str | None:
        board = self.window.board
        return board.scene().region_at(board.mapToScene(pos))
