"""Humans: Military Objectives (RULES.md §15.7, Q18)."""

from __future__ import annotations

from smallwow_qt.engine.actions import PlaceObjectives
from smallwow_qt.engine.combatants import is_guard, owner_guarded
from smallwow_qt.engine.conquest import pay
from smallwow_qt.engine.context import cache_while_reading
from smallwow_qt.engine.costs import action_on_region
from smallwow_qt.engine.data import RACES, Faction
from smallwow_qt.engine.errors import RuleError
from smallwow_qt.engine.pieces.abilities import in_turn, require_active, require_turn_stage
from smallwow_qt.engine.pieces.base import register
from smallwow_qt.engine.pieces.common import gain
from smallwow_qt.engine.pieces.races import Race
from smallwow_qt.engine.turns import end_conquests, turn_faction

OBJECTIVES = 2
PLACED = "objectives_placed"


_ALLIANCE: frozenset[str] | None = None


def _alliance_races() -> frozenset[str]:
    """The races of the Alliance (worked out once)."""
    global _ALLIANCE
    if _ALLIANCE is None:
        _ALLIANCE = frozenset(rid for rid, race in RACES.items()
                              if race.faction is Faction.ALLIANCE)
    return _ALLIANCE

def _humans_player(state):
    for p in state.players:
        if p.race == Humans.id:
            return p
    return None

@register
class Humans(Race):
    """`{objectives: [R1, R2]}` after the conquests (it ends them), before `end`: both
    Military Objectives are picked up and placed, once a turn, in 2 different regions not occupied by an
    Alliance race (active or declined) and not immune (Watch Tower; an Aegis asks its
    payment). Default when the turn ends without `objectives`: objectives already on a
    region that still qualifies stay there, and the missing ones go to the first qualifying
    regions in map order (free ones only). Not on the decline turn; both leave the map when
    the Humans decline.

    A conquest (any kind: normal, die, Champion, airborne...) of a region holding an
    objective: by the Humans themselves, they take it back and gain 2; by another player
    whose conquering race is not Horde this turn (Alliance, Neutral, a Neutral on the
    Battleground that did not choose Horde), the conqueror gains 2, the objective goes back
    to the Humans and the Humans' player gains 2; by a Horde race, nothing happens and it
    stays. Bombs, intimidation and swaps never trigger it."""

    id = "humans"

    # --- placing -------------------------------------------------------------------------------
    def _problem(self, state, player, region_id: str) -> RuleError | None:

        if region_id not in state.regions:
            return RuleError("unknown_region", f"There is no region called {region_id!r} on this "
                             "map.", given=repr(region_id))
        r = state.regions[region_id]
        if r.race in RACES and r.occupied and RACES[r.race].faction is Faction.ALLIANCE:
            name = state.map.by_id[region_id].display_name
            return RuleError("objective_alliance", f"Military Objectives go only where no Alliance "
                             f"race stands, and {name} is held by the {RACES[r.race].name}.",
                             region=region_id, race=r.race)
        check = action_on_region(state, player, region_id, "objective")
        if not check.conquerable:
            return check.refusal()
        return None

    def legal_options(self, state, player) -> list:
        if not in_turn(state, player, self.id) or state.turn.data.get(PLACED):
            return []
        dues = self._dues(state, player)
        if len(dues) < OBJECTIVES:
            return [PlaceObjectives(player.id, tuple(dues))] if dues and \
                sum(dues.values()) <= player.coins else []
        # Every region that may take an objective, each paired with the cheapest other one
        # (not every pair); a region is offered when some pair with it can be paid for.
        by_due = sorted(dues, key=dues.__getitem__)
        cheapest, second = by_due[0], by_due[1]
        out = []
        pid, coins = player.id, player.coins
        for a, due in dues.items():
            b = second if a == cheapest else cheapest
            if due + dues[b] <= coins:
                out.append(PlaceObjectives(pid, (a, b)))
        return out

    def _dues(self, state, player) -> dict[str, int]:
        """Every region that may take an objective (map order) -> the coins its guards ask:
        the regions `_problem` finds nothing against, without its sentences."""

        dues = {}   # region that may take an objective -> coins its guards ask
        guarded: dict = {}   # (owner, declined) -> some guard of theirs asks or refuses
        alliance = _alliance_races()
        for rid, r in dict.items(state.regions):   # read only
            # `_problem`'s checks, the region's flags first: a Watch Tower is refused by
            # `action_on_region`, an occupied Alliance region by the Humans' own rule.
            if r.tower or (r.race in alliance and (r.tokens > 0 or r.beasts > 0 or r.champion)):
                continue
            owner = r.owner
            if owner is None:
                found = False
            else:
                key = (owner, r.declined)
                found = guarded.get(key)
                if found is None:
                    found = guarded[key] = owner_guarded(state, owner, r.declined)
            if not found and (not (r.marker or r.extra_markers) or not any(
                    is_guard(m) for m in r.revealed_markers())):
                dues[rid] = 0   # nothing there asks or refuses anything (`action_on_region`)
                continue
            check = action_on_region(state, player, rid, "objective")
            if check.conquerable:
                dues[rid] = sum(c for _, c, _ in check.payments)
        return dues

    def do_objectives(self, state, player, action: PlaceObjectives, log) -> None:

        require_active(player, self.id, "objectives")
        require_turn_stage(state, player, "objectives")
        if state.turn.data.get(PLACED):
            raise RuleError("objectives_placed", f"{player.name}'s Humans have placed their Military "
                            "Objectives this turn: they are placed once, at the end of the turn.",
                            player=player.id, race=self.id)
        regions = action.regions
        if len(set(regions)) != len(regions):
            raise RuleError("objective_twice", "The two Military Objectives go in two different "
                            "regions.")
        with cache_while_reading(state):   # nothing changes until the payments: each answer once
            for rid in regions:
                problem = self._problem(state, player, rid)
                if problem:
                    raise problem
            want = min(OBJECTIVES, len(self._dues(state, player)))
            if len(regions) != want:
                raise RuleError("objective_count", f"The Humans place their {OBJECTIVES} "
                                f"Military Objectives in {OBJECTIVES} different regions, not "
                                f"{len(regions)}.", race=self.id, total=OBJECTIVES,
                                count=len(regions))
            payments = [p for rid in regions
                        for p in action_on_region(state, player, rid, "objective").payments]
        pay(state, player.id, payments, log)
        end_conquests(state, player, log)
        self._place(state, player, regions, log)

    def _place(self, state, player, regions, log, default: bool = False) -> None:
        for rid, region in list(dict.items(state.regions)):   # change only those that hold one
            if region.objective:
                state.regions[rid].objective = False
        for rid in regions:
            state.regions[rid].objective = True
        state.turn.data[PLACED] = True
        names = " and ".join(state.map.by_id[rid].display_name for rid in regions)
        how = " (by default)" if default else ""
        log.add("objectives", player.id, f"{player.name}'s Humans place their Military Objectives"
                f"{how} in {names}.", regions=list(regions), default=default, race=self.id)

    def end_of_turn(self, state, player, log) -> None:
        if player.race != self.id or state.turn.data.get(PLACED):
            return

        with cache_while_reading(state):   # only read until `_place`: each answer once
            free = [rid for rid, due in self._dues(state, player).items()
                    if not due and not action_on_region(state, player, rid, "objective").payments]
        keep = [rid for rid in free if state.regions.peek(rid).objective]
        chosen = (keep + [rid for rid in free if rid not in keep])[:OBJECTIVES]
        if chosen:
            self._place(state, player, chosen, log, default=True)

    def on_decline(self, state, player, log) -> None:
        if any(r.objective for r in dict.values(state.regions)):
            for rid, region in list(dict.items(state.regions)):
                if region.objective:
                    state.regions[rid].objective = False
            log.add("objectives", player.id, f"{player.name}'s Humans go into decline: their "
                    "Military Objectives leave the map.", regions=[], race=self.id)

    # --- a conquest of an objective ------------------------------------------------------------
    def on_any_conquest(self, attack, defender, log) -> None:

        state, target = attack.state, attack.target
        humans = _humans_player(state)
        if not target.objective or humans is None:
            return
        conqueror = attack.player
        name = attack.region.display_name
        if turn_faction(state, conqueror) is Faction.HORDE:
            log.add("objective", conqueror.id, f"The Military Objective in {name} means nothing to "
                    "the Horde: it stays.", region=attack.region_id)
            return
        target.objective = False
        gain(state, conqueror.id, 2)
        if conqueror.id == humans.id:
            log.add("coins", humans.id, f"{humans.name}'s Humans take their Military Objective in "
                    f"{name} back and gain 2 coins.", coins=2, reason="objective",
                    region=attack.region_id, race=self.id)
            return
        gain(state, humans.id, 2)
        log.add("coins", conqueror.id, f"{conqueror.name} takes the Military Objective in {name}: "
                f"{conqueror.name} and {humans.name} gain 2 coins each, and the objective goes back "
                "to the Humans.", coins=2, reason="objective", humans=humans.id,
                region=attack.region_id, race=self.id)
