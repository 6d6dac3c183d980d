"""Autosave: one file per game in progress, resumable, never broken by a kill -9."""

from __future__ import annotations

import json
import os
import random
import signal
import sys
import time
from pathlib import Path

import pytest

from smallwow_qt.persistence import Autosaver, SaveError, load_session, save_session
from smallwow_qt.persistence import atomic
from smallwow_qt.persistence.atomic import TEMP_SUFFIX
from tests.persistence.support import (five_player_game, inline_game, play_randomly,
                                      sides_available)


def _names(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


def test_save_then_resume_the_unfinished_game(tmp_path):
    auto = Autosaver(tmp_path / "auto")
    assert auto.unfinished() is None
    game = inline_game(limit=4)
    path = auto.save(game)
    assert path.parent == tmp_path / "auto" and path.name.startswith("autosave-")
    assert auto.unfinished() == path
    resumed = load_session(path)
    assert resumed.state.to_dict() == game.state.to_dict()
    assert resumed.info["game_id"] == game.info["game_id"]
    play_randomly(resumed, random.Random(1), limit=3)
    assert Autosaver(tmp_path / "auto").save(resumed) == path     # same file after a restart
    assert _names(tmp_path / "auto") == [path.name]
    assert len(load_session(path).steps) == len(game.steps) + 3


def test_finished_game_is_not_offered_and_is_kept_in_earlier(tmp_path):
    auto = Autosaver(tmp_path)
    game = inline_game(seed=2)
    assert game.state.game_over
    auto.save(game)
    assert auto.unfinished() is None
    assert [p.parent.name for p in auto.earlier()] == ["earlier"]
    assert load_session(auto.earlier()[0]).state.to_dict() == game.state.to_dict()


def test_clear_sets_games_aside_instead_of_deleting_them(tmp_path):
    auto = Autosaver(tmp_path)
    game = inline_game(limit=2)
    auto.save(game)
    auto.clear()
    assert auto.unfinished() is None
    assert len(auto.earlier()) == 1
    assert load_session(auto.earlier()[0]).actions == game.actions


def test_a_set_aside_file_names_its_game(tmp_path):
    auto = Autosaver(tmp_path)
    game = inline_game(limit=2)
    game.info["game_id"] = "my-game_1"        # (ids may hold dashes)
    assert Autosaver.game_of(auto.save(game)) == "my-game_1"
    auto.clear()
    play_randomly(game, random.Random(3), limit=2)
    auto.save(game)
    auto.clear()
    assert [Autosaver.game_of(p) for p in auto.earlier()] == ["my-game_1"] * 2
    assert Autosaver.game_of(tmp_path / "earlier" / "my-game_1-123456.unreadable.json") == "my-game_1"


def test_newest_unfinished_game_is_offered(tmp_path):
    auto = Autosaver(tmp_path)
    older, newer = inline_game(seed=1, limit=2), inline_game(seed=2, limit=3)
    auto.save(older)
    newest = auto.save(newer)
    now = time.time_ns()
    os.utime(auto.path_for(older), ns=(now - 10**9,) * 2)      # written a second before
    assert auto.unfinished() == newest
    os.utime(auto.path_for(older), ns=(time.time_ns() + 10**9,) * 2)
    assert auto.unfinished() == auto.path_for(older)


def test_broken_autosave_is_skipped_and_left_alone(tmp_path):
    auto = Autosaver(tmp_path)
    good = auto.save(inline_game(limit=2))
    os.utime(good, ns=(1, 1))
    broken = tmp_path / "autosave-broken.json"
    broken.write_text('{"format": "smallwow-save", "version": 1, "act')
    assert auto.unfinished() == good
    assert broken.read_text().endswith('"act')


def test_reloading_an_earlier_manual_save_keeps_the_later_autosave(tmp_path):
    """Load a manual save from an earlier point, play on: the autosave that was further
    along is set aside in earlier/, not overwritten."""
    game = inline_game(limit=2)
    Autosaver(tmp_path / "auto").save(game)           # gives the game its id
    save_session(game, tmp_path / "manual.json")
    play_randomly(game, random.Random(3), limit=6)
    Autosaver(tmp_path / "auto").save(game)
    further = game.actions

    branch = load_session(tmp_path / "manual.json")   # a new run of the app
    play_randomly(branch, random.Random(4), limit=1)
    auto = Autosaver(tmp_path / "auto")
    auto.save(branch)
    assert load_session(auto.path_for(branch)).actions == branch.actions
    kept = [load_session(p).actions for p in auto.earlier()]
    assert further in kept


def test_earlier_games_are_pruned(tmp_path):
    auto = Autosaver(tmp_path)
    auto.KEEP_EARLIER = 3
    for seed in range(5):
        auto.save(inline_game(seed=seed, limit=seed + 1))
        auto.clear()
    assert len(auto.earlier()) == 3


def test_autosave_into_an_impossible_folder(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("")
    with pytest.raises(SaveError) as info:
        Autosaver(blocker / "auto").save(inline_game(limit=1))
    assert str(info.value).startswith("The game could not be autosaved")


def test_invalid_game_id_in_a_save_is_replaced(tmp_path):
    game = inline_game(limit=1)
    game.info["game_id"] = "../../etc/passwd"
    path = Autosaver(tmp_path).save(game)
    assert path.parent == tmp_path and "/" not in game.info["game_id"]


# ----- kill -9 in the middle of autosaving -----------------------------------------------------

#: Where a writer dies, in `atomic.write_atomically`: its bytes in the temporary file but not
#: synced, synced but not renamed, renamed but the folder not synced.
DEATHS = ("written", "synced", "renamed")


def _child(folder: Path, seed: int, report: int, dies_at: tuple[int, str]) -> None:
    """In a forked process: resume the unfinished game (or start one), then play and
    autosave after every action, reporting each completed save; during its `dies_at[0]`-th
    write it kills itself with SIGKILL at the moment `dies_at[1]` names."""
    writes, moment = [0], [""]     # how many writes began; where the current one is

    def die_if(now: str) -> None:
        moment[0] = now
        if now == dies_at[1] and writes[0] == dies_at[0]:
            os.kill(os.getpid(), signal.SIGKILL)

    real_mkstemp, real_fsync = atomic.tempfile.mkstemp, atomic.os.fsync
    real_replace, real_folder_sync = atomic.os.replace, atomic.fsync_folder

    def mkstemp(*args, **kwargs):
        writes[0] += 1
        moment[0] = "open"
        return real_mkstemp(*args, **kwargs)

    def fsync(fd):
        if moment[0] == "open":             # (the temporary file's, not the folder's)
            die_if("written")
        return real_fsync(fd)

    def replace(src, dst):
        die_if("synced")
        return real_replace(src, dst)

    def folder_sync(folder):
        die_if("renamed")
        return real_folder_sync(folder)

    atomic.tempfile.mkstemp, atomic.os.fsync = mkstemp, fsync
    atomic.os.replace, atomic.fsync_folder = replace, folder_sync
    auto = Autosaver(folder)
    rng = random.Random(seed)
    while True:
        path = auto.unfinished()
        if path is not None:
            session = load_session(path)
        elif sides_available():
            session = five_player_game(seed=rng.randrange(10**6), limit=0)
        else:
            session = inline_game(seed=rng.randrange(10**6), limit=0)
        while not session.state.game_over:
            play_randomly(session, rng, limit=1)
            auto.save(session)
            os.write(report, f"{session.info['game_id']} {len(session.steps)}\n".encode())


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork()")
def test_kill_9_in_the_middle_of_a_write_never_leaves_a_broken_save(tmp_path):
    """30 processes autosaving in a loop each die by SIGKILL inside one of their writes, at
    each moment of it in turn; after each death every save on disk loads, and the game's
    file holds the last completed save or the one being written."""
    # Everything the children use is imported and the boards are read before forking:
    # children start fast and never take the import lock.
    warm = Autosaver(tmp_path / "warm")
    if sides_available():
        load_session(warm.save(five_player_game(seed=1, limit=1)))
    load_session(warm.save(inline_game(limit=1)))
    warm.unfinished()
    folder = tmp_path / "auto"
    rng = random.Random(2024)
    left_behind = 0
    for kill in range(30):
        read_end, write_end = os.pipe()
        dies_at = (rng.randint(1, 12), DEATHS[kill % len(DEATHS)])
        pid = os.fork()
        if pid == 0:                                # the child never returns into pytest
            try:
                os.close(read_end)
                _child(folder, kill, write_end, dies_at)
            finally:
                os._exit(0)
        os.close(write_end)
        _, status = os.waitpid(pid, 0)
        assert os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL
        with os.fdopen(read_end, "rb") as pipe:
            reports = pipe.read().decode().split()
        temporary = list(folder.glob(f".*{TEMP_SUFFIX}"))
        left_behind += bool(temporary)
        saves = sorted(folder.glob("autosave-*.json")) + Autosaver(folder).earlier()
        for path in saves:
            load_session(path)                     # raises if any save is broken
        if reports:
            gid, done = reports[-2], int(reports[-1])
            current = folder / f"autosave-{gid}.json"
            if current.exists():                   # (absent once the game ended: in earlier/)
                steps = len(json.loads(current.read_bytes())["actions"])
                assert steps in (done, done + 1), (kill, steps, done)
    assert Autosaver(folder).unfinished() is not None or Autosaver(folder).earlier()
    # the deaths before the rename left a temporary file behind at least once (the next
    # writer clears what no one holds, so not after every one of them)
    assert left_behind > 0


# ----- temporary files left by killed autosaves ---------------------------------------------

def _killed_writer_leftover(folder, name=".autosave-abc.json.x1y2.tmp", age=5.0):
    """A temporary file as a killed writer leaves it: partly written, nobody holding it."""
    import os
    import time
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_bytes(b'{"format": "smallwow-save", "ver')
    old = time.time() - age
    os.utime(path, (old, old))
    return path


def test_leftover_autosave_temporaries_are_removed_at_the_next_start(tmp_path):
    folder = tmp_path / "auto"
    leftovers = [_killed_writer_leftover(folder, f".autosave-g{i}.json.k{i}.tmp") for i in range(37)]
    recent_leftover = _killed_writer_leftover(tmp_path, ".recent-games.json.r1.tmp")
    keep = folder / "autosave-g1.json"
    keep.write_text("{}", encoding="utf-8")
    from smallwow_qt.persistence import RecentGames
    Autosaver(folder)                       # what the app makes when it starts
    RecentGames(tmp_path)
    assert not any(p.exists() for p in leftovers) and not recent_leftover.exists()
    assert keep.exists()                    # only temporaries go


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX locks")
def test_a_temporary_file_a_running_writer_holds_is_kept(tmp_path):
    import fcntl
    import os
    folder = tmp_path / "auto"
    busy = _killed_writer_leftover(folder, ".autosave-live.json.w1.tmp")
    newborn = _killed_writer_leftover(folder, ".autosave-new.json.w2.tmp", age=0)
    fd = os.open(busy, os.O_RDWR)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)      # as write_atomically holds it until the rename
        Autosaver(folder)
        assert busy.exists() and newborn.exists()
    finally:
        os.close(fd)
    Autosaver(folder)
    assert not busy.exists() and newborn.exists()   # a newborn file may not be locked yet


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX locks")
def test_write_atomically_locks_its_temporary_file_while_writing(tmp_path, monkeypatch):
    import fcntl
    import os

    from smallwow_qt.persistence import atomic
    seen = []
    real_replace = os.replace

    def replace(src, dst):                  # at the rename, the temporary is still locked
        fd = os.open(src, os.O_RDONLY)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            seen.append("unlocked")
        except OSError:
            seen.append("locked")
        finally:
            os.close(fd)
        real_replace(src, dst)
    monkeypatch.setattr(atomic.os, "replace", replace)
    atomic.write_atomically(tmp_path / "f.json", b"{}")
    assert seen == ["locked"] and (tmp_path / "f.json").read_bytes() == b"{}"
    assert not list(tmp_path.glob(".*.tmp"))


def test_resuming_replays_the_game_once(tmp_path, monkeypatch):
    """The offer to resume checks the autosave by loading it; opening it then hands over
    that session instead of replaying the game a second time (once: a later load of the
    file, or a changed file, replays again)."""
    from smallwow_qt.persistence import savefile
    auto = Autosaver(tmp_path)
    game = inline_game(limit=6)
    path = auto.save(game)
    replays = []
    real = savefile.loads_session
    monkeypatch.setattr(savefile, "loads_session", lambda data: replays.append(1) or real(data))
    assert auto.unfinished() == path
    first = load_session(path)
    assert len(replays) == 1
    assert first.state.to_dict() == game.state.to_dict()
    second = load_session(path)
    assert len(replays) == 2 and second is not first      # handed over once only
    assert auto.unfinished() == path
    auto.save(play_randomly(first, random.Random(1), limit=1))   # the file changes meanwhile
    assert load_session(path).actions == first.actions and len(replays) == 4
