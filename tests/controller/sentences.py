"""The engine's sentences as games make them, for the tests of their translations
(`controller/engine_texts/`): the events, refusals and cost breakdowns of random games and
of every rules scenario in tests/scenarios/."""

from __future__ import annotations

import random
from functools import cache
from pathlib import Path
from typing import Iterator

from smallwow_qt.bots.random_bot import choose
from smallwow_qt.engine import actions as A
from smallwow_qt.engine.actions import action_from_dict
from smallwow_qt.engine.combatants import attacker_pieces
from smallwow_qt.engine.costs import Breakdown, evaluate
from smallwow_qt.engine.errors import RuleError
from smallwow_qt.engine.events import Event
from smallwow_qt.engine.game import apply
from smallwow_qt.engine.state import GameState, Stage
from smallwow_qt.engine.turns import default_placement
from smallwow_qt.newgame import start_game
from smallwow_qt.scenario.build import build_game
from smallwow_qt.scenario.yamlfile import read_yaml

SCENARIOS = sorted((Path(__file__).parents[1] / "scenarios").glob("*.yaml"))
RANDOM_GAMES = [(seed, 2 + seed % 4) for seed in range(6)]   # (seed, players)


def random_game(seed: int, players: int) -> Iterator[tuple[GameState, GameState, list[Event]]]:
    """(state before, state after, events) of each action of a random game."""
    rng = random.Random(seed)
    state = start_game([(f"p{i}", f"P{i}") for i in range(players)], seed=seed).state
    while not state.game_over:
        after, events = apply(state, choose(state, rng))
        yield state, after, events
        state = after


def scenario_game(path: Path) -> Iterator[tuple[GameState, list[Event], RuleError | None]]:
    """(state, events, refusal) of each action of a scenario, played as the scenario runner
    plays it (defenders not named by the next action redeploy on their weakest region)."""
    data = read_yaml(path)
    state = build_game(data)
    actions = [action_from_dict(item) for item in data.get("actions") or []]
    for i, action in enumerate(actions + [None]):
        while state.stage is Stage.DEFENDERS and not (
                isinstance(action, A.Redeploy) and action.player == state.actor.id):
            defender = state.actor
            state, events = apply(state, A.Redeploy(defender.id, tuple(
                default_placement(state, defender).items())))
            yield state, events, None
        if action is None:
            return
        try:
            after, events = apply(state, action)
        except RuleError as err:
            yield state, [], err
            continue
        yield after, events, None
        state = after


#: Ability and turn actions tried at every step of a few random games, most of them refused.
def _trials(state: GameState, rng: random.Random) -> list[A.Action]:
    p = state.actor.id
    regions = list(state.regions)
    r1, r2 = rng.choice(regions), rng.choice(regions)
    return [A.Buy(p, 1), A.Form(p, "human"), A.Form(p, "worgen"), A.ChooseFaction(p, "horde"),
            A.Swap(p, r1, r2), A.Intimidate(p, r1), A.Intimidate(p, r1, r2), A.Steal(p, r1, r2),
            A.PlaceBombs(p, (r1,)), A.PlaceObjectives(p, (r1, r2)), A.PlaceHeart(p, r1),
            A.PlaceAegis(p, r1), A.Pick(p, 0), A.Pick(p, 5), A.Abandon(p, r1),
            A.Conquer(p, r1, die=True), A.Redeploy(p, ((r1, 1),)), A.Decline(p), A.End(p),
            A.Pick(next(o.id for o in state.players if o.id != p), 0)]


@cache
def sentences() -> "Sentences":
    """Every event, refusal and breakdown of the random games and the scenarios (made once:
    several tests read them)."""
    found = Sentences()
    for seed, players in RANDOM_GAMES:
        rng = random.Random(seed)
        for before, after, events in random_game(seed, players):
            found.events.extend((after, e) for e in events)
            if seed < 2:   # refusals of ability actions tried at every step
                for action in _trials(before, rng):
                    try:
                        apply(before, action)
                    except RuleError as err:
                        found.refusals.append((before, err))
            if seed < 3 and before.stage is Stage.CONQUER:   # every region's breakdown
                player = before.current
                found.breakdowns.extend((before, evaluate(before, player, rid))
                                        for rid in before.regions)
    for path in SCENARIOS:
        for state, events, err in scenario_game(path):
            found.events.extend((state, e) for e in events)
            if err is not None:
                found.refusals.append((state, err))
            if state.stage is Stage.CONQUER and state.current.race:   # with each `use:` too
                player = state.current
                for use in [()] + [(u,) for p in attacker_pieces(state, player) for u in p.uses]:
                    found.breakdowns.extend((state, evaluate(state, player, rid, use))
                                            for rid in state.regions)
    return found


class Sentences:
    def __init__(self) -> None:
        self.events: list[tuple[GameState, Event]] = []
        self.refusals: list[tuple[GameState, RuleError]] = []
        self.breakdowns: list[tuple[GameState, Breakdown]] = []
