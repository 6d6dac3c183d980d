"""The legal-action lists build some Legal values without their `__init__` (game._conquests,
game.legal_actions): they must be the very values `__init__` would build: every field set,
equal, same hash, same dict form."""

from __future__ import annotations

import random

from smallwow_qt.engine import action_from_dict, apply, legal_actions
from smallwow_qt.engine.actions import PlaceObjectives
from smallwow_qt.engine.game import Legal
from smallwow_qt.newgame import start_game

PLAYERS = [(f"p{i}", f"Player {i}") for i in range(5)]


def _check(item: Legal) -> None:
    action = item.action
    names = set(type(action).FIELDS)
    assert set(vars(action)) == names   # no field left to the class default
    assert set(vars(item)) == {"action", "cost"}
    rebuilt = Legal(type(action)(**{n: getattr(action, n) for n in names}), item.cost)
    assert rebuilt == item and hash(rebuilt) == hash(item)
    assert action_from_dict(action.to_dict()) == action


def test_listed_values_are_the_values_init_builds():
    kinds = set()
    for seed in range(4):
        state = start_game(PLAYERS, seed=seed).state
        rng = random.Random(seed)
        while not state.game_over:
            legal = legal_actions(state)
            for item in legal:
                _check(item)
                kinds.add(type(item.action).__name__)
            state, _ = apply(state, rng.choice(legal).action)
    assert "Conquer" in kinds


def test_objective_placements_are_plain_values():
    seen = 0
    for seed in range(40):
        state = start_game(PLAYERS, seed=seed).state
        rng = random.Random(seed)
        while not state.game_over and seen < 200:
            legal = legal_actions(state)
            for item in legal:
                if isinstance(item.action, PlaceObjectives):
                    _check(item)
                    seen += 1
            state, _ = apply(state, rng.choice(legal).action)
        if seen >= 200:
            break
    assert seen > 0
