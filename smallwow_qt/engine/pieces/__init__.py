"""Every race, power, artifact and place, registered by id on import.

`races`, `powers` and `markers` hold the simple pieces and placeholders; any other module
in this package (one per piece with a larger ability) is imported here too and registers
itself, replacing its placeholder.
"""

import importlib

from smallwow_qt.engine.pieces import markers, powers, races  # noqa: F401  (registration)
from smallwow_qt.engine.pieces.base import REGISTRY, Attack, CostItem, Piece, is_implemented, piece

# Every other module of this package, named here rather than listed from the folder at each
# start (a test checks that the list and the folder agree).
MODULES = ("abilities", "aegis_of_aggramar", "ashes_of_alar", "battleground", "beast_master",
           "championing", "defensive", "doomhammer", "draenei", "ethereals", "forsaken",
           "frostmourne", "garrisoned", "gnomes", "goblins", "heart_of_azeroth", "humans",
           "intimidating", "lights_hope_chapel", "marshdweller", "pandaren", "placed_artifact",
           "portal_mage", "spirit_healer", "support", "well_of_eternity", "worgen")
for _name in MODULES:
    importlib.import_module(f"{__name__}.{_name}")

__all__ = ["REGISTRY", "Attack", "CostItem", "Piece", "is_implemented", "piece"]
