"""The YAML text of a side file, exactly as committed in `boards/`, and its header."""

from __future__ import annotations

import re
from collections.abc import Sequence

from smallwow_qt.boards.generator.side import generate_side
from smallwow_qt.boards.generator.specs import SPECS


def _scalar(value) -> str:
    if isinstance(value, str):
        if re.fullmatch(r"[A-Za-z][A-Za-z0-9 _.-]*", value) and value.lower() not in (
                "yes", "no", "true", "false", "null", "on", "off", "y", "n"):
            return value
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    return str(value)


def _flow(items: Sequence, width: int = 96, indent: str = "      ") -> str:
    parts = [("[" + ", ".join(_scalar(v) for v in item) + "]") if isinstance(item, list) else _scalar(item)
             for item in items]
    lines, line = [], "["
    for i, part in enumerate(parts):
        piece = part + (", " if i < len(parts) - 1 else "]")
        if len(line) + len(piece) > width and line.strip() not in ("[", ""):
            lines.append(line.rstrip())
            line = indent + "  "
        line += piece
    if not parts:
        line += "]"
    lines.append(line)
    return "\n".join(lines)


def to_yaml(side_id: str, data: dict, seed: int, attempt: int) -> str:
    out = [f"# Island side {side_id}: written by smallwow_qt/boards/generate.py (seed {seed}, attempt {attempt}).",
           "# Do not edit by hand: change SPECS in the generator and run it again.",
           f"name: {_scalar(data['name'])}",
           f"size: {data['size']}",
           "regions:"]
    for r in data["regions"]:
        out.append(f"  - id: {r['id']}")
        out.append(f"    name: {_scalar(r['name'])}")
        out.append(f"    terrain: {r['terrain']}")
        out.append(f"    symbols: {_flow(r['symbols'])}")
        out.append(f"    label: {_flow(r['label'])}")
        out.append(f"    anchor: {_flow(r['anchor'])}")
        out.append(f"    polygon: {_flow(r['polygon'])}")
    out.append("borders:")
    for a, b in data["borders"]:
        out.append(f"  - [{a}, {b}]")
    return "\n".join(out) + "\n"


ATTEMPT_RE = re.compile(r"^# Island side \S+: written by .*\(seed (\d+), attempt (\d+)\)")


def recorded_attempt(text: str) -> int:
    """The attempt number a side file's header records (0 when it has none)."""
    match = ATTEMPT_RE.match(text)
    return int(match.group(2)) if match else 0


def side_text(side_id: str, first_attempt: int = 0) -> str:
    """The exact text of `boards/<side_id>.yaml` as this generator writes it.

    `first_attempt` skips attempts known to fail (the committed file records which one
    succeeded), which makes re-checking a file quick.
    """
    spec = SPECS[side_id]
    data, attempt = generate_side(side_id, spec, first_attempt)
    return to_yaml(side_id, data, spec.seed, attempt)
