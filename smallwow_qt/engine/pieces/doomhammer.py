"""Doomhammer (RULES.md §17.1 Marteau-du-Destin, Q31, Q42)."""

from __future__ import annotations

from smallwow_qt.engine.pieces.base import piece
from smallwow_qt.engine.pieces.base import Attack, register
from smallwow_qt.engine.pieces.markers import ConquestArtifact


@register
class Doomhammer(ConquestArtifact):
    """Once per turn, the active race wielding the Doomhammer conquers a region with just 1
    token (Tauren 2, Q23), whatever its defence (`use: [doomhammer]`), after paying 2 coins to
    the player who controls the region (active or declined race), or to the reserve when
    nobody does (empty or Murloc region). Attacking one's own declined race costs nothing
    (the coins would go to oneself, Q31). Watch Towers, seas and the other payments
    (Harmony, Marshdweller, Aegis) still apply. The Hammer then moves into the region."""

    id = "doomhammer"
    uses = ("doomhammer",)

    def fixed_cost(self, attack: Attack) -> tuple[str, str, int] | None:
        if self.id not in attack.use:
            return None
        n = max(1, piece(attack.player.race).min_per_region)
        return ("doomhammer", f"Doomhammer: {n} token{'s' if n > 1 else ''} whatever the defence", n)

    def payments(self, attack: Attack) -> list[tuple[str | None, int, str]]:
        if self.id not in attack.use:
            return []
        owner = attack.target.owner if attack.target.occupied else None
        if owner == attack.player.id:
            return []
        return [(owner, 2, "Doomhammer")]
