"""A computer player that plays random legal moves, leaning towards conquest.

Used to exercise the engine (property tests, benchmarks) and as the simplest opponent.
"""

from __future__ import annotations

import random

from smallwow_qt.bots.base import Bot, Decision
from smallwow_qt.bots.determinise import sample_state
from smallwow_qt.engine import (Action, Conquer, Decline, End, GameState, Redeploy, Stage, legal_actions,
                                min_tokens_per_region)


def random_spread(state: GameState, rng: random.Random) -> Redeploy | None:
    """A random legal redeployment of the current player's tokens (hand included)."""
    player = state.actor
    race = player.race
    regions = state.regions_of(player.id, race, False) if race else []
    if not regions:
        return None
    keep = min_tokens_per_region(race)
    total = player.hand + sum(state.regions[r].tokens for r in regions)
    if total < keep * len(regions):
        return None
    counts = {r: keep for r in regions}
    for _ in range(total - keep * len(regions)):
        counts[rng.choice(regions)] += 1
    return Redeploy(player.id, tuple(counts.items()))


def choose(state: GameState, rng: random.Random, decline_chance: float = 0.1) -> Action:
    legal = [item.action for item in legal_actions(state)]
    if not legal:
        raise ValueError("nobody can act: the game is over")
    conquests = [a for a in legal if isinstance(a, Conquer) and not a.die]
    if conquests and rng.random() < 0.9:
        return rng.choice(conquests)
    dice = [a for a in legal if isinstance(a, Conquer) and a.die]
    if dice and rng.random() < 0.5:
        return rng.choice(dice)
    if any(isinstance(a, Decline) for a in legal) and rng.random() < decline_chance:
        return next(a for a in legal if isinstance(a, Decline))
    if state.stage in (Stage.CONQUER, Stage.REDEPLOY) and rng.random() < 0.3:
        spread = random_spread(state, rng)
        if spread is not None:
            return spread
    others = [a for a in legal if not isinstance(a, (Conquer, Decline))]
    ends = [a for a in others if isinstance(a, End)]
    if ends and rng.random() < 0.7:
        return ends[0]
    return rng.choice(others or legal)


class RandomBot(Bot):
    """The random player behind the `Bot` interface: samples a state from the observation
    and picks like `choose`. Its generator advances with each decision, so a run replays
    from the seed and the sequence of observations."""

    level = "random"

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.rng = random.Random(seed)   # advances with every decision: no repeated no-op

    def decide(self, observation: dict) -> Decision:
        rng = self.rng
        state = sample_state(observation, rng)
        action = choose(state, rng)
        return Decision(action, "", getattr(action, "region", None))
