"""Marshdweller (RULES.md §16.17 Palustres, Q28)."""

from __future__ import annotations

from smallwow_qt.engine.mapdef import Terrain
from smallwow_qt.engine.pieces.base import Attack, register
from smallwow_qt.engine.pieces.powers import Power


@register
class Marshdweller(Power):
    """Before conquering a Swamp held by the Marshdweller race, any other player pays its
    owner 1 coin, for each Swamp attempt (also a die attempt, not refunded). The power stays
    with the race in decline. An attacker who cannot pay cannot attack (Q28). Only conquests
    cost the coin: intimidations and swaps are not conquests."""

    id = "marshdweller"
    keeps_on_decline = True

    def defence_payments(self, attack: Attack) -> list[tuple[str | None, int, str]]:
        target = attack.target
        if (attack.kind != "conquest" or attack.region.terrain is not Terrain.SWAMP
                or target.owner in (None, attack.player.id) or not target.occupied):
            return []
        owner = attack.state.player(target.owner)
        power = owner.declined_power if target.declined else owner.power
        if power != self.id:
            return []
        return [(target.owner, 1, "Marshdweller: a Swamp")]
