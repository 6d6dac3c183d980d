"""The twelve island sides in boards/ keep every FACTS.md "Boards" constraint.

These tests recompute what they check from the raw shapes (their own enumeration of the
5-player sets, their own coast and adjacency from geometry) instead of trusting the
loader's or the rules module's answers.
"""

from __future__ import annotations

import itertools
import math
import re
from collections import Counter, deque

import pytest

from smallwow_qt import paths
from smallwow_qt.boards import generate, geometry, layout, loader, rules
from smallwow_qt.boards.model import SIDE_IDS
from smallwow_qt.engine.mapdef import Symbol, Terrain
from smallwow_qt.values import replace

LAND = (Terrain.FIELD, Terrain.FOREST, Terrain.HILL, Terrain.SWAMP, Terrain.MOUNTAIN)
LAND_RANGE = {"small": range(7, 9), "medium": range(9, 11), "large": range(11, 14)}


@pytest.fixture(scope="module")
def sides():
    return {sid: loader.load_side(sid) for sid in SIDE_IDS}


def edge_use(side):
    """How many regions of the side use each (direction-free) edge."""
    count = Counter()
    for r in side.regions:
        for a, b in geometry.edges(r.polygon):
            count[geometry.edge_key(a, b)] += 1
    return count


def touches_outer_coast(side, region, use):
    return any(use[geometry.edge_key(a, b)] == 1 for a, b in geometry.edges(region.polygon))


def adjacency(side):
    adj = {r.id: set() for r in side.regions}
    for a, b in side.borders:
        adj[a].add(b)
        adj[b].add(a)
    return adj


def reachable(adj, start, allowed):
    seen = {start}
    todo = deque([start])
    while todo:
        for n in adj[todo.popleft()]:
            if n in allowed and n not in seen:
                seen.add(n)
                todo.append(n)
    return seen


def test_exactly_the_twelve_sides_exist():
    assert loader.list_sides() == list(SIDE_IDS)
    assert sorted(p.stem for p in paths.boards_dir().glob("*.yaml")) == sorted(SIDE_IDS)


@pytest.mark.parametrize("sid", SIDE_IDS)
def test_land_region_count_matches_the_board_size(sides, sid):
    side = sides[sid]
    assert side.size == sid.split("_")[0]
    land = [r for r in side.regions if r.terrain not in (Terrain.SEA, Terrain.LAKE)]
    assert len(land) in LAND_RANGE[side.size], f"{sid}: {len(land)} land regions"


def test_at_most_one_water_region_per_side_and_most_sides_have_one(sides):
    water = {sid: [r for r in s.regions if r.terrain in (Terrain.SEA, Terrain.LAKE)] for sid, s in sides.items()}
    assert all(len(w) <= 1 for w in water.values()), water
    assert sum(1 for w in water.values() if w) > len(sides) / 2


@pytest.mark.parametrize("sid", SIDE_IDS)
def test_a_sea_is_a_bay_open_to_the_ocean_and_a_lake_is_inland(sides, sid):
    side = sides[sid]
    use = edge_use(side)
    for r in side.regions:
        if r.terrain is Terrain.SEA:
            assert touches_outer_coast(side, r, use), f"{r.id} is a sea but landlocked"
        if r.terrain is Terrain.LAKE:
            assert not touches_outer_coast(side, r, use), f"{r.id} is a lake but reaches the ocean"


@pytest.mark.parametrize("sid", SIDE_IDS)
def test_exactly_one_marker_region(sides, sid):
    markers = [r.id for r in sides[sid].regions if Symbol.MARKER in r.symbols]
    assert len(markers) == 1, markers


@pytest.mark.parametrize("sid", SIDE_IDS)
def test_at_least_two_entry_regions_all_on_the_coast(sides, sid):
    side = sides[sid]
    use = edge_use(side)
    adj = adjacency(side)
    seas = {r.id for r in side.regions if r.terrain is Terrain.SEA}
    entries = [r for r in side.regions if Symbol.ENTRY in r.symbols]
    assert len(entries) >= 2
    for r in entries:
        assert r.terrain not in (Terrain.SEA, Terrain.LAKE), f"entry on water: {r.id}"
        assert touches_outer_coast(side, r, use) or adj[r.id] & seas, f"entry {r.id} is inland"


@pytest.mark.parametrize("sid", [s for s in SIDE_IDS if not s.startswith("small")])
def test_every_terrain_on_every_medium_and_large_side(sides, sid):
    present = {r.terrain for r in sides[sid].regions}
    for t in LAND:
        assert t in present, f"{sid} has no {t.value}"
    assert present & {Terrain.SEA, Terrain.LAKE}, f"{sid} has no sea or lake"


@pytest.mark.parametrize("sid", SIDE_IDS)
def test_murlocs_never_on_water_or_mountains_and_water_carries_no_symbol(sides, sid):
    for r in sides[sid].regions:
        if Symbol.MURLOC in r.symbols:
            assert r.terrain not in (Terrain.SEA, Terrain.LAKE, Terrain.MOUNTAIN), r.id
        if r.terrain in (Terrain.SEA, Terrain.LAKE):
            assert not r.symbols, r.id


@pytest.mark.parametrize("sid", SIDE_IDS)
def test_every_side_has_caverns_magic_sources_and_murlocs(sides, sid):
    counts = Counter(s for r in sides[sid].regions for s in r.symbols)
    for s in (Symbol.CAVERN, Symbol.MAGIC, Symbol.MURLOC):
        assert counts[s] >= 1, f"{sid} has no {s.value}"


def five_player_sets():
    """Written out by hand: one side of each large board, one medium side, one of each small."""
    return list(itertools.product(
        ("large_1a", "large_1b"), ("large_2a", "large_2b"),
        ("medium_1a", "medium_1b", "medium_2a", "medium_2b"),
        ("small_1a", "small_1b"), ("small_2a", "small_2b")))


def test_any_five_player_set_has_at_most_10_mountains_and_15_murlocs(sides):
    sets = five_player_sets()
    assert len(sets) == 64
    worst_mountains = worst_murlocs = 0
    for chosen in sets:
        mountains = sum(1 for s in chosen for r in sides[s].regions if r.terrain is Terrain.MOUNTAIN)
        murlocs = sum(1 for s in chosen for r in sides[s].regions if Symbol.MURLOC in r.symbols)
        assert mountains <= 10, (chosen, mountains)
        assert murlocs <= 15, (chosen, murlocs)
        worst_mountains = max(worst_mountains, mountains)
        worst_murlocs = max(worst_murlocs, murlocs)
    # the limits are used, not dodged by bare islands
    assert worst_mountains >= 8 and worst_murlocs >= 12


def test_legal_sets_agree_with_the_setup_table():
    assert sorted(rules.legal_sets(5)) == sorted(five_player_sets())
    for players, count in ((2, 16), (3, 64), (4, 64), (5, 64)):
        sets = rules.legal_sets(players)
        assert len(sets) == count
        for chosen in sets:
            assert len(chosen) == players
            boards = [s[:-1] for s in chosen]
            assert len(set(boards)) == players, "a board shows one side at a time"


def test_every_legal_set_for_any_player_count_fits_the_token_supply(sides):
    for players in (2, 3, 4, 5):
        for chosen in rules.legal_sets(players):
            assert sum(sides[s].count(terrain=Terrain.MOUNTAIN) for s in chosen) <= rules.MOUNTAIN_TOKENS
            assert sum(sides[s].count(symbol=Symbol.MURLOC) for s in chosen) <= rules.MURLOC_TOKENS


@pytest.mark.parametrize("sid", SIDE_IDS)
def test_every_region_reaches_every_other_and_land_stays_connected(sides, sid):
    side = sides[sid]
    adj = adjacency(side)
    ids = {r.id for r in side.regions}
    land = {r.id for r in side.regions if r.terrain not in (Terrain.SEA, Terrain.LAKE)}
    for rid in ids:
        assert reachable(adj, rid, ids) == ids
    start = next(iter(sorted(land)))
    assert reachable(adj, start, land) == land


@pytest.mark.parametrize("sid", SIDE_IDS)
def test_borders_are_exactly_the_pairs_whose_outlines_share_an_edge(sides, sid):
    side = sides[sid]
    polys = {r.id: r.polygon for r in side.regions}
    from_geometry = geometry.touching_pairs(polys)  # any collinear overlap of positive length
    listed = {tuple(sorted(pair)) for pair in side.borders}
    assert len(listed) == len(side.borders), "a border is listed twice"
    assert listed == from_geometry, (listed ^ from_geometry)
    for a, b in side.borders:
        assert a != b


def _inside(p, poly):
    x, y = p
    inside = False
    n = len(poly)
    for i in range(n):
        x1, y1 = poly[i]
        x2, y2 = poly[(i + 1) % n]
        if (y1 > y) != (y2 > y) and x1 + (y - y1) * (x2 - x1) / (y2 - y1) > x:
            inside = not inside
    return inside


@pytest.mark.parametrize("sid", SIDE_IDS)
def test_regions_tile_the_island_without_gaps_or_overlaps(sides, sid):
    side = sides[sid]
    total = sum(geometry.polygon_area(r.polygon) for r in side.regions)
    assert total == pytest.approx(geometry.polygon_area(side.outline), rel=1e-9)
    for r in side.regions:
        assert not geometry.self_intersections(r.polygon), r.id
    # sample the island on a grid: every point inside the coast lies in exactly one region
    boxes = {r.id: geometry.bounds(r.polygon) for r in side.regions}
    x0, y0, x1, y1 = side.bounds()
    step = 23.0
    y = y0 + 0.37
    checked = 0
    while y < y1:
        x = x0 + 0.41
        while x < x1:
            owners = [r.id for r in side.regions
                      if boxes[r.id][0] <= x <= boxes[r.id][2] and boxes[r.id][1] <= y <= boxes[r.id][3]
                      and _inside((x, y), r.polygon)]
            if _inside((x, y), side.outline):
                assert len(owners) == 1, f"{sid}: point {(x, y)} lies in {owners or 'no region'}"
                checked += 1
            else:
                assert owners == [], f"{sid}: point {(x, y)} outside the coast lies in {owners}"
            x += step
        y += step
    assert checked > 200


@pytest.mark.parametrize("sid", SIDE_IDS)
def test_neighbours_repeat_each_others_vertices(sides, sid):
    """Every outline segment is shared whole or not at all: no vertex sits on another's edge."""
    side = sides[sid]
    use = edge_use(side)
    assert set(use.values()) <= {1, 2}
    coast = {geometry.edge_key(a, b) for a, b in geometry.edges(side.outline)}
    assert coast == {e for e, n in use.items() if n == 1}


@pytest.mark.parametrize("sid", SIDE_IDS)
def test_labels_and_anchors_sit_inside_with_room_for_the_name_and_tokens(sides, sid):
    side = sides[sid]
    for r in side.regions:
        assert geometry.point_in_polygon(r.label, r.polygon), r.id
        assert geometry.point_in_polygon(r.anchor, r.polygon), r.id
        icons = len(layout.icon_names(r.terrain, r.symbols, side.size))
        rect = layout.block_rect(r.name, icons, r.label)
        assert layout.rect_inside(rect, r.polygon), f"{r.id}: name block sticks out"
        assert geometry.boundary_distance(r.anchor, r.polygon) >= layout.TOKEN_RADIUS, r.id
        assert layout.disc_clear_of_rect(r.anchor, layout.TOKEN_RADIUS, rect), f"{r.id}: tokens cover the name"
        if not r.is_water:
            assert geometry.polygon_area(r.polygon) > 15000, f"{r.id} is too small to play on"


@pytest.mark.parametrize("sid", SIDE_IDS)
def test_large_and_medium_sides_have_inland_regions(sides, sid):
    side = sides[sid]
    use = edge_use(side)
    inland = [r.id for r in side.regions
              if r.terrain not in (Terrain.SEA, Terrain.LAKE) and not touches_outer_coast(side, r, use)]
    assert len(inland) >= {"small": 0, "medium": 1, "large": 2}[side.size], inland


def test_region_ids_are_unique_across_all_sides_and_derive_from_names(sides):
    ids = [r.id for s in sides.values() for r in s.regions]
    assert len(ids) == len(set(ids))
    names = [r.name for s in sides.values() for r in s.regions]
    assert len(names) == len(set(names))
    for s in sides.values():
        for r in s.regions:
            assert re.fullmatch(r"[a-z][a-z0-9]*(_[a-z0-9]+)*", r.id)
            assert r.id == generate.snake(r.name)
    island_names = [s.name for s in sides.values()]
    assert len(set(island_names)) == 12


def test_sides_fit_the_table_and_keep_regions_big_enough(sides):
    for s in sides.values():
        x0, y0, x1, y1 = s.bounds()
        assert x1 - x0 <= 1100 and y1 - y0 <= 760, s.id
        assert (x0, y0) == (20, 20), s.id


def test_rules_module_finds_no_problem_in_the_shipped_sides(sides):
    for s in sides.values():
        assert rules.side_problems(s) == [], s.id
    assert rules.set_problems(sides) == []


def _with(side, region_id, **changes):
    regions = tuple(replace(r, **changes) if r.id == region_id else r for r in side.regions)
    return replace(side, regions=regions)


def test_a_changed_copy_of_a_side_leaves_the_original_alone(sides):
    side = sides["small_2b"]
    first = side.regions[0]
    copy = _with(side, first.id, terrain=Terrain.SWAMP, name="Changed")
    assert copy.region(first.id).name == "Changed"
    assert side.region(first.id) is first


def test_rules_module_notices_broken_sides(sides):
    side = next(s for s in sides.values()
                if s.size == "large" and s.water and any(not s.on_coast(r.id) for r in s.land))
    land = [r for r in side.regions if not r.is_water]
    marker = next(r for r in side.regions if Symbol.MARKER in r.symbols)
    mountain = next(r for r in side.regions if r.terrain is Terrain.MOUNTAIN)
    inland = next(r for r in land if not side.on_coast(r.id))
    water = side.water[0]

    def problems(s):
        return " | ".join(rules.side_problems(s))

    assert "marker" in problems(_with(side, marker.id, symbols=marker.symbols - {Symbol.MARKER}))
    assert "murloc on mountain" in problems(_with(side, mountain.id, symbols=mountain.symbols | {Symbol.MURLOC}))
    assert "not on the coast" in problems(_with(side, inland.id, symbols=inland.symbols | {Symbol.ENTRY}))
    assert "water" in problems(_with(side, water.id, symbols=frozenset({Symbol.ENTRY})))
    assert "no swamp" in problems(replace(side, regions=tuple(
        replace(r, terrain=Terrain.FIELD) if r.terrain is Terrain.SWAMP else r for r in side.regions)))
    too_many = dict(sides)
    more = side
    for r in [r for r in land if r.terrain is not Terrain.MOUNTAIN][:3]:
        more = _with(more, r.id, terrain=Terrain.MOUNTAIN, symbols=frozenset())
    too_many[side.id] = more
    assert any("mountain regions" in p for p in rules.set_problems(too_many))


@pytest.mark.parametrize("sid", SIDE_IDS)
def test_files_are_exactly_what_the_generator_writes(sid):
    """Nobody hand-edits polygons or borders: the committed file is the generator's output."""
    text = (paths.boards_dir() / f"{sid}.yaml").read_text(encoding="utf-8")
    attempt = generate.recorded_attempt(text)
    assert generate.side_text(sid, first_attempt=attempt) == text, (
        f"boards/{sid}.yaml differs from the generator's output: run python -m smallwow_qt.boards.generate")


def test_generator_specs_match_the_size_limits():
    for sid, spec in generate.SPECS.items():
        size = sid.split("_")[0]
        assert spec.land_count in LAND_RANGE[size], sid
        assert sum(len(spec.terrains.get(t, [])) for t in ("sea", "lake")) == (1 if spec.water else 0)
        assert math.isfinite(spec.aspect)
