"""The bots' entry point: an observation hides what a player at the table cannot see, and
a state sampled from it offers the same legal actions as the real one."""

from __future__ import annotations

import json
import random

from smallwow_qt.bots import make_bot
from smallwow_qt.bots.determinise import sample_state
from smallwow_qt.bots.random_bot import choose
from smallwow_qt.engine import GONE_UNSEEN, legal_actions
from smallwow_qt.engine.view import UNKNOWN, observe
from smallwow_qt.newgame import start_game

PLAYERS = [(f"p{i}", f"P{i}") for i in range(4)]


def _positions(seed: int, every: int = 5):
    session = start_game(PLAYERS, seed=seed)
    rng = random.Random(seed)
    n = 0
    while not session.state.game_over:
        if n % every == 0:
            yield session.state
        session.play(choose(session.state, rng))
        n += 1


def test_observation_masks_hidden_parts_and_is_plain_data():
    for state in _positions(3, every=11):
        viewer = state.actor.id
        obs = observe(state, viewer)
        json.dumps(obs)     # plain data: no object can lead back to the state
        for p in obs["players"]:
            if p["id"] == viewer:
                assert p["coins"] == state.player(viewer).coins
            else:
                assert p["coins"] is None and p["history"] is None
        for rid, r in obs["regions"].items():
            real = state.regions[rid]
            if real.marker and not real.marker_revealed:
                assert r["marker"] == UNKNOWN
            if real.bomb:
                assert r["bomb"] == UNKNOWN
        assert obs["rng"] is None and obs["unused_markers"] is None
        assert obs["race_stack"] == sorted(state.race_stack)


def test_sampled_state_offers_the_same_legal_actions():
    for seed in (1, 2):
        for state in _positions(seed):
            obs = observe(state, state.actor.id)
            sampled = sample_state(obs, random.Random(seed))
            assert [x.action for x in legal_actions(sampled)] == \
                [x.action for x in legal_actions(state)]


def test_random_bot_plays_a_game_through_observations():
    session = start_game(PLAYERS[:3], seed=5)
    bots = {pid: make_bot("random", i) for i, (pid, _) in enumerate(PLAYERS[:3])}
    while not session.state.game_over:
        actor = session.state.actor.id
        session.play(bots[actor].decide(observe(session.state, actor)).action)
    assert session.state.winners


def test_a_sampled_state_looks_exactly_like_its_observation():
    """Bombs that left the game unseen stay in the sample (out of the stack): a bot that
    compares what it sees with what it planned to see must not find a difference that is
    not there (it would plan again at every step)."""
    state = start_game(PLAYERS[:3], seed=7).state
    state.bomb_stack = ["explode", "dud", "explode"]
    state.data[GONE_UNSEEN] = ["dud", "explode"]
    viewer = state.actor.id
    obs = observe(state, viewer)
    for seed in range(5):
        assert observe(sample_state(obs, random.Random(seed)), viewer) == obs
