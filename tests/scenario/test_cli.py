"""The scenario runner's command-line contract (SCENARIO.md): exit codes and one-line errors."""

import json
import subprocess
import sys
import textwrap

import pytest

GOOD = """
players: [ann, bob]
map:
  regions:
    a1: {board: A, terrain: field, symbols: [entry]}
    a2: {board: A, terrain: hill}
  borders: [[a1, a2]]
setup:
  combos: [[orcs, farmer]]
actions:
  - ann: {pick: 0}
  - ann: {conquer: a2}
"""


def run(tmp_path, text, *extra):
    path = tmp_path / "s.yaml"
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return subprocess.run([sys.executable, "-m", "smallwow_qt.scenario", str(path), *extra],
                          capture_output=True, text=True, timeout=60)


def test_valid_file_prints_json_and_lists_refusals(tmp_path):
    out = run(tmp_path, GOOD)
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["errors"][0]["index"] == 1
    assert "Entry Region" in data["errors"][0]["message"]
    assert data["regions"]["a1"]["neighbours"] == ["a2"]


def test_expect_mismatch_exits_1_and_says_what_differs(tmp_path):
    out = run(tmp_path, GOOD + "expect:\n  players: {ann: {coins: 99}}\n")
    assert out.returncode == 1
    assert "players.ann.coins" in out.stderr and "99" in out.stderr


def test_expect_match_exits_0(tmp_path):
    out = run(tmp_path, GOOD + "expect:\n  players: {ann: {coins: 5, hand: 10}}\n")
    assert out.returncode == 0, out.stderr


BAD = {
    "unknown_race": (GOOD.replace("[orcs, farmer]", "[ogres, farmer]"), "ogres"),
    "unknown_power": (GOOD.replace("[orcs, farmer]", "[orcs, cooks]"), "cooks"),
    "unknown_terrain": (GOOD.replace("terrain: hill", "terrain: desert"), "desert"),
    "unknown_symbol": (GOOD.replace("[entry]", "[harbour]"), "harbour"),
    "missing_board": (GOOD.replace("{board: A, terrain: hill}", "{terrain: hill}"), "board"),
    "missing_players": (GOOD.replace("players: [ann, bob]", ""), "players"),
    "region_twice": (GOOD.replace("    a2: {board: A, terrain: hill}",
                                  "    a2: {board: A, terrain: hill}\n    a2: {board: A, terrain: lake}"),
                     "a2"),
    "border_unknown": (GOOD.replace("[[a1, a2]]", "[[a1, a9]]"), "a9"),
    "cross_board_border": (GOOD.replace("{board: A, terrain: hill}", "{board: B, terrain: hill}"),
                           "boards"),
    "two_races_one_region": (GOOD.replace("[orcs, farmer]", "[dwarves, farmer]") + "position:\n  players:\n    ann: {active: [orcs, mining]}\n"
                             "  regions:\n    a1: {owner: ann, race: orcs, tokens: 2, murlocs: 1}\n",
                             "one race"),
    "not_a_mapping": ("- just\n- a list\n", "mapping"),
    "not_yaml": ("players: [ann, bob\n", "YAML"),
    "bad_action": (GOOD + "  - ann: {fly: a1}\n", "actions[2]"),
    "bad_die_face": (GOOD + "dice: [6]\n", "dice[0]"),
    "unknown_player_in_action": (GOOD + "  - zed: end\n", "zed"),
    "python_tag": (GOOD + "bad: !!python/object/apply:os.system ['echo hi']\n", "YAML"),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_bad_files_exit_2_with_one_line(tmp_path, case):
    text, word = BAD[case]
    out = run(tmp_path, text)
    assert out.returncode == 2, (case, out.stdout, out.stderr)
    assert "Traceback" not in out.stderr
    assert len(out.stderr.strip().splitlines()) == 1, out.stderr
    assert word in out.stderr, out.stderr


def test_missing_file_and_directory_exit_2(tmp_path):
    for target in (tmp_path / "nope.yaml", tmp_path):
        out = subprocess.run([sys.executable, "-m", "smallwow_qt.scenario", str(target)],
                             capture_output=True, text=True, timeout=60)
        assert out.returncode == 2
        assert "Traceback" not in out.stderr and len(out.stderr.strip().splitlines()) == 1
