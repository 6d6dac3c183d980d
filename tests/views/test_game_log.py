"""The game log as a player reads it: Murloc lines with their chip, no "discards 0 Beasts"."""

from __future__ import annotations

from PySide6.QtCore import Qt

from smallwow_qt.app import screenshots

from smallwow_qt.controller.models import MURLOC_CHIP
from smallwow_qt.engine.events import Event


def test_murloc_lines_have_a_chip_and_no_discards_0_beasts(qtbot, window):
    c = window.controller
    model = window.log_dock.model
    murloc = Event("loss", None, {"region": next(iter(c.state.regions)), "discarded": 1, "race": "murlocs"},
                   "1 Murloc token in X is discarded.")
    beasts = Event("beasts", "p1", {"discarded": 0, "taken": 1, "hills": 1},
                   "Ann discards 0 Beasts and takes 1 Beast for 1 Hill.")
    model.append([murloc, beasts])
    rows = model.rowCount()
    chip = model.data(model.index(rows - 2), Qt.ItemDataRole.DecorationRole)
    assert chip is not None and chip.name() == MURLOC_CHIP
    line = model.data(model.index(rows - 1))
    assert "0 Beast" not in line and "discards" not in line and "1 Hill" in line


def _fill(window) -> None:
    """A few turns played: the log fills with the lines of a real game."""
    screenshots.play_turns(window, 4)
    assert window.log_dock.model.rowCount() > 20


def test_a_log_read_at_its_end_stays_there_when_its_lines_wrap_anew(qtbot, window):
    """Narrower, the lines wrap onto more rows: the last line stays in sight."""
    dock = window.log_dock
    bar = dock.view.verticalScrollBar()
    _fill(window)
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum())
    before = bar.maximum()
    dock.view.setFixedWidth(dock.view.width() // 2)
    qtbot.waitUntil(lambda: bar.maximum() > before)
    qtbot.waitUntil(lambda: bar.value() == bar.maximum())
    last = dock.model.index(dock.model.rowCount() - 1)
    assert dock.view.viewport().rect().intersects(dock.view.visualRect(last))


def test_a_log_scrolled_back_stays_where_the_player_left_it(qtbot, window):
    dock = window.log_dock
    bar = dock.view.verticalScrollBar()
    _fill(window)
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum())
    bar.setValue(0)                       # reading the beginning
    before = bar.maximum()
    dock.view.setFixedWidth(dock.view.width() // 2)
    qtbot.waitUntil(lambda: bar.maximum() > before)
    assert bar.value() == 0
