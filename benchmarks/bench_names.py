"""How readable the region names are on the table: `python benchmarks/bench_names.py`.

For tables of 3 to 5 players at the sizes laptops give the map (1366×768 and 1920×1080 at
150 %, maximized: 1366×749 and 1280×707 of window), and two larger ones, after a few scripted
turns, prints for each table the names whose letters are partly hidden:

- under a token stack (the disc and its rings) or a stack's count, which are drawn over the
  names (pieces before labels), as a share of the name's letters;
- under another name's letters, or its symbols where they are drawn over it;
- and the names a drag's "+1" would land on, every region showing one at once;
- the rows of symbols partly under another name's letters drawn over them;
- and the islands' titles partly under a stack, its count or its row of small pieces, or
  under a name.

Prints each table's figures and the totals. Runs headless unless QT_QPA_PLATFORM is set.
`--players 5 --sizes 1366x749 --seeds 7,8,21 --lang fr` narrows or widens the set.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

SHARE = 0.05    # a name counts as hidden when more than this share of its letters is covered


def _overlap(a: tuple, b: tuple) -> float:
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


def _box(rect) -> tuple[float, float, float, float]:
    return rect.left(), rect.top(), rect.right(), rect.bottom()


def under_pieces(letters: tuple, discs: list, counts: list) -> float:
    """The share of a name's letters (a box on screen) under the discs (centre x, y, radius)
    or the boxes (counts, rows of small pieces), sampled every pixel."""
    left, top, right, bottom = letters
    inside = total = 0
    y = top + 0.5
    while y < bottom:
        x = left + 0.5
        while x < right:
            total += 1
            if any(math.hypot(x - cx, y - cy) <= r for cx, cy, r in discs) or \
                    any(b[0] <= x <= b[2] and b[1] <= y <= b[3] for b in counts):
                inside += 1
            x += 1
        y += 1
    return inside / total if total else 0.0


def measure(window) -> dict:
    """What hides the names of `window`'s table, as it is drawn now."""
    from smallwow_qt.views.badge import EDGE
    from smallwow_qt.views.board_items import TOKEN
    from smallwow_qt.views.island_items import IslandItem
    from smallwow_qt.views.region_places import WEIGHTS, stack_parts

    board, zoom = window.board.board, window.board.zoom
    labels = window.board.labels.items
    discs, counts, rows = [], [], []
    for item in board.pieces.values():
        centre = item.pos() * zoom
        if item.pieces:
            rows += [_box(part.translated(centre)) for part, weight in stack_parts(item, zoom)
                     if weight == WEIGHTS["pieces"]]
        if not item.view.get("tokens"):
            continue
        discs.append((centre.x(), centre.y(), TOKEN / 2 * zoom * item.scale() * EDGE))
        if item._count_badge is not None and item.count_badge.isVisible():
            counts.append(_box(item.count_badge.screen_rect().translated(centre)))
    letters = {rid: _box(label.text_rect().translated(label.pos() * zoom)) for rid, label in labels.items()}
    symbols = {rid: _box(label.symbols_rect().translated(label.pos() * zoom)) for rid, label in labels.items()}
    order = {rid: k for k, rid in enumerate(labels)}          # (the order they were added in)

    def drawn_over(one: str, other: str) -> bool:
        """Whether `one`'s name and symbols are drawn over `other`'s (the higher, or the later
        added at the same height)."""
        z, z_other = labels[one].zValue(), labels[other].zValue()
        return z > z_other or (z == z_other and order[one] > order[other])
    pieces, names = {}, {}
    for rid, box in letters.items():
        area = (box[2] - box[0]) * (box[3] - box[1])
        share = under_pieces(box, discs, counts)
        if share > SHARE:
            pieces[labels[rid].text()] = share
        by_names = sum(_overlap(box, other) for rid2, other in letters.items() if rid2 != rid) + \
            sum(_overlap(box, other) for rid2, other in symbols.items() if rid2 != rid and drawn_over(rid2, rid))
        if area and by_names / area > SHARE:
            names[labels[rid].text()] = by_names / area
    hidden_symbols = {}
    for rid, box in symbols.items():
        area = (box[2] - box[0]) * (box[3] - box[1])
        if area:
            under = sum(_overlap(box, other) for rid2, other in letters.items() if rid2 != rid and
                        not drawn_over(rid, rid2))
            if under / area > SHARE:
                hidden_symbols[labels[rid].text()] = under / area
    pills = []
    for rid, item in board.pieces.items():
        item.set_preview(("redeploy", "+1"))
        pill = _box(item.cost_badge.screen_rect().translated(item.pos() * zoom))
        pills += [labels[other].text() for other, box in letters.items() if _overlap(pill, box) > 4]
        item.set_preview(None)
    titles = {}
    for island in board.islands.items():
        if isinstance(island, IslandItem):
            rect = island.title.sceneBoundingRect()
            box = (rect.left() * zoom, rect.top() * zoom, rect.right() * zoom, rect.bottom() * zoom)
            area = (box[2] - box[0]) * (box[3] - box[1])
            share = under_pieces(box, discs, counts + rows) + \
                sum(_overlap(box, other) for other in letters.values()) / area
            if share > SHARE:
                titles[island.title.text()] = share
    return {"pieces": pieces, "names": names, "pills": pills, "titles": titles, "symbols": hidden_symbols}


def table(app, players: int, size: tuple[int, int], seed: int, language: str):
    """A window of `size` with a game of `players` after a few scripted turns, fitted."""
    from smallwow_qt.app import screenshots

    window = screenshots.make_window(app, players, seed, language)
    window.resize(*size)
    window.show()
    screenshots.settle(app, 10)
    screenshots.play_turns(window, players + 1)
    if not window.controller.seat_ready:
        window.handover.accept()
    screenshots.settle(app, 10, window=window)
    window.board.fit()
    screenshots.settle(app, 10, window=window)
    return window


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", default="3,4,5")
    parser.add_argument("--sizes", default="1366x749,1280x707,1600x941,1920x1031")
    parser.add_argument("--seeds", default="7,8")
    parser.add_argument("--lang", default="en", choices=("en", "fr"))
    args = parser.parse_args(argv)
    from PySide6.QtWidgets import QApplication

    from smallwow_qt.app import screenshots
    from smallwow_qt.views.overlays import DieOverlay

    app = QApplication.instance() or QApplication(sys.argv[:1])
    DieOverlay.ROLL_MS = 0
    totals = {"tables": 0, "pieces": 0, "worst": 0.0, "names": 0, "pills": 0, "titles": 0, "symbols": 0}
    for players in map(int, args.players.split(",")):
        for size in (tuple(map(int, s.split("x"))) for s in args.sizes.split(",")):
            for seed in map(int, args.seeds.split(",")):
                window = table(app, players, size, seed, args.lang)
                if window.board.labels.on_screen:        # (else the islands' own names show)
                    got = measure(window)
                    totals["tables"] += 1
                    totals["pieces"] += len(got["pieces"])
                    totals["worst"] = max([totals["worst"], *got["pieces"].values()])
                    totals["names"] += len(got["names"])
                    totals["pills"] += len(got["pills"])
                    totals["titles"] += len(got["titles"])
                    totals["symbols"] += len(got["symbols"])
                    hidden = ", ".join(f"{t} {s:.0%}" for t, s in sorted(got["pieces"].items()))
                    print(f"{players}p {size[0]}x{size[1]} seed {seed}: under pieces {len(got['pieces'])}"
                          f" [{hidden}]  under names {len(got['names'])}  '+1' on names {len(got['pills'])}"
                          f"  symbols under names {len(got['symbols'])}  titles covered {len(got['titles'])}",
                          flush=True)
                window.close()
                screenshots.settle(app)
    print(f"{totals['tables']} tables: names partly under pieces {totals['pieces']} (worst "
          f"{totals['worst']:.0%} of its letters), under other names {totals['names']}, "
          f"'+1' on names {totals['pills']}, rows of symbols under names {totals['symbols']}, "
          f"islands' titles covered {totals['titles']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
