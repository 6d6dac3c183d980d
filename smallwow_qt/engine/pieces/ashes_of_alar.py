"""Ashes of Al'ar (RULES.md §17.1 Cendres d'Al'ar, Q42)."""

from __future__ import annotations

from smallwow_qt.engine.pieces.base import Attack, register
from smallwow_qt.engine.pieces.markers import ConquestArtifact


@register
class AshesOfAlar(ConquestArtifact):
    """Once per turn, the active race holding the Ashes conquers any region of any board as
    if it were adjacent (`use: [ashes_of_alar]`), so an Entry Region reached this way costs
    no transport (§17.1 note). The Ashes then move into the conquered region."""

    id = "ashes_of_alar"
    uses = ("ashes_of_alar",)

    def reach(self, attack: Attack) -> str | None:
        if self.id in attack.use:
            return "Ashes of Al'ar: any region, as if adjacent"
        return None
