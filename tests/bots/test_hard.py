"""Hard in the app's loop: `decide` is called once per action with a fresh observation; the
search runs once per turn (again only after chance or a surprise) and the replans of one
turn share one time budget."""

from __future__ import annotations

import pytest

from smallwow_qt.bots import make_bot
from smallwow_qt.bots.hard import HardBot
from smallwow_qt.engine.view import observe
from smallwow_qt.newgame import start_game

PLAYERS = [(f"p{i}", f"P{i}") for i in range(3)]


def test_hard_follows_its_turn_plan_without_searching_again():
    hard = HardBot(5, determinisations=2, max_candidates=3)
    searches = []
    plan_once = hard.make_plan
    hard.make_plan = lambda obs, state: searches.append(1) or plan_once(obs, state)
    bots = {"p0": hard, "p1": make_bot("normal", 6), "p2": make_bot("normal", 7)}
    session = start_game(PLAYERS, seed=31)
    followed = decisions = 0
    while not session.state.game_over:
        state = session.state
        actor = state.actor.id
        obs = observe(state, actor)
        if actor == "p0":
            decisions += 1
            expected = bool(hard._steps) and obs == hard._expect
            before = len(searches)
            decision = hard.decide(obs)
            if expected:          # what the plan predicted: the next step, no new search
                followed += 1
                assert len(searches) == before
            else:
                assert len(searches) == before + 1
        else:
            decision = bots[actor].decide(obs)
        session.play(decision.action)
    assert followed >= decisions // 3
    assert len(searches) == decisions - followed


def test_replans_of_one_turn_share_the_turn_budget(monkeypatch):
    hard = HardBot(5, determinisations=2, max_candidates=3, turn_work=0)
    def no_rollout(*args):
        raise AssertionError("searched with no work left in the turn")
    monkeypatch.setattr(hard, "rollout", no_rollout)
    session = start_game(PLAYERS, seed=31)
    state = session.state
    decision = hard.decide(observe(state, state.actor.id))   # Normal's plan, no search
    session.play(decision.action)


def _sampled_pick_state():
    from smallwow_qt.bots.determinise import sample_state
    import random
    session = start_game(PLAYERS, seed=41)
    state = session.state
    me = state.actor.id
    return sample_state(observe(state, me), random.Random(3)), me


def test_a_longer_reach_plays_the_bots_next_turns_in_the_rollout():
    state, me = _sampled_pick_state()
    for reach in (1, 2, 3):
        hard = HardBot(5, reach=reach)
        own = []
        play_own = hard._play_own
        hard._play_own = lambda s, who: own.append(s.round) or play_own(s, who)
        plan = hard.candidates(state)[0]
        hard.rollout(state, plan, me)
        assert len(own) == reach - 1
        assert own == sorted(own) and len(set(own)) == len(own)   # one turn per round


def test_the_rollout_score_counts_the_best_opponent_against_the_bot():
    from smallwow_qt.bots.evaluate import rounds_left, value
    state, me = _sampled_pick_state()
    plain, rival = HardBot(5, rival=0.0), HardBot(5, rival=0.5)
    left = rounds_left(state) + 1
    best = max(value(state, p.id, left) for p in state.players if p.id != me)
    assert rival.leaf(state, me) == pytest.approx(plain.leaf(state, me) - 0.5 * best)
    richer = state.clone()
    other = next(p for p in richer.players if p.id != me)
    other.coins += 40                      # the leader pulls away: worse for the bot
    assert rival.leaf(richer, me) < rival.leaf(state, me)
    assert plain.leaf(richer, me) == plain.leaf(state, me)


def _first_search_observation():
    """An observation where Hard has several candidates to search (the first pick)."""
    session = start_game(PLAYERS, seed=41)
    state = session.state
    return observe(state, state.actor.id)


def test_the_budget_is_work_so_a_slow_machine_decides_the_same(monkeypatch):
    """The same observation, the same decision, however slow the clock says the machine is:
    the search stops on simulated actions, not seconds (the brake set out of reach)."""
    import smallwow_qt.bots.hard as hard_module

    obs = _first_search_observation()
    quick = HardBot(7, determinisations=3, max_candidates=4, work_budget=4000, brake=1e9)
    expected = quick.decide(obs)
    ticks = iter(range(10**9))
    monkeypatch.setattr(hard_module.time, "perf_counter", lambda: next(ticks) * 5.0)  # 5 s a look
    slow = HardBot(7, determinisations=3, max_candidates=4, work_budget=4000, brake=1e9)
    assert slow.decide(obs) == expected
    assert slow.braked == 0


def test_the_emergency_brake_keeps_normals_plan():
    from smallwow_qt.bots.determinise import sample_state

    obs = _first_search_observation()
    hard = HardBot(7, determinisations=3, max_candidates=4, brake=0.0)
    normal_first = hard.candidates(sample_state(obs, hard.rng_for(obs)))[0]
    decision = hard.decide(obs)
    assert hard.braked == 1
    assert decision.action == normal_first.actions[0]


def test_work_is_counted_per_thread():
    import threading

    from smallwow_qt.bots.evaluate import try_apply, work_done

    state = start_game(PLAYERS, seed=41).state
    before = work_done()
    def elsewhere():
        from smallwow_qt.engine import legal_actions
        for _ in range(5):
            try_apply(state, legal_actions(state)[0].action)
    thread = threading.Thread(target=elsewhere)
    thread.start()
    thread.join()
    assert work_done() == before            # another thread's bot does not eat this one's budget
    from smallwow_qt.engine import legal_actions
    try_apply(state, legal_actions(state)[0].action)
    assert work_done() == before + 1
