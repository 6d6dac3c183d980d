"""Save files: exact round trips, atomic writes, and a clear one-line SaveError for every
kind of bad file, with nothing else changed."""

from __future__ import annotations

import errno
import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from smallwow_qt.engine import legal_actions
from smallwow_qt.persistence import (RecentGames, SaveError, load_session, read_summary,
                                     recover_position, save_session)
from smallwow_qt.persistence import atomic, savefile
from tests.persistence.support import five_player_game, inline_game, needs_sides, sides_available

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def finished_game():
    if sides_available():
        return five_player_game(seed=11)
    return inline_game(seed=5)


@pytest.fixture(scope="module")
def good_bytes(finished_game):
    return savefile.dumps_session(finished_game)


def assert_same_game(loaded, original):
    assert loaded.state.to_dict() == original.state.to_dict()
    assert loaded.initial.to_dict() == original.initial.to_dict()
    assert loaded.actions == original.actions
    assert [e.to_dict() for e in loaded.all_events()] == [e.to_dict() for e in original.all_events()]
    assert loaded.info == original.info
    assert loaded.can_undo() == original.can_undo()
    assert [lg.action for lg in legal_actions(loaded.state)] == \
        [lg.action for lg in legal_actions(original.state)]


# ----- round trips ----------------------------------------------------------------------------

@needs_sides
def test_complete_five_player_game_round_trip(tmp_path):
    game = five_player_game(seed=11)
    assert game.state.game_over and len(game.state.players) == 5
    path = tmp_path / "game.smallwow.json"
    save_session(game, path)
    assert_same_game(load_session(path), game)
    record = json.loads(path.read_text(encoding="utf-8"))
    assert record["format"] == "smallwow-save" and record["version"] == savefile.VERSION == 2
    assert record["map"] == {"sides": game.initial.sides}
    assert record["info"]["seed"] == 11
    assert record["check"]["actions"] == len(game.steps)
    assert len(record["check"]["state_sha256"]) == 64
    assert "Dée" in path.read_text(encoding="utf-8")          # readable, not escaped


@needs_sides
def test_game_in_progress_continues_identically_after_loading(tmp_path):
    game = five_player_game(seed=4, limit=60)
    path = tmp_path / "mid.json"
    save_session(game, path)
    loaded = load_session(path)
    assert_same_game(loaded, game)
    rng_a, rng_b = random.Random(9), random.Random(9)
    for _ in range(30):                       # both go on the same way, dice included
        if game.state.game_over:
            break
        a = rng_a.choice(legal_actions(game.state)).action
        b = rng_b.choice(legal_actions(loaded.state)).action
        assert a == b
        assert [e.text for e in game.play(a)] == [e.text for e in loaded.play(b)]
    assert loaded.state.to_dict() == game.state.to_dict()


def test_inline_map_game_from_a_position_round_trip(tmp_path):
    game = inline_game(seed=5)
    path = tmp_path / "inline.json"
    save_session(game, path)
    assert json.loads(path.read_text())["map"]["regions"]["a2"]["symbols"] == ["cavern", "murloc"]
    assert_same_game(load_session(path), game)


def test_a_game_with_no_action_yet_round_trips(tmp_path):
    game = inline_game(limit=0)
    save_session(game, tmp_path / "new.json")
    assert_same_game(load_session(tmp_path / "new.json"), game)


@needs_sides
def test_replay_does_not_depend_on_the_hash_seed(tmp_path):
    """Saved by a process with one PYTHONHASHSEED, loaded here with another: set order or
    dict-of-set iteration in the engine must not change the game."""
    path = tmp_path / "other.json"
    code = ("import sys; sys.path.insert(0, 'tests');"
            "from tests.persistence.support import five_player_game;"
            "from smallwow_qt.persistence import save_session;"
            f"save_session(five_player_game(seed=23), {str(path)!r})")
    env = dict(os.environ, PYTHONHASHSEED="12345")
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, check=True, timeout=60)
    loaded = load_session(path)
    assert loaded.state.to_dict() == five_player_game(seed=23).state.to_dict()


def test_summary_reads_the_header(tmp_path, finished_game):
    path = tmp_path / "s.json"
    save_session(finished_game, path)
    summary = read_summary(path)
    state = finished_game.state
    assert summary.players == [p.name for p in state.players]
    assert (summary.round, summary.rounds, summary.game_over) == (state.round, state.rounds, True)
    assert summary.actions == len(finished_game.steps) and summary.to_play is None
    assert summary.winners and summary.saved_at.endswith("Z")


def test_recover_position_when_the_history_no_longer_replays(tmp_path, finished_game):
    """As after an update that changes a rule: the log lands elsewhere, load refuses, the
    last position can still be opened."""
    record = json.loads(savefile.dumps_session(finished_game))
    record["initial"]["players"][0]["coins"] += 50         # the replay now ends elsewhere
    path = tmp_path / "changed.json"
    path.write_text(json.dumps(record))
    with pytest.raises(SaveError, match="does not replay to the position it recorded"):
        load_session(path)
    recovered = recover_position(path)
    assert recovered.state.to_dict() == finished_game.state.to_dict()
    assert not recovered.steps and recovered.info["recovered"] is True


# ----- writing safely -------------------------------------------------------------------------

def test_save_replaces_atomically_and_leaves_no_temporary(tmp_path, finished_game):
    path = tmp_path / "g.json"
    path.write_text("old")
    os.chmod(path, 0o600)
    save_session(finished_game, path)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["g.json"]
    assert path.stat().st_mode & 0o777 == 0o600             # permissions kept
    load_session(path)


def test_a_failed_write_leaves_the_old_file_and_no_temporary(tmp_path, finished_game, monkeypatch):
    path = tmp_path / "g.json"
    save_session(finished_game, path)
    before = path.read_bytes()

    def disk_full(*_args):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(atomic.os, "replace", disk_full)
    with pytest.raises(SaveError) as info:
        save_session(inline_game(limit=3), path)
    assert str(info.value) == "The game could not be saved: the disk is full."
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["g.json"]


@pytest.mark.parametrize("where, message", [
    ("missing/g.json", "The game could not be saved: the folder does not exist."),
    ("adir", "The game could not be saved: there is a folder with that name."),
])
def test_save_to_an_impossible_place(tmp_path, where, message):
    (tmp_path / "adir").mkdir()
    with pytest.raises(SaveError) as info:
        save_session(inline_game(limit=2), tmp_path / where)
    assert str(info.value) == message
    assert sorted(p.name for p in tmp_path.iterdir()) == ["adir"]
    assert not list((tmp_path / "adir").iterdir())


# ----- bad files ------------------------------------------------------------------------------

def _edit(good: bytes, change) -> bytes:
    record = json.loads(good)
    change(record)
    return json.dumps(record).encode()


def _swap_player(record):
    """Give the 3rd action to the next player: not their turn."""
    item = record["actions"][2]
    (player, body), = item.items()
    ids = [p["id"] for p in record["initial"]["players"]]
    record["actions"][2] = {ids[(ids.index(player) + 1) % len(ids)]: body}


BAD_FILES = {
    "empty": (lambda g: b"", "The file is empty."),
    "blank": (lambda g: b"  \n\n", "The file is empty."),
    "random_bytes": (lambda g: random.Random(3).randbytes(4000), "is not a Small World of Warcraft saved game"),
    "truncated_half": (lambda g: g[: len(g) // 2], "incomplete or damaged: it may have been cut off"),
    "truncated_end": (lambda g: g.rstrip()[:-1], "incomplete or damaged: it may have been cut off"),
    "truncated_start": (lambda g: g[:120], "incomplete or damaged: it may have been cut off"),
    "not_json": (lambda g: b"hello: world\n", "is not a Small World of Warcraft saved game"),
    "json_list": (lambda g: b"[1, 2, 3]", "is not a Small World of Warcraft saved game"),
    "other_format": (lambda g: _edit(g, lambda r: r.update(format="chess")), "is not a Small World"),
    "future_version": (lambda g: _edit(g, lambda r: r.update(version=3)),
                       "saved by a newer version of Small World of Warcraft (save format 3)"),
    "bad_version": (lambda g: _edit(g, lambda r: r.update(version="1")), "its format version is missing"),
    "python_tag": (lambda g: b'format: smallwow-save\nversion: 1\nx: !!python/object/apply:os.system '
                   b'["touch /tmp/smallwow_pwned"]\n', "is not a Small World of Warcraft saved game"),
    "python_tag_in_json": (lambda g: g.replace(b'"info": {', b'"info": !!python/object:os.system {', 1),
                           "incomplete or damaged"),
    "nan": (lambda g: g.replace(b'"round": ', b'"round": NaN, "x": ', 1), "incomplete or damaged"),
    "deep_nesting": (lambda g: b'{"format": "smallwow-save", "x": ' + b"[" * 200000 + b"]" * 200000 + b"}",
                     "incomplete or damaged"),
    "missing_actions": (lambda g: _edit(g, lambda r: r.pop("actions")), "`actions` is missing"),
    "unknown_entry": (lambda g: _edit(g, lambda r: r.update(extra=1)), "unknown entry `extra`"),
    "illegal_action": (lambda g: _edit(g, _swap_player), "Action 3 of the save ("),
    "malformed_action": (lambda g: _edit(g, lambda r: r["actions"].__setitem__(1, {"ann": {"fly": 1}})),
                         "Action 2 of the save (ann: fly 1) is not a valid action"),
    "actions_not_list": (lambda g: _edit(g, lambda r: r.update(actions={"a": 1})), "list of actions"),
    "check_mismatch": (lambda g: _edit(g, lambda r: r["check"].update(state_sha256="0" * 64)),
                       "does not replay to the position it recorded"),
    "check_count": (lambda g: _edit(g, lambda r: r["check"].update(actions=3)), "recorded 3"),
    "check_missing": (lambda g: _edit(g, lambda r: r.update(check=None)), "check value is missing"),
    "edited_initial": (lambda g: _edit(g, lambda r: r["initial"]["players"][1].update(coins=99)),
                       "does not replay to the position it recorded"),
    "bad_coins": (lambda g: _edit(g, lambda r: r["initial"]["players"][1].update(coins="lots")),
                  "starting position is incomplete or not valid"),
    "unknown_race": (lambda g: _edit(g, lambda r: r["initial"]["race_stack"].append("zombies")),
                     "names a race this version does not know ('zombies')"),
    "unknown_power": (lambda g: _edit(g, lambda r: r["initial"]["column"][0].update(power="flying")),
                      "names a power this version does not know ('flying')"),
    "unknown_marker": (lambda g: _edit(g, lambda r: r["initial"]["unused_markers"].append("ashbringer")),
                       "names a artifact or place this version does not know ('ashbringer')"),
    "unknown_owner": (lambda g: _edit(g, lambda r: next(iter(r["initial"]["regions"].values())).update(
        owner="zed")), "starting position is incomplete or not valid"),
    "bad_events": (lambda g: _edit(g, lambda r: r.update(start_events=[{"text": 3}])),
                   "events that opened the game are not valid"),
    "bad_map": (lambda g: _edit(g, lambda r: r.update(map={"regions": {"a1": {"terrain": "lava"}}})),
                "its map is not valid"),
}


@pytest.mark.parametrize("case", sorted(BAD_FILES))
def test_bad_file_gives_one_clear_sentence_and_changes_nothing(tmp_path, good_bytes, case):
    make, expected = BAD_FILES[case]
    path = tmp_path / "bad.json"
    path.write_bytes(make(good_bytes))
    before = path.read_bytes(), path.stat().st_mtime_ns
    with pytest.raises(SaveError) as info:
        load_session(path)
    message = str(info.value)
    assert expected in message
    assert "\n" not in message and message.endswith(".") and message[0].isupper()
    assert "Traceback" not in message and "Error:" not in message
    assert info.value.path == path
    assert (path.read_bytes(), path.stat().st_mtime_ns) == before
    assert [p.name for p in tmp_path.iterdir()] == ["bad.json"]
    assert not Path("/tmp/smallwow_pwned").exists()


@needs_sides
@pytest.mark.parametrize("sides, expected", [
    (["large_9z"], "island side this version does not have ('large_9z')"),
    (["../etc/passwd"], "island side this version does not have"),
    ("large_1a", "list of island sides is not valid"),
    (["large_1a", "large_1b"], "The islands of this game cannot be loaded"),
])
def test_unknown_side_ids(tmp_path, sides, expected):
    record = json.loads(savefile.dumps_session(five_player_game(seed=2, limit=5)))
    record["map"]["sides"] = sides
    path = tmp_path / "sides.json"
    path.write_text(json.dumps(record))
    with pytest.raises(SaveError) as info:
        load_session(path)
    assert expected in str(info.value) and "\n" not in str(info.value)


def test_a_piece_this_version_cannot_play(tmp_path, good_bytes, monkeypatch):
    """A save from a version where a piece's ability was implemented, opened by one where it
    is not (simulated: the first race of the stack is made unimplemented)."""
    race = json.loads(good_bytes)["initial"]["race_stack"][0]
    monkeypatch.setattr(savefile, "is_implemented", lambda piece_id: piece_id != race)
    (tmp_path / "g.json").write_bytes(good_bytes)
    with pytest.raises(SaveError) as info:
        load_session(tmp_path / "g.json")
    from smallwow_qt.engine.data import RACES
    assert str(info.value) == (f"This save uses {RACES[race].name}, whose ability this version "
                               "of the game cannot play yet.")


def test_regions_that_do_not_match_the_map(tmp_path):
    record = json.loads(savefile.dumps_session(inline_game(limit=2)))
    record["initial"]["regions"]["zz"] = {}
    (tmp_path / "inline.json").write_text(json.dumps(record))
    with pytest.raises(SaveError, match="^The save file is damaged: the regions of its starting "
                                        "position do not match its map.$"):
        load_session(tmp_path / "inline.json")


@needs_sides
def test_island_sides_changed_since_the_save(tmp_path):
    record = json.loads(savefile.dumps_session(five_player_game(seed=2, limit=5)))
    regions = record["initial"]["regions"]
    first = next(iter(regions))
    record["initial"]["regions"] = {("renamed" if k == first else k): v for k, v in regions.items()}
    (tmp_path / "old.json").write_text(json.dumps(record))
    with pytest.raises(SaveError, match="^The islands of this game have changed since it was saved"):
        load_session(tmp_path / "old.json")


def test_missing_file_and_directory(tmp_path):
    with pytest.raises(SaveError) as info:
        load_session(tmp_path / "nope.json")
    assert str(info.value) == "The file does not exist."
    with pytest.raises(SaveError) as info:
        load_session(tmp_path)
    assert str(info.value) == "This is a folder, not a saved game."
    assert list(tmp_path.iterdir()) == []


def test_unreadable_file(tmp_path, good_bytes, monkeypatch):
    """Tests run as root, who may read anything: the refusal is simulated."""
    path = tmp_path / "locked.json"
    path.write_bytes(good_bytes)

    def refuse(self):
        raise PermissionError(errno.EACCES, "Permission denied", str(self))

    monkeypatch.setattr(Path, "read_bytes", refuse)
    with pytest.raises(SaveError) as info:
        load_session(path)
    assert str(info.value) == "You are not allowed to read this file."


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0,
                    reason="root may read a file without read permission")
def test_unreadable_file_for_real(tmp_path, good_bytes):
    path = tmp_path / "locked.json"
    path.write_bytes(good_bytes)
    path.chmod(0)
    with pytest.raises(SaveError, match="You are not allowed to read this file."):
        load_session(path)


def test_summary_of_a_bad_file(tmp_path):
    path = tmp_path / "x.json"
    path.write_bytes(b"\x00\x01")
    with pytest.raises(SaveError, match="not a Small World of Warcraft saved game"):
        read_summary(path)


# ----- recent games ---------------------------------------------------------------------------

def test_recent_games_most_recent_first_without_duplicates(tmp_path):
    recent = RecentGames(tmp_path / "cfg", limit=3)
    assert recent.paths() == []
    for name in ("a", "b", "c", "a", "d"):
        recent.add(tmp_path / f"{name}.json")
    assert [p.name for p in recent.paths()] == ["d.json", "a.json", "c.json"]
    (tmp_path / "a.json").write_text("{}")
    assert [p.name for p in recent.existing()] == ["a.json"]
    recent.remove(tmp_path / "a.json")
    assert [p.name for p in RecentGames(tmp_path / "cfg").paths()] == ["d.json", "c.json"]
    recent.clear()
    assert recent.paths() == []


@pytest.mark.parametrize("content", [b"", b"\xff\xfe", b"[1]", b'{"paths": 5}', b'{"paths": [3, ""]}'])
def test_a_damaged_recent_list_reads_as_empty(tmp_path, content):
    (tmp_path / RecentGames.FILE_NAME).write_bytes(content)
    recent = RecentGames(tmp_path)
    assert recent.paths() == []
    recent.add("x.json")
    assert recent.paths() == [Path(os.path.abspath("x.json"))]


def test_recent_list_that_cannot_be_written_is_ignored(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("")
    recent = RecentGames(blocker / "sub")      # a file where the folder should be
    recent.add("x.json")                       # (no error: the list is a convenience)
    assert blocker.is_file() and blocker.read_text() == ""
    assert RecentGames(blocker / "sub").paths() == []        # nothing was written anywhere


def test_a_save_of_format_1_still_opens(good_bytes):
    """Format 2 only added an optional entry to a state's data: a file of format 1 is read as
    it is (the version policy keeps every older format readable)."""
    record = json.loads(good_bytes)
    record["version"] = 1
    session = savefile.loads_session(json.dumps(record).encode("utf-8"))
    assert session.state.to_dict() == savefile.loads_session(good_bytes).state.to_dict()
