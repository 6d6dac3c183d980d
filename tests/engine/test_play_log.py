"""Session.play_log: a log of actions played on one working copy (how a save is opened) gives
the same steps as playing them one by one, and the states it did not keep are made again
exactly when asked for."""

import random

import pytest

from smallwow_qt.bots.random_bot import choose
from smallwow_qt.engine import RuleError, apply, apply_in_place
from smallwow_qt.engine.actions import Conquer
from smallwow_qt.engine.session import Session
from smallwow_qt.newgame import start_game

NAMES = [("ann", "Ann"), ("bob", "Bob"), ("cid", "Cid"), ("dee", "Dee"), ("eve", "Eve")]


def played(seed: int, players: int, limit: int = 10_000) -> Session:
    session = start_game(NAMES[:players], seed=seed)
    rng = random.Random(seed)
    while not session.state.game_over and len(session.steps) < limit:
        session.play(choose(session.state, rng))
    return session


def fresh(session: Session) -> Session:
    return Session(session.initial, list(session.start_events), info=dict(session.info))


@pytest.mark.parametrize("seed,players", [(3, 2), (8, 3), (21, 5)])
def test_every_step_is_as_played_one_by_one(seed, players):
    session = played(seed, players)
    again = fresh(session)
    again.play_log(session.actions)
    assert len(again.steps) == len(session.steps)
    kept = sum(step._state is not None for step in again.steps)
    assert kept < len(again.steps) // 2, "one state a turn is kept, not one per action"
    # the last state first (what opening a save shows), then every state in a random order
    assert again.state.to_dict() == session.state.to_dict()
    order = list(range(len(session.steps)))
    random.Random(seed).shuffle(order)
    for i in order:
        mine, theirs = again.steps[i], session.steps[i]
        assert mine.action == theirs.action
        assert mine.events == theirs.events
        assert mine.state.to_dict() == theirs.state.to_dict(), f"step {i + 1}"


def test_undo_after_a_replayed_log_reaches_the_state_before():
    session = start_game(NAMES[:3], seed=4)
    rng = random.Random(4)
    # play into the middle of a turn, up to a conquest that can be taken back
    while True:
        action = choose(session.state, rng)
        session.play(action)
        if isinstance(action, Conquer) and not action.die and session.can_undo() \
                and len(session.steps) > 20:
            break
    again = fresh(session)
    again.play_log(session.actions)
    assert again.can_undo()
    again.undo()
    assert again.state.to_dict() == session.steps[-2].state.to_dict()
    again.redo()
    assert again.state.to_dict() == session.state.to_dict()


def test_a_refused_action_leaves_the_actions_before_it_and_their_state():
    session = played(6, 3, limit=60)
    actions = session.actions
    log = actions[:40] + [Conquer(session.state.players[0].id, "no-such-region")] + actions[40:]
    again = fresh(session)
    with pytest.raises(RuleError):
        again.play_log(log)
    assert len(again.steps) == 40
    assert again.state.to_dict() == session.steps[39].state.to_dict(), \
        "the half-changed working copy is not what the session holds"
    again.play(actions[40])     # the session goes on from there
    assert again.state.to_dict() == session.steps[40].state.to_dict()


def test_a_log_can_follow_actions_played_one_by_one_and_clears_redo():
    session = played(9, 2, limit=50)
    again = fresh(session)
    for action in session.actions[:10]:
        again.play(action)
    if again.can_undo():
        again.undo()
    again.play_log(session.actions[len(again.steps):])
    assert not again.redo_stack
    assert [s.action for s in again.steps] == session.actions
    assert again.state.to_dict() == session.state.to_dict()


def test_apply_in_place_changes_the_state_it_is_given_as_apply_changes_a_copy():
    session = played(2, 4, limit=30)
    state = session.state
    action = choose(state, random.Random(1))
    new, events = apply(state, action)
    work = state.clone()
    assert apply_in_place(work, action) == events
    assert work.to_dict() == new.to_dict()
