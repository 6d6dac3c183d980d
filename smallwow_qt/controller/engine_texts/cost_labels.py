"""The labels of the costs and gains around a conquest: each cost item of a breakdown (by
its code and params), each payment's reason (by its `why`), each line of a turn's score (by
its code), each `use:` option of a conquest.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping

from PySide6.QtCore import QObject

Params = Mapping[str, Any]
Template = Callable[[Params], str]


class CostLabels(QObject):
    """Templates of cost items (`items`), payment reasons (`reasons`), score lines (`lines`)
    and `use:` options (`options`), each looked up by its code."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        #: cost items, by `CostItem.code` (the amount is not part of the label)
        self.items: dict[str, Template] = {
            "base": lambda p: self.tr("Conquest"),
            "mountain": lambda p: self.tr("Mountain"),
            "wall": lambda p: self.tr("Wisp Wall"),
            "fort": lambda p: self.tr("Fort"),
            "defenders": lambda p: self.tr("%n Murloc(s)", "", p["amount"]) if p["murlocs"] else
            self.tr("%n defending token(s)", "", p["amount"]),
            "champion": lambda p: self.tr("Champion"),
            "beasts": lambda p: self.tr("%n Beast(s)", "", p["amount"]),
            "transport": lambda p: self.tr("Transport by boat"),
            "transport_waived": self._transport_waived,
            "dwarves": lambda p: self.tr("Dwarves on a Mountain"),
            "night_elves": lambda p: self.tr("Night Elves in a Forest"),
            "trolls": lambda p: self.tr("Trolls against a non-empty region"),
            "ethereal": lambda p: self.tr("Ethereals: Legendary Place"),
            "frostmourne": lambda p: "{marker|bare}",
            "blacksmith": lambda p: "{power}",
            "worgen": lambda p: self.tr("Worgen form"),
            "airborne_die": lambda p: self.tr("Airborne assault: a free reinforcement die is rolled "
                                              "before attacking"),
            "minimum": lambda p: self.tr("Minimum of %n token(s)", "", p["tokens"]),
            "doomhammer": lambda p: self.tr("Doomhammer: %n token(s) whatever the defence", "",
                                            p["tokens"]),
            "champion_alone": lambda p: self.tr("The Champion conquers alone, whatever the defence"),
        }
        #: payment reasons, by the payment's `why` (its code: English words the saved games
        #: keep in their turn data), with the params they name
        self.reasons: dict[str, tuple[Callable[[], str], Params]] = {
            "Harmony": (lambda: self.tr("Harmony"), {}),
            "Champion ransom": (lambda: self.tr("Champion ransom"), {}),
            "Worgen form": (lambda: self.tr("Worgen form"), {}),
            "Marshdweller: a Swamp": (lambda: self.tr("Marshdweller: a Swamp"), {}),
            "Aegis of Aggramar": (lambda: "{marker|bare}", {"marker": "aegis_of_aggramar"}),
            "Doomhammer": (lambda: "{marker|bare}", {"marker": "doomhammer"}),
            "Heart of Azeroth": (lambda: "{marker|bare}", {"marker": "heart_of_azeroth"}),
        }
        #: score lines, by their code (the scoring piece's id, or what scored)
        self.lines: dict[str, Template] = {
            "regions": lambda p: self.tr("{race}: regions"),
            "declined_regions": lambda p: self.tr("declined {race}: regions"),
            "faction_bonus": lambda p: self.tr("faction bonus: {race}"),
            "well_of_eternity": lambda p: self.tr("{marker|bare}: declined {race}") if p["declined"]
            else self.tr("{marker|bare}: {race}"),
            "dark_portal": lambda p: "{marker|bare}",
            "karazhan": lambda p: "{marker|bare}",
            "farmer": lambda p: self.tr("Farmer: Fields"),
            "herbalist": lambda p: self.tr("Herbalist: Hills"),
            "ranger": lambda p: self.tr("Ranger: Forests"),
            "swamp_walker": lambda p: self.tr("Swamp Walker: Swamps"),
            "mountaineer": lambda p: self.tr("Mountaineer: Mountains"),
            "mining": lambda p: self.tr("Mining: Caverns"),
            "fishing": lambda p: self.tr("Fishing: regions by the water"),
            "explorer": lambda p: self.tr("Explorer: islands"),
            "archaeologist": lambda p: self.tr("Archaeologist: artifacts and places"),
            "blood_elves": lambda p: self.tr("Blood Elves: Magic Sources"),
        }
        #: the `use:` options of a conquest, as a refusal names them
        self.options: dict[str, tuple[Callable[[], str], Params]] = {
            "frostmourne": (lambda: "{marker}", {"marker": "frostmourne"}),
            "ashes_of_alar": (lambda: "{marker}", {"marker": "ashes_of_alar"}),
            "doomhammer": (lambda: "{marker}", {"marker": "doomhammer"}),
            "airborne": (lambda: self.tr("the airborne assault"), {}),
            "champion": (lambda: self.tr("the Champion"), {}),
            "ethereal": (lambda: self.tr("the relic hunting"), {}),
        }

    def _transport_waived(self, p: Params) -> str:
        by = p["by"]
        if by == "sailing":
            return self.tr("No transport cost (Sailing)")
        if by == "meeting_stone":
            return self.tr("No transport cost (Meeting Stone)")
        if by == "naga":
            return self.tr("No transport cost (Naga start in the water)")
        return self.tr("No transport cost (airborne assault: counts as adjacent)")

    def total(self, tokens: int) -> str:
        """"= 5 tokens" of a breakdown."""
        return self.tr("%n token(s)", "", tokens)

    def pay_first(self, coins: int) -> str:
        """"; pay 2 coins first ({why})" of a breakdown."""
        return self.tr("; pay %n coin(s) first ({why})", "", coins)
