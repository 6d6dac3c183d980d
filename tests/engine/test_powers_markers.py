"""Powers and markers as the UI and the bots see them: every optional ability is listed by
`legal_actions`, and `cost_breakdown` names every ability that changed a cost."""

from smallwow_qt.engine import apply, cost_breakdown, legal_actions
from smallwow_qt.engine.actions import (ChooseFaction, Conquer, Intimidate, PlaceAegis, PlaceHeart,
                                        Swap)
from smallwow_qt.scenario.build import build_game

MAP = {
    "regions": {
        "a1": {"board": "A", "terrain": "field", "symbols": ["entry", "magic"]},
        "a2": {"board": "A", "terrain": "mountain", "symbols": ["magic"]},
        "a3": {"board": "A", "terrain": "hill"},
        "b1": {"board": "B", "terrain": "forest", "symbols": ["entry"]},
    },
    "borders": [["a1", "a2"], ["a2", "a3"], ["a1", "a3"]],
}


def state_with(power, markers, region_extra=None, **ann):
    a1 = {"owner": "ann", "race": "trolls", "tokens": 1}
    a1.update(region_extra or {})
    data = {
        "players": ["ann", "bob"],
        "map": MAP,
        "setup": {"markers": {rid: m["id"] for rid, m in markers.items()}},
        "position": {
            "round": 3,
            "players": {"ann": {"coins": 5, "active": ["trolls", power], "hand": 4, **ann},
                        "bob": {"coins": 5, "active": ["humans", "farmer"]}},
            "regions": {
                "a1": {**a1, **({"marker": markers["a1"]} if "a1" in markers else {})},
                "a2": {"owner": "bob", "race": "humans", "tokens": 3, "fort": True},
                "a3": {"owner": "bob", "race": "humans", "tokens": 1},
            },
        },
    }
    return build_game(data)


def codes(breakdown):
    return {item.code: item.amount for item in breakdown.items}


def test_frostmourne_and_blacksmith_are_named_and_stop_at_the_minimum():
    state = state_with("blacksmith", {"a1": {"id": "frostmourne", "revealed": True}})
    plain = cost_breakdown(state, "a3")
    assert codes(plain)["blacksmith"] == -1 and "frostmourne" not in codes(plain)
    used = cost_breakdown(state, "a3", ("frostmourne",))
    items = codes(used)
    assert items["frostmourne"] == -2 and items["blacksmith"] == -1 and items["trolls"] == -1
    assert items["minimum"] > 0 and used.total == 1
    assert any(item.label == "Frostmourne" for item in used.items)


def test_doomhammer_fixes_the_cost_and_names_its_payment():
    state = state_with("mining", {"a1": {"id": "doomhammer", "revealed": True}})
    b = cost_breakdown(state, "a2", ("doomhammer",))
    assert b.total == 1 and "doomhammer" in codes(b)
    assert ("bob", 2, "Doomhammer") in b.payments
    legal = [item.action for item in legal_actions(state)]
    assert Conquer("ann", "a2", use=("doomhammer",)) in legal


def test_champion_conquest_is_listed_and_costs_the_champion_alone():
    state = state_with("championing", {})
    b = cost_breakdown(state, "a2", ("champion",))
    assert b.total == 1 and "champion_alone" in codes(b)
    legal = [item.action for item in legal_actions(state)]
    assert Conquer("ann", "a2", use=("champion",)) in legal
    assert Conquer("ann", "b1", use=("champion",)) not in legal   # not adjacent


def test_swaps_and_intimidations_are_listed():
    state = state_with("portal_mage", {})
    legal = [item.action for item in legal_actions(state)]
    assert Swap("ann", "a1", "a2") in legal
    state = state_with("intimidating", {})
    legal = [item.action for item in legal_actions(state)]
    assert Intimidate("ann", "a2") in legal                 # the Fort goes first
    assert Intimidate("ann", "a3", "a2") in legal           # a Human moves to a2


def test_end_of_turn_placements_and_faction_choice_are_listed():
    state = state_with("mining", {"a1": {"id": "heart_of_azeroth", "revealed": True}})
    assert PlaceHeart("ann", "a1") in [item.action for item in legal_actions(state)]
    state = state_with("mining", {"a1": {"id": "aegis_of_aggramar", "revealed": True}})
    legal = [item.action for item in legal_actions(state)]
    assert PlaceAegis("ann", "a1") in legal
    state, _ = apply(state, PlaceAegis("ann", "a1"))
    assert PlaceAegis("ann", "a1") not in [item.action for item in legal_actions(state)]
    # Trolls are Horde: no side to pick; a Neutral race holding the Battleground may.
    state = state_with("mining", {"a1": {"id": "battleground", "revealed": True}})
    assert not [a for a in legal_actions(state) if isinstance(a.action, ChooseFaction)]


def test_aegis_payment_is_listed_in_the_breakdown():
    state = state_with("mining", {})
    state.regions["a3"].marker, state.regions["a3"].marker_revealed = "aegis_of_aggramar", True
    b = cost_breakdown(state, "a3")
    assert ("bob", 2, "Aegis of Aggramar") in b.payments
