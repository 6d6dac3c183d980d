"""Autosave: the game on disk after every action, so a closed window, a crash or a power
cut loses nothing.

Layout of the folder the app gives (a `QStandardPaths` location; no Qt here)::

    autosave-<game id>.json     one per game in progress, rewritten atomically after every action
    earlier/                    games set aside: finished, dismissed at start-up, or an older
                                branch of a game reloaded from a manual save (newest 20 kept)

Every file is an ordinary save (see savefile.py): any of them opens with `load_session`.
Each write is atomic (temporary file, fsync, rename, fsync of the folder), so a `kill -9`
at any moment leaves the previous or the new complete save, never a broken one.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

from smallwow_qt.engine import Session
from smallwow_qt.persistence.atomic import fsync_folder, remove_stale_temporaries
from smallwow_qt.persistence.savefile import SaveError, load_session, save_session
from smallwow_qt.persistence.summary import read_summary

_GAME_ID = re.compile(r"^[A-Za-z0-9_-]{1,64}$")
PREFIX = "autosave-"
UNREADABLE = ".unreadable.json"


def game_id(session: Session) -> str:
    """The game's id, kept in `session.info["game_id"]` (and so in every save of it);
    given one on first use."""
    current = session.info.get("game_id")
    if not isinstance(current, str) or not _GAME_ID.match(current):
        import uuid      # (here: it costs a few milliseconds at start-up otherwise)
        current = uuid.uuid4().hex[:16]
        session.info["game_id"] = current
    return current


class Autosaver:
    """Keeps the games in progress in `folder`; see the module docstring for the layout."""

    KEEP_EARLIER = 20

    def __init__(self, folder: Path | str) -> None:
        self.folder = Path(folder)
        self.earlier_folder = self.folder / "earlier"
        self._written: set[str] = set()    # games this autosaver has written (this run)
        # the app makes its autosaver once, at start: what killed autosaves left goes now
        remove_stale_temporaries(self.folder)

    def path_for(self, session: Session) -> Path:
        return self.folder / f"{PREFIX}{game_id(session)}.json"

    def save(self, session: Session) -> Path:
        """Write `session` to its autosave file atomically (call after every action and
        after undo/redo). A finished game is then moved to `earlier/`. Raises SaveError if
        the folder cannot be written; the previous autosave is then still complete."""
        gid = game_id(session)
        path = self.folder / f"{PREFIX}{gid}.json"
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            reason = str(exc.strerror or exc)
            raise SaveError("autosave_failed", f"The game could not be autosaved: {reason}.", path,
                            reason=reason) from exc
        if gid not in self._written:
            # First write of this game in this run: an autosave of the same game that this
            # session does not continue (a manual save reloaded at an earlier point, two
            # windows) is set aside rather than overwritten.
            if path.exists() and not _continues(path, session):
                self._set_aside(path)
            remove_stale_temporaries(self.folder)
            self._written.add(gid)
        save_session(session, path)
        if session.state.game_over:
            self._set_aside(path)
        return path

    def unfinished(self) -> Path | None:
        """The most recently autosaved game that is not over and loads correctly, or None.
        Files that do not load are skipped (and left where they are)."""
        for path in self._autosaves():
            try:
                if read_summary(path).game_over:
                    continue
                load_session(path, keep=True)     # opening it next replays it no more
            except SaveError:
                continue
            return path
        return None

    def clear(self) -> None:
        """Offer no autosaved game any more (the player declined to resume, or started
        anew): every autosave moves to `earlier/`, where a mistaken click can be undone by
        opening it like any save."""
        for path in self._autosaves():
            self._set_aside(path)

    def earlier(self) -> list[Path]:
        """Games set aside in `earlier/`, newest first."""
        return _newest_first(self.earlier_folder.glob("*.json"))

    @staticmethod
    def game_of(path: Path) -> str:
        """The id of the game an autosave or a file of `earlier/` belongs to (from its name)."""
        stem = path.name.split(".", 1)[0]
        if stem.startswith(PREFIX):
            return stem[len(PREFIX):]
        # (see _earlier_name: "<id>-<actions>-<check>", or "<id>-<time>" when unreadable)
        return stem.rsplit("-", 1 if path.name.endswith(UNREADABLE) else 2)[0]

    # ----- helpers -------------------------------------------------------------------------

    def _autosaves(self) -> list[Path]:
        return _newest_first(self.folder.glob(f"{PREFIX}*.json"))

    def _set_aside(self, path: Path) -> None:
        try:
            self.earlier_folder.mkdir(parents=True, exist_ok=True)
            os.replace(path, self.earlier_folder / _earlier_name(path))
            fsync_folder(self.earlier_folder)
            fsync_folder(self.folder)
        except OSError:
            return
        for old in self.earlier()[self.KEEP_EARLIER:]:
            try:
                old.unlink()
            except OSError:
                pass


def _newest_first(paths) -> list[Path]:
    found = []
    for p in paths:
        try:
            found.append((p.stat().st_mtime_ns, p))
        except OSError:
            pass
    return [p for _, p in sorted(found, key=lambda t: (t[0], str(t[1])), reverse=True)]


def _read_header(path: Path) -> dict:
    try:
        data = json.loads(path.read_bytes().decode("utf-8"))
    except (OSError, ValueError, RecursionError):
        return {}
    return data if isinstance(data, dict) else {}


def _continues(path: Path, session: Session) -> bool:
    """The autosave at `path` is an earlier point of `session` (its actions a prefix)."""
    saved = _read_header(path).get("actions")
    if not isinstance(saved, list):
        return False
    mine = [a.to_dict() for a in session.actions]
    return saved == mine[: len(saved)]


def _earlier_name(path: Path) -> str:
    """`<game id>-<actions>-<check>.json`: the same position set aside twice keeps one
    file, two different ones never overwrite each other."""
    stem = path.stem[len(PREFIX):] if path.stem.startswith(PREFIX) else path.stem
    check = _read_header(path).get("check")
    if isinstance(check, dict) and isinstance(check.get("actions"), int) \
            and re.fullmatch(r"[0-9a-f]{64}", str(check.get("state_sha256"))):
        return f"{stem}-{check['actions']:04d}-{check['state_sha256'][:10]}.json"
    return f"{stem}-{path.stat().st_mtime_ns}{UNREADABLE}"
