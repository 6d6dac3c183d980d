"""Championing (RULES.md §16.6 Et leur champion, Q9)."""

from __future__ import annotations

from smallwow_qt.engine.combatants import attacker_pieces
from smallwow_qt.engine.errors import RuleError
from smallwow_qt.engine.pieces.base import Attack, register
from smallwow_qt.engine.pieces.common import transfer
from smallwow_qt.engine.pieces.powers import Power
from smallwow_qt.engine.pieces.support import (once_per_turn_refusal, region_name,
                                               weakest_region)

def champion_region(state, player) -> str | None:
    peek = state.regions.peek   # read only
    for rid in state.active_regions(player.id):
        if peek(rid).champion:
            return rid
    return None

def champion_in_hand(state, player) -> bool:
    """The Champion is in hand whenever the race has it and it is not on the board."""
    return player.power == Championing.id and champion_region(state, player) is None

@register
class Championing(Power):
    """The race has one Champion, besides its tokens (not counted in the tile total nor the
    supply). It is in hand when not on the board: after the pick, after ready-troops (it is
    picked up from a region it shares with other pieces; alone, it stays as that region's
    last piece until the region is abandoned), and after a capture.

    Once per turn, `{conquer: R, use: [champion]}`: the Champion alone conquers a region
    adjacent to the race (or reached "as if adjacent"), for free whatever the defence; Watch
    Towers, seas and the payments (Harmony, Marshdweller, Aegis) still apply; no die. It
    stays there and counts as a defending race token (+1 cost, holds a region alone).

    When a region holding the Champion is conquered (or bombed), no token is discarded: all
    go back to hand, the Champion is captured and its owner pays 1 coin ransom to the
    attacker (what he has, if less). The Champion comes back after the attacker's turn on
    the owner's region with the fewest pieces (ties: map order). A Champion still in hand
    when the owner's turn ends goes there too: the redeployment action moves only race
    tokens. Intimidation cannot move it; swaps do. Removed when the race declines."""

    id = "championing"
    uses = ("champion",)
    hooks_need_use = True
    loss_order = -10
    refusal_reads_die = True

    # --- the free conquest -------------------------------------------------------------------
    def refusal(self, attack: Attack) -> RuleError | None:
        if "champion" not in attack.use:
            return None
        state, player = attack.state, attack.player
        used = once_per_turn_refusal(state, "champion", "The Champion")
        if used:
            return used
        if attack.die:
            return RuleError("champion_no_die", "The Champion fights alone: no reinforcement die.")
        if not champion_in_hand(state, player):
            where = champion_region(state, player)
            return RuleError("champion_busy", f"The Champion is not in hand: it holds "
                             f"{region_name(state, where)} alone.", region=where)

        near = attack.adjacent_to_own() or any(
            p.reach(attack) for p in attacker_pieces(state, player) if p is not self)
        if not near:
            return RuleError("champion_not_adjacent", f"The Champion conquers only a region next "
                             f"to {player.name}'s race, and {attack.region.display_name} is not.",
                             player=player.id, region=attack.region_id)
        return None

    def refuses_use(self, state, player, use) -> bool:
        return "champion" in use and (once_per_turn_refusal(state, "champion", "") is not None
                                      or not champion_in_hand(state, player))

    def fixed_cost(self, attack: Attack) -> tuple[str, str, int] | None:
        if "champion" in attack.use:
            return ("champion_alone", "The Champion conquers alone, whatever the defence", 1)
        return None

    def spare_tokens(self, state, player, use) -> int:
        return 1 if "champion" in use and champion_in_hand(state, player) else 0

    def commit_tokens(self, state, player, region_id, count, use, log) -> int:
        if count <= 0 or not self.spare_tokens(state, player, use):
            return 0
        state.regions[region_id].champion = True
        log.add("champion", player.id, f"{player.name}'s Champion takes "
                f"{region_name(state, region_id)} alone.", region=region_id, step="alone")
        return 1

    def on_attempt(self, attack: Attack, log) -> None:
        if "champion" in attack.use and "champion" not in attack.state.turn.used:
            attack.state.turn.used.append("champion")

    # --- moments of the turn -----------------------------------------------------------------
    def on_acquire(self, state, player, log) -> None:
        log.add("champion", player.id, f"{player.name}'s Champion joins the race, in hand.", step="joins")

    def on_turn_start(self, state, player, log) -> None:
        if player.power != self.id:
            return
        rid = champion_region(state, player)
        if rid is not None and (state.regions[rid].tokens or state.regions[rid].beasts):
            state.regions[rid].champion = False
            log.add("champion", player.id, f"{player.name} takes the Champion back into hand from "
                    f"{region_name(state, rid)}.", region=rid, step="back")

    def end_of_turn(self, state, player, log) -> None:
        if player.power == self.id:
            self._come_back(state, player, log)

    def after_opponent_turn(self, state, player, log) -> None:
        if player.power == self.id:
            self._come_back(state, player, log)

    def _come_back(self, state, player, log) -> None:
        if not champion_in_hand(state, player):
            return
        rid = weakest_region(state, player)
        if rid is None:
            return
        state.regions[rid].champion = True
        log.add("champion", player.id, f"{player.name}'s Champion takes position in "
                f"{region_name(state, rid)}.", region=rid, step="position")

    # --- captured -----------------------------------------------------------------------------
    def on_loss(self, state, owner, region_id, loss, log) -> None:
        if loss.get("single") or not loss.get("champion"):
            return
        loss["to_hand"] += loss["discard"]
        loss["discard"] = 0
        attacker = loss.get("attacker")
        paid = 0
        if attacker is not None and attacker != owner.id:
            paid = transfer(state, owner.id, attacker, 1)
        to = state.player(attacker).name if attacker else "nobody"
        log.add("payment", owner.id, f"{owner.name}'s Champion is captured in "
                f"{region_name(state, region_id)}: no token is discarded, and {owner.name} pays "
                f"{paid} coin ransom to {to}.", payee=attacker, coins=paid, why="Champion ransom",
                region=region_id)
