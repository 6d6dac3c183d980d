"""Random legal games keep the invariants of the race abilities (RULES.md §15)."""

import random

import pytest

from smallwow_qt.bots.random_bot import choose
from smallwow_qt.engine import apply
from smallwow_qt.engine.data import BOMB_STACK, RACES
from smallwow_qt.newgame import start_game


def check_races(state):
    # A lone active Tauren token never stays alone (Q23).
    for rid, r in state.regions.items():
        if r.race == "tauren" and not r.declined and r.owner is not None:
            assert not (r.tokens == 1 and r.defenders == 1), f"lone Tauren in {rid}"
    # At most the 2 Military Objectives, only while the Humans are active (Q18).
    objectives = sum(1 for r in state.regions.values() if r.objective)
    assert objectives <= 2
    if objectives:
        assert any(p.race == "humans" for p in state.players)
    # The 12 bombs: those on the map plus the stack never exceed the box (Q8).
    on_map = [r.bomb for r in state.regions.values() if r.bomb]
    assert len(on_map) + len(state.bomb_stack) <= len(BOMB_STACK)
    assert on_map.count("explode") + state.bomb_stack.count("explode") <= BOMB_STACK.count("explode")
    # Harmony tokens exist only while a Pandaren player has given them out (Q11).
    if any(p.harmony for p in state.players):
        giver = state.data.get("harmony_from")
        assert giver is not None and not state.player(giver).harmony
    # Forsaken purchases respect the box (§4).
    assert state.tokens_in_play("forsaken") <= RACES["forsaken"].supply


@pytest.mark.parametrize("seed", range(12))
def test_random_games_keep_race_invariants(seed):
    rng = random.Random(seed)
    players = 2 + seed % 4
    state = start_game([(f"p{i}", f"P{i}") for i in range(players)], seed=1000 + seed).state
    seen = set()
    for _ in range(3000):
        if state.game_over:
            break
        seen.update(p.race for p in state.players if p.race)
        state, _ = apply(state, choose(state, rng))
        check_races(state)
    assert state.game_over
    assert seen, "some race was played"
