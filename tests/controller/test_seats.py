"""Seats read from a session's info (damaged entries count as people) and undo's limits in a
game with computer players. No Qt."""

from __future__ import annotations

from smallwow_qt.bots import make_bot
from smallwow_qt.controller import undo_plan
from smallwow_qt.controller.seats import Seats, bot_seed, seats_info
from smallwow_qt.engine.actions import Conquer
from smallwow_qt.engine.view import observe
from smallwow_qt.newgame import start_game


def test_seats_from_info():
    players = [("p1", "Ann"), ("p2", "Bob"), ("p3", "Cleo")]
    seats = Seats.from_info({"seats": seats_info(players, ["human", "hard", "easy"])}, ["p1", "p2", "p3"])
    assert [seats.kind(p) for p in ("p1", "p2", "p3")] == ["human", "hard", "easy"]
    assert seats.is_bot("p2") and not seats.is_bot("p1") and not seats.is_bot(None)
    assert seats.people(["p1", "p2", "p3"]) == ["p1"]
    assert [s.id for s in seats.bots()] == ["p2", "p3"]


def test_a_game_without_seats_or_with_damaged_ones_is_played_by_people():
    ids = ["p1", "p2"]
    assert not Seats.from_info({}, ids).any_bot
    for bad in ("hard", [1, None], [{"id": 3, "kind": "hard"}], [{"id": "p9", "kind": "hard"}],
                [{"id": "p1", "kind": ""}], [{"id": "p1", "kind": 5}]):
        seats = Seats.from_info({"seats": bad}, ids)
        assert not seats.any_bot, bad
        assert seats.people(ids) == ids


def test_bot_seeds_differ_by_seat_and_repeat_by_game():
    assert bot_seed(7, 0) != bot_seed(7, 1)
    assert bot_seed(7, 2) == bot_seed(7, 2)
    assert bot_seed("not a number", 1) == bot_seed(0, 1)


def test_undo_never_takes_back_a_bots_action():
    players = [("p1", "Ann"), ("p2", "Bob")]
    with_bot = Seats.from_info({"seats": seats_info(players, ["human", "random"])}, ["p1", "p2"])
    people = Seats.from_info({}, ["p1", "p2"])
    checked = own = 0
    for seed in range(3, 13):
        session = start_game(players, seed)
        bots = {"p1": make_bot("random", seed), "p2": make_bot("random", seed + 1)}
        while session.state.actor is not None and checked < 3:
            actor = session.state.actor.id
            session.play(bots[actor].decide(observe(session.state, actor)).action)
            if not session.can_undo() or session.state.actor is None:
                continue
            if session.state.actor.id == "p2" and isinstance(session.steps[-1].action, Conquer):
                # a bot's conquest, still in its turn: the session alone would allow it back
                assert undo_plan.can_undo(session, people)
                assert not undo_plan.can_undo(session, with_bot)
                checked += 1
            if session.state.actor.id == "p1":
                assert undo_plan.can_undo(session, with_bot)     # the person's own action
                own += 1
        if checked >= 3:
            break
    assert checked >= 3 and own >= 1
