"""Hostile scenario files: each is refused with exit 2 and one line naming the field, or it
plays, and then `--save` writes a file `--load` opens (one range check for scenarios and
saves: `engine.RANGES`). The long fuzz: benchmarks/fuzz_scenarios.py."""

from __future__ import annotations

import contextlib
import io

import pytest

from smallwow_qt.scenario.__main__ import main
from tests.scripts import script

GOOD = """players: [ann, bob]
map:
  regions:
    a1: {board: A, terrain: field, symbols: [entry]}
    a2: {board: A, terrain: hill}
  borders: [[a1, a2]]
setup:
  combos: [[orcs, farmer]]
"""
POSITION = """position:
  players:
    ann: {active: [trolls, mining], coins: 3}
  regions:
    a1: {owner: ann, race: trolls, tokens: 2}
"""


def _run(argv: list[str]) -> tuple[int, str]:
    err = io.StringIO()
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(err):
        code = main(argv)
    return code, err.getvalue()


HOSTILE = {
    "an empty terrain": (GOOD.replace("terrain: hill", "terrain: {}"), "`map.regions.a2.terrain`: unknown terrain {}"),
    "an empty owner": (GOOD + POSITION.replace("owner: ann", "owner: {}"), "`position.regions.a1.owner`: unknown player {}"),
    "an empty race": (GOOD + POSITION.replace("race: trolls, tokens", "race: {}, tokens"), "`position.regions.a1.race`: unknown race {}"),
    "an empty symbol": (GOOD.replace("[entry]", "[{}]"), "`map.regions.a1.symbols`: unknown symbol {}"),
    "an empty board": (GOOD.replace("board: A, terrain: hill", "board: {}, terrain: hill"), "`map.regions.a2.board` must be a name"),
    "a border of mappings": (GOOD.replace("[[a1, a2]]", "[[{}, a2]]"), "`map.borders[0]` must be a pair of region ids"),
    "an empty die face": (GOOD + "dice: [{}]\n", "`dice[0]` must be a face of the die"),
    "a number of 5,000 digits": (GOOD + "rounds: " + "9" * 5000 + "\n", "a number has more than 4,300 digits"),
    "rounds of 4,300 digits": (GOOD + "rounds: " + "9" * 4300 + "\n", "`rounds` must be from 1 to 20, not a number of 4,300 digits"),
    "coins of 4,001 digits": (GOOD.replace("setup:", "setup:\n  coins: {ann: 1" + "0" * 4000 + "}"),
                              "`setup.coins.ann` must be from 0 to 1,000,000, not a number of 4,001 digits"),
    "Murlocs of 4,001 digits": (GOOD + "position:\n  regions:\n    a2: {murlocs: 1" + "0" * 4000 + "}\n",
                                "`position.regions.a2.murlocs` must be from 1 to 15"),
    "a negative seed": (GOOD.replace("setup:", "setup:\n  seed: -1"), "`setup.seed` must be from 0 to"),
    "ten million Beasts": (GOOD + POSITION.replace("tokens: 2", "tokens: 2, beasts: 10000000"),
                           "`position.regions.a1.beasts` must be from 0 to 5, not 10000000"),
    "a hand beyond the box": (GOOD + POSITION.replace("coins: 3", "coins: 3, hand: 21"), "`position.players.ann.hand` must be from 0 to 20"),
    "a revealed marker as text": (GOOD + "position:\n  regions:\n    a2: {marker: {id: karazhan, revealed: 'false'}}\n",
                                  "`position.regions.a2.marker.revealed` must be true or false"),
    "a bomb owner without a bomb": (GOOD + POSITION.replace("tokens: 2}", "tokens: 2, bomb_owner: ann}"), "needs a `bomb`"),
    "seven explosive bombs": (GOOD + "bombs: [" + ", ".join(["explode"] * 7) + "]\n", "more bombs than the game has"),
    "a Fort nobody holds": (GOOD + "position:\n  regions:\n    a2: {fort: true}\n", "regions.a2.fort stands in a region nobody holds"),
    "301 regions": (GOOD.replace("    a2: {board: A, terrain: hill}\n", "".join(
        f"    r{i}: {{board: A, terrain: hill}}\n" for i in range(300))), "`map.regions` lists 301 regions: at most 300"),
}


@pytest.mark.parametrize("text, words", HOSTILE.values(), ids=list(HOSTILE))
def test_a_hostile_file_exits_2_with_one_line_naming_the_field(tmp_path, text, words):
    path = tmp_path / "s.yaml"
    path.write_text(text, encoding="utf-8")
    code, err = _run([str(path)])
    assert code == 2 and len(err.strip().splitlines()) == 1, err
    assert words in err and "internal error" not in err, err


def test_too_many_actions_are_refused_at_once(tmp_path):
    path = tmp_path / "s.yaml"
    path.write_text(GOOD + "actions:\n" + "  - ann: end\n" * 20_701, encoding="utf-8")
    code, err = _run([str(path)])
    assert code == 2 and "`actions` lists 20,701 actions: at most 20,700" in err, err


def test_a_file_far_larger_than_any_scenario_is_refused_before_it_is_read(tmp_path):
    path = tmp_path / "s.yaml"
    path.write_text(GOOD + "notes: " + "x" * (1 << 20) + "\n", encoding="utf-8")
    code, err = _run([str(path)])
    assert code == 2 and "far too large to be a scenario (more than 1 MB)" in err, err


def test_values_at_the_ends_of_their_ranges_save_and_load(tmp_path):
    text = GOOD.replace("combos: [[orcs, farmer]]", "combos: [[orcs, farmer]]\n  seed: 18446744073709551615\n"
                        "  coins: {bob: 1000000}") + "rounds: 20\n"
    path, save = tmp_path / "s.yaml", tmp_path / "game.smallwow"
    path.write_text(text, encoding="utf-8")
    assert _run([str(path), "--save", str(save)]) == (0, "")
    assert _run(["--load", str(save)]) == (0, "")


def test_a_slice_of_the_fuzz_crashes_nothing():
    result = script("fuzz_scenarios").run(300, seed=27)
    assert result["crashed"] == 0, result["examples"]
    assert result["refused"] > 100 and result["played"] > 3, result
