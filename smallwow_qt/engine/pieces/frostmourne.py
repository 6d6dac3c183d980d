"""Frostmourne (RULES.md §17.1 Deuillegivre, Q42)."""

from __future__ import annotations

from smallwow_qt.engine.pieces.base import Attack, CostItem, register
from smallwow_qt.engine.pieces.markers import ConquestArtifact

# Cost items are frozen: one object each, shared by every breakdown.
_ITEM = CostItem("frostmourne", "Frostmourne", -2, marker="frostmourne")


@register
class Frostmourne(ConquestArtifact):
    """Once per turn, the active race holding Frostmourne conquers a region with 2 tokens
    fewer (`use: [frostmourne]`); the core keeps the minimum of 1 token (2 for Tauren), and
    the reduction stacks with every other one (Blacksmith, Trolls...). Frostmourne then moves
    into the conquered region."""

    id = "frostmourne"
    uses = ("frostmourne",)

    def cost_items(self, attack: Attack) -> list[CostItem]:
        if self.id in attack.use:
            return [_ITEM]
        return []
