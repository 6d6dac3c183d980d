"""`smallwow --version` / `--help` answered before Qt, and the one-line xcb message."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from smallwow_qt import __version__
from smallwow_qt.app import cli

REPO = Path(__file__).resolve().parents[2]

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


def test_a_file_to_open_is_read_with_the_usual_options():
    args = cli.parse(["saves/game.smallwow", "--lang", "fr", "--size", "1366x768"])
    assert args.file == "saves/game.smallwow" and args.lang == "fr" and args.new is None
    assert cli.parse(["--", "--odd-name.smallwow"]).file == "--odd-name.smallwow"
    assert cli.parse([]).file is None
    assert cli.parse(["-psn_0_1234567", "game.smallwow"]).file == "game.smallwow"     # old macOS Finder


def test_a_file_and_a_new_game_together_are_refused(capsys):
    with pytest.raises(SystemExit) as exit_info:
        cli.parse(["game.smallwow", "--new", "3"])
    assert exit_info.value.code == 2 and "not both" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        cli.parse(["one.smallwow", "two.smallwow"])      # one file at a time


def test_help_names_the_file_argument(capsys):
    with pytest.raises(SystemExit):
        cli.parse(["--help"])
    assert "FILE" in capsys.readouterr().out


@pytest.mark.parametrize("env", [{}, {"QT_QPA_PLATFORM": "xcb"}, {"DISPLAY": ""}])
def test_no_display_is_said_in_one_line(env):
    line = cli.no_display(env, "linux")
    assert line is not None and "\n" not in line and "no display" in line


@pytest.mark.parametrize("env, platform", [
    ({"DISPLAY": ":0"}, "linux"), ({"WAYLAND_DISPLAY": "wayland-0"}, "linux"),
    ({"QT_QPA_PLATFORM": "offscreen"}, "linux"), ({"QT_QPA_PLATFORM": "wayland"}, "linux"),
    ({}, "win32"), ({}, "darwin"), ({"DISPLAY": ":1"}, "freebsd14"),
])
def test_no_display_stays_quiet_where_there_is_one_or_none_is_needed(env, platform):
    assert cli.no_display(env, platform) is None


@pytest.mark.parametrize("display", [None, ":91"])
def test_without_a_working_display_the_game_says_so_in_one_line_and_exits_1(tmp_path, display):
    """As a player meets it: no DISPLAY at all (a text console), or one where no X server
    answers; before, Qt aborted (exit 134, a core file) blaming libxcb-cursor0."""
    import os

    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env.update(HOME=str(tmp_path), XDG_RUNTIME_DIR=str(tmp_path))
    if display:
        env.update(DISPLAY=display, QT_QPA_PLATFORM="xcb")
        if (Path("/tmp/.X11-unix") / f"X{display[1:]}").exists():
            pytest.skip(f"an X server runs on {display}")
    result = subprocess.run([sys.executable, "-m", "smallwow_qt"], capture_output=True, text=True,
                            timeout=120, cwd=tmp_path, env=env)
    lines = result.stderr.strip().splitlines()
    assert result.returncode == 1, result.stderr
    if display and "xcb" in lines[-1] and "apt install" in lines[-1]:
        pytest.skip("the xcb libraries are missing here: the line names them (tested above)")
    assert len(lines) == 1 and lines[0].startswith("smallwow: "), result.stderr
    assert ("no display" in lines[0]) if display is None else ("no X server answers on display :91" in lines[0])
