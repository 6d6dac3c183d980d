"""The engine's sentences in the UI language (`controller/engine_texts/`): every event,
refusal and cost item the games and the scenarios make reads, in English, exactly as the
engine wrote it, and in French as a French sentence with every parameter filled in; each
comes from a template looked up by its code, with no English fallback."""

from __future__ import annotations

import ast
import logging
import re
from pathlib import Path

import pytest

from smallwow_qt.controller.engine_texts import EngineTexts
from smallwow_qt.controller.game_controller import breakdown_text
from smallwow_qt.controller.place_names import place_name
from smallwow_qt.engine.errors import RuleError
from smallwow_qt.engine.events import Event
from smallwow_qt.newgame import start_game
from tests.controller.sentences import sentences

ENGINE = Path(__file__).parents[2] / "smallwow_qt" / "engine"
LEFT_OVER = re.compile(r"\{\w+(\|[\w,]+)?\}|%n")   # a placeholder not filled in


def _engine_calls(name: str) -> set[str]:
    """The first arguments (string constants) of every call to `name` ("RuleError", or
    "log.add": the event log's) in the engine."""
    found = set()
    for path in ENGINE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant) \
                    and isinstance(node.args[0].value, str) and ast.unparse(node.func) == name:
                found.add(node.args[0].value)
    return found


def test_every_code_the_engine_uses_has_a_template(language):
    """Read from the engine's source: each refusal code it raises and each event kind it logs
    has its template (a new one without is a failure here, not an English line in the app)."""
    et = EngineTexts(language("en"))
    codes = _engine_calls("RuleError")
    kinds = _engine_calls("log.add")
    assert len(codes) > 60 and len(kinds) > 40
    assert codes - set(et.refusals) == set()
    assert kinds - set(et.events.templates) == set()


def test_every_event_reads_as_the_engine_wrote_it_in_english(language):
    et = EngineTexts(language("en"))
    kinds = set()
    for state, e in sentences().events:
        if e.private:
            assert et.event(e, state) == ""
            continue
        assert et.event(e, state) == e.text, e.kind
        kinds.add(e.kind)
    assert len(kinds) > 40


def test_every_event_reads_in_french(language):
    et = EngineTexts(language("fr"))
    seen: dict[str, str] = {}
    for state, e in sentences().events:
        if e.private:
            continue
        text = et.event(e, state)
        assert not LEFT_OVER.search(text), (e.kind, text)
        assert text != e.text, (e.kind, text)
        seen.setdefault(e.kind, text)
    assert seen["turn"].startswith("Manche ")
    assert "conquièrent" in seen["conquest"] and " avec " in seen["conquest"]
    assert " marque " in seen["score"] and "régions" in seen["score"]


def test_every_refusal_reads_as_the_engine_wrote_it_in_english(language):
    et = EngineTexts(language("en"))
    codes = set()
    for state, err in sentences().refusals:
        assert et.refusal(err, state) == err.message, (err.code, err.params)
        codes.add(err.code)
    for state, b in sentences().breakdowns:
        if not b.conquerable:
            assert et.breakdown_reason(b, state) == b.reason, b.code
    assert len(codes) > 40


def test_every_refusal_reads_in_french(language):
    et = EngineTexts(language("fr"))
    for state, err in sentences().refusals:
        text = et.refusal(err, state)
        assert not LEFT_OVER.search(text) and text != err.message, (err.code, text)
    for state, b in sentences().breakdowns:
        if not b.conquerable:
            text = et.breakdown_reason(b, state)
            assert not LEFT_OVER.search(text) and text != b.reason, (b.code, text)


def test_cost_breakdowns_in_english_and_french(language):
    en = EngineTexts(language("en"))
    conquerable = [(state, b) for state, b in sentences().breakdowns if b.conquerable]
    codes = set()
    for state, b in conquerable:
        assert en.breakdown(b, state) == breakdown_text(b)
        assert [en.cost_item(item, state) for item in b.items] == [item.label for item in b.items]
        codes |= {item.code for item in b.items}
    assert {"base", "defenders", "mountain"} <= codes
    fr = EngineTexts(language("fr"))
    for state, b in conquerable:
        text = fr.breakdown(b, state)
        assert not LEFT_OVER.search(text) and "pion" in text and "Conquête 2" in text, text


# ----- the words put in: names, articles, plurals -----------------------------------------------

def _region(state, english_name: str) -> str:
    return next(r.id for r in state.map.regions if r.display_name == english_name)


def test_french_places_take_their_article_and_possessives_go(language):
    """#24: "conquièrent Prairies de Darkspear" lacked its article; "Bosquet de Zalazane's"
    kept the English possessive."""
    et = EngineTexts(language("fr"))
    state = start_game([("a", "Ann"), ("b", "Bob")], seed=3, sides=["large_1a", "medium_2a", "small_2a"]).state

    def conquest(name: str) -> str:
        return et.event(Event("conquest", "a", {"region": _region(state, name), "tokens": 3,
                                                "race": "orcs"}, "..."), state)

    assert conquest("Darkspear Meadows") == \
        "Les Orcs d’Ann conquièrent les Prairies de Darkspear avec 3 pions."
    assert "conquièrent le Bosquet de Zalazane avec" in conquest("Zalazane's Grove")
    loss = Event("loss", "a", {"region": _region(state, "Lake Mennar"), "discarded": 1, "returned": 0,
                               "race": "orcs", "single": True}, "...")
    assert et.event(loss, state) == "Les Orcs d’Ann perdent un pion dans le Lac Mennar."
    ransom = Event("payment", "a", {"payee": "b", "coins": 1, "why": "Champion ransom",
                                    "region": _region(state, "Ashenvale Woods")}, "...")
    assert "capturé dans le Bois d’Ashenvale" in et.event(ransom, state)
    assert "une rançon de 1 pièce à Bob" in et.event(ransom, state)


def test_counts_agree_with_their_noun(language):
    """#24: "1 coins", "1 tokens": the engine's English and both translations agree."""
    state = start_game([("a", "Ann"), ("b", "Bob")], seed=3).state
    one = RuleError("cannot_pay", "Ann must pay 1 coin first and cannot afford it.", player="a", due=1)
    two = RuleError("cannot_pay", "Ann must pay 2 coins first and cannot afford it.", player="a", due=2)
    en = EngineTexts(language("en"))   # (one language at a time: Qt's translators are global)
    assert en.refusal(one, state) == one.message and en.refusal(two, state) == two.message
    fr = EngineTexts(language("fr"))
    assert fr.refusal(one, state) == "Ann doit d'abord payer 1 pièce et n'en a pas les moyens."
    assert fr.refusal(two, state) == "Ann doit d'abord payer 2 pièces et n'en a pas les moyens."
    score = Event("score", "a", {"total": 1, "lines": [{"code": "regions", "race": "orcs",
                                                         "coins": 1}]}, "...")
    assert fr.event(score, state) == "Ann marque 1 pièce (Orcs\u00a0: régions 1)."


def test_a_score_line_says_what_was_scored_not_the_total(language):
    et = EngineTexts(language("fr"))
    state = start_game([("a", "Ann"), ("b", "Bob")], seed=3).state
    state.player("a").coins = 77
    e = Event("score", "a", {"total": 4, "lines": [
        {"code": "regions", "race": "orcs", "coins": 3},
        {"code": "dark_portal", "marker": "dark_portal", "coins": 1}]}, "...")
    assert et.event(e, state) == "Ann marque 4 pièces (Orcs\u00a0: régions 3\u00a0; Porte des Ténèbres 1)."


def test_private_events_are_never_rendered(language):
    et = EngineTexts(language("fr"))
    state = start_game([("a", "Ann"), ("b", "Bob")], seed=3).state
    assert et.event(Event("coins", "a", {"coins": 12}, "Ann has 12 coins.", private=True), state) == ""


def test_an_event_from_a_file_without_its_params_shows_as_written(language, caplog):
    """The one fallback: an event a save file brings (an older version's, or an edited one)
    whose params do not fit its template is shown as the file wrote it, and logged; the same
    event made by the engine would be a bug, and fails."""
    et = EngineTexts(language("fr"))
    state = start_game([("a", "Ann"), ("b", "Bob")], seed=3).state
    broken = Event("conquest", "a", {"tokens": 2}, "Ann's Orcs conquer X with 2 tokens.")
    unknown = Event("something_new", "a", {}, "Ann does something new.")
    with caplog.at_level(logging.WARNING):
        assert et.outside_event(broken, state) == broken.text
        assert et.outside_event(unknown, state) == unknown.text
    assert "conquest" in caplog.text and "something_new" in caplog.text
    for e in (broken, unknown):
        with pytest.raises(KeyError):
            et.event(e, state)
    turn = Event("turn", "a", {"round": 1}, "Round 1: Ann's turn.")
    assert et.outside_event(turn, state) == "Manche 1\u00a0: au tour d’Ann."


def test_refusals_name_the_region_and_race_in_french(language):
    from smallwow_qt.controller.game_controller import GameController
    from smallwow_qt.controller.mime import HAND, TokenDrag
    from smallwow_qt.engine.mapdef import Symbol

    texts = language("fr")
    c = GameController(start_game([("a", "Ann"), ("b", "Bob")], seed=5), texts)
    c.take_seat("a")
    assert c.pick(0)
    st = c.state
    far = next(rid for rid, r in st.map.by_id.items() if not r.has(Symbol.ENTRY) and not r.is_water)
    text = c.verdict(TokenDrag("a", HAND, 1), far).text
    assert texts.race(st.player("a").race) in text and "Ann" in text
    assert place_name(st.map.by_id[far].display_name) in text and "région d'entrée" in text


def test_french_window_log_refusal_and_cost_tooltip(qtbot):
    """As a player sees them: a refused drop in the status bar, a region's cost tooltip and
    the log, in French; back in English the log reads as the engine wrote it."""
    from PySide6.QtWidgets import QApplication

    from smallwow_qt.controller.mime import HAND, TokenDrag
    from smallwow_qt.engine.mapdef import Symbol
    from smallwow_qt.views.i18n import Translations
    from tests.views.support import make_window, pass_handover

    window = make_window(qtbot)
    translations = Translations(QApplication.instance())
    window.translations = translations
    try:
        pass_handover(qtbot, window)
        window.set_language("fr")
        c = window.controller
        refused: list[str] = []
        c.action_refused.connect(refused.append)
        assert c.pick(0)
        st = c.state
        inland = next(rid for rid, r in st.map.by_id.items()
                      if not r.has(Symbol.ENTRY) and not r.is_water)
        assert not c.drop(TokenDrag(c.actor_id, HAND, 1), inland)
        assert refused and "région d'entrée" in refused[-1], refused
        assert place_name(st.map.by_id[inland].display_name) in refused[-1]
        assert window.statusBar().currentMessage() == refused[-1]
        entry = next(rid for rid, b in c.options().items() if b.conquerable)
        window.board.refresh()
        tip = window.board.region_tooltip(entry)
        assert "Pour conquérir" in tip and "Conquête: 2" in tip and "Conquest" not in tip, tip
        assert "Conquête 2" in c.breakdown_text(entry) and "pion" in c.breakdown_text(entry)
        assert c.conquer(entry)
        log = window.log_dock.model
        lines = [log.data(log.index(i)) for i in range(log.rowCount())]
        assert any("conquièrent" in line for line in lines), lines
        window.set_language("en")
        events = [log.event_at(i) for i in range(log.rowCount())]
        assert [log.data(log.index(i)) for i in range(log.rowCount())] == [e.text for e in events]
    finally:
        translations.install("en")
