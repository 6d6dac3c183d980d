"""Region and island names in French: the generic words translated, the proper names kept."""

from __future__ import annotations

from smallwow_qt.boards.loader import load_side
from smallwow_qt.controller.place_names import generic_words, place_name
from smallwow_qt.views.region_labels import short_forms
from tests.views.support import make_window, pass_handover

SIDES = ["large_1a", "large_1b", "large_2a", "large_2b", "medium_1a", "medium_1b", "medium_2a",
         "medium_2b", "small_1a", "small_1b", "small_2a", "small_2b"]


def _all_names():
    return [r.name for s in SIDES for r in load_side(s).regions]


def test_english_names_stay_as_they_are(language):
    language("en")
    for name in _all_names() + [load_side(s).name for s in SIDES]:
        assert place_name(name) == name


def test_french_names(language):
    language("fr")
    assert place_name("Coldarra Hills") == "Collines de Coldarra"
    assert place_name("Ashenvale Woods") == "Bois d’Ashenvale"
    assert place_name("Lake Mennar") == "Lac Mennar"
    assert place_name("Bay of Durotar") == "Baie de Durotar"
    assert place_name("Storm Peaks") == "Pics de Storm"
    assert place_name("Kingdom of Stormwind") == "Royaume de Hurlevent"
    assert place_name("Duskwood") == "Duskwood"
    # every name carrying a generic word reads in French, on every island
    generic = set(generic_words())
    for name in _all_names():
        words = name.split()
        if len(words) > 1 and (words[-1] in generic or words[0] in generic):
            french = place_name(name)
            assert french != name, name
            assert not any(w in french.split() for w in ("Hills", "Lake", "Woods", "Fields", "Marsh")), french
    assert place_name("Isle of Quel'Danas") == "Île de Quel’Danas"


def test_the_french_table_shows_french_names(qtbot, language):
    language("fr")
    window = make_window(qtbot, seed=3, sides=["large_1a", "small_1a"])
    window.controller.texts.language = "fr"
    window.retranslate()
    pass_handover(qtbot, window)
    board = window.board
    labels = board.labels
    assert labels.on_screen      # the islands' own labels are English: ours are shown
    label = labels.items["crossroads_plains"]
    assert label.name == "Plaines de Crossroads"
    assert label.text() == label.name or label.text() in short_forms(label.name)
    assert "Plaines de Crossroads" in board.region_tooltip("crossroads_plains")
    titles = [i.title.text() for i in board.board.islands.items() if hasattr(i, "title") and hasattr(i, "side")]
    assert any(t.startswith("Terres sauvages de Kalimdor") for t in titles), titles


def test_many_names_look_the_language_up_once(language, monkeypatch):
    """`place_namer` answers as `place_name` does, in either language, and asks Qt's
    translators for the language once, not once a name (the screen labels name every region
    at each zoom)."""
    from smallwow_qt.controller import place_names

    names = _all_names() + [load_side(s).name for s in SIDES]
    for lang in ("fr", "en", "fr"):
        language(lang)
        name_of = place_names.place_namer()
        assert [name_of(n) for n in names] == [place_name(n) for n in names]
    calls = []
    real = place_names.translate
    monkeypatch.setattr(place_names, "translate", lambda *a: calls.append(a) or real(*a))
    name_of = place_names.place_namer()
    for name in names:
        name_of(name)
    assert len(calls) == 2          # (every name was translated before: only the language)
