"""Draenei: the Holy Light (RULES.md §15.1, Q32)."""

from __future__ import annotations

from smallwow_qt.engine.pieces.base import register
from smallwow_qt.engine.pieces.races import Race


@register
class Draenei(Race):
    """During each opponent's turn, the first token the active Draenei would discard (any
    cause: conquest, lone last token, bomb, intimidation) goes back to hand instead and is
    redeployed after that turn like any returned token. Automatic (Q32). The save runs after
    every other loss-changing piece (`loss_order`), so a loss the Light's Hope Chapel or a
    Champion capture already prevents does not use it up. Not in decline."""

    id = "draenei"
    loss_order = 100

    def on_loss(self, state, owner, region_id, loss, log) -> None:
        turn = state.turn
        if turn is None or turn.player == owner.id or owner.race != self.id or loss["discard"] <= 0:
            return
        saved = turn.data.setdefault("draenei_saved", [])
        if owner.id in saved:
            return
        saved.append(owner.id)
        loss["discard"] -= 1
        loss["to_hand"] += 1
        log.add("holy_light", owner.id, f"The Holy Light saves one of {owner.name}'s Draenei in "
                f"{state.map.by_id[region_id].display_name}: it goes back to hand instead of the box.",
                region=region_id, race=self.id)
