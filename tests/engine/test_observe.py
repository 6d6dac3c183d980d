"""An observation (what a computer player is given) is a function of what the table has
seen: two positions no player can tell apart give the same observation.

Pairs of positions: a Goblin bomb that left the game unseen, a dud in one and an explosive
in the other (played through the engine from a scenario); and, for positions of random
games, twins whose unseen parts are dealt again (the faces of the bombs on the map, in the
stack and gone unseen; the face-down markers and those never drawn; the other players'
coins). A visible change, by contrast, shows."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
import yaml

from smallwow_qt.engine import GameState, apply, legal_actions, observe
from smallwow_qt.newgame import start_game
from smallwow_qt.scenario.saves import scenario_session

SCENARIO = Path(__file__).parents[1] / "scenarios" / "race_goblins_bomb_removed_unseen.yaml"


def _bomb_game(bombs: list[str]) -> GameState:
    data = yaml.safe_load(SCENARIO.read_text())
    data.pop("expect")
    data["bombs"] = bombs
    data["actions"] = data["actions"][:3]      # the bomb placed, both turns ended
    session, _ = scenario_session(data)
    assert any(e.kind == "bomb_lost" for e in session.all_events())
    return session.state


def test_a_bomb_gone_unseen_does_not_tell_its_face():
    explosive_gone = _bomb_game(["explode", "dud"])
    dud_gone = _bomb_game(["dud", "explode"])
    assert explosive_gone.bomb_stack != dud_gone.bomb_stack      # the positions differ...
    for viewer in ("ann", "bob"):                                 # ...in nothing anyone saw
        assert observe(explosive_gone, viewer) == observe(dud_gone, viewer)
        assert observe(dud_gone, viewer)["hidden_bombs"] == ["dud", "explode"]


def _twin(state: GameState, viewer: str, rng: random.Random) -> GameState:
    """`state` with what `viewer` cannot see dealt again."""
    data = state.to_dict()
    slots = [("stack", i) for i in range(len(data["bomb_stack"]))]
    slots += [("map", rid) for rid, r in data["regions"].items() if r["bomb"]]
    gone = data["data"].get("bombs_gone_unseen", [])
    slots += [("gone", i) for i in range(len(gone))]
    faces = [data["bomb_stack"][i] if where == "stack" else gone[i] if where == "gone"
             else data["regions"][i]["bomb"] for where, i in slots]
    rng.shuffle(faces)
    for (where, i), face in zip(slots, faces):
        if where == "stack":
            data["bomb_stack"][i] = face
        elif where == "gone":
            gone[i] = face
        else:
            data["regions"][i]["bomb"] = face
    down = [rid for rid, r in data["regions"].items() if r["marker"] and not r["marker_revealed"]]
    markers = [data["regions"][rid]["marker"] for rid in down] + data["unused_markers"]
    rng.shuffle(markers)
    for rid in down:
        data["regions"][rid]["marker"] = markers.pop()
    data["unused_markers"] = markers
    for p in data["players"]:
        if p["id"] != viewer:
            p["coins"] = rng.randrange(200)
            p["history"] = [rng.randrange(200) for _ in p["history"]]
    data["rng"] = rng.getrandbits(64)
    rng.shuffle(data["race_stack"])
    rng.shuffle(data["power_stack"])
    return GameState.from_dict(data, state.map)


def _positions(seed: int, players: int):
    state = start_game([(f"p{i}", f"P{i}") for i in range(players)], seed=seed).state
    rng = random.Random(seed)
    while not state.game_over:
        yield state
        state, _ = apply(state, rng.choice(legal_actions(state)).action)


@pytest.mark.parametrize("seed, players", [(4, 5), (9, 3)])
def test_twins_dealt_again_in_what_is_unseen_look_the_same(seed, players):
    rng = random.Random(seed)
    seen = 0
    for n, state in enumerate(_positions(seed, players)):
        if n % 4:
            continue
        for p in state.players:
            twin = _twin(state, p.id, rng)
            assert observe(twin, p.id) == observe(state, p.id), f"position {n}, viewer {p.id}"
        seen += 1
    assert seen > 20


def test_what_the_table_sees_shows():
    state = next(s for n, s in enumerate(_positions(4, 5)) if n == 30)
    data = state.to_dict()
    held = next(rid for rid, r in data["regions"].items() if r["tokens"] and r["owner"])
    data["regions"][held]["tokens"] += 1
    changed = GameState.from_dict(data, state.map)
    assert observe(changed, "p0") != observe(state, "p0")
    data = state.to_dict()
    data["players"][0]["coins"] += 1          # the viewer's own coins are his to see
    assert observe(GameState.from_dict(data, state.map), "p0") != observe(state, "p0")
