"""Spirit Healer (RULES.md §17.2 Gardien des Âmes, Q36)."""

from __future__ import annotations

from smallwow_qt.engine.data import RACES
from smallwow_qt.engine.pieces.base import register
from smallwow_qt.engine.pieces.markers import Marker


@register
class SpiritHealer(Marker):
    """When the player's own redeployment begins, the active race holding the Spirit Healer
    gets one more race token in hand, if the box still has one of that race. Not in the
    defenders' redeployment, not on a decline turn, not for a declined race; it works on the
    turn the place is conquered (Q36)."""

    id = "spirit_healer"

    def before_redeploy(self, state, player, log) -> None:
        if self.holder_region(state, player) is None:
            return
        name = RACES[player.race].name
        if state.supply_left(player.race) <= 0:
            log.add("spirit_healer", player.id, f"The Spirit Healer has no {name} token left in "
                    "the box to give.", tokens=0, race=player.race, marker=self.id)
            return
        player.hand += 1
        log.add("spirit_healer", player.id, f"The Spirit Healer gives {player.name}'s {name} one "
                "more token to redeploy.", tokens=1, race=player.race, marker=self.id)
