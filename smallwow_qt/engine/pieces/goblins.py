"""Goblins: bombs (RULES.md §15.6, Q8)."""

from __future__ import annotations

from smallwow_qt.engine.actions import PlaceBombs
from smallwow_qt.engine.conquest import pay, remove_defenders
from smallwow_qt.engine.costs import action_on_region
from smallwow_qt.engine.data import BOMB_STACK
from smallwow_qt.engine.errors import RuleError
from smallwow_qt.engine.pieces.abilities import in_turn, require_active, require_turn_stage
from smallwow_qt.engine.pieces.base import register
from smallwow_qt.engine.pieces.races import Race
from smallwow_qt.engine.pieces.support import plural
from smallwow_qt.engine.rng import shuffled
from smallwow_qt.engine.turns import end_conquests

STACK_OWNER = "bomb_stack_owner"   # state.data: whose Goblins the bomb stack belongs to
# state.data: the faces of the bombs of this stack that left the game unseen (the table
# knows one went, not which face: `view.observe` counts them among the hidden faces)
GONE_UNSEEN = "bombs_gone_unseen"


def _new_stack(state, player) -> None:
    """Shuffle the 12 bombs into a face-down stack for `player` (less any still on the map).
    A scenario's `bombs:` list (state.data["forced_bombs"]) is the stack, top first."""
    forced = state.data.get("forced_bombs")
    if forced:
        stack = list(forced)
        state.data["forced_bombs"] = []
    else:
        pool = list(BOMB_STACK)
        for region in dict.values(state.regions):   # read only
            if region.bomb in pool:
                pool.remove(region.bomb)
        state.rng, stack = shuffled(state.rng, pool)
    state.bomb_stack = stack
    state.data[STACK_OWNER] = player.id
    state.data.pop(GONE_UNSEEN, None)   # (every bomb off the map is in the new stack)

def bombs_left(state, player) -> int:
    """How many bombs the player's stack holds (without touching the state)."""
    if state.data.get(STACK_OWNER) == player.id:
        return len(state.bomb_stack)
    forced = state.data.get("forced_bombs")
    if forced:
        return len(forced)
    return len(BOMB_STACK) - sum(1 for r in dict.values(state.regions) if r.bomb)

def _goblin_player(state):
    for p in state.players:
        if p.race == Goblins.id:
            return p
    return None

@register
class Goblins(Race):
    """`{bombs: [R, ...]}` after the conquests (it ends them), before `end`: one face-down bomb
    from the top of the Goblins' secret stack in each listed region; a region qualifies when
    it is next to a Goblin region, holds tokens of an opponent's ACTIVE race, has no bomb yet
    and is not immune (Watch Tower; an Aegis asks its payment). Several `bombs` actions may be
    taken in one turn. Default when the turn ends without `bombs`: no bomb is placed.
    No bombs on the decline turn, none once the stack is used up.

    At the very start of the Goblin player's next turn (also the turn they decline), each bomb
    in map order: if an opponent's token (active or declined) is still there, the Goblin
    player pays what the region's guards ask (Harmony: a bomb is an attack) and the bomb is
    turned face up; an explosion removes the defenders as a conquest would (one token lost,
    the rest to hand, Draenei/Chapel/Champion rules through `remove_defenders`) and leaves the
    region empty; a dud does nothing; either way that bomb leaves the game. A bomb whose
    region is empty, Murloc-held or the Goblins' own goes back on top of the stack unseen.
    A bomb that cannot be paid for, or whose region became immune, leaves the game unseen.
    The stack is a fresh shuffle of the 12 bombs each time a player acquires the Goblins."""

    id = "goblins"

    def on_acquire(self, state, player, log) -> None:
        _new_stack(state, player)

    # --- placing -------------------------------------------------------------------------------
    def _problem(self, state, player, region_id: str) -> RuleError | None:

        if region_id not in state.regions:
            return RuleError("unknown_region", f"There is no region called {region_id!r} on this "
                             "map.", given=repr(region_id))
        r = state.regions[region_id]
        name = state.map.by_id[region_id].display_name
        said = {"region": region_id, "race": self.id, "doing": "bombs"}
        if r.bomb:
            return RuleError("bomb_there", f"{name} already holds a bomb.", twice=False, **said)
        if r.owner is None or r.owner == player.id or r.declined or not r.occupied:
            return RuleError("bomb_target", f"Bombs go only where an opponent's active race "
                             f"stands, and {name} holds none.", **said)
        goblins = set(state.active_regions(player.id))
        if not goblins.intersection(state.map.neighbours[region_id]):
            return RuleError("not_adjacent", f"{name} is not next to a Goblin region.", **said)
        check = action_on_region(state, player, region_id, "bomb_place")
        if not check.conquerable:
            return check.refusal()
        return None

    def legal_options(self, state, player) -> list:
        if not in_turn(state, player, self.id):
            return []
        left = bombs_left(state, player)
        if not left:
            return []

        # `_problem`'s checks, with the Goblins' regions and their neighbours found once.
        goblins = set(state.active_regions(player.id))
        near = {n for rid in goblins for n in state.map.neighbours[rid]}
        dues = {}
        for rid, r in dict.items(state.regions):   # read only, in map order
            if rid not in near or r.bomb or r.owner is None or r.owner == player.id \
                    or r.declined or not r.occupied:
                continue
            check = action_on_region(state, player, rid, "bomb_place")
            if check.conquerable:
                dues[rid] = sum(c for _, c, _ in check.payments)
        # Only what the player can pay for (an Aegis, Harmony: Q11).
        ok = [rid for rid, due in dues.items() if due <= player.coins]
        out: list = [PlaceBombs(player.id, (rid,)) for rid in ok]
        if 1 < len(ok) <= left and sum(dues[rid] for rid in ok) <= player.coins:
            out.append(PlaceBombs(player.id, tuple(ok)))
        return out

    def do_bombs(self, state, player, action: PlaceBombs, log) -> None:

        require_active(player, self.id, "bombs")
        require_turn_stage(state, player, "bombs")
        regions = action.regions
        if not regions:
            raise RuleError("bad_action", "List at least one region for the bombs.", field="bombs",
                            want="some", given="()")
        if len(set(regions)) != len(regions):
            raise RuleError("bomb_there", "One bomb per region: a region is listed twice.",
                            twice=True)
        for rid in regions:
            problem = self._problem(state, player, rid)
            if problem:
                raise problem
        if state.data.get(STACK_OWNER) != player.id:
            _new_stack(state, player)
        left = len(state.bomb_stack)
        if not left:
            raise RuleError("bombs_exhausted", "The Goblins' bomb stack is used up: no more bombs.",
                            race=self.id, left=left)
        if len(regions) > left:
            raise RuleError("bombs_exhausted", f"Only {left} bomb{'s are' if left != 1 else ' is'} "
                            "left in the Goblins' stack.", race=self.id, left=left)
        payments = [pay_ for rid in regions
                    for pay_ in action_on_region(state, player, rid, "bomb_place").payments]
        pay(state, player.id, payments, log)
        end_conquests(state, player, log)
        for rid in regions:
            region = state.regions[rid]
            region.bomb, region.bomb_owner = state.bomb_stack.pop(0), player.id
            log.add("bomb", player.id, f"{player.name}'s Goblins place a face-down bomb in "
                    f"{state.map.by_id[rid].display_name}.", region=rid, race=self.id)

    # --- going off -----------------------------------------------------------------------------
    def on_turn_begin(self, state, player, log) -> None:
        if player.race == self.id and state.data.get(STACK_OWNER) != player.id:
            _new_stack(state, player)   # a game set up with the Goblins already in play
        goblin = _goblin_player(state)
        for rid, region in list(dict.items(state.regions)):   # read; _resolve takes its own
            owner = region.bomb_owner or (goblin.id if goblin else None)
            if region.bomb and owner == player.id:
                self._resolve(state, player, rid, log)

    def _resolve(self, state, player, region_id: str, log) -> None:

        region = state.regions[region_id]
        name = state.map.by_id[region_id].display_name
        bomb = region.bomb
        region.bomb, region.bomb_owner = None, None
        if region.owner is None or region.owner == player.id or not region.occupied:
            state.bomb_stack.insert(0, bomb)
            log.add("bomb_back", player.id, f"No opponent is left in {name}: the bomb goes back on "
                    "top of the Goblins' stack, unseen.", region=region_id, race=self.id)
            return
        check = action_on_region(state, player, region_id, "bomb")
        due = sum(c for _, c, _ in check.payments)
        if not check.conquerable:   # the region became immune (a Watch Tower)
            log.add("bomb_lost", player.id, f"The bomb in {name} is removed unseen: "
                    f"{check.reason.rstrip('.')}.", region=region_id, code=check.code,
                    refusal=check.params)
            state.data.setdefault(GONE_UNSEEN, []).append(bomb)
            return
        if due > player.coins:
            log.add("bomb_lost", player.id, f"The bomb in {name} is removed unseen: {player.name} "
                    f"cannot pay the {plural(due, 'coin')} due first.", region=region_id,
                    code="cannot_pay", due=due)
            state.data.setdefault(GONE_UNSEEN, []).append(bomb)
            return
        pay(state, player.id, check.payments, log)
        if bomb == "explode":
            log.add("bomb_reveal", player.id, f"The bomb in {name} explodes!", region=region_id,
                    bomb=bomb)
            remove_defenders(state, region_id, player.id, "bomb", log)
        else:
            log.add("bomb_reveal", player.id, f"The bomb in {name} is a dud.", region=region_id,
                    bomb=bomb)
