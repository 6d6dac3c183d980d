"""What each island side is made of (`SPECS`), and the generator's fixed sizes.

To change an island, change its entry here (or its seed) and run
`python -m smallwow_qt.boards.generate` again.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from smallwow_qt.boards import geometry as geo

Point = geo.Point

LAND_ORDER = ("field", "forest", "hill", "swamp", "mountain")
REGION_AREA = 34000.0  # mean land region area, board units squared
CELL_SPACING = 65.0  # lattice spacing of the Voronoi seeds
MAX_SIZE = (1100.0, 760.0)  # an island side fits in this box
MARGIN = 20.0  # the island's bounding box starts here
INLAND_REGIONS = {"small": 0, "medium": 1, "large": 2}  # land regions off the coast, at least


@dataclass(frozen=True)
class SideSpec:
    name: str
    seed: int
    water: str | None  # "sea" (a bay), "lake" (inland) or None
    terrains: dict[str, list[str]]  # terrain -> region names (one region per name)
    symbols: dict[str, int] = field(default_factory=dict)  # entry / cavern / magic / murloc counts
    aspect: float = 1.45

    @property
    def land_count(self) -> int:
        return sum(len(v) for t, v in self.terrains.items() if t in LAND_ORDER)


SPECS: dict[str, SideSpec] = {
    "large_1a": SideSpec(
        "Kalimdor Wilds", 101, "sea",
        {"field": ["Crossroads Plains", "Mulgore Pastures", "Barrens Savanna"],
         "forest": ["Ashenvale Woods", "Mystral Glade"],
         "hill": ["Razor Hill", "Thunder Bluff Rise", "Camp Taurajo Downs"],
         "swamp": ["Dustwallow Marsh", "Wailing Fen"],
         "mountain": ["Stonetalon Peaks", "Thousand Needles", "Dreadmist Peak"],
         "sea": ["Bay of Durotar"]},
        {"entry": 4, "cavern": 3, "magic": 2, "murloc": 4}),
    "large_1b": SideSpec(
        "Kingdom of Stormwind", 202, "lake",
        {"field": ["Elwynn Fields", "Westfall Farms", "Goldshire Meadows"],
         "forest": ["Duskwood", "Brightwood Grove", "Eastvale Forest"],
         "hill": ["Redridge Hills", "Northshire Rise"],
         "swamp": ["Swamp of Sorrows", "Misty Reed Bog"],
         "mountain": ["Blackrock Mountain", "Searing Gorge Peaks"],
         "lake": ["Stonewatch Lake"]},
        {"entry": 4, "cavern": 2, "magic": 3, "murloc": 3}),
    "large_2a": SideSpec(
        "Shores of Northrend", 303, "sea",
        {"field": ["Borean Tundra", "Dragonblight Plain"],
         "forest": ["Crystalsong Forest", "Grizzlemaw Woods", "Sholazar Jungle"],
         "hill": ["Wintergarde Downs", "Coldarra Hills"],
         "swamp": ["Frozen Mire", "Scalding Pools"],
         "mountain": ["Storm Peaks", "Icecrown Glacier"],
         "sea": ["Howling Fjord"]},
        {"entry": 3, "cavern": 2, "magic": 3, "murloc": 3}),
    "large_2b": SideSpec(
        "Shattered Outland", 404, "lake",
        {"field": ["Nagrand Steppe", "Hellfire Fields", "Garadar Grassland"],
         "forest": ["Terokkar Forest", "Skettis Woods", "Shattrath Groves"],
         "hill": ["Blade's Edge Foothills", "Halaa Hills", "Telaar Rise"],
         "swamp": ["Zangarmarsh", "Umbrafen"],
         "mountain": ["Blade's Edge Mountains", "Netherstorm Spires"],
         "lake": ["Silmyr Lake"]},
        {"entry": 4, "cavern": 3, "magic": 2, "murloc": 4}),
    "medium_1a": SideSpec(
        "Quel'Thalas", 505, "sea",
        {"field": ["Eversong Fields", "Sunstrider Meadows"],
         "forest": ["Eversong Woods", "Ghostlands", "Farstrider Wood"],
         "hill": ["Goldenbough Hills", "Tranquillien Rise"],
         "swamp": ["Dead Scar Marsh"],
         "mountain": ["Zul'Aman Heights", "Sunspire Peaks"],
         "sea": ["Silvermoon Bay"]},
        {"entry": 3, "cavern": 2, "magic": 2, "murloc": 3}),
    "medium_1b": SideSpec(
        "Lordaeron Reach", 606, "lake",
        {"field": ["Tirisfal Glades", "Hillsbrad Fields"],
         "forest": ["Silverpine Forest", "Shadowfang Woods"],
         "hill": ["Alterac Foothills", "Southshore Downs"],
         "swamp": ["Agamand Mire", "Fenris Bog"],
         "mountain": ["Alterac Mountains"],
         "lake": ["Lordamere Lake"]},
        {"entry": 3, "cavern": 2, "magic": 2, "murloc": 3}),
    "medium_2a": SideSpec(
        "Feralas Frontier", 707, "lake",
        {"field": ["Desolace Plain", "Mojache Fields"],
         "forest": ["Feathermoon Forest", "Dire Maul Woods"],
         "hill": ["Shadowprey Hills", "Kodo Graveyard Rise"],
         "swamp": ["Lower Wilds Marsh", "Sargeron Fen"],
         "mountain": ["High Wilderness", "Grimtotem Peaks"],
         "lake": ["Lake Mennar"]},
        {"entry": 3, "cavern": 2, "magic": 2, "murloc": 3}),
    "medium_2b": SideSpec(
        "Khaz Modan", 808, "sea",
        {"field": ["Thelsamar Fields", "Dun Morogh Vale"],
         "forest": ["Greenwarden's Grove", "Mosshide Forest"],
         "hill": ["Loch Modan Hills", "Badlands Rise"],
         "swamp": ["Menethil Marsh"],
         "mountain": ["Ironforge Peaks", "Dun Algaz Peaks"],
         "sea": ["Baradin Bay"]},
        {"entry": 3, "cavern": 2, "magic": 2, "murloc": 2}),
    "small_1a": SideSpec(
        "Teldrassil", 909, "sea",
        {"field": ["Dolanaar Fields", "Starbreeze Meadow"],
         "forest": ["Shadowglen", "Teldrassil Canopy"],
         "hill": ["Ban'ethil Hills", "Oracle Rise"],
         "swamp": ["Fel Rock Marsh"],
         "mountain": ["Aldrassil Peak"],
         "sea": ["Rut'theran Bay"]},
        {"entry": 2, "cavern": 1, "magic": 1, "murloc": 2}, aspect=1.4),
    "small_1b": SideSpec(
        "Isle of Quel'Danas", 1010, None,
        {"field": ["Sunwell Meadows", "Dawnstar Fields"],
         "forest": ["Dawning Wood"],
         "hill": ["Magisters' Rise"],
         "swamp": ["Greengill Marsh"],
         "mountain": ["Sunwell Plateau", "Sun's Reach Crag"]},
        {"entry": 3, "cavern": 1, "magic": 1, "murloc": 2}, aspect=1.4),
    "small_2a": SideSpec(
        "Echo Isles", 1111, "lake",
        {"field": ["Sen'jin Fields", "Darkspear Meadows"],
         "forest": ["Zalazane's Grove", "Bloodtalon Woods"],
         "hill": ["Spitescale Hills", "Voodoo Rise"],
         "swamp": ["Bonedust Fen"],
         "mountain": ["Jaggedswine Peak"],
         "lake": ["Echo Lagoon"]},
        {"entry": 2, "cavern": 1, "magic": 1, "murloc": 2}, aspect=1.4),
    "small_2b": SideSpec(
        "Azuremyst Isle", 1212, None,
        {"field": ["Ammen Vale", "Azure Watch Fields"],
         "forest": ["Bloodmyst Woods", "Odesyus' Grove"],
         "hill": ["Emberglade Hills"],
         "swamp": ["Silting Shore Marsh"],
         "mountain": ["Stillpine Heights"]},
        {"entry": 2, "cavern": 1, "magic": 1, "murloc": 2}, aspect=1.4),
}


def snake(name: str) -> str:
    """Region id from its display name: "Blade's Edge Foothills" -> "blades_edge_foothills"."""
    s = name.lower().replace("'", "")
    return re.sub(r"[^a-z0-9]+", "_", s).strip("_")


class GenerationFailed(Exception):
    pass
