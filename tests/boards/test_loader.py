"""Loading island sides: good files load, every kind of bad file is refused with a message
that names the file, the region and the field; plus the geometry helpers underneath."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest
import yaml

from smallwow_qt import paths
from smallwow_qt.boards import geometry as geo
from smallwow_qt.boards import loader
from smallwow_qt.boards.loader import BoardError
from smallwow_qt.engine.mapdef import MapDef, Symbol, Terrain


def square(x, y, size=100):
    return [[x, y], [x + size, y], [x + size, y + size], [x, y + size]]


def region(rid, polygon, terrain="field", symbols=(), label=None, anchor=None):
    xs = [p[0] for p in polygon]
    ys = [p[1] for p in polygon]
    cx, cy = sum(xs) / len(xs), sum(ys) / len(ys)
    return {"id": rid, "name": rid.replace("_", " ").title(), "terrain": terrain, "symbols": list(symbols),
            "polygon": polygon, "label": label or [cx, cy - 10], "anchor": anchor or [cx, cy + 10]}


def grid_side():
    """A 2 x 2 island: a and b on top, c and d below. a-d and b-c meet only at a point."""
    return {
        "name": "Test Isle",
        "size": "small",
        "regions": [
            region("alpha_hills", square(0, 0), "hill", ["entry"]),
            region("beta_woods", square(100, 0), "forest", ["murloc"]),
            region("gamma_fields", square(0, 100), "field", ["marker"]),
            region("delta_bay", square(100, 100), "sea"),
        ],
        "borders": [["alpha_hills", "beta_woods"], ["alpha_hills", "gamma_fields"],
                    ["beta_woods", "delta_bay"], ["gamma_fields", "delta_bay"]],
    }


def write(tmp_path: Path, data, name="small_9a.yaml") -> Path:
    path = tmp_path / name
    if isinstance(data, (bytes, bytearray)):
        path.write_bytes(data)
    elif isinstance(data, str):
        path.write_text(data, encoding="utf-8")
    else:
        path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    return path


def refused(tmp_path, data, *, region=None, field=None, words=(), name="small_9a.yaml") -> str:
    path = write(tmp_path, data, name)
    with pytest.raises(BoardError) as info:
        loader.load_side_file(path)
    message = str(info.value)
    assert str(path) in message
    if region is not None:
        assert f"region {region!r}" in message, message
    if field is not None:
        assert f"field {field!r}" in message, message
    for w in words:
        assert w in message, message
    return message


# --- good files ---------------------------------------------------------------------------------

def test_a_good_file_loads_with_its_borders_outline_and_coast(tmp_path):
    side = loader.load_side_file(write(tmp_path, grid_side()))
    assert side.id == "small_9a"
    assert side.name == "Test Isle" and side.size == "small"
    assert [r.id for r in side.regions] == ["alpha_hills", "beta_woods", "gamma_fields", "delta_bay"]
    assert side.region("alpha_hills").terrain is Terrain.HILL
    assert side.region("alpha_hills").symbols == frozenset({Symbol.ENTRY})
    assert {frozenset(b) for b in side.borders} == {
        frozenset(p) for p in (("alpha_hills", "beta_woods"), ("alpha_hills", "gamma_fields"),
                               ("beta_woods", "delta_bay"), ("gamma_fields", "delta_bay"))}
    assert all(a < b for a, b in side.borders)
    assert not any({"alpha_hills", "delta_bay"} == set(b) for b in side.borders)
    assert geo.polygon_area(side.outline) == 200 * 200
    assert side.coastal == {"alpha_hills", "beta_woods", "gamma_fields", "delta_bay"}
    assert all(geo.signed_area(r.polygon) > 0 for r in side.regions)  # normalised orientation
    assert side.neighbours("alpha_hills") == ("beta_woods", "gamma_fields")


def test_a_side_with_an_inland_region_knows_its_coast(tmp_path):
    # 3 x 3 squares, the middle one is a lake
    regions = []
    for j in range(3):
        for i in range(3):
            rid = f"r{i}{j}_land"
            terrain = "lake" if (i, j) == (1, 1) else "field"
            regions.append(region(rid, square(i * 100, j * 100), terrain))
    borders = []
    for j in range(3):
        for i in range(3):
            if i < 2:
                borders.append([f"r{i}{j}_land", f"r{i + 1}{j}_land"])
            if j < 2:
                borders.append([f"r{i}{j}_land", f"r{i}{j + 1}_land"])
    side = loader.load_side_file(write(tmp_path, {"name": "Ring", "size": "small", "regions": regions,
                                                  "borders": borders}))
    assert "r11_land" not in side.coastal
    assert len(side.coastal) == 8
    assert not side.on_coast("r11_land")


def test_list_sides_and_load_side_use_the_boards_folder_only(tmp_path, monkeypatch):
    monkeypatch.setattr(paths, "boards_dir", lambda: tmp_path)
    write(tmp_path, grid_side(), "small_9a.yaml")
    write(tmp_path, grid_side(), "large_1a.yaml")
    assert loader.list_sides() == ["large_1a", "small_9a"]
    assert loader.load_side("small_9a").name == "Test Isle"
    with pytest.raises(BoardError, match="no such island side"):
        loader.load_side("medium_1a")
    with pytest.raises(BoardError):
        loader.load_side("../small_9a")


def test_the_real_sides_load_and_are_cached():
    ids = loader.list_sides()
    assert ids[0] == "large_1a" and ids[-1] == "small_2b"
    first = loader.load_side("small_1a")
    assert loader.load_side("small_1a") is first


def test_a_changed_file_is_read_again(tmp_path):
    path = write(tmp_path, grid_side())
    first = loader.load_side_file(path)
    data = grid_side()
    data["name"] = "Renamed Isle With A Longer Name"
    write(tmp_path, data)
    second = loader.load_side_file(path)
    assert second.name == "Renamed Isle With A Longer Name"
    assert first.name == "Test Isle"


def test_load_map_builds_the_engine_map_from_several_sides():
    side_ids = ["large_1a", "medium_2a", "small_1b"]
    game_map = loader.load_map(side_ids)
    assert isinstance(game_map, MapDef)
    assert game_map.boards() == side_ids
    sides = [loader.load_side(s) for s in side_ids]
    assert len(game_map.regions) == sum(len(s.regions) for s in sides)
    for side in sides:
        for r in side.regions:
            rd = game_map.region(r.id)
            assert rd.board == side.id
            assert rd.terrain is r.terrain and rd.symbols == r.symbols
            assert rd.name == r.name and rd.display_name == r.name
        for a, b in side.borders:
            assert game_map.adjacent(a, b) and game_map.adjacent(b, a)
    # islands never touch
    for rid, neighbours in game_map.neighbours.items():
        for n in neighbours:
            assert game_map.region(rid).board == game_map.region(n).board


def test_load_map_refuses_two_faces_of_one_board_and_unknown_sides():
    with pytest.raises(BoardError, match="one board"):
        loader.load_map(["large_1a", "large_1b"])
    with pytest.raises(BoardError):
        loader.load_map(["large_9z"])
    with pytest.raises(BoardError):
        loader.load_map("large_1a")


def test_load_map_refuses_region_ids_used_on_two_sides(tmp_path, monkeypatch):
    monkeypatch.setattr(paths, "boards_dir", lambda: tmp_path)
    write(tmp_path, grid_side(), "small_9a.yaml")
    write(tmp_path, grid_side(), "large_9a.yaml")
    data = grid_side()
    data["size"] = "large"
    write(tmp_path, data, "large_9a.yaml")
    with pytest.raises(BoardError) as info:
        loader.load_map(["small_9a", "large_9a"])
    message = str(info.value)
    assert "large_9a.yaml" in message and "'alpha_hills'" in message and "'id'" in message


# --- bad files ----------------------------------------------------------------------------------

def test_unknown_terrain_is_refused(tmp_path):
    data = grid_side()
    data["regions"][1]["terrain"] = "desert"
    refused(tmp_path, data, region="beta_woods", field="terrain", words=["desert"])


def test_unknown_symbol_is_refused(tmp_path):
    data = grid_side()
    data["regions"][0]["symbols"] = ["entry", "dragon"]
    refused(tmp_path, data, region="alpha_hills", field="symbols", words=["dragon"])


def test_a_symbol_listed_twice_is_refused(tmp_path):
    data = grid_side()
    data["regions"][0]["symbols"] = ["entry", "entry"]
    refused(tmp_path, data, region="alpha_hills", field="symbols")


def test_duplicate_region_id_is_refused(tmp_path):
    data = grid_side()
    data["regions"][2]["id"] = "alpha_hills"
    refused(tmp_path, data, region="alpha_hills", field="id", words=["duplicate"])


def test_border_naming_an_unknown_region_is_refused(tmp_path):
    data = grid_side()
    data["borders"].append(["alpha_hills", "omega_swamp"])
    refused(tmp_path, data, region="omega_swamp", field="borders", words=["unknown"])


def test_border_listed_twice_either_way_is_refused(tmp_path):
    data = grid_side()
    data["borders"].append(["beta_woods", "alpha_hills"])
    refused(tmp_path, data, region="beta_woods", field="borders", words=["twice"])


def test_border_without_a_shared_edge_is_refused(tmp_path):
    data = grid_side()
    data["borders"].append(["alpha_hills", "delta_bay"])  # they only meet at one point
    refused(tmp_path, data, region="alpha_hills", field="borders", words=["share no edge"])


def test_missing_border_between_regions_sharing_an_edge_is_refused(tmp_path):
    data = grid_side()
    data["borders"].remove(["alpha_hills", "beta_woods"])
    refused(tmp_path, data, region="alpha_hills", field="borders", words=["not listed"])


def test_border_joining_a_region_to_itself_is_refused(tmp_path):
    data = grid_side()
    data["borders"].append(["beta_woods", "beta_woods"])
    refused(tmp_path, data, region="beta_woods", field="borders", words=["itself"])


def test_polygon_with_fewer_than_three_points_is_refused(tmp_path):
    data = grid_side()
    data["regions"][3]["polygon"] = [[100, 100], [200, 200]]
    refused(tmp_path, data, region="delta_bay", field="polygon", words=["at least 3"])


def test_self_intersecting_polygon_is_refused(tmp_path):
    data = grid_side()
    data["regions"][0]["polygon"] = [[0, 0], [100, 100], [100, 0], [0, 100]]  # a bow tie
    refused(tmp_path, data, region="alpha_hills", field="polygon", words=["simple"])


def test_polygon_repeating_its_first_point_is_refused(tmp_path):
    data = grid_side()
    data["regions"][0]["polygon"] = square(0, 0) + [[0, 0]]
    refused(tmp_path, data, region="alpha_hills", field="polygon")


def test_label_outside_its_region_is_refused(tmp_path):
    data = grid_side()
    data["regions"][1]["label"] = [50, 50]  # inside alpha, not beta
    refused(tmp_path, data, region="beta_woods", field="label", words=["inside"])


def test_anchor_on_the_outline_is_refused(tmp_path):
    data = grid_side()
    data["regions"][2]["anchor"] = [0, 150]  # on the coast: not strictly inside
    refused(tmp_path, data, region="gamma_fields", field="anchor")


def test_overlapping_regions_are_refused(tmp_path):
    data = grid_side()
    data["regions"][1]["polygon"] = [[60, 0], [200, 0], [200, 100], [60, 100]]  # eats into alpha
    data["regions"][1]["label"] = [150, 40]
    data["regions"][1]["anchor"] = [150, 60]
    message = refused(tmp_path, data, field="polygon")
    assert "'alpha_hills'" in message and "'beta_woods'" in message


def test_a_region_lying_on_top_of_another_is_refused(tmp_path):
    data = grid_side()
    data["regions"].append(region("epsilon_marsh", [[20, 20], [80, 20], [80, 80], [20, 80]], "swamp"))
    message = refused(tmp_path, data, field="polygon", words=["overlap"])
    assert "'alpha_hills'" in message and "'epsilon_marsh'" in message


def test_a_gap_between_regions_is_refused(tmp_path):
    regions = []
    borders = []
    for j in range(3):
        for i in range(3):
            if (i, j) != (1, 1):
                regions.append(region(f"r{i}{j}_land", square(i * 100, j * 100)))
    ids = {r["id"] for r in regions}
    for j in range(3):
        for i in range(3):
            for a, b in (((i, j), (i + 1, j)), ((i, j), (i, j + 1))):
                ra, rb = f"r{a[0]}{a[1]}_land", f"r{b[0]}{b[1]}_land"
                if ra in ids and rb in ids:
                    borders.append([ra, rb])
    message = refused(tmp_path, {"name": "Holey", "size": "small", "regions": regions, "borders": borders},
                      field="polygon", words=["gap"])
    assert "region 'r" in message


def test_neighbours_must_repeat_shared_vertices(tmp_path):
    data = grid_side()
    # merge the two bottom squares into one rectangle whose top edge lacks the middle vertex
    data["regions"][2]["polygon"] = [[0, 100], [200, 100], [200, 200], [0, 200]]
    data["regions"][2]["label"] = [60, 140]
    data["regions"][2]["anchor"] = [60, 170]
    del data["regions"][3]
    data["borders"] = [["alpha_hills", "beta_woods"], ["alpha_hills", "gamma_fields"],
                       ["beta_woods", "gamma_fields"]]
    refused(tmp_path, data, field="polygon", words=["same vertices"])


def test_two_separate_islands_in_one_file_are_refused(tmp_path):
    data = grid_side()
    data["regions"].append(region("far_isle", square(500, 500), "field"))
    refused(tmp_path, data, region="far_isle", field="polygon", words=["not connected"])


def test_missing_region_field_is_refused(tmp_path):
    data = grid_side()
    del data["regions"][1]["terrain"]
    refused(tmp_path, data, region="beta_woods", field="terrain", words=["missing"])


def test_missing_region_id_is_refused(tmp_path):
    data = grid_side()
    del data["regions"][1]["id"]
    refused(tmp_path, data, region="#2", field="id", words=["missing"])


def test_missing_side_field_is_refused(tmp_path):
    data = grid_side()
    del data["borders"]
    refused(tmp_path, data, field="borders", words=["missing"])


def test_unknown_field_is_refused(tmp_path):
    data = grid_side()
    data["regions"][0]["symbol"] = ["entry"]
    refused(tmp_path, data, region="alpha_hills", field="symbol", words=["unknown field"])


@pytest.mark.parametrize("where, value, region_id, field", [
    (("name",), 5, None, "name"),
    (("size",), "huge", None, "size"),
    (("regions",), {"a": 1}, None, "regions"),
    (("borders",), "alpha_hills-beta_woods", None, "borders"),
    (("regions", 0, "name"), ["Alpha"], "alpha_hills", "name"),
    (("regions", 0, "polygon"), "square", "alpha_hills", "polygon"),
    (("regions", 0, "polygon", 1), [100, "0"], "alpha_hills", "polygon"),
    (("regions", 0, "polygon", 1), [100, True], "alpha_hills", "polygon"),
    (("regions", 0, "label"), [50], "alpha_hills", "label"),
    (("regions", 0, "anchor"), "middle", "alpha_hills", "anchor"),
    (("regions", 0, "symbols"), "entry", "alpha_hills", "symbols"),
    (("regions", 0, "terrain"), 3, "alpha_hills", "terrain"),
    (("regions", 0, "id"), "Alpha Hills", "Alpha Hills", "id"),
])
def test_wrong_types_are_refused(tmp_path, where, value, region_id, field):
    data = copy.deepcopy(grid_side())
    target = data
    for key in where[:-1]:
        target = target[key]
    target[where[-1]] = value
    refused(tmp_path, data, region=region_id, field=field)


def test_a_region_that_is_not_a_mapping_is_refused(tmp_path):
    data = grid_side()
    data["regions"][1] = ["beta_woods", "forest"]
    refused(tmp_path, data, region="#2", field="regions", words=["mapping"])


def test_size_must_match_the_file_name(tmp_path):
    data = grid_side()
    data["size"] = "large"
    refused(tmp_path, data, field="size", words=["file name"])


@pytest.mark.parametrize("text", ["- just\n- a list\n", "42\n", "", "just text\n"])
def test_a_file_that_is_not_a_mapping_is_refused(tmp_path, text):
    refused(tmp_path, text, words=["mapping"])


def test_broken_yaml_is_refused(tmp_path):
    refused(tmp_path, "name: [unclosed\nsize: small\n", words=["YAML"])


def test_yaml_is_loaded_safely(tmp_path):
    refused(tmp_path, "name: !!python/object/apply:os.system ['echo hi']\n", words=["YAML"])


def test_unreadable_files_are_refused(tmp_path):
    refused(tmp_path, b"name: \xff\xfe broken\n", words=["cannot read"])
    missing = tmp_path / "small_0a.yaml"
    with pytest.raises(BoardError) as info:
        loader.load_side_file(missing)
    assert str(missing) in str(info.value)
    folder = tmp_path / "small_8a.yaml"
    folder.mkdir()
    with pytest.raises(BoardError) as info:
        loader.load_side_file(folder)
    assert str(folder) in str(info.value)


def test_board_error_is_a_value_error():
    assert issubclass(BoardError, ValueError)


# --- geometry helpers -------------------------------------------------------------------------

def test_point_in_polygon_is_strict():
    sq = [(0, 0), (10, 0), (10, 10), (0, 10)]
    assert geo.point_in_polygon((5, 5), sq)
    assert not geo.point_in_polygon((15, 5), sq)
    assert not geo.point_in_polygon((10, 5), sq)  # on the outline
    assert not geo.point_in_polygon((0, 0), sq)
    notch = [(0, 0), (10, 0), (10, 10), (5, 3), (0, 10)]
    assert not geo.point_in_polygon((5, 8), notch)
    assert geo.point_in_polygon((5, 2), notch)


def test_segment_intersection_kinds():
    assert geo.segment_intersection((0, 0), (10, 10), (0, 10), (10, 0)) == geo.CROSS
    assert geo.segment_intersection((0, 0), (10, 0), (10, 0), (10, 10)) == geo.TOUCH
    assert geo.segment_intersection((0, 0), (10, 0), (5, 0), (5, 5)) == geo.TOUCH
    assert geo.segment_intersection((0, 0), (10, 0), (5, 0), (15, 0)) == geo.OVERLAP
    assert geo.segment_intersection((0, 0), (10, 0), (10, 0), (20, 0)) == geo.TOUCH
    assert geo.segment_intersection((0, 0), (10, 0), (11, 0), (20, 0)) == geo.NONE
    assert geo.segment_intersection((0, 0), (10, 0), (0, 1), (10, 1)) == geo.NONE
    assert geo.segments_intersect((0, 0), (4, 4), (4, 0), (0, 4))


def test_area_centroid_and_orientation():
    sq = [(0, 0), (10, 0), (10, 10), (0, 10)]
    assert geo.polygon_area(sq) == 100
    assert geo.signed_area(sq) == 100
    assert geo.signed_area(list(reversed(sq))) == -100
    assert geo.centroid(sq) == (5, 5)
    assert geo.signed_area(geo.ccw(list(reversed(sq)))) == 100


def test_self_intersections_found():
    assert geo.self_intersections([(0, 0), (10, 0), (10, 10), (0, 10)]) == []
    assert geo.self_intersections([(0, 0), (10, 10), (10, 0), (0, 10)])
    assert geo.self_intersections([(0, 0), (10, 0), (5, 0), (5, 5)])  # folds back on itself
    assert geo.self_intersections([(0, 0), (10, 0), (10, 10), (5, 0), (0, 10)])  # touches itself
    assert not geo.is_simple([(0, 0), (5, 0), (10, 0)])  # no area


def test_shared_edges_and_touching_pairs_agree_and_ignore_point_contacts():
    polys = {"a": square(0, 0), "b": square(100, 0), "c": square(100, 100)}
    polys = {k: [tuple(p) for p in v] for k, v in polys.items()}
    assert geo.shared_edge_pairs(polys) == {("a", "b"), ("b", "c")}
    assert geo.touching_pairs(polys) == {("a", "b"), ("b", "c")}
    # a partial overlap without shared vertices still touches, but is no exact shared edge
    polys["d"] = [(200, 50), (300, 50), (300, 150), (200, 150)]
    assert ("c", "d") in geo.touching_pairs(polys)
    assert ("c", "d") not in geo.shared_edge_pairs(polys)


def test_tiling_problems_catch_overlaps_and_gaps():
    tiles = {"a": [(0, 0), (10, 0), (10, 10), (0, 10)], "b": [(10, 0), (20, 0), (20, 10), (10, 10)]}
    assert geo.tiling_problems(tiles) == []
    overlap = {"a": tiles["a"], "b": [(5, 0), (20, 0), (20, 10), (5, 10)]}
    assert any("overlap" in p.message or "cross" in p.message for p in geo.tiling_problems(overlap))
    apart = {"a": tiles["a"], "b": [(30, 0), (40, 0), (40, 10), (30, 10)]}
    assert any("not connected" in p.message for p in geo.tiling_problems(apart))


def test_pole_of_inaccessibility_finds_the_roomiest_point():
    rect = [(0, 0), (100, 0), (100, 40), (0, 40)]
    point, clearance = geo.pole_of_inaccessibility(rect, step=4)
    assert geo.point_in_polygon(point, rect)
    assert clearance == pytest.approx(20, abs=1)


def test_load_map_gives_the_same_map_again_until_a_side_file_changes(tmp_path, monkeypatch):
    """A new game checks its sides by building their map, then builds it again: the second
    time is the same object. An edited side file is read again and makes a new map."""
    for sid in ("large_1a", "small_1a"):
        (tmp_path / f"{sid}.yaml").write_bytes((paths.boards_dir() / f"{sid}.yaml").read_bytes())
    monkeypatch.setattr(paths, "boards_dir", lambda: tmp_path)
    first = loader.load_map(["large_1a", "small_1a"])
    assert loader.load_map(["large_1a", "small_1a"]) is first
    assert loader.load_map(("large_1a", "small_1a")) is first
    other_order = loader.load_map(["small_1a", "large_1a"])
    assert other_order is not first and other_order.regions[0].board == "small_1a"
    edited = tmp_path / "small_1a.yaml"
    edited.write_text(edited.read_text(encoding="utf-8") + "\n# edited\n", encoding="utf-8")
    again = loader.load_map(["large_1a", "small_1a"])
    assert again is not first and again == first
    loader.clear_cache()
    assert loader.load_map(["large_1a", "small_1a"]) is not again
