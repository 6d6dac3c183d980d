"""The one place that knows where the game's data files live.

In a source checkout (or an editable install) `boards/` and `resources/` sit at the top of
the repository. In a wheel or a frozen bundle they travel inside the package as
`smallwow_qt/_data/boards` and `smallwow_qt/_data/resources`.
"""

from __future__ import annotations

import sys
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


_found: dict[tuple[str, str | None], Path] = {}


def _data_dir(name: str) -> Path:
    """The folder `name`, looked for once (it is asked for about eighty times at start)."""
    frozen_root = getattr(sys, "_MEIPASS", None)
    found = _found.get((name, frozen_root))
    if found is not None:
        return found
    candidates = [_PACKAGE / "_data" / name, _PACKAGE.parent / name]
    if frozen_root:
        candidates.insert(0, Path(frozen_root) / "smallwow_qt" / "_data" / name)
    for candidate in candidates:
        if candidate.is_dir():
            _found[(name, frozen_root)] = candidate
            return candidate
    raise FileNotFoundError(f"cannot find the game's {name}/ folder (looked in {', '.join(map(str, candidates))})")


def boards_dir() -> Path:
    """Folder holding one YAML file per island side."""
    return _data_dir("boards")


def resources_dir() -> Path:
    """Folder holding SVG art, icons and translations."""
    return _data_dir("resources")
