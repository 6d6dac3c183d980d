"""Copy-on-write regions: `regions_of` finds a player's regions from the regions filed by
holder (`RegionMap.held`) and answers exactly as a look at every region does, whatever was
handed out, changed or cloned in between."""

import random

import pytest

from smallwow_qt.engine import apply, legal_actions
from smallwow_qt.engine.context import cache_while_reading
from smallwow_qt.engine.state import GameState, RegionState
from smallwow_qt.newgame import start_game


def scanned(state: GameState, player_id: str, race: str, declined: bool) -> list[str]:
    return [rid for rid, r in dict.items(state.regions)
            if r.owner == player_id and r.race == race and r.declined == declined and r.occupied]


def every_holder(state: GameState):
    races = {(r.owner, r.race) for r in dict.values(state.regions) if r.owner is not None}
    for p in state.players:
        races |= {(p.id, p.race), (p.id, p.declined)}
    for owner, race in sorted(races, key=str):
        if race is not None:
            for declined in (False, True):
                yield owner, race, declined


def agrees(state: GameState) -> None:
    for owner, race, declined in every_holder(state):
        assert state.regions_of(owner, race, declined) == scanned(state, owner, race, declined)


@pytest.mark.parametrize("players,seed", [(3, 5), (5, 6), (4, 7), (2, 8)])
def test_regions_of_agrees_with_a_look_at_every_region(players, seed):
    state = start_game([(f"p{i}", f"P{i}") for i in range(players)], seed=seed).state
    rng = random.Random(seed)
    seen = []
    while not state.game_over:
        agrees(state)
        with cache_while_reading(state):
            agrees(state)
        seen.append(state)
        state, _ = apply(state, rng.choice(legal_actions(state)).action)
    for state in seen[::5]:   # still right once later states were cloned from them
        agrees(state)


def test_a_region_changed_after_it_was_handed_out_is_seen_as_it_is_now():
    state = start_game([("p0", "P0"), ("p1", "P1")], seed=3).state
    first, second, third = list(state.regions)[:3]
    state.regions[first] = RegionState(owner="p0", race="orcs", tokens=2)
    child = state.clone()
    assert child.regions_of("p0", "orcs", False) == [first]
    region = child.regions[third]   # handed out now, changed later
    assert child.regions_of("p0", "orcs", False) == [first]
    region.owner, region.race, region.tokens = "p0", "orcs", 1
    assert child.regions_of("p0", "orcs", False) == [first, third]
    child.regions[first].tokens = 0   # no longer occupied
    assert child.regions_of("p0", "orcs", False) == [third]
    grandchild = child.clone()   # the changes are filed as they are
    assert grandchild.regions_of("p0", "orcs", False) == [third]
    grandchild.regions[second].owner = "p0"
    grandchild.regions[second].race = "orcs"
    grandchild.regions[second].tokens = 3
    assert grandchild.regions_of("p0", "orcs", False) == [second, third]
    assert child.regions_of("p0", "orcs", False) == [third]
    assert state.regions_of("p0", "orcs", False) == [first]
    # A region filed under the holder and an empty one, both handed out, their contents
    # exchanged (a swap): the filed one is no longer held.
    fourth = list(state.regions)[3]
    grandchild = grandchild.clone()
    a, b = grandchild.regions[third], grandchild.regions[fourth]
    for name in ("owner", "race", "tokens"):
        va, vb = getattr(a, name), getattr(b, name)
        setattr(a, name, vb)
        setattr(b, name, va)
    assert grandchild.regions_of("p0", "orcs", False) == [second, fourth]
    for every in (state, child, grandchild, grandchild.clone()):
        agrees(every)


def test_regions_handed_out_all_at_once_are_looked_at_as_they_are():
    state = start_game([("p0", "P0"), ("p1", "P1")], seed=4).state.clone()
    for _, region in state.regions.items():   # every region copied and handed out
        region.owner, region.race, region.tokens = "p1", "orcs", 1
    assert state.regions_of("p1", "orcs", False) == list(state.regions)
    assert state.clone().regions_of("p1", "orcs", False) == list(state.regions)


def test_a_clone_has_every_field_and_shares_no_container():
    """`clone` sets the fields one by one: none is forgotten, and no list or dict is shared
    (the regions and players themselves are copied before any change)."""
    state = start_game([("p0", "P0"), ("p1", "P1"), ("p2", "P2")], seed=9).state
    rng = random.Random(9)
    for _ in range(40):
        state, _ = apply(state, rng.choice(legal_actions(state)).action)
    state.data["note"] = ["x"]
    copy = state.clone()
    assert copy == state and copy.to_dict() == state.to_dict()
    for name in GameState.FIELDS:
        mine, theirs = getattr(state, name), getattr(copy, name)
        if isinstance(mine, (list, dict)):
            assert mine is not theirs, name
    assert copy.data["note"] is not state.data["note"]
    assert copy.cache is None


def test_copies_of_regions_players_and_turns_have_every_field():
    from smallwow_qt.engine.state import PlayerState, TurnState

    region = RegionState("p0", "orcs", 3, True, True, True, True, True, 2, "dud", "p1", True,
                         "doomhammer", True, ["frostmourne"])
    player = PlayerState("p0", "P0", 7, "orcs", "flying", 4, "elves", "sailing", True,
                         {"a": [1]}, [3, 5])
    turn = TurnState("p0", 2, 1, True, {"elves": 1}, 3, ["p1"], ["champion"], {"b": {"c": 1}})
    for thing in (region, player, turn):
        copy = thing.copy()
        assert copy == thing and copy is not thing
        for name in type(thing).FIELDS:
            value = getattr(thing, name)
            if isinstance(value, (list, dict)):
                assert getattr(copy, name) is not value, name
