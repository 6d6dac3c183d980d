"""The hand: the tokens the player to act holds, their combination and what they may do.

Drag the stack onto a region to conquer or reinforce it (Shift: every token at once); drag
a region's tokens back here to abandon it (before the first conquest) or to lift them for
redeployment. Optional abilities are buttons built from the engine's `legal_actions`; those
that name several regions (bombs, objectives, swaps, intimidation, steals) start choosing the
regions on the map, and the hand then shows the choice: what to click, how many regions are
chosen, Confirm and Cancel.
"""

from __future__ import annotations

from collections import OrderedDict

from PySide6.QtCore import QEvent, QPoint, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QDrag, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (QApplication, QCheckBox, QFrame, QGridLayout, QGroupBox, QHBoxLayout,
                               QLabel, QMenu, QPushButton, QScrollArea, QSizePolicy, QToolButton,
                               QVBoxLayout, QWidget)

from smallwow_qt.controller.game_controller import DropKind, GameController
from smallwow_qt.controller.mime import HAND, TokenDrag, combo_from_mime
from smallwow_qt.controller.place_names import place_name
from smallwow_qt.controller.selection import KINDS, RegionSelection
from smallwow_qt.controller import Action, Stage
from smallwow_qt.views.action_text import choice_title, describe_action, group_title, use_label
from smallwow_qt.views.actions import GameActions
from smallwow_qt.views.docks.base import GameDock, discard
from smallwow_qt.views.emblems import emblem_image, emblem_pixmap, pair_pixmap, with_emblems

HEAD_WIDTH = 44 + 3 + round(44 * 0.72)     # the race's emblem and the power's (`pair_pixmap`)


class HandStack(QWidget):
    """The tokens in hand as a stack: a drag source and a drop target."""

    def __init__(self, controller: GameController, parent=None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setAcceptDrops(True)
        self.setMinimumSize(QSize(200, 84))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self._press: QPoint | None = None
        self._drop_hover = False
        self.count_text = ""
        self.stack_right = 0.0      # where the drawn stack ends (tests check the count is clear)

    def hand(self) -> tuple[str | None, int]:
        """(race, tokens) of the player to act, when they have taken the seat."""
        c = self.controller
        if not c.has_game or not c.seat_ready:
            return None, 0
        actor = c.state.actor
        return actor.race, actor.hand

    def make_drag(self, everything: bool = False) -> TokenDrag | None:
        race, count = self.hand()
        if not race or count <= 0:
            return None
        return TokenDrag(self.controller.actor_id, HAND, count if everything else 1)

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        rect = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        painter.setPen(QPen(QColor("#3f8cff") if self._drop_hover else QColor(0, 0, 0, 60),
                            2.5 if self._drop_hover else 1, Qt.PenStyle.DashLine))
        painter.setBrush(QColor(250, 244, 228))
        painter.drawRoundedRect(rect, 8, 8)
        race, count = self.hand()
        size = 56.0
        dpr = self.devicePixelRatioF()
        font = QFont(self.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        if race and count:
            text = self.tr("%n token(s) in hand", "", count)
            # the stack keeps clear of the count, however many tokens and however narrow
            room = rect.width() - 10 - size - QFontMetricsF(font).horizontalAdvance(text) - 22
            shown = max(1, min(count, 12, 1 + int(max(0.0, room) // 3)))
            step = min(14.0, max(0.0, room) / (shown - 1)) if shown > 1 else 0
            if room < 0:        # too narrow for both: the count alone
                shown = 0
            image = emblem_image(race, False, round(size * dpr))
            for k in range(shown):
                painter.drawImage(QRectF(rect.left() + 10 + k * step, rect.top() + (rect.height() - size) / 2,
                                         size, size), image)
            self.stack_right = rect.left() + 10 + (shown - 1) * step + size if shown else rect.left()
        elif race:
            text = self.tr("No tokens in hand")
        else:
            text = ""
        self.count_text = text
        painter.setFont(font)
        painter.setPen(QColor("#2a2418"))
        painter.drawText(rect.adjusted(8, 0, -10, 0), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                         text)
        painter.end()

    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.position().toPoint()

    def mouseMoveEvent(self, event) -> None:
        if self._press is None or not (event.buttons() & Qt.MouseButton.LeftButton):
            return
        if (event.position().toPoint() - self._press).manhattanLength() < QApplication.startDragDistance():
            return
        self._press = None
        info = self.make_drag(bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier))
        if info is None:
            return
        drag = QDrag(self)
        drag.setMimeData(info.to_mime())
        race, _ = self.hand()
        drag.setPixmap(emblem_pixmap(race, False, 40, self.devicePixelRatioF()))
        drag.setHotSpot(QPoint(20, 20))
        drag.exec(Qt.DropAction.MoveAction)

    def mouseReleaseEvent(self, event) -> None:
        self._press = None

    def dragEnterEvent(self, event) -> None:
        drag = TokenDrag.from_mime(event.mimeData())
        if (drag is not None and drag.source != HAND) or combo_from_mime(event.mimeData()) is not None:
            self._drop_hover = True
            self.update()
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragLeaveEvent(self, event) -> None:
        self._drop_hover = False
        self.update()

    def dropEvent(self, event) -> None:
        self._drop_hover = False
        self.update()
        index = combo_from_mime(event.mimeData())
        if index is not None:
            event.acceptProposedAction()
            self.controller.pick(index)
            return
        drag = TokenDrag.from_mime(event.mimeData())
        if drag is None:
            event.ignore()
            return
        verdict = self.controller.verdict(drag, HAND)
        if verdict.kind is DropKind.REFUSE:
            event.ignore()
        else:
            event.acceptProposedAction()
        self.controller.carry_out(verdict)


class HandDock(GameDock):
    OBJECT_NAME = "handDock"

    def __init__(self, controller: GameController, actions: GameActions, parent=None,
                 selection: RegionSelection | None = None) -> None:
        super().__init__(controller, parent)
        self.game_actions = actions
        self.selection = selection
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(6, 6, 6, 6)
        head = QHBoxLayout()
        self.emblem = QLabel()          # the race's emblem and the power's beside it
        self.emblem.setFixedSize(HEAD_WIDTH, 44)
        head.addWidget(self.emblem)
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.title.setTextFormat(Qt.TextFormat.RichText)
        head.addWidget(self.title, 1)
        layout.addLayout(head)
        self.stack = HandStack(controller)
        layout.addWidget(self.stack)
        self.stage = QLabel()
        self.stage.setWordWrap(True)
        layout.addWidget(self.stage)
        self.uses_box = QGroupBox()
        self.uses_layout = QVBoxLayout(self.uses_box)
        self.abilities_box = QGroupBox()
        self.abilities_layout = QVBoxLayout(self.abilities_box)
        self.choice_box = QGroupBox()       # while regions are chosen on the map
        self.choice_box.setObjectName("choiceBox")
        choice = QVBoxLayout(self.choice_box)
        self.choice_prompt = QLabel()
        self.choice_prompt.setWordWrap(True)
        choice.addWidget(self.choice_prompt)
        self.choice_counter = QLabel()
        self.choice_counter.setObjectName("choiceCounter")
        font = QFont(self.choice_counter.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.choice_counter.setFont(font)
        choice.addWidget(self.choice_counter)
        self.choice_regions = QLabel()
        self.choice_regions.setWordWrap(True)
        choice.addWidget(self.choice_regions)
        row = QHBoxLayout()
        self.confirm_button = QPushButton()
        self.confirm_button.setDefault(True)
        self.cancel_button = QPushButton()
        row.addWidget(self.confirm_button)
        row.addWidget(self.cancel_button)
        choice.addLayout(row)
        self.choice_box.setVisible(False)
        # what the player may do now comes first; the turn buttons (also in the toolbar) after
        layout.addWidget(self.choice_box)
        layout.addWidget(self.abilities_box)
        layout.addWidget(self.uses_box)
        buttons = QGridLayout()
        self.buttons: list[QToolButton] = []
        for i, action in enumerate((actions.finish_conquests, actions.place_suggested,
                                    actions.decline, actions.end_turn)):
            button = QToolButton()
            button.setDefaultAction(action)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            # the stage's actions on the left, the turn-ending ones on the right: the longest
            # labels share a column, so the dock stays narrow in every language
            buttons.addWidget(button, i % 2, i // 2)
            self.buttons.append(button)
        layout.addLayout(buttons)
        layout.addStretch(1)
        scroll = QScrollArea()          # many ability choices scroll instead of squeezing the column
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(body)
        self.setWidget(scroll)
        body.setAcceptDrops(True)       # "drag it here": anywhere on the panel, not only the stack
        body.installEventFilter(self)
        self.body = body
        self.use_checks: dict[str, QCheckBox] = {}
        self.ability_buttons: dict[str, QToolButton] = {}
        controller.state_changed.connect(self.refresh)
        controller.seat_taken.connect(self.refresh)
        if selection is not None:
            selection.changed.connect(self._refresh_choice)
            self.confirm_button.clicked.connect(selection.confirm)
            self.cancel_button.clicked.connect(selection.cancel)
        self.retranslate()

    def eventFilter(self, watched, event) -> bool:
        kinds = {QEvent.Type.DragEnter: self.stack.dragEnterEvent, QEvent.Type.DragMove: self.stack.dragEnterEvent,
                 QEvent.Type.DragLeave: self.stack.dragLeaveEvent, QEvent.Type.Drop: self.stack.dropEvent}
        if watched is getattr(self, "body", None) and event.type() in kinds:
            kinds[event.type()](event)
            return True
        return super().eventFilter(watched, event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Hand"))
        self.uses_box.setTitle(self.tr("Use when conquering"))
        self.uses_box.setToolTip(self.tr("Tick an ability, then drop tokens on a region to conquer "
                                         "it with that ability"))
        self.abilities_box.setTitle(self.tr("Abilities"))
        self.stack.setToolTip(self.tr("Drag onto a region to conquer it or add a token to it "
                                      "(hold Shift to move them all). Drag a region's tokens here "
                                      "to abandon it or take them back."))
        self.confirm_button.setText(self.tr("Confirm"))
        self.confirm_button.setToolTip(self.tr("Play the ability on the chosen regions"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.cancel_button.setToolTip(self.tr("Leave the choice without doing anything (Esc)"))
        self.refresh()

    # ----- content -------------------------------------------------------------------------

    def refresh(self, *_) -> None:
        c = self.controller
        self.stack.update()
        if not c.has_game:
            self.title.setText("")
            self.stage.setText(self.tr("No game in progress."))
            self._rebuild_uses([])
            self._rebuild_abilities([])
            return
        st = c.state
        actor = st.actor
        if actor is None:
            self.emblem.clear()
            self.title.setText(self.tr("The game is over."))
            self.stage.setText("")
            self._rebuild_uses([])
            self._rebuild_abilities([])
            return
        if not c.seat_ready:
            self.emblem.clear()
            self.title.setText(self.tr("Waiting for %1").replace("%1", _esc(actor.name)))
            self.stage.setText("")
            self._rebuild_uses([])
            self._rebuild_abilities([])
            return
        texts = c.texts
        if actor.race:
            self.emblem.setPixmap(pair_pixmap(actor.race, actor.power, 44, self.devicePixelRatioF()))
            self.title.setText(f"<b>{_esc(actor.name)}</b><br>{_esc(texts.combo(actor.race, actor.power))}")
            tip = with_emblems(texts.combo_tooltip(actor.race, actor.power), actor.race, actor.power)
            self.title.setToolTip(tip)
            self.emblem.setToolTip(tip)
        else:
            self.emblem.clear()
            self.title.setText(f"<b>{_esc(actor.name)}</b><br>" + _esc(self.tr("No active race")))
            self.title.setToolTip("")
        self.stage.setText(self.stage_text())
        self._rebuild_uses(c.available_uses())
        self._rebuild_abilities(c.ability_actions())
        self._refresh_choice()

    def stage_text(self) -> str:
        st = self.controller.state
        stage = st.stage
        if stage is Stage.PICK:
            return self.tr("Pick a combination in the column (click it or drag it here).")
        if stage is Stage.CONQUER:
            if not st.turn.conquests:
                return self.tr("Drag tokens from your hand onto a region to conquer it. Before your "
                               "first conquest you may drag a region's tokens here to abandon it.")
            if not st.actor.hand:
                return self.tr("No tokens left in hand: stop conquering and redeploy.")
            return self.tr("Conquer more regions, or stop and redeploy. A region you are at most "
                           "3 tokens short of can be tried with the reinforcement die.")
        if stage is Stage.REDEPLOY:
            return self.tr("Redeploy: drag tokens between your regions, then end your turn.")
        if stage is Stage.DECLINED:
            return self.tr("Your race is in decline: end your turn to score.")
        if stage is Stage.DEFENDERS:
            return self.tr("Your tokens were driven out: place them on your regions "
                           "(drag them, or place them as suggested).")
        return ""

    def _rebuild_uses(self, uses: list[str]) -> None:
        if list(self.use_checks) == uses:
            for use, check in self.use_checks.items():
                check.blockSignals(True)
                check.setChecked(use in self.controller.selected_uses)
                check.setText(use_label(use))
                check.blockSignals(False)
            self.uses_box.setVisible(bool(uses))
            return
        for check in self.use_checks.values():
            discard(check)
        self.use_checks = {}
        for use in uses:
            check = QCheckBox(use_label(use))
            check.setChecked(use in self.controller.selected_uses)
            check.toggled.connect(lambda on, u=use: self.controller.set_use(u, on))
            self.uses_layout.addWidget(check)
            self.use_checks[use] = check
        self.uses_box.setVisible(bool(uses))

    def _rebuild_abilities(self, actions: list[Action]) -> None:
        groups: OrderedDict[str, list[Action]] = OrderedDict()
        for action in actions:
            groups.setdefault(action.key, []).append(action)
        for button in self.ability_buttons.values():
            discard(button)
        self.ability_buttons = {}
        state = self.controller.state if self.controller.has_game else None
        for key, items in groups.items():
            button = QToolButton()
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            if key in KINDS and self.selection is not None:
                # choose the regions on the map; the arrow keeps the engine's ready-made choices
                button.setText(choice_title(key))
                button.setToolTip(self.tr("Choose the regions on the map"))
                button.clicked.connect(lambda _=False, k=key: self.selection.start(k))
                menu = QMenu(button)
                for action in items:
                    menu.addAction(describe_action(action, state)).triggered.connect(
                        lambda _=False, a=action: self.controller.play(a))
                button.setMenu(menu)
                button.setPopupMode(QToolButton.ToolButtonPopupMode.MenuButtonPopup)
            elif len(items) == 1:
                label = describe_action(items[0], state)
                button.setText(label)
                button.setToolTip(label)
                button.clicked.connect(lambda _=False, a=items[0]: self.controller.play(a))
            else:
                button.setText(group_title(key) + " …")
                button.setToolTip(self.tr("%n choice(s)", "", len(items)))
                menu = QMenu(button)
                for action in items:
                    menu.addAction(describe_action(action, state)).triggered.connect(
                        lambda _=False, a=action: self.controller.play(a))
                button.setMenu(menu)
                button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
            self.abilities_layout.addWidget(button)
            self.ability_buttons[key] = button
        self.abilities_box.setVisible(bool(groups))

    # ----- choosing regions on the map ---------------------------------------------------------

    def _refresh_choice(self) -> None:
        sel = self.selection
        active = sel is not None and sel.active and self.controller.seat_ready
        self.choice_box.setVisible(active)
        if not active:
            self.abilities_box.setVisible(bool(self.ability_buttons))
            self.uses_box.setVisible(bool(self.use_checks))
            return
        self.abilities_box.setVisible(False)
        self.uses_box.setVisible(False)
        self.choice_box.setTitle(group_title(sel.key))
        self.choice_prompt.setText(self.choice_prompt_text())
        text, ok = self.counter_text()
        self.choice_counter.setText(text)
        self.choice_counter.setStyleSheet("" if ok else "color: #b3261e;")
        st = self.controller.state
        names = [place_name(st.map.by_id[rid].display_name) for rid in sel.selected]
        self.choice_regions.setText(", ".join(names) if names else self.tr("No region chosen yet."))
        self.confirm_button.setEnabled(sel.can_confirm)

    def choice_prompt_text(self) -> str:
        """What to click next."""
        sel = self.selection
        key, step = sel.key, len(sel.selected)
        if key == "bombs":
            return self.tr("Click the highlighted regions to add or take away a bomb, then confirm.")
        if key == "objectives":
            return self.tr("Click the highlighted regions to place or take away a Military "
                           "Objective, then confirm.")
        if step == 0:
            return {
                "swap": self.tr("Click the first region of the swap."),
                "intimidate": self.tr("Click the region to intimidate."),
                "steal": self.tr("Click the region whose artifact you steal."),
            }.get(key, self.tr("Click the first region."))
        if step == 1 and sel.targets and not sel.single_ok:
            return {
                "swap": self.tr("Click the region to swap it with."),
                "intimidate": self.tr("Click the region the token is driven into."),
                "steal": self.tr("Click your region the artifact goes into."),
            }.get(key, self.tr("Click the second region."))
        return self.tr("Confirm, or click a region to change your choice.")

    def counter_text(self) -> tuple[str, bool]:
        """'2 of 2 selected', and False when more regions are chosen than the engine took."""
        sel = self.selection
        n = len(sel.selected)
        if sel.ordered:
            needed = 1 if n == 1 and sel.single_ok else 2
            return self.tr("%1 of %2 selected").replace("%1", str(n)).replace("%2", str(needed)), True
        low, high = sel.counts
        ok = n <= high          # (too few is only a choice not finished yet)
        if low == high:
            text = self.tr("%1 of %2 selected").replace("%1", str(n)).replace("%2", str(high))
        elif low <= 1:
            text = self.tr("%1 selected (at most %2)").replace("%1", str(n)).replace("%2", str(high))
        else:
            text = self.tr("%1 selected (%2 to %3)").replace("%1", str(n)).replace("%2", str(low)) \
                .replace("%3", str(high))
        return text, ok


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
