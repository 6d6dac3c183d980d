"""Whether a region can be conquered, and what it costs (RULES.md §5, §5.5, §7).

`evaluate()` is the single place that decides; `legal_actions`, `apply` and the UI's cost
breakdown all ask it, so what the board shows is what the engine enforces.
"""

from __future__ import annotations

from smallwow_qt.engine.combatants import (active_set, attacker_pieces, defence_pieces, is_guard,
                                            overrides, owner_guarded, race_label)
from smallwow_qt.engine.context import cached
from smallwow_qt.engine.data import DIE_MAX
from smallwow_qt.engine.errors import RuleError
from smallwow_qt.engine.mapdef import Symbol
from smallwow_qt.engine.pieces import Attack, CostItem, Piece, piece
from smallwow_qt.engine.state import GameState, PlayerState, Stage
from smallwow_qt.values import Value


class Breakdown(Value):
    """The answer for one region: can it be attacked, and the cost item by item.

    - `code`, `reason`, `params`: the refusal's code, sentence and the facts it states
      (`RuleError`'s) when not conquerable
    - `total`: the tokens needed (after the minimum)
    - `payments`: (payee, coins, why) paid before attacking; `why` is the payment's code
      (English words, kept as they are in saved games' turn data)
    - `reach`: how the region is reached ("adjacent", "entry region", ...)
    """

    FIELDS = ("region", "conquerable", "code", "reason", "items", "total", "payments", "reach",
              "params")

    def __init__(self, region: str, conquerable: bool, code: str = "", reason: str = "",
                 items: tuple[CostItem, ...] = (), total: int = 0,
                 payments: tuple[tuple[str | None, int, str], ...] = (), reach: str = "",
                 params: dict | None = None) -> None:
        self.__dict__.update(region=region, conquerable=conquerable, code=code, reason=reason,
                             items=items, total=total, payments=payments, reach=reach,
                             params={} if params is None else params)

    @classmethod
    def refused(cls, region: str, refusal: RuleError, items: tuple[CostItem, ...] = ()) -> "Breakdown":
        """The answer for a region refused with `refusal`."""
        return cls(region, False, refusal.code, refusal.message, items, params=refusal.params)

    def refusal(self) -> RuleError:
        """The refusal of a region that cannot be conquered, to raise."""
        return RuleError(self.code, self.reason, **self.params)

    def to_dict(self) -> dict:
        return {"region": self.region, "conquerable": self.conquerable, "code": self.code,
                "reason": self.reason, "params": dict(self.params), "total": self.total,
                "reach": self.reach,
                "items": [{"code": i.code, "label": i.label, "amount": i.amount,
                           "params": dict(i.params)} for i in self.items],
                "payments": [{"to": p, "coins": c, "why": w} for p, c, w in self.payments]}


class _Refusal(Exception):
    """Raised inside `_evaluate` to stop at the first refusal."""

    def __init__(self, refusal: RuleError) -> None:
        super().__init__(refusal.code, refusal.message)
        self.refusal = refusal


def _named(player: PlayerState, region_id: str) -> dict[str, str | None]:
    """What "Ann's Orcs ... Darkspear Meadows" names, as a refusal's params."""
    return {"player": player.id, "race": player.race, "region": region_id}


def evaluate(state: GameState, player: PlayerState, region_id: str,
             use: tuple[str, ...] = (), die: bool = False,
             active: frozenset[str] | None = None, pieces: list[Piece] | None = None) -> Breakdown:
    """`active` and `pieces` may be passed in when evaluating many regions at once (they
    must then be the player's active regions and attacker pieces)."""
    use = tuple(use)
    return cached(state, ("evaluate", player.id, region_id, use, bool(die)),
                  _evaluate_safely, state, player, region_id, use, die, active, pieces)


def _evaluate_safely(state, player, region_id, use, die, active, pieces) -> Breakdown:
    try:
        return _evaluate(state, player, region_id, use, die, active, pieces)
    except _Refusal as refusal:
        return Breakdown.refused(region_id, refusal.refusal)


def _evaluate(state, player, region_id, use, die, active, pieces) -> Breakdown:
    if region_id not in state.regions:
        raise _Refusal(RuleError("unknown_region", f"There is no region called {region_id!r} on "
                                 "this map.", given=repr(region_id)))
    if player.race is None:
        raise _Refusal(RuleError("no_race", f"{player.name} has no active race to conquer with.",
                                 player=player.id))
    region = state.map.by_id[region_id]
    target = state.regions[region_id]
    name = region.display_name
    who = race_label(state, player)
    if active is None:
        active = frozenset(state.regions_of(player.id, player.race, False))
    attack = Attack(state, player, region_id, region, target, active, tuple(use), die)
    if pieces is None:
        pieces = attacker_pieces(state, player)

    if region_id in active:
        raise _Refusal(RuleError("own_region", f"{who} already hold {name}.",
                                 **_named(player, region_id)))
    if target.tower:
        raise _Refusal(RuleError("tower", f"{name} has a Watch Tower: it cannot be taken.",
                                 region=region_id, doing="conquest"))
    if region.is_water and not any(p.may_enter_water(attack) for p in pieces):
        raise _Refusal(RuleError("water", f"{name} is a {region.terrain.value}: only the Naga can "
                                 "conquer seas and lakes.", region=region_id,
                                 terrain=region.terrain.value))
    guards = defence_pieces(state, region_id)
    for p in pieces:
        refusal = p.refusal(attack)
        if refusal:
            raise _Refusal(refusal)
    for p in guards:
        refusal = p.defence_refusal(attack)
        if refusal:
            raise _Refusal(refusal)

    for option in use:
        if not any(option in p.uses for p in pieces):
            raise _Refusal(RuleError("cannot_use", f"{who} cannot use {option.replace('_', ' ')} "
                                     "here.", option=option, **_named(player, region_id)))

    is_entry = region.has(Symbol.ENTRY)
    adjacent = attack.adjacent_to_own()
    special_reach = next((r for p in pieces if (r := p.reach(attack))), None)
    if attack.first_conquest:
        first_ok = next((r for p in pieces if (r := p.first_conquest_entry(attack))), None)
        if not is_entry and not first_ok:
            raise _Refusal(RuleError("not_entry", f"{who} have no region yet: they must enter "
                                     f"through an Entry Region (anchor), and {name} is not one.",
                                     **_named(player, region_id)))
        reach = first_ok or "entry region"
    elif adjacent:
        reach = "adjacent"
    elif special_reach:
        reach = special_reach
    elif is_entry:
        reach = "entry region"
    else:
        raise _Refusal(RuleError("not_adjacent", f"{who} are not next to {name}, and it is not an "
                                 "Entry Region.", **_named(player, region_id)))

    items = [CostItem("base", "Conquest", 2)]
    if region.is_mountain:
        items.append(CostItem("mountain", "Mountain", 1))
    if target.wall:
        items.append(CostItem("wall", "Wisp Wall", 1))
    if target.fort:
        items.append(CostItem("fort", "Fort", 1))
    if target.tokens:
        what = "Murloc" if target.is_murloc else "defending token"
        plural = "s" if target.tokens > 1 else ""
        items.append(CostItem("defenders", f"{target.tokens} {what}{plural}", target.tokens,
                              murlocs=target.is_murloc))
    if target.champion:
        items.append(CostItem("champion", "Champion", 1))
    if target.beasts:
        items.append(CostItem("beasts", f"{target.beasts} Beast{'s' if target.beasts > 1 else ''}",
                              target.beasts))
    # Transport: an Entry Region not adjacent to the race's own regions, unless something
    # lets the race treat it as adjacent or waives the boat (RULES.md §5.2, Q21, Q43).
    if is_entry or attack.first_conquest:
        needs_boat = not adjacent and not special_reach
        if needs_boat:
            waiver = next(((p.id, w) for p in pieces if (w := p.waives_transport(attack))), None)
            if waiver:
                items.append(CostItem("transport_waived", f"No transport cost ({waiver[1]})", 0,
                                      by=waiver[0]))
            else:
                items.append(CostItem("transport", "Transport by boat", 1))
    for p in pieces:
        items.extend(p.cost_items(attack))

    raw = sum(i.amount for i in items)
    floor = max(1, piece(player.race).min_per_region)
    total = max(raw, floor)
    # A fixed number of tokens whatever the defence (Doomhammer, the Champion alone).
    fixed = next((f for p in pieces if (f := p.fixed_cost(attack))), None)
    if fixed is not None:
        code, label, total = fixed
        items.append(CostItem(code, label, total - raw, tokens=total))
    elif total != raw:
        items.append(CostItem("minimum", f"Minimum of {floor} token{'s' if floor > 1 else ''}",
                              total - raw, tokens=floor))
    payments = tuple([pay for p in pieces for pay in p.payments(attack)]
                     + [pay for p in guards for pay in p.defence_payments(attack)])
    return Breakdown(region_id, True, "", "", tuple(items), total, payments, reach)


_FREE: dict[str, Breakdown] = {}   # an accepted action on a region with nothing to pay


def check_can_attack_now(state: GameState, player: PlayerState) -> None:
    """Refuses (RuleError) when the player is not in a position to conquer at all."""
    if state.stage is Stage.PICK:
        raise RuleError("must_pick", f"{player.name} must first pick a race and power.",
                        player=player.id, doing="conquer")
    if state.stage is Stage.DECLINED:
        raise RuleError("declined", f"{player.name} put the race into decline: no conquest this "
                        "turn.", player=player.id, doing="conquer")
    if state.stage is not Stage.CONQUER:
        raise RuleError("conquests_over", f"{player.name}'s conquests are over for this turn.",
                        player=player.id)


def die_reachable(total: int, hand: int, min_hand: int) -> bool:
    """A final attempt is allowed with at least `min_hand` tokens and at most 3 short."""
    return hand >= min_hand and hand < total <= hand + DIE_MAX


def action_on_region(state: GameState, player: PlayerState, region_id: str, kind: str) -> Breakdown:
    """A non-conquest action aimed at a region (bomb, intimidate, swap, steal): refused on a
    Watch Tower, otherwise the payments the region's guards demand (Harmony, Aegis...)."""
    cache = state.cache   # the cached answer first, without `cached`'s argument packing
    if cache is not None:
        found = cache.get(("action_on_region", player.id, region_id, kind))
        if found is not None:
            return found
    return cached(state, ("action_on_region", player.id, region_id, kind),
                  _action_on_region, state, player, region_id, kind)


def _action_on_region(state: GameState, player: PlayerState, region_id: str, kind: str) -> Breakdown:
    region = state.map.by_id[region_id]
    target = state.regions[region_id]
    if target.tower:
        return Breakdown.refused(region_id, RuleError(
            "tower", f"{region.display_name} has a Watch Tower: it is immune to every power.",
            region=region_id, doing=kind))
    if (target.owner is None or not owner_guarded(state, target.owner, target.declined)) and (
            not (target.marker or target.extra_markers)
            or not any(is_guard(m) for m in target.revealed_markers())):
        # Neither the holder's guards nor a face-up marker here ask or refuse anything (the
        # defence pieces are those, `owner_guarded` looking at a superset of them).
        return _FREE.get(region_id) or _FREE.setdefault(region_id, Breakdown(region_id, True))
    guards = defence_pieces(state, region_id)
    if not any(overrides(p, "defence_refusal") or overrides(p, "defence_payments") for p in guards):
        return _FREE.get(region_id) or _FREE.setdefault(region_id, Breakdown(region_id, True))
    attack = Attack(state, player, region_id, region, target, active_set(state, player), kind=kind)
    for p in guards:
        refusal = p.defence_refusal(attack)
        if refusal:
            return Breakdown.refused(region_id, refusal)
    payments = tuple(pay for p in guards for pay in p.defence_payments(attack))
    return Breakdown(region_id, True, payments=payments)
