"""Helpers shared by the engine tests."""

from smallwow_qt.engine import RuleError, cost_breakdown, legal_actions
from smallwow_qt.engine.actions import Conquer
from smallwow_qt.engine.combatants import attacker_pieces
from smallwow_qt.engine.context import cache_while_reading
from smallwow_qt.engine.conquest import plan_conquest
from smallwow_qt.engine.costs import Attacker, evaluate
from smallwow_qt.engine.game import use_combinations
from smallwow_qt.engine.state import GameState


def audit(state: GameState) -> tuple[int, list[str]]:
    """(answers compared, differences) at one position, for the player whose turn it is:
    for every region, `use:` combination and die choice, the explained breakdown
    (`evaluate`, and `cost_breakdown` as the board shows it) against the answer `apply`
    decides with (`Attacker.cost`, `plan_conquest`) and what `legal_actions` lists; the
    breakdown's items must add up to its total."""
    player = state.current
    if player is None or player.race is None:
        return 0, []
    listed = {(item.action.region, item.action.use, item.action.die): item.cost
              for item in legal_actions(state) if isinstance(item.action, Conquer)}
    compared, problems = 0, []
    with cache_while_reading(state):
        for use in use_combinations(attacker_pieces(state, player)):
            for rid in state.regions:
                if use == ():
                    shown = cost_breakdown(state, rid)
                    if shown != evaluate(state, player, rid):
                        problems.append(f"{rid}: the board shows {shown}")
                for die in (False, True):
                    problems += _compare(state, player, rid, use, die, listed)
                    compared += 1
    return compared, problems


def _compare(state, player, rid, use, die, listed) -> list[str]:
    where = f"{rid} use={list(use)} die={die}"
    full = evaluate(state, player, rid, use, die)
    fast = Attacker(state, player, use).cost(rid, die)   # what `apply` decides with
    problems = []
    if (fast is not None) != full.conquerable:
        problems.append(f"{where}: apply's answer {fast}, the breakdown's {full}")
    elif fast is not None and fast[:2] != (full.total, full.payments):
        problems.append(f"{where}: apply's (total, payments) {fast[:2]}, the breakdown's "
                        f"{(full.total, full.payments)}")
    if full.conquerable and sum(i.amount for i in full.items) != full.total:
        problems.append(f"{where}: the items {[(i.code, i.amount) for i in full.items]} do not add "
                        f"up to {full.total}")
    try:
        plan_conquest(state, player, Conquer(player.id, rid, die, use))
    except RuleError:
        accepted = False
    else:
        accepted = True
    key = (rid, use, die)
    if (key in listed) != accepted:
        problems.append(f"{where}: {'listed' if key in listed else 'not listed'} but "
                        f"{'accepted' if accepted else 'refused'}")
    elif accepted and listed[key] != full.total:
        problems.append(f"{where}: listed at {listed[key]}, the breakdown says {full.total}")
    return problems
