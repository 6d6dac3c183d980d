"""The guided first game, played to its end with exactly the gestures it asks for; every
step refuses other clicks and drops; it can be left, resumed and restarted."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication

from smallwow_qt.controller.game_controller import GameController
from smallwow_qt.engine.state import Stage
from smallwow_qt.controller import lesson
from smallwow_qt.views.learn.guided import GuidedGame
from smallwow_qt.views.main_window import MainWindow
from smallwow_qt.views.overlays import DieOverlay
from tests.views.support import click_combination, drag_to_region, hand_drag, region_drag


@pytest.fixture
def settings(tmp_path):
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


def open_window(qtbot, settings) -> MainWindow:
    DieOverlay.ROLL_MS = 0
    GuidedGame.RIVAL_MS = 0
    window = MainWindow(GameController(), translations=None, settings=settings)
    window.confirm = lambda title, text: True
    qtbot.addWidget(window)
    window.resize(1500, 950)
    window.show()
    qtbot.waitExposed(window)
    return window


def wait_for_learner(qtbot, window) -> None:
    c = window.controller
    qtbot.waitUntil(lambda: c.state.stage is Stage.OVER or (c.actor_id == lesson.LEARNER and c.seat_ready),
                    timeout=5000)


def do_step(qtbot, window, step: lesson.Step) -> None:
    """The gesture the step asks for, as a player makes it."""
    guided = window.learning.guided
    if step.kind in ("next", "finish"):
        qtbot.mouseClick(guided.panel.next_button, Qt.MouseButton.LeftButton)
    elif step.kind == "combo":
        click_combination(qtbot, window, int(step.target))
    elif step.kind in ("conquer", "place"):
        drag_to_region(window, hand_drag(window), step.target)
    elif step.kind == "move":
        drag_to_region(window, region_drag(window, step.source, 1), step.target)
    elif step.kind == "use":
        qtbot.mouseClick(window.hand_dock.use_checks[step.target], Qt.MouseButton.LeftButton)
    elif step.kind == "button":
        button = window.toolbar.widgetForAction(getattr(window.game_actions, step.target))
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def other_gestures_refused(qtbot, window, step: lesson.Step) -> None:
    """A click on another combination, a drop on another region, the other turn buttons and
    End turn's key: each is refused by the lesson (it says so) and changes nothing."""
    c, guided = window.controller, window.learning.guided
    before = c.state
    other = next(r for r in ("echo_lagoon", "zalazanes_grove") if r != step.target)
    gestures = [lambda: click_combination(qtbot, window, 5)]
    if c.state.actor.hand:
        gestures.append(lambda: drag_to_region(window, hand_drag(window), other))
    for name in ("end_turn", "decline", "finish_conquests"):
        if not (step.kind == "button" and step.target == name):
            button = window.toolbar.widgetForAction(getattr(window.game_actions, name))
            gestures.append(lambda b=button: qtbot.mouseClick(b, Qt.MouseButton.LeftButton))
    if not (step.kind == "button" and step.target == "end_turn"):
        gestures.append(lambda: qtbot.keyClick(window, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier))
    for n, gesture in enumerate(gestures):
        guided.panel.warning.hide()
        gesture()
        assert c.state is before, (step.id, n)
        assert guided.index == lesson.STEPS.index(step), (step.id, n)
        assert guided.panel.warning.isVisible(), (step.id, n)      # the lesson said no


def test_the_guided_game_is_played_to_its_end(qtbot, settings):
    window = open_window(qtbot, settings)
    guided = window.learning.guided
    guided.action.trigger()                      # Help › Guided first game
    assert guided.active and guided.index == 0
    c = window.controller
    titles = []
    for number, step in enumerate(lesson.STEPS):
        wait_for_learner(qtbot, window)
        assert guided.step is step, (guided.step.id, step.id)
        titles.append(guided.panel.title.text())
        if step.kind not in ("next", "finish"):
            assert guided.veil.holes, f"{step.id}: nothing is lit up"
        if step.kind != "finish":
            other_gestures_refused(qtbot, window, step)
        do_step(qtbot, window, step)
        if step.kind == "finish":
            break
        qtbot.waitUntil(lambda: guided.index == number + 1, timeout=3000)   # (a die or a move
        #                                                     is confirmed right after the drop)
    assert c.state.stage is Stage.OVER
    final = {p.id: p.coins for p in c.state.players}
    assert final == {"you": 27, "rival": 20}
    assert not guided.active and not guided.panel.isVisible()
    assert len(set(titles)) == len(lesson.STEPS)


def test_the_lesson_can_be_left_resumed_and_restarted(qtbot, settings):
    window = open_window(qtbot, settings)
    window.start_game([("a", "Ann"), ("b", "Bob")], 3)
    game = window.controller.session
    guided = window.learning.guided
    guided.start()
    for number, step in enumerate(lesson.STEPS[:4]):
        wait_for_learner(qtbot, window)
        do_step(qtbot, window, step)
        qtbot.waitUntil(lambda: guided.index == number + 1, timeout=3000)
    assert guided.step.id == "artifact"
    regions = {r: (v.owner, v.tokens) for r, v in window.controller.state.regions.items()}
    guided.leave()
    assert window.controller.session is game and not guided.veil.isVisible()
    assert window.files.autosaver is not None or window.data_dir is None

    again = open_window(qtbot, settings)         # quit and start the app again
    again.learning.guided.start()
    wait_for_learner(qtbot, again)
    assert again.learning.guided.step.id == "artifact"
    assert {r: (v.owner, v.tokens) for r, v in again.controller.state.regions.items()} == regions
    qtbot.mouseClick(again.learning.guided.panel.restart_button, Qt.MouseButton.LeftButton)
    assert again.learning.guided.index == 0 and not again.controller.session.actions


def test_a_corrupt_saved_lesson_starts_again(qtbot, settings):
    settings.setValue("guided/actions", '[{"nonsense": 1}]')
    settings.setValue("guided/step", 7)
    window = open_window(qtbot, settings)
    window.learning.guided.start()
    assert window.learning.guided.index == 0 and window.learning.guided.panel.warning.isVisible()


def test_the_lesson_is_offered_once_at_the_first_launch(qtbot, settings):
    window = open_window(qtbot, settings)
    qtbot.waitUntil(lambda: window.learning.guided.panel.isVisible())
    guided = window.learning.guided
    assert "New to" in guided.panel.title.text()
    qtbot.mouseClick(guided.panel.leave_button, Qt.MouseButton.LeftButton)     # No thanks
    assert not guided.panel.isVisible() and not guided.active
    second = open_window(qtbot, settings)
    QApplication.processEvents()
    assert not second.learning.guided.offer() and not second.learning.guided.panel.isVisible()


def test_each_step_names_its_rule_and_f1_over_the_panel_opens_it(qtbot, settings):
    from smallwow_qt.views.learn import topics

    window = open_window(qtbot, settings)
    guided = window.learning.guided
    guided.start()
    for number, step in enumerate(lesson.STEPS[:3]):
        wait_for_learner(qtbot, window)
        assert step.page in guided.panel.rule.text()
        centre = guided.panel.mapToGlobal(guided.panel.rect().center())
        assert topics._widget_topic(window, guided.panel, centre, window.learning) == step.page
        do_step(qtbot, window, step)
        qtbot.waitUntil(lambda: guided.index == number + 1, timeout=3000)
    guided.panel.rule.linkActivated.emit(f"page:{guided.step.page}")
    assert window.learning.reference.isVisible() and window.learning.reference.current == "rules/conquest"


def test_the_lesson_is_never_autosaved_as_a_game(qtbot, settings, tmp_path):
    DieOverlay.ROLL_MS = 0
    window = MainWindow(GameController(), translations=None, settings=settings, data_dir=tmp_path)
    qtbot.addWidget(window)
    window.show()
    autosaver = window.files.autosaver
    assert autosaver is not None
    guided = window.learning.guided
    guided.start()
    do_step(qtbot, window, lesson.STEPS[0])
    do_step(qtbot, window, lesson.STEPS[1])
    window.files.autosave_now()
    guided.leave()                                  # no game to give back: the lesson stays
    window.files.autosave_now()
    assert window.files.autosaver is None
    assert autosaver.unfinished() is None and not list(tmp_path.rglob("*.json"))
    window.start_game([("a", "Ann"), ("b", "Bob")], 5)
    assert window.files.autosaver is autosaver      # a real game is autosaved again
    window.files.autosave_now()
    assert window.files.unfinished() is not None
