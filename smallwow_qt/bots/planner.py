"""Whole-turn planning on a sampled state: which combination, which conquests in which order,
whether the die is worth it, how to redeploy, whether to decline.

The planner tries every action `legal_actions` offers (conquests with or without an
artifact or ability, race and power actions, placements) on a copy of the state, judges
the result by `evaluate.value` at the end of the turn, and takes the best gain per token
spent until nothing gains any more. An ability that is no conquest (intimidation, a swap,
a steal, abandoning a region) is judged together with the best conquest it opens; a choice
for the whole turn (the Worgen's form, a side on the Battleground) is planned to the end of
the turn each way; the end-of-turn placements (bombs, objectives, the Aegis, the Heart,
buying tokens) come after the conquests, best first, while one gains (their worth is in
`features.py`). Chance (the die) ends a plan: the bot plans again from what it then sees.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from smallwow_qt.bots.evaluate import (DEFAULT, Weights, combo_tokens, die_success, end_turn,
                                       rounds_left, spread, try_apply, value)
from smallwow_qt.bots.reasons import decline_reason, pick_reason
from smallwow_qt.engine import (Abandon, Action, ChooseFaction, Conquer, Decline, End, Form,
                                GameState, Intimidate, Pick, PlaceObjectives, Redeploy, Stage,
                                Steal, Swap, legal_actions)

MAX_STEPS = 40        # actions in one plan (a safety net: a turn rarely has more than 10)
MAX_PLACEMENTS = 6    # end-of-turn actions in one plan (bombs, objectives, Aegis, Heart, buy)
MIN_GAIN = 0.05       # a step must gain at least this much (in coins) to be taken

SKIPPED = (Decline, End, Redeploy, Pick)     # planned elsewhere (start, pick, _finish)
ENABLERS = (Intimidate, Swap, Steal, Abandon)   # judged with the conquest they open
MODES = (Form, ChooseFaction)                # a choice for the whole turn: planned each way


def _follow_regions(state: GameState, action: Action) -> set[str] | None:
    """The regions whose conquest an enabling action may make cheaper or possible (None:
    any region)."""
    if isinstance(action, Intimidate):
        return {action.region}
    if isinstance(action, Swap):
        near = {action.first, action.second}
        for rid in (action.first, action.second):
            near.update(state.map.neighbours[rid])
        return near
    return None


def _best_pair(options: list[tuple[float, str]]) -> tuple[str, str] | None:
    """The two regions whose objective placements gained most, best first."""
    regions = []
    for _, rid in sorted(options, key=lambda o: -o[0]):
        if rid not in regions:
            regions.append(rid)
        if len(regions) == 2:
            return (regions[0], regions[1])
    return None


@dataclass
class Plan:
    """Actions to play in order; `states[i]` is the sampled state `actions[i]` is played
    from. `chance` marks a plan that ends on a die roll (replan after it)."""

    actions: list[Action] = field(default_factory=list)
    states: list[GameState] = field(default_factory=list)
    value: float = 0.0
    reason: str = ""
    reasons: dict[int, str] = field(default_factory=dict)   # step index -> log line
    chance: bool = False


class Planner:
    """Plans a turn for the player to act on `state`. `weights` shape the value;
    `pick_limit` bounds how many combinations are planned in full (by a quick score)."""

    def __init__(self, weights: Weights = DEFAULT, pick_limit: int = 6,
                 fresh_weight: float = 1.0) -> None:
        self.weights = weights
        self.pick_limit = pick_limit
        self.fresh_weight = fresh_weight

    # ----- entry point ---------------------------------------------------------------------

    def plan(self, state: GameState) -> Plan:
        me = state.actor.id
        if state.stage is Stage.DEFENDERS:
            return self._defenders(state, me)
        if state.stage is Stage.PICK:
            return self.best_of(self.pick_plans(state))
        if state.stage is Stage.CONQUER and not state.turn.conquests:
            options = self.start_plans(state)
            return self.best_of(options)
        return self.continue_plan(state, me)

    @staticmethod
    def best_of(plans: list[Plan]) -> Plan:
        return max(plans, key=lambda p: p.value)

    def pick_plans(self, state: GameState) -> list[Plan]:
        """One plan per affordable combination (the best `pick_limit` by a quick score)."""
        me = state.actor.id
        picks = [x.action for x in legal_actions(state) if isinstance(x.action, Pick)]
        if not picks:
            return [self._finish(state, me, Plan())]

        def quick(a: Pick) -> float:
            c = state.column[a.index]
            return combo_tokens(c.race, c.power) + c.coins - a.index

        picks.sort(key=quick, reverse=True)
        out = []
        for a in picks[:self.pick_limit]:
            after = try_apply(state, a)
            if after is None:
                continue
            plan = self.continue_plan(after, me)
            plan.actions.insert(0, a)
            plan.states.insert(0, state)
            plan.reasons = {i + 1: r for i, r in plan.reasons.items()}
            c = state.column[a.index]
            plan.reason = pick_reason(c.race, c.power, combo_tokens(c.race, c.power), c.coins,
                                      a.index, self._count_conquests(plan))
            plan.reasons[0] = plan.reason
            out.append(plan)
        return out or [self._finish(state, me, Plan())]

    def start_plans(self, state: GameState) -> list[Plan]:
        """At the start of a turn: carry on with the race, or put it into decline."""
        me = state.actor.id
        carry_on = self.continue_plan(state, me)
        plans = [carry_on]
        if state.active_regions(me) and any(isinstance(x.action, Decline)
                                            for x in legal_actions(state)):
            plans.append(self.decline_plan(state, me, carry_on))
        return plans

    def decline_plan(self, state: GameState, me: str, carry_on: Plan) -> Plan:
        left = rounds_left(state)
        after = try_apply(state, Decline(me))
        if after is None:
            return Plan(value=float("-inf"))
        plan = Plan([Decline(me), End(me)], [state, after])
        plan.value = value(end_turn(after), me, left, self.weights) + \
            self.fresh_weight * self.fresh_value(state, left)
        race = state.actor.race
        held = len(state.regions_of(me, race, False))
        plan.reason = decline_reason(self._count_conquests(carry_on), race, held)
        plan.reasons[0] = plan.reason
        return plan

    def fresh_value(self, state: GameState, left: int) -> float:
        """What a fresh combination picked next turn should be worth (its army, net price)."""
        if left <= 0:
            return 0.0
        coins = state.actor.coins
        w = self.weights
        best = 0.0
        for i, c in enumerate(state.column):
            if i > coins:
                break
            tokens = combo_tokens(c.race, c.power)
            worth = w.army_token * tokens * min(left, w.army_horizon) + c.coins - i
            best = max(best, worth)
        return best

    # ----- one turn of conquests -------------------------------------------------------------

    def continue_plan(self, state: GameState, me: str, modes: bool = True) -> Plan:
        """Greedy conquests (best gain per token, an enabling ability counted with the conquest
        it opens), then the die, the end-of-turn placements, a redeployment and the end. A
        choice for the whole turn (the Worgen's form, a side on the Battleground) is planned
        to the end of the turn once per option (`modes`), and the best kept."""
        plan = Plan()
        left = rounds_left(state)
        w = self.weights
        s = state
        while len(plan.actions) < MAX_STEPS and s.stage is Stage.CONQUER and s.actor.id == me:
            legal = legal_actions(s)
            if modes:
                choices = [x.action for x in legal if isinstance(x.action, MODES)]
                if choices:
                    return self._branch(s, me, plan, choices)
            base = value(end_turn(s), me, left, w)
            hand = s.actor.hand
            best = None      # (score, gain, action, state)
            dice = []
            enablers: list[tuple[float, Action, GameState]] = []
            for item in legal:
                a = item.action
                if isinstance(a, SKIPPED):
                    continue
                if isinstance(a, Conquer) and a.die:
                    dice.append(item)
                    continue
                if isinstance(a, Abandon):
                    enablers.append((0.0, a, s))     # tried with what it opens, never alone
                    continue
                after = try_apply(s, a)
                if after is None or after.stage is not Stage.CONQUER:
                    continue     # placements (they end the conquests) come after them
                gain = value(end_turn(after), me, left, w) - base
                used = max(0, hand - after.player(me).hand) if after.turn else 0
                score = gain / (used + 1)
                if not isinstance(a, Conquer):
                    enablers.append((gain, a, after))
                if gain > MIN_GAIN and (best is None or score > best[0]):
                    best = (score, gain, a, after)
            opener = self._opener(s, me, base, left, enablers, best)
            if opener is not None:
                best = opener
            if best is None:
                die = self._best_die(s, me, base, left, dice)
                if die is not None:
                    plan.actions.append(die[1])
                    plan.states.append(s)
                    plan.chance = True
                    plan.value = base + die[0]
                    return plan
                break
            plan.actions.append(best[2])
            plan.states.append(s)
            s = best[3]
        s = self._placements(s, me, plan, left)
        return self._finish(s, me, plan)

    def _branch(self, s: GameState, me: str, plan: Plan, choices: list[Action]) -> Plan:
        """Plan the rest of the turn after each choice; keep the best, after `plan`."""
        best: tuple[Plan, Action] | None = None
        for choice in choices:
            after = try_apply(s, choice)
            if after is None:
                continue
            rest = self.continue_plan(after, me, modes=False)
            if best is None or rest.value > best[0].value:
                best = (rest, choice)
        if best is None:
            return self._finish(s, me, plan)
        rest, choice = best
        start = len(plan.actions)
        plan.actions += [choice] + rest.actions
        plan.states += [s] + rest.states
        plan.reasons.update({start + 1 + i: r for i, r in rest.reasons.items()})
        plan.chance, plan.value = rest.chance, rest.value
        return plan

    def _opener(self, s: GameState, me: str, base: float, left: int, enablers,
                best: tuple | None) -> tuple | None:
        """An ability that is no conquest (intimidation, a swap, a steal, abandoning a region)
        judged with the best conquest it opens: taken when the two together gain more per
        token than the best conquest alone. Abandoning is tried only when no conquest is
        within reach otherwise (the token it frees counts as spent)."""
        hand = s.actor.hand
        found = None
        to_beat = best[0] if best is not None else MIN_GAIN
        for gain, a, after in enablers:
            abandon = isinstance(a, Abandon)
            if abandon:
                if best is not None:
                    continue
                after = try_apply(s, a)
                if after is None:
                    continue
            near = _follow_regions(s, a)
            for item in legal_actions(after):
                c = item.action
                if not isinstance(c, Conquer) or c.die or (near is not None and c.region not in near):
                    continue
                nxt = try_apply(after, c)
                if nxt is None or nxt.stage is not Stage.CONQUER:
                    continue
                total = value(end_turn(nxt), me, left, self.weights) - base
                used = max(0, hand - nxt.player(me).hand) + (1 if abandon else 0)
                score = total / (used + 1)
                if total > MIN_GAIN and score > to_beat:
                    to_beat, found = score, (score, total, a, after)
        return found

    def _placements(self, s: GameState, me: str, plan: Plan, left: int) -> GameState:
        """The end-of-turn actions (bombs, objectives, the Aegis, the Heart, buying tokens),
        best gain first, while one gains; the state after them."""
        w = self.weights
        for _ in range(MAX_PLACEMENTS):
            if s.stage not in (Stage.CONQUER, Stage.REDEPLOY) or s.actor is None or \
                    s.actor.id != me:
                break
            base = value(end_turn(s), me, left, w)
            best = None
            objectives: list[tuple[float, str]] = []
            for item in legal_actions(s):
                a = item.action
                if isinstance(a, SKIPPED + ENABLERS + MODES + (Conquer,)):
                    continue
                after = try_apply(s, a)
                if after is None:
                    continue
                gain = value(end_turn(after), me, left, w) - base
                if isinstance(a, PlaceObjectives) and a.regions:
                    objectives.append((gain, a.regions[0]))
                # The objectives are placed every turn: the Humans place them themselves
                # even where the default would (a tie), so the game log says where and why.
                floor = -1e-9 if isinstance(a, PlaceObjectives) else MIN_GAIN
                if gain > floor and (best is None or gain > best[0]):
                    best = (gain, a, after)
            pair = _best_pair(objectives)
            if pair is not None:      # the offered pairs name the cheapest second region
                a = PlaceObjectives(me, pair)
                after = try_apply(s, a)
                if after is not None:
                    gain = value(end_turn(after), me, left, w) - base
                    if gain > MIN_GAIN and (best is None or gain > best[0]):
                        best = (gain, a, after)
            if best is None:
                break
            plan.actions.append(best[1])
            plan.states.append(s)
            s = best[2]
        return s

    def _best_die(self, s: GameState, me: str, base: float, left: int, dice) -> tuple | None:
        best = None
        hand = s.actor.hand
        for item in dice:
            a = item.action
            lucky = s.clone()
            lucky.forced_dice = [3]
            after = try_apply(lucky, a)
            if after is None:
                continue
            gain = value(end_turn(after), me, left, self.weights) - base
            need = (item.cost or 0) - hand
            expected = die_success(need) * gain
            if expected > MIN_GAIN and (best is None or expected > best[0]):
                best = (expected, a)
        return best

    def _finish(self, s: GameState, me: str, plan: Plan) -> Plan:
        """Redeploy where the threat is, then end the turn."""
        left = rounds_left(s)
        if s.stage in (Stage.CONQUER, Stage.REDEPLOY) and s.actor.id == me:
            move = spread(s, me)
            if move is not None:
                after = try_apply(s, move)
                if after is not None and after.stage is not Stage.OVER:
                    plan.actions.append(move)
                    plan.states.append(s)
                    s = after
        if s.stage is not Stage.OVER and s.actor is not None and s.actor.id == me:
            ended = try_apply(s, End(me))
            if ended is not None:
                plan.actions.append(End(me))
                plan.states.append(s)
                plan.value = value(ended, me, left, self.weights)
                return plan
        plan.value = value(end_turn(s), me, left, self.weights)
        return plan

    def _defenders(self, state: GameState, me: str) -> Plan:
        move = spread(state, me)
        if move is None or try_apply(state, move) is None:
            move = legal_actions(state)[0].action
        return Plan([move], [state])

    @staticmethod
    def _count_conquests(plan: Plan) -> int:
        return sum(1 for a in plan.actions if isinstance(a, Conquer))
