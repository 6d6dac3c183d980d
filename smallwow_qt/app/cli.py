"""The `smallwow` command line, and what can be answered before Qt is imported.

`main()` parses the arguments with this module first: `--version` and `--help` print and
exit here, with the standard library only, so they take a few milliseconds in a venv and in
the frozen build alike (importing PySide6 loads Qt and its ICU data). Keep this module free
of Qt and of the rest of the game.

`no_display()` and `display_problem()` are the other checks done before Qt. Started where
there is no display at all (a text console, ssh without X forwarding), Qt aborts (exit 134,
a core file) after a paragraph about its xcb plugin that blames libxcb-cursor0; we print one
line saying there is no display instead. On Linux, Qt's X11 platform plugin (xcb) also needs
a few libraries that a pip install cannot bring and that some desktops lack (libxcb-cursor0
above all); without them Qt aborts the same way, and we print one line that names the
packages. (What neither check can see, such as a DISPLAY where no X server answers, is
caught when Qt gives up: see `smallwow_qt.app.main`.)
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
    parser.add_argument("file", nargs="?", metavar="FILE",
                        help="a saved game to open (.smallwow); if the game is already running, "
                             "it opens there")
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
    # macOS before 10.9 added a process serial number to a program started from the Finder.
    argv = [arg for arg in argv if not arg.startswith("-psn_")]
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.file is not None and args.new is not None:
        parser.error("give a FILE to open or --new N, not both")
    return args


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


#: QT_QPA_PLATFORM values that draw without a display (pictures, tests).
HEADLESS_PLATFORMS = ("offscreen", "minimal", "vnc", "linuxfb", "eglfs", "vkkhrdisplay")


def no_display(env: Mapping[str, str] | None = None, platform: str | None = None) -> str | None:
    """One line saying there is no display to open the window on, or None.

    On Linux and the other X11/Wayland systems only (Windows and macOS always have their
    own), and unless QT_QPA_PLATFORM names a platform that needs no display."""
    env = os.environ if env is None else env
    platform = platform or sys.platform
    if platform.startswith(("win", "cygwin", "darwin")):
        return None
    chosen = env.get("QT_QPA_PLATFORM", "").strip().lower()
    if chosen.startswith(HEADLESS_PLATFORMS) or chosen.startswith("wayland"):
        return None         # (wayland chosen: Qt may find its default socket, wayland-0)
    if env.get("DISPLAY") or env.get("WAYLAND_DISPLAY"):
        return None
    return ("smallwow: no display to open the window on (DISPLAY and WAYLAND_DISPLAY are not set): "
            "start the game from a desktop session")


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
