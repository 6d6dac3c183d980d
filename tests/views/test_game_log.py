"""The game log as a player reads it: Murloc lines with their chip, no "discards 0 Beasts"."""

from __future__ import annotations

from PySide6.QtCore import Qt

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
