"""Translations and descriptions: every text of the app exists in French, the `.ts` loader
agrees with Qt's own compiled `.qm`, and a language switch relabels the window."""

from __future__ import annotations

import shutil
import xml.etree.ElementTree as ET

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtWidgets import QApplication

from smallwow_qt.app import i18n_tool
from smallwow_qt.controller.texts import Texts
from smallwow_qt.engine.data import MARKERS, POWERS, RACES
from smallwow_qt.engine.mapdef import SYMBOLS, TERRAINS
from smallwow_qt.views.i18n import Translations, TsTranslator, ts_path
from tests.views.support import make_window, pass_handover


def _messages(path):
    root = ET.parse(path).getroot()
    for context in root.iter("context"):
        for message in context.iter("message"):
            yield context.findtext("name"), message


def test_french_translation_is_complete_for_the_current_code(tmp_path):
    if i18n_tool.tool("pyside6-lupdate") is None:
        pytest.skip("pyside6-lupdate is not installed")
    copy = tmp_path / "smallwow_fr.ts"
    shutil.copy(ts_path("fr"), copy)
    i18n_tool.update({"fr": copy})
    missing = [message.findtext("source") for _, message in _messages(copy)
               if message.find("translation").get("type") == "unfinished"]
    assert missing == [], "texts without a French translation (run the i18n tool and translate them)"
    def keys(path):
        return {(context, m.findtext("source"), m.get("numerus")) for context, m in _messages(path)}
    assert keys(copy) == keys(ts_path("fr")), \
        "resources/i18n/smallwow_fr.ts is not up to date: run python -m smallwow_qt.app.i18n_tool update"


def test_every_literal_text_of_the_code_is_in_the_ts_file():
    """A cross-check of lupdate: each one-line `tr("...")` / `translate("Ctx", "...")` text of
    the app's code is a source in the French .ts file."""
    import re

    sources = {m.findtext("source") for _, m in _messages(ts_path("fr"))}
    pattern = re.compile(r'(?:\btr|\btranslate)\((?:"[A-Za-z]+", )?"((?:[^"\\]|\\.)*)"\s*[,)]')
    missing = []
    for path in i18n_tool.sources():
        for text in pattern.findall(path.read_text(encoding="utf-8")):
            text = text.encode().decode("unicode_escape").encode("latin-1").decode("utf-8")
            if text not in sources:
                missing.append((path.name, text))
    assert missing == []


def test_english_plurals_are_given():
    for _, message in _messages(ts_path("en")):
        if message.get("numerus") == "yes":
            forms = [f.text for f in message.find("translation").findall("numerusform")]
            assert len(forms) == 2 and all(forms), message.findtext("source")


def test_ts_loader_matches_compiled_qm(qapp, tmp_path):
    if i18n_tool.tool("pyside6-lrelease") is None:
        pytest.skip("pyside6-lrelease is not installed")
    qms = i18n_tool.release(tmp_path)
    for qm in qms:
        lang = qm.stem.split("_")[-1]
        compiled = QTranslator()
        assert compiled.load(str(qm)), qm
        ours = TsTranslator(lang)
        for context, message in _messages(ts_path(lang)):
            source = message.findtext("source")
            for n in ((1, 2) if message.get("numerus") == "yes" else (-1,)):
                expected = compiled.translate(context, source, None, n)
                got = ours.translate(context, source, None, n)
                assert (got or "") == (expected or ""), (lang, context, source, n)


def test_plural_forms(qapp):
    translations = Translations(QCoreApplication.instance())
    try:
        translations.install("en")
        assert QCoreApplication.translate("HandStack", "%n token(s) in hand", None, 1) == "1 token in hand"
        assert QCoreApplication.translate("HandStack", "%n token(s) in hand", None, 3) == "3 tokens in hand"
        translations.install("fr")
        assert QCoreApplication.translate("HandStack", "%n token(s) in hand", None, 0) == "0 pion en main"
        assert QCoreApplication.translate("HandStack", "%n token(s) in hand", None, 2) == "2 pions en main"
        # a subclass calling an inherited self.tr still finds its text
        assert QCoreApplication.translate("SomeSubclass", "Hold to see my coins") == "Maintenir pour voir mes pièces"
    finally:
        translations.install("en")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_piece_has_a_name_and_description(language):
    texts = Texts(language)
    for kind, ids in (("races", list(RACES) + ["murlocs"]), ("powers", POWERS), ("markers", MARKERS)):
        for key in ids:
            entry = texts.data[kind][key][language]
            assert entry["name"] and len(entry["text"]) > 30, (kind, key)
    for kind, ids in (("terrains", TERRAINS), ("symbols", SYMBOLS)):
        for key in ids:
            assert texts.data[kind][key][language]["name"], (kind, key)
    if language == "fr":
        assert texts.race("dwarves") == "Nains" and texts.power("farmer") == "Fermiers"


def test_language_switch_relabels_the_window(qtbot):
    window = make_window(qtbot)
    translations = Translations(QApplication.instance())
    window.translations = translations
    try:
        pass_handover(qtbot, window)
        window.set_language("fr")
        assert window.game_menu.title() == "&Partie"
        assert window.game_actions.end_turn.text() == "&Fin du tour"
        assert window.column_dock.windowTitle() == "Combinaisons"
        combo = window.controller.state.column[0]
        assert window.column_dock.model.data(window.column_dock.model.index(0)) == \
            Texts("fr").combo(combo.race, combo.power)
        assert "Manche" in window.stage_label.text()
        # the rules' word for a race is "peuple", in the Players table too
        header = window.players_dock.table.model().headerData(1, Qt.Orientation.Horizontal)
        assert header == "Peuples", header
        assert window.game_actions.languages["fr"].isChecked()
        window.game_actions.languages["en"].trigger()
        assert window.game_menu.title() == "&Game"
        assert window.column_dock.windowTitle() == "Combinations"
    finally:
        translations.install("en")
