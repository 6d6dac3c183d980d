"""One typeface family for the whole table: the panels', read from the application, also for
the map's names, the islands' titles and the numbers on the stacks (DejaVu Sans on most
Linux desktops, the system's interface face elsewhere)."""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtGui import QFont, QFontInfo, QGuiApplication

FALLBACK = "DejaVu Sans"


@lru_cache(maxsize=1)
def family() -> str:
    """The family the panels are drawn in (what the application's font resolves to)."""
    if QGuiApplication.instance() is None:
        return FALLBACK
    return QFontInfo(QGuiApplication.font()).family() or FALLBACK


def game_font(bold: bool = False, italic: bool = False) -> QFont:
    """A font of the game's family (its size as the caller sets it)."""
    font = QFont(family())
    font.setBold(bold)
    font.setItalic(italic)
    return font
