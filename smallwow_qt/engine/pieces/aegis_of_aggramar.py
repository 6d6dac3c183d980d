"""Aegis of Aggramar (RULES.md §17.1 Égide d'Aggramar, Q30, Q42)."""

from __future__ import annotations

from smallwow_qt.engine.actions import PlaceAegis
from smallwow_qt.engine.pieces.base import Attack, register
from smallwow_qt.engine.pieces.placed_artifact import PlacedArtifact


@register
class AegisOfAggramar(PlacedArtifact):
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

    action_type = PlaceAegis
    used_key = "aegis"

    def do_aegis(self, state, player, action: PlaceAegis, log) -> None:
        self.place(state, player, action.region, log)

    def defence_payments(self, attack: Attack) -> list[tuple[str | None, int, str]]:
        target = attack.target
        if (self.id not in target.revealed_markers() or attack.kind == "bomb"
                or target.owner in (None, attack.player.id) or target.declined or not target.occupied):
            return []
        return [(target.owner, 2, "Aegis of Aggramar")]
