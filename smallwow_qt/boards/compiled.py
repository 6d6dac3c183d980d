"""The island sides in a compiled form: `boards/compiled.json`, generated from the YAML files.

Reading a side from YAML means parsing it and checking its geometry (simple outlines, a
tiling without gaps, borders on shared edges): a good part of the game's start-up. The
compiled file holds each side exactly as the checking loader builds it, outline and coast
included, so loading is one `json.loads`. It is only a faster route to the same result:

- each entry carries the SHA-256 of the YAML file it came from; an entry whose YAML has
  changed since (an edited side) is ignored and the YAML is read and checked as before;
- an entry that is missing or malformed is ignored the same way;
- the file holds one side a line, and only the lines of the sides asked for are parsed
  (parsing the whole file, mostly numbers, took ~6 ms of the 5-player table's start); a
  file laid out otherwise is parsed whole;
- `python -m smallwow_qt.boards compile` writes the file again, and a test checks that the
  file shipped equals what it writes.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from smallwow_qt.boards.model import RegionShape, Side
from smallwow_qt.engine import Symbol, Terrain
from smallwow_qt.digest import sha256_hex

FILE_NAME = "compiled.json"
FORMAT = "smallwow-boards"
VERSION = 2        # 2: points as flat lists of numbers, whole ones written without ".0"

#: (path, mtime, size) -> {side id: its entry, parsed (a dict) or not yet (its JSON text)}
_cache: dict[tuple[str, int, int], dict[str, Any]] = {}


def digest(data: bytes) -> str:
    """SHA-256 in hex (`smallwow_qt.digest`)."""
    return sha256_hex(data)


def side_to_dict(side: Side, source_bytes: bytes) -> dict[str, Any]:
    return {
        "sha256": digest(source_bytes),
        "name": side.name,
        "size": side.size,
        "regions": [{"id": r.id, "name": r.name, "terrain": r.terrain.value,
                     "symbols": sorted(s.value for s in r.symbols),
                     "polygon": _flat(r.polygon), "label": list(r.label),
                     "anchor": list(r.anchor)} for r in side.regions],
        "borders": [list(b) for b in side.borders],
        "outline": _flat(side.outline),
        "coastal": sorted(side.coastal),
    }


def _point(raw: list) -> tuple[float, float]:
    x, y = raw
    if type(x) is not float or type(y) is not float:
        raise TypeError("a point holds two floats")
    return (x, y)


_NUMBERS = frozenset({int, float})     # (not bool: a JSON number is never one)


def _flat(points) -> list[int | float]:
    """Points as one list [x0, y0, x1, y1...], whole numbers written as integers: a third
    shorter, and parsed in half the time of nested lists of floats."""
    return [int(c) if float(c).is_integer() else c for point in points for c in point]


def _points(raw: list) -> tuple[tuple[float, float], ...]:
    """The points a flat list holds, as floats (TypeError unless it holds pairs of numbers)."""
    if type(raw) is not list or len(raw) % 2 or not set(map(type, raw)) <= _NUMBERS:
        raise TypeError("points are a flat list of pairs of numbers")
    coords = list(map(float, raw))
    return tuple(zip(coords[0::2], coords[1::2]))


def side_from_dict(side_id: str, data: dict[str, Any], source: str) -> Side:
    """The Side an entry describes (ValueError, TypeError or KeyError if malformed)."""
    regions = tuple(RegionShape(id=str(r["id"]), name=str(r["name"]), terrain=Terrain(r["terrain"]),
                                symbols=frozenset(Symbol(s) for s in r["symbols"]),
                                polygon=_points(r["polygon"]),
                                label=_point(r["label"]), anchor=_point(r["anchor"]))
                    for r in data["regions"])
    ids = {r.id for r in regions}
    borders = tuple((str(a), str(b)) for a, b in data["borders"])
    coastal = frozenset(str(c) for c in data["coastal"])
    if len(ids) != len(regions) or any(a not in ids or b not in ids for a, b in borders) \
            or not coastal <= ids:
        raise ValueError("borders or coast name unknown regions")
    return Side(id=side_id, name=str(data["name"]), size=str(data["size"]), regions=regions,
                borders=borders, outline=_points(data["outline"]),
                coastal=coastal, source=source)


def _entries(folder: Path) -> dict[str, Any]:
    path = folder / FILE_NAME
    try:
        stat = path.stat()
        key = (str(path), stat.st_mtime_ns, stat.st_size)
        if key not in _cache:
            text = path.read_bytes()
            sides = _lines_by_side(text)
            if sides is None:           # (not laid out a side a line: parsed whole)
                data = json.loads(text)
                sides = data.get("sides") if isinstance(data, dict) and \
                    data.get("format") == FORMAT and data.get("version") == VERSION else None
            _cache.clear()
            _cache[key] = sides if isinstance(sides, dict) else {}
        return _cache[key]
    except (OSError, ValueError, RecursionError):
        return {}


def header() -> bytes:
    return f'{{"format": "{FORMAT}", "version": {VERSION}, "sides": {{'.encode()


def _lines_by_side(text: bytes) -> dict[str, bytes] | None:
    """Each side's entry, unparsed, from a file laid out as `compiled_text` writes it (a
    header line, then `"side_id": {...},` a line, then `}}`); None if it is laid out
    otherwise. An entry's own text is checked when it is parsed (`_entry`)."""
    lines = text.split(b"\n")
    if lines[0].strip() != header():
        return None
    sides: dict[str, bytes] = {}
    for line in lines[1:]:
        line = line.strip()
        if line in (b"", b"}}"):
            continue
        end = line.find(b'": ')
        if not line.startswith(b'"') or end < 0:
            return None
        side_id = json.loads(line[:end + 1])
        if not isinstance(side_id, str):
            return None
        sides[side_id] = line[end + 3:].rstrip(b",")
    return sides


def _entry(entries: dict[str, Any], side_id: str) -> Any:
    """The entry of `side_id`, parsed when first asked for (ValueError if it is not JSON)."""
    entry = entries.get(side_id)
    if isinstance(entry, bytes):
        entry = entries[side_id] = json.loads(entry)
    return entry


def load_compiled(path: Path) -> Side | None:
    """The side of the YAML file `path` from the compiled file beside it, or None when that
    has no valid entry for it made from the file as it is now."""
    try:
        entry = _entry(_entries(path.parent), path.stem)
        if not isinstance(entry, dict):
            return None
        if entry.get("sha256") != digest(path.read_bytes()):
            return None
        return side_from_dict(path.stem, entry, str(path))
    except (OSError, ValueError, TypeError, KeyError, AttributeError, RecursionError):
        return None
