"""Why a save cannot be opened, in the player's language: every `SaveError` the persistence
raises has a code the views say from a template (`views/save_texts.py`), filled with its
facts, and a French player opening a damaged or foreign save reads French."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from smallwow_qt.controller.texts import Texts
from smallwow_qt.persistence import SaveError
from smallwow_qt.views.i18n import Translations
from smallwow_qt.views.save_texts import SaveTexts, save_error_text
from tests.views.support import files_window, play_a_bit

PERSISTENCE = Path(__file__).resolve().parents[2] / "smallwow_qt" / "persistence"
NBSP = "\u00a0"


def _raised() -> list[tuple[str, str | None, frozenset[str]]]:
    """(file:line, code, param names) of every SaveError made in the persistence. A helper
    taking the `code` it passes on (`_damaged(code, detail, **params)`, `refused(code, ...)`)
    counts at each of its calls, with the params it sets itself."""
    def keywords(call: ast.Call) -> set[str]:
        return {k.arg for k in call.keywords if k.arg is not None}     # (not **params)

    def makes_error(node: ast.AST) -> bool:
        return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and \
            node.func.id == "SaveError"

    trees = {path.name: ast.parse(path.read_text(encoding="utf-8"))
             for path in sorted(PERSISTENCE.glob("*.py"))}
    helpers: dict[str, set[str]] = {}
    for tree in trees.values():
        for fn in ast.walk(tree):
            if isinstance(fn, ast.FunctionDef) and fn.args.posonlyargs + fn.args.args and \
                    (fn.args.posonlyargs + fn.args.args)[0].arg == "code":
                for call in filter(makes_error, ast.walk(fn)):
                    if isinstance(call.args[0], ast.Name) and call.args[0].id == "code":
                        helpers[fn.name] = keywords(call)
    found = []
    for name, tree in trees.items():
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
                continue
            if node.func.id == "SaveError" or node.func.id in helpers:
                first = node.args[0] if node.args else None
                if isinstance(first, ast.Name) and first.id == "code":
                    continue                    # (inside a helper: counted at its calls)
                code = first.value if isinstance(first, ast.Constant) and isinstance(first.value, str) \
                    else None
                found.append((f"{name}:{node.lineno}", code,
                              frozenset(keywords(node) | helpers.get(node.func.id, set()))))
    return found


def test_every_save_error_raised_has_a_code_the_views_say():
    raised = _raised()
    assert len(raised) > 40          # (the scan finds them all: about 55 places)
    templates = SaveTexts().templates()
    without = [where for where, code, _ in raised if code is None]
    assert without == [], "a SaveError whose code is not a literal text"
    unknown = sorted({(where, code) for where, code, _ in raised if code not in templates})
    assert unknown == [], "SaveError codes the views have no sentence for (views/save_texts.py)"
    assert set(templates) - {code for _, code, _ in raised} == set(), "templates nothing raises"


@pytest.fixture
def translations(qapp):
    """The app's translations, in French (English again after the test)."""
    translations = Translations(QCoreApplication.instance())
    translations.install("fr")
    try:
        yield translations
    finally:
        translations.install("en")


def test_every_save_error_is_said_in_french_with_its_facts(translations):
    """Each place that raises a SaveError, with the params it gives: the French sentence is a
    translation (not the English template), names every param, and leaves no brace."""
    variants = {"kind": ("race", "power", "artifact or place"), "part": ("initial", "final")}
    french = Texts("fr")
    for where, code, keys in _raised():
        choices = [{}]
        for key in sorted(keys):
            values = variants.get(key, (7 if key in ("actions", "number", "version", "megabytes",
                                                       "regions", "borders", "most") else f"«{key}»",))
            choices = [{**c, key: v} for c in choices for v in values]
        for params in choices:
            err = SaveError(code, "ENGLISH", None, **params)
            said = save_error_text(err, french)
            assert said != "ENGLISH" and "{" not in said, (where, code, params, said)
            for key, value in params.items():
                if key not in ("kind", "part", "piece") and code != "not_playable":
                    assert str(value) in said, (where, code, key, said)
            translations.install("en")
            assert save_error_text(err, Texts("en")) != said, (where, code, "not translated")
            translations.install("fr")


def test_an_unknown_code_shows_the_english_message(translations):
    err = SaveError("from_a_newer_persistence", "Something new went wrong.", None, version=3)
    assert save_error_text(err, Texts("fr")) == "Something new went wrong."


@pytest.fixture
def french_window(qtbot, tmp_path, monkeypatch):
    """A window in French with a game saved to `good.smallwow`, and the texts of the dialogs
    it shows (`shown`): the question to open the last position is answered No."""
    window = files_window(qtbot, tmp_path / "data")
    window.translations = Translations(QCoreApplication.instance())
    play_a_bit(qtbot, window)
    good = tmp_path / "good.smallwow"
    assert window.files.save_to(good)
    window.set_language("fr")
    window.shown = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda parent, title, text, *a: window.shown.append((title, text)))
    monkeypatch.setattr(QMessageBox, "question", lambda parent, title, text, *a: window.shown.append(
        (title, text)) or QMessageBox.StandardButton.No)
    try:
        yield window, good
    finally:
        window.set_language("en")


def _open(window, path):
    before = window.controller.state.to_dict()
    window.shown.clear()
    assert not window.files.open_path(path)
    assert window.controller.state.to_dict() == before
    assert len(window.shown) == 1
    title, text = window.shown[0]
    assert title == "Ouvrir une partie"
    return text


def test_a_french_player_reads_why_a_damaged_save_does_not_open(french_window, tmp_path):
    window, good = french_window
    cut = tmp_path / "cut.smallwow"
    cut.write_bytes(good.read_bytes()[: len(good.read_bytes()) // 2])
    assert _open(window, cut) == (f"La sauvegarde est incomplète ou endommagée{NBSP}: son écriture "
                                  "a peut-être été interrompue.")

    record = json.loads(good.read_text(encoding="utf-8"))
    record["extra"] = 1
    foreign = tmp_path / "foreign.smallwow"
    foreign.write_text(json.dumps(record), encoding="utf-8")
    assert _open(window, foreign) == (f"La sauvegarde est endommagée{NBSP}: elle contient une "
                                      f"entrée inconnue, «{NBSP}extra{NBSP}».")


def test_a_french_player_reads_which_newer_version_saved_a_game(french_window, tmp_path):
    window, good = french_window
    newer = tmp_path / "newer.smallwow"
    newer.write_bytes(re.sub(rb'"version": \d+', b'"version": 99', good.read_bytes(), count=1))
    assert _open(window, newer) == (
        "Cette partie a été enregistrée par une version plus récente de Small World of Warcraft "
        f"(format de sauvegarde 99){NBSP}; mettez le jeu à jour pour l’ouvrir.")


def test_a_french_player_reads_why_an_action_of_the_save_is_refused(french_window, tmp_path):
    """The engine's refusal inside the sentence is French too (said from the position the
    action was refused in); the last position is then offered."""
    window, good = french_window
    record = json.loads(good.read_text(encoding="utf-8"))
    (player, _), = record["actions"][0].items()
    record["actions"][0] = {player: {"pick": 5000}}
    edited = tmp_path / "edited.smallwow"
    edited.write_text(json.dumps(record), encoding="utf-8")
    text = _open(window, edited)
    assert text.startswith(f"L’action 1 de la sauvegarde ({player}: pick 5000) n’est pas permise{NBSP}: "
                           f"Il n'y a pas de combinaison en position 5000{NBSP}; la colonne en montre "), text
    assert text.endswith(f"Ouvrir sa dernière position sans son historique (ni annulation, ni revue){NBSP}?")
