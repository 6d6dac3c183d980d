"""The history of finished games (persistence/history.py): recorded once, kept across
launches, whole after a kill in the middle of a write, set aside and rebuilt when damaged,
upgraded from an older schema, and read back as statistics and CSV."""

from __future__ import annotations

import csv
import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
import zlib

import pytest

from smallwow_qt.boards.loader import load_map
from smallwow_qt.bots import make_bot
from smallwow_qt.engine import GameConfig, Session, draw_sides, new_game, observe
from smallwow_qt.persistence import SaveError
from smallwow_qt.persistence.history import (FILE_NAME, MIGRATIONS, SCHEMA_VERSION, History,
                                             HistoryUnavailable)
from smallwow_qt.persistence.savefile import dumps_session


def finished_game(seed: int = 3, kinds=("human", "easy")) -> Session:
    """A short game (2 rounds) played to its end by Easy bots, Ann's seat a person."""
    players = [("p1", "Ann"), ("p2", "Bob")]
    sides = draw_sides(2, seed)
    state, events = new_game(GameConfig(players=players, seed=seed, sides=sides, rounds=2),
                             load_map(sides))
    session = Session(state, list(events), info={
        "seed": seed, "players": [list(p) for p in players], "sides": sides,
        "seats": [{"id": pid, "name": name, "kind": kind}
                  for (pid, name), kind in zip(players, kinds)]})
    bots = {"p1": make_bot("easy", seed), "p2": make_bot("easy", seed + 1)}
    while not session.state.game_over:
        actor = session.state.actor.id
        session.play(bots[actor].decide(observe(session.state, actor)).action)
    return session


def test_a_finished_game_is_recorded_once_and_survives_a_relaunch(tmp_path):
    session = finished_game()
    history = History(tmp_path)
    assert history.record(session) is True
    assert history.record(session) is False                   # the same game: once
    history.close()
    again = History(tmp_path)                                 # the app started again
    games = again.games()
    assert len(games) == 1
    game = games[0]
    assert [(s.name, s.kind, s.coins) for s in game.seats] == \
        [("Ann", "human", session.state.player("p1").coins),
         ("Bob", "easy", session.state.player("p2").coins)]
    assert {s.player_id for s in game.winners} == set(session.state.winners)
    assert all(s.combos for s in game.seats)
    assert game.seats[0].combos[0] in {(c.race, c.power) for c in session.initial.column}
    replayed = again.save_of(game.id)
    assert replayed.state.to_dict() == session.state.to_dict()
    assert (tmp_path / "history").is_dir() and len(list((tmp_path / "history").iterdir())) == 1


def test_a_game_in_progress_is_not_recorded(tmp_path):
    session = finished_game()
    unfinished = Session(session.initial, info=dict(session.info))
    unfinished.play_log(session.actions[:10])
    assert History(tmp_path).record(unfinished) is False
    assert History(tmp_path).games() == []


def test_statistics_per_person_race_and_power_and_the_csv(tmp_path):
    history = History(tmp_path)
    sessions = [finished_game(seed) for seed in (3, 4, 5)]
    for s in sessions:
        history.record(s)
    people = {t.name: t for t in history.people()}
    assert set(people) == {"Ann"}                  # Bob is a computer player
    ann = people["Ann"]
    assert ann.games == 3
    assert ann.coins == sum(s.state.player("p1").coins for s in sessions)
    assert ann.wins == sum(1 / len(s.state.winners) for s in sessions if "p1" in s.state.winners)
    assert ann.favourite("race:") is not None and ann.best("power:") is not None
    races = history.races()
    assert sum(r.games for r in races) == sum(len({r for r, _ in seat.combos})
                                              for g in history.games() for seat in g.seats)
    lines = history.export_csv(tmp_path / "games.csv")
    with open(tmp_path / "games.csv", newline="", encoding="utf-8") as f:
        rows = list(csv.reader(f))
    assert lines == 6 and len(rows) == 7 and rows[0][:5] == ["finished_at", "game", "rounds",
                                                               "seat", "name"]
    assert {row[4] for row in rows[1:]} == {"Ann", "Bob"}


def test_a_damaged_file_is_set_aside_and_the_history_rebuilt_from_the_saves(tmp_path):
    history = History(tmp_path)
    history.record(finished_game(3))
    history.record(finished_game(4))
    history.close()
    damaged = b"SQLite format 3\x00" + os.urandom(3000)
    (tmp_path / FILE_NAME).write_bytes(damaged)
    again = History(tmp_path)
    assert again.notice and "damaged" in again.notice and "2 finished games" in again.notice
    assert again.set_aside is not None and again.set_aside.read_bytes() == damaged
    assert len(again.games()) == 2
    # and a file that is no database at all
    again.close()
    (tmp_path / FILE_NAME).write_text("not a database", encoding="utf-8")
    third = History(tmp_path)
    assert third.notice and len(third.games()) == 2
    assert len(list(tmp_path.glob(f"{FILE_NAME}.damaged-*"))) == 2


def test_other_saves_are_used_for_the_rebuild_and_bad_ones_skipped(tmp_path):
    other = tmp_path / "elsewhere"
    other.mkdir()
    (other / "a.smallwow.json").write_bytes(dumps_session(finished_game(6)))
    (other / "b.smallwow.json").write_text("{broken", encoding="utf-8")
    (tmp_path / FILE_NAME).write_bytes(b"garbage" * 50)
    history = History(tmp_path, [other / "a.smallwow.json", other / "b.smallwow.json"])
    assert len(history.games()) == 1 and "1 finished game " in history.notice


def test_an_older_schema_is_upgraded_and_keeps_its_games(tmp_path):
    session = finished_game()
    db = sqlite3.connect(tmp_path / FILE_NAME, isolation_level=None)
    MIGRATIONS[1](db)
    db.execute("PRAGMA user_version = 1")
    from smallwow_qt.persistence.savefile import session_record

    db.execute("INSERT INTO games (game_key, finished_at, rounds, save) VALUES (?, ?, ?, ?)",
               ("old", "2024-01-02 10:00", 2, zlib.compress(dumps_session(session))))
    for i, p in enumerate(session.state.players):
        db.execute("INSERT INTO seats VALUES (1, ?, ?, ?, 'human', ?, ?)",
                   (i, p.id, p.name, p.coins, int(p.id in session.state.winners)))
    db.close()
    history = History(tmp_path)
    version = history.db.execute("PRAGMA user_version").fetchone()[0]
    assert version == SCHEMA_VERSION == 2
    games = history.games()
    assert [g.key for g in games] == ["old"]
    final = session_record(session)["final"]["regions"]
    expected = {p.id: sum(r["tokens"] for r in final.values() if r["owner"] == p.id)
                for p in session.state.players}
    assert {s.player_id: s.tokens for s in games[0].seats} == expected
    assert any(expected.values())


def test_a_history_from_a_newer_version_is_left_alone(tmp_path):
    db = sqlite3.connect(tmp_path / FILE_NAME)
    db.execute("PRAGMA user_version = 99")
    db.close()
    before = (tmp_path / FILE_NAME).read_bytes()
    with pytest.raises(HistoryUnavailable):
        History(tmp_path)
    assert (tmp_path / FILE_NAME).read_bytes() == before
    assert not list(tmp_path.glob("*.damaged-*"))


def test_a_lost_save_copy_reads_as_a_clear_error(tmp_path):
    history = History(tmp_path)
    with pytest.raises(SaveError):
        history.save_of(12345)


WRITER = textwrap.dedent("""
    import sys
    from tests.persistence.test_history import finished_game
    from smallwow_qt.persistence.history import History
    games = [finished_game(seed) for seed in range(20, 26)]
    history = History(sys.argv[1])
    n = 0
    while True:
        for g in games:
            g.info["game_id"] = f"g{n}"
            history.record(g)
            n += 1
            print(n, flush=True)
""")


@pytest.mark.parametrize("recorded", [1, 4])
def test_a_kill_in_the_middle_of_writing_leaves_a_whole_history(tmp_path, recorded):
    """The writer is killed once it has recorded `recorded` games, while it writes the next."""
    folder = tmp_path / "data"
    child = subprocess.Popen([sys.executable, "-c", WRITER, str(folder)], stdout=subprocess.PIPE,
                             text=True, cwd=os.getcwd())
    try:
        while int(child.stdout.readline() or 0) < recorded:
            pass
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait()
    history = History(folder)
    assert history.notice is None                          # not damaged
    assert history.db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    games = history.games()
    assert len(games) >= recorded
    for game in games:                                     # each one whole, or absent
        assert len(game.seats) == 2 and all(s.combos for s in game.seats)
    orphans = history.db.execute("SELECT COUNT(*) FROM seats WHERE game NOT IN "
                                 "(SELECT id FROM games)").fetchone()[0]
    assert orphans == 0
    assert history.record(finished_game(40)) is True       # and it goes on being written
