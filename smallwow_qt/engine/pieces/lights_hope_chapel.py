"""Light's Hope Chapel (RULES.md §17.2 Chapelle de l'Espoir de Lumière, Q35)."""

from __future__ import annotations

from smallwow_qt.engine.pieces.base import register
from smallwow_qt.engine.pieces.markers import Marker


@register
class LightsHopeChapel(Marker):
    """The ACTIVE race holding the Chapel loses no race token when any of its regions is
    attacked: the token it would discard (conquest, lone last token, bomb, intimidation) goes
    back to hand with the others, to be redeployed after the turn. When the Chapel's own
    region is conquered, its old holder is protected one last time (the loss is settled
    before the region changes hands). A Beast or a captured Champion takes the loss first
    (`loss_order`), and the Draenei save is not used up when the Chapel already saved the
    token (Q32). Nothing is discarded, so the Forsaken gain nothing there (Q35)."""

    id = "lights_hope_chapel"
    guards_all_regions = True
    loss_order = 50

    def on_loss(self, state, owner, region_id, loss, log) -> None:
        region = state.regions[region_id]
        if loss["discard"] <= 0 or region.declined or owner.race != region.race:
            return
        here = self.holder_region(state, owner)
        if here is None:
            return
        saved = loss["discard"]
        loss["discard"] = 0
        loss["to_hand"] += saved
        last = " one last time" if here == region_id else ""
        log.add("chapel", owner.id, f"Light's Hope Chapel protects {owner.name}{last}: no token "
                f"is discarded in {state.map.by_id[region_id].display_name}.", region=region_id,
                saved=saved, last=bool(last), marker=self.id)
