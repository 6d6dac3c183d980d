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
from smallwow_qt.engine.costs import (active_set, attacker_pieces, conquest_hand,
                                      defence_pieces, overrides)
from smallwow_qt.engine.data import DIE_MAX
from smallwow_qt.engine.mapdef import Symbol
from smallwow_qt.engine.pieces import Attack, Piece, piece
from smallwow_qt.engine.state import GameState, PlayerState

HOOKS = ("may_enter_water", "refusal", "reach", "first_conquest_entry", "waives_transport",
         "cost_items", "fixed_cost", "payments", "free_dice")
GUARD_HOOKS = ("defence_refusal", "defence_payments")


def hooked(pieces: list[Piece], hooks: tuple[str, ...]) -> dict[str, list[Piece]]:
    """For each hook, the pieces whose class defines it."""
    return {h: [p for p in pieces if overrides(p, h)] for h in hooks}


def quick_cost(state: GameState, player: PlayerState, region_id: str, use: tuple[str, ...] = (),
               die: bool = False) -> tuple[int, int] | None:
    """(tokens needed, coins due first) when `player` may attack `region_id` with these
    options, None when `evaluate` would refuse it. Same answer as `evaluate(...)` gives in
    (`total`, sum of `payments`) or `conquerable`."""
    use = tuple(use)
    return cached(state, ("quick_cost", player.id, region_id, use, bool(die)),
                  lambda: _quick_cost(state, player, region_id, use, die))


def _quick_cost(state: GameState, player: PlayerState, region_id: str, use: tuple[str, ...],
                die: bool) -> tuple[int, int] | None:
    if player.race is None or region_id not in state.regions:
        return None
    active = active_set(state, player)
    target = state.regions[region_id]
    if region_id in active or target.tower:
        return None
    pieces = attacker_pieces(state, player)
    hooks = cached(state, ("hooks", player.id), lambda: hooked(pieces, HOOKS))
    region = state.map.by_id[region_id]
    attack = None
    if hooks["may_enter_water"] or hooks["refusal"] or hooks["reach"] or hooks["cost_items"] \
            or hooks["fixed_cost"] or hooks["payments"] or hooks["waives_transport"] \
            or hooks["first_conquest_entry"]:
        attack = Attack(state, player, region_id, region, target, active, use, die)
    if region.is_water and not any(p.may_enter_water(attack) for p in hooks["may_enter_water"]):
        return None
    guards = defence_pieces(state, region_id)
    guard_hooks = hooked(guards, GUARD_HOOKS) if guards else {h: [] for h in GUARD_HOOKS}
    if guard_hooks["defence_refusal"] or guard_hooks["defence_payments"]:
        if attack is None:
            attack = Attack(state, player, region_id, region, target, active, use, die)
    for p in hooks["refusal"]:
        if p.refusal(attack):
            return None
    for p in guard_hooks["defence_refusal"]:
        if p.defence_refusal(attack):
            return None
    for option in use:
        if not any(option in p.uses for p in pieces):
            return None

    is_entry = region.has(Symbol.ENTRY)
    neighbours = state.map.neighbours[region_id]
    adjacent = any(n in active for n in neighbours)
    special = False
    if not adjacent:
        special = any(p.reach(attack) for p in hooks["reach"])
    if not active:
        if not is_entry and not any(p.first_conquest_entry(attack)
                                    for p in hooks["first_conquest_entry"]):
            return None
    elif not (adjacent or special or is_entry):
        return None

    raw = 2 + region.is_mountain + target.wall + target.fort + target.tokens + target.champion \
        + target.beasts
    if (is_entry or not active) and not adjacent and not special:
        if not any(p.waives_transport(attack) for p in hooks["waives_transport"]):
            raw += 1
    for p in hooks["cost_items"]:
        raw += sum(i.amount for i in p.cost_items(attack))
    total = max(raw, max(1, piece(player.race).min_per_region))
    for p in hooks["fixed_cost"]:
        fixed = p.fixed_cost(attack)
        if fixed:
            total = fixed[2]
            break
    due = 0
    for p in hooks["payments"]:
        due += sum(c for _, c, _ in p.payments(attack))
    for p in guard_hooks["defence_payments"]:
        due += sum(c for _, c, _ in p.defence_payments(attack))
    return total, due


def free_dice(state: GameState, player: PlayerState, region_id: str, use: tuple[str, ...],
              die: bool) -> int:
    """The free reinforcement dice rolled before this attack (Gnomes' airborne assault)."""
    pieces = [p for p in attacker_pieces(state, player) if overrides(p, "free_dice")]
    if not pieces:
        return 0
    attack = Attack(state, player, region_id, state.map.by_id[region_id],
                    state.regions[region_id], active_set(state, player), use, die)
    return sum(p.free_dice(attack) for p in pieces)


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


def listed_conquests(state: GameState, player: PlayerState, regions: list[str],
                     use: tuple[str, ...]) -> list[tuple[str, bool, int]]:
    """(region, die, tokens needed) for every conquest of `regions` with these options that
    `conquest.plan_conquest` accepts (the caller checked the stage)."""
    out = []
    pieces = attacker_pieces(state, player)
    hand = conquest_hand(state, player, use, pieces)
    min_hand = piece(player.race).min_per_region
    coins = player.coins
    for rid in regions:
        for die in (False, True):
            answer = quick_cost(state, player, rid, use, die)
            if answer is None or answer[1] > coins:
                continue
            need = answer[0]
            if die and hand >= need:
                continue
            free = free_dice(state, player, rid, use, die)
            if not die_problem(need, hand, min_hand, free, die):
                out.append((rid, die, need))
    return out
