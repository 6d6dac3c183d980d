"""The twenty special powers (RULES.md §16)."""

from __future__ import annotations

from smallwow_qt.engine.mapdef import Symbol, Terrain
from smallwow_qt.engine.pieces.base import Attack, CostItem, Piece, register
from smallwow_qt.engine.pieces.common import count_held, gain, has_symbol, held_regions, per_region_score, terrain_is

# Cost items are frozen: one object each, shared by every breakdown.
_BLACKSMITH = CostItem("blacksmith", "Blacksmith", -1, power="blacksmith")


class Power(Piece):
    kind = "power"


def _terrain_scorer(power_id: str, label: str, terrain: Terrain) -> type[Power]:
    class TerrainScorer(Power):
        id = power_id

        def score(self, state, player, declined):
            return [] if declined else per_region_score(label, state, player, terrain_is(terrain))

    TerrainScorer.__name__ = power_id.title().replace("_", "")
    return register(TerrainScorer)


Farmer = _terrain_scorer("farmer", "Farmer: Fields", Terrain.FIELD)
Herbalist = _terrain_scorer("herbalist", "Herbalist: Hills", Terrain.HILL)
Ranger = _terrain_scorer("ranger", "Ranger: Forests", Terrain.FOREST)
SwampWalker = _terrain_scorer("swamp_walker", "Swamp Walker: Swamps", Terrain.SWAMP)
Mountaineer = _terrain_scorer("mountaineer", "Mountaineer: Mountains", Terrain.MOUNTAIN)


@register
class Mining(Power):
    id = "mining"

    def score(self, state, player, declined):
        return [] if declined else per_region_score("Mining: Caverns", state, player,
                                                    has_symbol(Symbol.CAVERN))


@register
class Fishing(Power):
    id = "fishing"

    def score(self, state, player, declined):
        if declined:
            return []
        def by_water(region):
            return any(state.map.by_id[n].is_water for n in state.map.neighbours[region.id])
        return per_region_score("Fishing: regions by the water", state, player, by_water)


@register
class Explorer(Power):
    id = "explorer"

    def score(self, state, player, declined):
        if declined:
            return []
        boards = {state.map.by_id[rid].board for rid in held_regions(state, player)}
        return [("Explorer: islands", len(boards))] if boards else []


@register
class Archaeologist(Power):
    id = "archaeologist"

    def score(self, state, player, declined):
        if declined:
            return []
        # Every face-up marker in a region of the race, several in one region included (Q33).
        n = sum(len(state.regions.peek(rid).revealed_markers()) for rid in held_regions(state, player))
        return [("Archaeologist: artifacts and places", n)] if n else []


@register
class Blacksmith(Power):
    id = "blacksmith"

    def cost_items(self, attack: Attack) -> list[CostItem]:
        return [_BLACKSMITH]


@register
class Sailing(Power):
    id = "sailing"

    def waives_transport(self, attack: Attack) -> str | None:
        return "Sailing"


@register
class BattleMaster(Power):
    id = "battle_master"

    def after_conquest(self, attack: Attack, defender: dict, log) -> None:
        if defender["occupied"]:
            gain(attack.state, attack.player.id, 1)
            log.add("coins", attack.player.id,
                    f"{attack.player.name}'s Battle Master takes 1 coin for a won battle.",
                    coins=1, reason="battle_master")


@register
class Enraged(Power):
    id = "enraged"

    def after_conquest(self, attack: Attack, defender: dict, log) -> None:
        present = defender["defenders"]
        if present >= 2:
            gain(attack.state, attack.player.id, present)
            log.add("coins", attack.player.id,
                    f"{attack.player.name}'s Enraged fighters take {present} coins for beating "
                    f"{present} defenders.", coins=present, reason="enraged")


_ = count_held  # re-exported for pieces written later
