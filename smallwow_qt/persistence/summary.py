"""A saved game's header, read without replaying it: what a list of saved games shows."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from smallwow_qt.persistence.savefile import SaveError, _damaged, _parse, _read_bytes


@dataclass(frozen=True)
class SaveSummary:
    """What a list of saved games shows, read from the file's header without replaying it
    (so not verified: `load_session` does that)."""

    path: Path
    players: list[str]
    round: int
    rounds: int
    to_play: str | None
    game_over: bool
    winners: list[str] = field(default_factory=list)
    actions: int = 0
    saved_at: str = ""


def read_summary(path: Path | str) -> SaveSummary:
    """The header of a save file (players, round, whose turn, over or not); SaveError if the
    file is not a save."""
    path = Path(path)
    try:
        record = _parse(_read_bytes(path))
        s = record.get("summary")
        if not isinstance(s, dict):
            raise _damaged("damaged_summary_missing", "its summary is missing")
        ints = [s.get(k) for k in ("round", "rounds", "actions")]
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in ints):
            raise _damaged("damaged_summary", "its summary is not valid")
        players, winners = s.get("players"), s.get("winners", [])
        if not isinstance(players, list) or not isinstance(winners, list):
            raise _damaged("damaged_summary", "its summary is not valid")
        to_play = s.get("to_play")
        return SaveSummary(path, [str(p) for p in players], ints[0], ints[1],
                           None if to_play is None else str(to_play), bool(s.get("game_over")),
                           [str(w) for w in winners], ints[2], str(record.get("saved_at", "")))
    except SaveError as exc:
        exc.path = path
        raise
