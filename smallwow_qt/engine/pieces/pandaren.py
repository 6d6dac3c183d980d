"""Pandaren: Harmony (RULES.md §15.12, Q11)."""

from __future__ import annotations

from smallwow_qt.engine.pieces.base import Attack, register
from smallwow_qt.engine.pieces.races import Race

HARMONY = "Harmony"
HARMONY_COINS = 2
GIVER = "harmony_from"        # state.data: the player whose Pandaren gave the tokens out
ATTACKS = ("conquest", "bomb", "intimidate", "swap")


def paid_harmony(state, payer_id: str, pandaren_id: str) -> bool:
    """The payer already paid Harmony to the Pandaren player this turn."""
    if state.turn is None:
        return False
    return any(rec[0] == payer_id and rec[1] == pandaren_id and rec[3] == HARMONY
               for rec in state.turn.data.get("payments", []))


@register
class Pandaren(Race):
    """After scoring, at the end of each turn in which they are active (not the decline
    turn), the Pandaren give a Harmony token to every other player whose active race they
    did not attack this turn (conquest attempts, failed ones included, and anything that
    removed or moved its tokens: `turn.data["attacked"]`), players with no race included.
    A holder pays 2 coins to the Pandaren player before his first attack of the turn on a
    region of the active Pandaren: a conquest attempt, a bomb going off, an intimidation or
    a portal swap (`defence_payments`, charged by `costs.evaluate` and
    `costs.action_on_region`; once paid, recorded in `turn.data["payments"]`, never again
    that turn). An Ethereal steal is not an attack. A holder who cannot pay cannot attack
    them. The Pandaren take every Harmony token back at the very start of their next turn
    (also on their decline turn)."""

    id = "pandaren"

    def defence_payments(self, attack: Attack) -> list[tuple[str | None, int, str]]:
        state, target = attack.state, attack.target
        if attack.kind not in ATTACKS or target.declined or target.owner is None:
            return []
        owner = state.player(target.owner)
        attacker = attack.player
        if owner.race != self.id or attacker.id == owner.id or not attacker.harmony:
            return []
        if paid_harmony(state, attacker.id, owner.id):
            return []
        return [(owner.id, HARMONY_COINS, HARMONY)]

    def after_scoring(self, state, player, log) -> None:
        if player.race != self.id or state.turn.declined:
            return
        attacked = state.turn.data.get("attacked", [])
        given = [p for p in state.players if p.id != player.id and p.id not in attacked]
        for p in given:
            p.harmony = True
        state.data[GIVER] = player.id
        if given:
            names = ", ".join(p.name for p in given)
            log.add("harmony", player.id, f"{player.name}'s Pandaren give a Harmony token to "
                    f"{names}.", players=[p.id for p in given], race=self.id)

    def on_turn_begin(self, state, player, log) -> None:
        if state.data.get(GIVER) != player.id and player.race != self.id:
            return
        state.data.pop(GIVER, None)
        holders = [p for p in state.players if p.harmony]
        for p in holders:
            p.harmony = False
        if holders:
            log.add("harmony", player.id, f"{player.name}'s Pandaren take their Harmony tokens back.",
                    players=[], race=self.id)
