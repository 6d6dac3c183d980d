"""Heart of Azeroth (RULES.md §17.1 Cœur d'Azeroth, Q29, Q42)."""

from __future__ import annotations

from smallwow_qt.engine.actions import PlaceHeart
from smallwow_qt.engine.errors import RuleError
from smallwow_qt.engine.pieces.base import register
from smallwow_qt.engine.pieces.common import transfer
from smallwow_qt.engine.pieces.markers import Marker
from smallwow_qt.engine.pieces.support import move_marker, region_name
from smallwow_qt.engine.state import Stage

TURN_STAGES = (Stage.CONQUER, Stage.REDEPLOY)


@register
class HeartOfAzeroth(Marker):
    """At the end of his turn, the player whose active race holds the Heart places it in one
    of his active regions (`{heart: R}`, before `end`; it ends his conquests). Then every
    opponent whose ACTIVE race occupies a region adjacent to the Heart pays him 1 coin, once
    per opponent however many regions touch it; a player with no coins pays nothing (Q28).

    Default: a player who ends his turn without `{heart: R}` leaves the Heart where it is, and
    the payments are collected around that region. Nothing happens on a decline turn or while
    the Heart lies in a declined race's region (Q29)."""

    id = "heart_of_azeroth"

    def _check(self, state, player) -> str:
        here = self.holder_region(state, player)
        if here is None:
            raise RuleError("no_such_ability", f"{player.name}'s active race does not hold the "
                            "Heart of Azeroth.")
        if state.stage not in TURN_STAGES:
            raise RuleError("not_now", f"{player.name} cannot place the Heart of Azeroth now.")
        if "heart" in state.turn.used:
            raise RuleError("used", "The Heart of Azeroth has already been placed this turn.")
        return here

    def legal_options(self, state, player):
        try:
            self._check(state, player)
        except RuleError:
            return []
        return [PlaceHeart(player.id, rid) for rid in state.active_regions(player.id)]

    def do_heart(self, state, player, action: PlaceHeart, log) -> None:
        self._check(state, player)
        if action.region not in state.active_regions(player.id):
            name = region_name(state, action.region) if action.region in state.regions else repr(action.region)
            raise RuleError("not_yours", f"The Heart of Azeroth goes into a region of "
                            f"{player.name}'s active race, and {name} is not one.")
        from smallwow_qt.engine.turns import end_conquests

        end_conquests(state, player, log)
        move_marker(state, self.id, action.region)
        state.turn.used.append("heart")
        log.add("marker_move", player.id, f"{player.name} places the Heart of Azeroth in "
                f"{region_name(state, action.region)}.", marker=self.id, region=action.region)
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
            r = state.regions[n]
            if (r.owner and r.owner != player.id and not r.declined and r.occupied
                    and r.race == state.player(r.owner).race and r.owner not in payers):
                payers.append(r.owner)
        for pid in [p.id for p in state.players if p.id in payers]:
            paid = transfer(state, pid, player.id, 1)
            payer = state.player(pid)
            text = (f"{payer.name} pays {paid} coin to {player.name} (Heart of Azeroth)." if paid
                    else f"{payer.name} has no coin to pay {player.name} for the Heart of Azeroth.")
            log.add("payment", pid, text, payee=player.id, coins=paid, why="Heart of Azeroth")
