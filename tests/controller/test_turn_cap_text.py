"""The refusal past a turn's cap of actions (engine/session.py) reads in the UI language."""

from __future__ import annotations

import pytest

from smallwow_qt.controller.engine_texts import EngineTexts
from smallwow_qt.engine import CAPS, Redeploy, RuleError
from smallwow_qt.scenario.saves import scenario_session
from tests.persistence.support import SMALL_SCENARIO


def test_the_turn_cap_refusal_in_english_and_in_french(language):
    session, _ = scenario_session(dict(SMALL_SCENARIO, actions=[]))
    drags = [Redeploy("ann", (("a1", 2 if i % 2 == 0 else 1),), True) for i in range(CAPS["turn_actions"] + 1)]
    for drag in drags[:-1]:
        session.play(drag)
    with pytest.raises(RuleError) as refused:
        session.play(drags[-1])
    err = refused.value
    english = EngineTexts(language("en")).refusal(err, session.state)
    assert english == err.message
    french = EngineTexts(language("fr")).refusal(err, session.state)
    assert french == f"Ce tour a déjà compté {CAPS['turn_actions']} actions, bien plus qu'un tour " \
                     "n'en demande\u00a0: il ne reste qu'à le terminer."
