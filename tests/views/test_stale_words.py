"""Words that outlived what they described, or said the wrong thing: a computer player's
"thinking" and its die in the person's turn, "Why?" after moves that worked, ▶ on the wrong
player while a defender places their tokens, and the question asked when tokens from the
hand are dropped on one's own region."""

from __future__ import annotations

import copy

from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QToolBar

from smallwow_qt.controller.models import PlayersModel
from smallwow_qt.controller import Stage
from smallwow_qt.views.i18n import Translations
from smallwow_qt.views.overlays import DieOverlay
from tests.views.support import (GOBLINS, drag_to_region, hand_drag, landed_with_the_champion,
                                 legal_conquests, pass_handover, seated_at, start_conquering)
from tests.views.test_bots import bot_window, person_acts, wait_for_person


def _person_seated(qtbot, window) -> None:
    wait_for_person(qtbot, window)
    if window.handover.isVisible():
        pass_handover(qtbot, window)


def test_thinking_and_the_die_go_when_the_person_acts(qtbot):
    window = bot_window(qtbot, ["human", "random"], pace="instant")
    c = window.controller
    DieOverlay.ROLL_MS = 5000           # (a die still rolling when the person's turn comes)
    rolled = []

    def bot_rolls(_player: str) -> None:
        if not rolled:
            region = next(iter(c.state.regions))
            rolled.append(region)
            c.die_rolled.emit(region, 2, True)      # (as the controller reports the bot's roll)
    c.bot_to_act.connect(bot_rolls)
    _person_seated(qtbot, window)
    person_acts(qtbot, window)                       # Ann picks
    window.game_actions.end_turn.trigger()
    qtbot.waitUntil(lambda: c.actor_id == "p1" and c.seat_ready, timeout=20000)
    assert rolled, "the computer player had its turn"
    assert "thinking" not in window.statusBar().currentMessage()
    assert not window.die.isVisible()


def test_why_goes_after_a_move_that_worked(qtbot, window):
    c = window.controller
    start_conquering(qtbot, window)
    why = window.learning.why_label
    cheap = legal_conquests(window, die=False)
    far = next(r for r, v in c.state.regions.items()
               if v.owner is None and not c.state.map.by_id[r].is_water and r not in dict(cheap))
    drag_to_region(window, hand_drag(window), far)       # refused: not reachable
    assert why.isVisible() and "Why?" in why.text()
    drag_to_region(window, hand_drag(window), cheap[0][0])
    assert c.state.regions[cheap[0][0]].owner == "p1"
    assert not why.isVisible()


def _name_cell(window, player: str) -> str:
    model = window.players_dock.model
    row = [p.id for p in window.controller.state.players].index(player)
    return model.data(model.index(row, PlayersModel.NAME))


def test_the_arrow_marks_the_defender_placing_tokens(qtbot):
    window = seated_at(qtbot, copy.deepcopy(GOBLINS))
    c = window.controller
    assert _name_cell(window, "ann").startswith("▶")
    drag_to_region(window, hand_drag(window, everything=True), "thousand_needles")
    assert c.state.regions["thousand_needles"].owner == "ann"
    window.game_actions.end_turn.trigger()
    assert c.state.stage is Stage.DEFENDERS and c.actor_id == "bob" and c.state.current.id == "ann"
    pass_handover(qtbot, window)
    QApplication.processEvents()
    assert _name_cell(window, "bob").startswith("▶")
    assert not _name_cell(window, "ann").startswith("▶")


def test_hand_tokens_dropped_on_ones_own_region_are_named_so(qtbot, window):
    c = window.controller
    start_conquering(qtbot, window)
    region, _ = legal_conquests(window, die=False)[0]
    drag_to_region(window, hand_drag(window), region)
    asked = []
    window.confirm = lambda title, text: asked.append(text) or False
    drag_to_region(window, hand_drag(window), region)
    qtbot.waitUntil(lambda: bool(asked), timeout=2000)
    assert "from your hand" in asked[0] and "between your regions" not in asked[0]
    assert c.state.stage is Stage.CONQUER


def test_one_token_left_in_hand_is_one_token(qtbot, window):
    Translations(QApplication.instance()).install("en")      # (the app's English: its plurals)
    c = window.controller
    start_conquering(qtbot, window)
    drag_to_region(window, hand_drag(window), legal_conquests(window, die=False)[0][0])
    window.game_actions.finish_conquests.trigger()
    c.state.actor.hand = 1                  # (one token left to place)
    c.state_changed.emit()
    asked = []
    window.confirm = lambda title, text: asked.append(text) or False
    window.game_actions.end_turn.trigger()
    assert asked and asked[0].startswith("You still have 1 token in hand: it will be placed"), asked


def test_the_replay_toolbar_shows_pictures_not_empty_boxes(qtbot, window):
    start_conquering(qtbot, window)
    replay = window.open_replay(window.controller.session)
    qtbot.addWidget(replay)
    bar = replay.findChild(QToolBar, "replayToolBar")
    metrics = QFontMetrics(bar.font())
    steps = [a for a in bar.actions() if a.text()]
    assert len(steps) == 8          # six steps through the game, Review and Play from here
    for action in steps:
        assert not action.icon().isNull(), action.text()
        assert all(metrics.inFontUcs4(ord(ch)) for ch in action.text()), action.text()


def test_the_end_chart_names_its_axis_and_its_title_alike(qtbot, window):
    from smallwow_qt.views.end_screen import EndScreen

    screen = EndScreen(window.controller, window)
    screen.retranslate()
    assert "round" in screen.chart.x_label and "round" in screen.chart_title.text()
    assert "turn" not in screen.chart_title.text()


def test_a_suggested_conquest_is_played_as_suggested(qtbot, window):
    """The suggestion takes a region with the Champion: the Champion is ticked in the hand,
    the suggestion says so, and dropping tokens there spends what it said."""
    from smallwow_qt.bots import Decision
    from smallwow_qt.controller import Conquer

    c = window.controller
    first, target = landed_with_the_champion(qtbot, window)
    assert c.selected_uses == set()
    hand = c.state.actor.hand
    window.bot_play.driver.suggested.emit(Decision(Conquer("p1", target, use=("champion",)), region=target))
    assert c.selected_uses == {"champion"} and window.hand_dock.use_checks["champion"].isChecked()
    assert "Champion" in window.bot_play.last_suggestion
    drag_to_region(window, hand_drag(window), target)
    assert c.state.regions[target].owner == "p1" and c.state.regions[target].champion
    assert c.state.actor.hand == hand           # (the Champion takes it for free; untick it: 2 tokens or more)
