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


def test_quick_parse_reads_only_what_argparse_reads_the_same():
    """The usual command lines are read without building argparse's parser; every line it
    reads gives argparse's answer, and anything else (help, errors, abbreviations, repeats,
    values that look like options) is left to argparse."""
    import itertools
    import random

    parser = cli.build_parser()
    options = {a.option_strings[0]: a for a in parser._actions if a.option_strings and a.dest in
               {"new", "seed", "screenshot", "size", "lang", "self_check"}}
    assert set(options) == set(cli.QUICK_VALUES)
    for name, (read, allowed) in cli.QUICK_VALUES.items():
        assert options[name].type is read and \
            (tuple(options[name].choices) if options[name].choices is not None else None) == allowed
    words = ["--new", "--seed", "--screenshot", "--size", "--lang", "--self-check", "--ne", "--help",
             "-h", "--version", "--", "5", "2", "9", "x", "-3", " 4", "en", "fr", "de", "out.png",
             "--new=4", "--new=", "--seed=12", "--lang=fr", "--lang=xx", "--size=800x600", "=", ""]
    lines = [[]] + [list(p) for n in (1, 2) for p in itertools.product(words, repeat=n)]
    rng = random.Random(5)
    lines += [[rng.choice(words) for _ in range(rng.randint(3, 8))] for _ in range(3000)]
    values = {"--new": ["2", "5", " 3", "6"], "--seed": ["0", "123", "x"], "--screenshot": ["a.png", ""],
              "--size": ["800x600"], "--lang": ["en", "fr", "it"], "--self-check": ["dir"]}
    for _ in range(1000):       # well-formed lines, mostly
        line = []
        for name in rng.sample(sorted(values), rng.randint(1, 4)):
            value = rng.choice(values[name])
            line += [f"{name}={value}"] if rng.random() < 0.3 else [name, value]
        lines.append(line)
    read = 0
    for argv in lines:
        quick = cli.quick_parse(argv)
        if quick is None:
            continue
        read += 1
        assert quick == parser.parse_args(argv), argv
    assert read > 500
    assert cli.quick_parse(["--new", "5", "--seed", "7", "--screenshot", "out.png"]) == \
        parser.parse_args(["--new", "5", "--seed", "7", "--screenshot", "out.png"])
    assert cli.quick_parse([]) == parser.parse_args([])
    for left_to_argparse in (["--help"], ["--new", "9"], ["--ne", "3"], ["--seed", "-3"], ["--new", "2", "--new", "3"]):
        assert cli.quick_parse(left_to_argparse) is None
