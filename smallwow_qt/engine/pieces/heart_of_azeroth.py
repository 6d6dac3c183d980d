"""Heart of Azeroth (RULES.md §17.1 Cœur d'Azeroth, Q29, Q42)."""

from __future__ import annotations

from smallwow_qt.engine.actions import PlaceHeart
from smallwow_qt.engine.pieces.base import register
from smallwow_qt.engine.pieces.common import transfer
from smallwow_qt.engine.pieces.placed_artifact import PlacedArtifact


@register
class HeartOfAzeroth(PlacedArtifact):
    """At the end of his turn, the player whose active race holds the Heart places it in one
    of his active regions (`{heart: R}`, before `end`; it ends his conquests). Then every
    opponent whose ACTIVE race occupies a region adjacent to the Heart pays him 1 coin, once
    per opponent however many regions touch it; a player with no coins pays nothing (Q28).

    Default: a player who ends his turn without `{heart: R}` leaves the Heart where it is, and
    the payments are collected around that region. Nothing happens on a decline turn or while
    the Heart lies in a declined race's region (Q29)."""

    id = "heart_of_azeroth"

    action_type = PlaceHeart
    used_key = "heart"

    def do_heart(self, state, player, action: PlaceHeart, log) -> None:
        self.place(state, player, action.region, log)
        self._collect(state, player, action.region, log)

    def end_of_turn(self, state, player, log) -> None:
        if "heart" in state.turn.used:
            return
        here = self.holder_region(state, player)
        if here is not None:
            state.turn.used.append("heart")
            self._collect(state, player, here, log)

    def _collect(self, state, player, region_id: str, log) -> None:
        payers: list[str] = []
        for n in state.map.neighbours[region_id]:
            r = state.regions.peek(n)   # read only
            if (r.owner and r.owner != player.id and not r.declined and r.occupied
                    and r.race == state.player(r.owner).race and r.owner not in payers):
                payers.append(r.owner)
        for pid in [p.id for p in state.players if p.id in payers]:
            paid = transfer(state, pid, player.id, 1)
            payer = state.player(pid)
            text = (f"{payer.name} pays {paid} coin to {player.name} (Heart of Azeroth)." if paid
                    else f"{payer.name} has no coin to pay {player.name} for the Heart of Azeroth.")
            log.add("payment", pid, text, payee=player.id, coins=paid, why="Heart of Azeroth",
                    marker=self.id)
