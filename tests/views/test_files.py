"""Saving, opening, autosave with the offer to resume, undo/redo from the keyboard, and the
replay viewer."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMenu

from smallwow_qt.engine.actions import End
from smallwow_qt.engine.state import Stage
from smallwow_qt.persistence import load_session
from smallwow_qt.views.replay import turn_stops
from tests.views.support import (PLAYERS2, click_combination, drag_to_region, files_window, hand_drag, legal_conquests,
                                 pass_handover, play_a_bit)






def _play_turns(qtbot, window, turns: int) -> None:
    """Each player in turn picks or keeps a race, makes a conquest and ends the turn."""
    c = window.controller
    for _ in range(turns):
        if not c.seat_ready:
            window.handover.accept()
        if c.state.stage is Stage.PICK:
            click_combination(qtbot, window, 0)
        drag_to_region(window, hand_drag(window), legal_conquests(window, die=False)[0][0])
        window.game_actions.end_turn.trigger()


def test_autosave_after_every_action_and_resume_at_start(qtbot, tmp_path):
    window = files_window(qtbot, tmp_path)
    play_a_bit(qtbot, window)
    window.files.autosave_now()
    saved = window.files.unfinished()
    assert saved is not None and saved.parent == tmp_path / "autosave"
    assert [a.to_dict() for a in load_session(saved).actions] == \
        [a.to_dict() for a in window.controller.session.actions]
    window.close()
    # a new start: the unfinished game is offered, and resumed behind the hand-over screen
    again = files_window(qtbot, tmp_path, start=False)
    asked = []
    assert again.files.offer_resume(lambda title, text: asked.append(text) or True)
    assert "Ann" in asked[0] and "Bob" in asked[0]
    assert len(again.controller.session.steps) == 2
    assert again.handover.isVisible()
    pass_handover(qtbot, again)
    assert again.controller.state.current.race is not None


def test_declining_to_resume_sets_the_game_aside(qtbot, tmp_path):
    window = files_window(qtbot, tmp_path)
    play_a_bit(qtbot, window)
    window.files.autosave_now()
    window.close()
    again = files_window(qtbot, tmp_path, start=False)
    assert not again.files.offer_resume(lambda title, text: False)
    assert again.files.unfinished() is None
    assert again.files.autosaver.earlier()


def test_save_and_open_with_recent_list(qtbot, tmp_path):
    window = files_window(qtbot, tmp_path / "data")
    play_a_bit(qtbot, window)
    path = tmp_path / "game.smallwow.json"
    assert window.files.save_to(path)
    assert path.name in window.windowTitle()
    state = window.controller.state.to_dict()
    other = files_window(qtbot, tmp_path / "data")
    assert other.files.open_path(path)
    assert other.controller.state.to_dict() == state
    assert other.handover.isVisible()
    menu = QMenu()
    other.files.fill_recent_menu(menu)
    assert any(path.name in a.text() for a in menu.actions())


def test_undo_and_redo_from_the_keyboard(qtbot, tmp_path):
    window = files_window(qtbot, tmp_path)
    c = window.controller
    pass_handover(qtbot, window)
    click_combination(qtbot, window, 0)
    # a conquest that reveals nothing (a face-down marker coming to light cannot be undone)
    region = next(r for r, _ in legal_conquests(window, die=False) if not c.state.regions[r].marker)
    drag_to_region(window, hand_drag(window), region)
    assert window.game_actions.undo.isEnabled()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    QApplication.processEvents()
    assert c.state.regions[region].owner is None
    assert window.game_actions.redo.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    QApplication.processEvents()
    assert c.state.regions[region].owner == "p1"
    # after the turn has passed, nothing can be taken back
    window.game_actions.end_turn.trigger()
    assert not window.game_actions.undo.isEnabled()


def test_replay_viewer_steps_turn_by_turn_and_highlights_the_log(qtbot, tmp_path):
    window = files_window(qtbot, tmp_path)
    c = window.controller
    _play_turns(qtbot, window, 3)
    session = c.session
    replay = window.open_replay(session)
    qtbot.addWidget(replay)
    stops = turn_stops(session)
    assert len(stops) >= 4 and stops[0] == 0
    # it opens after the first turn; the log highlights that turn's events
    assert replay.position == stops[1]
    start, end = replay.highlighted
    assert end > start
    texts = [replay.log_model.data(replay.log_model.index(r)) for r in range(start, end)]
    assert any("Ann" in t for t in texts)
    assert isinstance(session.steps[stops[1] - 1].action, End)
    # the table shows that position
    shown = replay.shown.state
    assert shown.to_dict() == session.steps[stops[1] - 1].state.to_dict()
    replay.next_turn.trigger()
    assert replay.position == stops[2]
    assert any("Bob" in replay.log_model.data(replay.log_model.index(r))
               for r in range(*replay.highlighted))
    replay.prev_step.trigger()
    assert replay.position == stops[2] - 1
    replay.first.trigger()
    assert replay.position == 0 and replay.shown.state.to_dict() == session.initial.to_dict()
    replay.last.trigger()
    assert replay.position == len(session.steps)
    # the game in play is untouched
    assert c.session is session and len(session.steps) == stops[-1]


def test_an_opened_game_can_be_replayed_and_its_last_action_undone(qtbot, tmp_path):
    """An opened save keeps few of its states (Session.play_log): the replay viewer and undo
    show the positions the game went through all the same."""
    window = files_window(qtbot, tmp_path / "data")
    c = window.controller
    _play_turns(qtbot, window, 3)    # then a conquest that can be taken back
    if not c.seat_ready:
        window.handover.accept()
    if c.state.stage is Stage.PICK:
        click_combination(qtbot, window, 0)
    region = next(r for r, _ in legal_conquests(window, die=False) if not c.state.regions[r].marker)
    drag_to_region(window, hand_drag(window), region)
    played = c.session
    path = tmp_path / "game.smallwow.json"
    assert window.files.save_to(path)

    other = files_window(qtbot, tmp_path / "data", start=False)
    assert other.files.open_path(path)
    opened = other.controller.session
    assert any(step._state is None for step in opened.steps), "states are made when asked"
    replay = other.open_replay(opened)      # (deletes itself when closed: not given to qtbot)
    try:
        for stop in turn_stops(opened):
            replay.go(stop)
            expected = played.steps[stop - 1].state if stop else played.initial
            assert replay.shown.state.to_dict() == expected.to_dict(), f"after {stop} actions"
    finally:
        replay.close()
    pass_handover(qtbot, other)
    assert other.game_actions.undo.isEnabled()
    other.game_actions.undo.trigger()
    assert other.controller.state.regions[region].owner is None
    assert other.controller.state.to_dict() == played.steps[-2].state.to_dict()


def test_leaving_an_unfinished_game_asks_and_says_where_it_stays(qtbot, tmp_path):
    from smallwow_qt.views.game_flow import may_leave_game

    window = files_window(qtbot, tmp_path)
    play_a_bit(qtbot, window)
    asked = []
    window.confirm = lambda title, text: asked.append((title, text)) or False
    assert not may_leave_game(window, "Open a game", "Open it instead?")
    title, text = asked[0]
    assert title == "Open a game" and text.endswith("\n\nOpen it instead?")
    assert "Ann, Bob" in text and "Game › Open recent" in text
    # the last action is on disk before anything is set aside
    assert len(load_session(window.files.unfinished()).actions) == len(window.controller.session.actions)
    window.confirm = lambda title, text: asked.append((title, text)) or True
    assert may_leave_game(window, "Open a game", "Open it instead?") and len(asked) == 2


def test_leaving_asks_nothing_without_a_game_or_after_its_end(qtbot, tmp_path):
    from smallwow_qt.views.game_flow import may_leave_game

    window = files_window(qtbot, tmp_path, start=False)
    window.confirm = lambda title, text: pytest.fail("asked with no game in play")
    assert may_leave_game(window, "Open a game", "Open it instead?")
    window.start_game(list(PLAYERS2), 11)
    window.controller.state.stage = Stage.OVER        # (as the last turn leaves it)
    assert may_leave_game(window, "Open a game", "Open it instead?")


def test_leaving_a_game_this_window_does_not_autosave_says_so(qtbot):
    from smallwow_qt.views.game_flow import may_leave_game
    from tests.views.support import make_window

    window = make_window(qtbot)
    asked = []
    window.confirm = lambda title, text: asked.append(text) or False
    assert not may_leave_game(window, "New game", "Start a new game?")
    assert "Game › Save" in asked[0]


def test_a_save_opened_from_outside_asks_first_and_a_bad_one_changes_nothing(qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from smallwow_qt.views.game_files import open_from_outside

    window = files_window(qtbot, tmp_path / "data")
    other = tmp_path / "other.smallwow"
    assert window.files.save_to(other)
    window.files.path = None
    play_a_bit(qtbot, window)                   # the game in play now differs from the file
    before = window.controller.state.to_dict()
    asked = []
    window.confirm = lambda title, text: asked.append(text) or False
    assert not open_from_outside(window, other)                         # "No": nothing changes
    assert asked and "other.smallwow" in asked[0] and window.controller.state.to_dict() == before

    window.confirm = lambda title, text: True
    bad = tmp_path / "edited.smallwow"
    bad.write_bytes(other.read_bytes()[:100])
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: shown.append(text))
    assert not open_from_outside(window, bad)                           # explained, game kept
    assert shown and window.controller.state.to_dict() == before

    assert open_from_outside(window, other)
    assert window.files.path == other and window.windowTitle().startswith("other.smallwow")
    assert window.controller.state.to_dict() != before


def test_save_as_gives_the_games_own_extension_and_open_accepts_the_old_one(qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    window = files_window(qtbot, tmp_path / "data")
    filters = []

    def answer(parent, title, path, file_filter):
        filters.append(file_filter)
        return str(tmp_path / "mine"), file_filter

    monkeypatch.setattr(QFileDialog, "getSaveFileName", answer)
    assert window.files.save_as()
    assert window.files.path == tmp_path / "mine.smallwow" and window.files.path.is_file()
    assert "(*.smallwow *.smallwow.json)" in filters[0]
