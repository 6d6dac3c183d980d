"""What every part of `EngineTexts` shares: the current state, names and small helpers.

Every part is a class named `EngineTexts` (this one, and the ones in `events.py`,
`refusals.py` and `costs.py` that the package's `EngineTexts` combines) so that
`pyside6-lupdate` files all their texts under the one "EngineTexts" translation context.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject

from smallwow_qt.controller.place_names import place_name
from smallwow_qt.controller.texts import Texts
from smallwow_qt.engine import MARKERS


class _Missing(Exception):
    """Some data a sentence needs is absent: use the engine's English text."""


class EngineTexts(QObject):
    """The shared base: `texts` (the UI language) and the state a sentence is built in."""

    def __init__(self, texts: Texts | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.texts = texts or Texts()
        self.state = None

    # ----- helpers ---------------------------------------------------------------------------

    @staticmethod
    def _fill(pattern: str, **values: Any) -> str:
        out = pattern
        for key, value in values.items():
            out = out.replace("{" + key + "}", str(value))
        return out

    def _name(self, pid: str | None) -> str:
        st = self.state
        if pid is None:
            raise _Missing()
        if st is not None and st.has_player(pid):
            return st.player(pid).name
        raise _Missing()

    def _region(self, rid: str | None) -> str:
        st = self.state
        if st is None or rid is None or rid not in st.map.by_id:
            raise _Missing()
        return place_name(st.map.by_id[rid].display_name)

    def _race(self, race: str | None) -> str:
        if not race:
            raise _Missing()
        return self.texts.race(race)

    def _regions(self, rids) -> str:
        names = [self._region(r) for r in rids]
        if len(names) <= 1:
            return "".join(names)
        return self.tr("{first} and {last}").replace("{first}", ", ".join(names[:-1])) \
            .replace("{last}", names[-1])

    def _names(self, pids, sep: str = ", ") -> str:
        return sep.join(self._name(p) for p in pids)

    def _spread(self, counts: dict) -> str:
        return ", ".join(f"{self._region(r)} {n}" for r, n in counts.items())


    def payment_why(self, why: str) -> str:
        """The reason of a payment ('Harmony', 'Aegis of Aggramar', ...)."""
        known = {"Harmony": self.tr("Harmony"), "Champion ransom": self.tr("Champion ransom"),
                 "Worgen form": self.tr("Worgen form"), "Marshdweller: a Swamp": self.tr("Marshdweller: a Swamp")}
        if why in known:
            return known[why]
        for marker in ("aegis_of_aggramar", "doomhammer", "heart_of_azeroth"):
            if why == MARKERS[marker].name:
                return self.texts.marker(marker)
        return why
