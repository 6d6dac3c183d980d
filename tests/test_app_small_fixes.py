"""The smaller things a player hit: badges over names during a drag, a greyed Undo that does
not say why, the die offered with an empty hand, the log's Murloc lines and "discards 0
Beasts", the players table at five, the hand-over button of a player who only places
tokens."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from smallwow_qt.controller.models import MURLOC_CHIP
from smallwow_qt.engine.events import Event
from smallwow_qt.engine.state import Stage
from test_app_helpers import (click_combination, drag_to_region, hand_drag, make_window, pass_handover,
                              window)  # noqa: F401
from test_app_legibility import FIVE
from test_app_play import _conquer_until_die, _start_conquering


def _settle(window):
    for _ in range(5):
        QApplication.processEvents()
    window.board._relayout.stop()
    window.board._rebuild()
    window.board.fit()
    QApplication.processEvents()


def test_drag_badges_keep_off_the_names(qtbot):
    window = make_window(qtbot, players=FIVE, seed=7)
    window.resize(1366, 768)
    _settle(window)
    pass_handover(qtbot, window)
    click_combination(qtbot, window, 0)
    board = window.board
    assert board.labels.on_screen
    transform = board.viewportTransform()
    covered = 0
    for rid, pieces in board.board.pieces.items():
        pieces.set_preview(("conquer", "12"))
        badge = pieces.cost_badge.deviceTransform(transform).mapRect(pieces.cost_badge.boundingRect())
        label = board.labels.items[rid]
        name = label.deviceTransform(transform).mapRect(label.text_rect())
        covered += badge.intersects(name)
    assert covered <= len(board.board.pieces) // 10, covered


def test_undo_says_why_it_is_greyed_after_a_die_roll(qtbot, window):
    c = window.controller
    _start_conquering(qtbot, window, row=0)
    undo = window.game_actions.undo
    assert undo.isEnabled() and "has been rolled" not in undo.toolTip()
    region, _ = _conquer_until_die(qtbot, window)
    c.state.forced_dice[:] = [3]
    drag_to_region(window, hand_drag(window), region)
    qtbot.waitUntil(lambda: any(e.kind == "die" for e in c.public_events()), timeout=2000)
    assert not undo.isEnabled()
    assert "die has been rolled" in undo.toolTip()


def test_no_die_offered_with_an_empty_hand(qtbot, window):
    c = window.controller
    _start_conquering(qtbot, window, row=0)
    drag_to_region(window, hand_drag(window), next(iter(
        rid for rid, b in c.options().items() if b.conquerable and b.total <= c.state.actor.hand)))
    assert "reinforcement die" in window.hand_dock.stage.text()
    c.state.actor.hand = 0
    c.state_changed.emit()
    assert c.state.stage is Stage.CONQUER
    assert "die" not in window.hand_dock.stage.text()
    assert "No tokens left in hand" in window.hand_dock.stage.text()


def test_murloc_lines_have_a_chip_and_no_discards_0_beasts(qtbot, window):
    c = window.controller
    model = window.log_dock.model
    murloc = Event("loss", None, {"region": next(iter(c.state.regions)), "discarded": 1, "race": "murlocs"},
                   "1 Murloc token in X is discarded.")
    beasts = Event("beasts", "p1", {"discarded": 0, "taken": 1, "hills": 1},
                   "Ann discards 0 Beasts and takes 1 Beast for 1 Hill.")
    model.append([murloc, beasts])
    rows = model.rowCount()
    from PySide6.QtCore import Qt
    chip = model.data(model.index(rows - 2), Qt.ItemDataRole.DecorationRole)
    assert chip is not None and chip.name() == MURLOC_CHIP
    line = model.data(model.index(rows - 1))
    assert "0 Beast" not in line and "discards" not in line and "1 Hill" in line


def test_five_players_fit_the_players_table(qtbot):
    window = make_window(qtbot, players=FIVE, seed=7)
    window.resize(1366, 768)
    _settle(window)
    dock = window.players_dock
    dock.fit_table()
    table = dock.table
    assert not table.verticalScrollBar().isVisible()
    shown = sum(table.rowHeight(r) for r in range(5))
    assert table.viewport().height() >= shown
    # every race name is whole: the column is as wide as the longest word in it
    from PySide6.QtGui import QFontMetrics
    metrics = QFontMetrics(table.font())
    column = dock.model.ACTIVE
    for r in range(5):
        text = dock.view_model.data(dock.view_model.index(r, column)) or ""
        for word in text.split():
            assert metrics.horizontalAdvance(word) < table.columnWidth(column), word


def test_a_player_who_only_places_tokens_is_not_told_show_my_turn(qtbot, window):
    window.handover.show_for("p2", "Bob", "#2f6fd0", defender=True, round_no=2, rounds=10)
    assert "place my tokens" in window.handover.button.text()
    window.handover.show_for("p2", "Bob", "#2f6fd0", defender=False, round_no=2, rounds=10)
    assert "show my turn" in window.handover.button.text()
