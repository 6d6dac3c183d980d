"""The conquest questions `legal_actions` asks of every region, answered without words.

`costs.evaluate` explains a cost item by item, with a sentence for every refusal, for the
board and for `apply`. Listing the legal actions only needs "can it be conquered, for how
many tokens, and how many coins are due first", for every region within reach, many times a
second for the computer players. `quick_cost` answers that with the same rules: it asks
only the pieces whose class defines the hook in question, builds no cost items, no labels
and no refusal sentences. A property test checks that it agrees with `evaluate` on every
region of random positions.
"""

from __future__ import annotations

from smallwow_qt.engine.context import cached
from smallwow_qt.engine.combatants import (active_set, attacker_pieces, conquest_hand,
                                            defence_pieces, is_guard, overrides, owner_guarded)
from smallwow_qt.engine.data import DIE_MAX
from smallwow_qt.engine.mapdef import MapDef, Symbol
from smallwow_qt.engine.pieces import Attack, Piece, piece
from smallwow_qt.engine.state import GameState, PlayerState

HOOKS = ("may_enter_water", "refusal", "reach", "first_conquest_entry", "waives_transport",
         "cost_items", "fixed_cost", "payments", "free_dice", "refuses_use")
GUARD_HOOKS = ("defence_refusal", "defence_payments")
# The hooks that change a conquest's answer (`refuses_use` only shortens the listing).
PLAIN_HOOKS = tuple(h for h in HOOKS if h != "refuses_use")


_HOOKED: dict[tuple, dict[str, list[Piece]]] = {}
_NO_GUARD_HOOKS = {h: [] for h in GUARD_HOOKS}


def hooked(pieces: list[Piece], hooks: tuple[str, ...]) -> dict[str, list[Piece]]:
    """For each hook, the pieces whose class defines it (pieces are shared singletons, so
    the answer is kept for each list of pieces seen)."""
    key = (hooks, *map(id, pieces))
    found = _HOOKED.get(key)
    if found is None:
        found = _HOOKED[key] = {h: [p for p in pieces if overrides(p, h)] for h in hooks}
    return found


def asked(pieces: list[Piece], use: tuple[str, ...]) -> list[Piece]:
    """The pieces whose conquest hooks may answer something with these `use:` options: not
    those whose hooks need one of their own options (`hooks_need_use`) when `use` names none."""
    if not use:
        return [p for p in pieces if not p.hooks_need_use]
    return [p for p in pieces if not p.hooks_need_use or any(u in use for u in p.uses)]


_ASKED: dict[tuple, tuple] = {}


def conquest_hooks(pieces: list[Piece], use: tuple[str, ...]) -> tuple:
    """(`hooked` answer for the `asked` pieces, profile): what `Asker` reads, kept for each
    `use:` list and list of pieces seen (pieces are shared singletons). The profile holds
    the pieces asked for each step of a cost, whether a refusal reads the die (only the
    Champion's does: otherwise the die changes no answer), and whether nothing is asked but
    cost items and the boat's waiver (`plain`: `listed_conquests` sums those in line)."""
    key = (use, *pieces)
    found = _ASKED.get(key)
    if found is None:
        if len(_ASKED) >= 10_000:   # races, powers and markers combine: keep the memory bounded
            _ASKED.clear()
        hooks = hooked(asked(pieces, use), HOOKS)
        refusing = hooks["refusal"]
        found = _ASKED[key] = (hooks, (
            refusing, hooks["reach"], hooks["cost_items"], hooks["fixed_cost"], hooks["payments"],
            any(p.refusal_reads_die for p in refusing),
            not any(hooks[h] for h in PLAIN_HOOKS if h not in ("cost_items", "waives_transport"))))
    return found


class MapFacts:
    """Region flags of one map as sets, worked out once per map."""

    _known: dict[int, tuple[MapDef, "MapFacts"]] = {}

    def __init__(self, map_def: MapDef) -> None:
        regions = map_def.regions
        self.entries = frozenset(r.id for r in regions if r.has(Symbol.ENTRY))
        self.water = frozenset(r.id for r in regions if r.is_water)
        # Every cost starts from 2, +1 on a mountain (`costs._evaluate`'s first items).
        self.base = {r.id: 2 + r.is_mountain for r in regions}

    @classmethod
    def of(cls, map_def: MapDef) -> "MapFacts":
        known = cls._known.get(id(map_def))
        if known is None or known[0] is not map_def:
            known = cls._known[id(map_def)] = (map_def, cls(map_def))
        return known[1]


class Asker:
    """What every region's question shares for one player, position and `use:` list."""

    def __init__(self, state: GameState, player: PlayerState, use: tuple[str, ...]) -> None:
        self.state, self.player, self.use = state, player, use
        self.active = active_set(state, player)
        self.pieces = attacker_pieces(state, player)
        self.hooks, profile = conquest_hooks(self.pieces, use)
        self.facts = MapFacts.of(state.map)
        self.floor = max(1, piece(player.race).min_per_region)
        # No piece offers one of the options, or one refuses them all now (used this turn).
        self.unusable = bool(use) and (
            any(not any(o in p.uses for p in self.pieces) for o in use)
            or any(p.refuses_use(state, player, use) for p in self.hooks["refuses_use"]))
        self.guard_hooks: dict[str, dict[str, list[Piece]]] = {}
        self.guarded: dict[tuple[str, bool], bool] = {}   # (owner, declined) -> owner_guarded
        (self.refusing, self.reaching, self.costing, self.fixing, self.paying, self.die_matters,
         self.plain) = profile
        # Aimed at each region in turn before any hook reads it (`cost`, `listed_conquests`).
        self.attack = Attack(state, player, "", None, None, self.active, use)

    def cost(self, region_id: str, die: bool = False) -> tuple[int, int] | None:
        """(tokens needed, coins due first), or None when `evaluate` refuses the conquest."""
        state = self.state
        target = state.regions[region_id]
        if region_id in self.active or target.tower or self.unusable:
            return None
        # One Attack, aimed at each region in turn (the hooks only read it).
        attack = self.attack
        attack.region_id, attack.region, attack.target, attack.die = \
            region_id, state.map.by_id[region_id], target, die
        return self.aimed_cost(region_id, target)

    def unguarded(self, target) -> bool:
        """No face-up marker in the region and no guard of its holder's (race, power, a marker
        guarding all their regions) refuses or asks anything: no guard hook to ask (the
        region's guards, `costs.defence_pieces`, are among those)."""
        if (target.marker or target.extra_markers) and \
                any(is_guard(m) for m in target.revealed_markers()):
            return False
        if target.owner is None:
            return True
        key = (target.owner, target.declined)
        guarded = self.guarded.get(key)
        if guarded is None:
            guarded = self.guarded[key] = cached(self.state, ("owner_guarded", *key),
                                                 owner_guarded, self.state, *key)
        return not guarded

    def aimed_cost(self, region_id: str, target) -> tuple[int, int] | None:
        """`cost` once the region is known not to be held, towered or `unusable`, with
        `self.attack` aimed at it (the die as asked): what `listed_conquests` asks of every
        candidate region."""
        state, active, hooks, facts, attack = \
            self.state, self.active, self.hooks, self.facts, self.attack
        if region_id in facts.water and not any(p.may_enter_water(attack)
                                                for p in hooks["may_enter_water"]):
            return None
        owner = target.owner
        # `unguarded(target)`, its answer for the holder read in line once known.
        if (owner is None or self.guarded.get((owner, target.declined)) is False) and \
                not target.marker and not target.extra_markers or self.unguarded(target):
            guard_hooks = _NO_GUARD_HOOKS
        else:
            guard_hooks = self.guard_hooks.get(region_id)
            if guard_hooks is None:
                guard_hooks = self.guard_hooks[region_id] = hooked(
                    defence_pieces(state, region_id), GUARD_HOOKS)
        for p in self.refusing:
            if p.refusal(attack):
                return None
        for p in guard_hooks["defence_refusal"]:
            if p.defence_refusal(attack):
                return None

        is_entry = region_id in facts.entries
        adjacent = not active.isdisjoint(state.map.neighbours[region_id])
        special = False
        if not adjacent and self.reaching:
            for p in self.reaching:
                if p.reach(attack):
                    special = True
                    break
        if not active:
            if not is_entry and not any(p.first_conquest_entry(attack)
                                        for p in hooks["first_conquest_entry"]):
                return None
        elif not (adjacent or special or is_entry):
            return None

        raw = facts.base[region_id] + target.wall + target.fort + target.tokens \
            + target.champion + target.beasts
        if (is_entry or not active) and not adjacent and not special:
            raw += 1   # the boat, unless a piece waives it
            for p in hooks["waives_transport"]:
                if p.waives_transport(attack):
                    raw -= 1
                    break
        for p in self.costing:
            for item in p.cost_items(attack):
                raw += item.amount
        total = raw if raw > self.floor else self.floor
        for p in self.fixing:
            fixed = p.fixed_cost(attack)
            if fixed:
                total = fixed[2]
                break
        due = 0
        if self.paying:
            for p in self.paying:
                for _, coins, _ in p.payments(attack):
                    due += coins
        if guard_hooks is not _NO_GUARD_HOOKS:
            for p in guard_hooks["defence_payments"]:
                for _, coins, _ in p.defence_payments(attack):
                    due += coins
        return total, due

    def plan(self, region_id: str, die: bool = False) -> tuple[int, tuple] | None:
        """(tokens needed, the payments due first as `evaluate` lists them), or None when
        `evaluate` refuses the conquest."""
        answer = self.cost(region_id, die)
        if answer is None:
            return None
        attack = self.attack   # still aimed at the region by `cost`
        guards = self.guard_hooks.get(region_id, _NO_GUARD_HOOKS)["defence_payments"]
        payments = tuple([pay for p in self.paying for pay in p.payments(attack)]
                         + [pay for p in guards for pay in p.defence_payments(attack)])
        return answer[0], payments

    def free_dice(self, region_id: str, die: bool) -> int:
        """The free reinforcement dice rolled before this attack (Gnomes' airborne assault)."""
        if not self.hooks["free_dice"]:
            return 0
        attack, state = self.attack, self.state   # aimed at the region (the hooks only read it)
        attack.region_id, attack.region, attack.target, attack.die = \
            region_id, state.map.by_id[region_id], state.regions[region_id], die
        return sum(p.free_dice(attack) for p in self.hooks["free_dice"])


def quick_cost(state: GameState, player: PlayerState, region_id: str, use: tuple[str, ...] = (),
               die: bool = False) -> tuple[int, int] | None:
    """(tokens needed, coins due first) when `player` may attack `region_id` with these
    options, None when `evaluate` would refuse it: the same answer as `evaluate(...)` gives
    in (`total`, sum of `payments`) or `conquerable`."""
    if player.race is None or region_id not in state.regions:
        return None
    return Asker(state, player, tuple(use)).cost(region_id, die)


def quick_plan(state: GameState, player: PlayerState, region_id: str,
               use: tuple[str, ...] = (), die: bool = False) -> tuple[int, tuple] | None:
    """(tokens needed, payments) when `player` may attack `region_id` with these options,
    None when `evaluate` would refuse it: `evaluate`'s `total` and `payments`, no sentences."""
    if player.race is None or region_id not in state.regions:
        return None
    return Asker(state, player, tuple(use)).plan(region_id, die)


def die_problem(need: int, hand: int, min_hand: int, free: int, die: bool) -> str:
    """The refusal code of a conquest needing `need` tokens with `hand` to commit ("" when
    the numbers allow it): the rules of the last-conquest die and the free dice (§7, Q20)."""
    bonus_max = DIE_MAX * free
    if die:
        if hand < min_hand:
            return "die_empty_hand"
        if hand >= need:
            return "die_not_needed"
        if need - hand > DIE_MAX + bonus_max:
            return "die_too_far"
        return ""
    if hand < need - bonus_max or hand < min(need, max(1, min_hand)):   # Champion: 1
        return "not_enough_tokens"
    return ""


def listed_conquests(state: GameState, player: PlayerState,
                     use: tuple[str, ...]) -> list[tuple[str, bool, int]]:
    """(region, die, tokens needed) for every conquest with these `use:` options that
    `conquest.plan_conquest` accepts (the caller checked the stage)."""
    out: list[tuple[str, bool, int]] = []
    asker = Asker(state, player, use)
    if asker.unusable:
        return out
    hand = conquest_hand(state, player, use, asker.pieces)
    min_hand = piece(player.race).min_per_region
    if hand <= 0 < min_hand:
        return out   # every conquest commits at least one token (die_problem)
    coins = player.coins
    hooks, active, facts, attack = asker.hooks, asker.active, asker.facts, asker.attack
    rolls_free = bool(hooks["free_dice"])
    simple_die = not rolls_free and not asker.die_matters
    # The candidates, before any cost is worked out: every other region is refused whatever
    # the costs (held already, Watch Tower, water without a piece that enters it, out of
    # reach of the neighbour sets, the entry flags and the pieces' reach).
    near = set(facts.entries)
    neighbours = state.map.neighbours
    for rid in active:
        near.update(neighbours[rid])
    reaching = hooks["first_conquest_entry" if not active else "reach"]
    water = () if hooks["may_enter_water"] else facts.water
    cost, by_id = asker.aimed_cost, state.map.by_id
    # No piece of the attacker's asks anything but cost items and the boat's waiver (half
    # the positions): where no guard asks anything either, the cost is the sum `aimed_cost`
    # would make, written out.
    plain, costing, waivers = asker.plain, asker.costing, hooks["waives_transport"]
    base, floor, unguarded = facts.base, asker.floor, asker.unguarded
    attack.die = False
    for rid, target in dict.items(state.regions):   # read only, in map order
        if rid not in near and not reaching or rid in active or target.tower or rid in water:
            continue
        if plain:   # (no piece reaches further: `rid` is near)
            if unguarded(target):
                # Within reach: an entry region, or next to the race (`near`).
                raw = base[rid] + target.wall + target.fort + target.tokens + target.champion \
                    + target.beasts
                if costing or waivers:
                    attack.region_id, attack.region, attack.target = rid, by_id[rid], target
                if active.isdisjoint(neighbours[rid]):   # not adjacent: an entry, transported
                    raw += 1
                    for p in waivers:
                        if p.waives_transport(attack):
                            raw -= 1
                            break
                for p in costing:
                    for item in p.cost_items(attack):
                        raw += item.amount
                answer = (raw if raw > floor else floor, 0)
            else:
                attack.region_id, attack.region, attack.target = rid, by_id[rid], target
                answer = cost(rid, target)
        else:
            attack.region_id, attack.region, attack.target = rid, by_id[rid], target
            if rid not in near and not any(
                    (p.first_conquest_entry(attack) if not active else p.reach(attack))
                    for p in reaching):
                continue
            answer = cost(rid, target)
        # The die changes no cost and lifts no refusal (the Champion refuses it): a region
        # refused without it, or within reach of the hand alone, has no die conquest.
        if answer is None:
            continue
        if simple_die:
            # No free dice and the die changes no answer: `die_problem` written out. When
            # the hand covers the need (hand >= need >= min(need, max(1, min_hand))) the
            # conquest goes without the die; otherwise only with it, at most DIE_MAX short.
            need = answer[0]
            if answer[1] <= coins:
                if hand >= need:
                    out.append((rid, False, need))
                elif hand >= min_hand and need - hand <= DIE_MAX:
                    out.append((rid, True, need))
            continue
        for die in ((False, True) if hand < answer[0] else (False,)):
            if die and asker.die_matters:
                answer = asker.cost(rid, die)
            if answer is None or answer[1] > coins:
                continue
            need = answer[0]
            free = asker.free_dice(rid, die) if rolls_free else 0
            if not die_problem(need, hand, min_hand, free, die):
                out.append((rid, die, need))
        attack.die = False
    return out
