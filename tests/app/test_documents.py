"""Saves opened from outside the game: the local socket between two launches, macOS's
file-open event, and both end to end through `smallwow_qt.app.main` in processes of their own."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import tempfile
import uuid
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtGui import QFileOpenEvent

from smallwow_qt.app import documents
from smallwow_qt.app.documents import DocumentInbox, opened_path, send_to_running, server_name

REPO = Path(__file__).resolve().parents[2]


def fresh_name() -> str:
    return f"smallwow-test-{uuid.uuid4().hex[:12]}"


def send_from_another_process(name: str, path: str) -> subprocess.Popen:
    code = ("import sys\nfrom smallwow_qt.app.documents import send_to_running\n"
            "print(send_to_running(sys.argv[1], sys.argv[2]))\n")
    return subprocess.Popen([sys.executable, "-c", code, name, path], cwd=REPO,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def test_the_inbox_keeps_files_until_the_window_takes_them():
    inbox = DocumentInbox()
    inbox.receive("/a.smallwow")
    inbox.receive("/b.smallwow")
    taken = []
    inbox.deliver_to(taken.append)
    assert taken == ["/a.smallwow", "/b.smallwow"] and inbox.pending == []
    inbox.receive("/c.smallwow")                 # from now on, at once
    assert taken[-1] == "/c.smallwow" and inbox.pending == []


def test_a_second_launch_hands_its_file_over_the_socket(qtbot, tmp_path):
    inbox = DocumentInbox()
    name = fresh_name()
    assert inbox.listen(name)
    try:
        received = []
        inbox.deliver_to(received.append)
        sender = send_from_another_process(name, "relative/game.smallwow")
        qtbot.waitUntil(lambda: len(received) == 1, timeout=20_000)
        out, err = sender.communicate(timeout=30)
        assert out.strip() == "True", err
        assert received == [str(REPO / "relative" / "game.smallwow")]   # made absolute by the sender
    finally:
        inbox.close()


def test_nobody_listening_means_the_launch_opens_the_file_itself():
    assert send_to_running(fresh_name(), "game.smallwow", timeout_ms=500) is False


def test_a_copy_already_listening_keeps_the_name(qtbot):
    first, second = DocumentInbox(), DocumentInbox()
    name = fresh_name()
    try:
        assert first.listen(name)
        assert not second.listen(name)           # the running copy takes the files
    finally:
        first.close()
        second.close()


@pytest.mark.skipif(sys.platform == "win32", reason="Unix sockets: a file left by a crash")
def test_a_socket_left_by_a_crashed_copy_is_taken_over(qtbot):
    name = fresh_name()
    stale = Path(tempfile.gettempdir()) / name
    left = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    left.bind(str(stale))
    left.close()                                 # the file stays, nobody answers on it
    assert stale.exists()
    assert send_to_running(name, "game.smallwow", timeout_ms=500) is False
    inbox = DocumentInbox()
    try:
        assert inbox.listen(name)
    finally:
        inbox.close()


def test_a_message_that_is_no_open_request_is_refused(qtbot):
    inbox = DocumentInbox()
    name = fresh_name()
    assert inbox.listen(name)
    try:
        received = []
        inbox.deliver_to(received.append)
        code = ("import sys\nfrom PySide6.QtNetwork import QLocalSocket\n"
                "s = QLocalSocket(); s.connectToServer(sys.argv[1]); assert s.waitForConnected(5000)\n"
                "s.write(b'[1, 2]\\n'); s.waitForBytesWritten(5000)\n"
                "s.waitForReadyRead(5000); print(bytes(s.readAll().data()).decode().strip())\n")
        sender = subprocess.Popen([sys.executable, "-c", code, name], cwd=REPO, stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, text=True)
        qtbot.waitUntil(lambda: sender.poll() is not None, timeout=30_000)
        out, err = sender.communicate()
        assert json.loads(out) == {"ok": False}, err
        assert received == []
    finally:
        inbox.close()


@pytest.mark.parametrize("message, path", [
    (b'{"open": "/home/ann/game.smallwow"}\n', "/home/ann/game.smallwow"),
    (b'{"open": ""}\n', None), (b'{"open": 3}\n', None), (b'{"open": "a\\u0000b"}\n', None),
    (b"\xff\xfe\n", None), (b"not json\n", None), (b'{"close": "x"}\n', None),
])
def test_open_requests_are_read_strictly(message, path):
    assert opened_path(message) == path


def test_the_socket_name_is_one_per_data_folder(tmp_path):
    assert server_name(tmp_path / "a") == server_name(tmp_path / "a" / ".." / "a")
    assert server_name(tmp_path / "a") != server_name(tmp_path / "b")
    assert len(server_name(tmp_path)) < 40      # (Unix socket paths are short)


# ----- end to end: `smallwow_qt.app.main` in processes of their own ---------------------------

#: Runs the game as `smallwow ARGS` would, answering "yes" to every question, printing one
#: line per file opened from outside and once its socket listens; quits after OPENED files.
DRIVER = """
import sys
from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QFileOpenEvent
from smallwow_qt.app import documents, main
from smallwow_qt.views import game_files
from smallwow_qt.views.main_window import MainWindow

expected, events, args = int(sys.argv[1]), sys.argv[2].split("|") if sys.argv[2] else [], sys.argv[3:]
MainWindow.confirm = lambda self, title, text: print("asked", title, flush=True) or True
opened = []
plain = game_files.open_from_outside
def open_from_outside(window, path):
    ok = plain(window, path)
    opened.append(path)
    print("opened", path, ok, window.windowTitle(), flush=True)
    if len(opened) == expected:
        QTimer.singleShot(0, window.close)
    return ok
game_files.open_from_outside = open_from_outside
listen = documents.DocumentInbox.listen
def listening(self, name):
    ok = listen(self, name)
    print("listening", ok, flush=True)
    return ok
documents.DocumentInbox.listen = listening
app = documents.GameApplication(sys.argv[:1])
for path in events:           # what macOS sends at launch, before the window is there
    QCoreApplication.postEvent(app, QFileOpenEvent(path))
QTimer.singleShot(60_000, lambda: sys.exit(3))       # a watchdog, not a wait
print("exit", main.main(args), flush=True)
"""


def game_env(home: Path) -> dict:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(home),
               XDG_DATA_HOME=str(home / "data"), XDG_CONFIG_HOME=str(home / "config"))
    return env


def saves(tmp_path) -> tuple[Path, Path]:
    """Two new games saved: a 2-player one and a 3-player one under the first saves' ending."""
    from smallwow_qt.controller.game_controller import GameController
    from smallwow_qt.persistence import save_session

    first, second = tmp_path / "first.smallwow", tmp_path / "second.smallwow.json"
    for path, players in ((first, 2), (second, 3)):
        controller = GameController()
        controller.new_game([(f"p{i}", f"Player {i}") for i in range(1, players + 1)], 5)
        save_session(controller.session, path)
    return first, second


def test_smallwow_file_while_the_game_runs_opens_it_in_that_window(qapp, tmp_path):
    first, second = saves(tmp_path)
    home = tmp_path / "home"
    env = game_env(home)
    running = subprocess.Popen([sys.executable, "-c", DRIVER, "2", "", str(first)], cwd=tmp_path, env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        lines = []
        for line in running.stdout:                 # (the driver's watchdog bounds this)
            lines.append(line.split())
            if line.startswith("listening"):
                break
        assert lines[0][:3] == ["opened", str(first), "True"] and "first.smallwow" in lines[0][3]
        assert lines[-1] == ["listening", "True"]
        launch = subprocess.run([sys.executable, "-m", "smallwow_qt", second.name], cwd=tmp_path, env=env,
                                capture_output=True, text=True, timeout=120)
        assert launch.returncode == 0, launch.stderr           # handed over, and gone
        rest = [line.split() for line in running.communicate(timeout=120)[0].splitlines()]
    finally:
        if running.poll() is None:
            running.kill()
    assert rest[0][:2] == ["asked", "Open"]        # the first game was not finished
    assert rest[1][:3] == ["opened", str(second), "True"] and "second.smallwow.json" in rest[1][3]
    assert rest[-1] == ["exit", "0"] and running.returncode == 0


def test_macos_file_open_event_at_launch_opens_the_save(qapp, tmp_path):
    first, _ = saves(tmp_path)
    result = subprocess.run([sys.executable, "-c", DRIVER, "1", str(first)], cwd=tmp_path,
                            env=game_env(tmp_path / "home"), capture_output=True, text=True, timeout=120)
    lines = [line.split() for line in result.stdout.splitlines()]
    assert lines[0][:3] == ["opened", str(first), "True"], result.stdout + result.stderr
    assert lines[-1] == ["exit", "0"]


def test_the_game_application_takes_file_open_events(qapp):
    """The event as macOS sends it, to a GameApplication (made in a process of its own: the
    tests share one plain QApplication)."""
    code = ("import sys\nfrom PySide6.QtCore import QCoreApplication\nfrom PySide6.QtGui import QFileOpenEvent\n"
            "from smallwow_qt.app.documents import GameApplication, inbox_of\n"
            "app = GameApplication(sys.argv[:1])\n"
            "taken = QCoreApplication.sendEvent(app, QFileOpenEvent('/Users/ann/game.smallwow'))\n"
            "print(taken, inbox_of(app) is app.inbox, app.inbox.pending)\n")
    result = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True,
                            timeout=120, env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    assert result.stdout.strip() == "True True ['/Users/ann/game.smallwow']", result.stderr


def test_a_plain_application_gets_an_inbox_of_its_own(qapp):
    assert documents.inbox_of(qapp) is documents.inbox_of(qapp)
    assert QFileOpenEvent("/x.smallwow").type() == QEvent.Type.FileOpen
