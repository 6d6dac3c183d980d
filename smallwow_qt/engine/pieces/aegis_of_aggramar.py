"""Aegis of Aggramar (RULES.md §17.1 Égide d'Aggramar, Q30, Q42)."""

from __future__ import annotations

from smallwow_qt.engine.actions import PlaceAegis
from smallwow_qt.engine.errors import RuleError
from smallwow_qt.engine.pieces.base import Attack, register
from smallwow_qt.engine.pieces.markers import Marker
from smallwow_qt.engine.pieces.support import move_marker, region_name
from smallwow_qt.engine.state import Stage

TURN_STAGES = (Stage.CONQUER, Stage.REDEPLOY)


@register
class AegisOfAggramar(Marker):
    """At the end of his turn, the player whose active race holds the Aegis places it in one
    of his active regions (`{aegis: R}`, before `end`; it ends his conquests). While an
    ACTIVE race holds the Aegis's region, every action of another player aimed at it (a
    conquest attempt, an intimidation, a swap, a steal, placing a bomb or an objective)
    first costs that player 2 coins, paid to the region's owner, each time (Q30). A Watch
    Tower's immunity cannot be bought (the core refuses before asking). The explosion of a
    bomb already placed costs nothing more: the bomb was paid for when it was placed.
    Conquered, the Aegis passes to the conqueror.

    Default: a player who ends his turn without `{aegis: R}` leaves the Aegis where it is,
    where it keeps protecting its region."""

    id = "aegis_of_aggramar"

    def _check(self, state, player) -> None:
        if self.holder_region(state, player) is None:
            raise RuleError("no_such_ability", f"{player.name}'s active race does not hold the "
                            "Aegis of Aggramar.")
        if state.stage not in TURN_STAGES:
            raise RuleError("not_now", f"{player.name} cannot place the Aegis of Aggramar now.")
        if "aegis" in state.turn.used:
            raise RuleError("used", "The Aegis of Aggramar has already been placed this turn.")

    def legal_options(self, state, player):
        try:
            self._check(state, player)
        except RuleError:
            return []
        return [PlaceAegis(player.id, rid) for rid in state.active_regions(player.id)]

    def do_aegis(self, state, player, action: PlaceAegis, log) -> None:
        self._check(state, player)
        if action.region not in state.active_regions(player.id):
            name = region_name(state, action.region) if action.region in state.regions else repr(action.region)
            raise RuleError("not_yours", f"The Aegis of Aggramar goes into a region of "
                            f"{player.name}'s active race, and {name} is not one.")
        from smallwow_qt.engine.turns import end_conquests

        end_conquests(state, player, log)
        move_marker(state, self.id, action.region)
        state.turn.used.append("aegis")
        log.add("marker_move", player.id, f"{player.name} places the Aegis of Aggramar in "
                f"{region_name(state, action.region)}.", marker=self.id, region=action.region)

    def defence_payments(self, attack: Attack) -> list[tuple[str | None, int, str]]:
        target = attack.target
        if (self.id not in target.revealed_markers() or attack.kind == "bomb"
                or target.owner in (None, attack.player.id) or target.declined or not target.occupied):
            return []
        return [(target.owner, 2, "Aegis of Aggramar")]
