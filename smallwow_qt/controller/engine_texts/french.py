"""French grammar for the names a sentence puts in: the article a place or a marker takes,
and the contractions of "de" and "à" with it.

A region's French name starts with its generic word ("Prairies de Darkspear", "Lac Mennar",
"Baie de Durotar"); an island's or a marker's with its head noun ("Royaume de Hurlevent",
"Porte des Ténèbres", "Marteau-du-Destin"). That first word tells the article: "les
Prairies de Darkspear", "le Lac Mennar", "l’Île de Brume-Azur". A name whose first word is
not listed (a proper name: "Duskwood", "Karazhan", "Deuillegivre") takes none: "à Duskwood",
"de Karazhan", "d’Umbrafen".

The list holds the French words of `place_names` (the boards' generic words and the
islands' names) and of the markers' names in `resources/descriptions.yaml`: a new French word
there needs its article here.
"""

from __future__ import annotations

#: The definite article of each head noun ("le", "la" or "les"; "le"/"la" become "l’"
#: before a vowel).
ARTICLES = {
    # the boards' generic words (PlaceNames in resources/i18n/smallwow_fr.ts)
    "Baie": "la", "Bassins": "les", "Bois": "le", "Bosquet": "le", "Bosquets": "les",
    "Bourbier": "le", "Canopée": "la", "Champs": "les", "Clairière": "la",
    "Clairières": "les", "Collines": "les", "Colline": "la", "Contreforts": "les",
    "Coteaux": "les", "Escarpement": "le", "Fermes": "les", "Fjord": "le", "Flèches": "les",
    "Forêt": "la", "Glacier": "le", "Gorge": "la", "Hauteurs": "les", "Herbages": "les",
    "Île": "la", "Îles": "les", "Jungle": "la", "Lac": "le", "Lagune": "la", "Marais": "le",
    "Marécage": "le", "Montagne": "la", "Montagnes": "les", "Pâturages": "les", "Pic": "le",
    "Pics": "les", "Plaine": "la", "Plaines": "les", "Plateau": "le", "Prairie": "la",
    "Prairies": "les", "Savane": "la", "Steppe": "la", "Toundra": "la", "Tourbière": "la",
    "Val": "le",
    # the islands' names
    "Confins": "les", "Frontière": "la", "Outreterre": "la", "Rivages": "les",
    "Royaume": "le", "Terres": "les",
    # the markers' names
    "Cendres": "les", "Champ": "le", "Chapelle": "la", "Cœur": "le", "Égide": "la",
    "Gardien": "le", "Marteau": "le", "Pierre": "la", "Porte": "la", "Puits": "le",
}

VOWELS = "AÀÂEÉÈÊËIÎÏOÔUÙÛÜYaàâeéèêëiîïoôuùûüy"
APOSTROPHE = "’"   # as in the French place names ("Bois d’Ashenvale")


def article(name: str) -> str:
    """The article `name` takes ("les", "le", "la", "l’"), '' for a proper name."""
    head = name.replace("-", " ").split(" ", 1)[0]
    found = ARTICLES.get(head, "")
    if found in ("le", "la") and starts_with_vowel(name):
        return "l" + APOSTROPHE
    return found


def starts_with_vowel(name: str) -> bool:
    return bool(name) and name[0] in VOWELS


def _joined(word: str, name: str) -> str:
    """`word` before `name`: a space, or none after an elided article ("l’Île")."""
    return word + name if word.endswith(APOSTROPHE) else f"{word} {name}"


def with_article(name: str) -> str:
    """"les Prairies de Darkspear", "l’Île de Brume-Azur", "Duskwood"."""
    found = article(name)
    return _joined(found, name) if found else name


def of(name: str) -> str:
    """"des Prairies de Darkspear", "du Lac Mennar", "de la Baie de Durotar", "de l’Île...",
    "d’Umbrafen", "de Duskwood"."""
    found = article(name)
    if found == "les":
        return f"des {name}"
    if found == "le":
        return f"du {name}"
    if found:
        return f"de {_joined(found, name)}"
    return _joined("d" + APOSTROPHE, name) if starts_with_vowel(name) else f"de {name}"


def of_person(name: str) -> str:
    """"d’Ann", "de Bob": "de" before a player's name."""
    return _joined("d" + APOSTROPHE, name) if starts_with_vowel(name) else f"de {name}"


def to(name: str) -> str:
    """"aux Prairies de Darkspear", "au Lac Mennar", "à la Baie de Durotar", "à Duskwood"."""
    found = article(name)
    if found == "les":
        return f"aux {name}"
    if found == "le":
        return f"au {name}"
    if found:
        return f"à {_joined(found, name)}"
    return f"à {name}"
