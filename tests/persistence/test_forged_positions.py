"""Forged positions (benchmarks/fuzz_forged.py): positions of real games edited field by
field in ways the rules care about, their save's check values recomputed, each either
refused with one sentence or played on to the end of the game (every listed action of the
first turns accepted). A small seeded slice here; the script runs thousands."""

from __future__ import annotations

from tests.persistence.support import needs_sides
from tests.scripts import script


@needs_sides
def test_a_slice_of_forged_positions_is_refused_or_played_on():
    result = script("fuzz_forged").run(300, seed=27)
    assert result["positions"] == 300
    assert result["crashed"] == 0, result["examples"]
    assert result["real_refused"] == 0, result["examples"]       # no real position refused
    # both outcomes occur often enough for the slice to mean something
    assert result["refused"] >= 40 and result["played_on"] >= 40, result
