"""Turning an observation (what one player may know) into a playable GameState.

The hidden parts are sampled from what is publicly known: other players' coin totals, which
markers lie face down where, the bombs' faces, the order of the race and power stacks, the
random generator. A search calls it once per determinisation.
"""

from __future__ import annotations

import json
import random
from typing import Any

from smallwow_qt.engine import GONE_UNSEEN, UNKNOWN, GameState, MapDef, map_from_dict

_MAPS: dict[str, MapDef] = {}   # the observation's map, by its text: one game's map, built once


def map_of(observation: dict[str, Any]) -> MapDef:
    """The map in play, as the observation shows it."""
    key = json.dumps(observation["map"], sort_keys=True)
    found = _MAPS.get(key)
    if found is None:
        if len(_MAPS) >= 8:
            _MAPS.clear()
        found = _MAPS[key] = map_from_dict(observation["map"])
    return found


def estimate_coins(observation: dict[str, Any], player: dict[str, Any]) -> int:
    """A guess at a hidden coin total: what the viewer holds, a neutral prior."""
    own = next(p for p in observation["players"] if p["id"] == observation["viewer"])
    return max(0, int(own["coins"]))


def sample_state(observation: dict[str, Any], rng: random.Random,
                 map_def: MapDef | None = None) -> GameState:
    """One concrete state consistent with `observation` (hidden parts drawn with `rng`)."""
    data = _copy(observation)
    for p in data["players"]:
        if p["coins"] is None:
            p["coins"] = estimate_coins(observation, p)
        if p["history"] is None:
            p["history"] = []
    markers = list(data.pop("hidden_markers"))
    rng.shuffle(markers)
    bombs = list(data.pop("hidden_bombs"))
    rng.shuffle(bombs)
    for r in data["regions"].values():
        if r["marker"] == UNKNOWN:
            r["marker"] = markers.pop() if markers else None
        if r["bomb"] == UNKNOWN:
            r["bomb"] = bombs.pop() if bombs else "dud"
    data["unused_markers"] = markers
    stack, gone = bombs[:data["bomb_stack"]], bombs[data["bomb_stack"]:]
    data["bomb_stack"] = stack
    if gone:      # faces that left the game unseen stay unseen (and stay out of the stack)
        data["data"][GONE_UNSEEN] = gone
    rng.shuffle(data["race_stack"])
    rng.shuffle(data["power_stack"])
    data["rng"] = rng.getrandbits(64)
    data.pop("viewer", None)
    data.pop("map", None)
    return GameState.from_dict(data, map_def or map_of(observation))


def _copy(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_copy(v) for v in value]
    return value
