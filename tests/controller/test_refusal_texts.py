"""The refusals random play seldom reaches, each really raised by the engine on a small map:
in English the engine's own sentence, in French a French one with every parameter filled."""

from __future__ import annotations

import re

import pytest

from smallwow_qt.controller.engine_texts import EngineTexts
from smallwow_qt.engine import actions as A
from smallwow_qt.engine.errors import RuleError
from smallwow_qt.engine.game import apply
from smallwow_qt.engine.state import Stage
from smallwow_qt.scenario.build import build_game

LEFT_OVER = re.compile(r"\{\w+(\|[\w,]+)?\}|%n")


def _state(ann: list, bob: list, regions: dict, ann_extra: dict | None = None, turn: str = "ann",
           **extra):
    """Ann (to play unless `turn` says, round 2, conquest phase) and Bob on a small map: a1 (entry, magic) - a2
    (magic) - a3 - a5 - a6 - a7, a1 - a4 (lake, magic)."""
    terrain = {"a1": "field", "a2": "hill", "a3": "forest", "a4": "lake", "a5": "swamp",
               "a6": "hill", "a7": "field"}
    symbols = {"a1": ["entry", "magic"], "a2": ["magic"], "a4": ["magic"]}
    data = {"players": ["ann", "bob"],
            "map": {"regions": {rid: {"board": "A", "terrain": t, "symbols": symbols.get(rid, [])}
                                for rid, t in terrain.items()},
                    "borders": [["a1", "a2"], ["a2", "a3"], ["a3", "a5"], ["a1", "a4"], ["a5", "a6"],
                                ["a6", "a7"]]},
            "setup": {"murlocs": False},
            "position": {"round": 2, "turn": turn,
                         "players": {"ann": {"coins": 5, "active": ann, **(ann_extra or {})},
                                     "bob": {"coins": 5, "active": bob}},
                         "regions": regions}}
    data.update(extra)
    return build_game(data)


def _late(state):
    state.stage = Stage.REDEPLOY


def _caused(n):
    def setup(state):
        state.turn.discards_caused = n
    return setup


def _bought(state):
    state.turn.discards_caused, state.turn.data["forsaken_bought"] = 1, 1


def _bombed(state):   # (a bomb placed before the turn would go off as it begins)
    state.regions["a2"].bomb, state.regions["a2"].bomb_owner = "dud", "ann"


def _relic_used(state):
    from smallwow_qt.engine.pieces.ethereals import USE
    state.turn.used.append(USE)


def _placed(state):
    state.stage, state.turn.data["objectives_placed"] = Stage.REDEPLOY, True


def _cases():
    ann1 = {"a1": {"owner": "ann", "race": "orcs", "tokens": 3}}
    bob2 = {"a2": {"owner": "bob", "race": "dwarves", "tokens": 2}}
    bob25 = {**bob2, "a5": {"owner": "bob", "race": "dwarves", "tokens": 1}}
    intim = (["orcs", "intimidating"], ["dwarves", "herbalist"])
    yield "intimidate_late", intim, {**ann1, **bob2}, A.Intimidate("ann", "a2"), _late
    yield "cannot_intimidate", intim, {**ann1, **bob2}, A.Intimidate("ann", "a1"), None
    yield "cannot_intimidate", intim, {**ann1, "a6": bob2["a2"]}, A.Intimidate("ann", "a6"), None
    yield "cannot_intimidate", intim, ann1, A.Intimidate("ann", "a2"), None
    yield "choose_destination", intim, {**ann1, **bob25}, A.Intimidate("ann", "a2"), None
    yield "bad_destination", intim, {**ann1, **bob25}, A.Intimidate("ann", "a2", "a7"), None
    yield "no_destination", intim, {**ann1, **bob2}, A.Intimidate("ann", "a2", "a7"), None
    mage = (["orcs", "portal_mage"], ["dwarves", "herbalist"])
    ann3 = {"a3": {"owner": "ann", "race": "orcs", "tokens": 3}}
    yield "swap_late", mage, ann3, A.Swap("ann", "a1", "a2"), _late
    yield "not_magic", mage, ann3, A.Swap("ann", "a1", "a3"), None
    yield "same_region", mage, ann3, A.Swap("ann", "a1", "a1"), None
    yield "nothing_to_swap", mage, ann3, A.Swap("ann", "a1", "a2"), None
    yield "water", mage, {**ann3, "a1": {"owner": "bob", "race": "dwarves", "tokens": 1}}, \
        A.Swap("ann", "a4", "a1"), None
    yield "water", mage, {**ann3, "a1": {"murlocs": 1}}, A.Swap("ann", "a1", "a4"), None
    gob = (["goblins", "farmer"], ["dwarves", "herbalist"])
    gob1 = {"a1": {"owner": "ann", "race": "goblins", "tokens": 3}}
    yield "bomb_there", gob, {**gob1, **bob2}, A.PlaceBombs("ann", ("a2", "a2")), None
    yield "bomb_there", gob, {**gob1, **bob2}, A.PlaceBombs("ann", ("a2",)), _bombed
    yield "bomb_target", gob, {**gob1, **bob2}, A.PlaceBombs("ann", ("a2", "a3")), None
    yield "not_adjacent", gob, {**gob1, "a6": bob2["a2"]}, A.PlaceBombs("ann", ("a6",)), None
    yield "bad_action", gob, {**gob1, **bob2}, A.PlaceBombs("ann", ()), None
    hum = (["humans", "farmer"], ["dwarves", "herbalist"])
    hum1 = {"a1": {"owner": "ann", "race": "humans", "tokens": 3}}
    yield "objective_twice", hum, {**hum1, **bob2}, A.PlaceObjectives("ann", ("a3", "a3")), None
    yield "objective_alliance", hum, {**hum1, **bob2}, A.PlaceObjectives("ann", ("a3", "a2")), None
    yield "objective_count", hum, {**hum1, **bob2}, A.PlaceObjectives("ann", ("a3",)), None
    yield "objectives_placed", hum, {**hum1, **bob2}, A.PlaceObjectives("ann", ("a3", "a5")), _placed
    fors = (["forsaken", "farmer"], ["dwarves", "herbalist"])
    fors1 = {"a1": {"owner": "ann", "race": "forsaken", "tokens": 3}}
    yield "forsaken_limit", fors, fors1, A.Buy("ann", 1), None
    yield "forsaken_limit", fors, fors1, A.Buy("ann", 1), _bought
    yield "supply_exhausted", fors, fors1, A.Buy("ann", 40), _caused(40)
    yield "cannot_pay", fors, fors1, A.Buy("ann", 7), _caused(7)
    yield "bad_count", fors, fors1, A.Buy("ann", 0), None
    wor = (["worgen", "farmer"], ["dwarves", "herbalist"])
    wor1 = {"a1": {"owner": "ann", "race": "worgen", "tokens": 3}}
    yield "worgen_form_first", wor, {**wor1, **bob2}, A.Conquer("ann", "a2"), None
    eth = (["ethereals", "farmer"], ["dwarves", "herbalist"])
    eth1 = {"a1": {"owner": "ann", "race": "ethereals", "tokens": 3}}
    art = {"marker": {"id": "doomhammer", "revealed": True}}
    place = {"marker": {"id": "dark_portal", "revealed": True}}
    yield "ethereal_used", eth, {**eth1, "a2": art}, A.Steal("ann", "a2", "a1"), _relic_used
    yield "no_artifact", eth, eth1, A.Steal("ann", "a2", "a1"), None
    yield "own_artifact", eth, {"a1": {**eth1["a1"], **art}}, A.Steal("ann", "a1", "a1"), None
    yield "not_yours", eth, {**eth1, "a2": art}, A.Steal("ann", "a2", "a3"), None
    yield "not_adjacent", eth, {**eth1, "a6": art}, A.Steal("ann", "a6", "a1"), None
    yield "not_adjacent", eth, {**eth1, "a2": art, "a6": {"owner": "ann", "race": "ethereals", "tokens": 1}}, \
        A.Steal("ann", "a2", "a6"), None
    yield "ethereal_not_adjacent", eth, {**eth1, "a6": place}, A.Conquer("ann", "a6", use=("ethereal",)), None
    orcs = (["orcs", "farmer"], ["dwarves", "herbalist"])
    yield "must_decline", orcs, {}, A.End("ann"), None
    yield "unknown_player", orcs, ann1, A.End("cleo"), None
    yield "unknown_region", orcs, ann1, A.Conquer("ann", "zz"), None
    yield "bad_redeploy", orcs, ann1, A.Redeploy("ann", (("a1", 1), ("a1", 2))), None
    champ = (["orcs", "championing"], ["dwarves", "herbalist"])
    yield "champion_busy", champ, {**ann1, "a3": {"owner": "ann", "race": "orcs", "tokens": 0, "champion": True}}, \
        A.Conquer("ann", "a2", use=("champion",)), None
    yield "not_neutral", orcs, {"a1": {**ann1["a1"], "marker": {"id": "battleground", "revealed": True}}}, \
        A.ChooseFaction("ann", "horde"), None


@pytest.fixture(scope="module")
def refused():
    out = []
    for code, (ann, bob), regions, action, setup in _cases():
        state = _state(ann, bob, regions, bombs=["dud", "explode", "dud"])
        if setup:
            setup(state)
        with pytest.raises(RuleError) as info:
            apply(state, action)
        assert info.value.code == code, (code, info.value.message)
        out.append((state, info.value))
    return out


def test_in_english_each_is_the_engines_sentence(language, refused):
    et = EngineTexts(language("en"))
    for state, err in refused:
        assert et.refusal(err, state) == err.message, (err.code, err.params)


def test_in_french_each_is_translated(language, refused):
    et = EngineTexts(language("fr"))
    for state, err in refused:
        text = et.refusal(err, state)
        assert text != err.message and not LEFT_OVER.search(text), (err.code, text)


def test_a_lost_bomb_says_why_in_french(language):
    """A bomb whose region got a Watch Tower is removed unseen: the event carries the
    refusal's code and params, and says it in the UI language."""
    gob = _state(["goblins", "farmer"], ["dwarves", "herbalist"],
                 {"a1": {"owner": "ann", "race": "goblins", "tokens": 3},
                  "a2": {"owner": "bob", "race": "dwarves", "tokens": 2, "tower": True,
                         "bomb": "dud", "bomb_owner": "ann"}},
                 turn="bob", bombs=["dud", "explode", "dud"])
    state, events = apply(gob, A.End("bob"))   # Ann's turn begins: her bomb resolves
    lost = next(e for e in events if e.kind == "bomb_lost")
    assert EngineTexts(language("en")).event(lost, state) == lost.text
    assert EngineTexts(language("fr")).event(lost, state) == \
        "La bombe d’a2 est retirée sans être révélée. Il y a une Tour de guet dans a2\u00a0: la " \
        "région est à l'abri de tout pouvoir."
