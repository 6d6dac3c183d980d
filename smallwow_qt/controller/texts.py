"""Names and descriptions of races, powers, artifacts, places and terrains, in each language.

They come from `resources/descriptions.yaml` (our own words, English and French), read
through its compiled copy `descriptions.json` when that is current (see yamltext.py). The
engine's ids and English names are the fallback, so a piece added to the engine before its
description still shows a readable name.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from smallwow_qt import paths
from smallwow_qt.engine import MARKERS, MURLOCS, POWERS, RACES
from smallwow_qt.yamltext import YamlProblem, load_yaml_file

LANGUAGES = ("en", "fr")
KINDS = ("races", "powers", "markers", "terrains", "symbols")


@lru_cache(maxsize=4)
def _load(path: str) -> dict[str, Any]:
    if not Path(path).is_file():
        return {}
    try:
        data = load_yaml_file(Path(path)) or {}
    except YamlProblem as exc:
        raise ValueError(f"{path}: {exc}") from None
    if not isinstance(data, dict):
        raise ValueError(f"{path}: expected a mapping of kinds (races, powers, ...)")
    return data


def descriptions_path() -> Path:
    return paths.resources_dir() / "descriptions.yaml"


class Texts:
    """Looks up display names and descriptions in the current `language`."""

    def __init__(self, language: str = "en", path: Path | None = None) -> None:
        self.language = language if language in LANGUAGES else "en"
        self._path = path or descriptions_path()

    @property
    def data(self) -> dict[str, Any]:
        return _load(str(self._path))

    def _entry(self, kind: str, key: str) -> dict[str, Any]:
        entry = self.data.get(kind, {}).get(key, {})
        return entry.get(self.language) or entry.get("en") or {}

    # --- names -------------------------------------------------------------------------------

    def race(self, race: str | None) -> str:
        if not race:
            return ""
        fallback = "Murlocs" if race == MURLOCS else RACES[race].name if race in RACES else race
        return self._entry("races", race).get("name", fallback)

    def power(self, power: str | None) -> str:
        if not power:
            return ""
        fallback = POWERS[power].name if power in POWERS else power
        return self._entry("powers", power).get("name", fallback)

    def marker(self, marker: str | None) -> str:
        if not marker:
            return ""
        fallback = MARKERS[marker].name if marker in MARKERS else marker
        return self._entry("markers", marker).get("name", fallback)

    def terrain(self, terrain: str) -> str:
        return self._entry("terrains", terrain).get("name", terrain.title())

    def symbol(self, symbol: str) -> str:
        return self._entry("symbols", symbol).get("name", symbol.title())

    def combo(self, race: str, power: str) -> str:
        """A combination's name, e.g. 'Farmer Kobolds' / 'Kobolds Fermiers'."""
        pattern = QCoreApplication.translate("Texts", "{power} {race}")
        entry = self._entry("powers", power)
        power_name = entry.get("combo", entry.get("name")) if entry else self.power(power)
        return pattern.format(power=power_name, race=self.race(race))

    # --- descriptions --------------------------------------------------------------------------

    def describe(self, kind: str, key: str | None) -> str:
        """The description paragraph of a race, power, marker, terrain or symbol ('' if none)."""
        if not key:
            return ""
        return str(self._entry(kind, key).get("text", "")).strip()

    def combo_tooltip(self, race: str, power: str) -> str:
        """Rich text: both names and both descriptions, for a hover over a combination."""
        return (f"<b>{_esc(self.race(race))}</b><br>{_esc(self.describe('races', race))}"
                f"<br><br><b>{_esc(self.power(power))}</b><br>{_esc(self.describe('powers', power))}")

    def marker_tooltip(self, marker: str) -> str:
        return f"<b>{_esc(self.marker(marker))}</b><br>{_esc(self.describe('markers', marker))}"


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
