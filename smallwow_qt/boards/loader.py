"""Read island sides from `boards/<side>.yaml` and build the engine's map from them.

Every file is checked in full when it is read; a bad one raises `BoardError` whose message
starts with the file, then names the region and the field at fault. Loaded sides are
immutable and cached.

File format (one side per file, the side id is the file name without `.yaml`)::

    name: Durotar Isle            # the island's display name
    size: large                   # small / medium / large (must match the file name)
    regions:
      - id: razor_hill            # snake_case, unique across all sides
        name: Razor Hill          # display name
        terrain: hill             # field forest hill swamp mountain sea lake
        symbols: [entry, murloc]  # subset of entry cavern magic murloc marker
        polygon: [[x, y], ...]    # at least 3 points, simple; neighbours repeat shared vertices
        label: [x, y]             # strictly inside the polygon: where the name goes
        anchor: [x, y]            # strictly inside the polygon: where tokens stack
    borders:                      # every pair of regions whose outlines share an edge, once
      - [razor_hill, valley_of_trials]
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from smallwow_qt import paths
from smallwow_qt.boards import geometry as geo
from smallwow_qt.boards import compiled
from smallwow_qt.boards.compiled import load_compiled
from smallwow_qt.boards.model import SIDE_IDS, SIZES, RegionShape, Side
from smallwow_qt.engine import SYMBOLS, TERRAINS, MapDef, RegionDef, Symbol, Terrain
from smallwow_qt.yamltext import YamlProblem, load_yaml_text


class BoardError(ValueError):
    """An island side file is missing, unreadable or wrong; the message says where."""


_SIDE_FIELDS = ("name", "size", "regions", "borders")
_REGION_FIELDS = ("id", "name", "terrain", "symbols", "polygon", "label", "anchor")
_ID_RE = re.compile(r"^[a-z][a-z0-9]*(_[a-z0-9]+)*$")

_cache: dict[tuple[str, int, int], Side] = {}
_maps: dict[tuple[str, ...], tuple[tuple[Side, ...], MapDef]] = {}     # side ids -> (sides, map)


def list_sides() -> list[str]:
    """Ids of the island sides found in the boards folder, large to small, `a` before `b`."""
    found = {p.stem for p in paths.boards_dir().glob("*.yaml")}
    order = {sid: i for i, sid in enumerate(SIDE_IDS)}
    return sorted(found, key=lambda s: (order.get(s, len(order)), s))


def side_path(side_id: str) -> Path:
    if not isinstance(side_id, str) or not _ID_RE.match(side_id):
        raise BoardError(f"{side_id!r} is not an island side id (like 'large_1a')")
    return paths.boards_dir() / f"{side_id}.yaml"


def load_side(side_id: str) -> Side:
    """The island side `side_id` from the boards folder (cached)."""
    path = side_path(side_id)
    if not path.is_file():
        raise BoardError(f"{path}: no such island side {side_id!r} (known: {', '.join(list_sides())})")
    return load_side_file(path)


def load_side_file(path: str | Path) -> Side:
    """Read and check one side file; the side id is the file name without `.yaml` (cached).
    The compiled form beside it (`compiled.json`, see compiled.py) answers when it was made
    from the file as it is now."""
    path = Path(path)
    try:
        stat = path.stat()
    except OSError as exc:
        raise BoardError(f"{path}: cannot read the file: {exc.strerror or exc}") from exc
    key = (str(path.resolve()), stat.st_mtime_ns, stat.st_size)
    side = _cache.get(key)
    if side is None:
        side = load_compiled(path) or _parse(path)
        _cache[key] = side
    return side


def parse_side_file(path: str | Path) -> Side:
    """Read and check one side file from its YAML, never from the compiled form (uncached)."""
    return _parse(Path(path))


def clear_cache() -> None:
    _cache.clear()
    _maps.clear()


def load_map(side_ids: Sequence[str]) -> MapDef:
    """The engine's map made of the given island sides, in that order (regions never cross sides);
    the same object again while the sides are the ones read last time."""
    if isinstance(side_ids, str):
        raise BoardError(f"load_map wants a list of side ids, not the string {side_ids!r}")
    sides: list[Side] = []
    boards_seen: dict[str, str] = {}
    for sid in side_ids:
        side = load_side(sid)
        if side.board in boards_seen:
            raise BoardError(f"{side.source}: side {sid!r} cannot be used with {boards_seen[side.board]!r}: "
                             "one board cannot show two sides at once")
        boards_seen[side.board] = sid
        sides.append(side)
    made = _maps.get(tuple(side_ids))
    if made is not None and len(made[0]) == len(sides) and all(a is b for a, b in zip(made[0], sides)):
        return made[1]          # (the same sides as read last time: a map is never changed)
    owner: dict[str, Side] = {}
    regions: list[RegionDef] = []
    borders: list[tuple[str, str]] = []
    for side in sides:
        for r in side.regions:
            if r.id in owner:
                raise BoardError(f"{side.source}: region {r.id!r}, field 'id': the id is also used by "
                                 f"{owner[r.id].source}; region ids must be unique across all sides")
            owner[r.id] = side
            regions.append(RegionDef(r.id, board=side.id, terrain=r.terrain, symbols=r.symbols, name=r.name))
        borders.extend(side.borders)
    try:
        map_def = MapDef.build(regions, borders)
    except ValueError as exc:  # pragma: no cover - every side was already checked
        raise BoardError(str(exc)) from exc
    _maps[tuple(side_ids)] = (tuple(sides), map_def)
    return map_def


# --- parsing and checking -------------------------------------------------------------------

class _Where:
    def __init__(self, path: Path):
        self.path = path

    def fail(self, message: str, region: str | None = None, field: str | None = None) -> BoardError:
        where = []
        if region is not None:
            where.append(f"region {region!r}")
        if field is not None:
            where.append(f"field {field!r}")
        prefix = f"{self.path}: " + (", ".join(where) + ": " if where else "")
        return BoardError(prefix + message)


def _parse(path: Path) -> Side:
    where = _Where(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise where.fail(f"cannot read the file: {exc}") from exc
    try:
        data = load_yaml_text(text)
    except YamlProblem as exc:
        raise where.fail(str(exc)) from None
    if not isinstance(data, dict):
        raise where.fail(f"the file must hold a mapping (name, size, regions, borders), not {_kind(data)}")
    for key in data:
        if key not in _SIDE_FIELDS:
            raise where.fail(f"unknown field (expected {', '.join(_SIDE_FIELDS)})", field=str(key))
    for key in _SIDE_FIELDS:
        if key not in data:
            raise where.fail("missing field", field=key)

    side_id = path.stem
    name = data["name"]
    if not isinstance(name, str) or not name.strip():
        raise where.fail(f"must be a non-empty text, not {_kind(name)}", field="name")
    size = data["size"]
    if not isinstance(size, str) or size not in SIZES:
        raise where.fail(f"must be one of {', '.join(SIZES)}, not {size!r}", field="size")
    prefix = side_id.split("_", 1)[0]
    if prefix in SIZES and prefix != size:
        raise where.fail(f"is {size!r} but the file name says {prefix!r}", field="size")

    raw_regions = data["regions"]
    if not isinstance(raw_regions, list) or not raw_regions:
        raise where.fail(f"must be a non-empty list of regions, not {_kind(raw_regions)}", field="regions")
    regions: list[RegionShape] = []
    seen: set[str] = set()
    for index, raw in enumerate(raw_regions):
        region = _parse_region(where, index, raw)
        if region.id in seen:
            raise where.fail("duplicate id: two regions of this side use it", region=region.id, field="id")
        seen.add(region.id)
        regions.append(region)

    polys = {r.id: r.polygon for r in regions}
    problems = geo.tiling_problems(polys)
    if problems:
        pr = problems[0]
        others = [r for r in pr.regions[1:]]
        extra = f" (with {', '.join(repr(o) for o in others)})" if others else ""
        at = f" near {geo.fmt_point(pr.point)}" if pr.point is not None else ""
        region_name = pr.regions[0] if pr.regions else None
        raise where.fail(f"{pr.message}{extra}{at}", region=region_name, field="polygon")

    borders = _parse_borders(where, data["borders"], seen)
    geometric = geo.shared_edge_pairs(polys)
    for a, b in sorted(borders - geometric):
        raise where.fail(f"border [{a}, {b}] is listed but the two outlines share no edge", region=a,
                         field="borders")
    for a, b in sorted(geometric - borders):
        raise where.fail(f"outlines of {a!r} and {b!r} share an edge but the border [{a}, {b}] is not listed",
                         region=a, field="borders")

    cycles, _ = geo.outline_cycles(polys)
    outline = tuple(cycles[0])
    directed_outline = set(geo.edges(outline))
    coastal = frozenset(r.id for r in regions if any(e in directed_outline for e in geo.edges(r.polygon)))
    order = {r.id: i for i, r in enumerate(regions)}
    ordered_borders = tuple(sorted(borders, key=lambda ab: (order[ab[0]], order[ab[1]])))
    return Side(id=side_id, name=name.strip(), size=size, regions=tuple(regions), borders=ordered_borders,
                outline=outline, coastal=coastal, source=str(path))


def _parse_region(where: _Where, index: int, raw: Any) -> RegionShape:
    if not isinstance(raw, dict):
        raise where.fail(f"region #{index + 1} must be a mapping, not {_kind(raw)}", region=f"#{index + 1}",
                         field="regions")
    rid = raw.get("id")
    if not isinstance(rid, str) or not _ID_RE.match(rid):
        label = rid if isinstance(rid, str) else f"#{index + 1}"
        if "id" not in raw:
            raise where.fail("missing field", region=label, field="id")
        raise where.fail(f"must be a snake_case text like 'mulgore_hills', not {rid!r}", region=label,
                         field="id")
    for key in raw:
        if key not in _REGION_FIELDS:
            raise where.fail(f"unknown field (expected {', '.join(_REGION_FIELDS)})", region=rid, field=str(key))
    for key in _REGION_FIELDS:
        if key not in raw:
            raise where.fail("missing field", region=rid, field=key)

    name = raw["name"]
    if not isinstance(name, str) or not name.strip():
        raise where.fail(f"must be a non-empty text, not {_kind(name)}", region=rid, field="name")
    terrain = raw["terrain"]
    if not isinstance(terrain, str) or terrain not in TERRAINS:
        raise where.fail(f"unknown terrain {terrain!r} (one of {', '.join(sorted(TERRAINS))})", region=rid,
                         field="terrain")
    symbols = raw["symbols"]
    if symbols is None:
        symbols = []
    if not isinstance(symbols, list):
        raise where.fail(f"must be a list, not {_kind(symbols)}", region=rid, field="symbols")
    for s in symbols:
        if not isinstance(s, str) or s not in SYMBOLS:
            raise where.fail(f"unknown symbol {s!r} (one of {', '.join(sorted(SYMBOLS))})", region=rid,
                             field="symbols")
    if len(set(symbols)) != len(symbols):
        raise where.fail("a symbol is listed twice", region=rid, field="symbols")

    polygon = raw["polygon"]
    if not isinstance(polygon, list):
        raise where.fail(f"must be a list of [x, y] points, not {_kind(polygon)}", region=rid, field="polygon")
    if len(polygon) < 3:
        raise where.fail(f"needs at least 3 points, has {len(polygon)}", region=rid, field="polygon")
    points = tuple(_point(where, rid, "polygon", p, i) for i, p in enumerate(polygon))
    crossings = geo.self_intersections(points)
    if crossings or geo.polygon_area(points) <= geo.EPS:
        at = f" at {geo.fmt_point(crossings[0])}" if crossings else " (it has no area)"
        raise where.fail(f"the outline is not a simple polygon: it meets itself{at}", region=rid,
                         field="polygon")
    points = geo.ccw(points)
    label = _point(where, rid, "label", raw["label"])
    anchor = _point(where, rid, "anchor", raw["anchor"])
    for field_name, p in (("label", label), ("anchor", anchor)):
        if not geo.point_in_polygon(p, points):
            raise where.fail(f"{geo.fmt_point(p)} is not strictly inside the region's polygon", region=rid,
                             field=field_name)
    return RegionShape(id=rid, name=name.strip(), terrain=Terrain(terrain),
                       symbols=frozenset(Symbol(s) for s in symbols), polygon=points, label=label, anchor=anchor)


def _point(where: _Where, rid: str, field_name: str, raw: Any, index: int | None = None) -> geo.Point:
    what = f"point #{index + 1} " if index is not None else ""
    if not isinstance(raw, list) or len(raw) != 2 or not all(_is_number(v) for v in raw):
        raise where.fail(f"{what}must be a pair of numbers [x, y], not {raw!r}", region=rid, field=field_name)
    return (float(raw[0]), float(raw[1]))


def _is_number(v: Any) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool) and v == v and abs(v) != float("inf")


def _parse_borders(where: _Where, raw: Any, ids: set[str]) -> set[tuple[str, str]]:
    if not isinstance(raw, list):
        raise where.fail(f"must be a list of [id, id] pairs, not {_kind(raw)}", field="borders")
    out: set[tuple[str, str]] = set()
    for pair in raw:
        if not isinstance(pair, list) or len(pair) != 2 or not all(isinstance(x, str) for x in pair):
            raise where.fail(f"each border must be a pair [id, id], not {pair!r}", field="borders")
        a, b = pair
        for end in (a, b):
            if end not in ids:
                raise where.fail(f"border [{a}, {b}] names an unknown region {end!r}", region=end,
                                 field="borders")
        if a == b:
            raise where.fail(f"border [{a}, {b}] joins a region to itself", region=a, field="borders")
        key = (a, b) if a < b else (b, a)
        if key in out:
            raise where.fail(f"border [{a}, {b}] is listed twice (borders are symmetric: list each pair once)",
                             region=a, field="borders")
        out.add(key)
    return out


def _kind(value: Any) -> str:
    if value is None:
        return "nothing"
    return {dict: "a mapping", list: "a list", str: "a text", bool: "a yes/no", int: "a number",
            float: "a number"}.get(type(value), type(value).__name__)


def compiled_text(folder: Path) -> str:
    """The compiled file for the YAML sides in `folder`, read and checked in full (raises
    BoardError if one is wrong): one side per line."""
    lines = []
    for path in sorted(folder.glob("*.yaml")):
        side = parse_side_file(path)
        entry = compiled.side_to_dict(side, path.read_bytes())
        lines.append(f"{json.dumps(path.stem)}: {json.dumps(entry, ensure_ascii=False, separators=(',', ':'))}")
    return compiled.header().decode() + "\n" + ",\n".join(lines) + "\n}}\n"


def write_compiled(folder: Path) -> Path:
    path = folder / compiled.FILE_NAME
    path.write_text(compiled_text(folder), encoding="utf-8")
    return path
