"""A wheel built from the repository carries the boards and resources inside the package,
and an installed copy finds them through smallwow_qt.paths."""

import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_wheel_contains_data_and_installed_copy_finds_it(tmp_path):
    out = subprocess.run([sys.executable, "-m", "pip", "wheel", str(ROOT), "--no-deps",
                          "--no-build-isolation", "-w", str(tmp_path), "-q"],
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    wheel = next(tmp_path.glob("smallwow_qt-*.whl"))
    names = zipfile.ZipFile(wheel).namelist()
    boards = sorted(p.name for p in (ROOT / "boards").glob("*.yaml"))
    assert boards, "the repository has board files"
    for name in boards + ["compiled.json"]:     # the sides as read at start-up, too
        assert f"smallwow_qt/_data/boards/{name}" in names
    assert any(n.startswith("smallwow_qt/_data/resources/") for n in names)

    target = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(target)
    code = ("import smallwow_qt.paths as p, sys;"
            "from smallwow_qt.boards.compiled import load_compiled;"
            "print(p.boards_dir()); ok = 'site' in str(p.boards_dir());"
            "sys.exit(0 if ok and load_compiled(p.boards_dir() / 'large_1a.yaml') else 1)")
    run = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True,
                         env={"PYTHONPATH": str(target), "PATH": "/usr/bin:/bin"}, timeout=60)
    assert run.returncode == 0, run.stdout + run.stderr


def test_ci_runs_the_readme_test_command():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    command = next(line for line in ci.splitlines() if line.startswith("python3 -m venv"))
    assert command in readme
