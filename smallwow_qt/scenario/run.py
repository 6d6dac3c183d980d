"""Playing a scenario's actions through the engine and comparing with `expect:`."""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from typing import Any

from smallwow_qt.engine import (Action, GameState, Redeploy, RuleError, Session, Stage, action_from_dict,
                                default_placement, full_view)
from smallwow_qt.scenario.build import ScenarioError, build_game, capped, listing


@dataclass
class Outcome:
    state: GameState
    errors: list[dict] = field(default_factory=list)
    log: list[str] = field(default_factory=list)
    actions: list[Action] = field(default_factory=list)   # the accepted actions, in order
    session: Session | None = None      # played as the app plays (a turn's cap of actions)

    def output(self) -> dict[str, Any]:
        out = full_view(self.state)
        out["errors"] = self.errors
        out["log"] = self.log
        return out


def settle_defenders(outcome: Outcome, upcoming: Action | None) -> None:
    """Defenders who got tokens back redeploy; unless the next action is theirs, the
    runner places the tokens one at a time on their weakest region (SCENARIO.md)."""
    state = outcome.state
    while state.stage is Stage.DEFENDERS:
        defender = state.actor
        if isinstance(upcoming, Redeploy) and upcoming.player == defender.id:
            return
        auto = Redeploy(defender.id, tuple(default_placement(state, defender).items()))
        _play(outcome, auto)
        state = outcome.state


def _play(outcome: Outcome, action: Action) -> None:
    if outcome.session is None:
        outcome.session = Session(outcome.state)
    events = outcome.session.play(action)
    outcome.state = outcome.session.state
    outcome.actions.append(action)
    outcome.log.extend(e.text for e in events)


def run_scenario(data: dict) -> Outcome:
    state = build_game(data)
    outcome = Outcome(state)
    items = listing(data.get("actions"), "actions")
    capped(items, "actions", "actions", "actions")
    parsed = []
    for i, item in enumerate(items):
        try:
            action = action_from_dict(item)
        except RuleError as exc:
            raise ScenarioError(f"`actions[{i}]`: {exc.message}") from None
        if not state.has_player(action.player):
            raise ScenarioError(f"`actions[{i}]`: unknown player {action.player!r}")
        parsed.append(action)
    for i, action in enumerate(parsed):
        settle_defenders(outcome, action)
        try:
            _play(outcome, action)
        except RuleError as exc:
            outcome.errors.append({"index": i, "player": action.player, "action": action.body(),
                                   "code": exc.code, "message": exc.message})
    settle_defenders(outcome, None)
    return outcome


def report_expect(file: str, data, outcome: Outcome) -> int:
    """Compare with the file's `expect:` block: 0 when it matches (or there is none), else
    print what differs on stderr and return 1."""
    expected = data.get("expect") if isinstance(data, dict) else None
    if expected is None:
        return 0
    diffs = differences(expected, outcome.output())
    if not diffs:
        return 0
    print(f"{file}: expect does not match:", file=sys.stderr)
    for line in diffs:
        print(f"  {line}", file=sys.stderr)
    return 1


def differences(expected: Any, actual: Any, path: str = "") -> list[str]:
    """Where `actual` does not contain `expected` (mappings: listed keys only; lists: the
    first items, in order; anything else: equal)."""
    where = path or "(top)"
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return [f"{where}: expected a mapping, got {actual!r}"]
        out = []
        for key, value in expected.items():
            sub = f"{path}.{key}" if path else str(key)
            if key not in actual:
                out.append(f"{sub}: missing (expected {value!r})")
            else:
                out += differences(value, actual[key], sub)
        return out
    if isinstance(expected, list):
        if not isinstance(actual, list):
            return [f"{where}: expected a list, got {actual!r}"]
        if len(actual) < len(expected):
            return [f"{where}: expected at least {len(expected)} items, got {actual!r}"]
        out = []
        for i, value in enumerate(expected):
            out += differences(value, actual[i], f"{path}[{i}]")
        return out
    if expected != actual or type(expected) is bool and type(actual) is not bool:
        return [f"{where}: expected {expected!r}, got {actual!r}"]
    return []
