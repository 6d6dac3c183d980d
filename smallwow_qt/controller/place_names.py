"""Region and island names in the UI language.

The boards name their regions in English: a proper name and a generic word ("Coldarra
Hills", "Lake Mennar", "Bay of Durotar"). The proper names stay as they are; the generic
words and the order of the two go through Qt's translations (context "PlaceNames"), so in
French "Coldarra Hills" reads "Collines de Coldarra" and "Ashenvale Woods" "Bois
d’Ashenvale". The twelve island names are translated whole.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate   # lupdate finds these calls by this name
VOWELS = "AEIOUYÂÉÈÊÎÔÛaeiouy"


def generic_words() -> dict[str, str]:
    """The generic words of the boards' names, each in the UI language (remembered per
    language: the map's screen labels shorten every name with them at each zoom)."""
    return _generic_for(language_key())


def _generic_for(language: tuple[str, str]) -> dict[str, str]:
    return _remembered(_generic_cache, language, _generic_words)


def _remembered(cache: dict, language: tuple[str, str], make: Callable[[], dict[str, str]]) -> dict[str, str]:
    """`make()` made once per language."""
    found = cache.get(language)
    if found is None:
        found = cache[language] = make()
    return found


def language_key() -> tuple[str, str]:
    """Two translations that together tell the UI language apart (and its word order)."""
    return translate("PlaceNames", "Hills"), translate("PlaceNames", "{place} {generic}")


def _generic_words() -> dict[str, str]:
    return {
        "Bay": translate("PlaceNames", "Bay"),
        "Bog": translate("PlaceNames", "Bog"),
        "Canopy": translate("PlaceNames", "Canopy"),
        "Crag": translate("PlaceNames", "Crag"),
        "Downs": translate("PlaceNames", "Downs"),
        "Farms": translate("PlaceNames", "Farms"),
        "Fen": translate("PlaceNames", "Fen"),
        "Fields": translate("PlaceNames", "Fields"),
        "Fjord": translate("PlaceNames", "Fjord"),
        "Foothills": translate("PlaceNames", "Foothills"),
        "Forest": translate("PlaceNames", "Forest"),
        "Glacier": translate("PlaceNames", "Glacier"),
        "Glade": translate("PlaceNames", "Glade"),
        "Glades": translate("PlaceNames", "Glades"),
        "Gorge": translate("PlaceNames", "Gorge"),
        "Grassland": translate("PlaceNames", "Grassland"),
        "Grove": translate("PlaceNames", "Grove"),
        "Groves": translate("PlaceNames", "Groves"),
        "Heights": translate("PlaceNames", "Heights"),
        "Hill": translate("PlaceNames", "Hill"),
        "Hills": translate("PlaceNames", "Hills"),
        "Isle": translate("PlaceNames", "Isle"),
        "Jungle": translate("PlaceNames", "Jungle"),
        "Lagoon": translate("PlaceNames", "Lagoon"),
        "Lake": translate("PlaceNames", "Lake"),
        "Marsh": translate("PlaceNames", "Marsh"),
        "Meadow": translate("PlaceNames", "Meadow"),
        "Meadows": translate("PlaceNames", "Meadows"),
        "Mire": translate("PlaceNames", "Mire"),
        "Mountain": translate("PlaceNames", "Mountain"),
        "Mountains": translate("PlaceNames", "Mountains"),
        "Pastures": translate("PlaceNames", "Pastures"),
        "Peak": translate("PlaceNames", "Peak"),
        "Peaks": translate("PlaceNames", "Peaks"),
        "Plain": translate("PlaceNames", "Plain"),
        "Plains": translate("PlaceNames", "Plains"),
        "Plateau": translate("PlaceNames", "Plateau"),
        "Pools": translate("PlaceNames", "Pools"),
        "Rise": translate("PlaceNames", "Rise"),
        "Savanna": translate("PlaceNames", "Savanna"),
        "Spires": translate("PlaceNames", "Spires"),
        "Steppe": translate("PlaceNames", "Steppe"),
        "Swamp": translate("PlaceNames", "Swamp"),
        "Tundra": translate("PlaceNames", "Tundra"),
        "Vale": translate("PlaceNames", "Vale"),
        "Wood": translate("PlaceNames", "Wood"),
        "Woods": translate("PlaceNames", "Woods"),
    }


def island_names() -> dict[str, str]:
    """The twelve islands' names in the UI language (remembered per language: every name
    not yet translated looks here first)."""
    return _islands_for(language_key())


def _islands_for(language: tuple[str, str]) -> dict[str, str]:
    return _remembered(_island_cache, language, _island_names)


def _island_names() -> dict[str, str]:
    return {
        "Kalimdor Wilds": translate("PlaceNames", "Kalimdor Wilds"),
        "Kingdom of Stormwind": translate("PlaceNames", "Kingdom of Stormwind"),
        "Shores of Northrend": translate("PlaceNames", "Shores of Northrend"),
        "Shattered Outland": translate("PlaceNames", "Shattered Outland"),
        "Quel'Thalas": translate("PlaceNames", "Quel'Thalas"),
        "Lordaeron Reach": translate("PlaceNames", "Lordaeron Reach"),
        "Feralas Frontier": translate("PlaceNames", "Feralas Frontier"),
        "Khaz Modan": translate("PlaceNames", "Khaz Modan"),
        "Teldrassil": translate("PlaceNames", "Teldrassil"),
        "Isle of Quel'Danas": translate("PlaceNames", "Isle of Quel'Danas"),
        "Echo Isles": translate("PlaceNames", "Echo Isles"),
        "Azuremyst Isle": translate("PlaceNames", "Azuremyst Isle"),
    }


def _possessive(owner: str, generic: str) -> str:
    """"Zalazane's Grove", "Odesyus' Grove": the owner's name without its English possessive
    mark, in the language's own order ("Bosquet de Zalazane", "Bosquet d’Odesyus")."""
    if owner.endswith("'s"):
        name = owner[:-2]
        pattern = translate("PlaceNames", "{owner}'s {generic}", "before a vowel") if name[0] in VOWELS \
            else translate("PlaceNames", "{owner}'s {generic}")
    else:
        name = owner[:-1]
        pattern = translate("PlaceNames", "{owner}' {generic}", "before a vowel") if name[0] in VOWELS \
            else translate("PlaceNames", "{owner}' {generic}")
    return pattern.replace("{generic}", generic).replace("{owner}", name)


_cache: dict[tuple[str, str, str], str] = {}
_generic_cache: dict[tuple[str, str], dict[str, str]] = {}
_island_cache: dict[tuple[str, str], dict[str, str]] = {}


def place_name(name: str) -> str:
    """`name` (a region's or an island's, in English) in the UI language (remembered per
    language: the map's labels ask for every name on each repaint)."""
    return place_namer()(name)


def place_namer(language: tuple[str, str] | None = None) -> Callable[[str], str]:
    """`place_name` for many names in a row: the UI language (`language_key()`, unless
    given) is looked up once, not once a name (each look is two calls of Qt's translators)."""
    language = language or language_key()

    def name_of(name: str) -> str:
        key = (*language, name)
        found = _cache.get(key)
        if found is None:
            found = _cache[key] = _translated(name, language)
        return found
    return name_of


def _translated(name: str, language: tuple[str, str]) -> str:
    whole = _islands_for(language).get(name)
    if whole is not None:
        return whole
    words = name.split()
    if len(words) < 2:
        return name
    generic = _generic_for(language)
    if words[0] in generic and len(words) >= 3 and words[1] == "of":       # Bay of Durotar
        place = " ".join(words[2:])
        pattern = translate("PlaceNames", "{generic} of {place}", "before a vowel") if place[0] in VOWELS \
            else translate("PlaceNames", "{generic} of {place}")
        return pattern.replace("{generic}", generic[words[0]]).replace("{place}", place)
    if words[-1] in generic and len(words) == 2 and words[0].endswith(("'s", "s'")):
        return _possessive(words[0], generic[words[-1]])                   # Zalazane's Grove
    if words[-1] in generic:                                                # Coldarra Hills
        place = " ".join(words[:-1])
        pattern = translate("PlaceNames", "{place} {generic}", "before a vowel") if place[0] in VOWELS \
            else translate("PlaceNames", "{place} {generic}")
        return pattern.replace("{generic}", generic[words[-1]]).replace("{place}", place)
    if words[0] in generic:                                                 # Lake Mennar
        place = " ".join(words[1:])
        pattern = translate("PlaceNames", "{generic} {place}")
        return pattern.replace("{generic}", generic[words[0]]).replace("{place}", place)
    return name
