"""The planner values the abilities whose worth only shows later (issue #28 part 4): the
Goblins bomb, the Humans place their objectives, the Aegis goes where the attack will come,
the Worgen take their form when its cheaper conquests are worth the coin."""

from __future__ import annotations

from smallwow_qt.bots.evaluate import spread, try_apply, value
from smallwow_qt.bots.planner import Planner
from smallwow_qt.engine import Conquer, Form, PlaceAegis, PlaceBombs, PlaceObjectives, Redeploy
from smallwow_qt.scenario.build import build_game

MAP = {"regions": {"a1": {"board": "A", "terrain": "field", "symbols": ["entry"]},
                   "a2": {"board": "A", "terrain": "hill"},
                   "a3": {"board": "A", "terrain": "forest"},
                   "a4": {"board": "A", "terrain": "swamp"},
                   "a5": {"board": "A", "terrain": "mountain"}},
       "borders": [["a1", "a2"], ["a2", "a3"], ["a3", "a4"], ["a1", "a5"]]}


def position(players: dict, regions: dict, round_: int = 3):
    return build_game({"players": ["ann", "bob"], "map": MAP,
                       "position": {"round": round_, "turn": "ann", "players": players,
                                    "regions": regions}})


def test_goblins_bomb_the_active_neighbour_after_their_conquests():
    s = position({"ann": {"coins": 5, "active": ["goblins", "blacksmith"]},
                  "bob": {"coins": 5, "active": ["dwarves", "sailing"]}},
                 {"a1": {"owner": "ann", "race": "goblins", "tokens": 5},
                  "a2": {"owner": "bob", "race": "dwarves", "tokens": 6}})
    plan = Planner().continue_plan(s, "ann").actions
    bombs = [a for a in plan if isinstance(a, PlaceBombs)]
    assert bombs and bombs[0].regions == ("a2",)
    # after the conquests, never before them: the bombs end the conquests
    assert plan.index(bombs[0]) == max(i for i, a in enumerate(plan) if type(a).__name__ == "Conquer") + 1


def test_an_own_bomb_on_an_opponent_is_worth_something_and_one_on_you_costs():
    s = position({"ann": {"coins": 5, "active": ["goblins", "blacksmith"]},
                  "bob": {"coins": 5, "active": ["dwarves", "sailing"]}},
                 {"a1": {"owner": "ann", "race": "goblins", "tokens": 5},
                  "a2": {"owner": "bob", "race": "dwarves", "tokens": 6}})
    bombed = s.clone()
    bombed.regions["a2"].bomb, bombed.regions["a2"].bomb_owner = "dud", "ann"
    assert value(bombed, "ann", 5) > value(s, "ann", 5) + 0.5
    assert value(bombed, "bob", 5) < value(s, "bob", 5) - 0.5
    # the face is never read: a dud and an explosion are worth the same before they go off
    exploding = bombed.clone()
    exploding.regions["a2"].bomb = "explode"
    assert value(exploding, "ann", 5) == value(bombed, "ann", 5)


def test_humans_put_their_objectives_where_they_can_take_them_back():
    s = position({"ann": {"coins": 5, "active": ["humans", "blacksmith"]},
                  "bob": {"coins": 5, "active": ["orcs", "sailing"]}},
                 {"a1": {"owner": "ann", "race": "humans", "tokens": 5},
                  "a2": {"owner": "bob", "race": "orcs", "tokens": 3},
                  "a5": {"owner": "bob", "race": "orcs", "tokens": 3}})
    plan = Planner().continue_plan(s, "ann").actions
    placed = [a for a in plan if isinstance(a, PlaceObjectives)]
    assert len(placed) == 1
    # next to the Humans' regions after the turn (a1 and the conquered a2): a5 and a3,
    # not the first free regions of the map, as the default would put them
    assert set(placed[0].regions) == {"a3", "a5"}


def test_the_aegis_moves_to_the_region_the_enemy_borders():
    s = position({"ann": {"coins": 5, "active": ["orcs", "blacksmith"]},
                  "bob": {"coins": 5, "active": ["dwarves", "sailing"]}},
                 {"a5": {"owner": "ann", "race": "orcs", "tokens": 2,
                         "marker": {"id": "aegis_of_aggramar", "revealed": True}},
                  "a1": {"owner": "ann", "race": "orcs", "tokens": 2},
                  "a2": {"owner": "ann", "race": "orcs", "tokens": 2},
                  "a3": {"owner": "ann", "race": "orcs", "tokens": 2},
                  "a4": {"owner": "bob", "race": "dwarves", "tokens": 8}})
    plan = Planner().continue_plan(s, "ann").actions
    assert PlaceAegis("ann", "a3") in plan


def test_worgen_plan_the_turn_in_both_forms_and_keep_the_better():
    s = position({"ann": {"coins": 5, "active": ["worgen", "sailing"]},
                  "bob": {"coins": 5, "active": ["dwarves", "blacksmith"]}},
                 {"a1": {"owner": "ann", "race": "worgen", "tokens": 9},
                  **{r: {"owner": "bob", "race": "dwarves", "tokens": 1}
                     for r in ("a2", "a3", "a4", "a5")}})
    planner = Planner()
    ways = {}
    for form in ("human", "worgen"):
        rest = planner.continue_plan(try_apply(s, Form("ann", form)), "ann", modes=False)
        ways[form] = rest
    # the Worgen form's cheaper conquests are seen: one region more this turn
    count = {f: sum(1 for a in p.actions if isinstance(a, Conquer)) for f, p in ways.items()}
    assert count["worgen"] == count["human"] + 1
    plan = planner.continue_plan(s, "ann")
    better = max(ways, key=lambda f: ways[f].value)
    assert plan.actions[0] == Form("ann", better)
    assert plan.value == ways[better].value
    assert plan.actions[1:] == ways[better].actions


def test_a_redeployment_that_changes_nothing_is_never_proposed():
    """After the Goblins' bombs (the conquests over, the tokens already spread), the turn
    ends: redeploying the tokens where they stand would be an action without effect, and a
    bot that plans again after it would repeat it (issue #28: a turn of 200 such actions)."""
    s = position({"ann": {"coins": 5, "active": ["goblins", "blacksmith"]},
                  "bob": {"coins": 5, "active": ["dwarves", "sailing"]}},
                 {"a1": {"owner": "ann", "race": "goblins", "tokens": 5},
                  "a2": {"owner": "bob", "race": "dwarves", "tokens": 6}})
    move = spread(s, "ann")
    assert move is not None                     # the hand's tokens go onto the map
    after = try_apply(s, move)
    assert after is not None and after.player("ann").hand == 0
    assert spread(after, "ann") is None
    plan = Planner().continue_plan(after, "ann").actions
    assert not any(isinstance(a, Redeploy) for a in plan)
