"""Saved games: a versioned, human-readable JSON file that replays exactly.

A save holds the setup (`Session.to_record()`: info, map, initial state, action log), the
events that opened the game, the final state, and a check value: the SHA-256 of the
canonical JSON of the final state with its round and turn. Loading rebuilds the map, plays
every action again through the engine and refuses the file unless it lands on exactly the
recorded state. Every random outcome follows from the seeded generator inside the state, so
a replay is exact.

Every problem with a file raises `SaveError` (a ValueError): a stable `code` saying which
problem it is, the facts its sentence states (`params`), and that sentence in English
(`message`, one a player understands); nothing else changes. The app says it in the player's
language from the code and the params (`views/save_texts.py`). See docs/saves.md for the
format.

No Qt here: the app passes plain paths.
"""

from __future__ import annotations

import errno
import json
from pathlib import Path
from typing import Any, Iterator

from smallwow_qt import __version__
from smallwow_qt.boards.loader import list_sides, load_map
from smallwow_qt.digest import sha256_hex
from smallwow_qt.engine import (CAPS, MARKERS, MURLOCS, POWERS, RACES, SYMBOLS, TERRAINS, Action, Event,
                                GameState, MapDef, RuleError, Session, Stage, action_from_dict,
                                is_implemented, legal_actions, map_from_dict)
from smallwow_qt.persistence.atomic import write_atomically
from smallwow_qt.persistence.statecheck import StateProblem, check_info, check_state

FORMAT = "smallwow-save"
# The newest format this program reads and the one it writes. 2: a state's `data` may hold
# `bombs_gone_unseen` (the faces of Goblin bombs that left the game unseen); a file of
# format 1 is read as it is (it only lacks that entry).
VERSION = 2
SAVE_SUFFIX = ".smallwow"         # the saves' own extension, which no other program claims
OLD_SAVE_SUFFIX = ".smallwow.json"  # the ending of the first saves; they still open
MAX_BYTES = CAPS["save_bytes"]    # far beyond any real game; refuses absurd files before reading

_TOP_KEYS = ("format", "version", "program", "saved_at", "summary", "info", "map", "initial",
             "start_events", "actions", "final", "check")
_REQUIRED = ("format", "version", "info", "map", "initial", "actions", "check")


class SaveError(ValueError):
    """A game that cannot be saved or loaded.

    `code` is a stable machine-readable reason (for tests and the app's translations);
    `message` one sentence for the player, in English (logs, the command line); `params`
    (keywords, plain JSON values) the facts that sentence states: a version, a piece's id,
    an action's number, an operating system's reason... The code and the params together
    tell which sentence it is, so the app can say it in another language. `path` is the
    file concerned, when there is one.

    An action of the log that the engine refuses also keeps the engine's `refusal` (a
    RuleError) and the `position` it was refused in, so its reason can be said in the
    player's language too (`params["reason"]` is the English one).
    """

    def __init__(self, code: str, message: str, path: Path | str | None = None, /,
                 **params: Any) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.params = params
        self.path = Path(path) if path is not None else None
        self.refusal: RuleError | None = None
        self.position: GameState | None = None

    def __repr__(self) -> str:
        return f"SaveError({self.code!r}, {self.message!r})"


def _damaged(code: str, detail: str, /, **params: Any) -> SaveError:
    """'The save file is damaged: DETAIL.' (`code` names the detail)."""
    return SaveError(code, f"The save file is damaged: {detail}.", **params)


# ----- writing --------------------------------------------------------------------------------

def state_digest(state_dict: dict[str, Any]) -> str:
    """The check value of a state: SHA-256 of its canonical JSON with its round and turn."""
    payload = {"round": state_dict.get("round"), "turn_index": state_dict.get("turn_index"),
               "state": state_dict}
    text = json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=True,
                      allow_nan=False)
    return sha256_hex(text.encode("ascii"))


def _summary(state: GameState, actions: int) -> dict[str, Any]:
    names = {p.id: p.name for p in state.players}
    actor = state.actor
    return {
        "players": [p.name for p in state.players],
        "round": state.round,
        "rounds": state.rounds,
        "to_play": actor.name if actor else None,
        "game_over": state.stage is Stage.OVER,
        "winners": [names.get(w, w) for w in state.winners],
        "actions": actions,
    }


def _now_utc():
    from datetime import datetime, timezone     # (here: the autosave at start-up needs none)

    return datetime.now(timezone.utc)


def session_record(session: Session) -> dict[str, Any]:
    """Everything a save file holds, as plain JSON data."""
    record = session.to_record()
    state = session.state
    final = state.to_dict()
    turn = state.actor.id if state.actor else None
    return {
        "format": FORMAT,
        "version": VERSION,
        "program": f"smallwow_qt {__version__}",
        "saved_at": _now_utc().strftime("%Y-%m-%dT%H:%M:%SZ"),
        "summary": _summary(state, len(record["actions"])),
        "info": record["info"],
        "map": record["map"],
        "initial": record["initial"],
        "start_events": [e.to_dict() for e in session.start_events],
        "actions": record["actions"],
        "final": final,
        "check": {"actions": len(record["actions"]), "round": state.round, "turn": turn,
                  "stage": state.stage.value, "state_sha256": state_digest(final)},
    }


def _compact(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "), allow_nan=False)


def _layout(value: Any, indent: str = "", depth: int = 3) -> str:
    """JSON a person can read: a few levels of one entry per line, compact below that
    (one action per line, one region per line), so it stays fast to write."""
    if not isinstance(value, (dict, list)) or not value or depth == 0:
        return _compact(value)
    if len(value) <= 30:
        flat = _compact(value)
        if len(flat) <= 120:
            return flat
    inner = indent + "  "
    if isinstance(value, dict):
        items = [f"{inner}{_compact(str(k))}: {_layout(v, inner, depth - 1)}" for k, v in value.items()]
        return "{\n" + ",\n".join(items) + f"\n{indent}}}"
    items = [f"{inner}{_layout(v, inner, depth - 1)}" for v in value]
    return "[\n" + ",\n".join(items) + f"\n{indent}]"


def dumps_session(session: Session) -> bytes:
    """The save file's bytes for `session` (UTF-8 JSON)."""
    try:
        return (_layout(session_record(session)) + "\n").encode("utf-8")
    except (TypeError, ValueError) as exc:   # state holding something that is not JSON data
        error = f"{type(exc).__name__}: {exc}"
        raise SaveError("save_internal", "The game could not be saved because of an internal "
                        f"error ({error}).", error=error) from exc


def save_session(session: Session, path: Path | str) -> None:
    """Write `session` to `path` atomically: a crash at any moment leaves either the old
    file or the new one, complete. Raises SaveError (and leaves `path` as it was) when the
    file cannot be written."""
    path = Path(path)
    data = dumps_session(session)
    try:
        write_atomically(path, data)
    except OSError as exc:
        raise _write_problem(exc, path) from exc


def _write_problem(exc: OSError, path: Path) -> SaveError:
    if isinstance(exc, IsADirectoryError):
        return SaveError("save_is_folder", "The game could not be saved: there is a folder with "
                         "that name.", path)
    if isinstance(exc, FileNotFoundError):
        return SaveError("save_no_folder", "The game could not be saved: the folder does not exist.",
                         path)
    if isinstance(exc, PermissionError):
        return SaveError("save_not_allowed", "The game could not be saved: you are not allowed to "
                         "write in that folder.", path)
    if exc.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", -1)):
        return SaveError("save_disk_full", "The game could not be saved: the disk is full.", path)
    if exc.errno == errno.EROFS:
        return SaveError("save_read_only", "The game could not be saved: that disk is read-only.",
                         path)
    reason = str(exc.strerror or exc)
    return SaveError("save_failed", f"The game could not be saved: {reason}.", path, reason=reason)


# ----- reading --------------------------------------------------------------------------------

def _read_bytes(path: Path) -> bytes:
    try:
        if path.is_dir():
            raise IsADirectoryError(21, "Is a directory", str(path))
        if path.stat().st_size > MAX_BYTES:
            raise SaveError("too_large", f"The file is far too large to be a saved game (more "
                            f"than {MAX_BYTES >> 20} MB).", path, megabytes=MAX_BYTES >> 20)
        return path.read_bytes()
    except FileNotFoundError:
        raise SaveError("no_file", "The file does not exist.", path) from None
    except IsADirectoryError:
        raise SaveError("is_folder", "This is a folder, not a saved game.", path) from None
    except PermissionError:
        raise SaveError("not_readable", "You are not allowed to read this file.", path) from None
    except OSError as exc:
        reason = str(exc.strerror or exc)
        raise SaveError("read_failed", f"The file cannot be read ({reason}).", path,
                        reason=reason) from None


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number a save holds")


def _parse(data: bytes) -> dict[str, Any]:
    """The file's record, its format and version checked."""
    if not data.strip():
        raise SaveError("empty", "The file is empty.")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError("not_a_save", "This file is not a Small World of Warcraft saved game.") from None
    looks_like_save = f'"{FORMAT}"' in text[:200]
    try:
        record = json.loads(text, parse_constant=_refuse_constant)
    except (ValueError, RecursionError):
        if looks_like_save:
            raise SaveError("cut_off", "The save file is incomplete or damaged: it may have been "
                            "cut off while it was being written.") from None
        raise SaveError("not_a_save", "This file is not a Small World of Warcraft saved game.") from None
    if not isinstance(record, dict) or record.get("format") != FORMAT:
        raise SaveError("not_a_save", "This file is not a Small World of Warcraft saved game.")
    version = record.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise _damaged("damaged_version", "its format version is missing")
    if version > VERSION:
        raise SaveError("newer_version", f"This game was saved by a newer version of Small World "
                        f"of Warcraft (save format {version}); update the game to open it.",
                        version=version)
    for key in _REQUIRED:
        if key not in record:
            raise _damaged("damaged_entry_missing", f"`{key}` is missing", key=key)
    unknown = sorted(set(record) - set(_TOP_KEYS))
    if unknown:
        raise _damaged("damaged_unknown_entry", f"it holds an unknown entry `{unknown[0]}`",
                       key=unknown[0])
    return record


def _map(spec: Any) -> MapDef:
    if not isinstance(spec, dict):
        raise _damaged("damaged_map_missing", "its map is missing")
    if "sides" in spec:
        sides = spec["sides"]
        if not isinstance(sides, list) or not sides or not all(isinstance(s, str) for s in sides):
            raise _damaged("damaged_sides", "its list of island sides is not valid")
        try:
            known = set(list_sides())
        except OSError:
            known = set()
        unknown = [s for s in sides if s not in known]
        if unknown:
            raise SaveError("unknown_side", f"This game is played on an island side this version "
                            f"does not have ({unknown[0]!r}).", side=unknown[0])
        try:
            return load_map(sides)
        except (ValueError, OSError) as exc:
            raise SaveError("islands_unloadable", f"The islands of this game cannot be loaded "
                            f"({exc}).", reason=str(exc)) from None
    try:
        regions = spec["regions"]
        if len(regions) > CAPS["regions"] or len(spec["borders"]) > CAPS["borders"]:
            raise _damaged("damaged_map_too_large", f"its map has more than {CAPS['regions']} "
                           f"regions or {CAPS['borders']:,} borders, far beyond any island",
                           regions=CAPS["regions"], borders=CAPS["borders"])
        for rid, r in regions.items():
            if not isinstance(rid, str) or r["terrain"] not in TERRAINS or \
                    any(s not in SYMBOLS for s in r.get("symbols", [])):
                raise ValueError(rid)
        return map_from_dict(spec)
    except SaveError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError):
        raise _damaged("damaged_map", "its map is not valid") from None


def _check_piece(kind: str, table: dict, piece_id: Any, extra: tuple = ()) -> None:
    """Refuses a piece this version does not know or cannot play; `kind` is how the English
    sentence names it ("race", "power", "artifact or place"), also its param."""
    if piece_id is None or piece_id in extra:
        return
    if not isinstance(piece_id, str) or piece_id not in table:
        raise SaveError("unknown_piece", f"This save names a {kind} this version does not know "
                        f"({piece_id!r}).", kind=kind, given=str(piece_id))
    if not is_implemented(piece_id):
        raise SaveError("not_playable", f"This save uses {table[piece_id].name}, whose ability "
                        "this version of the game cannot play yet.", kind=kind, piece=piece_id)


POSITIONS = {"initial": "starting position", "final": "final position"}


def _state(data: Any, map_def: MapDef, part: str) -> GameState:
    """A state from the file, every field checked (statecheck.py) before it is built; `part`
    says which (a key of POSITIONS)."""
    what = POSITIONS[part]
    try:
        if not isinstance(data, dict) or not isinstance(data.get("regions"), dict):
            raise TypeError
        if list(data["regions"]) != [r.id for r in map_def.regions]:
            sides = data.get("sides")
            if map_def.regions and isinstance(sides, list) and map_def.regions[0].board in sides:
                raise SaveError("islands_changed", "The islands of this game have changed since it "
                                "was saved, so this version cannot open it.")
            raise _damaged("damaged_regions", f"the regions of its {what} do not match its map",
                           part=part)
        players = data["players"]
        for p in players:
            _check_piece("race", RACES, p.get("race"))
            _check_piece("race", RACES, p.get("declined"))
            _check_piece("power", POWERS, p.get("power"))
            _check_piece("power", POWERS, p.get("declined_power"))
        for c in data["column"]:
            _check_piece("race", RACES, c["race"])
            _check_piece("power", POWERS, c["power"])
        for r in data["race_stack"]:
            _check_piece("race", RACES, r)
        for p in list(data["power_stack"]) + list(data.get("power_discard", [])):
            _check_piece("power", POWERS, p)
        for m in data.get("unused_markers", []):
            _check_piece("artifact or place", MARKERS, m)
        for r in data["regions"].values():
            _check_piece("race", RACES, r.get("race"), (MURLOCS,))
            _check_piece("artifact or place", MARKERS, r.get("marker"))
        check_state(data, map_def)
        return GameState.from_dict(data, map_def)
    except SaveError:
        raise
    except StateProblem as exc:
        raise _damaged("damaged_position", f"its {what} is incomplete or not valid ({exc})",
                       part=part, detail=str(exc)) from None
    except (KeyError, TypeError, ValueError, AttributeError, IndexError):
        raise _damaged("damaged_position", f"its {what} is incomplete or not valid",
                       part=part) from None


def _info(info: Any) -> dict[str, Any]:
    try:
        return check_info(info)
    except StateProblem as exc:
        raise _damaged("damaged_info", f"its game details are not valid ({exc})",
                       detail=str(exc)) from None


def _probe(session: Session) -> Session:
    """The position opened is one the engine can go on from: its legal actions are listed
    without failing (a last guard behind the checks above)."""
    try:
        legal_actions(session.state)
    except RuleError:
        pass
    except Exception as exc:  # noqa: BLE001 - a damaged position must not reach the table
        raise _damaged("damaged_stuck", "the game cannot go on from its position") from exc
    return session


def _events(items: Any) -> list[Event]:
    if items is None:
        return []
    try:
        out = []
        for e in items:
            if not isinstance(e["kind"], str) or not isinstance(e.get("text", ""), str) \
                    or not isinstance(e.get("data", {}), dict) \
                    or not isinstance(e.get("player"), (str, type(None))):
                raise ValueError
            out.append(Event(e["kind"], e.get("player"), dict(e.get("data", {})),
                             e.get("text", ""), bool(e.get("private", False))))
        return out
    except (KeyError, TypeError, ValueError):
        raise _damaged("damaged_start_events", "the events that opened the game are not valid") from None


def _describe(item: Any) -> str:
    """`ann: conquer a2 die` for an action item of the log (for error messages)."""
    try:
        (player, body), = item.items()
    except (AttributeError, ValueError):
        return _compact(item)
    if isinstance(body, dict):
        words = []
        for key, value in body.items():
            if value is True:
                words.append(str(key))
            elif isinstance(value, dict):
                words.append(f"{key} " + ", ".join(f"{k} {v}" for k, v in value.items()))
            elif isinstance(value, list):
                words.append(f"{key} " + " ".join(map(str, value)))
            else:
                words.append(f"{key} {value}")
        body = " ".join(words)
    return f"{player}: {body}"


def _sentence_end(text: str) -> str:
    text = text.strip()
    return text if text.endswith((".", "!", "?")) else text + "."


def _replay(record: dict[str, Any]) -> Session:
    info = _info(record["info"])
    map_def = _map(record["map"])
    initial = _state(record["initial"], map_def, "initial")
    start_events = _events(record.get("start_events"))
    actions = record["actions"]
    if not isinstance(actions, list):
        raise _damaged("damaged_actions", "its list of actions is not valid")
    if len(actions) > CAPS["actions"]:      # refused before anything is played
        raise _damaged("damaged_too_many_actions", f"it lists {len(actions):,} actions, more "
                       f"than a game can hold ({CAPS['actions']:,})", actions=len(actions),
                       most=CAPS["actions"])
    session = Session(initial, start_events, info=info)

    def refused(code: str, how: str, number: int, exc: RuleError) -> SaveError:
        action, reason = _describe(actions[number - 1]), _sentence_end(exc.message)
        err = SaveError(code, f"Action {number} of the save ({action}) {how}: {reason}",
                        number=number, action=action, reason=reason)
        err.refusal, err.position = exc, session.state
        return err

    def logged() -> Iterator[Action]:
        for number, item in enumerate(actions, 1):
            try:
                yield action_from_dict(item)
            except RuleError as exc:
                raise refused("action_invalid", "is not a valid action", number, exc) from None

    try:
        session.play_log(logged())
    except SaveError:
        raise
    except Exception as exc:  # noqa: BLE001 - a damaged state can trip the engine anywhere
        number = len(session.steps) + 1   # the steps before the action that failed are kept
        if isinstance(exc, RuleError):
            raise refused("action_refused", "is not allowed", number, exc) from None
        action = _describe(actions[number - 1])
        raise SaveError("action_broken", f"Action {number} of the save ({action}) cannot be "
                        "replayed: the file is damaged.", number=number, action=action) from exc
    check = record["check"]
    if not isinstance(check, dict) or not isinstance(check.get("state_sha256"), str):
        raise _damaged("damaged_check_missing", "its check value is missing")
    if check.get("actions") != len(actions):
        recorded = str(check.get("actions"))
        raise _damaged("damaged_action_count", f"it lists {len(actions)} actions but recorded "
                       f"{recorded}", actions=len(actions), recorded=recorded)
    if state_digest(session.state.to_dict()) != check["state_sha256"]:
        raise SaveError("replay_differs", "The saved game does not replay to the position it "
                        "recorded: the file was edited, or saved by a version whose rules differ.")
    return _probe(session)


def loads_session(data: bytes) -> Session:
    """The session a save file's bytes hold, replayed and checked; SaveError if not valid."""
    return _replay(_parse(data))


_kept: dict[tuple, Session] = {}      # at most one session loaded ahead (see `keep`)


def _file_key(path: Path) -> tuple | None:
    try:
        st = path.stat()
    except OSError:
        return None
    return (str(path.resolve()), st.st_ino, st.st_size, st.st_mtime_ns)


def load_session(path: Path | str, keep: bool = False) -> Session:
    """Read a save file, replay its actions through the engine and check it lands on the
    recorded state. Raises SaveError (one sentence; `.path` set) for any file that is not a
    complete, valid save of this or an older format version.

    `keep=True` (a check ahead of opening, as the offer to resume a game makes) keeps the
    session, so that the next load of the same unchanged file hands it over instead of
    replaying the game a second time."""
    path = Path(path)
    key = _file_key(path)
    if key is not None and key in _kept:
        session = _kept.pop(key)
        if keep:
            _kept[key] = session
        return session
    try:
        session = loads_session(_read_bytes(path))
    except SaveError as exc:
        exc.path = path
        raise
    except Exception as exc:  # noqa: BLE001 - never let a bad file crash the app
        raise SaveError("open_internal", "The save file could not be opened because of an "
                        f"internal error ({type(exc).__name__}).", path,
                        error=type(exc).__name__) from exc
    if keep and key is not None and key == _file_key(path):
        _kept.clear()
        _kept[key] = session
    return session


def recover_position(path: Path | str) -> Session:
    """The last position of a save whose history no longer replays (for example after an
    update changed a rule): a session starting at the recorded final state, with no history
    to undo. Raises SaveError if the final state itself is missing or does not match its
    check value."""
    path = Path(path)
    try:
        return recovers_position(_read_bytes(path))
    except SaveError as exc:
        exc.path = path
        raise
    except Exception as exc:  # noqa: BLE001
        raise SaveError("open_internal", "The save file could not be opened because of an "
                        f"internal error ({type(exc).__name__}).", path,
                        error=type(exc).__name__) from exc


def recovers_position(data: bytes) -> Session:
    """`recover_position` of a save file's bytes."""
    record = _parse(data)
    if not isinstance(record.get("final"), dict):
        raise _damaged("damaged_no_final", "it holds no final position")
    check = record["check"]
    if not isinstance(check, dict) or state_digest(record["final"]) != check.get("state_sha256"):
        raise _damaged("damaged_final_check", "its final position does not match its check value")
    info = _info(record["info"])
    final = _state(record["final"], _map(record["map"]), "final")
    return _probe(Session(final, info={**info, "recovered": True}))


__all__ = ["FORMAT", "MAX_BYTES", "OLD_SAVE_SUFFIX", "SAVE_SUFFIX", "VERSION", "SaveError",
           "dumps_session", "load_session", "loads_session", "recover_position",
           "recovers_position", "save_session", "session_record", "state_digest"]
