"""A computer player's reason (`bots/reasons.py`) in the player's language.

The bots write their one-line reasons in English and attach the facts they state
(`Reason.why`); here the line is rebuilt from those facts with translated patterns and names.
In English it reads exactly as the bot's own sentence; a reason without facts (or with
facts this does not know) is shown as the bot wrote it.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from smallwow_qt.controller.texts import Texts


class BotTexts(QObject):
    def __init__(self, texts: Texts | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.texts = texts or Texts()

    def reason(self, reason: str) -> str:
        why = getattr(reason, "why", None)
        try:
            if why and why.get("kind") == "pick":
                return self._pick(why)
            if why and why.get("kind") == "decline":
                return self._decline(why)
        except (KeyError, TypeError, ValueError):
            pass
        return str(reason)

    @staticmethod
    def _fill(pattern: str, **values) -> str:
        for key, value in values.items():
            pattern = pattern.replace("{" + key + "}", str(value))
        return pattern

    def _pick(self, why: dict) -> str:
        text = self._fill(self.tr("picks {race} + {power}: {tokens} tokens"),
                          race=self.texts.race(why["race"]), power=self.texts.power(why["power"]),
                          tokens=int(why["tokens"]))
        if why.get("coins"):
            text += self._fill(self.tr(", {coins} coins on it"), coins=int(why["coins"]))
        if why.get("cost"):
            text += self._fill(self.tr(", costs {cost}"), cost=int(why["cost"]))
        if why.get("regions") is not None:
            text += self._fill(self.tr("; {regions} regions this turn"), regions=int(why["regions"]))
        return text

    def _decline(self, why: dict) -> str:
        within = int(why["within"])
        pattern = self.tr("declines: at most {within} more region within reach; the {race} hold "
                          "{held}") if within == 1 else \
            self.tr("declines: at most {within} more regions within reach; the {race} hold {held}")
        return self._fill(pattern, within=within, race=self.texts.race(why["race"]),
                          held=int(why["held"]))
