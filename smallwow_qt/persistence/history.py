"""The history of finished games: a small SQLite database in the app's data folder.

Every finished game is recorded once (by its game id): when it ended, who sat where (a
person's name or a computer level), the combinations each player picked, the coins, the
winners, and the save itself (its bytes, compressed). A copy of the save is also written to
`history/` beside the database: the database is an index of those files, and is rebuilt
from them (and from any other saves the app passes) when it is lost.

A damaged database never stops the game: `History(folder)` opens it, and if SQLite cannot
read it or its check fails, the file is renamed aside (`history.sqlite3.damaged-<time>`), a
new one is started and filled again from the saves found; `notice` then says what happened,
in one sentence for the player. Writes are SQLite transactions: a process killed in the
middle of one leaves the database as it was before it.

The schema has a version (`PRAGMA user_version`) and `MIGRATIONS` take an older database up
to `SCHEMA_VERSION` step by step, keeping what it holds. No Qt here.
"""

from __future__ import annotations

import csv
import hashlib
import io
import json
import sqlite3
import time
import zlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable

from smallwow_qt.engine import Pick, Session, Stage
from smallwow_qt.persistence.atomic import remove_stale_temporaries, write_atomically
from smallwow_qt.persistence.savefile import SAVE_SUFFIX, SaveError, dumps_session, loads_session

FILE_NAME = "history.sqlite3"
GAMES_FOLDER = "history"
HUMAN = "human"

_V1 = """
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    game_key TEXT NOT NULL UNIQUE,
    finished_at TEXT NOT NULL,
    rounds INTEGER NOT NULL,
    save_file TEXT,
    save BLOB NOT NULL
);
CREATE TABLE seats (
    game INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    player_id TEXT NOT NULL,
    name TEXT NOT NULL,
    kind TEXT NOT NULL,
    coins INTEGER NOT NULL,
    winner INTEGER NOT NULL,
    PRIMARY KEY (game, position)
);
CREATE TABLE combos (
    game INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    player_id TEXT NOT NULL,
    round INTEGER NOT NULL,
    race TEXT NOT NULL,
    power TEXT NOT NULL
);
"""


def _to_v2(db: sqlite3.Connection) -> None:
    """Version 2: the tokens each player had on the islands at the end (the tie-break),
    read from the saves already recorded; an index for the statistics by name."""
    db.execute("ALTER TABLE seats ADD COLUMN tokens INTEGER NOT NULL DEFAULT 0")
    db.execute("CREATE INDEX seats_by_name ON seats(kind, name)")
    for game, blob in db.execute("SELECT id, save FROM games").fetchall():
        try:
            final = json.loads(zlib.decompress(blob))["final"]
        except (zlib.error, ValueError, KeyError, TypeError):
            continue
        for pid, tokens in _tokens(final).items():
            db.execute("UPDATE seats SET tokens = ? WHERE game = ? AND player_id = ?",
                       (tokens, game, pid))


def _tokens(final: dict[str, Any]) -> dict[str, int]:
    out: dict[str, int] = {}
    for region in (final.get("regions") or {}).values():
        owner = region.get("owner") if isinstance(region, dict) else None
        if isinstance(owner, str) and isinstance(region.get("tokens"), int):
            out[owner] = out.get(owner, 0) + region["tokens"]
    return out


# version reached -> the step that reaches it from the one before
def _to_v1(db: sqlite3.Connection) -> None:
    for statement in _V1.split(";"):
        if statement.strip():
            db.execute(statement)


MIGRATIONS: dict[int, Callable[[sqlite3.Connection], None]] = {
    1: _to_v1,
    2: _to_v2,
}
SCHEMA_VERSION = max(MIGRATIONS)


class HistoryUnavailable(Exception):
    """The history cannot be used now (locked by another copy, not readable, written by a
    newer version): the file is left untouched. The message is one sentence for a player."""


def _unavailable(exc: sqlite3.OperationalError) -> bool:
    text = str(exc).lower()
    return any(w in text for w in ("locked", "unable to open", "readonly", "read-only",
                                   "disk i/o", "busy"))


@dataclass
class SeatRow:
    position: int
    player_id: str
    name: str
    kind: str
    coins: int
    winner: bool
    tokens: int = 0
    combos: list[tuple[str, str]] = field(default_factory=list)   # (race, power), in order


@dataclass
class GameRow:
    id: int
    key: str
    finished_at: str
    rounds: int
    seats: list[SeatRow]

    @property
    def winners(self) -> list[SeatRow]:
        return [s for s in self.seats if s.winner]


@dataclass
class Tally:
    """Statistics of one person, race or power."""

    name: str
    games: int = 0
    wins: float = 0.0
    coins: int = 0
    picks: dict[str, int] = field(default_factory=dict)            # favourite: most picked
    picked_coins: dict[str, list[int]] = field(default_factory=dict)   # best: most coins

    @property
    def average(self) -> float:
        return self.coins / self.games if self.games else 0.0

    def favourite(self, prefix: str) -> str | None:
        found = [(n, k) for k, n in self.picks.items() if k.startswith(prefix)]
        return max(found)[1][len(prefix):] if found else None

    def best(self, prefix: str) -> str | None:
        found = [(sum(v) / len(v), k) for k, v in self.picked_coins.items() if k.startswith(prefix)]
        return max(found)[1][len(prefix):] if found else None


class History:
    def __init__(self, folder: Path | str, more_saves: Iterable[Path] = ()) -> None:
        self.folder = Path(folder)
        self.path = self.folder / FILE_NAME
        self.games_folder = self.folder / GAMES_FOLDER
        self.notice: str | None = None     # what happened to a damaged database, if one was
        self.set_aside: Path | None = None
        self._more = list(more_saves)
        self.db = self._open()
        if self.games_folder.is_dir():
            remove_stale_temporaries(self.games_folder)    # left by a copy killed mid-write

    # ----- opening, checking, migrating -------------------------------------------------------

    def _open(self) -> sqlite3.Connection:
        self.folder.mkdir(parents=True, exist_ok=True)
        db = None
        try:
            db = self._connect()
            healthy = db.execute("PRAGMA quick_check").fetchone()[0] == "ok"
        except sqlite3.OperationalError as exc:
            if _unavailable(exc):
                raise HistoryUnavailable(f"The history of games cannot be opened now ({exc}).") \
                    from exc
            healthy = False
        except sqlite3.DatabaseError:      # not a database, or a damaged one
            healthy = False
        if not healthy:
            if db is not None:
                db.close()
            return self._start_again()
        try:
            self._migrate(db)
        except BaseException:
            db.close()
            raise
        return db

    def _start_again(self) -> sqlite3.Connection:
        """Set the damaged file aside, start a new one, fill it from the saves found."""
        stamp = time.strftime("%Y%m%d-%H%M%S")
        aside, n = self.path.with_name(f"{FILE_NAME}.damaged-{stamp}"), 1
        while aside.exists():
            n += 1
            aside = self.path.with_name(f"{FILE_NAME}.damaged-{stamp}-{n}")
        self.path.replace(aside)
        for extra in ("-journal", "-wal", "-shm"):
            leftover = self.path.with_name(FILE_NAME + extra)
            if leftover.exists():
                leftover.replace(aside.with_name(aside.name + extra))
        self.set_aside = aside
        db = self.db = self._connect()
        self._migrate(db)
        found = self.rebuild(self._saves_to_rebuild())
        self.notice = (f"The history of games was damaged: it was set aside as {aside.name} and "
                       f"a new one was started with the {found} finished game"
                       f"{'s' if found != 1 else ''} found in the saves.")
        return db

    def _connect(self) -> sqlite3.Connection:
        db = sqlite3.connect(self.path, timeout=5.0, isolation_level=None)
        db.execute("PRAGMA foreign_keys = ON")
        return db

    def _migrate(self, db: sqlite3.Connection) -> None:
        version = db.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            raise HistoryUnavailable("The history of games was written by a newer version of the "
                                     "game: it is left as it is.")
        for target in range(version + 1, SCHEMA_VERSION + 1):
            db.execute("BEGIN IMMEDIATE")
            try:
                MIGRATIONS[target](db)
                db.execute(f"PRAGMA user_version = {target}")
                db.execute("COMMIT")
            except sqlite3.Error as exc:
                db.execute("ROLLBACK")
                raise HistoryUnavailable(f"The history of games could not be brought up to date "
                                         f"({exc}).") from exc
            except BaseException:
                db.execute("ROLLBACK")
                raise

    def close(self) -> None:
        self.db.close()

    # ----- recording -----------------------------------------------------------------------------

    def record(self, session: Session, finished_at: str | None = None) -> bool:
        """Record a finished game (True), unless it is already there or not over (False)."""
        if not session.state.game_over:
            return False
        key = game_key(session)
        if self.db.execute("SELECT 1 FROM games WHERE game_key = ?", (key,)).fetchone():
            return False
        data = dumps_session(session)
        file = self.games_folder / f"{key}{SAVE_SUFFIX}"
        try:
            self.games_folder.mkdir(parents=True, exist_ok=True)
            write_atomically(file, data)
        except OSError:
            file = None   # the database still holds the save itself
        self._insert(session, key, data, file, finished_at)
        return True

    def _insert(self, session: Session, key: str, data: bytes, file: Path | None,
                finished_at: str | None) -> None:
        state = session.state
        when = finished_at or time.strftime("%Y-%m-%d %H:%M", time.localtime())
        seats = _seat_kinds(session)
        tokens = _tokens(state.to_dict())
        db = self.db
        db.execute("BEGIN IMMEDIATE")
        try:
            cur = db.execute("INSERT INTO games (game_key, finished_at, rounds, save_file, save) "
                             "VALUES (?, ?, ?, ?, ?)", (key, when, state.rounds,
                                                        str(file) if file else None,
                                                        zlib.compress(data)))
            game = cur.lastrowid
            for i, p in enumerate(state.players):
                name, kind = seats.get(p.id, (p.name, HUMAN))
                db.execute("INSERT INTO seats (game, position, player_id, name, kind, coins, "
                           "winner, tokens) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                           (game, i, p.id, name, kind, p.coins, int(p.id in state.winners),
                            tokens.get(p.id, 0)))
            for pid, round_, race, power in _combos(session):
                db.execute("INSERT INTO combos (game, player_id, round, race, power) "
                           "VALUES (?, ?, ?, ?, ?)", (game, pid, round_, race, power))
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise

    def rebuild(self, paths: Iterable[Path]) -> int:
        """Record every finished game among the save files `paths`; how many were added."""
        added = 0
        for path in paths:
            try:
                session = loads_session(Path(path).read_bytes())
            except (OSError, SaveError):
                continue
            if session.state.game_over and not self._has(game_key(session)):
                stamp = time.strftime("%Y-%m-%d %H:%M", time.localtime(Path(path).stat().st_mtime))
                self._insert(session, game_key(session), dumps_session(session),
                             Path(path) if Path(path).parent == self.games_folder else None, stamp)
                added += 1
        return added

    def _has(self, key: str) -> bool:
        return self.db.execute("SELECT 1 FROM games WHERE game_key = ?", (key,)).fetchone() is not None

    def _saves_to_rebuild(self) -> list[Path]:
        found = sorted(self.games_folder.glob(f"*{SAVE_SUFFIX}")) if self.games_folder.is_dir() else []
        return found + [p for p in self._more if p.is_file()]

    # ----- reading -------------------------------------------------------------------------------

    def games(self) -> list[GameRow]:
        """Every recorded game, the latest first."""
        rows = self.db.execute("SELECT id, game_key, finished_at, rounds FROM games "
                               "ORDER BY finished_at DESC, id DESC").fetchall()
        seats: dict[int, list[SeatRow]] = {}
        for game, pos, pid, name, kind, coins, winner, tokens in self.db.execute(
                "SELECT game, position, player_id, name, kind, coins, winner, tokens FROM seats "
                "ORDER BY game, position"):
            seats.setdefault(game, []).append(SeatRow(pos, pid, name, kind, coins, bool(winner),
                                                      tokens))
        for game, pid, race, power in self.db.execute(
                "SELECT game, player_id, race, power FROM combos ORDER BY game, round, rowid"):
            for seat in seats.get(game, []):
                if seat.player_id == pid:
                    seat.combos.append((race, power))
        return [GameRow(g, key, when, rounds, seats.get(g, [])) for g, key, when, rounds in rows]

    def save_of(self, game: int) -> Session:
        """The recorded game, replayed from its save (SaveError if it no longer replays)."""
        row = self.db.execute("SELECT save FROM games WHERE id = ?", (game,)).fetchone()
        if row is None:
            raise SaveError("history_missing", "That game is no longer in the history.")
        try:
            data = zlib.decompress(row[0])
        except zlib.error:
            raise SaveError("history_damaged", "The history's copy of that game is damaged.") from None
        return loads_session(data)

    def people(self) -> list[Tally]:
        """Per person (seats played by a person, by name): games, wins, coins, races and
        powers picked; most games first."""
        return self._tallies(lambda seat: [seat.name] if seat.kind == HUMAN else [])

    def races(self) -> list[Tally]:
        """Per race, across all games: the seats that picked it, their wins and coins."""
        return self._tallies(lambda seat: list(dict.fromkeys(r for r, _ in seat.combos)))

    def powers(self) -> list[Tally]:
        return self._tallies(lambda seat: list(dict.fromkeys(p for _, p in seat.combos)))

    def _tallies(self, keys) -> list[Tally]:
        out: dict[str, Tally] = {}
        for game in self.games():
            shared = len(game.winners) or 1
            for seat in game.seats:
                for key in keys(seat):
                    t = out.setdefault(key, Tally(key))
                    t.games += 1
                    t.wins += (1.0 / shared) if seat.winner else 0.0
                    t.coins += seat.coins
                    for race, power in seat.combos:
                        for k in (f"race:{race}", f"power:{power}"):
                            t.picks[k] = t.picks.get(k, 0) + 1
                            t.picked_coins.setdefault(k, []).append(seat.coins)
        return sorted(out.values(), key=lambda t: (-t.games, t.name))

    def export_csv(self, path: Path | str) -> int:
        """One line per seat of every game; how many lines (besides the header)."""
        out = io.StringIO()
        writer = csv.writer(out)
        writer.writerow(["finished_at", "game", "rounds", "seat", "name", "kind", "coins",
                         "tokens", "winner", "combinations"])
        lines = 0
        for game in self.games():
            for seat in game.seats:
                writer.writerow([game.finished_at, game.key, game.rounds, seat.position + 1,
                                 seat.name, seat.kind, seat.coins, seat.tokens,
                                 "yes" if seat.winner else "no",
                                 "; ".join(f"{r}+{p}" for r, p in seat.combos)])
                lines += 1
        write_atomically(Path(path), out.getvalue().encode("utf-8"))
        return lines


def game_key(session: Session) -> str:
    """The game's id (`info["game_id"]`), or a digest of its start and actions."""
    gid = session.info.get("game_id")
    if isinstance(gid, str) and gid:
        return gid
    text = json.dumps(session.to_record(), sort_keys=True, separators=(",", ":"), default=str)
    return "g" + hashlib.blake2b(text.encode(), digest_size=8).hexdigest()


def _seat_kinds(session: Session) -> dict[str, tuple[str, str]]:
    """player id -> (name, "human" or a computer level), from `info["seats"]`."""
    out = {}
    for item in session.info.get("seats") or []:
        if isinstance(item, dict) and isinstance(item.get("id"), str):
            kind = item.get("kind") if isinstance(item.get("kind"), str) else HUMAN
            out[item["id"]] = (str(item.get("name", item["id"])), kind or HUMAN)
    return out


def _combos(session: Session) -> list[tuple[str, int, str, str]]:
    """(player, round, race, power) of every combination picked, in order."""
    out = []
    state = session.initial
    for step in session.steps:
        action = step.action
        if isinstance(action, Pick) and state.stage is Stage.PICK and \
                0 <= action.index < len(state.column):
            combo = state.column[action.index]
            out.append((action.player, state.round, combo.race, combo.power))
        state = step.state
    return out
