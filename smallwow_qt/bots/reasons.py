"""The one-line reasons computer players give for a pick or a decline.

A reason is an English sentence (the arena and the tests read it as it is) that also carries
what it says as data (`Reason.why`), so that the window can say it in the player's language
(`controller/bot_texts.py`). `Reason` is a `str`, so plans, decisions and logs pass it on
unchanged.
"""

from __future__ import annotations

from typing import Any

from smallwow_qt.engine import RACES, combo_name


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
    """"picks Flying Orcs: 11 tokens, 2 coins on it, costs 3; 4 regions this turn"."""
    text = (f"picks {combo_name(race, power)}: {tokens} tokens"
            + (f", {coins} coin{'s' if coins != 1 else ''} on it" if coins else "")
            + (f", costs {cost}" if cost else "")
            + (f"; {regions} region{'s' if regions != 1 else ''} this turn" if regions is not None else ""))
    return Reason(text, {"kind": "pick", "race": race, "power": power, "tokens": tokens,
                         "coins": coins, "cost": cost, "regions": regions})


def decline_reason(within: int, race: str, held: int) -> Reason:
    """"declines: at most 2 more regions within reach; the Tauren hold 6"."""
    text = (f"declines: at most {within} more region{'s' if within != 1 else ''} within reach; "
            f"the {RACES[race].name} hold {held}")
    return Reason(text, {"kind": "decline", "within": within, "race": race, "held": held})


# ----- advice: why a planned step is worth it (shown with a suggestion, not logged) ------------

ADVICE = ("conquer", "die", "abandon", "redeploy", "end", "ability")


def is_advice(reason: str) -> bool:
    """A reason that explains a step of a plan (for Suggest) rather than a choice worth a
    line in the game log (a pick, a decline)."""
    return getattr(reason, "why", {}).get("kind") in ADVICE


def conquer_reason(region: str, need: int, planned: int) -> Reason:
    """"3 tokens: 1 of 4 conquests planned this turn" (the suggestion names the region)."""
    then = f"1 of {planned} conquests planned" if planned != 1 else "the only conquest planned"
    return Reason(f"{need} token{'s' if need != 1 else ''}: {then} this turn",
                  {"kind": "conquer", "region": region, "need": need, "planned": planned})


def die_reason(region: str, short: int, chance: float) -> Reason:
    """"the last attempt: 2 tokens short, the die gives them 2 times in 6"."""
    sixths = round(chance * 6)
    return Reason(f"the last attempt: {short} token{'s' if short != 1 else ''} short, "
                  f"the die gives {'it' if short == 1 else 'them'} {sixths} time"
                  f"{'s' if sixths != 1 else ''} in 6",
                  {"kind": "die", "region": region, "short": short, "sixths": sixths})


def abandon_reason(region: str, planned: int) -> Reason:
    return Reason(f"frees tokens for {planned} conquest"
                  f"{'s' if planned != 1 else ''} this turn",
                  {"kind": "abandon", "region": region, "planned": planned})


def redeploy_reason(region: str, name: str, tokens: int) -> Reason:
    return Reason(f"the most tokens ({tokens}) where an attack is likeliest: {name}",
                  {"kind": "redeploy", "region": region, "tokens": tokens})


def end_reason() -> Reason:
    return Reason("nothing left worth a token this turn", {"kind": "end"})
