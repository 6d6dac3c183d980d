"""Opening a bad file in the app: a dialog says why, and the game in progress is untouched."""

from __future__ import annotations

import json
import re

import pytest
from PySide6.QtWidgets import QMessageBox

from tests.views.support import files_window, play_a_bit

CASES = {
    "truncated": lambda good: good[: len(good) // 2],
    "random_bytes": lambda good: bytes(range(256)) * 8,
    "empty": lambda good: b"",
    "future_version": lambda good: re.sub(rb'"version": \d+', b'"version": 99', good, count=1),
    "python_tag": lambda good: b"!!python/object/apply:os.system ['echo hi']\n",
}


@pytest.mark.parametrize("case", sorted(CASES) + ["directory", "missing"])
def test_bad_file_shows_a_message_and_keeps_the_game(qtbot, tmp_path, monkeypatch, case):
    window = files_window(qtbot, tmp_path / "data")
    play_a_bit(qtbot, window)
    good = tmp_path / "good.smallwow.json"
    assert window.files.save_to(good)
    before = window.controller.state.to_dict()

    if case == "directory":
        target = tmp_path / "a_folder"
        target.mkdir()
    elif case == "missing":
        target = tmp_path / "nowhere.smallwow.json"
    else:
        target = tmp_path / f"{case}.smallwow.json"
        target.write_bytes(CASES[case](good.read_bytes()))
        if case == "future_version":
            assert json.loads(target.read_text())["version"] == 99

    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: shown.append(text))
    monkeypatch.setattr(QMessageBox, "question",
                        lambda parent, title, text, *a: shown.append(text) or QMessageBox.StandardButton.No)
    assert not window.files.open_path(target)
    assert shown and all(isinstance(t, str) and t.strip() for t in shown)
    assert "Traceback" not in shown[0]
    assert window.controller.state.to_dict() == before


def test_edited_log_with_an_illegal_action_is_refused_or_offered_as_a_position(qtbot, tmp_path,
                                                                               monkeypatch):
    window = files_window(qtbot, tmp_path / "data")
    play_a_bit(qtbot, window)
    good = tmp_path / "good.smallwow.json"
    assert window.files.save_to(good)
    before = window.controller.state.to_dict()
    data = json.loads(good.read_text())
    first = data["actions"][0]
    (player, _), = first.items()
    data["actions"][0] = {player: {"pick": 5000}}
    bad = tmp_path / "edited.smallwow.json"
    bad.write_text(json.dumps(data))
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: shown.append(text))
    monkeypatch.setattr(QMessageBox, "question",
                        lambda parent, title, text, *a: shown.append(text) or QMessageBox.StandardButton.No)
    assert not window.files.open_path(bad)
    assert shown and "Action 1" in shown[0], shown
    assert window.controller.state.to_dict() == before


def test_impossible_sides_or_broken_board_file_are_explained(qtbot, tmp_path, monkeypatch):
    import shutil

    from smallwow_qt import paths
    from tests.views.support import PLAYERS2

    window = files_window(qtbot, tmp_path / "data")
    before = window.controller.state.to_dict()
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: shown.append(text))
    # both faces of one physical board
    assert not window.start_game(list(PLAYERS2), 3, sides=["large_1a", "large_1b"])
    assert shown and "large_1" in shown[-1]
    assert window.controller.state.to_dict() == before
    # a board file damaged on disk
    boards = tmp_path / "boards"
    shutil.copytree(paths.boards_dir(), boards)
    (boards / "small_2a.yaml").write_text("name: [unclosed\n", encoding="utf-8")
    monkeypatch.setattr(paths, "boards_dir", lambda: boards)
    assert not window.start_game(list(PLAYERS2), 3, sides=["large_1a", "small_2a"])
    assert "small_2a" in shown[-1]
    assert window.controller.state.to_dict() == before
