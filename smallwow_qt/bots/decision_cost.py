"""What a decision really cost, played out: the review bench's check that an error it plants
is one.

`played_out_cost(state, pid, chosen, other, draws, seed)` plays the game from `state` (where
`pid` decides) to its end, once with `chosen` and once with `other`, on each of `draws`
drawings of the parts `pid` could not see (drawn as the review's judge draws them; the
others' coins as they were), the same drawing and the same bots for both actions. Every seat
is then played by a Normal bot. The mean difference of `pid`'s final coins (chosen - other)
is what playing `other` instead of `chosen` cost, given what `pid` knew, with its standard
error.

Unlike the review, which looks one round ahead and projects the rest, this plays every game
to its end: too slow for a review (a few seconds per decision), right for checking the
bench's planted errors, which are known to be bad only once shown to be.
"""

from __future__ import annotations

import random
import statistics
from dataclasses import dataclass

from smallwow_qt.bots import make_bot
from smallwow_qt.bots.determinise import sample_state
from smallwow_qt.engine import Action, GameState, Stage, apply, observe

GAME_ACTIONS = 5_000     # a safety net for one game played out


@dataclass(frozen=True)
class Cost:
    coins: float        # mean of (final coins with `chosen`) - (final coins with `other`)
    error: float        # its standard error
    draws: int


def played_out_cost(state: GameState, pid: str, chosen: Action, other: Action,
                    draws: int = 6, seed: int = 0) -> Cost:
    """The coins `pid` loses, on average, by playing `other` instead of `chosen` at `state`."""
    view = observe(state, pid)
    differences = []
    for k in range(draws):
        draw_seed = seed * 1_000 + k
        sample = sample_state(view, random.Random(draw_seed), state.map)
        for p in sample.players:
            real = state.player(p.id)
            p.coins, p.history = real.coins, list(real.history)
        differences.append(final_coins(sample, chosen, pid, draw_seed) -
                           final_coins(sample, other, pid, draw_seed))
    error = statistics.stdev(differences) / len(differences) ** 0.5 if draws > 1 else 0.0
    return Cost(statistics.fmean(differences), error, draws)


def final_coins(state: GameState, action: Action, pid: str, seed: int) -> int:
    """`pid`'s coins once the game from `state`, `action` first, is played out by Normal bots."""
    s = apply(state, action)[0]
    bots = {p.id: make_bot("normal", seed * 8 + i) for i, p in enumerate(s.players)}
    for _ in range(GAME_ACTIONS):
        if s.stage is Stage.OVER:
            break
        actor = s.actor.id
        s = apply(s, bots[actor].decide(observe(s, actor)).action)[0]
    return s.player(pid).coins
