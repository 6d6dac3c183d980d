"""Play from here (controller/play_on.py): a new game whose state equals the replay's at
that point, its own seats and id, the game it comes from untouched."""

from __future__ import annotations

import pytest

from smallwow_qt.controller.play_on import position_state, session_from
from smallwow_qt.controller.seats import Seats
from smallwow_qt.engine import legal_actions
from tests.bots.test_review import short_game


def test_the_new_game_starts_exactly_where_the_replay_stands():
    session, _ = short_game(plant=False)
    session.info["game_id"] = "original"
    before = (session.state.to_dict(), [s.action for s in session.steps], dict(session.info))
    for position in (0, 7, len(session.steps) // 2, len(session.steps) - 1):
        new = session_from(session, position, {"p1": "hard"})
        assert new.state.to_dict() == position_state(session, position).to_dict()
        assert new.steps == [] and new.initial is not position_state(session, position)
        seats = Seats.from_info(new.info, ["p1", "p2"])
        assert seats.kind("p1") == "hard" and seats.kind("p2") == "human"
        assert "game_id" not in new.info          # its own id (and autosave), given when saved
        assert new.info["played_on_from"] == {"game": "original", "actions": position}
        # and it plays on: the engine takes the next action as it took it in the game
        if position < len(session.steps):
            new.play(session.steps[position].action)
            assert new.state.to_dict() == session.steps[position].state.to_dict()
            assert legal_actions(new.state) or new.state.game_over
    assert (session.state.to_dict(), [s.action for s in session.steps], dict(session.info)) == before


def test_there_is_nothing_to_play_on_from_the_end_or_past_it():
    session, _ = short_game(plant=False)
    with pytest.raises(ValueError):
        session_from(session, len(session.steps), {})
    with pytest.raises(ValueError):
        session_from(session, len(session.steps) + 1, {})
    with pytest.raises(ValueError):
        session_from(session, -1, {})
