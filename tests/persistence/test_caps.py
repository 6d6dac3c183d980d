"""Caps no real game reaches (engine.CAPS), each refused at once with a sentence: a turn's
actions (a drag of tokens back and forth for ever), a game's actions, a map's regions.
The load times of the bombs these caps stop: benchmarks/bombs.py."""

from __future__ import annotations

import json

import pytest

from smallwow_qt.engine import CAPS, End, Redeploy, RuleError, Session
from smallwow_qt.persistence import SaveError, savefile
from smallwow_qt.scenario.saves import scenario_session
from tests.persistence.support import SMALL_SCENARIO

TURN = CAPS["turn_actions"]


def _at_redeployment() -> Session:
    session, _ = scenario_session(dict(SMALL_SCENARIO, actions=[]))
    assert session.state.current.id == "ann" and session.state.current.hand
    return session


def _drags(count: int) -> list[Redeploy]:
    """Tokens dragged into a1 and back, one at a time."""
    return [Redeploy("ann", (("a1", 2 if i % 2 == 0 else 1),), True) for i in range(count)]


def test_a_turn_takes_its_cap_of_actions_then_only_what_ends_it():
    session = _at_redeployment()
    for drag in _drags(TURN):
        session.play(drag)
    with pytest.raises(RuleError) as refused:
        session.play(_drags(1)[0])
    assert refused.value.code == "turn_too_long" and str(TURN) in refused.value.message
    session.play(End("ann"))                       # the turn still ends
    assert session.state.current.id == "bob"
    session.play(End("bob"))                       # and the next one starts afresh
    session.play(_drags(1)[0])


def test_a_replayed_log_keeps_the_same_cap():
    log = _drags(TURN + 1)
    start = _at_redeployment().initial
    with pytest.raises(RuleError) as refused:
        Session.replay(start, [a.to_dict() for a in log])
    assert refused.value.code == "turn_too_long"
    assert len(Session.replay(start, [a.to_dict() for a in log[:TURN]]).steps) == TURN


def _record(session: Session) -> dict:
    return json.loads(savefile.dumps_session(session))


def test_a_save_of_too_many_actions_is_refused_before_anything_is_played():
    record = _record(_at_redeployment())
    record["actions"] = [{"nobody": "fly"}] * (CAPS["actions"] + 1)    # not even actions
    record["check"]["actions"] = len(record["actions"])
    with pytest.raises(SaveError) as refused:
        savefile.loads_session(json.dumps(record).encode())
    assert f"it lists {CAPS['actions'] + 1:,} actions, more than a game can hold" in refused.value.message


def test_a_save_of_a_turn_beyond_its_cap_is_refused_at_the_first_action_past_it():
    session = _at_redeployment()
    for drag in _drags(TURN):
        session.play(drag)
    record = _record(session)
    record["actions"].append(_drags(1)[0].to_dict())
    record["check"]["actions"] = len(record["actions"])
    with pytest.raises(SaveError) as refused:
        savefile.loads_session(json.dumps(record).encode())
    assert f"Action {TURN + 1} of the save" in refused.value.message
    assert "only ending it is possible now" in refused.value.message


def test_a_save_of_an_enormous_map_is_refused():
    record = _record(_at_redeployment())
    regions = record["map"]["regions"]
    for i in range(CAPS["regions"]):
        regions[f"x{i}"] = {"board": "X", "terrain": "hill", "symbols": [], "name": ""}
    with pytest.raises(SaveError) as refused:
        savefile.loads_session(json.dumps(record).encode())
    assert f"its map has more than {CAPS['regions']} regions" in refused.value.message


def test_a_scenario_lists_the_action_past_the_cap_among_its_refusals(tmp_path):
    data = dict(SMALL_SCENARIO, actions=[a.to_dict() for a in _drags(TURN + 1)] + [{"ann": "end"}])
    session, outcome = scenario_session(data)
    assert [(e["index"], e["code"]) for e in outcome.errors] == [(TURN, "turn_too_long")]
    assert outcome.state.current.id == "bob"
    savefile.loads_session(savefile.dumps_session(session))       # --save, then --load
