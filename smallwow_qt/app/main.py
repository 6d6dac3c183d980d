"""Command line of the desktop game: `smallwow [--new N] [--seed S] [--screenshot OUT.png]`."""

from __future__ import annotations

import argparse
import sys

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
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    window = QMainWindow()
    window.setWindowTitle("Small World of Warcraft")
    window.setCentralWidget(QLabel("Small World of Warcraft: the game table is being built."))
    window.resize(1280, 800)
    window.show()
    if args.screenshot:
        app.processEvents()
        ok = window.grab().save(args.screenshot)
        return 0 if ok else 1
    return app.exec()
