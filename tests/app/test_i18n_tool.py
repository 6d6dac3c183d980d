"""The translation tool keeps the translation of a text that moved from one class to another."""

from __future__ import annotations

from xml.etree import ElementTree

from smallwow_qt.app.i18n_tool import carry_translations, finished_translations

BEFORE = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en_GB">
<context>
    <name>OldPlace</name>
    <message>
        <source>End conquests</source>
        <translation>Fin des conquêtes</translation>
    </message>
    <message>
        <source>Still drafted</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
"""

AFTER_LUPDATE = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en_GB">
<context>
    <name>NewPlace</name>
    <message>
        <source>End conquests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still drafted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brand new</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
"""


def test_a_moved_text_keeps_its_translation_and_a_new_one_stays_unfinished(tmp_path):
    before = tmp_path / "before.ts"
    before.write_text(BEFORE, encoding="utf-8")
    known = finished_translations(before)
    after = tmp_path / "after.ts"
    after.write_text(AFTER_LUPDATE, encoding="utf-8")
    assert carry_translations(after, known) == 1
    messages = {m.findtext("source"): m.find("translation")
                for m in ElementTree.parse(after).getroot().iter("message")}
    assert messages["End conquests"].text == "Fin des conquêtes"
    assert messages["End conquests"].get("type") is None
    assert messages["Still drafted"].get("type") == "unfinished"     # never translated: still to do
    assert messages["Brand new"].get("type") == "unfinished"
