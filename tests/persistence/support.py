"""Shared helpers of the persistence tests (no tests here): random legal games, a small
inline-map scenario, and whether the twelve island sides are present."""

from __future__ import annotations

import random

import pytest

from smallwow_qt.engine import legal_actions
from smallwow_qt.engine.actions import Abandon, Conquer, Decline, End, Pick, Redeploy
from smallwow_qt.engine.session import Session

FIVE = [("ann", "Ann"), ("bob", "Bob"), ("cid", "Cid"), ("dee", "Dée"), ("eve", "Eve")]

SMALL_SCENARIO = {
    "players": ["ann", "bob"],
    "map": {
        "regions": {
            "a1": {"board": "A", "terrain": "field", "symbols": ["entry"]},
            "a2": {"board": "A", "terrain": "hill", "symbols": ["murloc", "cavern"]},
            "a3": {"board": "A", "terrain": "mountain"},
            "a4": {"board": "A", "terrain": "lake"},
            "a5": {"board": "A", "terrain": "forest", "symbols": ["magic"]},
            "a6": {"board": "A", "terrain": "swamp", "symbols": ["entry"]},
            "b1": {"board": "B", "terrain": "field", "symbols": ["entry", "murloc"]},
            "b2": {"board": "B", "terrain": "hill"},
        },
        "borders": [["a1", "a2"], ["a2", "a3"], ["a1", "a4"], ["a3", "a5"], ["a5", "a6"],
                    ["a2", "a6"], ["b1", "b2"]],
    },
    "setup": {"combos": [["dwarves", "ranger"], ["kobolds", "mining"]],
              "race_stack": ["night_elves", "tauren", "blood_elves", "naga"],
              "power_stack": ["explorer", "fishing", "sailing", "mountaineer"]},
    "position": {
        "round": 3, "turn": "ann",
        "players": {"ann": {"coins": 12, "active": ["orcs", "herbalist"]},
                    "bob": {"coins": 7, "active": ["trolls", "farmer"]}},
        "regions": {"a1": {"owner": "ann", "race": "orcs", "tokens": 3},
                    "a2": {"owner": "bob", "race": "trolls", "tokens": 2}},
    },
    "dice": [3],
    "actions": [{"ann": {"conquer": "a2", "die": True}}, {"ann": "end"}],
}


def sides_available() -> bool:
    try:
        from smallwow_qt.boards.loader import list_sides
        return len(list_sides()) >= 12
    except Exception:  # noqa: BLE001
        return False


needs_sides = pytest.mark.skipif(not sides_available(),
                                 reason="the twelve island sides are not in boards/ yet")


CORE = (Pick, Conquer, Abandon, Redeploy, Decline, End)


def choose(options, rng: random.Random):
    """Like a real player: mostly sure conquests, abilities now and then."""
    sure = [o for o in options if isinstance(o.action, Conquer) and not o.action.die]
    core = [o for o in options if isinstance(o.action, CORE)] or options
    if sure and rng.random() < 0.8:
        return rng.choice(sure).action
    return rng.choice(options if rng.random() < 0.1 else core).action


def play_randomly(session: Session, rng: random.Random, limit: int | None = None) -> Session:
    """Random legal actions until the game ends or `limit` actions were played (at most
    3000: a piece offering an action forever must not hang the tests)."""
    played = 0
    limit = 3000 if limit is None else limit
    while not session.state.game_over and played < limit:
        session.play(choose(legal_actions(session.state), rng))
        played += 1
    return session


def five_player_game(seed: int = 11, limit: int | None = None) -> Session:
    from smallwow_qt.newgame import start_game
    return play_randomly(start_game(FIVE, seed=seed), random.Random(seed), limit)


def inline_game(seed: int = 5, limit: int | None = None) -> Session:
    """A two-player game on the small inline map, from a scenario's position."""
    from smallwow_qt.scenario.saves import scenario_session
    data = dict(SMALL_SCENARIO, actions=[])
    session, _ = scenario_session(data)
    return play_randomly(session, random.Random(seed), limit)
