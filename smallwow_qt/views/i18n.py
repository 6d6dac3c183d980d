"""Translations: the `.ts` files of `resources/i18n/` read directly, no build step needed.

Qt Linguist `.ts` sources are the files we keep in git (`.qm` are build products and are
ignored). `TsTranslator` parses a `.ts` file and answers Qt's `translate()` calls, so a fresh
clone, an installed wheel and a frozen bundle all translate the same way. When a message is
not found under its class's context (a subclass calling an inherited `self.tr`) the source
text is looked up in any context.

Plural forms (`%n`) follow English rules (1 / other) and French rules (0-1 / other).
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from smallwow_qt import paths

LANGUAGES = {"en": "English", "fr": "Français"}


def ts_path(language: str) -> Path:
    return paths.resources_dir() / "i18n" / f"smallwow_{language}.ts"


def plural_index(language: str, n: int) -> int:
    if language == "fr":
        return 0 if n in (0, 1) else 1
    return 0 if n == 1 else 1


class TsTranslator(QTranslator):
    """A QTranslator answering from a parsed `.ts` file."""

    def __init__(self, language: str, path: Path | None = None, parent=None) -> None:
        super().__init__(parent)
        self.language = language
        self.path = path or ts_path(language)
        self.messages: dict[tuple[str, str, str], list[str]] = {}
        self.by_source: dict[tuple[str, str], list[str]] = {}
        if self.path.is_file():
            self._parse(self.path)

    def _parse(self, path: Path) -> None:
        root = ET.parse(path).getroot()
        for context in root.iter("context"):
            name = context.findtext("name") or ""
            for message in context.iter("message"):
                source = message.findtext("source") or ""
                comment = message.findtext("comment") or ""
                tr = message.find("translation")
                if tr is None or tr.get("type") in ("unfinished", "obsolete", "vanished"):
                    continue
                forms = [f.text or "" for f in tr.findall("numerusform")]
                if not forms:
                    if not tr.text:
                        continue
                    forms = [tr.text]
                self.messages[(name, source, comment)] = forms
                self.by_source.setdefault((source, comment), forms)

    def language_code(self) -> str:
        return self.language

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str | None:
        key = (context or "", source or "", disambiguation or "")
        forms = self.messages.get(key) or self.by_source.get((source or "", disambiguation or ""))
        if not forms:
            return None   # a null string: Qt then uses the source text
        if n >= 0 and len(forms) > 1:
            return forms[min(plural_index(self.language, n), len(forms) - 1)]
        return forms[0]


class Translations:
    """Installs our translator (and Qt's own, for standard dialogs) for one language."""

    def __init__(self, app: QCoreApplication) -> None:
        self.app = app
        self.language = "en"
        self._installed: list[QTranslator] = []

    def install(self, language: str) -> str:
        language = language if language in LANGUAGES else "en"
        for tr in self._installed:
            self.app.removeTranslator(tr)
        self._installed = []
        ours = TsTranslator(language, parent=self.app)
        self.app.installTranslator(ours)
        self._installed.append(ours)
        if language != "en":
            qt = QTranslator(self.app)
            folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
            if qt.load(f"qtbase_{language}", folder):
                self.app.installTranslator(qt)
                self._installed.append(qt)
        self.language = language
        return language


def system_language() -> str:
    """The system locale's language if we ship it, else English."""
    name = QLocale.system().name().split("_")[0]
    return name if name in LANGUAGES else "en"
