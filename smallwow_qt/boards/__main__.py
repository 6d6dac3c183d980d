"""`python -m smallwow_qt.boards check | compile | render SIDE OUT.png | contact-sheet OUT.png`

check          load every island side and check it against FACTS.md; exit 0 when all are
               fine, 2 (naming every problem) when not
compile        write boards/compiled.json from the YAML sides (after editing a side)
render         draw one side (or several, comma-separated) into a PNG, headless
contact-sheet  draw all twelve sides on one picture
"""

from __future__ import annotations

import argparse
import os
import sys


def _check() -> int:
    from smallwow_qt.boards import loader, rules

    sides = {}
    failed = False
    for sid in loader.list_sides():
        try:
            side = loader.load_side(sid)
        except loader.BoardError as exc:
            print(f"{sid}: ERROR {exc}")
            failed = True
            continue
        sides[sid] = side
        problems = rules.side_problems(side)
        summary = (f"{side.name} ({side.size}): {len(side.land)} land"
                   f" + {len(side.water)} water regions, {len(side.borders)} borders,"
                   f" {side.count(symbol=rules.Symbol.ENTRY)} entries,"
                   f" {side.count(terrain=rules.Terrain.MOUNTAIN)} mountains,"
                   f" {side.count(symbol=rules.Symbol.MURLOC)} murlocs")
        if problems:
            failed = True
            print(f"{sid}: PROBLEMS {summary}")
            for p in problems:
                print(f"    - {p}")
        else:
            print(f"{sid}: ok  {summary}")
    problems = rules.set_problems(sides)
    for p in problems:
        print(f"all sides: PROBLEM {p}")
    if problems:
        failed = True
    if not failed:
        for players in sorted(rules.BOARDS_PER_PLAYERS):
            sets = rules.legal_sets(players)
            m, _ = rules.limits_for(sides, sets, rules.Terrain.MOUNTAIN)
            u, _ = rules.limits_for(sides, sets, rules.Symbol.MURLOC)
            print(f"{players} players: {len(sets)} possible sets, at most {m} mountains"
                  f" (of {rules.MOUNTAIN_TOKENS}) and {u} murlocs (of {rules.MURLOC_TOKENS})")
    return 2 if failed else 0


def _render(side_ids: list[str], out: str, width: int | None, columns: int | None, anchors: bool = False) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from smallwow_qt.boards import loader
    from smallwow_qt.views import island_items

    try:
        sides = [loader.load_side(s) for s in side_ids]
    except loader.BoardError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    image = island_items.render_sides(sides, out, width_px=width, columns=columns, show_anchors=anchors)
    print(f"wrote {out} ({image.width()}x{image.height()})")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m smallwow_qt.boards",
                                     description="Check and draw the island sides.")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("check", help="check every side against the rules; exit 2 on any problem")
    sub.add_parser("compile", help="write boards/compiled.json (the sides read at start-up)")
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
    if args.command == "check":
        return _check()
    if args.command == "compile":
        from smallwow_qt import paths
        from smallwow_qt.boards.compiled import write_compiled
        from smallwow_qt.boards.loader import BoardError
        try:
            print(write_compiled(paths.boards_dir()))
        except BoardError as exc:
            print(f"ERROR {exc}", file=sys.stderr)
            return 2
        return 0
    if args.command == "render":
        return _render(args.side.split(","), args.out, args.width, args.columns, args.anchors)
    from smallwow_qt.boards import loader

    return _render(loader.list_sides(), args.out, args.width, 4, args.anchors)


if __name__ == "__main__":
    sys.exit(main())
