import subprocess
import sys

from smallwow_qt import __version__, paths


def test_data_folders_are_found():
    assert paths.boards_dir().is_dir()
    assert paths.resources_dir().is_dir()


def test_version_flag():
    out = subprocess.run([sys.executable, "-m", "smallwow_qt", "--version"],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0
    assert __version__ in out.stdout


def test_installed_qt_does_not_leak_references_to_none():
    # PySide6 6.12.0 drops a reference to None on every void call and the interpreter
    # aborts after a while; pyproject.toml excludes it. This guards against a regression.
    code = ("import sys\nfrom PySide6.QtGui import QPainterPath\np = QPainterPath()\n"
            "before = sys.getrefcount(None)\nfor _ in range(1000): p.moveTo(1, 2)\n"
            "sys.exit(0 if sys.getrefcount(None) >= before else 1)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, "this PySide6 leaks references to None (use <6.12)"
