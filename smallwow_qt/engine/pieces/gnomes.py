"""Gnomes: the airborne assault (RULES.md §15.5, §7, Q20)."""

from __future__ import annotations

from smallwow_qt.engine.errors import RuleError
from smallwow_qt.engine.mapdef import Symbol
from smallwow_qt.engine.pieces.base import Attack, CostItem, register
from smallwow_qt.engine.pieces.races import Race

USE = "airborne"
# Cost items are frozen: one object each, shared by every breakdown.
_NO_TRANSPORT = CostItem("transport_waived", "No transport cost (airborne assault: counts as "
                         "adjacent)", 0, by="gnomes")
_FREE_DIE = CostItem("airborne_die", "Airborne assault: a free reinforcement die is rolled before "
                     "attacking", 0)


@register
class Gnomes(Race):
    """Once per turn, `{conquer: R, use: [airborne]}` attacks any region of any board as if it
    were adjacent (no transport cost); a first conquest must still be an Entry Region (Q20).
    Once the attack is paid for (Harmony...), a free reinforcement die lowers the cost
    (minimum 1). If the tokens in hand are then still too few, the assault is spent and
    nothing happens, unless `die: true` was given: then it becomes the last conquest and the
    normal reinforcement die is rolled too (two rolls, §7). Not in decline."""

    id = "gnomes"
    uses = (USE,)
    hooks_need_use = True

    def reach(self, attack: Attack) -> str | None:
        return "airborne assault" if USE in attack.use else None

    def refusal(self, attack: Attack) -> RuleError | None:
        turn = attack.state.turn
        if USE in attack.use and turn is not None and USE in turn.used:
            return RuleError("airborne_used", "The Gnomes already launched their airborne assault "
                             "this turn.", race=self.id)
        return None

    def refuses_use(self, state, player, use) -> bool:
        return USE in use and state.turn is not None and USE in state.turn.used

    def cost_items(self, attack: Attack) -> list[CostItem]:
        if USE not in attack.use:
            return []
        if (attack.region.has(Symbol.ENTRY) or attack.first_conquest) and not attack.adjacent_to_own():
            return [_NO_TRANSPORT, _FREE_DIE]
        return [_FREE_DIE]

    def free_dice(self, attack: Attack) -> int:
        return 1 if USE in attack.use else 0

    def on_attempt(self, attack: Attack, log) -> None:
        if USE in attack.use:
            attack.state.turn.used.append(USE)
