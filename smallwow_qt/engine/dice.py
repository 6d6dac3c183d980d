"""The last conquest's die (rules §7, Q20), and what a conquest's payments come to.

`die_problem` is the rule's one definition: apply (`conquest.plan_conquest`), the listing
(`game.listed_conquests`, through `die_choices`) and the drop path (`die_reachable`) ask it.
"""

from __future__ import annotations

from functools import cache

from smallwow_qt.engine.data import DIE_MAX


def due(payments: tuple[tuple[str | None, int, str], ...]) -> int:
    """The coins these payments ask in all."""
    return sum(coins for _, coins, _ in payments)


def die_problem(need: int, hand: int, min_hand: int, free: int, die: bool) -> str:
    """The refusal code of a conquest needing `need` tokens with `hand` to commit ("" when
    the numbers allow it): the rules of the last-conquest die and the free dice (§7, Q20)."""
    bonus_max = DIE_MAX * free
    if die:
        if hand < min_hand:
            return "die_empty_hand"
        if hand >= need:
            return "die_not_needed"
        if need - hand > DIE_MAX + bonus_max:
            return "die_too_far"
        return ""
    if hand < need - bonus_max or hand < min(need, max(1, min_hand)):   # Champion: 1
        return "not_enough_tokens"
    return ""


@cache
def die_choices(need: int, hand: int, min_hand: int) -> tuple[bool, ...]:
    """The choices (without the die, with it) `die_problem` allows when no free die is
    rolled: kept, as the numbers are few."""
    return tuple(die for die in (False, True) if not die_problem(need, hand, min_hand, 0, die))


def die_reachable(total: int, hand: int, min_hand: int) -> bool:
    """A final attempt with the die is allowed (no free dice)."""
    return not die_problem(total, hand, min_hand, 0, True)
