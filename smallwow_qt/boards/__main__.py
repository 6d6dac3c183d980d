"""`python -m smallwow_qt.boards check | compile`

check          load every island side and check it against FACTS.md; exit 0 when all are
               fine, 2 (naming every problem) when not
compile        write boards/compiled.json from the YAML sides (after editing a side)

Pictures of the sides are drawn by the app's drawing code: `python -m
smallwow_qt.app.board_pictures render SIDE OUT.png | contact-sheet OUT.png`.
"""

from __future__ import annotations

import argparse
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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m smallwow_qt.boards",
                                     description="Check and compile the island sides.")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("check", help="check every side against the rules; exit 2 on any problem")
    sub.add_parser("compile", help="write boards/compiled.json (the sides read at start-up)")
    args = parser.parse_args(argv)
    if args.command == "check":
        return _check()
    from smallwow_qt import paths
    from smallwow_qt.boards.loader import BoardError, write_compiled

    try:
        print(write_compiled(paths.boards_dir()))
    except BoardError as exc:
        print(f"ERROR {exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
