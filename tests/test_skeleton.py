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
