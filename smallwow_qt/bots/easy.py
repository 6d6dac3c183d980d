"""Easy: a readable greedy player, one action at a time.

- picks the combination with the most tokens plus coins lying on it, minus its price;
- conquers the cheapest region it can reach, preferring opponents' regions and markers;
- rolls the die for a last region when it needs at most 2 more tokens;
- spreads its tokens towards the most threatened regions;
- declines when its free tokens reach at most one more region and three rounds remain
  (none, and two rounds remain).
"""

from __future__ import annotations

from typing import Any

from smallwow_qt.bots.base import Bot, Decision
from smallwow_qt.bots.determinise import sample_state
from smallwow_qt.bots.evaluate import combo_tokens, rounds_left, spread, try_apply
from smallwow_qt.bots.normal import action_region
from smallwow_qt.bots.reasons import decline_reason, pick_reason
from smallwow_qt.engine import (Abandon, Action, Conquer, Decline, End, GameState, Pick, Redeploy, Stage,
                                legal_actions)


def reachable_count(state: GameState, costs: list[int], hand: int) -> int:
    """How many regions the hand could take, cheapest first."""
    n = 0
    for c in sorted(costs):
        if c > hand:
            break
        hand -= c
        n += 1
    return n


class EasyBot(Bot):
    level = "easy"

    def decide(self, observation: dict[str, Any]) -> Decision:
        state = sample_state(observation, self.rng_for(observation))
        action, reason = self.choose(state)
        if try_apply(state, action) is None:   # never send what the engine would refuse
            action, reason = legal_actions(state)[-1].action, ""
        return Decision(action, reason, action_region(action))

    def choose(self, state: GameState) -> tuple[Action, str]:
        me = state.actor.id
        legal = legal_actions(state)
        actions = [x.action for x in legal]
        if state.stage is Stage.DEFENDERS:
            return spread(state, me) or actions[0], ""
        if state.stage is Stage.PICK:
            return self._pick(state, actions)
        if state.stage is not Stage.CONQUER:
            return End(me), ""
        conquests = [x for x in legal if isinstance(x.action, Conquer) and not x.action.die
                     and not x.action.use]
        if (not state.turn.conquests and state.active_regions(me)
                and any(isinstance(a, Decline) for a in actions)):
            within = reachable_count(state, [x.cost or 0 for x in conquests], state.actor.hand)
            if (within <= 1 and rounds_left(state) >= 3) or (within == 0 and rounds_left(state) >= 2):
                held = len(state.active_regions(me))
                return Decline(me), decline_reason(within, state.actor.race, held)
        if not conquests:   # an ability may have to come first (the Worgen's form)
            opener = self._opener(state, legal)
            if opener is not None:
                return opener, ""
        if conquests:
            best = max(conquests, key=lambda x: self._worth(state, x.action.region) / max(x.cost or 1, 1))
            return best.action, ""
        dice = [x for x in legal if isinstance(x.action, Conquer) and x.action.die
                and not x.action.use and (x.cost or 0) - state.actor.hand <= 2]
        if dice:
            return min(dice, key=lambda x: x.cost or 0).action, ""
        move = spread(state, me)
        if move is not None:
            return move, ""
        return (End(me) if End(me) in actions else actions[-1]), ""

    @staticmethod
    def _opener(state: GameState, legal) -> Action | None:
        """An ability action after which some plain conquest becomes possible."""
        for x in legal:
            if isinstance(x.action, (Conquer, Decline, End, Redeploy, Pick, Abandon)):
                continue
            after = try_apply(state, x.action)
            if after is not None and after.stage is Stage.CONQUER and any(
                    isinstance(y.action, Conquer) and not y.action.die for y in legal_actions(after)):
                return x.action
        return None

    @staticmethod
    def _worth(state: GameState, rid: str) -> float:
        r = state.regions[rid]
        worth = 1.0
        if r.owner is not None and not r.declined:
            worth += 0.5
        if r.marker or r.extra_markers:
            worth += 0.5
        return worth

    @staticmethod
    def _pick(state: GameState, actions: list[Action]) -> tuple[Action, str]:
        picks = [a for a in actions if isinstance(a, Pick)]
        if not picks:
            return actions[0], ""

        def score(a: Pick) -> float:
            c = state.column[a.index]
            return combo_tokens(c.race, c.power) + c.coins - a.index

        best = max(picks, key=score)
        c = state.column[best.index]
        return best, pick_reason(c.race, c.power, combo_tokens(c.race, c.power), c.coins, best.index)
