"""Draw the twelve island sides and write `boards/<side>.yaml`.

    python -m smallwow_qt.boards.generate [--out DIR] [SIDE ...]

Nobody edits polygons or borders by hand: each side is made here, deterministically, from
its entry in `SPECS` (seed, terrain counts, symbol counts, names). To change an island,
change its spec (or its seed) and run this again; the tests check that the committed
files are exactly what this script writes.

How a side is made:

1. A jittered hexagonal lattice of points is cut into Voronoi cells (half-plane clipping).
   Voronoi vertices closer than a few units are merged, so every cell corner has one id.
2. A wobbly ellipse chooses the cells that make the island.
3. A sea bay (grown inward from a coastal cell) or a lake (grown from the innermost cell)
   is taken out first, then the land regions grow from well spread seed cells.
4. Each region's outline is the chain of its cells' outer edges. Every stretch of border
   between two regions (or a region and the open sea) is smoothed once and shared by both
   sides, so neighbours repeat each other's vertices exactly. Coasts get a rougher wobble.
5. Terrains are placed so that neighbours rarely share one; symbols are spread out.
6. The result is checked with the same code the loader uses; a failed attempt is redrawn
   with the next sub-seed.

The parts live in `smallwow_qt/boards/generator/`: `specs` (SPECS), `cells` (steps 1-3),
`outlines` (step 4), `terrains` and `labels` (step 5), `side` (one attempt and its checks)
and `text` (the YAML file). This module is the command line and keeps their public names.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from smallwow_qt.boards.generator.cells import Mesh, Region
from smallwow_qt.boards.generator.outlines import OUTSIDE
from smallwow_qt.boards.generator.side import generate_side
from smallwow_qt.boards.generator.specs import (CELL_SPACING, INLAND_REGIONS, LAND_ORDER, MARGIN, MAX_SIZE,
                                                REGION_AREA, SPECS, GenerationFailed, Point, SideSpec, snake)
from smallwow_qt.boards.generator.text import ATTEMPT_RE, recorded_attempt, side_text, to_yaml
from smallwow_qt.boards.model import LAND_REGIONS, SIDE_IDS

__all__ = ["ATTEMPT_RE", "CELL_SPACING", "INLAND_REGIONS", "LAND_ORDER", "MARGIN", "MAX_SIZE", "OUTSIDE",
           "REGION_AREA", "SPECS", "GenerationFailed", "Mesh", "Point", "Region", "SideSpec", "generate_side",
           "main", "recorded_attempt", "side_text", "snake", "to_yaml"]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m smallwow_qt.boards.generate",
                                     description="Draw the island sides and write boards/<side>.yaml.")
    parser.add_argument("sides", nargs="*", help="sides to draw (default: all twelve)")
    parser.add_argument("--out", type=Path, help="folder to write to (default: the game's boards folder)")
    args = parser.parse_args(argv)
    if args.out is None:
        from smallwow_qt import paths
        args.out = paths.boards_dir()
    args.out.mkdir(parents=True, exist_ok=True)
    for sid in args.sides or SIDE_IDS:
        if sid not in SPECS:
            parser.error(f"unknown side {sid!r}")
        spec = SPECS[sid]
        low, high = LAND_REGIONS[sid.split("_", 1)[0]]
        assert low <= spec.land_count <= high, sid
        text = side_text(sid)
        (args.out / f"{sid}.yaml").write_text(text, encoding="utf-8")
        print(f"{sid}: {spec.name}, {spec.land_count} land regions{', ' + spec.water if spec.water else ''}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
