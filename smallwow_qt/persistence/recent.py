"""The short list of recently saved or opened games, kept in a small JSON file.

The app gives the folder (a `QStandardPaths` location); this module stays free of Qt. The
list is a convenience: a missing or damaged list reads as empty, and a list that cannot be
written is left as it was, without an error.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from smallwow_qt.persistence.atomic import remove_stale_temporaries, write_atomically

RECENT_FORMAT = "smallwow-recent"


class RecentGames:
    """Most recent first, at most `limit` paths, each once."""

    FILE_NAME = "recent-games.json"

    def __init__(self, folder: Path | str, limit: int = 10) -> None:
        self.folder = Path(folder)
        self.file = self.folder / self.FILE_NAME
        self.limit = limit
        remove_stale_temporaries(self.folder)     # left by a writer killed last time

    def paths(self) -> list[Path]:
        """The remembered games, most recent first (including any since moved or deleted:
        see `existing()`)."""
        try:
            data = json.loads(self.file.read_text(encoding="utf-8"))
        except (OSError, ValueError, UnicodeDecodeError, RecursionError):
            return []
        items = data.get("paths") if isinstance(data, dict) else None
        if not isinstance(items, list):
            return []
        out: list[Path] = []
        for item in items:
            if isinstance(item, str) and item and Path(item) not in out:
                out.append(Path(item))
        return out[: self.limit]

    def existing(self) -> list[Path]:
        """The remembered games whose file is still there."""
        return [p for p in self.paths() if p.is_file()]

    def add(self, path: Path | str) -> None:
        """Put `path` first (a game just saved or opened)."""
        path = _absolute(path)
        self._write([path] + [p for p in self.paths() if p != path])

    def remove(self, path: Path | str) -> None:
        path = _absolute(path)
        self._write([p for p in self.paths() if p != path])

    def clear(self) -> None:
        self._write([])

    def _write(self, paths: list[Path]) -> None:
        data = {"format": RECENT_FORMAT, "version": 1,
                "paths": [str(p) for p in paths[: self.limit]]}
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            write_atomically(self.file, (json.dumps(data, indent=2, ensure_ascii=False) + "\n")
                             .encode("utf-8"))
        except OSError:
            pass


def _absolute(path: Path | str) -> Path:
    return Path(os.path.abspath(os.path.expanduser(str(path))))
