"""Every race, power, artifact and place of FACTS.md is registered, with its ability."""

from smallwow_qt.engine.data import MARKERS, POWERS, RACES
from smallwow_qt.engine.pieces import REGISTRY, piece


def test_all_48_pieces_are_registered_and_implemented():
    ids = set(RACES) | set(POWERS) | set(MARKERS)
    assert len(ids) == 48
    assert set(REGISTRY) == ids
    missing = sorted(i for i in ids if not piece(i).implemented)
    assert not missing, f"abilities not implemented: {missing}"


def test_kinds_match_the_tables():
    for rid in RACES:
        assert piece(rid).kind == "race"
    for pid in POWERS:
        assert piece(pid).kind == "power"
    for mid in MARKERS:
        assert piece(mid).kind in ("marker", "artifact", "place")


def test_facts_numbers():
    assert sum(r.supply for r in RACES.values()) == 182
    assert RACES["forsaken"].banner + POWERS["herbalist"].badge == 10
    assert [m for m in MARKERS.values() if m.kind == "artifact"].__len__() == 5
