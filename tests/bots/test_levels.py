"""The computer players' levels: honest (they decide from what a player sees), reproducible
(same seed and observation, same decision) and never refused by the engine."""

from __future__ import annotations

import copy
import random

import pytest

from smallwow_qt.bots import LEVELS, make_bot
from smallwow_qt.bots.hard import HardBot
from smallwow_qt.bots.random_bot import choose
from smallwow_qt.engine import GameState, legal_actions
from smallwow_qt.engine.state import Stage
from smallwow_qt.engine.view import observe
from smallwow_qt.newgame import start_game

PLAYERS = [(f"p{i}", f"P{i}") for i in range(3)]


def quick_bot(level: str, seed: int):
    """The level's bot; Hard with a small search so the tests stay quick."""
    if level == "hard":
        return HardBot(seed, determinisations=2, max_candidates=3)
    return make_bot(level, seed)


def positions(seed: int, every: int = 9) -> list[GameState]:
    """Positions of a random game where the actor is to pick or conquer."""
    session = start_game(PLAYERS, seed=seed)
    rng = random.Random(seed)
    out, n = [], 0
    while not session.state.game_over:
        state = session.state
        if n % every == 0 and state.stage in (Stage.PICK, Stage.CONQUER):
            out.append(state)
        session.play(choose(state, rng))
        n += 1
    return out


def with_other_secrets(state: GameState, viewer: str, rng: random.Random) -> GameState:
    """The same table with different hidden values: the others' coins, which marker lies
    face down where, the bombs' faces, the order of the stacks and the random generator."""
    s = state.clone()
    for p in s.players:
        if p.id != viewer:
            p.coins = rng.randint(0, 120)
            p.history = [rng.randint(0, 120) for _ in p.history]
    face_down = [rid for rid, r in s.regions.items() if r.marker and not r.marker_revealed]
    pool = [s.regions[rid].marker for rid in face_down] + list(s.unused_markers)
    rng.shuffle(pool)
    for rid in face_down:
        s.regions[rid].marker = pool.pop()
    s.unused_markers = pool
    bombed = [rid for rid, r in s.regions.items() if r.bomb is not None]
    faces = [s.regions[rid].bomb for rid in bombed] + list(s.bomb_stack)
    rng.shuffle(faces)
    for rid in bombed:
        s.regions[rid].bomb = faces.pop()
    s.bomb_stack = faces
    rng.shuffle(s.race_stack)
    rng.shuffle(s.power_stack)
    s.rng = rng.getrandbits(64)
    return s


@pytest.mark.parametrize("level", LEVELS)
def test_same_view_with_other_hidden_values_gives_the_same_decision(level):
    states = positions(11)[:6] + positions(12)[:6]
    assert any(r.marker and not r.marker_revealed for s in states for r in s.regions.values())
    changed = 0
    for i, state in enumerate(states):
        viewer = state.actor.id
        other = with_other_secrets(state, viewer, random.Random(i))
        changed += other.to_dict() != state.to_dict()
        seen = observe(state, viewer)
        assert observe(other, viewer) == seen
        first = quick_bot(level, 5).decide(seen)
        again = quick_bot(level, 5).decide(observe(other, viewer))
        assert first == again
        assert seen == observe(state, viewer)    # the bot did not write into what it was shown
    assert changed == len(states)


@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_and_view_make_the_same_choice(level):
    states = positions(21)[:8]
    decisions = {}
    for seed in (1, 2):
        decisions[seed] = [quick_bot(level, seed).decide(observe(s, s.actor.id)) for s in states]
        assert decisions[seed] == [quick_bot(level, seed).decide(observe(s, s.actor.id))
                                   for s in states]


@pytest.mark.parametrize("seats", [("easy", "random", "random"), ("normal", "easy", "random"),
                                   ("hard", "normal", "easy")])
def test_bots_play_whole_games_without_a_refused_action(seats):
    for game in range(2 if "hard" not in seats else 1):
        session = start_game(PLAYERS, seed=300 + game)
        bots = {pid: quick_bot(level, game * 3 + i) for i, ((pid, _), level)
                in enumerate(zip(PLAYERS, seats))}
        reasons = []
        while not session.state.game_over:
            actor = session.state.actor.id
            seen = observe(session.state, actor)
            decision = bots[actor].decide(copy.deepcopy(seen))
            assert decision.action in [x.action for x in legal_actions(session.state)] or \
                decision.action.key in ("redeploy", "conquer", "bombs", "objectives")
            session.play(decision.action)    # raises RuleError if the engine refuses it
            if decision.reason:
                reasons.append(decision.reason)
        assert session.state.winners
        assert any(r.startswith("picks ") for r in reasons)
        assert all("\n" not in r and len(r) < 120 for r in reasons)
