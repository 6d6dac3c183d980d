"""Forsaken: new tokens from the enemies' corpses (RULES.md §15.13, §8, Q24)."""

from __future__ import annotations

from smallwow_qt.engine.actions import Buy
from smallwow_qt.engine.data import RACES
from smallwow_qt.engine.errors import RuleError
from smallwow_qt.engine.pieces.abilities import in_turn, require_active, require_turn_stage
from smallwow_qt.engine.pieces.base import register
from smallwow_qt.engine.pieces.races import Race
from smallwow_qt.engine.pieces.support import plural
from smallwow_qt.engine.turns import end_conquests

BOUGHT = "forsaken_bought"


@register
class Forsaken(Race):
    """`{buy: N}` once the conquests are over (it ends them), before the redeployment: 1 coin
    per token, at most one per race token the Forsaken caused to be discarded this turn
    (`turn.discards_caused`: conquest losses, Murlocs and every token of a declined region
    included, intimidation discards; tokens a Draenei save, the Light's Hope Chapel or a
    Champion capture keep out of the box do not count), and within the box supply of 20.
    Several purchases in one turn add up to that limit. The tokens go to hand and are placed
    in the redeployment. Default when the turn ends without `buy`: nothing is bought.
    Not in decline."""

    id = "forsaken"

    def _limits(self, state, player) -> tuple[int, int, int]:
        """(tokens still allowed by the discards caused, supply left, coins)."""
        left = state.turn.discards_caused - state.turn.data.get(BOUGHT, 0)
        return max(0, left), max(0, state.supply_left(self.id)), player.coins

    def legal_options(self, state, player) -> list:
        if not in_turn(state, player, self.id):
            return []
        most = min(self._limits(state, player))
        return [Buy(player.id, n) for n in range(1, most + 1)]

    def do_buy(self, state, player, action: Buy, log) -> None:

        require_active(player, self.id, "buy")
        require_turn_stage(state, player, "buy")
        n = action.count
        if n < 1:
            raise RuleError("bad_count", "Buy at least one token.")
        allowed, supply, coins = self._limits(state, player)
        caused, bought = state.turn.discards_caused, state.turn.data.get(BOUGHT, 0)
        if n > allowed:
            already = f" and already bought {bought}" if bought else ""
            raise RuleError("forsaken_limit", f"The Forsaken caused {plural(caused, 'token')} to be "
                            f"discarded this turn{already}: they may buy at most {allowed} more.",
                            race=self.id, caused=caused, bought=bought, allowed=allowed)
        if n > supply:
            raise RuleError("supply_exhausted", f"Only {supply} Forsaken token"
                            f"{'s are' if supply != 1 else ' is'} left in the box "
                            f"({RACES[self.id].supply} in all).", race=self.id, left=supply,
                            supply=RACES[self.id].supply)
        if n > coins:
            cost = f"{n} Forsaken tokens cost {n} coins" if n != 1 else "1 Forsaken token costs 1 coin"
            raise RuleError("cannot_pay", f"{cost} and {player.name} has {coins}.", race=self.id,
                            tokens=n, player=player.id, coins=coins, doing="buy")
        end_conquests(state, player, log)
        player.coins -= n
        player.hand += n
        state.turn.data[BOUGHT] = bought + n
        log.add("buy", player.id, f"{player.name}'s Forsaken raise {n} new token{'s' if n != 1 else ''} "
                f"from the fallen for {n} coin{'s' if n != 1 else ''}.", tokens=n, coins=n,
                race=self.id)
