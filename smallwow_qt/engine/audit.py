"""Checks that `legal_actions` lists exactly what `apply` accepts (for tests and soaks).

Both ways, at one position:
- every listed action is accepted by `apply`;
- every candidate action `apply` accepts is listed. Candidates are built for every kind
  (pick, conquer with and without the die and with each `use:` combination, abandon,
  decline, end, and each ability action with plausible arguments). A redeployment is
  listed as one representative spread, so only "the listed one is accepted" is checked for
  it. A placement of several markers (bombs, Military Objectives) is listed region by
  region: an accepted one counts as listed when each of its regions is offered, and a swap
  counts as listed when its two regions are listed the other way round.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from smallwow_qt.engine.actions import (USE_OPTIONS, Abandon, Action, Buy, ChooseFaction, Conquer,
                                        Decline, End, Form, Intimidate, Pick, PlaceAegis,
                                        PlaceBombs, PlaceHeart, PlaceObjectives, Redeploy, Steal,
                                        Swap)
from smallwow_qt.engine.combatants import attacker_pieces
from smallwow_qt.engine.errors import RuleError
from smallwow_qt.engine.game import apply, legal_actions
from smallwow_qt.engine.pieces import piece
from smallwow_qt.engine.state import GameState, Stage

MULTI = (PlaceBombs, PlaceObjectives)


@dataclass
class Mismatch:
    kind: str          # "listed_refused" or "accepted_unlisted"
    action: Action
    detail: str = ""

    def __str__(self) -> str:
        return f"{self.kind}: {self.action.to_dict()} {self.detail}".strip()


def _has_handler(state: GameState, key: str) -> bool:
    player = state.current
    pieces = attacker_pieces(state, player) + [piece(player.declined), piece(player.declined_power)]
    return any(hasattr(p, f"do_{key}") for p in pieces)


def candidates(state: GameState) -> list[Action]:
    """Actions of every kind for the player to act, with plausible arguments."""
    actor = state.actor
    pid = actor.id
    regions = list(state.regions)
    conquering = state.stage is Stage.CONQUER
    out: list[Action] = [Pick(pid, i) for i in range(len(state.column) + 1)]
    out += [Decline(pid), End(pid)]
    pieces = attacker_pieces(state, actor) if actor.race else []
    offered = [u for u in USE_OPTIONS if any(u in p.uses for p in pieces)]
    uses = [c for n in range(len(offered) + 1) for c in combinations(offered, n)]
    uses += [(u,) for u in USE_OPTIONS if u not in offered]
    for rid in (regions if conquering else regions[:2]):
        out += [Conquer(pid, rid, die, use) for use in uses for die in (False, True)]
    out += [Abandon(pid, rid) for rid in regions]
    mine = state.active_regions(pid) if actor.race else []
    near = sorted({n for rid in mine for n in state.map.neighbours[rid]} | set(mine))
    kinds = {
        "buy": [Buy(pid, n) for n in range(5)],
        "form": [Form(pid, "human"), Form(pid, "worgen")],
        "faction": [ChooseFaction(pid, "alliance"), ChooseFaction(pid, "horde")],
        "swap": [Swap(pid, a, b) for a in near for b in near if a != b],
        "intimidate": [Intimidate(pid, rid, to) for rid in regions
                       for to in [None] + [r for r in regions if r != rid
                                           and state.regions[r].race == state.regions[rid].race
                                           and state.regions[r].race is not None]],
        "steal": [Steal(pid, rid, into) for rid in regions
                  if state.regions[rid].marker or state.regions[rid].extra_markers for into in mine],
        "bombs": [PlaceBombs(pid, (rid,)) for rid in regions],
        "objectives": [PlaceObjectives(pid, (a,) if b is None else (a, b)) for a in regions
                       for b in [None] + [r for r in (regions[0], regions[1], regions[-1]) if r != a]],
        "heart": [PlaceHeart(pid, rid) for rid in regions],
        "aegis": [PlaceAegis(pid, rid) for rid in regions],
    }
    for key, actions in kinds.items():
        # An ability the player has no piece for is refused at once: one candidate shows it.
        out += actions if _has_handler(state, key) else actions[:1]
    return out


def _accepted(state: GameState, action: Action) -> bool:
    try:
        apply(state, action)
    except RuleError:
        return False
    return True


def check_position(state: GameState) -> tuple[int, list[Mismatch]]:
    """(candidates tried, mismatches) at one position."""
    if state.stage is Stage.OVER:
        return 0, []
    listed = [item.action for item in legal_actions(state)]
    problems: list[Mismatch] = []
    for action in listed:
        try:
            apply(state, action)
        except RuleError as err:
            problems.append(Mismatch("listed_refused", action, f"{err.code}: {err.message}"))
    listed_set = set(listed)
    offered = {(type(a), r) for a in listed if isinstance(a, MULTI) for r in a.regions}
    tried = candidates(state)
    for action in tried:
        if action in listed_set or isinstance(action, Redeploy):
            continue
        if isinstance(action, Swap) and \
                Swap(action.player, action.second, action.first) in listed_set:
            continue   # a swap is the same both ways round (only the log's order differs)
        if not _accepted(state, action):
            continue
        if isinstance(action, MULTI) and all((type(action), r) in offered for r in action.regions):
            continue
        problems.append(Mismatch("accepted_unlisted", action))
    return len(tried) + len(listed), problems

