"""Imports every module of the pieces package, so that each piece registers itself.

`races`, `powers` and `markers` hold the simple pieces and placeholders; every other module
(one per piece with a larger ability) registers itself and replaces its placeholder.
Imported by `smallwow_qt.engine` after the rules core.
"""

import importlib

from smallwow_qt.engine.pieces import markers, powers, races  # noqa: F401  (registration)

# Every other module of this package, named here rather than listed from the folder at each
# start (a test checks that the list and the folder agree).
MODULES = ("abilities", "aegis_of_aggramar", "ashes_of_alar", "battleground", "beast_master",
           "championing", "defensive", "doomhammer", "draenei", "ethereals", "forsaken",
           "frostmourne", "garrisoned", "gnomes", "goblins", "heart_of_azeroth", "humans",
           "intimidating", "lights_hope_chapel", "marshdweller", "pandaren", "placed_artifact",
           "portal_mage", "spirit_healer", "support", "well_of_eternity", "worgen")
for _name in MODULES:
    importlib.import_module(f"smallwow_qt.engine.pieces.{_name}")
