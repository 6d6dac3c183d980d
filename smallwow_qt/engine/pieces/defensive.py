"""Defensive (RULES.md §16.2 Défensifs, Q10)."""

from __future__ import annotations

from smallwow_qt.engine.data import PIECES
from smallwow_qt.engine.mapdef import Terrain
from smallwow_qt.engine.pieces.base import register
from smallwow_qt.engine.pieces.powers import Power
from smallwow_qt.engine.pieces.support import adjacent_counts, has_strict_majority, regions_list

MAX_TOWERS = PIECES["tower"]


@register
class Defensive(Power):
    """At the end of each of its turns (after redeployment; not on the decline turn), the
    active race puts a Watch Tower on each Field it holds where it occupies strictly more of
    the adjacent regions than any other race, active or declined (its owner's other race and
    the Murlocs included; regions counted, not tokens; at least one), and takes the towers
    off the Fields where that no longer holds. At most 6 towers: when they run short they go
    to the Fields in map order (automatic: the rules let the player choose). A tower region
    cannot be conquered nor touched by any power (core refusals); a tower leaves with its
    region (emptied) and all towers go when the race declines (the power is discarded)."""

    id = "defensive"

    def end_of_turn(self, state, player, log) -> None:
        if player.power != self.id:
            return
        mine = (player.id, player.race, False)
        earned, removed = [], []
        for rid in state.active_regions(player.id):
            if state.map.by_id[rid].terrain is not Terrain.FIELD:
                continue
            if has_strict_majority(adjacent_counts(state, rid), mine):
                earned.append(rid)
            elif state.regions.peek(rid).tower:   # read first: copy only what changes
                state.regions[rid].tower = False
                removed.append(rid)
        on_board = sum(1 for r in dict.values(state.regions) if r.tower)
        placed = []
        for rid in earned:
            if state.regions.peek(rid).tower:
                continue
            if on_board >= MAX_TOWERS:
                break
            state.regions[rid].tower = True
            on_board += 1
            placed.append(rid)
        if removed:
            log.add("tower", player.id, f"{player.name} takes down the Watch Towers of "
                    f"{regions_list(state, removed)}.", regions=removed, down=True)
        if placed:
            log.add("tower", player.id, f"{player.name} raises Watch Towers on "
                    f"{regions_list(state, placed)}.", regions=placed, down=False)

    def on_decline(self, state, player, log) -> None:
        for rid in state.active_regions(player.id):
            state.regions[rid].tower = False
