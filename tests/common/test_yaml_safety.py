"""Every YAML file the game reads goes through `smallwow_qt.yamltext`: nested aliases,
deep nesting and alias cycles are refused with one line naming the problem, after work
bounded by the length of the text (counted in parser events, not timed)."""

import subprocess
import sys

import pytest
import yaml

from smallwow_qt.boards.loader import BoardError, load_side_file
from smallwow_qt.yamltext import MAX_DEPTH, MAX_VALUES, YamlProblem, load_yaml_text


def alias_bomb(levels: int = 9, width: int = 9) -> str:
    """The classic "billion laughs": each line a list of `width` aliases of the line above."""
    lines = [f"a0: &a0 [{', '.join(['lol'] * width)}]"]
    for i in range(1, levels):
        lines.append(f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * width)}]")
    return "\n".join(lines) + "\n"


DEEP = "actions: " + "[" * 1000 + "]" * 1000 + "\n"
CYCLE = "players: &p [ann, *p]\n"
MAPPING_CYCLE = "setup: &s {coins: *s}\n"


def count_events(monkeypatch) -> list[int]:
    seen = [0]
    real = yaml.parse

    def counting(text, Loader):
        for event in real(text, Loader=Loader):
            seen[0] += 1
            yield event
    monkeypatch.setattr(yaml, "parse", counting)
    return seen


def test_the_alias_bomb_is_refused_after_one_pass_over_its_nine_lines(monkeypatch):
    text = alias_bomb()
    assert len(text.splitlines()) == 9
    events = count_events(monkeypatch)
    built = []
    monkeypatch.setattr(yaml, "load", lambda *a, **k: built.append(1))
    with pytest.raises(YamlProblem, match="aliases expand it to more than"):
        load_yaml_text(text)
    assert events[0] <= 3 * text.count("*") + 100     # one event per alias, nothing expanded
    assert not built                                   # refused before anything was built


def test_a_small_alias_tree_loads_without_being_expanded(monkeypatch):
    text = alias_bomb(levels=4, width=9)                # 9**4 = 6,561 values: allowed
    events = count_events(monkeypatch)
    data = load_yaml_text(text)
    assert events[0] <= 3 * text.count("*") + 100
    assert len(data["a3"]) == 9 and data["a3"][0] is data["a3"][1]   # shared, not copied


def test_the_limit_counts_expanded_values():
    # 3 levels of 60 = 216,000 values once expanded, from a text of a few hundred characters
    with pytest.raises(YamlProblem, match=f"{MAX_VALUES:,}"):
        load_yaml_text(alias_bomb(levels=3, width=60))


def test_deep_nesting_is_named():
    with pytest.raises(YamlProblem, match=f"nested more than {MAX_DEPTH} levels deep"):
        load_yaml_text(DEEP)
    assert load_yaml_text("a: " + "[" * 10 + "1" + "]" * 10)["a"]   # ordinary nesting is fine


@pytest.mark.parametrize("text", [CYCLE, MAPPING_CYCLE])
def test_alias_cycles_are_named(text):
    with pytest.raises(YamlProblem, match="alias cycle"):
        load_yaml_text(text)


def test_duplicate_keys_are_still_refused_with_their_path():
    with pytest.raises(YamlProblem, match=r"`setup\.coins` is listed twice"):
        load_yaml_text("setup:\n  coins: 1\n  coins: 2\n")
    with pytest.raises(YamlProblem, match=r"`actions\.1\.ann` is listed twice"):
        load_yaml_text("actions:\n  - ann: end\n  - {ann: end, ann: end}\n")
    # the same anchored mapping used twice, and merge keys, are not duplicates
    data = load_yaml_text("base: &b {coins: 3}\nann: *b\nbob: {<<: *b, hand: 1}\n")
    assert data["ann"] == {"coins": 3} and data["bob"] == {"coins": 3, "hand": 1}


def test_only_safe_tags():
    with pytest.raises(YamlProblem, match="not valid YAML"):
        load_yaml_text("a: !!python/object/apply:os.system ['true']\n")


@pytest.mark.parametrize("text, words", [(alias_bomb(), "aliases expand"),
                                         (DEEP, "nested more than"),
                                         (CYCLE, "alias cycle")])
def test_the_scenario_runner_exits_2_with_one_line(tmp_path, text, words):
    path = tmp_path / "bad.yaml"
    path.write_text(text, encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "smallwow_qt.scenario", str(path)],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 2
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1 and words in lines[0] and str(path) in lines[0]
    assert "internal error" not in out.stderr and "Traceback" not in out.stderr


@pytest.mark.parametrize("text, words", [(alias_bomb(), "aliases expand"),
                                         (DEEP, "nested more than"),
                                         (CYCLE, "alias cycle")])
def test_board_files_are_read_the_same_way(tmp_path, text, words):
    path = tmp_path / "small_9a.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(BoardError, match=words):
        load_side_file(path)


def test_descriptions_are_read_the_same_way(tmp_path):
    from smallwow_qt.controller import texts
    path = tmp_path / "descriptions.yaml"
    path.write_text(alias_bomb(), encoding="utf-8")
    with pytest.raises(ValueError, match="aliases expand"):
        texts._load(str(path))
