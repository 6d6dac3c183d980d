"""The review of a finished game (bots/review.py): it names a planted blunder, leaves the
bots' own play alone, gives the same review twice, refuses a game in progress and stops
when cancelled."""

from __future__ import annotations

import pytest

from smallwow_qt.boards.loader import load_map
from smallwow_qt.bots import make_bot
from smallwow_qt.bots.decision_cost import played_out_cost
from smallwow_qt.bots.review import (FLAGGED, Depth, chart, review_game, state_before, verdict)
from smallwow_qt.bots.review_search import Cancelled
from smallwow_qt.engine import (End, GameConfig, Session, Stage, draw_sides, new_game, observe)

PLAYERS = [("p1", "Ann"), ("p2", "Bob")]


def short_game(seed: int = 6, rounds: int = 3, plant: bool = True) -> tuple[Session, int | None]:
    """A short game between two Normal players; with `plant`, Ann ends her first turn right
    after her pick, conquering nothing (the step of that End is returned)."""
    sides = draw_sides(2, seed)
    state, events = new_game(GameConfig(players=PLAYERS, seed=seed, sides=sides, rounds=rounds),
                             load_map(sides))
    session = Session(state, list(events), info={"seed": seed})
    bots = {"p1": make_bot("normal", 1), "p2": make_bot("normal", 2)}
    planted = None
    while not session.state.game_over:
        st = session.state
        actor = st.actor.id
        if plant and planted is None and actor == "p1" and st.stage is Stage.CONQUER \
                and not st.turn.conquests:
            planted = len(session.steps)
            session.play(End("p1"))
            continue
        session.play(bots[actor].decide(observe(st, actor)).action)
    return session, planted


@pytest.fixture(scope="module")
def planted_game():
    session, step = short_game()
    return session, step, review_game(session, "p1")


def test_the_review_names_the_planted_blunder(planted_game):
    session, step, review = planted_game
    judged = next(d for d in review.decisions if d.step == step)
    assert judged.action == End("p1")
    assert judged.verdict == "blunder" and judged.loss >= 8
    assert str(judged.why).startswith("ending the conquests here gives up ~")
    assert judged.why.why["case"] == "stop" and judged.why.why["regions"] >= 2
    assert judged.plan and any(type(a).__name__ == "Conquer" for a in judged.plan)
    # it is the worst decision of the game, and the only one flagged
    assert review.worst(1)[0] is judged
    assert [d for d in review.decisions if d.verdict in FLAGGED] == [judged]
    assert judged.best == pytest.approx(judged.played + judged.loss, abs=0.02)


def test_every_decision_of_the_player_is_judged_and_forced_moves_are_not(planted_game):
    session, _, review = planted_game
    steps = [d.step for d in review.decisions]
    assert steps == sorted(steps) and len(steps) >= 5
    assert all(session.steps[i].action.player == "p1" for i in steps)
    assert {d.verdict for d in review.decisions} <= {"good", "inaccuracy", "mistake", "blunder"}
    assert sum(review.counts.values()) == len(review.decisions)


def test_the_chart_ends_on_the_final_coins(planted_game):
    session, _, review = planted_game
    points = review.chart
    assert points == chart(session)
    assert points[-1] == (len(session.steps), {p.id: float(p.coins) for p in session.state.players})
    assert points[0][0] == 0 and len(points) >= 2 * session.state.rounds
    positions = [at for at, _ in points]
    assert positions == sorted(positions)


def test_the_same_game_gets_the_same_review(planted_game):
    session, _, review = planted_game
    again = review_game(session, "p1")
    assert [(d.step, d.played, d.best, d.verdict, str(d.why)) for d in again.decisions] == \
        [(d.step, d.played, d.best, d.verdict, str(d.why)) for d in review.decisions]
    assert again.work == review.work


def test_good_play_is_left_alone():
    session, _ = short_game(seed=6, plant=False)
    review = review_game(session, "p1", Depth(samples=1))
    assert not [d for d in review.decisions if d.verdict in FLAGGED]


def test_only_a_finished_game_is_reviewed_and_a_review_can_be_cancelled():
    session, _ = short_game(plant=False)
    unfinished = Session(session.initial, list(session.start_events), info=dict(session.info))
    unfinished.play_log(session.actions[:20])
    with pytest.raises(ValueError):
        review_game(unfinished, "p1")
    with pytest.raises(ValueError):
        review_game(session, "nobody")
    seen = []
    with pytest.raises(Cancelled):
        review_game(session, "p1", progress=lambda done, total: seen.append((done, total)),
                    cancelled=lambda: len(seen) >= 2)
    assert seen[:2] == [(1, seen[0][1]), (2, seen[0][1])]


def test_verdicts_follow_the_documented_thresholds():
    assert [verdict(x) for x in (0, 1.49, 1.5, 3.99, 4, 7.99, 8, 30)] == \
        ["good", "good", "inaccuracy", "inaccuracy", "mistake", "mistake", "blunder", "blunder"]


def test_a_decision_played_out_costs_what_it_gives_up(planted_game):
    """The bench keeps a planted error only once `played_out_cost` shows it: ending the first
    turn without conquering costs coins; an action against itself costs exactly nothing."""
    session, step, _ = planted_game
    before = state_before(session, step)
    conquer = make_bot("normal", 1).decide(observe(before, "p1")).action
    assert type(conquer).__name__ == "Conquer"
    cost = played_out_cost(before, "p1", conquer, End("p1"), draws=2, seed=3)
    assert cost.coins >= 4 and cost.draws == 2
    same = played_out_cost(before, "p1", conquer, conquer, draws=2, seed=3)
    assert (same.coins, same.error) == (0.0, 0.0)
