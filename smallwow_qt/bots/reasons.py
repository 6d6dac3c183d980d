"""The one-line reasons computer players give for a pick or a decline.

A reason is an English sentence (the arena and the tests read it as it is) that also carries
what it says as data (`Reason.why`), so that the window can say it in the player's language
(`controller/bot_texts.py`). `Reason` is a `str`, so plans, decisions and logs pass it on
unchanged.
"""

from __future__ import annotations

from typing import Any

from smallwow_qt.engine.data import POWERS, RACES


class Reason(str):
    """A reason sentence with its facts: `why["kind"]` is "pick" or "decline"."""

    why: dict[str, Any]

    def __new__(cls, text: str, why: dict[str, Any]) -> "Reason":
        made = super().__new__(cls, text)
        made.why = why
        return made

    def __reduce__(self):   # copies and pickles keep the facts
        return (Reason, (str(self), dict(self.why)))


def pick_reason(race: str, power: str, tokens: int, coins: int, cost: int,
                regions: int | None = None) -> Reason:
    """"picks Orcs + Flying: 11 tokens, 2 coins on it, costs 3; 4 regions this turn"."""
    text = (f"picks {RACES[race].name} + {POWERS[power].name}: {tokens} tokens"
            + (f", {coins} coins on it" if coins else "")
            + (f", costs {cost}" if cost else "")
            + (f"; {regions} regions this turn" if regions is not None else ""))
    return Reason(text, {"kind": "pick", "race": race, "power": power, "tokens": tokens,
                         "coins": coins, "cost": cost, "regions": regions})


def decline_reason(within: int, race: str, held: int) -> Reason:
    """"declines: at most 2 more regions within reach; the Tauren hold 6"."""
    text = (f"declines: at most {within} more region{'s' if within != 1 else ''} within reach; "
            f"the {RACES[race].name} hold {held}")
    return Reason(text, {"kind": "decline", "within": within, "race": race, "held": held})
