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

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (QCheckBox, QFrame, QGridLayout, QHBoxLayout, QLabel, QMenu, QPushButton,
                               QScrollArea, QSizePolicy, QToolButton, QVBoxLayout, QWidget)

from smallwow_qt.controller.game_controller import GameController
from smallwow_qt.controller.place_names import place_name
from smallwow_qt.controller.selection import KINDS, RegionSelection
from smallwow_qt.controller import Action, Stage
from smallwow_qt.views.action_text import choice_title, describe_action, group_title, use_label
from smallwow_qt.views.actions import GameActions
from smallwow_qt.views.docks.base import GameDock, discard
from smallwow_qt.views.docks.hand_stack import HandStack
from smallwow_qt.views.emblems import pair_pixmap, with_emblems

EMBLEM = 22     # the race's and the power's emblems beside the player's name
HEAD_WIDTH = EMBLEM + 3 + round(EMBLEM * 0.72)     # (`pair_pixmap`)


class HandDock(GameDock):
    """Laid out for small screens: the turn's four buttons at the foot of the panel, where
    they stay whatever the turn shows above them; the panel asks the window for the height
    its content needs (see `HandScroll`), so nothing is cut or scrolled while there is room."""

    OBJECT_NAME = "handDock"

    def __init__(self, controller: GameController, actions: GameActions, parent=None,
                 selection: RegionSelection | None = None) -> None:
        super().__init__(controller, parent)
        self.game_actions = actions
        self.selection = selection
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.setSpacing(4)
        layout.addLayout(self._head())
        self.stack = HandStack(controller)
        layout.addWidget(self.stack)
        self.stage = QLabel()
        self.stage.setWordWrap(True)
        layout.addWidget(self.stage)
        layout.addWidget(self._choice_box())   # while regions are chosen on the map
        # what the player may do now, each part under a small heading (no frames: every line
        # of height counts on a laptop screen)
        self.abilities_box, self.abilities_layout, self.abilities_heading = _section()
        self.uses_box, self.uses_layout, self.uses_heading = _section()
        layout.addWidget(self.abilities_box)
        layout.addWidget(self.uses_box)
        layout.addStretch(1)
        layout.addLayout(self._turn_buttons(actions))
        scroll = HandScroll(self)   # (scrolls only when the window has no room left to give)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(body)
        self.setWidget(scroll)
        body.setAcceptDrops(True)       # "drag it here": anywhere on the panel, not only the stack
        body.installEventFilter(self)
        self.body = body
        self.scroll = scroll
        self.use_checks: dict[str, QCheckBox] = {}
        self.ability_buttons: dict[str, QToolButton] = {}
        controller.state_changed.connect(self.refresh)
        controller.seat_taken.connect(self.refresh)
        if selection is not None:
            selection.changed.connect(self._refresh_choice)
            self.confirm_button.clicked.connect(selection.confirm)
            self.cancel_button.clicked.connect(selection.cancel)
        self.retranslate()

    def _head(self) -> QHBoxLayout:
        """Who holds the hand, with the emblems of their race and power."""
        head = QHBoxLayout()
        head.setSpacing(6)
        self.emblem = QLabel()
        self.emblem.setFixedSize(HEAD_WIDTH, EMBLEM)
        head.addWidget(self.emblem)
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.title.setTextFormat(Qt.TextFormat.RichText)
        head.addWidget(self.title, 1)
        return head

    def _choice_box(self) -> QWidget:
        """The choice of regions on the map (shown in place of the stage's sentence)."""
        self.choice_box, choice, self.choice_heading = _section()
        self.choice_box.setObjectName("choiceBox")
        self.choice_prompt = QLabel()
        self.choice_prompt.setWordWrap(True)
        choice.addWidget(self.choice_prompt)
        self.choice_counter = QLabel()
        self.choice_counter.setObjectName("choiceCounter")
        font = QFont(self.choice_counter.font())
        font.setBold(True)
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
        return self.choice_box

    def _turn_buttons(self, actions: GameActions) -> QGridLayout:
        """The turn's buttons (also in the toolbar), always in the same place: the foot."""
        buttons = QGridLayout()
        buttons.setSpacing(4)
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
        return buttons

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.scroll.updateGeometry()        # (the room the window has for the panel may have changed)

    def eventFilter(self, watched, event) -> bool:
        kinds = {QEvent.Type.DragEnter: self.stack.dragEnterEvent, QEvent.Type.DragMove: self.stack.dragEnterEvent,
                 QEvent.Type.DragLeave: self.stack.dragLeaveEvent, QEvent.Type.Drop: self.stack.dropEvent}
        if watched is getattr(self, "body", None) and event.type() in kinds:
            kinds[event.type()](event)
            return True
        return super().eventFilter(watched, event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Hand"))
        self.uses_heading.setText(self.tr("Use when conquering"))
        self.uses_box.setToolTip(self.tr("Tick an ability, then drop tokens on a region to conquer "
                                         "it with that ability"))
        self.abilities_heading.setText(self.tr("Abilities"))
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
        self._refresh_content()
        self.scroll.updateGeometry()        # (the room the content needs may have changed)

    def _refresh_content(self) -> None:
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
            self.emblem.setPixmap(pair_pixmap(actor.race, actor.power, EMBLEM, self.devicePixelRatioF()))
            self.title.setText(f"<b>{_esc(actor.name)}</b> · {_esc(texts.combo(actor.race, actor.power))}")
            tip = with_emblems(texts.combo_tooltip(actor.race, actor.power), actor.race, actor.power)
            self.title.setToolTip(tip)
            self.emblem.setToolTip(tip)
        else:
            self.emblem.clear()
            self.title.setText(f"<b>{_esc(actor.name)}</b> · " + _esc(self.tr("No active race")))
            self.title.setToolTip("")
        self.stage.setText(self.stage_text())
        self._rebuild_uses(c.available_uses())
        self._rebuild_abilities(c.ability_actions())
        self._show_choice()

    def stage_text(self) -> str:
        st = self.controller.state
        stage = st.stage
        if stage is Stage.PICK:
            return self.tr("Pick a combination in the column (click it or drag it here).")
        if stage is Stage.CONQUER:
            if not st.turn.conquests:
                text = self.tr("Drag tokens onto a region to conquer it.")
                if st.active_regions(st.actor.id):
                    text += " " + self.tr("First, you may drag a region's tokens here to abandon it.")
                return text
            if not st.actor.hand:
                return self.tr("No tokens left in hand: stop conquering and redeploy.")
            return self.tr("Conquer more, or stop and redeploy. Up to 3 tokens short? Try the "
                           "reinforcement die.")
        if stage is Stage.REDEPLOY:
            return self.tr("Redeploy: drag tokens between your regions, then end your turn.")
        if stage is Stage.DECLINED:
            return self.tr("Your race is in decline: end your turn to score.")
        if stage is Stage.DEFENDERS:
            return self.tr("Your tokens were driven out: place them on your regions.")
        return ""

    def _rebuild_uses(self, uses: list[str]) -> None:
        if list(self.use_checks) == uses:
            for use, check in self.use_checks.items():
                check.blockSignals(True)
                check.setChecked(use in self.controller.selected_uses)
                check.blockSignals(False)
                check.parentWidget().set_text(use_label(use))
            self.uses_box.setVisible(bool(uses))
            return
        for check in self.use_checks.values():
            discard(check.parentWidget())
        self.use_checks = {}
        for use in uses:
            row = WrappingCheck(use_label(use))
            check = row.check
            check.setChecked(use in self.controller.selected_uses)
            check.toggled.connect(lambda on, u=use: self.controller.set_use(u, on))
            self.uses_layout.addWidget(row)
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
        self._show_choice()
        self.scroll.updateGeometry()

    def _show_choice(self) -> None:
        sel = self.selection
        active = sel is not None and sel.active and self.controller.seat_ready
        self.choice_box.setVisible(active)
        if not active:
            self.abilities_box.setVisible(bool(self.ability_buttons))
            self.uses_box.setVisible(bool(self.use_checks))
            self.stage.setVisible(True)
            return
        self.abilities_box.setVisible(False)
        self.uses_box.setVisible(False)
        self.stage.setVisible(False)
        self.choice_heading.setText(group_title(sel.key))
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


def _section() -> tuple[QWidget, QVBoxLayout, QLabel]:
    """A part of the panel under a small bold heading: (widget, its layout, the heading)."""
    box = QWidget()
    layout = QVBoxLayout(box)
    layout.setContentsMargins(0, 2, 0, 0)
    layout.setSpacing(2)
    heading = QLabel()
    font = QFont(heading.font())
    font.setBold(True)
    heading.setFont(font)
    layout.addWidget(heading)
    box.setVisible(False)
    return box, layout, heading


class WrappingCheck(QWidget):
    """A check box whose text wraps on as many lines as the panel's width needs (a QCheckBox
    keeps its text on one line and widens the panel); clicking the text ticks it too."""

    def __init__(self, text: str, parent=None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(4)
        self.check = QCheckBox()          # (the box alone: its text is the label's)
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.set_text(text)
        row.addWidget(self.check, 0, Qt.AlignmentFlag.AlignTop)
        row.addWidget(self.label, 1)

    def set_text(self, text: str) -> None:
        self.label.setText(text)
        self.check.setAccessibleName(text)

    def mouseReleaseEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.label.geometry().contains(event.position().toPoint()):
            self.check.toggle()


SEPARATOR = 6       # px between two docked panels (the styles' PM_DockWidgetSeparatorExtent: 4-6)


class HandScroll(QScrollArea):
    """The panel's frame: it asks for the height its content needs as its minimum, so the
    window gives the Hand panel that room from its neighbours (up to what the side of the
    window holds: then, and only then, it scrolls), and for the content's width, so nothing
    is cut sideways."""

    def __init__(self, dock: QWidget) -> None:
        super().__init__()
        self.dock = dock

    def minimumSizeHint(self) -> QSize:
        body = self.widget()
        if body is None:
            return super().minimumSizeHint()
        width = body.minimumSizeHint().width()
        inner = max(width, self.width())        # (NoFrame: the viewport's width, unless it scrolls)
        need = body.heightForWidth(inner) if body.hasHeightForWidth() else body.sizeHint().height()
        room = self.room()
        if need > room:         # (then a scroll bar takes a strip of the width)
            width += self.verticalScrollBar().sizeHint().width()
        return QSize(width, min(need, room))

    def sizeHint(self) -> QSize:
        return self.minimumSizeHint()

    def room(self) -> int:
        """The most height the panel may ask for: its side of the window less what the other
        panels there need at least (the whole screen's height, floating)."""
        dock = self.dock
        window = dock.parentWidget()
        chrome = max(0, dock.height() - self.height())           # the title bar
        if dock.isFloating() or not hasattr(window, "dockWidgetArea"):
            screen = dock.screen()
            return (screen.availableGeometry().height() if screen else 700) - chrome
        area = window.dockWidgetArea(dock)
        # (the window's own list: findChildren would make PySide wrap every child object,
        # creating classes the first paint does without)
        others = [d for d in getattr(window, "docks", ()) if d is not dock and d.isVisible()
                  and not d.isFloating() and window.dockWidgetArea(d) == area and not window.tabifiedDockWidgets(d)]
        central = window.centralWidget()
        side = central.height() if central is not None else window.height()
        return max(120, side - chrome - sum(d.minimumSizeHint().height() + SEPARATOR for d in others))
