"""Translations: the `.ts` files of `resources/i18n/` read directly, no build step needed.

Qt Linguist `.ts` sources are the files we keep in git (`.qm` are build products and are
ignored). `TsTranslator` parses a `.ts` file and answers Qt's `translate()` calls, so a fresh
clone, an installed wheel and a frozen bundle all translate the same way. When a message is
not found under its class's context (a subclass calling an inherited `self.tr`) the source
text is looked up in any context.

Plural forms (`%n`) follow English rules (1 / other) and French rules (0-1 / other).

Each `.ts` travels with a compiled copy, `smallwow_<lang>.json`: the messages it translates
and the SHA-256 of the `.ts` they were read from. Start-up reads the copy when it was made
from the `.ts` as it is now (no XML parser is loaded: ~20 ms less before the first paint),
otherwise the `.ts` itself. `python -m smallwow_qt.app.i18n_tool compile` writes the copies
(`update` too); a test checks the shipped ones are current.
"""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from smallwow_qt import paths
from smallwow_qt.digest import sha256_hex

LANGUAGES = {"en": "English", "fr": "Français"}
COMPILED_FORMAT = "smallwow-compiled-ts"

#: (context, source, comment) -> the translation's forms (one, or one per plural form)
Messages = dict[tuple[str, str, str], list[str]]


def ts_path(language: str) -> Path:
    return paths.resources_dir() / "i18n" / f"smallwow_{language}.ts"


def compiled_path(ts: Path) -> Path:
    return ts.with_suffix(".json")


def parse_ts(source: bytes) -> Messages:
    """The finished translations of a `.ts` file's text."""
    import xml.etree.ElementTree as ET      # only when a compiled copy does not answer

    messages: Messages = {}
    for context in ET.fromstring(source).iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source_text = message.findtext("source") or ""
            comment = message.findtext("comment") or ""
            tr = message.find("translation")
            if tr is None or tr.get("type") in ("unfinished", "obsolete", "vanished"):
                continue
            forms = [f.text or "" for f in tr.findall("numerusform")]
            if not forms:
                if not tr.text:
                    continue
                forms = [tr.text]
            messages[(name, source_text, comment)] = forms
    return messages


def compiled_text(ts: Path) -> str:
    """The compiled copy of the `.ts` file `ts`."""
    source = ts.read_bytes()
    rows = [json.dumps([*key, forms], ensure_ascii=False) for key, forms in parse_ts(source).items()]
    return (f'{{"format": "{COMPILED_FORMAT}", "source_sha256": "{sha256_hex(source)}", "messages": [\n'
            + ",\n".join(rows) + "\n]}\n")


def write_compiled(ts: Path) -> Path:
    target = compiled_path(ts)
    target.write_text(compiled_text(ts), encoding="utf-8")
    return target


def _from_copy(copy_bytes: bytes, source: bytes) -> Messages | None:
    """The messages of a compiled copy made from `source`, or None (stale or malformed)."""
    try:
        copy = json.loads(copy_bytes)
        if not (isinstance(copy, dict) and copy.get("format") == COMPILED_FORMAT
                and copy.get("source_sha256") == sha256_hex(source)):
            return None
        messages: Messages = {}
        for context, source_text, comment, forms in copy["messages"]:
            if not isinstance(forms, list) or not forms or \
                    not all(isinstance(v, str) for v in (context, source_text, comment, *forms)):
                return None
            messages[(context, source_text, comment)] = list(forms)
        return messages
    except (ValueError, TypeError, KeyError, RecursionError):
        return None


def read_messages(ts: Path) -> Messages:
    """The finished translations of `ts`: from its compiled copy when that was made from the
    file as it is now, else from the file itself ({} if it cannot be read)."""
    try:
        source = ts.read_bytes()
    except OSError:
        return {}
    try:
        copy_bytes = compiled_path(ts).read_bytes()
    except OSError:
        copy_bytes = None
    messages = _from_copy(copy_bytes, source) if copy_bytes is not None else None
    if messages is None:
        try:
            messages = parse_ts(source)
        except SyntaxError:         # (ElementTree's ParseError) a damaged file: no translations
            return {}
    return messages


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
        self.messages: Messages = read_messages(self.path)
        self.by_source: dict[tuple[str, str], list[str]] = {}
        for (_, source, comment), forms in self.messages.items():
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
