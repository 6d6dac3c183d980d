"""The Hand panel as a player meets it: a combination dragged anywhere onto it is picked,
the token count stays readable over a big stack, the abilities and their Confirm/Cancel in
view at 1600×960."""

from __future__ import annotations

import copy

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDropEvent, QFont, QFontMetricsF
from PySide6.QtWidgets import QApplication

from smallwow_qt.controller.mime import combo_mime
from tests.views.support import (conquer_with_the_champion, landed_with_the_champion,
                                 legal_conquests, make_window, pass_handover)
from tests.views.support import GOBLINS, seated_at


def _drop_on(widget, pos: QPoint, mime, within) -> QDropEvent:
    """Enter and drop at `pos` of `widget`, delivered where Qt would: the nearest ancestor
    that accepts drops."""
    target, at = widget, pos
    while target is not None and not target.acceptDrops():
        at = target.mapToParent(at)
        target = target.parentWidget()
    assert target is not None and within.isAncestorOf(target), "nothing on the panel takes a drop"
    actions = Qt.DropAction.CopyAction | Qt.DropAction.MoveAction
    buttons, mods = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    QApplication.sendEvent(target, QDragEnterEvent(at, actions, mime, buttons, mods))
    drop = QDropEvent(QPointF(at), actions, mime, buttons, mods)
    QApplication.sendEvent(target, drop)
    return drop


def test_a_combination_dropped_on_the_hand_panel_is_picked(qtbot):
    window = make_window(qtbot)
    pass_handover(qtbot, window)
    c = window.controller
    dock = window.hand_dock
    assert "drag it here" in dock.stage.text()
    # dropped on the hint itself, not on the stack's slot
    drop = _drop_on(dock.stage, dock.stage.rect().center(), combo_mime(1), dock)
    assert drop.isAccepted()
    assert c.state.current.race is not None
    assert c.state.current.coins == 5 - 1 + 0     # one coin on the combination skipped


def test_before_a_pick_the_stack_is_a_slot_that_says_what_to_drop(qtbot):
    """No empty box before a race is chosen: the stack shows a token's place and says what
    goes there, in the game's language; a combination dropped on it is picked, and the
    stack's own count takes over."""
    window = make_window(qtbot)
    stack = window.hand_dock.stack
    stack.grab()
    assert stack.count_text == ""            # the seat not taken yet: nothing to say
    pass_handover(qtbot, window)
    stack.grab()
    assert stack.count_text == "Drop a combination here"
    assert stack.stack_right > 0
    drop = _drop_on(stack, stack.rect().center(), combo_mime(0), window.hand_dock)
    assert drop.isAccepted() and window.controller.state.current.race is not None
    stack.grab()
    assert "in hand" in stack.count_text


def test_the_count_is_never_covered_by_the_stack(qtbot):
    window = make_window(qtbot)
    pass_handover(qtbot, window)
    c = window.controller
    stack = window.hand_dock.stack
    c.pick(5)       # the most tokens the column offers
    for width in (220, 280, 330):
        for count in (9, 15, 23):
            c.state.current.hand = count
            stack.setFixedWidth(width)
            stack.grab()                # paints
            font = QFont(stack.font())
            font.setBold(True)
            font.setPointSizeF(font.pointSizeF() * 1.15)
            text_left = stack.width() - 2 - 10 - QFontMetricsF(font).horizontalAdvance(stack.count_text)
            assert str(count) in stack.count_text
            assert stack.stack_right <= text_left, (width, count)


def test_abilities_and_their_confirm_in_view_at_1600_by_960(qtbot):
    window = seated_at(qtbot, copy.deepcopy(GOBLINS))
    window.resize(1600, 960)
    for _ in range(3):
        QApplication.processEvents()
    dock = window.hand_dock
    viewport = dock.widget().viewport()

    def in_view(widget) -> bool:
        top_left = widget.mapTo(viewport, QPoint(0, 0))
        return widget.isVisible() and viewport.rect().contains(top_left) and \
            viewport.rect().contains(top_left + QPoint(widget.width() - 1, widget.height() - 1))

    assert in_view(dock.ability_buttons["bombs"])
    qtbot.mouseClick(dock.ability_buttons["bombs"], Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert in_view(dock.confirm_button) and in_view(dock.cancel_button)


def test_a_used_artifact_is_unticked_in_the_hand(qtbot):
    window = make_window(qtbot)
    conquer_with_the_champion(qtbot, window)
    assert window.controller.selected_uses == set()
    checks = window.hand_dock.use_checks
    assert not any(check.isChecked() for check in checks.values()), \
        {use: check.isChecked() for use, check in checks.items()}


def test_a_refused_conquest_keeps_the_ticks(qtbot):
    window = make_window(qtbot)
    c = window.controller
    first, _ = landed_with_the_champion(qtbot, window)
    c.set_use("champion", True)
    reachable = {region for region, _ in legal_conquests(window)}
    far = next(r for r, v in c.state.regions.items() if v.owner is None and not c.state.map.by_id[r].is_water
               and r not in reachable)
    assert not c.conquer(far)
    assert c.selected_uses == {"champion"}
