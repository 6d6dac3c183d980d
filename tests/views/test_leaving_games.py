"""No unfinished game is lost by a key press: Enter at "Resume the game?" resumes, Enter on a
confirmation confirms it, New game (Ctrl+N) and opening a file ask before leaving a game in
progress, and Game › Open recent lists the unfinished games set aside."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMenu, QMessageBox

from smallwow_qt.engine.state import Stage
from smallwow_qt.views.game_flow import at_launch
from smallwow_qt.views.new_game_dialog import NewGameDialog
from tests.views.support import (click_combination, drag_to_region, files_window, hand_drag, legal_conquests,
                                 pass_handover, play_a_bit)


def press_in_next_dialog(qtbot, key, seen: list, kind=QMessageBox, then=None) -> None:
    """When the next modal dialog of `kind` is up, note its text (or title) and press `key`
    where the keyboard focus is, as a person would; then call `then` (the next answer)."""
    def poll() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, kind) or not box.isVisible():
            QTimer.singleShot(10, poll)
            return
        seen.append(box.text() if isinstance(box, QMessageBox) else box.windowTitle())
        if then is not None:
            then()
        target = QApplication.focusWidget()
        qtbot.keyClick(target if target is not None and target.window() is box else box, key)
    QTimer.singleShot(0, poll)


def _real_questions(window) -> None:
    del window.confirm          # the window's own yes/no boxes, not the tests' stand-in


def test_enter_at_resume_the_game_resumes_it(qtbot, tmp_path):
    window = files_window(qtbot, tmp_path)
    play_a_bit(qtbot, window)
    played = [a.to_dict() for a in window.controller.session.actions]
    window.close()
    again = files_window(qtbot, tmp_path, start=False)
    _real_questions(again)
    again.ask_new_game = lambda: None          # (what a No would lead to)
    seen = []
    press_in_next_dialog(qtbot, Qt.Key.Key_Return, seen)
    at_launch(again)
    assert seen and "Resume it?" in seen[0]
    assert again.controller.has_game
    assert [a.to_dict() for a in again.controller.session.actions] == played


def test_escape_at_resume_keeps_the_game_in_open_recent(qtbot, tmp_path):
    window = files_window(qtbot, tmp_path)
    play_a_bit(qtbot, window)
    played = window.controller.state.to_dict()
    window.close()
    again = files_window(qtbot, tmp_path, start=False)
    _real_questions(again)
    again.ask_new_game = lambda: None          # (the New game dialog that follows a No)
    press_in_next_dialog(qtbot, Qt.Key.Key_Escape, [])
    at_launch(again)
    assert not again.controller.has_game
    menu = QMenu()
    again.files.fill_recent_menu(menu)
    entries = [a for a in menu.actions() if "Ann, Bob" in a.text() and a.isEnabled()]
    assert len(entries) == 1, [a.text() for a in menu.actions()]
    entries[0].trigger()
    assert again.controller.has_game and again.controller.state.to_dict() == played


def test_ctrl_n_asks_before_leaving_a_game_in_progress(qtbot, tmp_path):
    window = files_window(qtbot, tmp_path)
    _real_questions(window)
    play_a_bit(qtbot, window)
    session = window.controller.session
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    seen = []
    press_in_next_dialog(qtbot, Qt.Key.Key_Escape, seen)       # No: the game goes on
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert seen and "is not finished" in seen[0] and "Start a new game?" in seen[0]
    assert window.controller.session is session
    # Yes (Enter): the New game dialog comes; starting a game there sets the old one aside
    seen.clear()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    press_in_next_dialog(qtbot, Qt.Key.Key_Return, seen, then=lambda: press_in_next_dialog(
        qtbot, Qt.Key.Key_Return, seen, kind=NewGameDialog))
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.controller.session is not session, timeout=5000)
    assert len(seen) == 2
    menu = QMenu()
    window.files.fill_recent_menu(menu)
    assert any("Ann, Bob" in a.text() and a.isEnabled() for a in menu.actions())


def test_opening_a_file_asks_before_leaving_the_game(qtbot, tmp_path):
    window = files_window(qtbot, tmp_path / "data")
    play_a_bit(qtbot, window)
    path = tmp_path / "game.smallwow.json"
    assert window.files.save_to(path)
    other = files_window(qtbot, tmp_path / "other")
    play_a_bit(qtbot, other)
    session = other.controller.session
    other.confirm = lambda title, text: False
    assert not other.files.open_instead(path)
    assert other.controller.session is session
    other.confirm = lambda title, text: True
    assert other.files.open_instead(path)
    assert other.controller.session is not session


def test_enter_on_the_end_turn_question_ends_the_turn(qtbot, tmp_path):
    window = files_window(qtbot, tmp_path)
    _real_questions(window)
    pass_handover(qtbot, window)
    click_combination(qtbot, window, 0)
    drag_to_region(window, hand_drag(window), legal_conquests(window, die=False)[0][0])
    assert window.controller.state.stage is Stage.CONQUER and window.controller.state.actor.hand
    seen = []
    press_in_next_dialog(qtbot, Qt.Key.Key_Return, seen)
    window.game_actions.end_turn.trigger()
    assert seen and "End your turn now?" in seen[0]
    assert window.controller.actor_id == "p2"
