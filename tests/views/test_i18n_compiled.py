"""The translations' compiled copies (`resources/i18n/smallwow_<lang>.json`): current, the
same messages as the `.ts` files, and only a faster route: a stale, damaged or missing copy
gives way to the `.ts` itself, and a damaged `.ts` to the English source texts."""

from __future__ import annotations

import json
import shutil

import pytest

from smallwow_qt.views.i18n import (LANGUAGES, TsTranslator, compiled_path, compiled_text, parse_ts,
                                    read_messages, ts_path, write_compiled)


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_the_shipped_copies_are_current(language):
    ts = ts_path(language)
    assert compiled_path(ts).read_text(encoding="utf-8") == compiled_text(ts), \
        f"{compiled_path(ts).name} is stale: run python -m smallwow_qt.app.i18n_tool compile"
    assert read_messages(ts) == parse_ts(ts.read_bytes())


@pytest.fixture
def french(tmp_path):
    ts = tmp_path / "smallwow_fr.ts"
    shutil.copy(ts_path("fr"), ts)
    write_compiled(ts)
    return ts


def _edit(ts, old: str, new: str) -> None:
    text = ts.read_text(encoding="utf-8")
    assert old in text
    ts.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_a_copy_made_before_the_ts_was_edited_is_not_used(french):
    _edit(french, "<translation>&amp;Partie guidée</translation>", "<translation>Partie accompagnée</translation>")
    translator = TsTranslator("fr", french)
    assert translator.translate("GuidedTexts", "&Guided first game") == "Partie accompagnée"


@pytest.mark.parametrize("damage", [
    lambda copy: copy.write_text("{not json", encoding="utf-8"),
    lambda copy: copy.write_text("[]", encoding="utf-8"),
    lambda copy: copy.unlink(),
    lambda copy: copy.write_text(json.dumps({**json.loads(copy.read_text(encoding="utf-8")),
                                             "messages": [["a", "b", "c", [1]]]}), encoding="utf-8"),
    lambda copy: copy.write_text(json.dumps({**json.loads(copy.read_text(encoding="utf-8")),
                                             "messages": [["a", "b"]]}), encoding="utf-8"),
    lambda copy: copy.write_text(json.dumps({**json.loads(copy.read_text(encoding="utf-8")),
                                             "messages": [["a", "b", "c", "forms"]]}), encoding="utf-8"),
])
def test_a_damaged_or_missing_copy_gives_way_to_the_ts(french, damage):
    damage(compiled_path(french))
    assert read_messages(french) == parse_ts(ts_path("fr").read_bytes())


def test_a_damaged_ts_leaves_the_english_texts(tmp_path):
    ts = tmp_path / "smallwow_fr.ts"
    ts.write_text("<TS><context><name>x</name>", encoding="utf-8")
    translator = TsTranslator("fr", ts)
    assert translator.messages == {}
    assert translator.translate("GuidedTexts", "&Guided first game") is None     # Qt shows the source
