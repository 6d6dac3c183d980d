"""The compiled island sides (boards/compiled.json) are exactly what the YAML files give,
and only ever a faster route to them: a stale or broken entry falls back to the YAML."""

import json
import shutil

import pytest

from smallwow_qt import paths
from smallwow_qt.boards import compiled, loader
from smallwow_qt.boards.model import SIDE_IDS


@pytest.fixture(autouse=True)
def fresh_caches():
    loader.clear_cache()
    compiled._cache.clear()
    yield
    loader.clear_cache()
    compiled._cache.clear()


def test_the_shipped_compiled_file_is_what_the_yaml_files_give_now():
    shipped = (paths.boards_dir() / compiled.FILE_NAME).read_text(encoding="utf-8")
    assert shipped == loader.compiled_text(paths.boards_dir()), \
        "boards/compiled.json is stale: run `python -m smallwow_qt.boards compile`"


@pytest.mark.parametrize("side_id", SIDE_IDS)
def test_every_side_from_the_compiled_file_equals_the_checked_yaml(side_id):
    path = paths.boards_dir() / f"{side_id}.yaml"
    fast = compiled.load_compiled(path)
    assert fast is not None, "the compiled file answers for every shipped side"
    slow = loader.parse_side_file(path)
    assert fast == slow
    assert fast.outline == slow.outline and fast.coastal == slow.coastal
    assert loader.load_side(side_id) == slow


def _copy_boards(tmp_path, monkeypatch):
    folder = tmp_path / "boards"
    shutil.copytree(paths.boards_dir(), folder)
    monkeypatch.setattr(paths, "boards_dir", lambda: folder)
    return folder


def test_an_edited_yaml_file_is_read_from_yaml_not_from_the_stale_entry(tmp_path, monkeypatch):
    folder = _copy_boards(tmp_path, monkeypatch)
    path = folder / "small_1a.yaml"
    text = path.read_text(encoding="utf-8")
    old_name = loader.parse_side_file(path).name
    path.write_text(text.replace(f"name: {old_name}", "name: Renamed Isle", 1), encoding="utf-8")
    assert compiled.load_compiled(path) is None
    assert loader.load_side("small_1a").name == "Renamed Isle"


@pytest.mark.parametrize("damage", [
    lambda data: "not json at all {",
    lambda data: json.dumps({**data, "version": 99}),
    lambda data: json.dumps({**data, "sides": {**data["sides"], "small_1a": {
        **data["sides"]["small_1a"], "regions": "oops"}}}),
    lambda data: json.dumps({**data, "sides": {**data["sides"], "small_1a": {
        **data["sides"]["small_1a"], "borders": [["nowhere", "elsewhere"]]}}}),
    lambda data: json.dumps({**data, "sides": {**data["sides"], "small_1a": {
        **data["sides"]["small_1a"], "outline": [[1, "x"]]}}}),
    lambda data: json.dumps({**data, "sides": {**data["sides"], "small_1a": {
        **data["sides"]["small_1a"], "outline": [1, 2, 3]}}}),
    lambda data: json.dumps({**data, "sides": {**data["sides"], "small_1a": {
        **data["sides"]["small_1a"], "outline": [True, 2, 3, 4]}}}),
    lambda data: json.dumps({**data, "sides": {**data["sides"], "small_1a": {
        **data["sides"]["small_1a"], "regions": [{**r, "polygon": [[1.0, 2.0], [3.0, 4.0]]}
                                                 for r in data["sides"]["small_1a"]["regions"]]}}}),
    lambda data: json.dumps({**data, "version": 1}),
    lambda data: json.dumps([1, 2]),
])
def test_a_damaged_compiled_file_falls_back_to_the_yaml(tmp_path, monkeypatch, damage):
    folder = _copy_boards(tmp_path, monkeypatch)
    target = folder / compiled.FILE_NAME
    target.write_text(damage(json.loads(target.read_text(encoding="utf-8"))), encoding="utf-8")
    side = loader.load_side("small_1a")
    assert side == loader.parse_side_file(folder / "small_1a.yaml")


def test_without_a_compiled_file_the_yaml_is_read(tmp_path, monkeypatch):
    folder = _copy_boards(tmp_path, monkeypatch)
    (folder / compiled.FILE_NAME).unlink()
    assert loader.load_side("large_1a") == loader.parse_side_file(folder / "large_1a.yaml")


def test_the_file_is_read_a_side_a_line_and_only_the_sides_asked_for_are_parsed():
    folder = paths.boards_dir()
    whole = json.loads((folder / compiled.FILE_NAME).read_bytes())["sides"]
    assert compiled.load_compiled(folder / "small_1a.yaml") is not None
    (entries,) = compiled._cache.values()
    assert isinstance(entries["small_1a"], dict) and entries["small_1a"] == whole["small_1a"]
    assert all(isinstance(entries[s], bytes) for s in SIDE_IDS if s != "small_1a")   # not parsed
    assert {s: json.loads(text) for s, text in entries.items() if isinstance(text, bytes)} == \
        {s: entry for s, entry in whole.items() if s != "small_1a"}


def test_a_broken_line_costs_its_own_side_only(tmp_path, monkeypatch):
    folder = _copy_boards(tmp_path, monkeypatch)
    target = folder / compiled.FILE_NAME
    lines = target.read_text(encoding="utf-8").split("\n")
    at = next(i for i, line in enumerate(lines) if line.startswith('"small_1a": '))
    lines[at] = '"small_1a": {"sha256": "oops", "regions": [[[,'
    target.write_text("\n".join(lines), encoding="utf-8")
    assert compiled.load_compiled(folder / "small_1a.yaml") is None
    assert loader.load_side("small_1a") == loader.parse_side_file(folder / "small_1a.yaml")
    assert compiled.load_compiled(folder / "large_1a.yaml") == loader.parse_side_file(folder / "large_1a.yaml")


def test_a_file_laid_out_otherwise_is_parsed_whole(tmp_path, monkeypatch):
    folder = _copy_boards(tmp_path, monkeypatch)
    target = folder / compiled.FILE_NAME
    target.write_text(json.dumps(json.loads(target.read_text(encoding="utf-8")), indent=2), encoding="utf-8")
    assert compiled.load_compiled(folder / "medium_1a.yaml") == loader.parse_side_file(folder / "medium_1a.yaml")


def test_points_are_stored_flat_and_read_back_exactly():
    """Whole coordinates are written as integers, others as they are; reading gives the
    same floats in pairs."""
    points = ((358.0, 78.0), (0.1, -2.5), (1e-7, 12345.678901234))
    flat = compiled._flat(points)
    assert flat == [358, 78, 0.1, -2.5, 1e-7, 12345.678901234]
    assert type(flat[0]) is int and type(flat[2]) is float
    again = compiled._points(json.loads(json.dumps(flat)))
    assert again == points and all(type(c) is float for p in again for c in p)
    for bad in ([1, 2, 3], [1, "2"], [True, 1], [[1, 2]], "1,2", None):
        with pytest.raises(TypeError):
            compiled._points(bad)
