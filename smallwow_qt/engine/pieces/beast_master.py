"""Beast Master (RULES.md §16.4 Dresseurs, Q17)."""

from __future__ import annotations

from smallwow_qt.engine.data import PIECES
from smallwow_qt.engine.mapdef import Terrain
from smallwow_qt.engine.pieces.base import register
from smallwow_qt.engine.pieces.common import count_held, terrain_is
from smallwow_qt.engine.pieces.powers import Power
from smallwow_qt.engine.pieces.support import plural, region_name, weakest_region

MAX_BEASTS = PIECES["beast"]
IN_HAND = "beasts_in_hand"      # player.data: Beasts in hand during the owner's turn
COMING_BACK = "beasts_back"     # player.data: Beasts that survived a lost region


@register
class BeastMaster(Power):
    """At the start of each of its turns the active race discards every Beast on the board
    (a region held by Beasts alone becomes empty), then takes into hand one Beast per Hill it
    still holds, at most 5 (the box).

    Beasts are used like race tokens: they are spent AUTOMATICALLY on conquests, before the
    race tokens in hand (a conquest needing 3 with 2 Beasts in hand takes both Beasts and 1
    race token), also on a die attempt. A Beast stays in the region it took, holds it even
    alone, and adds +1 to an attacker's cost (core). Beasts still in hand when the turn ends
    go, one at a time, to the race's region with the fewest pieces (ties: map order); the
    redeployment action moves only race tokens. When a region holding a Beast is conquered
    (or bombed), a Beast takes the loss: no race token is discarded, all of them go back to
    hand, and the other Beasts there come back after the attacker's turn, the same way.
    Beasts are not race tokens for the supply, the tie-break or the Forsaken."""

    id = "beast_master"
    loss_order = -10

    def on_turn_start(self, state, player, log) -> None:
        if player.power != self.id:
            return
        dropped = 0
        for rid in state.active_regions(player.id):
            if not state.regions.peek(rid).beasts:
                continue   # nothing to change: no copy
            region = state.regions[rid]
            dropped += region.beasts
            region.beasts = 0
            if not region.occupied:
                region.clear_occupants()
        player.data.pop(COMING_BACK, None)
        hills = count_held(state, player, terrain_is(Terrain.HILL))
        player.data[IN_HAND] = min(hills, MAX_BEASTS)
        if dropped or hills:
            discards = f"discards {plural(dropped, 'Beast')} and " if dropped else ""
            log.add("beasts", player.id, f"{player.name} {discards}takes "
                    f"{plural(player.data[IN_HAND], 'Beast')} for {plural(hills, 'Hill')}.",
                    discarded=dropped, taken=player.data[IN_HAND], hills=hills)

    def spare_tokens(self, state, player, use) -> int:
        if player.power != self.id or "champion" in use:
            return 0
        return player.data.get(IN_HAND, 0)

    def commit_tokens(self, state, player, region_id, count, use, log) -> int:
        n = min(count, self.spare_tokens(state, player, use))
        if n:
            state.regions[region_id].beasts += n
            player.data[IN_HAND] -= n
        return n

    def end_of_turn(self, state, player, log) -> None:
        if player.power == self.id:
            self._place(state, player, IN_HAND, log)

    def after_opponent_turn(self, state, player, log) -> None:
        if player.power == self.id:
            self._place(state, player, COMING_BACK, log)

    def _place(self, state, player, key: str, log) -> None:
        n = player.data.pop(key, 0)
        if not n:
            return
        if key == IN_HAND:
            player.data[IN_HAND] = 0
        placed: dict[str, int] = {}
        for _ in range(n):
            rid = weakest_region(state, player)
            if rid is None:
                break
            state.regions[rid].beasts += 1
            placed[rid] = placed.get(rid, 0) + 1
        if placed:
            spread = ", ".join(f"{region_name(state, r)} {k}" for r, k in placed.items())
            log.add("beasts", player.id, f"{player.name}'s Beasts take position: {spread}.",
                    counts=placed)

    def on_loss(self, state, owner, region_id, loss, log) -> None:
        if loss.get("single") or not loss.get("beasts"):
            return
        loss["to_hand"] += loss["discard"]
        loss["discard"] = 0
        survivors = loss["beasts"] - 1
        if survivors:
            owner.data[COMING_BACK] = owner.data.get(COMING_BACK, 0) + survivors
        log.add("beasts", owner.id, f"A Beast takes {owner.name}'s loss in "
                f"{region_name(state, region_id)}.", region=region_id, survivors=survivors)

    def on_decline(self, state, player, log) -> None:
        player.data.pop(IN_HAND, None)
        player.data.pop(COMING_BACK, None)
