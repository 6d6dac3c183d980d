"""Engine API: actions as data, refusals, the public view, sessions and replays."""

import json
import random

import pytest

from smallwow_qt.bots.random_bot import choose
from smallwow_qt.engine import (RuleError, Stage, action_from_dict, apply, cost_breakdown,
                                legal_actions)
from smallwow_qt.engine.actions import (Abandon, Buy, ChooseFaction, Conquer, Decline, End, Form,
                                        Intimidate, Pick, PlaceAegis, PlaceBombs, PlaceHeart,
                                        PlaceObjectives, Redeploy, Steal, Swap)
from smallwow_qt.engine.session import Session
from smallwow_qt.engine.state import GameState
from smallwow_qt.engine.view import public_view
from smallwow_qt.newgame import start_game

ALL_ACTIONS = [
    Pick("a", 2), Conquer("a", "r1"), Conquer("a", "r1", die=True, use=("frostmourne",)),
    Abandon("a", "r1"), Redeploy("a", (("r1", 2), ("r2", 3))), Redeploy("a", (("r1", 1),), True),
    Buy("a", 2), Form("a", "worgen"), ChooseFaction("a", "horde"), Swap("a", "r1", "r2"),
    Intimidate("a", "r1", "r2"), Intimidate("a", "r1"), Steal("a", "r1", "r2"),
    PlaceBombs("a", ("r1", "r2")), PlaceObjectives("a", ("r1", "r2")), PlaceHeart("a", "r1"),
    PlaceAegis("a", "r1"), Decline("a"), End("a"),
]


@pytest.mark.parametrize("action", ALL_ACTIONS, ids=lambda a: type(a).__name__)
def test_actions_round_trip_through_json(action):
    data = json.loads(json.dumps(action.to_dict()))
    assert action_from_dict(data) == action


@pytest.mark.parametrize("bad", [None, [], {"a": "fly"}, {"a": {"pick": "x"}}, {"a": {"conquer": 3}},
                                 {"a": {"conquer": "r", "use": ["wings"]}}, {1: "end"},
                                 {"a": "end", "b": "end"}])
def test_malformed_actions_are_refused_with_a_reason(bad):
    with pytest.raises(RuleError) as err:
        action_from_dict(bad)
    assert err.value.code == "bad_action" and err.value.message


def game(seed=3, n=3):
    return start_game([(f"p{i}", f"Player {i}") for i in range(n)], seed=seed)


def test_refusal_names_the_player_race_and_region_and_changes_nothing():
    session = game()
    state, _ = apply(session.state, Pick("p0", 0))
    inland = next(r for r in state.map.regions if not r.has("entry") and not r.is_water)
    before = state.to_dict()
    with pytest.raises(RuleError) as err:
        apply(state, Conquer("p0", inland.id))
    assert err.value.code == "not_entry"
    assert "Player 0" in err.value.message and inland.display_name in err.value.message
    assert state.to_dict() == before


def test_out_of_turn_and_unknown_player_are_refused():
    state = game().state
    with pytest.raises(RuleError, match="Player 0's turn"):
        apply(state, Pick("p1", 0))
    with pytest.raises(RuleError) as err:
        apply(state, Pick("zed", 0))
    assert err.value.code == "unknown_player"


def test_legal_actions_list_conquests_with_their_cost():
    state, _ = apply(game().state, Pick("p0", 0))
    legal = legal_actions(state)
    conquests = [item for item in legal if isinstance(item.action, Conquer)]
    assert conquests, "a fresh race can enter through an entry region"
    for item in conquests:
        b = cost_breakdown(state, item.action.region, item.action.use)
        assert b.conquerable and b.total == item.cost
        assert sum(i.amount for i in b.items) == b.total
        if b.reach == "entry region":
            assert any(i.code in ("transport", "transport_waived") for i in b.items), \
                "a first conquest through an entry region pays the boat unless waived"
        apply(state, item.action)   # every listed conquest is accepted


def test_cost_breakdown_explains_refusals():
    state, _ = apply(game().state, Pick("p0", 0))
    water = next((r for r in state.map.regions if r.is_water), None)
    if state.current.race != "naga" and water is not None:
        b = cost_breakdown(state, water.id)
        assert not b.conquerable and b.code == "water" and water.display_name in b.reason


def test_public_view_hides_coins_bombs_and_face_down_markers():
    state = game().state
    state = state.clone()
    rid = next(r for r, reg in state.regions.items() if reg.marker)
    state.regions[rid].bomb = "explode"
    view = public_view(state, viewer="p1")
    assert "coins" in view["players"]["p1"]
    assert all("coins" not in p for pid, p in view["players"].items() if pid != "p1")
    assert view["regions"][rid]["marker"] == {"id": None, "revealed": False}
    assert view["regions"][rid]["bomb"] is True
    text = json.dumps(public_view(state))
    assert "explode" not in text and state.regions[rid].marker not in text


def test_state_round_trips_through_json():
    session = game(seed=11, n=4)
    rng = random.Random(4)
    state = session.state
    for _ in range(60):
        state, _ = apply(state, choose(state, rng))
    data = json.loads(json.dumps(state.to_dict()))
    again = GameState.from_dict(data, state.map)
    assert again.to_dict() == state.to_dict()


def test_session_replays_identically_and_undo_stops_at_chance():
    session = game(seed=5, n=3)
    rng = random.Random(9)
    while not session.state.game_over:
        session.play(choose(session.state, rng))
    record = json.loads(json.dumps(session.to_record()))
    initial = GameState.from_dict(record["initial"], session.initial.map)
    again = Session.replay(initial, record["actions"])
    assert again.state.to_dict() == session.state.to_dict()
    assert again.state.winners == session.state.winners


def test_undo_redo_within_a_turn():
    session = game(seed=5, n=2)
    session.play(Pick("p0", 0))
    assert session.can_undo()
    session.undo()
    assert session.state.stage is Stage.PICK and session.state.current.hand == 0
    session.redo()
    assert session.state.current.race is not None
    session.play(End("p0"))
    assert not session.can_undo(), "the turn has passed"


def test_logged_events_are_the_events_the_class_builds():
    """`EventLog.add` builds its events without the dataclass's __init__: they must still be
    equal to `Event(...)`, print the same and stay frozen."""
    import dataclasses

    from smallwow_qt.engine.events import Event, EventLog

    log = EventLog()
    log.add("conquest", "p1", "Ann's Orcs conquer the Ford.", private=True, region="a1", tokens=3)
    log.add("round", None, "Round 2 of 10 begins.", round=2)
    assert log == [Event("conquest", "p1", {"region": "a1", "tokens": 3},
                         "Ann's Orcs conquer the Ford.", True),
                   Event("round", None, {"round": 2}, "Round 2 of 10 begins.")]
    assert repr(log[1]) == repr(Event("round", None, {"round": 2}, "Round 2 of 10 begins."))
    with pytest.raises(dataclasses.FrozenInstanceError):
        log[0].text = "changed"
