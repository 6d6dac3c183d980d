"""Compiled copies of YAML files read at every start (see smallwow_qt/yamltext.py): the
shipped ones are current, and a stale or broken one is never believed."""

import json
import subprocess
import sys

import pytest

from smallwow_qt import paths
from smallwow_qt.yamltext import compiled_path, compiled_text, load_yaml_file, load_yaml_text

SHIPPED = [paths.resources_dir() / "descriptions.yaml",
           paths.resources_dir() / "rules" / "en.yaml", paths.resources_dir() / "rules" / "fr.yaml"]


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.name)
def test_the_shipped_compiled_copy_is_current(path):
    assert compiled_path(path).read_text(encoding="utf-8") == compiled_text(path), \
        f"{compiled_path(path).name} is stale: run `python -m smallwow_qt.yamltext {path}`"
    assert load_yaml_file(path) == load_yaml_text(path.read_text(encoding="utf-8"))


def test_a_stale_or_broken_copy_is_not_believed(tmp_path):
    path = tmp_path / "d.yaml"
    path.write_text("a: 1\n", encoding="utf-8")
    compiled_path(path).write_text(compiled_text(path), encoding="utf-8")
    assert load_yaml_file(path) == {"a": 1}
    path.write_text("a: 2\n", encoding="utf-8")                  # edited after compiling
    assert load_yaml_file(path) == {"a": 2}
    for broken in ("{", "[]", json.dumps({"format": "x", "data": {"a": 9}})):
        compiled_path(path).write_text(broken, encoding="utf-8")
        assert load_yaml_file(path) == {"a": 2}
    compiled_path(path).unlink()
    assert load_yaml_file(path) == {"a": 2}


def test_the_game_starts_without_importing_pyyaml():
    """Start-up reads compiled copies only: PyYAML's import is left for files that need it."""
    code = ("import sys; from smallwow_qt.controller import texts; from smallwow_qt.boards import loader;"
            "texts._load(str(texts.descriptions_path())); loader.load_map(['large_1a', 'small_2b']);"
            "sys.exit(1 if 'yaml' in sys.modules else 0)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr


def test_the_command_writes_the_copy(tmp_path):
    path = tmp_path / "d.yaml"
    path.write_text("a: [1, 2]\n", encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "smallwow_qt.yamltext", str(path)],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert json.loads(compiled_path(path).read_text(encoding="utf-8"))["data"] == {"a": [1, 2]}
