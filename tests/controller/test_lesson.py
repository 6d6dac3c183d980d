"""The guided game's script on the bare engine: every learner step is completed by the action
it asks for, the rival's moves are legal, and the game ends as the lesson's texts say (a rule
change that breaks the lesson shows up here first, with the step that no longer plays)."""

from __future__ import annotations

from smallwow_qt.engine.actions import Conquer, Decline, End, Pick, Redeploy
from smallwow_qt.engine.game import apply, cost_breakdown
from smallwow_qt.engine.state import Stage
from smallwow_qt.controller import lesson


def _learner_action(state, step: lesson.Step):
    me = lesson.LEARNER
    if step.kind == "combo":
        return Pick(me, int(step.target))
    if step.kind == "conquer":
        uses = ("frostmourne",) if step.id == "defenders" else ()
        hand = state.player(me).hand
        die = cost_breakdown(state, step.target, uses).total > hand
        return Conquer(me, step.target, die, uses)
    if step.kind == "move":
        r = state.regions
        return Redeploy(me, ((step.source, r[step.source].tokens - 1), (step.target, r[step.target].tokens + 1)),
                        partial=True)
    if step.kind == "place":
        return Redeploy(me, ((step.target, state.regions[step.target].tokens + state.player(me).hand),),
                        partial=True)
    if step.kind == "button":
        return {"decline": Decline, "end_turn": End}[step.target](me)
    return None


def test_the_lesson_plays_through_on_the_engine():
    state = lesson.build_initial()
    costs = {}
    for step in lesson.STEPS:
        while state.actor is not None and state.actor.id == lesson.RIVAL:
            state, _ = apply(state, lesson.rival_action(state))
        action = _learner_action(state, step)
        if action is None:
            continue
        if isinstance(action, Conquer):
            costs[step.id] = cost_breakdown(state, action.region, action.use).total
        assert step.done_by(action), step.id
        state, events = apply(state, action)
        if step.id == "die":
            assert any(e.kind == "die" and e.data.get("success") for e in events)
    while state.actor is not None and state.actor.id == lesson.RIVAL:
        state, _ = apply(state, lesson.rival_action(state))
    assert state.stage is Stage.OVER
    # the numbers the steps' texts quote
    assert costs == {"landing": 3, "murloc": 3, "artifact": 2, "mountain": 1, "defenders": 4, "die": 3,
                     "new_landing": 5}
    assert {p.id: p.coins for p in state.players} == {lesson.LEARNER: 27, lesson.RIVAL: 20}


def test_a_step_is_not_completed_by_another_action():
    step = next(s for s in lesson.STEPS if s.id == "landing")
    assert not step.done_by(Conquer(lesson.LEARNER, lesson.MURLOC))
    assert not step.done_by(Conquer(lesson.RIVAL, lesson.ENTRY))
    assert not step.done_by(None)
    assert step.done_by(Conquer(lesson.LEARNER, lesson.ENTRY))
