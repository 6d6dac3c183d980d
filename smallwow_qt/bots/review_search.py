"""The review's judge: Hard's search, pointed at a position of a finished game.

`Judge(pid, ...).judge(state, played)` estimates `pid`'s final coins from a position where
`pid` decides: it compares the candidate plans of Hard's planners (every set of weights;
each affordable combination at a pick; carrying on or declining at the start of a turn)
with the plans that begin with the action played (the rest of the turn as it was played,
and that action followed by the planners' plans from there), each played on the same
sampled states. The best plan of all and the best that begins as played are returned: the
difference is what the decision gave up, on equal terms (same samples, same rollouts).

A candidate's valuation on one sampled state: its actions, then the rest of `pid`'s turn by
Normal's planner (after a die roll it plans again), the other players' turns answered by
Normal's planner, `pid`'s next pick if it has to pick one, and `projection.projected_final`
of the position reached (the real final coins when the game ends first).

What the judge knows: what `pid` could see when deciding (`observe`), never the hidden
parts the end of the game revealed (face-down markers, bombs, the order of the stacks,
dice to come): those are drawn (`determinise.sample_state`) from fixed seeds, the same for
every candidate and every decision. The one exception is the others' coin totals, revealed
at the end and taken as they were: they change nothing a decision does, only what the
simulated opponents can pay for. Chance is judged by its expectation: a conquest with the
reinforcement die is valued as the chance of success times the position after a success
plus the rest times the position after a failure (the die forced each way, the rest of the
turn planned again after it), whatever the die really showed.

The work is counted in simulated actions (`evaluate.work_done`), never in seconds: a search
stops taking new samples once `work` is spent (a sample counts only when every candidate was
played on it, and the first always is), so the same game gets the same review anywhere.
"""

from __future__ import annotations

import hashlib
import json
import random
from dataclasses import dataclass, field
from typing import Callable

from smallwow_qt.bots.determinise import sample_state
from smallwow_qt.bots.evaluate import die_success, end_turn, played_out, try_apply, work_done
from smallwow_qt.bots.hard import VARIANTS
from smallwow_qt.bots.planner import Planner
from smallwow_qt.bots.projection import projected_final
from smallwow_qt.engine import Action, Conquer, GameState, Stage, cost_breakdown, observe

TURN_ACTIONS = 60     # a safety net for one simulated turn


class Cancelled(Exception):
    """The review was cancelled (`Judge.cancelled` answered True)."""


@dataclass
class Estimate:
    """A decision's search: the best plan found and its value; the value of the best plan
    found that begins with the action played."""

    best: float
    plan: tuple[Action, ...]
    played: float
    candidates: list[tuple[tuple[Action, ...], float]] = field(default_factory=list)
    samples: int = 0


class Judge:
    def __init__(self, pid: str, seed: int, samples: int = 2, work: int = 40_000,
                 max_candidates: int = 6, follow: int = 2,
                 cancelled: Callable[[], bool] | None = None) -> None:
        self.pid = pid
        rng = random.Random(seed)
        self.seeds = [rng.getrandbits(64) for _ in range(samples)]
        self.work = work
        self.max_candidates = max_candidates   # plans that do not begin as played
        self.follow = follow                   # planners that continue after the action played
        self.cancelled = cancelled or (lambda: False)
        self.planners = [Planner(w) for w in VARIANTS]
        self.answer = Planner(pick_limit=2)
        self._leaves: dict[str, float] = {}    # end-of-turn position (digest) -> its value

    # ----- the question ------------------------------------------------------------------------

    def judge(self, state: GameState, played: list[Action]) -> Estimate:
        """At a decision of `pid` (`played`: the rest of its turn as it was played, from the
        action judged on): the best plan found, and the best found that begins with the
        action played. Every plan is played on the same samples."""
        samples = self._samples(state)
        plans, following = self.candidates(samples[0], played)
        start = work_done()
        totals = [0.0] * len(plans)
        runs = 0
        for sample in samples:
            if runs and work_done() - start > self.work:
                break
            for i, plan in enumerate(plans):
                totals[i] += self.rollout(sample, plan)
            runs += 1
        means = [t / runs for t in totals]
        best = max(range(len(plans)), key=lambda i: (means[i], -i))
        mine = max(range(following), key=lambda i: (means[i], -i))
        return Estimate(means[best], tuple(plans[best]), means[mine],
                        list(zip((tuple(p) for p in plans), means)), runs)

    # ----- candidates --------------------------------------------------------------------------

    def candidates(self, state: GameState, played: list[Action]) -> tuple[list[list[Action]], int]:
        """The plans to compare, and how many of the first ones begin with the action played:
        the rest of the turn as played, that action followed by the first planners' plans
        from there, the planners' own plans that begin with it; then the planners' other
        plans, best first (no repeats)."""
        me = self.pid
        first = played[0]
        out = [list(played)]
        seen = {tuple(played)}

        def add(actions: list[Action]) -> None:
            key = tuple(actions)
            if actions and key not in seen:
                seen.add(key)
                out.append(list(actions))
        groups = []
        if state.stage is Stage.PICK:
            groups.append(self.planners[0].pick_plans(state))
        elif state.stage is Stage.CONQUER and not state.turn.conquests:
            groups += [planner.start_plans(state) for planner in self.planners]
        elif state.stage in (Stage.CONQUER, Stage.REDEPLOY):
            groups += [[planner.continue_plan(state, me)] for planner in self.planners]
        else:
            groups.append([self.planners[0].plan(state)])
        plans = sorted((p for g in groups for p in g), key=lambda p: -p.value)
        after = try_apply(state, first)
        if after is not None and after.stage in (Stage.CONQUER, Stage.REDEPLOY) and \
                after.actor is not None and after.actor.id == me and \
                not (isinstance(first, Conquer) and first.die):
            for planner in self.planners[:self.follow]:
                add([first] + planner.continue_plan(after, me).actions)
        for plan in plans:              # the planners' own plans that begin as played
            if plan.actions and plan.actions[0] == first:
                add(plan.actions)
        following = len(out)
        for plan in plans:
            if len(out) - following >= self.max_candidates:
                break
            if plan.actions and plan.actions[0] != first:
                add(plan.actions)
        return out, following

    # ----- valuing a plan on one sampled state ------------------------------------------------

    def rollout(self, s: GameState, actions: list[Action]) -> float:
        """Play `actions` (a die conquest: by expectation), finish `pid`'s turn, value it."""
        me = self.pid
        for i, action in enumerate(actions):
            if self.cancelled():
                raise Cancelled()
            if isinstance(action, Conquer) and action.die:
                p = self._die_chance(s, action)
                total = 0.0
                for face, weight in ((3, p), (0, 1.0 - p)):
                    if weight > 0:
                        forced = s.clone()
                        forced.forced_dice = [face]
                        after = try_apply(forced, action)
                        total += weight * self._finish(after if after is not None else s)
                return total
            after = try_apply(s, action)
            if after is None:
                break
            s = after
            if s.stage is Stage.OVER or s.current.id != me:
                break
        return self._finish(s)

    def _finish(self, s: GameState) -> float:
        """The rest of `pid`'s turn by the planner, then the others, then the value."""
        s = self._own_turn(s)
        key = _digest(s)
        found = self._leaves.get(key)
        if found is None:
            found = self._leaves[key] = self._value_from(s)
        return found

    def _value_from(self, s: GameState) -> float:
        me = self.pid
        s = self._others(s)
        if s.stage is Stage.PICK and s.current.id == me:      # a fresh combination: pick it
            s = self._others(self._own_turn(s))
        return projected_final(s, me)

    def _own_turn(self, s: GameState) -> GameState:
        me = self.pid
        for _ in range(TURN_ACTIONS):
            if s.stage is Stage.OVER or s.current.id != me or s.stage is Stage.DEFENDERS:
                break
            s = self._planned_turn(s)
        return s

    def _others(self, s: GameState) -> GameState:
        """The other players' turns (and the defenders' redeployments) until `pid` plays."""
        me = self.pid
        for _ in range(TURN_ACTIONS):
            if self.cancelled():
                raise Cancelled()
            if s.stage is Stage.OVER or (s.current.id == me and s.stage is not Stage.DEFENDERS):
                break
            s = self._planned_turn(s)
        return s

    def _planned_turn(self, s: GameState) -> GameState:
        """The actor's plan (a whole turn, or a defender's redeployment) played out."""
        plan = self.answer.plan(s)
        return played_out(s, plan.actions) if plan.actions else end_turn(s)

    # ----- helpers -----------------------------------------------------------------------------

    def _samples(self, state: GameState) -> list[GameState]:
        """The position as `pid` saw it, its hidden parts drawn from each seed; the others'
        coins as they really were (revealed once the game is over: they only decide what the
        simulated opponents can pay for, and the same for every plan compared)."""
        view = observe(state, self.pid)
        out = []
        for seed in self.seeds:
            sample = sample_state(view, random.Random(seed), state.map)
            for p in sample.players:
                real = state.player(p.id)
                p.coins, p.history = real.coins, list(real.history)
            out.append(sample)
        return out

    @staticmethod
    def _die_chance(s: GameState, action: Conquer) -> float:
        need = cost_breakdown(s, action.region, action.use).total - s.actor.hand
        return die_success(need)


def _digest(state: GameState) -> str:
    text = json.dumps(state.to_dict(), sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.blake2b(text.encode(), digest_size=16).hexdigest()
