"""The hand-over screen tells the next player what happened to them since their last turn:
regions lost and to whom, tokens lost or back in hand, coins received — and no total."""

from __future__ import annotations

import copy

from PySide6.QtCore import Qt

from smallwow_qt.engine.actions import Conquer
from tests.views.support import mark_coins, position, seated_at

ATTACK = position(
    {"ann": ["goblins", "blacksmith"], "bob": ["orcs", "ranger"]},
    {"mulgore_pastures": {"owner": "ann", "race": "goblins", "tokens": 3},
     "razor_hill": {"owner": "bob", "race": "orcs", "tokens": 8}})


def test_the_next_player_hears_what_they_lost_and_to_whom(qtbot):
    data = copy.deepcopy(ATTACK)
    data["position"]["turn"] = "bob"
    window = seated_at(qtbot, data)
    c = window.controller
    assert c.actor_id == "bob"
    mark_coins(window, [4111, 4222])
    attack = next(lg.action for lg in c.legal() if isinstance(lg.action, Conquer)
                  and lg.action.region == "mulgore_pastures" and not lg.action.die)
    assert c.play(attack)
    assert c.state.regions["mulgore_pastures"].owner == "bob"
    while c.actor_id == "bob":
        window.end_turn()
    assert window.handover.isVisible() and window.handover.player_id == "ann"
    assert window.handover.scorer_first and not window.handover.catch_up.isVisible()   # bob's score
    qtbot.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)     # bob passes it on
    text = window.handover.catch_up.text()
    assert window.handover.catch_up.isVisible()
    assert "bob took Mulgore Pastures from you" in text, text      # (the scenario's names)
    assert "1 token" in text and "2 back in your hand" in text, text
    assert "4111" not in text and "4222" not in text
    # the first hand-over of a game has nothing to tell
    window.start_game([("p1", "Ann"), ("p2", "Bob")], 11)
    assert window.handover.isVisible() and not window.handover.catch_up.isVisible()


def test_a_player_who_only_places_tokens_is_not_told_show_my_turn(qtbot, window):
    window.handover.show_for("p2", "Bob", "#2f6fd0", defender=True, round_no=2, rounds=10)
    assert "place my tokens" in window.handover.button.text()
    window.handover.show_for("p2", "Bob", "#2f6fd0", defender=False, round_no=2, rounds=10)
    assert "show my turn" in window.handover.button.text()
