"""What a conquest costs, and whether it is allowed at all (RULES.md §5, §5.2, §5.5, §7).

`Attacker.costs` is the one definition of a conquest's cost: `legal_actions` lists with
it, `apply` decides with it, and the board's cost breakdown (`evaluate`) is what it records
when asked to explain, so what the board shows is what the engine enforces. The
last-conquest die and the free dice are `dice.die_problem`'s.
"""

from __future__ import annotations

from typing import Iterable, Iterator

from smallwow_qt.engine.combatants import (active_set, attacker_pieces, defence_pieces,
                                            holder_guarded, marker_guarded, overrides, race_label,
                                            unguarded)
from smallwow_qt.engine.context import cached
from smallwow_qt.engine.errors import RuleError
from smallwow_qt.engine.mapdef import MapDef, Symbol
from smallwow_qt.engine.pieces import Attack, CostItem, Piece, piece
from smallwow_qt.engine.state import GameState, PlayerState, RegionState, Stage
from smallwow_qt.values import Value

BASE_COST = 2   # tokens every conquest needs before the defence is counted (§5.1)
BOAT = 1        # transport to an Entry Region the race is not next to (§5.2)


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


# The hooks a conquest asks of the attacker's pieces, and of the region's guards.
ATTACKER_HOOKS = ("may_enter_water", "refusal", "reach", "first_conquest_entry",
                  "waives_transport", "cost_items", "fixed_cost", "payments", "free_dice",
                  "refuses_use")
GUARD_HOOKS = ("defence_refusal", "defence_payments")


class Hooks:
    """For each conquest hook, that hook of each piece (in order) whose class defines it:
    the only ones worth asking, the base class's hooks answering nothing."""

    NAMES = ATTACKER_HOOKS + GUARD_HOOKS
    __slots__ = NAMES + ("die_matters",)
    _known: dict[tuple[Piece, ...], "Hooks"] = {}

    def __init__(self, pieces: tuple[Piece, ...]) -> None:
        for name in self.NAMES:
            setattr(self, name, [getattr(p, name) for p in pieces if overrides(p, name)])
        # Only a refusal that reads the die (the Champion's) lets the die change an answer.
        self.die_matters = any(p.refusal_reads_die for p in pieces if overrides(p, "refusal"))

    @classmethod
    def of(cls, pieces: tuple[Piece, ...]) -> "Hooks":
        """Kept for each list of pieces met (pieces are shared singletons)."""
        found = cls._known.get(pieces)
        if found is None:
            if len(cls._known) >= 10_000:   # races, powers and markers combine: bounded
                cls._known.clear()
            found = cls._known[pieces] = cls(pieces)
        return found


NO_GUARDS = Hooks(())   # a region none of whose guards asks or refuses anything


def asked(pieces: list[Piece], use: tuple[str, ...]) -> tuple[Piece, ...]:
    """The pieces whose conquest hooks may answer something with these `use:` options: not
    those whose hooks need one of their own options (`hooks_need_use`) when `use` names none."""
    if not use:
        return tuple(p for p in pieces if not p.hooks_need_use)
    return tuple(p for p in pieces if not p.hooks_need_use or any(u in use for u in p.uses))


class MapFacts:
    """The region flags of one map as sets, worked out once per map."""

    _known: dict[int, tuple[MapDef, "MapFacts"]] = {}

    def __init__(self, map_def: MapDef) -> None:
        regions = map_def.regions
        self.by_id, self.neighbours = map_def.by_id, map_def.neighbours
        self.entries = frozenset(r.id for r in regions if r.has(Symbol.ENTRY))
        self.water = frozenset(r.id for r in regions if r.is_water)
        self.mountains = frozenset(r.id for r in regions if r.is_mountain)
        self.ids = tuple(r.id for r in regions)   # in map order (a state's regions are in it)

    @classmethod
    def of(cls, map_def: MapDef) -> "MapFacts":
        known = cls._known.get(id(map_def))
        if known is None or known[0] is not map_def:
            known = cls._known[id(map_def)] = (map_def, cls(map_def))
        return known[1]


def attacker_hooks(pieces: list[Piece], use: tuple[str, ...]) -> Hooks:
    """The hooks of the pieces `asked` with these `use:` options, kept for each `use:` list
    and list of pieces met."""
    key = (use, *pieces)
    found = _ATTACKER_HOOKS.get(key)
    if found is None:
        if len(_ATTACKER_HOOKS) >= 10_000:   # bounded, as `Hooks.of`
            _ATTACKER_HOOKS.clear()
        found = _ATTACKER_HOOKS[key] = Hooks.of(asked(pieces, use))
    return found


_ATTACKER_HOOKS: dict[tuple, Hooks] = {}


class Attacker:
    """One player's side of every conquest question at one position, with one `use:` list:
    the pieces to ask for each hook, the active regions, and one `Attack` that `costs` aims
    at each region in turn (so one caller at a time asks an Attacker)."""

    def __init__(self, state: GameState, player: PlayerState, use: tuple[str, ...]) -> None:
        self.state, self.player, self.use = state, player, use
        self.active = active_set(state, player)
        self.pieces = attacker_pieces(state, player)
        self.hooks = attacker_hooks(self.pieces, use)
        self.map = facts = MapFacts.of(state.map)
        self.next_to: set[str] = set()   # the regions next to the race's (borders go both ways)
        for rid in self.active:
            self.next_to.update(facts.neighbours[rid])
        self.floor = max(1, piece(player.race).min_per_region)
        # The first `use:` option none of the pieces offers: every region is refused.
        self.unoffered = next((o for o in use if not any(o in p.uses for p in self.pieces)),
                              None) if use else None
        self.attack = Attack(state, player, "", None, None, self.active, use)   # aimed by `costs`
        self._guarded: dict[tuple[str, bool], bool] = {}   # (holder, declined) -> `holder_guarded`

    def cost(self, region_id: str, die: bool = False,
             explain: Explanation | None = None) -> tuple[int, tuple, int] | None:
        """(tokens needed, payments due first, free dice) to conquer `region_id`, or None when
        the conquest is refused (`costs` for one region)."""
        for _, tokens, payments, free in self.costs((region_id,), die, explain):
            return tokens, payments, free
        return None

    def costs(self, regions: Iterable[str], die: bool = False,
              explain: Explanation | None = None) -> Iterator[tuple[str, int, tuple, int]]:
        """(region, tokens needed, payments due first, free dice) for each of `regions` that
        may be conquered, in order: the one definition of a conquest's cost. `explain` (for
        one region) records the first refusal, or how it is reached and each item of the cost."""
        facts, active, next_to, hooks, attack, guarded = self.map, self.active, self.next_to, \
            self.hooks, self.attack, self._guarded
        if self.unoffered and explain is None:
            return   # an option nobody offers: refused everywhere (after what an explanation finds)
        peek = self.state.regions.peek
        for region_id in regions:
            target = peek(region_id)
            attack.region_id, attack.region, attack.target, attack.die = \
                region_id, facts.by_id[region_id], target, die
            # How it is reached (§5.2): next to the race, by a piece's reach, or through an
            # Entry Region; a first conquest only through one, or where a piece lets it start.
            if region_id in next_to:
                reach, boat = "adjacent", False
            else:
                is_entry, special = region_id in facts.entries, None
                for ask in hooks.reach:
                    if special := ask(attack):
                        break
                if active:
                    reach = special or ("entry region" if is_entry else None)
                else:
                    reach = self._first_conquest_reach(is_entry, explain)
                if reach is None and explain is None:
                    continue   # refused: only an explanation asks which refusal comes first
                boat = (is_entry or not active) and not special   # the sea crossed (§5.2)
            # Refused whatever it costs? (the first refusal found is the one explained)
            guards, refusal = NO_GUARDS, None   # a piece's RuleError, or the code of the core's
            if region_id in active:
                refusal = "own_region"
            elif target.tower:
                refusal = "tower"
            elif region_id in facts.water and not _first(hooks.may_enter_water, attack):
                refusal = "water"
            else:
                if target.marker or target.extra_markers or target.owner is not None and \
                        guarded.get((target.owner, target.declined)) is not False:
                    guards = self.guards(region_id, target)
                for ask in hooks.refusal:
                    if refusal := ask(attack):
                        break
                if guards.defence_refusal and not refusal:
                    refusal = _first(guards.defence_refusal, attack)
                if explain is not None and not refusal and (self.unoffered or reach is None):
                    refusal = "cannot_use" if self.unoffered else \
                        "not_adjacent" if active else "not_entry"
            if refusal:
                if explain is not None:
                    explain.refuse(refusal)
                continue
            # What it costs (§5.1): the defence, the boat unless a piece waives it (Q21, Q43),
            # the pieces' items, then the race's minimum or a piece's fixed cost.
            tokens = BASE_COST + (region_id in facts.mountains) + target.wall + target.fort + \
                target.tokens + target.champion + target.beasts
            waiver = items = fixed = None
            if boat:
                waiver = _waiver(hooks.waives_transport, attack) if hooks.waives_transport else None
                tokens += 0 if waiver else BOAT
            if hooks.cost_items:
                items = []
                for ask in hooks.cost_items:
                    items += ask(attack)
                for item in items:
                    tokens += item.amount
            raw = tokens
            if tokens < self.floor:
                tokens = self.floor
            if hooks.fixed_cost and (fixed := _first(hooks.fixed_cost, attack)):
                tokens = fixed[2]
            if explain is not None:
                explain.priced(reach, region_id in facts.mountains, target, boat, waiver, items,
                               fixed, tokens - raw)
            payments = _payments(hooks, guards, attack) \
                if hooks.payments or guards.defence_payments else ()
            free = _free_dice(hooks.free_dice, attack) if hooks.free_dice else 0
            yield region_id, tokens, payments, free

    def _first_conquest_reach(self, is_entry: bool, explain: Explanation | None) -> str | None:
        """How the race's first conquest reaches the region `costs` aims at: through an Entry
        Region, or where a piece lets the race start (its reason, which on an Entry Region
        only words the reach); None when it cannot."""
        first = None
        if self.hooks.first_conquest_entry and (not is_entry or explain is not None):
            first = _first(self.hooks.first_conquest_entry, self.attack)
        return (first or "entry region") if is_entry or first else None

    def guards(self, region_id: str, target: RegionState) -> Hooks:
        """The hooks of the region's guards that may answer (`NO_GUARDS` when none refuses
        or asks anything); whether a holder's guards do is kept for each holder met."""
        owner, state = target.owner, self.state
        if owner is not None:
            key = (owner, target.declined)
            if key not in self._guarded:
                self._guarded[key] = holder_guarded(state, owner, target.declined)
            guarded = self._guarded[key]
        else:
            guarded = False
        if not guarded and not marker_guarded(target):
            return NO_GUARDS
        return Hooks.of(tuple(defence_pieces(state, region_id)))


def _payments(hooks: Hooks, guards: Hooks, attack: Attack) -> tuple:
    """The payments the attacker's pieces, then the region's guards, ask before `attack`."""
    return tuple([pay for ask in hooks.payments for pay in ask(attack)] +
                 [pay for ask in guards.defence_payments for pay in ask(attack)])


def _free_dice(asks: list, attack: Attack) -> int:
    """The free reinforcement dice these pieces roll before `attack` (Gnomes' airborne assault)."""
    free = 0
    for ask in asks:
        free += ask(attack)
    return free


def _waiver(asks: list, attack: Attack) -> tuple[str, str] | None:
    """(the piece, its reason) of the first of these `waives_transport` that waives the boat."""
    for ask in asks:
        reason = ask(attack)
        if reason:
            return ask.__self__.id, reason   # (`Hooks` keeps each piece's bound method)
    return None


def _first(asks: list, attack: Attack):
    """The first of these pieces' answers to `attack` that is not empty (None if all are)."""
    for ask in asks:
        answer = ask(attack)
        if answer:
            return answer
    return None


# The refusals `Attacker.costs` makes itself, worded (the pieces word theirs).
REFUSALS = {
    "own_region": "{who} already hold {name}.",
    "tower": "{name} has a Watch Tower: it cannot be taken.",
    "water": "{name} is a {terrain}: only the Naga can conquer seas and lakes.",
    "cannot_use": "{who} cannot use {option} here.",
    "not_entry": "{who} have no region yet: they must enter through an Entry Region (anchor), "
                 "and {name} is not one.",
    "not_adjacent": "{who} are not next to {name}, and it is not an Entry Region.",
}

#: The `use:` options of a conquest, as a refusal names them.
USE_NAMES = {"frostmourne": "Frostmourne", "ashes_of_alar": "Ashes of Al'ar",
             "doomhammer": "Doomhammer", "airborne": "the airborne assault",
             "champion": "the Champion", "ethereal": "the relic hunting"}

# The defence's items: (code, label), in the order `Attacker.costs` counts them.
DEFENCE = (("base", "Conquest"), ("mountain", "Mountain"), ("wall", "Wisp Wall"),
           ("fort", "Fort"), ("defenders", ""), ("champion", "Champion"), ("beasts", ""))


class Explanation:
    """What `Attacker.costs` records when asked to explain a conquest: the first refusal, or
    how the region is reached and every item of the cost."""

    __slots__ = ("attacker", "refusal", "reach", "items")

    def __init__(self, attacker: Attacker) -> None:
        self.attacker = attacker
        self.refusal: RuleError | None = None
        self.reach = ""
        self.items: list[CostItem] = []

    def add(self, code: str, label: str, amount: int, **params) -> None:
        self.items.append(CostItem(code, label, amount, **params))

    def refuse(self, refusal: RuleError | str) -> None:
        """The first refusal: a piece's, or the code of one of the core's (`REFUSALS`), worded
        here with the facts it states."""
        if isinstance(refusal, str):
            attacker = self.attacker
            player, region = attacker.player, attacker.attack.region
            named = {"player": player.id, "race": player.race, "region": region.id}
            params = {"tower": {"region": region.id, "attack": "conquest"},
                      "water": {"region": region.id, "terrain": region.terrain.value,
                                "attack": "conquest"},
                      "cannot_use": {"option": attacker.unoffered, **named}}.get(refusal, named)
            refusal = RuleError(refusal, REFUSALS[refusal].format(
                who=race_label(attacker.state, player), name=region.display_name,
                terrain=region.terrain.value, option=USE_NAMES.get(attacker.unoffered, "")),
                **params)
        self.refusal = refusal

    def priced(self, reach: str, mountain: bool, target: RegionState, boat: bool,
               waiver: tuple[str, str] | None, items: list[CostItem] | None,
               fixed: tuple[str, str, int] | None, raised: int) -> None:
        """How the region is reached, and an item for each part of the cost as `Attacker.costs`
        counts it: the defence (`DEFENCE`), the boat or the piece (id, reason) that waives it,
        the pieces' items, then what brings the total to a piece's fixed cost or up to the
        race's minimum (`raised`)."""
        self.reach = reach
        amounts = (BASE_COST, mountain, target.wall, target.fort, target.tokens,
                   target.champion, target.beasts)
        for (code, label), amount in zip(DEFENCE, amounts):
            if not amount:
                continue
            if code == "defenders":
                what = "Murloc" if target.is_murloc else "defending token"
                self.add(code, f"{amount} {what}{'s' if amount > 1 else ''}", amount,
                         murlocs=target.is_murloc)
            elif code == "beasts":
                self.add(code, f"{amount} Beast{'s' if amount > 1 else ''}", amount)
            else:
                self.add(code, label, int(amount))
        if boat:
            if waiver:
                self.add("transport_waived", f"No transport cost ({waiver[1]})", 0, by=waiver[0])
            else:
                self.add("transport", "Transport by boat", BOAT)
        self.items += items or ()
        if fixed:
            self.add(fixed[0], fixed[1], raised, tokens=fixed[2])
        elif raised:
            floor = self.attacker.floor
            self.add("minimum", f"Minimum of {floor} token{'s' if floor > 1 else ''}", raised,
                     tokens=floor)


def evaluate(state: GameState, player: PlayerState, region_id: str,
             use: tuple[str, ...] = (), die: bool = False) -> Breakdown:
    """Whether `player` may conquer `region_id` with these `use:` options (and the die):
    `Attacker.costs`' answer, explained item by item, or its refusal with a sentence (for
    the board, and for the refusals of `apply`)."""
    use = tuple(use)
    return cached(state, ("evaluate", player.id, region_id, use, bool(die)),
                  _explained, state, player, region_id, use, die)


def _explained(state: GameState, player: PlayerState, region_id: str, use: tuple[str, ...],
               die: bool) -> Breakdown:
    if region_id not in state.regions:
        return Breakdown.refused(region_id, RuleError(
            "unknown_region", f"There is no region called {region_id!r} on this map.",
            given=repr(region_id)))
    if player.race is None:
        return Breakdown.refused(region_id, RuleError(
            "no_race", f"{player.name} has no active race to conquer with.", player=player.id,
            doing="conquer"))
    # One Attacker explains every region of a position (the board asks them all).
    attacker = cached(state, ("explaining", player.id, use), Attacker, state, player, use)
    explanation = Explanation(attacker)
    answer = attacker.cost(region_id, die, explanation)
    if answer is None:
        return Breakdown.refused(region_id, explanation.refusal)
    return Breakdown(region_id, True, "", "", tuple(explanation.items), answer[0], answer[1],
                     explanation.reach)


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
            region=region_id, attack=kind))
    if unguarded(state, target):
        return _FREE.get(region_id) or _FREE.setdefault(region_id, Breakdown(region_id, True))
    guards = Hooks.of(tuple(defence_pieces(state, region_id)))
    if not guards.defence_refusal and not guards.defence_payments:
        return _FREE.get(region_id) or _FREE.setdefault(region_id, Breakdown(region_id, True))
    attack = Attack(state, player, region_id, region, target, active_set(state, player), kind=kind)
    refusal = _first(guards.defence_refusal, attack)
    if refusal:
        return Breakdown.refused(region_id, refusal)
    payments = tuple(pay for ask in guards.defence_payments for pay in ask(attack))
    return Breakdown(region_id, True, payments=payments)


_FREE: dict[str, Breakdown] = {}   # an accepted action on a region with nothing to pay
