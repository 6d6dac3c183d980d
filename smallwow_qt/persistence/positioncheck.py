"""What the rules say about a position read from a save, beyond each field's shape.

`statecheck.check_state` first makes sure every field is of its kind and in its range;
this module then checks that the fields fit together as the engine keeps them, so that a
position edited by hand (its check values recomputed) is either refused here or one the
game plays on from:

- each piece where the rules put it: race tokens in a region of their owner's active race
  (or of his declined race, marked declined), the Champion with the Championing race, the
  Beasts with the Beast Master's race, Forts, Wisp Walls and Watch Towers only with the
  tokens holding their region, a bomb with its owner, Murlocs alone;
- the box's counts (FACTS.md "Pieces"): 1 Champion, 5 Beasts, 10 Forts, 9 Wisp Walls,
  6 Watch Towers, 2 Military Objectives, 6 bombs of each face, 15 Murlocs;
- each player's combination whole: a race with its power, tokens in hand only with a race,
  a power kept in decline only one that stays with a declined race;
- the stage against the player to act: a pick only without a race, conquests and
  redeployment only with one, the decline turn only just after the decline, defenders with
  a race to redeploy (each once, never the player whose turn it is), a game over with its
  winners and no turn under way, a game going on within its rounds.

`position_problem(data)` returns the sentence naming the field, or None.
`benchmarks/fuzz_forged.py` forges positions of real games field by field and checks that
each is refused here or plays on to the end; a test checks that every position of random
games and of the rules scenarios passes.
"""

from __future__ import annotations

from typing import Any

from smallwow_qt.engine import BOMB_STACK, MURLOC_SUPPLY, MURLOCS, PIECES, Stage, stays_on_decline

CHAMPIONING, BEAST_MASTER = "championing", "beast_master"
GONE_UNSEEN = "bombs_gone_unseen"   # state.data: faces of the bombs that left the game unseen


class _Wrong(Exception):
    """A problem found (its message names the field); `position_problem` returns it."""


def position_problem(data: dict[str, Any]) -> str | None:
    """Why the fields of `data` (each already of its kind) do not fit together as the rules
    keep them, naming the field; None when they do."""
    try:
        players = {p["id"]: p for p in data["players"]}
        _players(data["players"])
        _regions(data, players)
        _box(data, players)
        _stage(data, players)
    except _Wrong as exc:
        return str(exc)
    return None


def _wrong(where: str, what: str) -> _Wrong:
    return _Wrong(f"{where} {what}")


def _players(players: list[dict]) -> None:
    for i, p in enumerate(players):
        w = f"players[{i}]"
        race, power = p.get("race"), p.get("power")
        if (race is None) != (power is None):
            raise _wrong(f"{w}.power", "does not go with the race (a race is played with its power)")
        if p.get("hand", 0) and race is None:
            raise _wrong(f"{w}.hand", "holds tokens without an active race")
        kept = p.get("declined_power")
        if kept is not None and (p.get("declined") is None or not stays_on_decline(kept)):
            raise _wrong(f"{w}.declined_power", "is not a power that stays with a declined race")
        if p.get("data") and power != BEAST_MASTER:
            raise _wrong(f"{w}.data", "counts Beasts for a race without the Beast Master power")


def _regions(data: dict, players: dict[str, dict]) -> None:
    for rid, r in data["regions"].items():
        w = f"regions.{rid}"
        race, owner, declined = r.get("race"), r.get("owner"), r.get("declined", False)
        tokens, beasts, champion = r.get("tokens", 0), r.get("beasts", 0), r.get("champion", False)
        if race is None or race == MURLOCS:
            for key in ("declined", "champion", "beasts"):
                if r.get(key):
                    raise _wrong(f"{w}.{key}", "is set on a region no race holds")
        if race is None:
            for key in ("fort", "wall", "tower"):
                if r.get(key):
                    raise _wrong(f"{w}.{key}", "stands in a region nobody holds")
        elif race == MURLOCS:
            if not tokens:
                raise _wrong(f"{w}.tokens", "count no Murloc in a Murloc region")
        else:
            p = players[owner]
            if race != (p.get("declined") if declined else p.get("race")):
                raise _wrong(f"{w}.race", f"is not {owner}'s {'declined' if declined else 'active'} race")
            if not (tokens or beasts or champion):
                raise _wrong(f"{w}.tokens", "count nothing in a region a race holds")
            if champion and (declined or p.get("power") != CHAMPIONING):
                raise _wrong(f"{w}.champion", "is not with the Championing race")
            if beasts and (declined or p.get("power") != BEAST_MASTER):
                raise _wrong(f"{w}.beasts", "are not with the Beast Master race")
        if r.get("bomb_owner") is not None and r.get("bomb") is None:
            raise _wrong(f"{w}.bomb_owner", "is set where no bomb lies")


def _box(data: dict, players: dict[str, dict]) -> None:
    regions = data["regions"].values()
    counts = {"champion": sum(1 for r in regions if r.get("champion")),
              "beast": sum(r.get("beasts", 0) for r in regions)
              + sum(sum(p.get("data", {}).values()) for p in players.values())}
    for key in ("fort", "wall", "tower", "objective"):
        counts[key] = sum(1 for r in regions if r.get(key))
    names = {"champion": "Champions", "beast": "Beasts", "fort": "Forts", "wall": "Wisp Walls",
             "tower": "Watch Towers", "objective": "Military Objectives"}
    for key, n in counts.items():
        if n > PIECES[key]:
            raise _wrong(f"the {names[key]}", f"outnumber the box's {PIECES[key]}")
    murlocs = sum(r.get("tokens", 0) for r in regions if r.get("race") == MURLOCS)
    if murlocs > MURLOC_SUPPLY:
        raise _wrong("the Murlocs", f"outnumber the box's {MURLOC_SUPPLY}")
    faces = [r["bomb"] for r in regions if r.get("bomb")] + data.get("bomb_stack", []) \
        + data.get("data", {}).get(GONE_UNSEEN, [])
    for face in set(BOMB_STACK):
        if faces.count(face) > BOMB_STACK.count(face):
            raise _wrong(f"the {face} bombs", f"outnumber the box's {BOMB_STACK.count(face)}")


def _stage(data: dict, players: dict[str, dict]) -> None:
    stage = Stage(data["stage"])
    turn = data.get("turn")
    current = data["players"][data["turn_index"]]
    who = current["id"]
    if stage is Stage.OVER:
        if turn is not None or not data.get("winners"):
            raise _wrong("stage", "says the game is over, yet a turn is under way or nobody won")
        return
    if data.get("winners"):
        raise _wrong("winners", "are named while the game goes on")
    if turn is None:
        raise _wrong("turn", "is missing while the game goes on")
    if data["round"] > data["rounds"]:
        raise _wrong("round", "is past the last round while the game goes on")
    has_race = current.get("race") is not None
    if stage is Stage.PICK and has_race:
        raise _wrong("stage", f"asks {who} to pick a combination, and {who} holds one")
    if stage in (Stage.CONQUER, Stage.REDEPLOY) and not has_race:
        raise _wrong("stage", f"lets {who} conquer or redeploy without an active race")
    if stage is Stage.DECLINED and (has_race or not turn.get("declined")):
        raise _wrong("stage", f"is the end of a decline turn, and {who} declined no race")
    if turn.get("declined") and stage not in (Stage.DECLINED, Stage.DEFENDERS):
        raise _wrong("turn.declined", f"says {who} declined, and the turn goes on")
    pending = data.get("pending_defenders", [])
    if len(set(pending)) != len(pending) or who in pending:
        raise _wrong("pending_defenders", "list a player twice, or the player whose turn it is")
    for i, pid in enumerate(pending):
        if players[pid].get("race") is None:
            raise _wrong(f"pending_defenders[{i}]", "has no active race to redeploy")
