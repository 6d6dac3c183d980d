"""`python -m smallwow_qt.app.board_pictures render SIDE OUT.png | contact-sheet OUT.png`

render         draw one side (or several, comma-separated) into a PNG, headless
contact-sheet  draw all twelve sides on one picture (docs/boards_contact_sheet.png)

The islands are drawn by the same items the table uses (`views.island_items`).
"""

from __future__ import annotations

import argparse
import os
import sys


def _render(side_ids: list[str], out: str, width: int | None, columns: int | None, anchors: bool = False) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from smallwow_qt.boards import loader
    from smallwow_qt.views import island_items   # (Qt: after the platform is chosen)

    try:
        sides = [loader.load_side(s) for s in side_ids]
    except loader.BoardError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    image = island_items.render_sides(sides, out, width_px=width, columns=columns, show_anchors=anchors)
    print(f"wrote {out} ({image.width()}x{image.height()})")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m smallwow_qt.app.board_pictures",
                                     description="Draw the island sides.")
    sub = parser.add_subparsers(dest="command", required=True)
    render = sub.add_parser("render", help="draw one side (or a comma-separated list) into a PNG")
    render.add_argument("side", help="side id like large_1a, or several joined by commas")
    render.add_argument("out", help="PNG file to write")
    render.add_argument("--width", type=int, help="picture width in pixels")
    render.add_argument("--columns", type=int, help="islands per row when drawing several")
    render.add_argument("--anchors", action="store_true", help="show where each region's tokens stack")
    sheet = sub.add_parser("contact-sheet", help="draw all twelve sides on one picture")
    sheet.add_argument("out", help="PNG file to write")
    sheet.add_argument("--width", type=int, default=2400, help="picture width in pixels (default 2400)")
    sheet.add_argument("--anchors", action="store_true", help="show where each region's tokens stack")
    args = parser.parse_args(argv)
    if args.command == "render":
        return _render(args.side.split(","), args.out, args.width, args.columns, args.anchors)
    from smallwow_qt.boards import loader

    return _render(loader.list_sides(), args.out, args.width, 4, args.anchors)


if __name__ == "__main__":
    sys.exit(main())
