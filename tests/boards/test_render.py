"""The `check` command of `python -m smallwow_qt.boards`, the `render` and `contact-sheet` commands of
`python -m smallwow_qt.app.board_pictures`, and the drawing items the app uses."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from smallwow_qt import paths
from smallwow_qt.boards import layout, loader
from smallwow_qt.boards.__main__ import main as boards_main
from smallwow_qt.engine.mapdef import Terrain

REPO = Path(__file__).resolve().parents[2]


def run(*args, env=None):
    module = "smallwow_qt.app.board_pictures" if args[0] in ("render", "contact-sheet") else "smallwow_qt.boards"
    return subprocess.run([sys.executable, "-m", module, *args], capture_output=True, text=True,
                          timeout=300, env=env, cwd=REPO)


def test_check_command_passes_on_the_shipped_sides():
    out = run("check")
    assert out.returncode == 0, out.stdout + out.stderr
    lines = [line for line in out.stdout.splitlines() if line.split(":")[0] in loader.list_sides()]
    assert len(lines) == 12
    assert all(": ok " in line for line in lines)
    assert "5 players: 64 possible sets" in out.stdout


def test_check_command_exits_2_and_names_the_problem(tmp_path, monkeypatch, capsys):
    good = (paths.boards_dir() / "small_2b.yaml").read_text(encoding="utf-8")
    for sid in loader.list_sides():
        (tmp_path / f"{sid}.yaml").write_text((paths.boards_dir() / f"{sid}.yaml").read_text(encoding="utf-8"),
                                              encoding="utf-8")
    # a murloc on a mountain: well formed, but against the rules
    lines = good.splitlines()
    start = next(i for i, line in enumerate(lines) if line.strip() == "terrain: mountain")
    lines[start + 1] = "    symbols: [murloc]"
    (tmp_path / "small_2b.yaml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    # and a file the loader refuses
    (tmp_path / "small_1a.yaml").write_text("name: [broken\n", encoding="utf-8")
    monkeypatch.setattr(paths, "boards_dir", lambda: tmp_path)
    assert boards_main(["check"]) == 2
    printed = capsys.readouterr().out
    assert "small_2b: PROBLEMS" in printed and "murloc on mountain" in printed
    assert "small_1a: ERROR" in printed and "small_1a.yaml" in printed
    assert "large_1a: ok" in printed


def _png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")


def test_render_command_writes_a_picture_headless(tmp_path):
    out_png = tmp_path / "small_2b.png"
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}  # the command sets offscreen
    result = run("render", "small_2b", str(out_png), env=env)
    assert result.returncode == 0, result.stdout + result.stderr
    assert out_png.stat().st_size > 20_000
    width, height = _png_size(out_png)
    assert width == 1400 and 700 < height < 1600


def test_render_command_refuses_an_unknown_side(tmp_path):
    result = run("render", "huge_9z", str(tmp_path / "x.png"))
    assert result.returncode == 2
    assert "huge_9z" in result.stderr
    assert not (tmp_path / "x.png").exists()


def test_the_contact_sheet_in_docs_is_there_and_small_enough():
    sheet = REPO / "docs" / "boards_contact_sheet.png"
    assert sheet.is_file()
    assert 100_000 < sheet.stat().st_size < 1_500_000
    width, height = _png_size(sheet)
    assert width >= 1600 and height > 800
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    assert "docs/boards_contact_sheet.png" in readme


# --- the items the app draws with ------------------------------------------------------------

@pytest.fixture(scope="module")
def items_module():
    from smallwow_qt.views import island_items

    island_items.ensure_app()
    return island_items


def test_add_sides_lays_islands_apart_and_returns_every_region(items_module):
    from PySide6.QtWidgets import QGraphicsPolygonItem, QGraphicsScene

    ii = items_module
    sides = [loader.load_side(s) for s in ("large_1b", "medium_2b", "small_1a", "small_2a", "large_2a")]
    scene = QGraphicsScene()
    regions = ii.add_sides(scene, sides)
    assert set(regions) == {r.id for s in sides for r in s.regions}
    islands = [item for item in scene.items() if isinstance(item, ii.IslandItem)]
    assert len(islands) == 5
    rects = [i.island_rect() for i in islands]
    for i in range(len(rects)):
        for j in range(i + 1, len(rects)):
            assert not rects[i].intersects(rects[j]), "islands must not touch"
    for side in sides:
        for shape in side.regions:
            item = regions[shape.id]
            assert isinstance(item, QGraphicsPolygonItem)
            assert item.region_id == shape.id and item.shape_def is shape
            anchor = item.anchor_scene_pos()
            assert item.contains(item.mapFromScene(anchor))
            assert item.polygon().count() == len(shape.polygon)


def test_region_items_hold_no_game_state(items_module):
    ii = items_module
    shape = loader.load_side("small_1b").regions[0]
    item = ii.RegionItem(shape, "small")
    assert set(vars(item)) <= {"region_id", "shape_def", "side_size", "_label", "_highlight", "_bounds"}
    item.set_highlight("#ff0000")
    item.set_highlight(None)


def test_drawn_names_fit_in_the_room_the_checks_kept(items_module):
    """The layout's width estimates never undercut the real font, so the checked block holds the name."""
    ii = items_module
    for sid in loader.list_sides():
        side = loader.load_side(sid)
        for shape in side.regions:
            label = ii.RegionLabelItem(shape, side.size)
            assert label.lines == layout.label_lines(shape.name)
            block = label.block_rect()
            text = label.text_rect()
            assert block.contains(text), (shape.id, block, text)


def test_every_symbol_has_valid_svg_art(items_module):
    ii = items_module
    for name in ii.ALL_SYMBOL_FILES:
        path = paths.resources_dir() / "symbols" / f"{name}.svg"
        assert path.is_file(), path
        renderer = ii.symbol_renderer(name)
        assert renderer.isValid()
        assert renderer.defaultSize().width() == 64


def test_each_terrain_has_its_own_fill(items_module):
    ii = items_module
    images = {t: ii.terrain_brush(t).textureImage() for t in Terrain}
    for t, img in images.items():
        assert not img.isNull() and img.width() > 0
    keys = {t: bytes(img.constBits()) for t, img in images.items()}
    assert len(set(keys.values())) == len(Terrain)


def test_render_sides_draws_terrain_colours(items_module, tmp_path):
    from PySide6.QtGui import QColor

    ii = items_module
    side = loader.load_side("small_2b")
    image = ii.render_sides([side], tmp_path / "one.png", width_px=800)
    assert (tmp_path / "one.png").stat().st_size > 10_000
    assert QColor(image.pixel(2, 2)) == ii.OCEAN
    seen = {QColor(image.pixel(x, y)).name() for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)}
    for terrain in {r.terrain for r in side.regions}:
        fill = ii.TERRAIN_COLOURS[terrain][0]
        assert fill in seen, f"no {terrain.value} fill in the picture"


def test_land_loops_follow_every_edge_of_the_land_that_no_other_land_region_shares(items_module):
    """The coast and the lake shores: closed loops whose edges are exactly the land edges
    without a land neighbour across them, each once (from the first point again, in order)."""
    from smallwow_qt.boards.geometry import edges

    for side_id in loader.list_sides():
        side = loader.load_side(side_id)
        directed = {e for r in side.land for e in edges(r.polygon)}
        boundary = {(a, b) for a, b in directed if (b, a) not in directed}
        walked = [(loop[i], loop[(i + 1) % len(loop)])
                  for loop in items_module.land_loops(side) for i in range(len(loop))]
        assert len(walked) == len(set(walked)) and set(walked) == boundary, side_id
        assert items_module.land_loops(side) == items_module.land_loops(side)   # the same each time


def test_texture_spots_are_inside_the_margins_and_well_apart():
    """The marks of a terrain's tile: away from its edges (the tiles join without seams), the
    same for the same terrain at every start, and spread out (farthest of 30 candidates)."""
    import math
    import random

    from smallwow_qt.views.terrain_textures import _spots

    for t in Terrain:
        for count in (6, 7):
            spots = _spots(random.Random(t.value), 96, count, margin=12)
            assert spots == _spots(random.Random(t.value), 96, count, margin=12)
            assert len(spots) == count
            assert all(12 <= x <= 84 and 12 <= y <= 84 for x, y in spots)
            nearest = min(math.dist(a, b) for i, a in enumerate(spots) for b in spots[i + 1:])
            assert nearest > 20, (t, count, nearest)


def test_island_items_bounds_hold_their_strokes_without_stroking_them(items_module):
    """The regions', shore's and coast's bounding rectangles come from the outline and the pen
    (Qt's own strokes the whole outline): they hold Qt's exact one, and not by more than the
    pen's width; the islands' area (the shore's reach) is Qt's to within a hundredth of a unit."""
    from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsPolygonItem, QGraphicsScene

    ii = items_module
    for side_id in loader.list_sides():
        island = ii.IslandItem(loader.load_side(side_id), labels=False)
        scene = QGraphicsScene()
        scene.addItem(island)
        checked = 0
        for item in island.childItems():
            if isinstance(item, ii.RegionItem):
                exact = QGraphicsPolygonItem.boundingRect(item)
            elif isinstance(item, (ii.ShoreItem, ii.CoastItem)):
                exact = QGraphicsPathItem.boundingRect(item)
            else:
                continue
            ours = item.boundingRect()
            width = item.pen().widthF()
            assert ours.adjusted(-1e-6, -1e-6, 1e-6, 1e-6).contains(exact), (side_id, ours, exact)
            assert ours.width() - exact.width() <= 2 * width + 1e-6
            assert ours.height() - exact.height() <= 2 * width + 1e-6
            checked += 1
        assert checked == len(island.regions) + 2
        exact_all = None
        for item in island.childItems():
            base = {ii.RegionItem: QGraphicsPolygonItem, ii.ShoreItem: QGraphicsPathItem,
                    ii.CoastItem: QGraphicsPathItem}.get(type(item))
            rect = item.mapRectToParent(base.boundingRect(item) if base else item.boundingRect())
            exact_all = rect if exact_all is None else exact_all.united(rect)
        ours_all = island.childrenBoundingRect()
        for a, b in ((ours_all.left(), exact_all.left()), (ours_all.top(), exact_all.top()),
                     (ours_all.right(), exact_all.right()), (ours_all.bottom(), exact_all.bottom())):
            assert abs(a - b) < 0.01, (side_id, ours_all, exact_all)
