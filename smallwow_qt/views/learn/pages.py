"""The rules reference as data: one page per rule topic and per piece, in each language.

Rule topics are written for players in `resources/rules/<language>.yaml` (our own words);
each race, power, artifact and legendary place gets a page built from its short text in
`resources/descriptions.yaml` (shared with the tooltips, not repeated here), its numbers in
`engine/data.py` and any details the rules file adds under `details:`. Page ids:
`rules/<topic>`, `race/<id>`, `power/<id>`, `marker/<id>`.

A body is light markup: blank lines between paragraphs, `- ` bullets, `**bold**`, and
`[[page-id]]` links that become the linked page's title in the current language.
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path
from typing import Any

from smallwow_qt import paths
from smallwow_qt.controller.texts import Texts
from smallwow_qt.values import Value
from smallwow_qt.yamltext import load_yaml_file
from smallwow_qt.controller import MARKERS, MURLOCS, MURLOC_SUPPLY, POWERS, RACES

LANGUAGES = ("en", "fr")
RULE_TOPICS = ("turn", "picking", "conquest", "losses", "die", "redeploy", "ready", "decline",
               "scoring", "hidden", "end", "map", "controls", "keyboard", "decisions")


class Page(Value):
    """One page of the reference (a value: frozen, equal field by field)."""

    FIELDS = ("id", "title", "section", "body", "keywords", "facts")

    def __init__(self, id: str, title: str, section: str, body: str, keywords: str = "",
                 facts: tuple[tuple[str, str], ...] = ()) -> None:
        self.__dict__.update(id=id, title=title, section=section,   # section: rules, race, power, marker
                             body=body,                  # light markup (see the module doc)
                             keywords=keywords,
                             facts=facts)                # (label, value) rows shown above the body

    def text(self) -> str:
        """Everything a search looks at, lower-case."""
        facts = " ".join(f"{a} {b}" for a, b in self.facts)
        return f"{self.title} {self.keywords} {facts} {self.body}".lower()


def rules_dir() -> Path:
    return paths.resources_dir() / "rules"


@lru_cache(maxsize=8)
def _load_yaml(path: str) -> dict[str, Any]:
    data = load_yaml_file(Path(path)) or {}
    if not isinstance(data, dict):
        raise ValueError(f"{path}: expected a mapping")
    return data


def _descriptions() -> dict[str, Any]:
    """The pieces' short texts, shared with the tooltips (one load for the whole app)."""
    return Texts().data


class Catalogue:
    """Every page of the reference in one language, in reading order."""

    def __init__(self, language: str = "en") -> None:
        self.language = language if language in LANGUAGES else "en"
        data = _load_yaml(str(rules_dir() / f"{self.language}.yaml"))
        self.labels: dict[str, str] = {str(k): str(v) for k, v in (data.get("labels") or {}).items()}
        details = data.get("details") or {}
        self.pages: dict[str, Page] = {}
        for entry in data.get("pages") or []:
            page = Page(id=f"rules/{entry['id']}", title=str(entry["title"]), section="rules",
                        body=str(entry.get("body", "")).strip(), keywords=str(entry.get("keywords", "")))
            self.pages[page.id] = page
        for race in [*RACES, MURLOCS]:
            self._add_piece("race", "races", race, details)
        for power in POWERS:
            self._add_piece("power", "powers", power, details)
        for marker in MARKERS:
            self._add_piece("marker", "markers", marker, details)

    # --- building ----------------------------------------------------------------------------

    def label(self, key: str) -> str:
        return self.labels.get(key, key)

    def _describe(self, kind: str, key: str) -> dict[str, Any]:
        entry = _descriptions().get(kind, {}).get(key, {})
        return entry.get(self.language) or entry.get("en") or {}

    def _add_piece(self, section: str, kind: str, key: str, details: dict[str, Any]) -> None:
        described = self._describe(kind, key)
        facts: list[tuple[str, str]] = []
        if section == "race" and key == MURLOCS:
            facts = [(self.label("tokens_in_box"), str(MURLOC_SUPPLY)),
                     (self.label("faction"), self.label("no_faction"))]
        elif section == "race":
            info = RACES[key]
            facts = [(self.label("tokens_on_tile"), str(info.banner)),
                     (self.label("tokens_in_box"), str(info.supply)),
                     (self.label("faction"), self.label(info.faction.value))]
        elif section == "power":
            facts = [(self.label("tokens_on_tile"), str(POWERS[key].badge))]
        else:
            facts = [(self.label("kind"), self.label(MARKERS[key].kind))]
        extra = str((details.get(f"{section}/{key}") or "")).strip()
        body = str(described.get("text", "")).strip()
        if extra:
            body = f"{body}\n\n{extra}"
        name = described.get("name") or key.replace("_", " ").title()
        self.pages[f"{section}/{key}"] = Page(id=f"{section}/{key}", title=str(name), section=section,
                                              body=body, facts=tuple(facts))

    # --- reading -----------------------------------------------------------------------------

    def get(self, page_id: str) -> Page | None:
        return self.pages.get(page_id)

    def search(self, query: str) -> list[Page]:
        """Pages whose text holds every word of `query` (accents and case ignored), titles
        matching first."""
        words = [_fold(w) for w in query.split() if w.strip()]
        if not words:
            return list(self.pages.values())
        hits = []
        for page in self.pages.values():
            text = _fold(page.text())
            if all(w in text for w in words):
                in_title = all(w in _fold(page.title) for w in words)
                hits.append((0 if in_title else 1, page))
        return [p for _, p in sorted(hits, key=lambda h: h[0])]

    def to_html(self, page: Page) -> str:
        """The page as rich text for a QTextBrowser; `[[id]]` links use the href `page:<id>`."""
        import html

        out = [f"<h2>{html.escape(page.title)}</h2>"]
        if page.facts:
            rows = "".join(f"<tr><td><b>{html.escape(a)}</b></td><td>&nbsp;{html.escape(b)}</td></tr>"
                           for a, b in page.facts)
            out.append(f"<table>{rows}</table>")
        out.append(self.markup(page.body))
        if page.section == "race" and page.id != f"race/{MURLOCS}":
            out.append(f"<p><i>{self.markup_inline(self.label('see_also_race'))}</i></p>")
        elif page.section == "power":
            out.append(f"<p><i>{self.markup_inline(self.label('see_also_power'))}</i></p>")
        elif page.section == "marker":
            out.append(f"<p><i>{self.markup_inline(self.label('see_also_marker'))}</i></p>")
        return "\n".join(out)

    def markup(self, body: str) -> str:
        blocks = []
        for block in re.split(r"\n\s*\n", body.strip()):
            lines = [line.strip() for line in block.splitlines() if line.strip()]
            if lines and all(line.startswith("- ") for line in lines):
                items = "".join(f"<li>{self.markup_inline(line[2:])}</li>" for line in lines)
                blocks.append(f"<ul>{items}</ul>")
            elif lines:
                blocks.append(f"<p>{self.markup_inline(' '.join(lines))}</p>")
        return "\n".join(blocks)

    def markup_inline(self, text: str) -> str:
        import html

        text = html.escape(text, quote=False)
        text = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", text)

        def link(match: re.Match) -> str:
            target = match.group(1)
            page = self.pages.get(target)
            title = page.title if page else target
            return f'<a href="page:{target}">{html.escape(title)}</a>'

        return re.sub(r"\[\[([a-z_/]+)\]\]", link, text)


def _fold(text: str) -> str:
    import unicodedata

    decomposed = unicodedata.normalize("NFKD", text.lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


@lru_cache(maxsize=4)
def catalogue(language: str) -> Catalogue:
    return Catalogue(language)


def page_title(language: str, page_id: str) -> str | None:
    """A page's title, as in `catalogue(language)`; a rules page's is read without building
    the whole catalogue (the turn buttons' tooltips name one from the first paint on)."""
    if not page_id.startswith("rules/"):
        page = catalogue(language).get(page_id)
        return page.title if page else None
    language = language if language in LANGUAGES else "en"
    title = None
    for entry in _load_yaml(str(rules_dir() / f"{language}.yaml")).get("pages") or []:
        if f"rules/{entry['id']}" == page_id:
            title = str(entry["title"])        # (the last one wins, as in the catalogue)
    return title


def piece_ids() -> list[str]:
    """Every page id a piece of the engine's data must have."""
    return ([f"race/{r}" for r in [*RACES, MURLOCS]] + [f"power/{p}" for p in POWERS]
            + [f"marker/{m}" for m in MARKERS])
