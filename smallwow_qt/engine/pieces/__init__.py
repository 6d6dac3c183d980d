"""Every race, power, artifact and place, registered by id on import.

`races`, `powers` and `markers` hold the simple pieces and placeholders; any other module
in this package (one per piece with a larger ability) is imported here too and registers
itself, replacing its placeholder.
"""

import importlib
import pkgutil

from smallwow_qt.engine.pieces import markers, powers, races  # noqa: F401  (registration)
from smallwow_qt.engine.pieces.base import REGISTRY, Attack, CostItem, Piece, is_implemented, piece

_CORE = {"base", "common", "races", "powers", "markers"}
for _info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
    if _info.name not in _CORE:
        importlib.import_module(f"{__name__}.{_info.name}")

__all__ = ["REGISTRY", "Attack", "CostItem", "Piece", "is_implemented", "piece"]
