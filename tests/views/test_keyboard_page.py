"""Every key of the window is written down, in the rules reference's keyboard page and in the
README (checked against the shortcuts the window's actions really have)."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtGui import QAction, QKeySequence

from smallwow_qt.views.learn.pages import catalogue

README = Path(__file__).resolve().parents[2] / "README.md"


def _words(text: str) -> str:
    """Keys written alike whatever their spelling: Return/Enter, Esc/Escape."""
    return re.sub(r"\bEsc\b", "Escape", text.replace("Return", "Enter"))


def _shortcuts(window) -> set[str]:
    keys = set()
    for action in window.findChildren(QAction):
        for sequence in action.shortcuts():
            text = sequence.toString(QKeySequence.SequenceFormat.PortableText)
            if text:
                keys.add(_words(text))
    return keys


def test_every_shortcut_is_on_the_keyboard_page_and_in_the_readme(window):
    keys = _shortcuts(window)
    assert {"Ctrl+N", "Ctrl+Enter", "F1", "Ctrl+L", "Ctrl+H", "Ctrl+Q"} <= keys
    page = _words(catalogue("en").get("rules/keyboard").body)
    readme = _words(README.read_text(encoding="utf-8"))
    missing_page = sorted(k for k in keys if k not in page)
    missing_readme = sorted(k for k in keys if k not in readme)
    assert missing_page == [] and missing_readme == [], (missing_page, missing_readme)
    assert "rules/keyboard" in catalogue("fr").pages and "Ctrl+Entrée" in catalogue("fr").get("rules/keyboard").body
