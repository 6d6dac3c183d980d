"""A computer player's reason (`bots/reasons.py`) in the player's language.

The bots write their one-line reasons in English and attach the facts they state
(`Reason.why`); here the line is rebuilt from those facts with translated patterns and names.
In English it reads exactly as the bot's own sentence; a reason without facts (or with
facts this does not know) is shown as the bot wrote it.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from smallwow_qt.controller.place_names import place_name
from smallwow_qt.controller.texts import Texts


class BotTexts(QObject):
    def __init__(self, texts: Texts | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.texts = texts or Texts()

    def reason(self, reason: str, state=None) -> str:
        """`reason` in the UI language; `state` names the regions of a step's advice."""
        why = getattr(reason, "why", None)
        kind = why.get("kind") if isinstance(why, dict) else None
        render = {"pick": self._pick, "decline": self._decline, "conquer": self._conquer,
                  "die": self._die, "abandon": self._abandon, "redeploy": self._redeploy,
                  "end": self._end}.get(kind)
        if render is not None:
            self.state = state
            try:
                return render(why)
            except (KeyError, TypeError, ValueError, AttributeError):
                pass
        return str(reason)

    def _region(self, rid: str) -> str:
        return place_name(self.state.map.by_id[rid].display_name)

    @staticmethod
    def _fill(pattern: str, **values) -> str:
        """`pattern` with each "{name}" replaced by its value."""
        for key, value in values.items():
            pattern = pattern.replace("{" + key + "}", str(value))
        return pattern

    def _pick(self, why: dict) -> str:
        text = self._fill(self.tr("picks {combination}: {tokens} tokens"),
                          combination=self.texts.combo(why["race"], why["power"]),
                          tokens=int(why["tokens"]))
        if why.get("coins"):
            text += self.tr(", %n coin(s) on it", "", int(why["coins"]))
        if why.get("cost"):
            text += self._fill(self.tr(", costs {cost}"), cost=int(why["cost"]))
        if why.get("regions") is not None:
            text += self.tr("; %n region(s) this turn", "", int(why["regions"]))
        return text

    def _decline(self, why: dict) -> str:
        within = int(why["within"])
        pattern = self.tr("declines: at most {within} more region within reach; the {race} hold "
                          "{held}") if within == 1 else \
            self.tr("declines: at most {within} more regions within reach; the {race} hold {held}")
        return self._fill(pattern, within=within, race=self.texts.race(why["race"]),
                          held=int(why["held"]))

    # ----- advice on a planned step (Suggest) --------------------------------------------------

    def _conquer(self, why: dict) -> str:
        need, planned = int(why["need"]), int(why["planned"])
        pattern = self.tr("{need} token: the only conquest planned this turn") \
            if need == 1 and planned == 1 else \
            self.tr("{need} token: 1 of {planned} conquests planned this turn") \
            if need == 1 else \
            self.tr("{need} tokens: the only conquest planned this turn") \
            if planned == 1 else \
            self.tr("{need} tokens: 1 of {planned} conquests planned this turn")
        return self._fill(pattern, need=need, planned=planned)

    def _die(self, why: dict) -> str:
        short, sixths = int(why["short"]), int(why["sixths"])
        pattern = self.tr("the last attempt: 1 token short, the die gives it {sixths} times in 6") if short == 1 else \
            self.tr("the last attempt: {short} tokens short, the die gives them {sixths} times "
                    "in 6")
        if sixths == 1:
            pattern = self.tr("the last attempt: {short} tokens short, the die gives them 1 time in 6")
        return self._fill(pattern, short=short, sixths=sixths)

    def _abandon(self, why: dict) -> str:
        planned = int(why["planned"])
        pattern = self.tr("frees tokens for 1 conquest this turn") \
            if planned == 1 else \
            self.tr("frees tokens for {planned} conquests this turn")
        return self._fill(pattern, planned=planned)

    def _redeploy(self, why: dict) -> str:
        return self._fill(self.tr("the most tokens ({tokens}) where an attack is likeliest: "
                                  "{region}"),
                          region=self._region(why["region"]), tokens=int(why["tokens"]))

    def _end(self, why: dict) -> str:
        return self.tr("nothing left worth a token this turn")
