"""Helpers shared by the powers and markers written in their own modules.

Not a piece: nothing here registers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from smallwow_qt.engine.data import MARKERS, MURLOCS
from smallwow_qt.engine.errors import RuleError
from smallwow_qt.engine.pieces.base import piece

if TYPE_CHECKING:
    from smallwow_qt.engine.events import EventLog
    from smallwow_qt.engine.state import GameState, PlayerState, RegionState


# ----- races on the map ---------------------------------------------------------------------

RaceKey = tuple[str | None, str, bool]   # (owner, race, declined): one race of the rules (§9.2)


def race_key(region: "RegionState") -> RaceKey | None:
    """Which race holds a region: active and declined races are different races, even for
    one player, and all Murlocs are one ownerless race. None when the region is empty."""
    if not region.occupied:
        return None
    if region.is_murloc:
        return (None, MURLOCS, True)
    return (region.owner, region.race, region.declined)


def adjacent_counts(state: "GameState", region_id: str) -> dict[RaceKey, int]:
    """How many regions next to `region_id` each race occupies (regions, not tokens)."""
    counts: dict[RaceKey, int] = {}
    for n in state.map.neighbours[region_id]:
        key = race_key(state.regions.peek(n))   # read only
        if key is not None:
            counts[key] = counts.get(key, 0) + 1
    return counts


def has_strict_majority(counts: dict[RaceKey, int], key: RaceKey) -> bool:
    """`key` occupies at least one region and strictly more than every other race (Q10, Q34)."""
    mine = counts.get(key, 0)
    return mine >= 1 and all(n < mine for other, n in counts.items() if other != key)


def weakest_region(state: "GameState", player: "PlayerState") -> str | None:
    """The active race's region with the fewest defending pieces (ties: map order), where
    automatic placements go (the same rule as the hand's default placement)."""
    regions = state.active_regions(player.id)
    if not regions:
        return None
    peek = state.regions.peek   # read only
    return min(regions, key=lambda rid: (peek(rid).defenders, regions.index(rid)))


def region_name(state: "GameState", region_id: str) -> str:
    return state.map.by_id[region_id].display_name


def plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


# ----- markers ----------------------------------------------------------------------------

def marker_name(marker_id: str) -> str:
    return MARKERS[marker_id].name


def is_artifact(marker_id: str) -> bool:
    return MARKERS[marker_id].kind == "artifact"


def marker_region(state: "GameState", marker_id: str) -> str | None:
    """Where a face-up marker lies."""
    for rid, region in dict.items(state.regions):   # read only
        if marker_id in region.revealed_markers():
            return rid
    return None


def move_marker(state: "GameState", marker_id: str, to_region: str) -> str | None:
    """Move a face-up marker (an artifact after use, Q42); returns where it came from."""
    source = marker_region(state, marker_id)
    if source is None or source == to_region:
        return source
    state.regions[source].remove_marker(marker_id)
    state.regions[to_region].add_marker(marker_id)
    return source


def reveal_marker(state: "GameState", region_id: str, player: "PlayerState",
                  log: "EventLog") -> None:
    """Turn a face-down marker face up without a conquest (a Portal Mage swap, Q14, Q42)."""
    target = state.regions[region_id]
    if target.marker and not target.marker_revealed:
        target.marker_revealed = True
        log.add("reveal", player.id, f"{marker_name(target.marker)} is revealed in "
                f"{region_name(state, region_id)}.", region=region_id, marker=target.marker)
        piece(target.marker).on_reveal(state, region_id, player, log)


def held_marker_region(state: "GameState", player: "PlayerState", marker_id: str) -> str | None:
    """The region of `player`'s ACTIVE race where the face-up marker lies, if any (Q42:
    only the active race holding an artifact may use it; declined races get nothing)."""
    if player.race is None:
        return None
    for rid in state.active_regions(player.id):
        if marker_id in state.regions.peek(rid).revealed_markers():   # read only
            return rid
    return None


# ----- legal options -------------------------------------------------------------------------

def once_per_turn_refusal(state: "GameState", option: str, what: str,
                          **params: str) -> RuleError | None:
    """The refusal of a once-per-turn `use:` option (an artifact's id, "champion") already
    used this turn; `what` names it in the sentence (and `params` for a translation)."""
    if state.turn is not None and option in state.turn.used:
        return RuleError("used", f"{what} can be used only once per turn, and it was used this "
                         "turn.", option=option, **params)
    return None


def regions_list(state: "GameState", ids: Iterable[str]) -> str:
    return ", ".join(region_name(state, r) for r in ids)
