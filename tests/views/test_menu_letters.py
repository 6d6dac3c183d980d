"""Alt and a letter: in every menu, and in the menu bar, no two entries share their underlined
letter, in English and in French (a shared letter only highlights the first entry, and the
player has to press it again)."""

from __future__ import annotations

import re

from PySide6.QtWidgets import QApplication

from smallwow_qt.views.i18n import Translations
from tests.views.support import make_window


def letter(text: str) -> str | None:
    found = re.search(r"&([^&\s])", text.replace("&&", ""))
    return found.group(1).lower() if found else None


def clashes(entries: list[str]) -> list[list[str]]:
    by_letter: dict[str, list[str]] = {}
    for text in entries:
        if letter(text) is not None:
            by_letter.setdefault(letter(text), []).append(text)
    return [texts for texts in by_letter.values() if len(texts) > 1]


def test_the_clash_finder_finds_a_clash():
    assert clashes(["Open &recent", "&Replay this game", "&Save", "English"]) == [
        ["Open &recent", "&Replay this game"]]
    assert clashes(["Save &as…", "&Quit", "Fish && chips"]) == []


def test_no_two_entries_of_a_menu_share_their_letter(qtbot):
    window = make_window(qtbot)
    window.translations = Translations(QApplication.instance())
    found = {}
    try:
        for language in ("en", "fr"):
            window.set_language(language)
            bar = [action.text() for action in window.menuBar().actions()]
            found[(language, "menu bar")] = clashes(bar)
            menus = [action.menu() for action in window.menuBar().actions() if action.menu()]
            assert len(menus) >= 6
            while menus:
                menu = menus.pop()
                menus += [action.menu() for action in menu.actions() if action.menu()]
                entries = [action.text() for action in menu.actions() if not action.isSeparator()]
                found[(language, menu.title())] = clashes(entries)
    finally:
        window.set_language("en")
    assert any(key[0] == "fr" and key[1] == "&Partie" for key in found)     # (French was read)
    assert {key: texts for key, texts in found.items() if texts} == {}
