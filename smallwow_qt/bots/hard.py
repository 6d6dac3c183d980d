"""Hard: determinised rollouts over whole-turn plans.

Candidate plans come from the shared planner (every affordable combination, carrying on
or declining, the planner under a few different value weights). Each candidate is played
on several states sampled from the observation (the same samples for every candidate, so
they are compared on equal terms); the opponents answer with Normal's planner, the bot's
own next turn is played by the same planner (`reach` own turns in all), and the position
is then valued for the bot less `rival` times the best opponent's value. Normal's plan is
kept unless another candidate's mean beats it by `margin` coins.

The search budget is counted in work, not time, so that the same observation always gets
the same decision (`evaluate.work_done`: actions simulated): `determinisations` samples per
candidate, at most `max_candidates` candidates, `work_budget` simulated actions per search
and `turn_work` for all the searches of one turn (it searches again after a die roll); a
sample is counted only when every candidate was played on it, and a search with no work
left keeps Normal's plan. About 10,000 actions are simulated per second on the 2-core
reference machine under load, so a search stays near 1 s and a turn near 3 s. `brake`
seconds per turn is an emergency stop for a machine far slower or busier than that: only
then does the clock decide (`braked` counts it), and that decision may not reproduce.
"""

from __future__ import annotations

import random
import time
from typing import Any

from smallwow_qt.bots.determinise import sample_state
from smallwow_qt.bots.easy import EasyBot
from smallwow_qt.bots.evaluate import (DEFAULT, Weights, end_turn, played_out, rounds_left, spread,
                                       try_apply, value, work_done)
from smallwow_qt.bots.normal import PlanningBot
from smallwow_qt.bots.planner import Plan, Planner
from smallwow_qt.engine import GameState, Stage

VARIANTS = (
    DEFAULT,
    Weights(per_defender=0.2),                     # holds what it has
    Weights(opponent_region=0.8),                  # hurts the others
    Weights(army_token=0.2, active_region=0.45),   # keeps its army for later
)

OPPONENT_TURN_ACTIONS = 60    # a safety net for the opponents' simulated turns


class HardBot(PlanningBot):
    level = "hard"

    def __init__(self, seed: int = 0, determinisations: int = 6, max_candidates: int = 6,
                 work_budget: int = 12_000, margin: float = 1.0,
                 opponents: str = "normal", turn_work: int = 30_000, reach: int = 2,
                 rival: float = 0.5, brake: float = 4.5) -> None:
        super().__init__(seed)
        self.determinisations = determinisations
        self.max_candidates = max_candidates
        self.work_budget = work_budget   # simulated actions per search
        self.turn_work = turn_work       # all the searches of one turn (replans after a die roll)
        self.brake = brake               # seconds per turn: the emergency stop
        self.braked = 0                  # searches the emergency stop cut short
        self._turn: tuple[Any, ...] | None = None
        self._spent = 0                  # work spent this turn
        self._thought = 0.0              # seconds of search this turn, before this search
        self._clock = 0.0                # when this search began
        self.margin = margin          # coins a candidate must gain over Normal's own plan
        self.opponents = opponents    # how the others answer in a rollout: "normal" or "easy"
        self.reach = reach            # own turns a rollout covers (the first is the candidate's)
        self.rival = rival            # weight of the best opponent's value in a rollout's score
        self.planners = [Planner(w) for w in VARIANTS]
        self._answer = Planner(pick_limit=2)   # the others' turns in a rollout
        self._easy = EasyBot(seed)

    def make_plan(self, observation: dict[str, Any], state: GameState) -> Plan:
        start, self._clock = work_done(), time.perf_counter()
        turn = (observation["round"], observation["turn_index"],
                observation["stage"] == "defenders")
        if turn != self._turn:
            self._turn, self._spent, self._thought = turn, 0, 0.0
        budget = min(self.work_budget, self.turn_work - self._spent)
        try:
            return self._search(observation, state, start, budget)
        finally:
            self._spent += work_done() - start
            self._thought += time.perf_counter() - self._clock

    def _out_of_work(self, start: int, budget: int) -> bool:
        if work_done() - start > budget:
            return True
        if self._thought + time.perf_counter() - self._clock > self.brake:   # emergency only
            self.braked += 1
            return True
        return False

    def _search(self, observation: dict[str, Any], state: GameState, start: int,
                budget: int) -> Plan:
        candidates = self.candidates(state)
        if len(candidates) == 1 or budget <= 0:
            return candidates[0]
        me = observation["viewer"]
        rng = self.rng_for(observation)
        seeds = [rng.getrandbits(64) for _ in range(self.determinisations)]
        totals = [0.0] * len(candidates)
        runs = 0
        for seed in seeds:
            sample = sample_state(observation, random.Random(seed))
            scores = []
            for plan in candidates:
                if self._out_of_work(start, budget):
                    break
                scores.append(self.rollout(sample, plan, me))
            if len(scores) < len(candidates):   # out of work: only whole samples count
                break
            totals = [t + x for t, x in zip(totals, scores)]
            runs += 1
        if runs == 0:
            return candidates[0]
        best = max(range(len(candidates)), key=lambda i: (totals[i] / runs, -i))
        if (totals[best] - totals[0]) / runs < self.margin:
            best = 0          # Normal's own plan unless the search clearly prefers another
        return candidates[best]

    def candidates(self, state: GameState) -> list[Plan]:
        """Normal's own plan first, then the other plans by the planners' values."""
        if state.stage is Stage.DEFENDERS:
            return [self.planners[0].plan(state)]
        me = state.actor.id
        start = state.stage is Stage.CONQUER and not state.turn.conquests
        groups: list[list[Plan]] = []
        if state.stage is Stage.PICK:
            groups.append(self.planners[0].pick_plans(state))
        else:
            for planner in self.planners:
                groups.append(planner.start_plans(state) if start
                              else [planner.continue_plan(state, me)])
        normal = Planner.best_of(groups[0])
        seen, unique = set(), []
        others = sorted((p for g in groups for p in g), key=lambda p: -p.value)
        for p in [normal] + others:
            key = tuple(p.actions)
            if p.actions and key not in seen:
                seen.add(key)
                unique.append(p)
        return unique[:self.max_candidates] or [normal]

    def opponent_turn(self, s: GameState) -> GameState:
        """The actor's answer in a rollout: a whole turn of the Normal planner (or one
        Easy action); the state after it."""
        if self.opponents == "easy" or s.stage is Stage.DEFENDERS:
            action, _ = self._easy.choose(s)
            after = try_apply(s, action)
            return after if after is not None else end_turn(s)
        return played_out(s, self._answer.plan(s).actions)

    def rollout(self, state: GameState, plan: Plan, me: str) -> float:
        """Play `plan` on `state`, let the others answer until `me` plays again (and, with
        `reach` above 1, play `me`'s next turns with the answering planner), value it."""
        s = state
        for action in plan.actions:
            after = try_apply(s, action)
            if after is None:
                break
            s = after
        if s.stage is not Stage.OVER and s.actor.id == me and s.current.id == me:
            s = self._play_own(s, me)    # after a die roll: the rest of the turn, planned again
        s = self._play_others(s, me)
        for _ in range(self.reach - 1):
            if s.stage is Stage.OVER:
                break
            s = self._play_others(self._play_own(s, me), me)
        return self.leaf(s, me)

    def leaf(self, s: GameState, me: str) -> float:
        """The rollout's end judged for `me`: its value, less `rival` times the best
        opponent's value (the one to beat)."""
        over = s.stage is Stage.OVER
        left = 0 if over else rounds_left(s) + 1   # the turn about to be played still scores
        worth = value(s, me, left)
        if not over and s.stage is Stage.PICK and s.current.id == me:   # a fresh combination
            worth += self.planners[0].fresh_value(s, left)
        if self.rival:
            worth -= self.rival * max(value(s, p.id, left) for p in s.players if p.id != me)
        return worth

    def _play_others(self, s: GameState, me: str) -> GameState:
        """The others' turns until `me` is to play its own turn (or the game is over)."""
        for _ in range(OPPONENT_TURN_ACTIONS):
            if s.stage is Stage.OVER or (s.current.id == me and s.stage is not Stage.DEFENDERS):
                break
            if s.actor.id == me:     # defending during another's turn
                action = spread(s, me)
                after = try_apply(s, action) if action is not None else None
                s = after if after is not None else end_turn(s)
                continue
            s = self.opponent_turn(s)
        return s

    def _play_own(self, s: GameState, me: str) -> GameState:
        """`me`'s turn played by the answering planner (a die roll: it plans again)."""
        for _ in range(OPPONENT_TURN_ACTIONS):
            if s.stage is Stage.OVER or s.current.id != me:
                break
            s = self.opponent_turn(s)
        return s
