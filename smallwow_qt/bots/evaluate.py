"""What a position is worth to one player, and the small judgements every level shares.

All of it works on a state sampled from the bot's observation (`determinise.sample_state`)
and uses the engine's public functions only: `apply` to see what an action leads to,
`legal_actions` for what may be done, the state's public fields and `engine.data` tables.

The value of a position is counted in coins: the coins the player holds, plus what its
regions should still earn (a region well garrisoned is more likely to last), plus what its
army can still conquer, minus what the opponents' regions should earn them, plus what the
abilities left on the table should still bring (bombs, objectives, the Aegis, artifacts
held: `features.py`).
"""

from __future__ import annotations

import threading
from dataclasses import dataclass

from smallwow_qt.bots.features import ability_worth
from smallwow_qt.engine import (DIE_FACES, POWERS, RACES, Action, End, GameState, Redeploy, RuleError, Stage,
                                apply)


@dataclass(frozen=True)
class Weights:
    """The value function's knobs (the levels share them; the arena tunes them)."""

    active_region: float = 0.55     # future coins of an active region, per scoring counted
    per_defender: float = 0.08      # ... and per extra defender on it (up to 3)
    declined_region: float = 0.4    # future coins of a declined region, per scoring counted
    opponent_region: float = 0.5    # what an opponent's region is worth to them (subtracted)
    army_token: float = 0.4         # future conquests of an active token, per round left
    horizon: int = 2                # scorings counted ahead for regions
    army_horizon: int = 4           # rounds counted ahead for the army
    held_token: float = 0.35        # a token a region must keep, as a share of a free one


DEFAULT = Weights()


def rounds_left(state: GameState) -> int:
    """Rounds still to be played after the current one."""
    return max(0, state.rounds - state.round)


def combo_tokens(race: str, power: str) -> int:
    """Tokens a fresh combination brings: the race banner plus the power badge."""
    return RACES[race].banner + POWERS[power].badge


def die_success(need: int) -> float:
    """Chance that the reinforcement die shows at least `need`."""
    return sum(1 for f in DIE_FACES if f >= need) / len(DIE_FACES)


_work = threading.local()


def work_done() -> int:
    """How many actions the bots of this thread have simulated so far: a measure of how
    long they thought that does not depend on the machine's speed or load (Hard's search
    budget is counted in it, so that the same observation gets the same decision)."""
    return getattr(_work, "count", 0)


def try_apply(state: GameState, action: Action) -> GameState | None:
    _work.count = getattr(_work, "count", 0) + 1
    try:
        return apply(state, action)[0]
    except RuleError:
        return None


def end_turn(state: GameState) -> GameState:
    """The state once the current player has ended the turn (default placement of the hand);
    the state itself when the engine refuses the end."""
    if state.stage is Stage.OVER:
        return state
    after = try_apply(state, End(state.current.id))
    return after if after is not None else state


def played_out(state: GameState, actions) -> GameState:
    """The state after `actions`, played in turn by whoever acts now; where one is refused,
    that player's turn ends there (or, when another player acts by then, the state stays)."""
    who = state.actor.id
    for action in actions:
        after = try_apply(state, action)
        if after is None:
            return end_turn(state) if state.actor is not None and state.actor.id == who else state
        state = after
    return state


def value(state: GameState, me: str, left: int, w: Weights = DEFAULT) -> float:
    """Coins now plus what the board should still bring `me` over the next scorings.

    `left` is the number of rounds still to play after the turn being judged (taken before
    the turn ended, since ending it may move the round on)."""
    p = state.player(me)
    total = float(p.coins)
    h = min(left, w.horizon)
    army = 0.0
    keep = 2 if p.race == "tauren" else 1     # tokens a region of the race must keep
    for r in dict.values(state.regions):      # read only: no region copied
        if not r.occupied:
            continue
        if r.owner == me:
            if r.declined:
                total += w.declined_region * h
            else:   # tokens beyond the first are free to conquer again next turn
                army += max(r.tokens - keep, 0) + w.held_token * min(r.tokens, keep)
                total += h * (w.active_region + w.per_defender * min(max(r.defenders - 1, 0), 3))
        elif r.owner is not None:
            total -= w.opponent_region * h
    if p.race:
        army += p.hand
        total += w.army_token * army * min(left, w.army_horizon)
    total += ability_worth(state, me, left, w.horizon, w.army_horizon, w.active_region,
                           w.opponent_region, threat)
    # the tie-break: tokens on the board
    return total + 0.001 * army


def threat(state: GameState, rid: str, me: str) -> float:
    """How exposed one of `me`'s regions is: active enemy neighbours and open borders."""
    neighbours = state.map.neighbours[rid]
    score = 1.0
    peek = state.regions.peek     # read only: no region copied
    for n in neighbours:
        r = peek(n)
        if r.owner is not None and r.owner != me and not r.declined and r.occupied:
            score += 1.0 + 0.2 * r.tokens
        elif r.owner != me:
            score += 0.3
    here = peek(rid)
    if here.marker or here.extra_markers:
        score += 1.0
    return score


def spread(state: GameState, me: str) -> Redeploy | None:
    """A redeployment of `me`'s active race that puts spare tokens where the threat is
    highest (None when there is nothing to place, the minimums cannot be met, or the tokens
    already stand so: a redeployment that changes nothing would only repeat)."""
    p = state.player(me)
    race = p.race
    if race is None:
        return None
    regions = state.regions_of(me, race, False)
    if not regions:
        return None
    keep = 2 if race == "tauren" else 1
    total = p.hand + sum(state.regions[r].tokens for r in regions)
    mins = {}
    for rid in regions:
        reg = state.regions[rid]
        companions = reg.beasts + (1 if reg.champion else 0)
        mins[rid] = max(0, keep - companions)
    spare = total - sum(mins.values())
    if spare < 0:
        return None
    weights = {rid: threat(state, rid, me) for rid in regions}
    counts = dict(mins)
    for _ in range(spare):
        best = max(regions, key=lambda rid: (weights[rid] / (counts[rid] + 1), -regions.index(rid)))
        counts[best] += 1
    if p.hand == 0 and all(state.regions[rid].tokens == n for rid, n in counts.items()):
        return None
    return Redeploy(me, tuple(counts.items()))
