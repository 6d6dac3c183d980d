"""After the game, as a player meets it: the end screen's Review button, the review beside
the replay (worker thread, progress, Cancel, the chart, a decision taking the replay there
with the better plan outlined), Game › Review a saved game, Play from here, the history and
the Statistics window, and a damaged history that does not stop the game."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog

from smallwow_qt.controller.game_controller import GameController
from smallwow_qt.controller.texts import Texts
from smallwow_qt.persistence import save_session
from smallwow_qt.views.i18n import Translations
from smallwow_qt.views.main_window import MainWindow
from smallwow_qt.views.play_from_here import PlayFromHereDialog
from smallwow_qt.views.replay import OUTLINE
from smallwow_qt.views.statistics import StatisticsWindow
from tests.bots.test_review import short_game
from tests.persistence.test_history import finished_game

REVIEW_MS = 180_000      # a short game's review, on a loaded machine


@pytest.fixture(scope="module")
def planted():
    return short_game()           # (session, step of Ann's planted End)


def data_window(qtbot, data_dir) -> MainWindow:
    window = MainWindow(GameController(), None, None, data_dir=data_dir)
    window.confirm = lambda title, text: True
    window.after_game.inform = lambda title, text: window.informed.append(text)
    window.informed = []
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_the_end_screen_opens_the_review_and_a_decision_takes_the_replay_there(qtbot, tmp_path,
                                                                              planted):
    session, step = planted
    window = data_window(qtbot, tmp_path)
    window.controller.set_session(session)
    assert window.end_screen.isVisible()
    qtbot.mouseClick(window.end_screen.review_button, Qt.MouseButton.LeftButton)
    replay = window.replays[-1]
    panel = replay.review_panel
    assert replay.review_dock.isVisible() and panel.player.currentData() == "p1"
    assert not panel.start_button.isEnabled() and panel.cancel_button.isEnabled()
    with qtbot.waitSignal(panel.runner.finished, timeout=REVIEW_MS):
        pass
    review = panel.review
    assert panel.table.rowCount() == len(review.decisions) > 5
    assert panel.bar.value() == panel.bar.maximum()
    assert panel.start_button.isEnabled() and not panel.cancel_button.isEnabled()
    row = next(i for i, d in enumerate(review.decisions) if d.step == step)
    assert panel.table.item(row, 2).text() == "blunder"
    assert panel.table.item(row, 4).text().startswith("ending the conquests here gives up ~")
    assert "blunders: 1." in panel.summary.text()
    panel.table.selectRow(row)
    assert replay.position == step
    assert panel.detail.text().startswith("Round 1, ends the turn: blunder (")
    assert panel.detail.text().split("). ", 1)[1][:1].isupper()     # the reason opens a sentence
    assert "Better (outlined on the map): conquers " in panel.detail.text()
    outlined = [rid for rid, overlay in replay.board.board.overlays.items()
                if overlay.pen().color() == OUTLINE]
    assert outlined and set(outlined) <= set(replay.session.state.map.by_id)
    assert replay.board.board.pieces[outlined[0]].preview[0] == "chosen"
    # the chart: a point per turn, the decisions marked; a click moves the replay
    assert len(panel.chart.points) >= 6 and (step, "blunder") in panel.chart.marks
    chart = panel.chart

    def click_turn(index):
        plot, _ = chart._geometry()
        qtbot.mouseClick(chart, Qt.MouseButton.LeftButton,
                         pos=QPoint(round(chart._x(plot, index)), chart.height() // 2))

    def outlines():
        return [o for o in replay.board.board.overlays.values() if o.pen().color() == OUTLINE]
    starts = [at for at, _ in chart.points]
    bobs = next(i for i, at in enumerate(starts) if at < len(session.steps) and
                panel._state_before(at).current.id == "p2")
    click_turn(bobs)                              # another player's turn: its start, no plan
    assert replay.position == starts[bobs] and not outlines()
    anns = max(i for i, at in enumerate(starts) if at <= step)
    click_turn(anns)                              # Ann's turn: its costliest decision, outlined
    assert replay.position == step and outlines()
    assert panel.detail.text().startswith("Round 1, ends the turn: blunder (")


def test_a_review_can_be_cancelled(qtbot, planted):
    session, _ = planted
    window = data_window(qtbot, None)
    window.controller.set_session(session)
    replay = window.open_replay(session)
    panel = replay.show_review("p2")
    with qtbot.waitSignal(panel.runner.cancelled, timeout=REVIEW_MS):
        panel.start()
        qtbot.mouseClick(panel.cancel_button, Qt.MouseButton.LeftButton)
    assert panel.review is None and panel.start_button.isEnabled()
    assert panel.summary.text() == "Review cancelled."


def test_review_a_saved_game_needs_a_finished_one(qtbot, tmp_path, planted):
    session, _ = planted
    window = data_window(qtbot, None)
    unfinished = session.__class__(session.initial, info=dict(session.info))
    unfinished.play_log(session.actions[:15])
    save_session(unfinished, tmp_path / "half.smallwow")
    assert window.after_game.review_path(tmp_path / "half.smallwow") is False
    assert window.informed and window.informed[-1].startswith("Only a finished game")
    assert not window.replays
    from smallwow_qt.controller import Session
    save_session(Session(session.state, info=dict(session.info)), tmp_path / "last.smallwow")
    assert window.after_game.review_path(tmp_path / "last.smallwow") is False
    assert "nothing to review" in window.informed[-1]
    save_session(session, tmp_path / "done.smallwow")
    assert window.after_game.review_path(tmp_path / "done.smallwow") is True
    assert window.replays[-1].review_panel is not None
    window.replays[-1].review_panel.runner.cancel(wait=True)


def test_play_from_here_starts_a_new_game_at_the_replay_position(qtbot, planted, monkeypatch):
    session, _ = planted
    before = session.state.to_dict(), len(session.steps)
    window = data_window(qtbot, None)
    window.controller.set_session(session)
    replay = window.open_replay(session)
    middle = len(session.steps) // 2
    replay.go(middle)

    def choose(dialog):
        box = dialog.kinds["p2"]
        box.setCurrentIndex(box.findData("hard"))
        return QDialog.DialogCode.Accepted
    monkeypatch.setattr(PlayFromHereDialog, "exec", choose)
    replay.play_action.trigger()
    c = window.controller
    assert c.session is not session
    assert c.state.to_dict() == replay.shown.state.to_dict()
    assert c.seats.kind("p2") == "hard" and c.seats.kind("p1") == "human"
    assert len(c.session.steps) == 0 and c.session.info["played_on_from"]["actions"] == middle
    assert (session.state.to_dict(), len(session.steps)) == before   # the replayed game untouched
    assert not window.end_screen.isVisible()
    replay.go(len(session.steps))                      # the end: nothing to play on from
    replay.play_action.trigger()
    assert "over" in window.informed[-1]


def test_finished_games_go_to_the_history_and_the_statistics(qtbot, tmp_path, monkeypatch):
    window = data_window(qtbot, tmp_path)
    for seed in (3, 4):
        window.controller.set_session(finished_game(seed))
    history = window.after_game.history
    assert len(history.games()) == 2
    window.after_game.statistics_action.trigger()
    stats = window.after_game.statistics_window
    assert stats.isVisible()
    assert stats.game_list.rowCount() == 2 and stats.people.rowCount() == 1
    assert stats.people.item(0, 0).text() == "Ann" and stats.people.item(0, 1).text() == "2"
    assert stats.races.rowCount() >= 2
    stats.game_list.selectRow(0)
    qtbot.mouseClick(stats.replay_button, Qt.MouseButton.LeftButton)
    assert window.replays and window.replays[-1].session.state.game_over
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *a, **k: (str(tmp_path / "games.csv"), ""))
    qtbot.mouseClick(stats.export_button, Qt.MouseButton.LeftButton)
    assert (tmp_path / "games.csv").read_text(encoding="utf-8").count("\n") == 5
    french = StatisticsWindow(history, Texts("fr"))     # numbers and dates as French writes them
    qtbot.addWidget(french)
    french.refresh()
    assert "," in french.people.item(0, 3).text() and "." not in french.people.item(0, 3).text()
    assert french.game_list.item(0, 0).text().count("/") == 2
    window.close()
    again = data_window(qtbot, tmp_path)               # a relaunch keeps them
    assert len(again.after_game.history.games()) == 2


def test_a_damaged_history_does_not_stop_the_game(qtbot, tmp_path):
    (tmp_path / "history.sqlite3").write_bytes(b"\x00garbage" * 200)
    window = data_window(qtbot, tmp_path)
    window.controller.set_session(finished_game(5))
    assert window.end_screen.isVisible()
    assert any("damaged" in text for text in window.informed)
    assert list(tmp_path.glob("history.sqlite3.damaged-*"))
    assert len(window.after_game.history.games()) == 1


def test_closing_the_replay_while_the_judge_works_stops_it(qtbot, planted):
    from smallwow_qt.controller import review_runner

    session, _ = planted
    window = data_window(qtbot, None)
    replay = window.open_replay(session)
    panel = replay.show_review("p1", start=True)
    worker = panel.runner._worker
    assert worker is not None and worker in review_runner._RUNNING
    replay.close()                       # cancels and waits: no thread outlives its window
    assert worker not in review_runner._RUNNING or not worker.isRunning()
    review_runner.stop_all()             # (what quitting the application does)
    assert not any(w.isRunning() for w in review_runner._RUNNING)


def test_the_new_game_menu_entries_have_letters_of_their_own(qtbot):
    """Alt+G then the underlined letter opens Review a saved game and Statistics at once, in
    English and in French: no other entry of the Game menu shares their letter."""
    window = data_window(qtbot, None)
    window.translations = Translations(QApplication.instance())
    try:
        for language in ("en", "fr"):
            window.set_language(language)
            after = window.after_game

            def letter(action):
                found = re.search(r"&(\w)", action.text())
                return found.group(1).lower() if found else None
            others = [letter(a) for a in window.game_menu.actions()
                      if a.text() and a not in (after.review_file_action, after.statistics_action)]
            for mine in (after.review_file_action, after.statistics_action):
                assert letter(mine) and letter(mine) not in others, (language, mine.text())
    finally:
        window.set_language("en")
