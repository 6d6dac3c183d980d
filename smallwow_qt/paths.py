"""The one place that knows where the game's data files live.

In a source checkout (or an editable install) `boards/` and `resources/` sit at the top of
the repository. In a wheel or a frozen bundle they travel inside the package as
`smallwow_qt/_data/boards` and `smallwow_qt/_data/resources`.
"""

from __future__ import annotations

import sys
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def _data_dir(name: str) -> Path:
    candidates = [_PACKAGE / "_data" / name, _PACKAGE.parent / name]
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        candidates.insert(0, Path(frozen_root) / "smallwow_qt" / "_data" / name)
    for candidate in candidates:
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"cannot find the game's {name}/ folder (looked in {', '.join(map(str, candidates))})")


def boards_dir() -> Path:
    """Folder holding one YAML file per island side."""
    return _data_dir("boards")


def resources_dir() -> Path:
    """Folder holding SVG art, icons and translations."""
    return _data_dir("resources")
