"""Numbers and ids of the published game (../shared/rules/FACTS.md), as plain tables."""

from __future__ import annotations

from enum import Enum

from smallwow_qt.values import Value


class Faction(str, Enum):
    ALLIANCE = "alliance"
    HORDE = "horde"
    NEUTRAL = "neutral"

    def opposes(self, other: "Faction | None") -> bool:
        pairs = {(Faction.ALLIANCE, Faction.HORDE), (Faction.HORDE, Faction.ALLIANCE)}
        return (self, other) in pairs


class RaceInfo(Value):
    """A race tile: its names, banner tokens, box supply and faction (FACTS.md)."""

    FIELDS = ("id", "name", "french", "banner", "supply", "faction")

    def __init__(self, id: str, name: str, french: str, banner: int, supply: int,
                 faction: Faction) -> None:
        self.__dict__.update(id=id, name=name, french=french, banner=banner, supply=supply,
                             faction=faction)


class PowerInfo(Value):
    """A power badge: its names and the tokens it adds."""

    FIELDS = ("id", "name", "french", "badge")

    def __init__(self, id: str, name: str, french: str, badge: int) -> None:
        self.__dict__.update(id=id, name=name, french=french, badge=badge)


class MarkerInfo(Value):
    """An artifact or a legendary place: its kind ("artifact" or "place") and names."""

    FIELDS = ("id", "kind", "name", "french")

    def __init__(self, id: str, kind: str, name: str, french: str) -> None:
        self.__dict__.update(id=id, kind=kind, name=name, french=french)


_A, _H, _N = Faction.ALLIANCE, Faction.HORDE, Faction.NEUTRAL

RACES: dict[str, RaceInfo] = {r.id: r for r in [
    RaceInfo("blood_elves", "Blood Elves", "Elfes de sang", 5, 10, _H),
    RaceInfo("draenei", "Draenei", "Draeneï", 7, 12, _A),
    RaceInfo("dwarves", "Dwarves", "Nains", 5, 10, _A),
    RaceInfo("ethereals", "Ethereals", "Éthériens", 5, 10, _N),
    RaceInfo("forsaken", "Forsaken", "Réprouvés", 6, 20, _H),
    RaceInfo("gnomes", "Gnomes", "Gnomes", 5, 10, _A),
    RaceInfo("goblins", "Goblins", "Gobelins", 6, 11, _H),
    RaceInfo("humans", "Humans", "Humains", 5, 10, _A),
    RaceInfo("kobolds", "Kobolds", "Kobolds", 6, 11, _N),
    RaceInfo("naga", "Naga", "Nagas", 6, 11, _N),
    RaceInfo("night_elves", "Night Elves", "Elfes de la nuit", 4, 9, _A),
    RaceInfo("orcs", "Orcs", "Orcs", 6, 11, _H),
    RaceInfo("pandaren", "Pandaren", "Pandarens", 5, 10, _N),
    RaceInfo("tauren", "Tauren", "Taurens", 11, 16, _H),
    RaceInfo("trolls", "Trolls", "Trolls", 6, 11, _H),
    RaceInfo("worgen", "Worgen", "Worgens", 5, 10, _A),
]}

MURLOCS = "murlocs"
MURLOC_SUPPLY = 15

POWERS: dict[str, PowerInfo] = {p.id: p for p in [
    PowerInfo("archaeologist", "Archaeologist", "Archéologues", 5),
    PowerInfo("battle_master", "Battle Master", "Maîtres de guerre", 5),
    PowerInfo("beast_master", "Beast Master", "Dresseurs", 4),
    PowerInfo("blacksmith", "Blacksmith", "Forgerons", 4),
    PowerInfo("championing", "Championing", "Et leur champion", 5),
    PowerInfo("defensive", "Defensive", "Défensifs", 5),
    PowerInfo("enraged", "Enraged", "Enragés", 4),
    PowerInfo("explorer", "Explorer", "Explorateurs", 4),
    PowerInfo("farmer", "Farmer", "Fermiers", 4),
    PowerInfo("fishing", "Fishing", "Pêcheurs", 3),
    PowerInfo("garrisoned", "Garrisoned", "Retranchés", 3),
    PowerInfo("herbalist", "Herbalist", "Herboristes", 4),
    PowerInfo("intimidating", "Intimidating", "Terrifiants", 4),
    PowerInfo("marshdweller", "Marshdweller", "Palustres", 4),
    PowerInfo("mining", "Mining", "Mineurs", 4),
    PowerInfo("mountaineer", "Mountaineer", "Montagnards", 4),
    PowerInfo("portal_mage", "Portal Mage", "Maîtres des portails", 5),
    PowerInfo("ranger", "Ranger", "Forestiers", 4),
    PowerInfo("sailing", "Sailing", "Navigateurs", 5),
    PowerInfo("swamp_walker", "Swamp Walker", "Des marais", 4),
]}

MARKERS: dict[str, MarkerInfo] = {m.id: m for m in [
    MarkerInfo("aegis_of_aggramar", "artifact", "Aegis of Aggramar", "Égide d'Aggramar"),
    MarkerInfo("ashes_of_alar", "artifact", "Ashes of Al'ar", "Cendres d'Al'ar"),
    MarkerInfo("doomhammer", "artifact", "Doomhammer", "Marteau-du-Destin"),
    MarkerInfo("frostmourne", "artifact", "Frostmourne", "Deuillegivre"),
    MarkerInfo("heart_of_azeroth", "artifact", "Heart of Azeroth", "Cœur d'Azeroth"),
    MarkerInfo("battleground", "place", "Battleground", "Champ de bataille"),
    MarkerInfo("dark_portal", "place", "Dark Portal", "Porte des Ténèbres"),
    MarkerInfo("karazhan", "place", "Karazhan", "Karazhan"),
    MarkerInfo("lights_hope_chapel", "place", "Light's Hope Chapel",
               "Chapelle de l'Espoir de Lumière"),
    MarkerInfo("meeting_stone", "place", "Meeting Stone", "Pierre de rencontre"),
    MarkerInfo("spirit_healer", "place", "Spirit Healer", "Gardien des Âmes"),
    MarkerInfo("well_of_eternity", "place", "Well of Eternity", "Puits d'éternité"),
]}


class PlayerCountSetup(Value):
    """The islands (large, medium, small) and the rounds for a number of players."""

    FIELDS = ("large", "medium", "small", "rounds")

    def __init__(self, large: int, medium: int, small: int, rounds: int) -> None:
        self.__dict__.update(large=large, medium=medium, small=small, rounds=rounds)


SETUP_BY_PLAYERS: dict[int, PlayerCountSetup] = {
    2: PlayerCountSetup(1, 0, 1, 10),
    3: PlayerCountSetup(1, 1, 1, 10),
    4: PlayerCountSetup(1, 2, 1, 9),
    5: PlayerCountSetup(2, 1, 2, 8),
}

STARTING_COINS = 5
VISIBLE_COMBOS = 6
DIE_FACES = (0, 0, 0, 1, 2, 3)
DIE_MAX = max(DIE_FACES)

# Physical piece counts (FACTS.md "Pieces").
PIECES = {
    "mountain": 10, "wall": 9, "fort": 10, "tower": 6, "harmony": 4, "objective": 2,
    "champion": 1, "beast": 5, "bomb": 12,
}
BOMB_STACK = ("explode",) * 6 + ("dud",) * 6

# The two sides of each physical board, by size.
BOARDS_BY_SIZE = {
    "large": ("large_1", "large_2"),
    "medium": ("medium_1", "medium_2"),
    "small": ("small_1", "small_2"),
}
