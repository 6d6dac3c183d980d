"""The engine's entry points: apply an action, list the legal ones, explain a cost."""

from __future__ import annotations

from functools import cache
from itertools import combinations

from smallwow_qt.engine import column, conquest, turns
from smallwow_qt.engine.actions import (USE_OPTIONS, Abandon, Action, Buy, ChooseFaction, Conquer,
                                        Decline, End, Form, Intimidate, Pick, PlaceAegis,
                                        PlaceBombs, PlaceHeart, PlaceObjectives, Redeploy, Steal,
                                        Swap)
from smallwow_qt.engine.context import cache_while_reading
from smallwow_qt.engine.combatants import attacker_pieces, conquest_hand, overrides
from smallwow_qt.engine.costs import Attacker, Breakdown, evaluate
from smallwow_qt.engine.dice import die_choices, die_problem, due
from smallwow_qt.engine.errors import RuleError
from smallwow_qt.engine.events import Event, EventLog
from smallwow_qt.engine.pieces import REGISTRY, Piece, piece
from smallwow_qt.engine.state import GameState, Stage
from smallwow_qt.engine.validate import check_action
from smallwow_qt.values import Value

ABILITY_ACTIONS = (Buy, ChooseFaction, Form, Intimidate, PlaceAegis, PlaceBombs, PlaceHeart,
                   PlaceObjectives, Steal, Swap)


def apply(state: GameState, action: Action) -> tuple[GameState, list[Event]]:
    """Play `action` on a copy of `state`; return the new state and what happened.

    Refuses with RuleError (reason code + a sentence for the player) and then `state` is
    exactly as it was: all changes are made on the copy.
    """
    handler = _handler(state, action)
    new = state.clone()
    return new, _play(new, action, handler)


def apply_in_place(state: GameState, action: Action) -> list[Event]:
    """Play `action` on `state` itself (no copy); return what happened. For replaying a log
    of actions, where only the last state is kept: after a RuleError `state` may be half
    changed and must be thrown away."""
    return _play(state, action, _handler(state, action))


def _handler(state: GameState, action: Action):
    """The rules' function that plays `action`, once the action is known to be well formed,
    the game not over, and the player the one to act (RuleError otherwise)."""
    if state.stage is Stage.OVER:
        raise RuleError("game_over", "The game is over.")
    check_action(state, action)   # the fields' kinds, once: past here they can be trusted
    actor = state.actor
    if not state.has_player(action.player):
        raise RuleError("unknown_player", f"There is no player called {action.player!r} in this "
                        "game.", given=repr(action.player))
    if action.player != actor.id:
        who = state.player(action.player).name
        defenders = state.stage is Stage.DEFENDERS
        if defenders:
            raise RuleError("not_your_turn", f"{actor.name} must first redeploy the tokens they got "
                            f"back; {who} waits.", actor=actor.id, player=action.player,
                            defenders=defenders)
        raise RuleError("not_your_turn", f"It is {actor.name}'s turn, not {who}'s.", actor=actor.id,
                        player=action.player, defenders=defenders)
    if state.stage is Stage.DEFENDERS and not isinstance(action, Redeploy):
        raise RuleError("defenders_redeploy", f"{actor.name} must redeploy the tokens they got back.",
                        actor=actor.id)
    handler = _HANDLERS.get(type(action))
    if handler is None:
        if not isinstance(action, ABILITY_ACTIONS):
            raise RuleError("bad_action", f"Unknown action {action!r}.", field="action",
                            want="action", given=repr(action))
        handler = _ability_action
    return handler


def _play(new: GameState, action: Action, handler) -> list[Event]:
    log = EventLog()
    handler(new, action, log)
    after = _after_action_races()
    for p in new.players:   # restore the races' own invariants (a lone Tauren moves on, Q23)
        if p.race in after:
            piece(p.race).after_action(new, p, log)
    # The rules are done with the regions they changed: filed as they are now, the new
    # state's questions (`regions_of`) need not look at them one by one (regionmap.py).
    new.regions.freeze()
    return list(log)


_HANDLERS = {Pick: column.pick, Conquer: conquest.conquer, Abandon: turns.abandon,
             Redeploy: turns.redeploy, Decline: turns.decline, End: turns.end_turn}
@cache
def _after_action_races() -> frozenset[str]:
    """The races with an `after_action` of their own (found once)."""
    return frozenset(pid for pid, p in REGISTRY.items()
                     if p.kind == "race" and overrides(p, "after_action"))


def _ability_action(state: GameState, action: Action, log: EventLog) -> None:
    player = state.current
    for p in attacker_pieces(state, player) + [piece(player.declined), piece(player.declined_power)]:
        handler = getattr(p, f"do_{action.key}", None)
        if handler:
            handler(state, player, action, log)
            return
    raise RuleError("no_such_ability", f"{player.name} has no ability that allows `{action.key}` now.",
                    player=player.id, key=action.key)


class Legal(Value):
    """One thing the actor may do; `cost` is the token cost of a conquest."""

    FIELDS = ("action", "cost")

    def __init__(self, action: Action, cost: int | None = None) -> None:
        self.__dict__.update(action=action, cost=cost)


def conquest_options(state: GameState) -> dict[str, Breakdown]:
    """Every region's breakdown for the current player (conquerable or not)."""
    player = state.current
    if player.race is None:
        return {}
    with cache_while_reading(state):
        return {rid: evaluate(state, player, rid) for rid in state.regions}


def legal_actions(state: GameState) -> list[Legal]:
    """What the player to act may do now: exactly the actions `apply` accepts, of every kind
    except redeployment, where any spread that keeps every region at its minimum is accepted
    and the list holds the default spread as a representative. Placements of several markers
    at once (bombs, Military Objectives) offer every region that may take one."""
    if state.stage is Stage.OVER:
        return []
    with cache_while_reading(state):
        return _legal_actions(state)


def _legal_actions(state: GameState) -> list[Legal]:
    actor = state.actor
    out: list[Legal] = []
    if state.stage is Stage.DEFENDERS:
        placement = turns.default_placement(state, actor)
        return [_kept(Redeploy, actor.id, tuple(placement.items()))]
    if state.stage is Stage.PICK:
        return [_kept(Pick, actor.id, i) for i in range(len(state.column)) if i <= actor.coins] or \
            [_kept(End, actor.id)]
    pieces = attacker_pieces(state, actor)
    if state.stage is Stage.CONQUER:
        out += _conquests(state, actor, pieces)
        if not state.turn.conquests:
            out += [_kept(Abandon, actor.id, rid) for rid in state.active_regions(actor.id)]
            if not turns.decline_refusal(state, actor):
                out.append(_kept(Decline, actor.id))
    if state.stage in (Stage.CONQUER, Stage.REDEPLOY):
        preview = state
        if not state.turn.data.get("redeployment_begun") and any(
                type(p).before_redeploy is not Piece.before_redeploy for p in pieces):
            preview = state.clone()   # what arrives as the redeployment begins (Spirit Healer)
            turns.begin_redeployment(preview, preview.current, EventLog())
        placement = turns.default_placement(preview, preview.current)
        out.append(_kept(Redeploy, actor.id, tuple(placement.items())))
        for p in pieces:
            options = getattr(p, "legal_options", None)
            if options:
                for action in options(state, actor):
                    # Legal(action) without a call to its __init__: both fields are set, so it
                    # equals and hashes as the one Legal(action) builds.
                    item = object.__new__(Legal)
                    fields = item.__dict__
                    fields["action"], fields["cost"] = action, None
                    out.append(item)
    if not (state.stage is Stage.CONQUER and actor.race and not actor.hand
            and not state.active_regions(actor.id)):
        out.append(_kept(End, actor.id))
    return out


_KEPT: dict[tuple, Legal] = {}   # (action class, its fields...) -> Legal(action)


def _kept(kind: type, *values) -> Legal:
    """Legal(kind(*values)): actions are values, so the same one is kept and handed out again
    from one position to the next instead of being built again (conquests: `_conquests`)."""
    key = (kind, *values)
    item = _KEPT.get(key)
    if item is None:
        if len(_KEPT) >= 200_000:   # player ids and spreads vary: keep the memory bounded
            _KEPT.clear()
        item = _KEPT[key] = Legal(kind(*values))
    return item


def use_combinations(pieces: list) -> list[tuple[str, ...]]:
    """Every `use:` list the attacker's pieces allow (none, each option, each combination),
    options in the order of `actions.USE_OPTIONS`."""
    offered = frozenset(u for p in pieces if p.uses for u in p.uses)
    found = _COMBINATIONS.get(offered)
    if found is None:
        options = [u for u in USE_OPTIONS if u in offered]
        found = _COMBINATIONS[offered] = [combo for n in range(len(options) + 1)
                                          for combo in combinations(options, n)]
    return list(found)


_COMBINATIONS: dict[frozenset, list[tuple[str, ...]]] = {}   # offered options -> combinations


def _conquests(state: GameState, player, pieces: list) -> list[Legal]:
    """Every conquest `apply` accepts now: each region within reach, with each combination
    of `use:` options, with or without the die (`listed_conquests`)."""
    out: list[Legal] = []
    pid, append = player.id, out.append
    for use in use_combinations(pieces):
        # As `_kept` does, by (player, use) then by the (region, die, need) tuple the
        # listing hands back: a dozen of these per position, nearly all found.
        known = _CONQUESTS.get((pid, use))
        if known is None:
            if len(_CONQUESTS) >= 1000:   # player ids vary: keep the memory bounded
                _CONQUESTS.clear()
            known = _CONQUESTS[(pid, use)] = {}
        for found in listed_conquests(state, player, use):
            item = known.get(found)
            if item is None:
                rid, die, need = found
                item = known[found] = Legal(Conquer(pid, rid, die, use), need)
            append(item)
    return out


_CONQUESTS: dict[tuple, dict[tuple, Legal]] = {}   # (player, use) -> (region, die, need) -> Legal


def listed_conquests(state: GameState, player, use: tuple[str, ...]) -> list[tuple[str, bool, int]]:
    """(region, die, tokens needed) for every conquest with these `use:` options that
    `conquest.plan_conquest` accepts (the caller checked the stage), in map order: what
    `Attacker.costs` answers for each region within reach, the die as `die_problem` allows."""
    out: list[tuple[str, bool, int]] = []
    attacker = Attacker(state, player, use)
    hooks, active, facts = attacker.hooks, attacker.active, attacker.map
    if attacker.unoffered or any(ask(state, player, use) for ask in hooks.refuses_use):
        return out   # refused on every region (an option spent this turn, or nobody's)
    hand = conquest_hand(state, player, use, attacker.pieces)
    min_hand = piece(player.race).min_per_region
    if hand <= 0 < min_hand:
        return out   # every conquest commits a token (`die_problem`)
    # The candidates: every other region is refused whatever it costs (held already, water
    # no piece enters, or neither an entry nor next to the race when no piece reaches further).
    reaching = hooks.first_conquest_entry if not active else hooks.reach
    near = state.regions.keys() if reaching else facts.entries | attacker.next_to
    candidates = near - active
    if not hooks.may_enter_water:
        candidates -= facts.water
    coins, append = player.coins, out.append
    # Without free dice or a refusal that reads the die, the die changes no answer and what
    # `die_problem` allows depends on the need alone, with this hand (`die_choices`).
    by_need: dict[int, tuple[bool, ...]] | None = \
        {} if not hooks.free_dice and not hooks.die_matters else None
    in_map_order = filter(candidates.__contains__, facts.ids)
    for rid, need, payments, free in attacker.costs(in_map_order):
        if by_need is None:
            _die_choices(attacker, rid, (need, payments, free), hand, min_hand, out)
        elif not payments or due(payments) <= coins:
            dies = by_need.get(need)
            if dies is None:
                dies = by_need[need] = die_choices(need, hand, min_hand)
            for die in dies:
                append((rid, die, need))
    return out


def _die_choices(attacker: Attacker, region_id: str, answer: tuple, hand: int, min_hand: int,
                 out: list[tuple[str, bool, int]]) -> None:
    """`listed_conquests` for a region when free dice are rolled or a refusal reads the die:
    with and without the die, each asked on its own."""
    for die in (False, True):
        if die and attacker.hooks.die_matters:
            answer = attacker.cost(region_id, True)
            if answer is None:
                return
        need, payments, free = answer
        if payments and due(payments) > attacker.player.coins:
            continue
        if not die_problem(need, hand, min_hand, free, die):
            out.append((region_id, die, need))


def cost_breakdown(state: GameState, region_id: str, use: tuple[str, ...] = ()) -> Breakdown:
    """Every modifier of the current player's cost to conquer `region_id` (with the once-per-
    turn abilities named in `use`), for the UI."""
    with cache_while_reading(state):
        return evaluate(state, state.current, region_id, tuple(use))


def refusal(state: GameState, action: Action) -> RuleError | None:
    """The RuleError `apply` would raise for `action` now (None: it would be played);
    `state` is not changed."""
    try:
        apply(state, action)
    except RuleError as err:
        return err
    return None


def min_tokens_per_region(race: str) -> int:
    """The tokens a region of `race` keeps at least when its owner moves some away."""
    return piece(race).min_per_region


def stays_on_decline(power: str) -> bool:
    """A power that stays with its race in decline (Spirit and the like)."""
    return piece(power).keeps_on_decline


def usable_options(state: GameState) -> list[str]:
    """The `use:` options (artifacts, airborne assault...) the current player's race,
    power and revealed markers offer, in the order they are first found."""
    player = state.current
    out: list[str] = []
    if player.race is None:
        return out
    for p in attacker_pieces(state, player):
        for use in p.uses:
            if use not in out:
                out.append(use)
    return out
