"""The review's words in the player's language: verdicts, what each decision was, and why
it is judged so (`bots/review_reasons.py` writes the reason in English with its facts; it
is rebuilt here from the facts, as `bot_texts.py` does for the bots' reasons). In English
the line reads exactly as the judge's own sentence."""

from __future__ import annotations

from PySide6.QtCore import QObject

from smallwow_qt.controller.bot_texts import BotTexts
from smallwow_qt.controller.place_names import place_name
from smallwow_qt.controller.texts import Texts
from smallwow_qt.engine import Abandon, Action, Conquer, Decline, End, GameState, Pick, Redeploy


class ReviewTexts(QObject):
    def __init__(self, texts: Texts | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.texts = texts or Texts()
        self.state: GameState | None = None

    _fill = staticmethod(BotTexts._fill)     # "{name}" filled in, as for the bots' reasons

    def verdict(self, name: str) -> str:
        return {"good": self.tr("good"), "inaccuracy": self.tr("inaccuracy"),
                "mistake": self.tr("mistake"), "blunder": self.tr("blunder")}.get(name, name)

    def region(self, rid: str) -> str:
        return place_name(self.state.map.by_id[rid].display_name) if self.state else rid

    def action(self, action: Action, state: GameState) -> str | None:
        """What a turn's basic decision was ("conquers Durotar"); None for an ability (the
        window's own labels name those)."""
        self.state = state
        if isinstance(action, Pick) and 0 <= action.index < len(state.column):
            c = state.column[action.index]
            return self._fill(self.tr("picks {combination}"),
                              combination=self.texts.combo(c.race, c.power))
        if isinstance(action, Conquer):
            pattern = self.tr("conquers {region} with the die") if action.die else \
                self.tr("conquers {region}")
            return self._fill(pattern, region=self.region(action.region))
        if isinstance(action, Abandon):
            return self._fill(self.tr("abandons {region}"), region=self.region(action.region))
        if isinstance(action, Decline):
            return self.tr("declines")
        if isinstance(action, Redeploy):
            return self.tr("redeploys")
        if isinstance(action, End):
            return self.tr("ends the turn")
        return None

    def ability(self, kind: str) -> str:
        return {"bombs": self.tr("the Goblin bombs"), "aegis": self.tr("the Aegis"),
                "objectives": self.tr("the Military Objectives"),
                "heart": self.tr("the Heart of Azeroth"), "buy": self.tr("buying Forsaken tokens"),
                "intimidate": self.tr("intimidation"), "swap": self.tr("a portal swap"),
                "steal": self.tr("an Ethereal steal"), "form": self.tr("the choice of form"),
                "faction": self.tr("the Battleground's side")}.get(kind, kind)

    def why(self, reason: str, state: GameState) -> str:
        """The reason in the UI language (as the judge wrote it when the facts are unknown)."""
        facts = getattr(reason, "why", None)
        if not isinstance(facts, dict) or facts.get("kind") != "review":
            return str(reason)
        self.state = state
        try:
            return self._why(facts)
        except (KeyError, TypeError, ValueError, AttributeError):
            return str(reason)

    def _why(self, f: dict) -> str:
        case = f["case"]
        n = int(f.get("loss", 0))
        if case == "best":
            return self.tr("no plan found does better")
        if case == "close":
            return self.tr("close to the best plan found: about a coin less")
        if case == "decline":
            if "race" in f:
                k = int(f["regions"])
                pattern = self.tr("declining now gives up ~{loss} coins: the {race} still had 1 "
                                  "region within reach") if k == 1 else \
                    self.tr("declining now gives up ~{loss} coins: the {race} still had {regions} "
                            "regions within reach")
                return self._fill(pattern, loss=n, race=self.texts.race(f["race"]), regions=k)
            return self._fill(self.tr("declining now gives up ~{loss} coins: carrying on was worth "
                                      "more"), loss=n)
        if case == "carry_on":
            return self._fill(self.tr("carrying on gives up ~{loss} coins: declining now and "
                                      "picking a fresh race was worth more"), loss=n)
        if case == "pick":
            return self._fill(self.tr("{combination} give up ~{loss} coins: {better} were worth "
                                      "more"), loss=n,
                              combination=self.texts.combo(f["race"], f["power"]),
                              better=self.texts.combo(f["race2"], f["power2"]))
        if case == "skip_die":
            return self._fill(self.tr("not rolling the die gives up ~{loss} coins: a {sixths}-in-6 "
                                      "chance to take {region}"), loss=n, sixths=int(f["sixths"]),
                              region=self.region(f["region"]))
        if case == "stop":
            k = int(f["regions"])
            pattern = self.tr("ending the conquests here gives up ~{loss} coins: 1 more region "
                              "was within reach") if k == 1 else \
                self.tr("ending the conquests here gives up ~{loss} coins: {regions} more regions "
                        "were within reach")
            return self._fill(pattern, loss=n, regions=k)
        if case == "die":
            return self._fill(self.tr("rolling the die gives up ~{loss} coins: {region} was within "
                                      "reach without it"), loss=n, region=self.region(f["region"]))
        if case == "target":
            return self._fill(self.tr("taking {region} gives up ~{loss} coins: {region2} was the "
                                      "better target"), loss=n, region=self.region(f["region"]),
                              region2=self.region(f["region2"]))
        if case == "ability":
            return self._fill(self.tr("not using {ability} gives up ~{loss} coins"), loss=n,
                              ability=self.ability(f["ability"]))
        if case == "played_ability":
            return self._fill(self.tr("using {ability} here gives up ~{loss} coins"), loss=n,
                              ability=self.ability(f["ability"]))
        if case == "redeploy":
            return self._fill(self.tr("this redeployment gives up ~{loss} coins: {region} needed "
                                      "more tokens"), loss=n, region=self.region(f["region"]))
        if case == "abandon":
            return self._fill(self.tr("abandoning {region} gives up ~{loss} coins"), loss=n,
                              region=self.region(f["region"]))
        return self._fill(self.tr("this gives up ~{loss} coins against the best plan found"),
                          loss=n)
