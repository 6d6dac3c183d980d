"""The shape check of a state read from a save (persistence/statecheck.py): every state the
engine reaches passes; each kind of damage is refused, naming the field."""

from __future__ import annotations

import json
import random

import pytest

from smallwow_qt.engine.data import RACES
from smallwow_qt.persistence import SaveError, savefile
from smallwow_qt.persistence.statecheck import StateProblem, check_info, check_state
from tests.persistence.support import FIVE, inline_game, needs_sides, play_randomly


def _states(session):
    return [session.initial] + [step.state for step in session.steps]


@needs_sides
@pytest.mark.parametrize("seed, players", [(3, 2), (8, 3), (21, 5)])
def test_every_state_of_a_random_game_passes(seed, players):
    from smallwow_qt.newgame import start_game
    session = play_randomly(start_game(FIVE[:players], seed=seed), random.Random(seed))
    assert session.state.game_over
    for state in _states(session):
        check_state(state.to_dict(), state.map)


def test_every_state_of_a_scenario_game_passes():
    session = inline_game(seed=7)
    for state in _states(session):
        check_state(state.to_dict(), state.map)


@pytest.fixture(scope="module")
def mid_game():
    session = inline_game(seed=5, limit=6)
    return session.state


def _first_region(d):
    return next(iter(d["regions"].values()))


def _defenders_without_defenders(d):
    d["stage"] = "defenders"
    d["pending_defenders"] = []


CASES = {
    "coins as text": (lambda d: d["players"][1].update(coins="lots"),
                      "players[1].coins must be a whole number, not 'lots'"),
    "coins as a boolean": (lambda d: d["players"][0].update(coins=True),
                           "players[0].coins must be a whole number, not True"),
    "negative hand": (lambda d: d["players"][0].update(hand=-2), "players[0].hand must be from 0 to 20, not -2"),
    "history of texts": (lambda d: d["players"][0].update(history=["x"]),
                         "players[0].history[0] must be a whole number"),
    "unknown player entry": (lambda d: d["players"][0].update(wings=2), "unknown entry 'wings'"),
    "extra markers as text": (lambda d: _first_region(d).update(extra_markers="murlocs"),
                              "extra_markers is not a list"),
    "unknown marker": (lambda d: _first_region(d).update(extra_markers=["ashbringer"]),
                       "is not a known value ('ashbringer')"),
    "owner of nothing": (lambda d: d["regions"]["a4"].update(owner="ann", race=None, tokens=0),
                         "regions.a4.owner is set on a region no race holds"),
    "tokens over the supply": (lambda d: d["regions"]["a1"].update(tokens=RACES["orcs"].supply + 1),
                               "the orcs tokens outnumber the box's"),
    "defenders stage without defenders": (_defenders_without_defenders,
                                          "pending_defenders do not match the stage"),
    "a turn without its turn": (lambda d: d.update(stage="conquer", turn=None),
                                "turn is missing while a turn is being played"),
    "die face that does not exist": (lambda d: d.update(forced_dice=[9]),
                                     "forced_dice[0] must be from 0 to 3, not 9"),
    "negative generator": (lambda d: d.update(rng=-1), "rng must be from 0 to"),
    "round past the end": (lambda d: d.update(round=d["rounds"] + 5), "round must be from 1 to"),
    "unknown bookkeeping": (lambda d: d["players"][0].update(data={"beasts_in_hand": "many"}),
                            "players[0].data.beasts_in_hand must be a whole number"),
    "unknown game entry": (lambda d: d.update(data={"cheat": 1}), "data holds an unknown entry 'cheat'"),
    "a race held twice": (lambda d: d["players"][1].update(race=d["players"][0]["race"]),
                          "already in players[0].race"),
    "a winner who does not play": (lambda d: d.update(winners=["zed"]), "winners[0] is not a known value"),
    "six players": (lambda d: d.update(players=d["players"] * 3), "players is far too long"),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_damage_is_refused_naming_the_field(mid_game, case):
    change, words = CASES[case]
    data = json.loads(json.dumps(mid_game.to_dict()))
    check_state(data, mid_game.map)              # as it is: fine
    change(data)
    with pytest.raises(StateProblem) as info:
        check_state(data, mid_game.map)
    assert words in str(info.value)


def test_a_forged_final_position_is_not_recovered(tmp_path):
    """A save whose log no longer replays opens at its final position: edited, with its
    check value recomputed, it is refused in one sentence naming the field."""
    record = json.loads(savefile.dumps_session(inline_game(seed=5, limit=8)))
    record["actions"] = [{"ann": {"fly": 1}}]          # the log no longer replays
    _first_region(record["final"])["extra_markers"] = "murlocs"
    record["check"]["state_sha256"] = savefile.state_digest(record["final"])
    path = tmp_path / "forged.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    with pytest.raises(SaveError) as info:
        savefile.recover_position(path)
    assert str(info.value).startswith("The save file is damaged: its final position is incomplete "
                                      "or not valid (regions.")
    assert "extra_markers is not a list" in str(info.value)


@pytest.mark.parametrize("info, words", [
    ([1], "not a mapping"), ({"colours": ["red"]}, "colours"), ({"colours": {"ann": 3}}, "colours"),
    ({"seed": "7"}, "seed"), ({"players": [["ann"]]}, "players"), ({"game_id": 5}, "game_id"),
])
def test_game_details_are_checked(info, words):
    with pytest.raises(StateProblem, match=words):
        check_info(info)
    assert check_info({"seed": 3, "colours": {"ann": "#aabbcc"}, "seats": {"bob": "easy"}}) == \
        {"seed": 3, "colours": {"ann": "#aabbcc"}, "seats": {"bob": "easy"}}
