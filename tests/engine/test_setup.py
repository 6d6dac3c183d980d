"""Standard setup per player count (RULES.md §2, FACTS.md "Setup by player count")."""

import pytest

from smallwow_qt.engine import Stage, draw_sides
from smallwow_qt.engine.data import MURLOCS, RACES, SETUP_BY_PLAYERS
from smallwow_qt.engine.mapdef import Symbol
from smallwow_qt.newgame import start_game


def sizes(sides):
    return sorted(s.split("_")[0] for s in sides)


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_setup_by_player_count(n):
    session = start_game([(f"p{i}", f"Player {i}") for i in range(n)], seed=100 + n)
    state = session.state
    want = SETUP_BY_PLAYERS[n]
    assert sizes(state.sides) == sorted(["large"] * want.large + ["medium"] * want.medium
                                        + ["small"] * want.small)
    boards = [s[:-1] for s in state.sides]
    assert len(set(boards)) == len(boards), "each physical board is used once, on one side"
    assert state.rounds == want.rounds == {2: 10, 3: 10, 4: 9, 5: 8}[n]
    assert all(p.coins == 5 for p in state.players)
    assert len(state.column) == 6
    assert state.round == 1 and state.stage is Stage.PICK and state.current.id == "p0"
    for rid, region in state.regions.items():
        d = state.map.by_id[rid]
        assert (region.race == MURLOCS) == d.has(Symbol.MURLOC)
        assert region.tokens == (1 if d.has(Symbol.MURLOC) else 0)
        assert (region.marker is not None) <= d.has(Symbol.MARKER)
        assert not region.marker_revealed
    markers = [r.marker for r in state.regions.values() if r.marker]
    assert len(set(markers)) == len(markers)
    spots = sum(1 for r in state.map.regions if r.has(Symbol.MARKER))
    assert spots == n


def test_sides_are_drawn_at_random_from_the_seed():
    draws = {tuple(draw_sides(5, seed)) for seed in range(40)}
    assert len(draws) > 10
    assert draw_sides(5, 7) == draw_sides(5, 7)
    faces = {s[-1] for d in draws for s in d}
    assert faces == {"a", "b"}


def test_same_seed_same_game_different_seed_different_column():
    a = start_game([("a", "A"), ("b", "B")], seed=1).state
    b = start_game([("a", "A"), ("b", "B")], seed=1).state
    c = start_game([("a", "A"), ("b", "B")], seed=2).state
    assert a.to_dict() == b.to_dict()
    assert [x.race for x in a.column] != [x.race for x in c.column] or a.sides != c.sides


def test_combos_are_distinct_races_and_powers():
    state = start_game([("a", "A"), ("b", "B"), ("c", "C")], seed=9).state
    races = [c.race for c in state.column] + state.race_stack
    powers = [c.power for c in state.column] + state.power_stack
    assert len(set(races)) == len(races) and set(races) <= set(RACES)
    assert len(set(powers)) == len(powers)


def test_player_count_outside_2_to_5_is_refused():
    with pytest.raises(ValueError):
        start_game([("a", "A")], seed=1)
    with pytest.raises(ValueError):
        draw_sides(6, 1)
