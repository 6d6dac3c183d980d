"""Cost breakdowns: each cost item's label from its code and amount."""

from __future__ import annotations

from smallwow_qt.controller.engine_texts.base import EngineTexts as _Base


class EngineTexts(_Base):
    """Cost item labels and whole breakdowns."""

    def cost_item(self, item) -> str:
        """A cost item's label from its code and amount (the engine's label if unknown)."""
        code, n = item.code, item.amount
        simple = {
            "base": lambda: self.tr("Conquest"),
            "mountain": lambda: self.tr("Mountain"),
            "wall": lambda: self.tr("Wisp Wall"),
            "fort": lambda: self.tr("Fort"),
            "champion": lambda: self.tr("Champion"),
            "beasts": lambda: self.tr("%n Beast(s)", "", n),
            "transport": lambda: self.tr("Transport by boat"),
            "dwarves": lambda: self.tr("Dwarves on a Mountain"),
            "night_elves": lambda: self.tr("Night Elves in a Forest"),
            "trolls": lambda: self.tr("Trolls against a non-empty region"),
            "ethereal": lambda: self.tr("Ethereals: Legendary Place"),
            "frostmourne": lambda: self.texts.marker("frostmourne"),
            "blacksmith": lambda: self.texts.power("blacksmith"),
            "worgen": lambda: self.tr("Worgen form"),
            "airborne_die": lambda: self.tr("Airborne assault: a free reinforcement die is rolled "
                                            "before attacking"),
            "champion_alone": lambda: self.tr("The Champion conquers alone, whatever the defence"),
        }
        if code in simple:
            return simple[code]()
        if code == "defenders":
            if "Murloc" in item.label:
                return self.tr("%n Murloc(s)", "", n)
            return self.tr("%n defending token(s)", "", n)
        if code == "minimum":
            floor = self._leading_int(item.label)
            return self.tr("Minimum of %n token(s)", "", floor) if floor is not None else item.label
        if code == "doomhammer":
            count = self._leading_int(item.label.split(":", 1)[-1])
            if count is not None:
                return self._fill(self.tr("{marker}: %n token(s) whatever the defence", "", count),
                                  marker=self.texts.marker("doomhammer"))
        if code == "transport_waived":
            waivers = {"Sailing": lambda: self.texts.power("sailing"),
                       "Meeting Stone": lambda: self.texts.marker("meeting_stone"),
                       "Naga start in the water": lambda: self.tr("Naga start in the water"),
                       "airborne assault: counts as adjacent": lambda: self.tr("airborne assault: counts as adjacent")}
            inner = item.label[item.label.find("(") + 1:item.label.rfind(")")] if "(" in item.label else ""
            if inner in waivers:
                return self._fill(self.tr("No transport cost ({why})"), why=waivers[inner]())
        return item.label

    @staticmethod
    def _leading_int(text: str) -> int | None:
        for word in text.split():
            if word.isdigit():
                return int(word)
        return None

    def breakdown_reason(self, b, state=None) -> str:
        """Why a region cannot be conquered, in the current language."""
        return self.refusal(b.code, b.reason, state, region=b.region)

    def breakdown(self, b, state=None) -> str:
        """'Conquest 2 + Mountain 1 + 2 defending tokens 2 = 5 tokens' in the current language."""
        if not b.conquerable:
            return self.breakdown_reason(b, state)
        parts = [f"{self.cost_item(item)} {item.amount:+d}" if i and item.amount < 0
                 else f"{self.cost_item(item)} {item.amount}" for i, item in enumerate(b.items)]
        text = " + ".join(parts).replace("+ -", "- ") + " = " + self.tr("%n token(s)", "", b.total)
        for _payee, coins, why in b.payments:
            text += self._fill(self.tr("; pay %n coin(s) first ({why})", "", coins), why=self.payment_why(why))
        return text
