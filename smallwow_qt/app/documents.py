"""Saved games opened from outside the game: a double-click in a file manager, `smallwow FILE`,
macOS's Finder.

Three ways in, one way out:

- `smallwow FILE` while the game is already running: the new process hands the file to the
  running one over a local socket (`send_to_running`) and ends; the running game's
  `DocumentInbox` listens under a name of its own per user and data folder (`server_name`).
  A game started without FILE opens its own window, as before (see
  `views/autosave_lock.py`): only files are handed over.
- macOS does not start a second process for a document: it sends the running application a
  `QFileOpenEvent`, also at launch. `GameApplication` takes it.
- the FILE of the first launch.

The inbox keeps what arrives until the window can take it (`deliver_to`), then hands each
file to it at once. The window asks before leaving an unfinished game
(`views.game_files.open_from_outside`).

The socket talks one JSON line each way: `{"open": "/absolute/path"}` then `{"ok": true}`.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

#: How long a second launch waits for the running game to answer (it is an event away; a
#: game busy with a bot's turn still answers between two of its steps).
SEND_TIMEOUT_MS = 3000
PROBE_TIMEOUT_MS = 500          # a live copy's socket accepts at once (the system queues it)
MAX_MESSAGE = 64 * 1024          # a path, in JSON; anything longer is not ours


def server_name(data_dir: Path) -> str:
    """The local socket's name: one per user and data folder, so that two people on one
    computer (or a test's own folder) never reach each other's game. On Unix the socket is
    a file in the temporary folder; on Windows a named pipe."""
    import hashlib

    digest = hashlib.sha256(str(Path(data_dir).resolve()).encode("utf-8")).hexdigest()
    return f"smallwow-{digest[:24]}"


def send_to_running(name: str, path: str | Path, timeout_ms: int = SEND_TIMEOUT_MS) -> bool:
    """Hand `path` to the game listening under `name`; True once it has said it took it.
    False when no game listens (or it did not answer): the caller opens the file itself."""
    from PySide6.QtNetwork import QLocalSocket

    socket = QLocalSocket()
    socket.connectToServer(name)
    if not socket.waitForConnected(timeout_ms):
        return False
    socket.write(open_request(path))
    if not socket.waitForBytesWritten(timeout_ms):
        return False
    answer = b""
    while not answer.endswith(b"\n") and len(answer) < MAX_MESSAGE:
        if not socket.bytesAvailable() and not socket.waitForReadyRead(timeout_ms):
            break
        answer += bytes(socket.readAll().data())
    socket.disconnectFromServer()
    return taken(answer)


def open_request(path: str | Path) -> bytes:
    """The line a launch sends: the file's absolute path (the running game has its own
    working folder)."""
    return json.dumps({"open": str(Path(path).absolute())}).encode("utf-8") + b"\n"


def taken(answer: bytes) -> bool:
    """Whether the running game's answer says it took the file."""
    try:
        return json.loads(answer.decode("utf-8")) == {"ok": True}
    except ValueError:
        return False


def opened_path(message: bytes) -> str | None:
    """The path of one `{"open": path}` line, or None for anything else."""
    try:
        data = json.loads(message.decode("utf-8"))
    except ValueError:
        return None
    path = data.get("open") if isinstance(data, dict) else None
    return path if isinstance(path, str) and path and "\0" not in path else None


class DocumentInbox(QObject):
    """Files asked to open from outside, kept until `deliver_to` gives them a taker."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pending: list[str] = []
        self._taker: Callable[[str], object] | None = None
        self.server = None

    def receive(self, path: str) -> None:
        if self._taker is None:
            self.pending.append(path)
        else:
            self._taker(path)

    def take_pending(self) -> list[str]:
        pending, self.pending = self.pending, []
        return pending

    def deliver_to(self, taker: Callable[[str], object]) -> None:
        """From now on every file goes to `taker` as it arrives (those kept so far first)."""
        self._taker = taker
        for path in self.take_pending():
            taker(path)

    # ----- the local socket -----------------------------------------------------------------

    def listen(self, name: str) -> bool:
        """Take the files of later launches. False when another copy of the game already
        listens (it takes them) or the socket cannot be made."""
        from PySide6.QtNetwork import QLocalServer, QLocalSocket

        probe = QLocalSocket()
        probe.connectToServer(name)
        if probe.waitForConnected(PROBE_TIMEOUT_MS):
            probe.disconnectFromServer()
            return False                # a running copy answers there
        # Nobody answers: whatever is left under the name (the socket file of a copy that did
        # not end cleanly) goes. (Qt's listen would not always refuse a name in use: with
        # socket options it binds elsewhere and renames over the old file.)
        QLocalServer.removeServer(name)
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        if not server.listen(name):
            return False
        server.newConnection.connect(self._connection)
        self.server = server
        return True

    def _connection(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            socket.setParent(self)
            buffer = bytearray()

            def read(socket=socket, buffer=buffer) -> None:
                buffer += bytes(socket.readAll().data())
                if len(buffer) > MAX_MESSAGE:
                    socket.abort()
                    return
                if not buffer.endswith(b"\n"):
                    return
                path = opened_path(bytes(buffer))
                socket.write(json.dumps({"ok": path is not None}).encode("utf-8") + b"\n")
                socket.flush()
                socket.disconnectFromServer()
                if path is not None:        # (after the answer is out: opening takes a while)
                    QTimer.singleShot(0, self, lambda: self.receive(path))

            socket.readyRead.connect(read)
            socket.disconnected.connect(socket.deleteLater)
            if socket.bytesAvailable():
                read()

    def close(self) -> None:
        if self.server is not None:
            self.server.close()
            self.server = None


class GameApplication(QApplication):
    """The game's QApplication: macOS hands it the files to open as `QFileOpenEvent`s (a
    double-click in the Finder, a file dropped on the Dock icon), at launch too."""

    def __init__(self, argv: list[str]) -> None:
        super().__init__(argv)
        self.inbox = DocumentInbox(self)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen:
            path = event.file()
            if path:
                self.inbox.receive(path)
            return True
        return super().event(event)


def inbox_of(app: QApplication) -> DocumentInbox:
    """The application's inbox (one made for it when it is not a GameApplication, as in the
    tests, which share one plain QApplication)."""
    inbox = getattr(app, "inbox", None)
    if inbox is None:
        inbox = app.inbox = DocumentInbox(app)
    return inbox
