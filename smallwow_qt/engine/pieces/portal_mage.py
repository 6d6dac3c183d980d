"""Portal Mage (RULES.md §16.13 Maîtres des Portails, Q14)."""

from __future__ import annotations

from smallwow_qt.engine.actions import Swap
from smallwow_qt.engine.conquest import note_attack, pay
from smallwow_qt.engine.costs import action_on_region
from smallwow_qt.engine.errors import RuleError
from smallwow_qt.engine.mapdef import Symbol
from smallwow_qt.engine.pieces.base import piece
from smallwow_qt.engine.pieces.base import Attack, register
from smallwow_qt.engine.pieces.pandaren import HARMONY
from smallwow_qt.engine.pieces.powers import Power
from smallwow_qt.engine.pieces.support import is_artifact, region_name, reveal_marker
from smallwow_qt.engine.state import Stage

USES = 2
COUNT = "swaps"   # turn.data: swaps so far this turn
# Everything in a region that changes place in a swap, except markers (Mountains are terrain).
MOVING = ("owner", "race", "tokens", "declined", "fort", "wall", "tower", "champion", "beasts",
          "bomb", "bomb_owner", "objective")

def _movable(region) -> bool:
    return bool(region.occupied or region.fort or region.wall or region.bomb or region.objective
                or any(is_artifact(m) for m in region.revealed_markers())
                or (region.marker and not region.marker_revealed))

@register
class PortalMage(Power):
    """Twice per turn, during the conquest phase only (not after the last conquest, as for
    Intimidating), `{swap: [R1, R2]}` exchanges everything in two Magic Source regions on
    any boards, which the Portal Mage need not hold: race tokens of any race and their
    owners, Murlocs, the Champion, Beasts, Forts, Wisp Walls, bombs, Military Objectives and
    artifacts. Mountains (terrain) and legendary places stay. Face-down markers in either
    region are revealed first. Neither region may have a Watch Tower; Aegis and Harmony
    payments are due for each region they guard. A swap that would put anything but Naga
    (active or declined) into a sea or lake is refused. Not a conquest: no cost, no loss, no
    bonus; regions gained score normally."""

    id = "portal_mage"

    def _usable(self, state, player) -> None:
        if player.power != self.id:
            raise RuleError("no_such_ability", f"{player.name}'s active race is not Portal Mages.",
                            player=player.id, power=self.id)
        if state.stage is not Stage.CONQUER:
            raise RuleError("swap_late", "Portals open only during the conquest phase, never "
                            "after the last conquest.")
        if state.turn.data.get(COUNT, 0) >= USES:
            raise RuleError("used", f"The portals were already used {USES} times this turn.",
                            doing="swap", uses=USES)

    def _check(self, state, player, first: str, second: str):
        """The payments the swap needs; refuses with RuleError."""

        for rid in (first, second):
            if rid not in state.regions:
                raise RuleError("unknown_region", f"There is no region called {rid!r} on this "
                                "map.", given=repr(rid))
            if not state.map.by_id[rid].has(Symbol.MAGIC):
                raise RuleError("not_magic", f"{region_name(state, rid)} has no Magic Source.",
                                region=rid)
        if first == second:
            raise RuleError("same_region", "A swap needs two different regions.")
        a, b = state.regions[first], state.regions[second]
        if not (_movable(a) or _movable(b)):
            raise RuleError("nothing_to_swap", f"There is nothing to swap between "
                            f"{region_name(state, first)} and {region_name(state, second)}.",
                            first=first, second=second)
        payments = []
        for rid in (first, second):
            check = action_on_region(state, player, rid, "swap")
            if not check.conquerable:
                raise check.refusal()
            payments += list(check.payments)
        for src, dst in ((first, second), (second, first)):
            self._water_check(state, src, dst)
        return _harmony_once(payments)

    @staticmethod
    def _water_check(state, src: str, dst: str) -> None:
        where = state.map.by_id[dst]
        moving = state.regions[src]
        if not where.is_water or not moving.occupied:
            return
        ok = False
        if moving.owner is not None and not moving.is_murloc:
            owner = state.player(moving.owner)
            attack = Attack(state, owner, dst, where, state.regions[dst], frozenset())
            ok = piece(moving.race).may_enter_water(attack)
        if not ok:
            what = "Murlocs" if moving.is_murloc else "a land race"
            raise RuleError("water", f"The swap would put {what} into {where.display_name}, a "
                            f"{where.terrain.value}: only the Naga live in seas and lakes.",
                            region=dst, terrain=where.terrain.value, murlocs=moving.is_murloc,
                            attack="swap")

    def legal_options(self, state, player):
        try:
            self._usable(state, player)
        except RuleError:
            return []

        magic = [r.id for r in state.map.regions if r.has(Symbol.MAGIC)]
        # `_check` for every pair, with each region's own answers found once: a pair needs
        # something to move, both regions open to the swap, and no land race put into water.
        movable = {rid: _movable(state.regions[rid]) for rid in magic}
        open_to = {rid: check for rid in magic
                   if (check := action_on_region(state, player, rid, "swap")).conquerable}
        water = {rid for rid in magic if state.map.by_id[rid].is_water}
        out = []
        for i, first in enumerate(magic):
            for second in magic[i + 1:]:
                if not (movable[first] or movable[second]) or first not in open_to \
                        or second not in open_to:
                    continue
                if first in water or second in water:
                    try:
                        self._water_check(state, first, second)
                        self._water_check(state, second, first)
                    except RuleError:
                        continue
                payments = _harmony_once(list(open_to[first].payments)
                                         + list(open_to[second].payments))
                if sum(c for _, c, _ in payments) <= player.coins:
                    out.append(Swap(player.id, first, second))
        return out

    def do_swap(self, state, player, action: Swap, log) -> None:

        self._usable(state, player)
        first, second = action.first, action.second
        payments = self._check(state, player, first, second)
        pay(state, player.id, payments, log)
        for rid in (first, second):
            note_attack(state, player.id, rid)
        state.turn.data[COUNT] = state.turn.data.get(COUNT, 0) + 1
        for rid in (first, second):
            reveal_marker(state, rid, player, log)
        a, b = state.regions[first], state.regions[second]
        for name in MOVING:
            va, vb = getattr(a, name), getattr(b, name)
            setattr(a, name, vb)
            setattr(b, name, va)
        arts_a = [m for m in a.revealed_markers() if is_artifact(m)]
        arts_b = [m for m in b.revealed_markers() if is_artifact(m)]
        for m in arts_a:
            a.remove_marker(m)
        for m in arts_b:
            b.remove_marker(m)
        for m in arts_b:
            a.add_marker(m)
        for m in arts_a:
            b.add_marker(m)
        log.add("swap", player.id, f"{player.name}'s Portal Mages swap {region_name(state, first)} "
                f"and {region_name(state, second)}.", regions=[first, second], first=first,
                second=second)

def _harmony_once(payments: list) -> list:
    """Harmony is paid once per turn: a swap touching two Pandaren regions pays it once."""

    out, seen = [], set()
    for payee, coins, why in payments:
        if why == HARMONY:
            if payee in seen:
                continue
            seen.add(payee)
        out.append((payee, coins, why))
    return out
