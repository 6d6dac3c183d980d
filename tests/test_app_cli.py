"""`smallwow --version` / `--help` answered before Qt, and the one-line xcb message."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from smallwow_qt import __version__
from smallwow_qt.app import cli

REPO = Path(__file__).resolve().parent.parent

PROBE = """
import contextlib, io, sys
from smallwow_qt.app.main import main
out = io.StringIO()
with contextlib.redirect_stdout(out):
    try:
        main(sys.argv[1:])
    except SystemExit as exc:
        code = exc.code
print(repr((code, out.getvalue(), sorted(m for m in sys.modules if m.startswith(("PySide6", "shiboken6"))))))
"""


@pytest.mark.parametrize("option", ["--version", "--help", "-h"])
def test_version_and_help_answer_without_importing_qt(option):
    result = subprocess.run([sys.executable, "-c", PROBE, option], capture_output=True, text=True,
                            timeout=120, cwd=REPO)
    code, printed, qt_modules = eval(result.stdout.strip().splitlines()[-1])  # noqa: S307 - our own repr
    assert code == 0 and qt_modules == []
    if option == "--version":
        assert printed.strip() == f"smallwow {__version__}"
    else:
        assert printed.startswith("usage: smallwow") and "--screenshot" in printed
        assert "--self-check" not in printed          # for the installers' tests, not players


def test_bad_arguments_exit_before_qt_too():
    result = subprocess.run([sys.executable, "-c", PROBE, "--new", "9"], capture_output=True,
                            text=True, timeout=120, cwd=REPO)
    code, _, qt_modules = eval(result.stdout.strip().splitlines()[-1])  # noqa: S307
    assert code == 2 and qt_modules == [] and "invalid choice" in result.stderr


DESKTOP = {"DISPLAY": ":0"}


def missing(*names):
    return lambda soname: soname not in names


def test_xcb_check_names_the_missing_library_and_the_apt_line():
    line = cli.display_problem(DESKTOP, "linux", False, missing("libxcb-cursor.so.0"))
    assert line is not None and "\n" not in line
    assert "libxcb-cursor.so.0 not found" in line and line.endswith("sudo apt install libxcb-cursor0")
    assert "libxcb-icccm4" not in line          # only what is missing


def test_xcb_check_lists_every_missing_library():
    line = cli.display_problem({"DISPLAY": ":1", "QT_QPA_PLATFORM": "xcb"}, "linux", False,
                               lambda soname: False)
    assert line.endswith("sudo apt install " + " ".join(cli.XCB_LIBRARIES.values()))
    assert line.endswith(cli.XCB_APT_LINE)


@pytest.mark.parametrize("env, platform, frozen", [
    ({"DISPLAY": ":0"}, "linux", True),                                   # the .deb's Depends bring them
    ({"DISPLAY": ":0"}, "win32", False),
    ({"DISPLAY": ":0"}, "darwin", False),
    ({}, "linux", False),                                                # no X display: Qt's own message
    ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "offscreen"}, "linux", False),
    ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "wayland"}, "linux", False),
    ({"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"}, "linux", False),  # Qt prefers wayland there
])
def test_xcb_check_stays_quiet_where_the_xcb_plugin_is_not_used(env, platform, frozen):
    assert cli.display_problem(env, platform, frozen, lambda soname: False) is None


def test_xcb_check_is_quiet_when_everything_loads():
    assert cli.display_problem(DESKTOP, "linux", False, lambda soname: True) is None
    assert cli.display_problem({"DISPLAY": ":0", "QT_QPA_PLATFORM": "xcb:nograb"}, "linux", False,
                               lambda soname: True) is None


def test_main_prints_the_line_and_stops_before_qt(monkeypatch, capsys):
    from smallwow_qt.app import main as app_main

    monkeypatch.setattr(app_main, "display_problem", lambda: "smallwow: install libxcb-cursor0")
    assert app_main.main([]) == 1
    assert capsys.readouterr().err == "smallwow: install libxcb-cursor0\n"


def test_loadable_uses_the_dynamic_loader():
    assert not cli._loadable("libsmallwow-no-such-library.so.0")
    if sys.platform.startswith("linux"):
        assert cli._loadable("libc.so.6")


def test_readme_gives_the_same_apt_line():
    assert cli.XCB_APT_LINE in (REPO / "README.md").read_text(encoding="utf-8")
