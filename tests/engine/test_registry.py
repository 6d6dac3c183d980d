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


def test_every_module_of_the_pieces_package_is_imported():
    """The catalogue imports the package's modules from a list: a new module left out of it
    would silently never register its piece."""
    import pkgutil

    import smallwow_qt.engine.pieces as pieces
    from smallwow_qt.engine.pieces import catalogue

    core = {"base", "catalogue", "common", "races", "powers", "markers"}
    found = {m.name for m in pkgutil.iter_modules(pieces.__path__)} - core
    assert set(catalogue.MODULES) == found
    assert list(catalogue.MODULES) == sorted(catalogue.MODULES)
