"""Garrisoned (RULES.md §16.19 Retranchés, Q15)."""

from __future__ import annotations

from smallwow_qt.engine.data import PIECES
from smallwow_qt.engine.pieces.base import register
from smallwow_qt.engine.pieces.powers import Power
from smallwow_qt.engine.pieces.support import plural, regions_list

MAX_FORTS = PIECES["fort"]


@register
class Garrisoned(Power):
    """At the end of each of its turns (after redeployment; not on the decline turn) the
    active race puts a Fort in each region it occupies that has none, one per region, while
    fewer than 10 Forts are on the boards. When Forts run short they go to the regions in
    map order (automatic: the rules let the player choose, Q15). A Fort adds +1 to conquer
    the region (core cost) and is discarded when the region is conquered or emptied. Forts
    stay after the decline, the power stays with the declined race, and no new Fort is put."""

    id = "garrisoned"
    keeps_on_decline = True

    def end_of_turn(self, state, player, log) -> None:
        if player.power != self.id:
            return
        on_board = sum(1 for r in dict.values(state.regions) if r.fort)
        placed = []
        for rid in state.active_regions(player.id):
            if state.regions.peek(rid).fort:   # read first: copy only to change
                continue
            region = state.regions[rid]
            if on_board >= MAX_FORTS:
                break
            region.fort = True
            on_board += 1
            placed.append(rid)
        if placed:
            log.add("fort", player.id, f"{player.name} builds {plural(len(placed), 'Fort')}: "
                    f"{regions_list(state, placed)}.", regions=placed)
