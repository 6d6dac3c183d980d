"""Normal: plans a whole turn once (`planner.Planner` on one sampled state) and follows the
plan while what it sees is what the plan predicted; after a die roll, or when the table
no longer matches the prediction (a face-down marker turned out to be another), it plans
again from the new observation. The plan is therefore a function of the observations the
bot was shown, never of the hidden state.
"""

from __future__ import annotations

from typing import Any

from smallwow_qt.bots.base import Bot, Decision
from smallwow_qt.bots.determinise import sample_state
from smallwow_qt.bots.planner import Plan, Planner
from smallwow_qt.bots.evaluate import die_success
from smallwow_qt.bots.reasons import (abandon_reason, conquer_reason, die_reason, end_reason,
                                      redeploy_reason)
from smallwow_qt.engine import Abandon, Action, Conquer, End, Redeploy, cost_breakdown, legal_actions, observe


def action_region(action: Action) -> str | None:
    """The region an action is about, for the map's highlight."""
    region = getattr(action, "region", None)
    if region:
        return region
    for name in ("regions", "counts"):
        items = getattr(action, name, None)
        if items:
            first = items[0]
            return first[0] if isinstance(first, tuple) else first
    return None


def advice(plan: Plan, i: int) -> str:
    """Why step `i` of the plan is worth it, in one line (shown with a suggestion)."""
    if i >= len(plan.states):
        return ""
    action, state = plan.actions[i], plan.states[i]

    def name(rid: str) -> str:
        return state.map.by_id[rid].display_name
    planned = sum(1 for a in plan.actions[i:] if isinstance(a, Conquer))
    if isinstance(action, Conquer):
        need = cost_breakdown(state, action.region, action.use).total
        if action.die:
            short = max(1, need - state.actor.hand)
            return die_reason(action.region, short, die_success(short))
        return conquer_reason(action.region, need, planned)
    if isinstance(action, Abandon) and planned:
        return abandon_reason(action.region, planned)
    if isinstance(action, Redeploy) and action.counts:
        region, tokens = max(action.counts, key=lambda item: item[1])
        return redeploy_reason(region, name(region), tokens)
    if isinstance(action, End):
        return end_reason()
    return ""


class PlanningBot(Bot):
    """A bot that keeps a plan between calls. Subclasses say how a plan is made."""

    level = "normal"

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self._steps: list[tuple[Action, str, dict[str, Any] | None]] = []
        self._expect: dict[str, Any] | None = None

    def decide(self, observation: dict[str, Any]) -> Decision:
        if self._steps and observation == self._expect:
            action, reason, expect = self._steps.pop(0)
            self._expect = expect
            return Decision(action, reason, action_region(action))
        self._steps, self._expect = [], None
        state = sample_state(observation, self.rng_for(observation))
        plan = self.make_plan(observation, state)
        if not plan.actions:     # cannot happen with a legal position; stay safe
            action = legal_actions(state)[0].action
            return Decision(action, "", action_region(action))
        me = observation["viewer"]
        steps = []
        for i, action in enumerate(plan.actions):
            nxt = plan.states[i + 1] if i + 1 < len(plan.states) else None
            # what the bot should see before its next step (None: plan again)
            expect = observe(nxt, me) if nxt is not None and nxt.actor is not None \
                and nxt.actor.id == me else None
            steps.append((action, plan.reasons.get(i) or advice(plan, i), expect))
        action, reason, expect = steps.pop(0)
        self._steps, self._expect = steps, expect
        return Decision(action, reason, action_region(action))

    def make_plan(self, observation: dict[str, Any], state) -> Plan:
        raise NotImplementedError


class NormalBot(PlanningBot):
    """Plans each turn with the shared planner on one sampled state."""

    level = "normal"

    def __init__(self, seed: int = 0, planner: Planner | None = None) -> None:
        super().__init__(seed)
        self.planner = planner or Planner()

    def make_plan(self, observation, state) -> Plan:
        return self.planner.plan(state)
