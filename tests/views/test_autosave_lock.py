"""One copy of the game per autosave folder: a second copy says so and leaves the first
copy's autosave alone; once the first copy closes, the next one resumes as usual."""

from __future__ import annotations

import subprocess
import sys

from smallwow_qt.persistence import load_session
from smallwow_qt.views.autosave_lock import LOCK_NAME
from tests.views.support import files_window, play_a_bit


def test_a_second_copy_does_not_take_the_first_ones_autosave(qtbot, tmp_path):
    first = files_window(qtbot, tmp_path)
    play_a_bit(qtbot, first)
    first.files.autosave_now()
    saved = first.files.unfinished()
    before = saved.read_bytes()
    steps = len(first.controller.session.steps)

    second = files_window(qtbot, tmp_path, start=False)
    told, asked = [], []
    second.files.inform = lambda title, text: told.append(text)
    assert not second.files.offer_resume(lambda title, text: asked.append(text) or True)
    assert asked == [] and told and "already open" in told[0]
    assert "already open" in second.statusBar().currentMessage()
    assert not second.controller.has_game
    # a game played in the second copy is not autosaved over the first one's
    second.start_game([("p1", "Cleo"), ("p2", "Dev")], 5)
    second.files.autosave_now()
    assert saved.read_bytes() == before
    assert [p.name for p in (tmp_path / "autosave").glob("autosave-*.json")] == [saved.name]
    assert len(load_session(saved).steps) == steps
    second.close()
    first.close()

    # the first copy closed: the next copy holds the lock and offers the game again
    third = files_window(qtbot, tmp_path, start=False)
    third.files.inform = lambda title, text: told.append("unexpected")
    assert third.files.offer_resume(lambda title, text: True)
    assert len(third.controller.session.steps) == steps


def test_a_lock_left_by_a_crashed_copy_is_taken_over(qtbot, tmp_path):
    folder = tmp_path / "autosave"
    folder.mkdir()
    # a copy that took the lock and died without releasing it
    code = ("import os, sys; from PySide6.QtCore import QLockFile; "
            f"lock = QLockFile({str(folder / LOCK_NAME)!r}); assert lock.tryLock(0); os._exit(0)")
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)
    assert (folder / LOCK_NAME).exists()
    window = files_window(qtbot, tmp_path, start=False)
    assert window.files.lock.held and window.files.autosaver is not None


def test_an_unwritable_folder_is_not_taken_for_another_copy(qtbot, tmp_path):
    blocker = tmp_path / "data"
    blocker.write_text("a file where the data folder should be")
    window = files_window(qtbot, blocker, start=False)
    told = []
    window.files.inform = lambda title, text: told.append(text)
    window.files.offer_resume(lambda title, text: True)
    assert not window.files.lock.other_copy and told == []
    assert "already open" not in (window.statusBar().currentMessage() or "")
