"""`python -m smallwow_qt.scenario FILE --save GAME` and `--load GAME` (SCENARIO.md "Saves")."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from smallwow_qt.persistence import load_session
from smallwow_qt.scenario.__main__ import main
from tests.persistence.support import SMALL_SCENARIO

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = ROOT / "tests" / "scenarios"


def run(argv, capsys):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def scenario(tmp_path):
    path = tmp_path / "small.yaml"
    path.write_text(yaml.safe_dump(SMALL_SCENARIO), encoding="utf-8")
    return path


def test_save_then_load_prints_the_same_output(tmp_path, scenario, capsys):
    game = tmp_path / "game.json"
    code, played, err = run([scenario, "--save", game], capsys)
    assert (code, err) == (0, "")
    code, loaded, err = run(["--load", game], capsys)
    assert (code, err) == (0, "")
    assert json.loads(loaded) == json.loads(played)
    assert json.loads(loaded)["errors"] == [] and json.loads(loaded)["log"]
    assert json.loads(game.read_text())["info"]["scenario"] == "small.yaml"


@pytest.mark.parametrize("path", sorted(SCENARIOS.glob("*.yaml")), ids=lambda p: p.stem)
def test_every_rules_scenario_can_be_saved_and_loaded(tmp_path, path, capsys):
    game = tmp_path / "game.json"
    code, played, err = run([path, "--save", game], capsys)
    assert code == 0, err
    code, loaded, err = run(["--load", game], capsys)
    assert code == 0, err
    played, loaded = json.loads(played), json.loads(loaded)
    played["errors"] = []                # refused actions are not part of the game
    assert loaded == played


def test_a_refused_action_is_not_saved(tmp_path, scenario, capsys):
    data = dict(SMALL_SCENARIO, actions=[{"bob": "end"}] + SMALL_SCENARIO["actions"])
    scenario.write_text(yaml.safe_dump(data))
    game = tmp_path / "game.json"
    code, played, _ = run([scenario, "--save", game], capsys)
    assert code == 0 and json.loads(played)["errors"][0]["index"] == 0
    assert [list(a)[0] for a in json.loads(game.read_text())["actions"]] == ["ann", "ann"]


def test_expect_mismatch_still_saves_and_exits_1(tmp_path, scenario, capsys):
    data = dict(SMALL_SCENARIO, expect={"round": 9})
    scenario.write_text(yaml.safe_dump(data))
    game = tmp_path / "game.json"
    code, _, err = run([scenario, "--save", game], capsys)
    assert code == 1 and "expect does not match" in err
    load_session(game)


def test_load_then_save_writes_a_copy(tmp_path, scenario, capsys):
    run([scenario, "--save", tmp_path / "a.json"], capsys)
    code, _, err = run(["--load", tmp_path / "a.json", "--save", tmp_path / "b.json"], capsys)
    assert (code, err) == (0, "")
    assert load_session(tmp_path / "b.json").actions == load_session(tmp_path / "a.json").actions


@pytest.mark.parametrize("argv, message", [
    (["--load", "{tmp}/missing.json"], "{tmp}/missing.json: The file does not exist."),
    (["--load", "{tmp}"], "{tmp}: This is a folder, not a saved game."),
    (["--load", "{tmp}/junk.json"], "{tmp}/junk.json: This file is not a Small World of Warcraft saved game."),
    (["{scenario}", "--save", "{tmp}/no/such/dir.json"],
     "{tmp}/no/such/dir.json: The game could not be saved: the folder does not exist."),
    (["{scenario}", "--load", "{tmp}/x.json"], "give either a scenario file or --load GAME, not both"),
    (["--save", "{tmp}/x.json"], "give a scenario file to play before --save"),
])
def test_errors_exit_2_with_one_line(tmp_path, scenario, capsys, argv, message):
    (tmp_path / "junk.json").write_bytes(b"\x00garbage")
    fill = {"tmp": str(tmp_path), "scenario": str(scenario)}
    code, _, err = run([a.format(**fill) for a in argv], capsys)
    assert code == 2
    assert err == message.format(**fill) + "\n"


def test_real_process_exit_codes_and_no_traceback(tmp_path, scenario):
    """The module run as a program: 0 and JSON for a good save, 2 and one stderr line for a
    truncated one (loaded in a process with another hash seed than the one that saved)."""
    game = tmp_path / "game.json"
    def python(*args, seed):
        env = dict(os.environ, PYTHONHASHSEED=str(seed))
        return subprocess.run([sys.executable, "-m", "smallwow_qt.scenario", *map(str, args)],
                              cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    saved = python(scenario, "--save", game, seed=1)
    assert saved.returncode == 0, saved.stderr
    loaded = python("--load", game, seed=2)
    assert loaded.returncode == 0 and json.loads(loaded.stdout) == json.loads(saved.stdout)
    game.write_bytes(game.read_bytes()[:-40])
    broken = python("--load", game, seed=3)
    assert broken.returncode == 2 and broken.stdout == ""
    assert broken.stderr.count("\n") == 1 and "Traceback" not in broken.stderr
    assert "incomplete or damaged" in broken.stderr
