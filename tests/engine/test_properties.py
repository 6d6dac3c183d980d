"""Property tests: random legal games on random maps and player counts keep the invariants,
and random (often illegal) actions are either played or refused without changing anything."""

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from smallwow_qt.bots.random_bot import choose
from smallwow_qt.engine import RuleError, apply
from smallwow_qt.engine.actions import Abandon, Conquer, Decline, End, Pick, Redeploy
from smallwow_qt.engine.data import MURLOC_SUPPLY, MURLOCS, RACES
from smallwow_qt.newgame import start_game


def check_invariants(state):
    for race in RACES:
        assert state.tokens_in_play(race) <= RACES[race].supply, race
    assert sum(r.tokens for r in state.regions.values() if r.race == MURLOCS) <= MURLOC_SUPPLY
    owners = {}
    for p in state.players:
        assert p.coins >= 0
        assert p.hand >= 0
        for race in (p.race, p.declined):
            if race:
                assert race not in owners, f"{race} held by two players"
                owners[race] = p.id
    for rid, r in state.regions.items():
        assert r.tokens >= 0 and r.beasts >= 0
        if r.race is None:
            assert r.owner is None and r.tokens == 0 and not r.declined
        elif r.race == MURLOCS:
            assert r.owner is None and r.tokens >= 1
        else:
            # one race per region, and it belongs to the player said to own it
            owner = state.player(r.owner)
            assert r.race == (owner.declined if r.declined else owner.race), rid
            assert r.occupied
        if state.map.by_id[rid].is_water:
            assert r.race in (None, "naga"), rid


def random_action(state, rng):
    """Anything a confused player might try, legal or not."""
    pid = rng.choice(state.players).id
    regions = list(state.regions)
    kind = rng.randrange(6)
    if kind == 0:
        return Conquer(pid, rng.choice(regions), die=rng.random() < 0.3)
    if kind == 1:
        return Pick(pid, rng.randrange(-1, 8))
    if kind == 2:
        return Abandon(pid, rng.choice(regions))
    if kind == 3:
        sample = rng.sample(regions, k=min(3, len(regions)))
        return Redeploy(pid, tuple((r, rng.randrange(0, 5)) for r in sample))
    if kind == 4:
        return Decline(pid)
    return End(pid)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(min_value=2, max_value=5), seed=st.integers(0, 2**32 - 1))
def test_random_games_keep_invariants_and_refusals_change_nothing(players, seed):
    rng = random.Random(seed)
    session = start_game([(f"p{i}", f"P{i}") for i in range(players)], seed=seed)
    state = session.state
    check_invariants(state)
    for _ in range(3000):
        if state.game_over:
            break
        probe = random_action(state, rng)
        before = state.to_dict()
        try:
            state, _ = apply(state, probe)
        except RuleError as exc:
            assert exc.code and exc.message
            assert state.to_dict() == before, f"refused {probe} changed the state"
        check_invariants(state)
        if state.game_over:
            break
        state, _ = apply(state, choose(state, rng))
        check_invariants(state)
    assert state.game_over
    assert state.winners
