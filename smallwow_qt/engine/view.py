"""What the state looks like from outside: the scenario output and the public view.

`full_view` is the scenario runner's output (SCENARIO.md "Output"), with everything a test
needs. `public_view` is what may be shown to the table: no coin totals (except the viewer's
own, or everyone's once the game is over), no bomb faces, no face-down marker identities.
"""

from __future__ import annotations

from typing import Any

from smallwow_qt.engine.mapdef import map_to_dict
from smallwow_qt.engine.pieces.goblins import GONE_UNSEEN
from smallwow_qt.engine.state import GameState, Stage
from smallwow_qt.engine.turns import tokens_on_board


def _player(state: GameState, p, show_coins: bool) -> dict[str, Any]:
    out: dict[str, Any] = {
        "name": p.name,
        "active": {"race": p.race, "power": p.power} if p.race else None,
        "hand": p.hand,
        "declined": p.declined,
        "declined_power": p.declined_power,
        "tokens_on_board": tokens_on_board(state, p.id),
        "harmony": p.harmony,
    }
    if show_coins:
        out = {"coins": p.coins, **out}
    return out


def _region(state: GameState, rid: str, hidden: bool) -> dict[str, Any]:
    d = state.map.by_id[rid]
    r = state.regions[rid]
    marker = None
    if r.marker:
        marker = {"id": None if hidden and not r.marker_revealed else r.marker,
                  "revealed": r.marker_revealed}
    bomb: Any = r.bomb is not None
    if not hidden and r.bomb is not None:
        bomb = r.bomb
    return {
        "board": d.board, "terrain": d.terrain.value, "name": d.display_name,
        "symbols": sorted(s.value for s in d.symbols),
        "neighbours": list(state.map.neighbours[rid]),
        "owner": r.owner, "race": r.race, "tokens": r.tokens, "declined": r.declined,
        "mountain": d.is_mountain, "fort": r.fort, "wall": r.wall, "tower": r.tower,
        "champion": r.champion, "beasts": r.beasts, "bomb": bomb, "objective": r.objective,
        "marker": marker,
        "extra_markers": list(r.extra_markers),
    }


def _common(state: GameState) -> dict[str, Any]:
    over = state.stage is Stage.OVER
    return {
        "round": state.round,
        "rounds": state.rounds,
        "turn": None if over else state.current.id,
        "actor": state.actor.id if state.actor else None,
        "stage": state.stage.value,
        "game_over": over,
        "winners": list(state.winners),
        "combos": [{"race": c.race, "power": c.power, "coins": c.coins} for c in state.column],
    }


def full_view(state: GameState) -> dict[str, Any]:
    out = _common(state)
    out["players"] = {p.id: _player(state, p, True) for p in state.players}
    out["regions"] = {rid: _region(state, rid, False) for rid in state.regions}
    out["race_stack"] = list(state.race_stack)
    out["power_stack"] = list(state.power_stack)
    out["power_discard"] = list(state.power_discard)
    return out


def public_view(state: GameState, viewer: str | None = None) -> dict[str, Any]:
    out = _common(state)
    over = state.stage is Stage.OVER
    out["players"] = {p.id: _player(state, p, over or p.id == viewer) for p in state.players}
    out["regions"] = {rid: _region(state, rid, True) for rid in state.regions}
    return out


# ----- what a computer player is given ------------------------------------------------------

UNKNOWN = "?"   # stands for a face-down marker or bomb in an observation


def observe(state: GameState, viewer: str) -> dict[str, Any]:
    """Everything `viewer` may know of the position, as plain JSON data (no path back to
    `state`): `state.to_dict()` with the hidden parts masked.

    - other players' coin totals and coin histories are None (until the game is over);
    - face-down markers and every bomb read `UNKNOWN`; the ids that could lie face down (or
      are still unused) are listed sorted in `hidden_markers`, the bomb faces nobody has seen
      sorted in `hidden_bombs`: those on the map, in the Goblins' stack, and those that left
      the game unseen (so the observation is the same whichever face left: a function of
      what the table has seen, never of where an unseen face went);
    - the race and power stacks are sorted (their contents are public, their order is not);
    - the random generator and any forced dice or bombs are gone;
    - the map in play, which everyone sees, is in `map` (as `mapdef.map_to_dict` writes it).

    `bots.determinise` turns an observation back into a playable GameState by sampling the
    hidden parts.
    """
    data = state.to_dict()
    over = state.stage is Stage.OVER
    for p in data["players"]:
        if p["id"] != viewer and not over:
            p["coins"] = None
            p["history"] = None
    hidden_markers = list(data["unused_markers"])
    hidden_bombs = list(data["bomb_stack"]) + data["data"].pop(GONE_UNSEEN, [])
    for r in data["regions"].values():
        if r["marker"] and not r["marker_revealed"]:
            hidden_markers.append(r["marker"])
            r["marker"] = UNKNOWN
        if r["bomb"] is not None:
            hidden_bombs.append(r["bomb"])
            r["bomb"] = UNKNOWN
    data["unused_markers"] = None
    data["hidden_markers"] = sorted(hidden_markers)
    data["bomb_stack"] = len(data["bomb_stack"])
    data["hidden_bombs"] = sorted(hidden_bombs)
    data["race_stack"] = sorted(data["race_stack"])
    data["power_stack"] = sorted(data["power_stack"])
    data["rng"] = None
    data["forced_dice"] = []
    data["data"].pop("forced_bombs", None)
    data["viewer"] = viewer
    data["map"] = map_to_dict(state.map)
    return data
