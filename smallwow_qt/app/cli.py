"""The `smallwow` command line, and what can be answered before Qt is imported.

`main()` parses the arguments with this module first: `--version` and `--help` print and
exit here, with the standard library only, so they take a few milliseconds in a venv and in
the frozen build alike (importing PySide6 loads Qt and its ICU data). Keep this module free
of Qt and of the rest of the game.

`display_problem()` is the other check done before Qt: on Linux, Qt's X11 platform plugin
(xcb) needs a few libraries that a pip install cannot bring and that some desktops lack
(libxcb-cursor0 above all). Without them Qt aborts with a long message about the plugin;
we print one line that names the packages instead.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Mapping

from smallwow_qt import __version__


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="smallwow",
        description="Small World of Warcraft: pass-and-play for 2-5 players on one computer.",
    )
    parser.add_argument("--version", action="version", version=f"smallwow {__version__}")
    parser.add_argument("--new", type=int, metavar="N", choices=range(2, 6),
                        help="start a new N-player game at once (2-5)")
    parser.add_argument("--seed", type=int, metavar="S", help="seed for the new game")
    parser.add_argument("--screenshot", metavar="OUT.png",
                        help="write a picture of the main window to OUT.png and quit")
    parser.add_argument("--size", metavar="WxH", default=None,
                        help="window size, e.g. 1920x1080 (default: remembered, or 1600x960)")
    parser.add_argument("--lang", choices=("en", "fr"), default=None,
                        help="language of the interface (default: the system's, or the last chosen)")
    # For the installers' tests (packaging/README.md), not for players: plays a scripted
    # game, a save and a load in the installed program, writes its files into DIR.
    parser.add_argument("--self-check", metavar="DIR", default=None, help=argparse.SUPPRESS)
    return parser


def parse(argv: list[str] | None = None) -> argparse.Namespace:
    """The parsed arguments; `--version`, `--help` and bad arguments exit here, before Qt."""
    argv = sys.argv[1:] if argv is None else list(argv)
    quick = quick_parse(argv)
    return quick if quick is not None else build_parser().parse_args(argv)


#: The options `quick_parse` reads, with how each value is read (None: taken as it is) and
#: the values it may take (None: any). They are `build_parser`'s; a test checks they agree.
QUICK_VALUES: dict[str, tuple[Callable[[str], object] | None, tuple | None]] = {
    "--new": (int, tuple(range(2, 6))), "--seed": (int, None), "--screenshot": (None, None),
    "--size": (None, None), "--lang": (None, ("en", "fr")), "--self-check": (None, None),
}


def quick_parse(argv: list[str]) -> argparse.Namespace | None:
    """What `build_parser().parse_args(argv)` gives, read without argparse when `argv` holds
    only those options, each once, spelled out in full as `--opt value` or `--opt=value`
    with a valid value; None for anything else (argparse then answers, errors and help
    included). Building argparse's parser costs every start ~3 ms: its help formatter and
    the look-ups of its messages' translations (which load `locale`)."""
    values: dict[str, object] = {}
    rest = list(argv)
    while rest:
        arg = rest.pop(0)
        name, equals, value = arg.partition("=")
        if name not in QUICK_VALUES or name in values:
            return None
        if not equals:
            if not rest or rest[0].startswith("-"):
                return None
            value = rest.pop(0)
        read, allowed = QUICK_VALUES[name]
        if read is not None:
            try:
                value = read(value)
            except ValueError:
                return None
        if allowed is not None and value not in allowed:
            return None
        values[name] = value
    return argparse.Namespace(**{name[2:].replace("-", "_"): values.get(name) for name in QUICK_VALUES})


QUICK_OPTIONS = frozenset({"-h", "--help", "--version"})


def answered_without_qt(argv: list[str]) -> bool:
    """Whether `parse(argv)` prints and exits on --version or --help (spelled out in full;
    an abbreviation takes the ordinary path, which answers it too, only later)."""
    for arg in argv:
        if arg == "--":
            return False
        if arg in QUICK_OPTIONS:
            return True
    return False


# The shared libraries Qt's xcb plugin loads beyond libxcb itself, by soname, with the
# Debian/Ubuntu package that holds each one. libxcb-cursor0 is the one Qt >= 6.5 added and
# the one desktops most often lack.
XCB_LIBRARIES = {
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
}
XCB_APT_LINE = "sudo apt install " + " ".join(XCB_LIBRARIES.values())


def _loadable(soname: str) -> bool:
    import ctypes

    try:
        ctypes.CDLL(soname)
    except OSError:
        return False
    return True


def display_problem(env: Mapping[str, str] | None = None, platform: str | None = None,
                    frozen: bool | None = None,
                    loadable: Callable[[str], bool] = _loadable) -> str | None:
    """One line saying which packages to install, when Qt is about to use its xcb plugin
    and a library that plugin needs cannot be loaded; None otherwise.

    Checked only where the plugin will surely be tried: Linux, an X display, and either
    QT_QPA_PLATFORM=xcb or no platform chosen and no Wayland session (where Qt prefers
    its wayland plugin). Not in the frozen .deb build: its Depends install these."""
    env = os.environ if env is None else env
    platform = platform or sys.platform
    frozen = getattr(sys, "frozen", False) if frozen is None else frozen
    if frozen or not platform.startswith("linux") or not env.get("DISPLAY"):
        return None
    chosen = env.get("QT_QPA_PLATFORM", "").strip().lower()
    if chosen and not chosen.startswith("xcb"):
        return None
    if not chosen and env.get("WAYLAND_DISPLAY"):
        return None
    missing = [name for name in XCB_LIBRARIES if not loadable(name)]
    if not missing:
        return None
    packages = " ".join(XCB_LIBRARIES[name] for name in missing)
    return (f"smallwow: Qt's X11 (xcb) plugin cannot load, {', '.join(missing)} not found; "
            f"on Debian/Ubuntu: sudo apt install {packages}")
