"""The sixteen races (RULES.md §15)."""

from __future__ import annotations

from smallwow_qt.engine.data import RACES, Faction
from smallwow_qt.engine.mapdef import Symbol, Terrain
from smallwow_qt.engine.pieces.base import Attack, CostItem, Piece, register
from smallwow_qt.engine.pieces.common import gain, has_symbol, per_region_score

# Cost items are frozen: one object each, shared by every breakdown.
_DWARVES = CostItem("dwarves", "Dwarves on a Mountain", -2)
_NIGHT_ELVES = CostItem("night_elves", "Night Elves in a Forest", -1)
_TROLLS = CostItem("trolls", "Trolls against a non-empty region", -1)


class Race(Piece):
    kind = "race"


@register
class BloodElves(Race):
    id = "blood_elves"

    def score(self, state, player, declined):
        return [] if declined else per_region_score("Blood Elves: Magic Sources", state, player,
                                                    has_symbol(Symbol.MAGIC))


@register
class Dwarves(Race):
    id = "dwarves"

    def cost_items(self, attack: Attack) -> list[CostItem]:
        if attack.region.is_mountain:
            return [_DWARVES]
        return []


@register
class Kobolds(Race):
    id = "kobolds"

    def reach(self, attack: Attack) -> str | None:
        return "Kobolds spring out of any Cavern" if attack.region.has(Symbol.CAVERN) else None

    def first_conquest_entry(self, attack: Attack) -> str | None:
        return "Kobolds may enter through a Cavern" if attack.region.has(Symbol.CAVERN) else None


@register
class Naga(Race):
    id = "naga"

    def may_enter_water(self, attack: Attack) -> bool:
        return True

    def first_conquest_entry(self, attack: Attack) -> str | None:
        return "Naga may start in a Sea or Lake" if attack.region.is_water else None

    def waives_transport(self, attack: Attack) -> str | None:
        # Only the water start is free; an ordinary Entry Region still costs the boat.
        return "Naga start in the water" if attack.region.is_water else None


@register
class NightElves(Race):
    id = "night_elves"

    def cost_items(self, attack: Attack) -> list[CostItem]:
        if attack.region.terrain is Terrain.FOREST:
            return [_NIGHT_ELVES]
        return []

    def after_conquest(self, attack: Attack, defender: dict, log) -> None:
        if attack.region.terrain is not Terrain.FOREST:
            return
        state = attack.state
        walls = sum(1 for r in dict.values(state.regions) if r.wall)
        if walls < 9 and not attack.target.wall:
            attack.target.wall = True
            log.add("wall", attack.player.id,
                    f"{attack.player.name}'s Night Elves raise a Wisp Wall in {attack.region.display_name}.",
                    region=attack.region_id, race=self.id)


@register
class Orcs(Race):
    id = "orcs"

    def after_conquest(self, attack: Attack, defender: dict, log) -> None:
        race = defender.get("race")
        if race in RACES and RACES[race].faction is Faction.ALLIANCE:
            gain(attack.state, attack.player.id, 1)
            log.add("coins", attack.player.id,
                    f"{attack.player.name}'s Orcs take 1 coin for beating the {RACES[race].name}.",
                    coins=1, reason="orcs", race=self.id, beaten=race)


@register
class Tauren(Race):
    """Never fewer than 2 tokens to conquer or hold a region (cost floor, ready-troops,
    redeployment and decline keep 2: `min_per_region`). An active Tauren token left alone in
    a region by anything (an intimidation...) moves at once to the other Tauren region with
    the fewest tokens (ties: map order), or to hand when there is none; its region is then
    empty (Q23). Not in decline."""

    id = "tauren"
    min_per_region = 2

    def after_action(self, state, player, log) -> None:
        if player.race != self.id:
            return
        peek = state.regions.peek   # read only: this runs after every action
        if not any((r := peek(rid)).tokens == 1 and not r.beasts and not r.champion
                   for rid in state.regions_of(player.id, self.id, False)):
            return   # no lone token
        for rid in state.active_regions(player.id):
            if state.regions.peek(rid).defenders != 1 or state.regions.peek(rid).tokens != 1:
                continue   # read first: copy only the region that changes
            region = state.regions[rid]
            region.clear_occupants()
            others = [o for o in state.active_regions(player.id) if o != rid]
            name = state.map.by_id[rid].display_name
            if others:
                dest = min(others, key=lambda o: (state.regions[o].tokens, others.index(o)))
                state.regions[dest].tokens += 1
                where = f"joins the Tauren in {state.map.by_id[dest].display_name}"
            else:
                player.hand += 1
                where = "goes back to hand"
            log.add("tauren_alone", player.id, f"A lone Tauren token of {player.name} cannot stay "
                    f"in {name}: it {where}.", region=rid, race=self.id,
                    to=dest if others else None)


@register
class Trolls(Race):
    id = "trolls"

    def cost_items(self, attack: Attack) -> list[CostItem]:
        if attack.target.occupied:
            return [_TROLLS]
        return []
