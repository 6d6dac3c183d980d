"""The game state: plain data, cloned before every change, serialisable to JSON.

`apply()` never mutates the state it is given: it clones it, changes the clone and returns
it. So a refused action leaves the caller's state exactly as it was, and any earlier state
can be kept for undo or replay.
"""

from __future__ import annotations

from enum import Enum
from typing import Any, Iterator

from smallwow_qt.engine.data import MURLOCS, RACES
from smallwow_qt.engine.mapdef import MapDef
from smallwow_qt.engine.regionmap import RegionMap
from smallwow_qt.values import Record


_new = object.__new__   # a bare instance, its fields set one by one (the copies below)


class Stage(str, Enum):
    PICK = "pick"            # the player holds no combination and must pick one
    CONQUER = "conquer"      # conquests (and abilities) may be made
    REDEPLOY = "redeploy"    # conquests are over; redeployment and end-of-turn placements
    DECLINED = "declined"    # the race went into decline this turn: only `end` remains
    DEFENDERS = "defenders"  # after the turn: defenders redeploy the tokens they got back
    OVER = "over"            # the game has ended


class RegionState(Record):
    """What lies in one region now: its holder, pieces, markers and fortifications."""

    FIELDS = __slots__ = ("owner", "race", "tokens", "declined", "fort", "wall", "tower", "champion",
                          "beasts", "bomb", "bomb_owner", "objective", "marker", "marker_revealed",
                          "extra_markers")

    def __init__(self, owner: str | None = None, race: str | None = None, tokens: int = 0,
                 declined: bool = False, fort: bool = False, wall: bool = False,
                 tower: bool = False, champion: bool = False, beasts: int = 0,
                 bomb: str | None = None, bomb_owner: str | None = None, objective: bool = False,
                 marker: str | None = None, marker_revealed: bool = False,
                 extra_markers: list[str] | None = None) -> None:
        self.owner = owner          # player id; None for empty and Murloc regions
        self.race = race            # race id, "murlocs", or None when empty
        self.tokens = tokens        # race (or Murloc) tokens only
        self.declined = declined
        self.fort = fort
        self.wall = wall
        self.tower = tower
        self.champion = champion
        self.beasts = beasts
        self.bomb = bomb            # "explode" / "dud": face down, never public
        self.bomb_owner = bomb_owner
        self.objective = objective
        self.marker = marker        # artifact or legendary place id
        self.marker_revealed = marker_revealed
        # Face-up markers sharing the region with `marker` (an artifact moved or placed
        # where another marker already lies: Q42). Always revealed.
        self.extra_markers = [] if extra_markers is None else extra_markers

    def copy(self) -> "RegionState":
        # Field by field onto a bare object: cheaper than a call to __init__ (a region is
        # copied each time a state first hands it out).
        new = _new(RegionState)
        new.owner, new.race, new.tokens, new.declined, new.fort = \
            self.owner, self.race, self.tokens, self.declined, self.fort
        new.wall, new.tower, new.champion, new.beasts, new.bomb = \
            self.wall, self.tower, self.champion, self.beasts, self.bomb
        new.bomb_owner, new.objective, new.marker, new.marker_revealed = \
            self.bomb_owner, self.objective, self.marker, self.marker_revealed
        new.extra_markers = self.extra_markers[:]
        return new

    def as_dict(self) -> dict[str, Any]:
        """Every field, lists copied (a save or an observation holds ~60)."""
        return {"owner": self.owner, "race": self.race, "tokens": self.tokens,
                "declined": self.declined, "fort": self.fort, "wall": self.wall,
                "tower": self.tower, "champion": self.champion, "beasts": self.beasts,
                "bomb": self.bomb, "bomb_owner": self.bomb_owner, "objective": self.objective,
                "marker": self.marker, "marker_revealed": self.marker_revealed,
                "extra_markers": list(self.extra_markers)}

    def revealed_markers(self) -> list[str]:
        """Every face-up artifact or place in the region."""
        first = [self.marker] if self.marker and self.marker_revealed else []
        return first + list(self.extra_markers)

    def add_marker(self, marker_id: str) -> None:
        """Put a face-up marker here (beside any marker already lying here)."""
        if self.marker is None:
            self.marker, self.marker_revealed = marker_id, True
        else:
            self.extra_markers.append(marker_id)

    def remove_marker(self, marker_id: str) -> None:
        if self.marker == marker_id:
            self.marker, self.marker_revealed = None, False
            if self.extra_markers:
                self.marker, self.marker_revealed = self.extra_markers.pop(0), True
        else:
            self.extra_markers.remove(marker_id)

    @property
    def is_murloc(self) -> bool:
        return self.race == MURLOCS

    @property
    def occupied(self) -> bool:
        """Non-empty in the rules' sense (§14): a race token, a Murloc, a Beast or the Champion."""
        return self.tokens > 0 or self.beasts > 0 or self.champion

    @property
    def defenders(self) -> int:
        """Pieces that each add +1 to an attacker's cost and defend the region."""
        return self.tokens + self.beasts + (1 if self.champion else 0)

    def clear_occupants(self) -> None:
        """Empty the region of its occupants; forts and walls go with them (§6, §11)."""
        self.owner = None
        self.race = None
        self.tokens = 0
        self.declined = False
        self.champion = False
        self.beasts = 0
        self.fort = False
        self.wall = False
        self.tower = False


class PlayerState(Record):
    """One player's coins, combinations, hand and ability bookkeeping."""

    FIELDS = __slots__ = ("id", "name", "coins", "race", "power", "hand", "declined",
                          "declined_power", "harmony", "data", "history")

    def __init__(self, id: str, name: str, coins: int = 5, race: str | None = None,
                 power: str | None = None, hand: int = 0, declined: str | None = None,
                 declined_power: str | None = None, harmony: bool = False,
                 data: dict[str, Any] | None = None, history: list[int] | None = None) -> None:
        self.id = id
        self.name = name
        self.coins = coins
        self.race = race                        # active race
        self.power = power                      # active power
        self.hand = hand                        # active-race tokens in hand
        self.declined = declined                # declined race
        self.declined_power = declined_power    # a power kept by the declined race (marshdweller)
        self.harmony = harmony
        self.data = {} if data is None else data    # ability bookkeeping (plain JSON values)
        self.history = [] if history is None else history   # coins after each of their turns

    def as_dict(self) -> dict[str, Any]:
        """Every field, lists and dicts copied."""
        return {"id": self.id, "name": self.name, "coins": self.coins, "race": self.race,
                "power": self.power, "hand": self.hand, "declined": self.declined,
                "declined_power": self.declined_power, "harmony": self.harmony,
                "data": _deep(self.data), "history": list(self.history)}

    def copy(self) -> "PlayerState":
        new = _new(PlayerState)   # field by field, as RegionState.copy
        new.id, new.name, new.coins, new.race, new.power, new.hand = \
            self.id, self.name, self.coins, self.race, self.power, self.hand
        new.declined, new.declined_power, new.harmony = \
            self.declined, self.declined_power, self.harmony
        new.data = _deep(self.data) if self.data else {}
        new.history = self.history[:]
        return new


class Combo(Record):
    """A combination in the column. A state and its clones share these: the engine never
    changes one in place but puts a new one in the column (`column.pick`)."""

    FIELDS = __slots__ = ("race", "power", "coins")

    def __init__(self, race: str, power: str, coins: int = 0) -> None:
        self.race = race
        self.power = power
        self.coins = coins


class TurnState(Record):
    """What has happened so far in the current player's turn."""

    FIELDS = __slots__ = ("player", "conquests", "abandoned", "declined", "defeated",
                          "discards_caused", "returned", "used", "data")

    def __init__(self, player: str, conquests: int = 0, abandoned: int = 0, declined: bool = False,
                 defeated: dict[str, int] | None = None, discards_caused: int = 0,
                 returned: list[str] | None = None, used: list[str] | None = None,
                 data: dict[str, Any] | None = None) -> None:
        self.player = player
        self.conquests = conquests
        self.abandoned = abandoned
        self.declined = declined
        self.defeated = {} if defeated is None else defeated    # race id -> regions taken from it
        self.discards_caused = discards_caused                  # race tokens discarded by the player
        self.returned = [] if returned is None else returned    # players who got tokens back
        self.used = [] if used is None else used                # once-per-turn abilities used
        self.data = {} if data is None else data                # ability bookkeeping

    def as_dict(self) -> dict[str, Any]:
        """Every field, lists and dicts copied."""
        return {"player": self.player, "conquests": self.conquests, "abandoned": self.abandoned,
                "declined": self.declined, "defeated": dict(self.defeated),
                "discards_caused": self.discards_caused, "returned": list(self.returned),
                "used": list(self.used), "data": _deep(self.data)}

    def copy(self) -> "TurnState":
        new = _new(TurnState)   # field by field, as RegionState.copy
        new.player, new.conquests, new.abandoned, new.declined, new.discards_caused = \
            self.player, self.conquests, self.abandoned, self.declined, self.discards_caused
        new.defeated = dict(self.defeated)
        new.returned = self.returned[:]
        new.used = self.used[:]
        new.data = _deep(self.data) if self.data else {}
        return new


def _share(regions: dict) -> RegionMap:
    """The regions for a clone: shared, copied on first use (a plain dict while read)."""
    if isinstance(regions, RegionMap):
        return regions.share()
    shared = RegionMap(regions)
    shared.own = set()
    return shared


_FLAT = (str, int, float, bool, type(None))   # values shared as they are (immutable)


def _deep(value: Any) -> Any:
    # Plain loops: a comprehension is a call of its own, and these hold a few items (the
    # turn's bookkeeping is copied at every action).
    if isinstance(value, dict):
        out = {}
        for k, v in value.items():
            out[k] = v if isinstance(v, _FLAT) else _deep(v)
        return out
    if isinstance(value, list):
        copied = value[:]
        for i, v in enumerate(copied):
            if not isinstance(v, _FLAT):
                copied[i] = _deep(v)
        return copied
    return value


_FIELD_NAMES: dict[type, frozenset[str]] = {}   # the fields `from_dict` takes, per class
CLONED = ("cloned",)   # `GameState.cache` key: the state was cloned while being read


class GameState(Record):
    """Everything about a game at one moment (hidden information included)."""

    FIELDS = ("map", "players", "regions", "column", "race_stack", "power_stack", "power_discard",
              "unused_markers", "sides", "round", "rounds", "turn_index", "stage", "turn",
              "pending_defenders", "rng", "forced_dice", "bomb_stack", "winners", "data")
    __slots__ = (*FIELDS, "cache")

    def __init__(self, map: MapDef, players: list[PlayerState], regions: dict[str, RegionState],
                 column: list[Combo], race_stack: list[str], power_stack: list[str],
                 power_discard: list[str] | None = None, unused_markers: list[str] | None = None,
                 sides: list[str] | None = None, round: int = 1, rounds: int = 10,
                 turn_index: int = 0, stage: Stage = Stage.PICK, turn: TurnState | None = None,
                 pending_defenders: list[str] | None = None, rng: int = 0,
                 forced_dice: list[int] | None = None, bomb_stack: list[str] | None = None,
                 winners: list[str] | None = None, data: dict[str, Any] | None = None) -> None:
        self.map = map
        self.players = players
        self.regions = regions if isinstance(regions, RegionMap) else RegionMap(regions)
        self.column = column
        self.race_stack = race_stack
        self.power_stack = power_stack
        self.power_discard = [] if power_discard is None else power_discard
        self.unused_markers = [] if unused_markers is None else unused_markers
        self.sides = [] if sides is None else sides
        self.round = round
        self.rounds = rounds
        self.turn_index = turn_index
        self.stage = stage
        self.turn = turn
        self.pending_defenders = [] if pending_defenders is None else pending_defenders
        self.rng = rng
        self.forced_dice = [] if forced_dice is None else forced_dice
        self.bomb_stack = [] if bomb_stack is None else bomb_stack
        self.winners = [] if winners is None else winners
        self.data = {} if data is None else data
        # Answers derived from the state while nobody changes it (`engine.context.cache_while_reading`):
        # None the rest of the time. Never copied, saved or compared (not in FIELDS).
        self.cache: dict | None = None

    # ----- copying -------------------------------------------------------------------------

    def clone(self) -> "GameState":
        if self.cache is not None:
            self.cache[CLONED] = True   # `context.cache_while_reading` must not trust `own` afterwards
        # Field by field onto a bare object (one clone per action: __init__'s twenty
        # arguments cost more than the copies themselves).
        new = _new(GameState)
        new.map = self.map
        new.players = [p.copy() for p in self.players]
        new.regions = _share(self.regions)   # copy-on-write (regionmap.py)
        new.column = self.column[:]   # the combinations themselves are shared (see Combo)
        new.race_stack = self.race_stack[:]
        new.power_stack = self.power_stack[:]
        new.power_discard = self.power_discard[:]
        new.unused_markers = self.unused_markers[:]
        new.sides = self.sides[:]
        new.round = self.round
        new.rounds = self.rounds
        new.turn_index = self.turn_index
        new.stage = self.stage
        new.turn = self.turn.copy() if self.turn else None
        new.pending_defenders = self.pending_defenders[:]
        new.rng = self.rng
        new.forced_dice = self.forced_dice[:]
        new.bomb_stack = self.bomb_stack[:]
        new.winners = self.winners[:]
        new.data = _deep(self.data) if self.data else {}
        new.cache = None
        return new

    # ----- lookups ---------------------------------------------------------------------------

    @property
    def game_over(self) -> bool:
        return self.stage is Stage.OVER

    @property
    def current(self) -> PlayerState:
        """The player whose turn it is."""
        return self.players[self.turn_index]

    @property
    def actor(self) -> PlayerState | None:
        """The player expected to act now (a defender while defenders redeploy)."""
        if self.stage is Stage.OVER:
            return None
        if self.stage is Stage.DEFENDERS:
            return self.player(self.pending_defenders[0])
        return self.current

    def player(self, player_id: str) -> PlayerState:
        for p in self.players:   # five players at most
            if p.id == player_id:
                return p
        raise KeyError(player_id)

    def has_player(self, player_id: str) -> bool:
        for p in self.players:   # five players at most
            if p.id == player_id:
                return True
        return False

    def regions_of(self, player_id: str, race: str | None, declined: bool) -> list[str]:
        """Regions (in map order) held by `player_id`'s race `race` in the given state."""
        if race is None:
            return []
        cache = self.cache
        if cache is not None:
            key = ("regions_of", player_id, race, declined)
            found = cache.get(key)
            if found is not None:
                return list(found)
        found = self.regions.held((player_id, race, declined))   # (regionmap.py)
        if found is None:
            found = [rid for rid, r in dict.items(self.regions)   # read only: no copies
                     if r.owner == player_id and r.race == race and r.declined == declined
                     and (r.tokens > 0 or r.beasts > 0 or r.champion)]
        if cache is not None:
            cache[key] = found
            return list(found)
        return found

    def active_regions(self, player_id: str) -> list[str]:
        p = self.player(player_id)
        return self.regions_of(player_id, p.race, False)

    def declined_regions(self, player_id: str) -> list[str]:
        p = self.player(player_id)
        return self.regions_of(player_id, p.declined, True)

    def tokens_in_play(self, race: str) -> int:
        """Tokens of `race` on the board or in a hand: what counts against the box supply."""
        on_board = sum(r.tokens for r in dict.values(self.regions) if r.race == race)
        in_hand = sum(p.hand for p in self.players if p.race == race)
        return on_board + in_hand

    def supply_left(self, race: str) -> int:
        return RACES[race].supply - self.tokens_in_play(race)

    def iter_regions(self) -> Iterator[tuple[str, RegionState]]:
        return iter(self.regions.items())

    # ----- serialisation -----------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """Everything, hidden information included (for saves and tests, not for display)."""
        return {
            "players": [p.as_dict() for p in self.players],
            "regions": {rid: r.as_dict() for rid, r in dict.items(self.regions)},
            "column": [{"race": c.race, "power": c.power, "coins": c.coins} for c in self.column],
            "race_stack": list(self.race_stack),
            "power_stack": list(self.power_stack),
            "power_discard": list(self.power_discard),
            "unused_markers": list(self.unused_markers),
            "sides": list(self.sides),
            "round": self.round,
            "rounds": self.rounds,
            "turn_index": self.turn_index,
            "stage": self.stage.value,
            "turn": self.turn.as_dict() if self.turn else None,
            "pending_defenders": list(self.pending_defenders),
            "rng": self.rng,
            "forced_dice": list(self.forced_dice),
            "bomb_stack": list(self.bomb_stack),
            "winners": list(self.winners),
            "data": _deep(self.data),
        }

    @staticmethod
    def from_dict(data: dict[str, Any], map_def: MapDef) -> "GameState":
        def build(cls, values):
            names = _FIELD_NAMES.get(cls)
            if names is None:
                names = _FIELD_NAMES[cls] = frozenset(cls.FIELDS)
            return cls(**{k: v for k, v in values.items() if k in names})

        turn = data.get("turn")
        return GameState(
            map=map_def,
            players=[build(PlayerState, p) for p in data["players"]],
            regions={rid: build(RegionState, r) for rid, r in data["regions"].items()},
            column=[build(Combo, c) for c in data["column"]],
            race_stack=list(data["race_stack"]),
            power_stack=list(data["power_stack"]),
            power_discard=list(data.get("power_discard", [])),
            unused_markers=list(data.get("unused_markers", [])),
            sides=list(data.get("sides", [])),
            round=data["round"],
            rounds=data["rounds"],
            turn_index=data["turn_index"],
            stage=Stage(data["stage"]),
            turn=build(TurnState, turn) if turn else None,
            pending_defenders=list(data.get("pending_defenders", [])),
            rng=data["rng"],
            forced_dice=list(data.get("forced_dice", [])),
            bomb_stack=list(data.get("bomb_stack", [])),
            winners=list(data.get("winners", [])),
            data=_deep(data.get("data", {})),
        )
