"""Ethereals: relic hunters (RULES.md §15.4, Q19)."""

from __future__ import annotations

from smallwow_qt.engine.actions import Steal
from smallwow_qt.engine.conquest import pay
from smallwow_qt.engine.costs import action_on_region
from smallwow_qt.engine.data import MARKERS
from smallwow_qt.engine.errors import RuleError
from smallwow_qt.engine.pieces.abilities import in_turn, require_active, require_turn_stage
from smallwow_qt.engine.pieces.base import Attack, CostItem, register
from smallwow_qt.engine.pieces.races import Race

# Cost items are frozen: one object each, shared by every breakdown.
_DISCOUNT = CostItem("ethereal", "Ethereals: Legendary Place", -2)

USE = "ethereal"


def _used() -> RuleError:
    return RuleError("ethereal_used", "The Ethereals already used their relic hunting this turn "
                     "(one steal or one Legendary Place discount per turn).", race="ethereals")

def _face_up(state, region_id: str, kind: str) -> str | None:
    """The face-up marker of `kind` ("artifact" / "place") in the region, if any."""
    return next((m for m in state.regions.peek(region_id).revealed_markers()   # read only
                 if MARKERS[m].kind == kind), None)

@register
class Ethereals(Race):
    """Once per turn, EITHER steal a face-up Artifact from a region adjacent to one of theirs
    into an adjacent Ethereal region (`{steal: R, into: R2}`; not an attack, no Harmony; a
    Watch Tower protects it, an Aegis asks its payment) OR conquer an adjacent region holding
    a face-up Legendary Place with 2 tokens fewer (`use: [ethereal]`, minimum 1). A discount
    attempt spends the ability even if the die then fails. Face-down markers cannot be
    stolen or give the discount (Q19 default). Not in decline."""

    id = "ethereals"
    uses = (USE,)
    hooks_need_use = True

    # --- the Legendary Place discount --------------------------------------------------------
    def refusal(self, attack: Attack) -> RuleError | None:
        if USE not in attack.use:
            return None
        turn = attack.state.turn
        name = attack.region.display_name
        if turn is not None and USE in turn.used:
            return _used()
        if not _face_up(attack.state, attack.region_id, "place"):
            return RuleError("ethereal_no_place", f"{name} holds no face-up Legendary Place: the "
                             "Ethereals' discount does not apply.", region=attack.region_id)
        if not attack.adjacent_to_own():
            return RuleError("ethereal_not_adjacent", f"The Ethereals' discount needs a Legendary "
                             f"Place next to one of their regions, and {name} is not.",
                             region=attack.region_id)
        return None

    def refuses_use(self, state, player, use) -> bool:
        if USE not in use:
            return False
        if state.turn is not None and USE in state.turn.used:
            return True
        # No face-up Legendary Place next to an Ethereal region: `refusal` refuses them all.
        mine = set(state.active_regions(player.id))
        neighbours = state.map.neighbours
        return not any(_face_up(state, rid, "place") and not mine.isdisjoint(neighbours[rid])
                       for rid, r in dict.items(state.regions)   # read only
                       if r.marker or r.extra_markers)

    def cost_items(self, attack: Attack) -> list[CostItem]:
        if USE in attack.use:
            return [_DISCOUNT]
        return []

    def on_attempt(self, attack: Attack, log) -> None:
        if USE in attack.use:
            attack.state.turn.used.append(USE)

    # --- stealing an Artifact ------------------------------------------------------------------
    def _steal_problem(self, state, player, region_id: str, into: str) -> RuleError | None:

        if region_id not in state.regions or into not in state.regions:
            bad = region_id if region_id not in state.regions else into
            return RuleError("unknown_region", f"There is no region called {bad!r} on this map.",
                             given=repr(bad))
        name = state.map.by_id[region_id].display_name
        said = {"region": region_id, "into": into, "race": self.id, "doing": "steal"}
        mine = set(state.active_regions(player.id))
        if not _face_up(state, region_id, "artifact"):
            return RuleError("no_artifact", f"There is no face-up Artifact in {name} to steal.",
                             **said)
        if region_id in mine:
            return RuleError("own_artifact", f"The Artifact in {name} is already in an Ethereal "
                             "region.", **said)
        if into not in mine:
            return RuleError("not_yours", f"The stolen Artifact must go into a region of the "
                             f"Ethereals, and {state.map.by_id[into].display_name} is not one.",
                             **said)
        if not mine.intersection(state.map.neighbours[region_id]):
            return RuleError("not_adjacent", f"{name} is not next to a region of the Ethereals.",
                             far="region", **said)
        if into not in state.map.neighbours[region_id]:
            return RuleError("not_adjacent", f"The stolen Artifact goes into an Ethereal region "
                             f"next to {name}, and {state.map.by_id[into].display_name} is not "
                             "next to it.", far="into", **said)
        check = action_on_region(state, player, region_id, "steal")
        if not check.conquerable:
            return check.refusal()
        return None

    def legal_options(self, state, player) -> list:
        if not in_turn(state, player, self.id) or USE in state.turn.used:
            return []

        out: list = []
        mine = state.active_regions(player.id)
        for rid, region in state.regions.items():
            if not (region.marker or region.extra_markers) or not _face_up(state, rid, "artifact"):
                continue
            for into in mine:
                if not self._steal_problem(state, player, rid, into):
                    due = sum(c for _, c, _ in action_on_region(state, player, rid, "steal").payments)
                    if due <= player.coins:
                        out.append(Steal(player.id, rid, into))
        return out

    def do_steal(self, state, player, action: Steal, log) -> None:

        require_active(player, self.id, "steal")
        require_turn_stage(state, player, "steal")
        if USE in state.turn.used:
            raise _used()
        problem = self._steal_problem(state, player, action.region, action.into)
        if problem:
            raise problem
        pay(state, player.id, action_on_region(state, player, action.region, "steal").payments, log)
        marker = _face_up(state, action.region, "artifact")
        state.regions[action.region].remove_marker(marker)
        state.regions[action.into].add_marker(marker)
        state.turn.used.append(USE)
        log.add("steal", player.id, f"{player.name}'s Ethereals steal {MARKERS[marker].name} from "
                f"{state.map.by_id[action.region].display_name} into "
                f"{state.map.by_id[action.into].display_name}.", region=action.region,
                into=action.into, marker=marker, race=self.id)
