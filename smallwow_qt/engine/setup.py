"""Starting a game: the column, the stacks, Murlocs, markers and coins (RULES.md §2)."""

from __future__ import annotations

from smallwow_qt.engine.column import refill
from smallwow_qt.engine.data import (BOARDS_BY_SIZE, MARKERS, MURLOCS, POWERS, RACES,
                                     SETUP_BY_PLAYERS, STARTING_COINS, VISIBLE_COMBOS)
from smallwow_qt.engine.events import Event, EventLog
from smallwow_qt.engine.mapdef import MapDef, Symbol
from smallwow_qt.engine.pieces import is_implemented
from smallwow_qt.engine.rng import below, seed_state, shuffled
from smallwow_qt.engine.state import Combo, GameState, PlayerState, RegionState, Stage
from smallwow_qt.engine.turns import begin_turn
from smallwow_qt.values import Record


def available(ids) -> list[str]:
    """The pieces a random setup may use: those whose ability is implemented."""
    return [i for i in ids if is_implemented(i)]

def draw_sides(player_count: int, seed: int) -> list[str]:
    """Which board of each size and which side: drawn from the seed (large first)."""
    if player_count not in SETUP_BY_PLAYERS:
        raise ValueError(f"Small World of Warcraft is for 2 to 5 players, not {player_count}.")
    counts = SETUP_BY_PLAYERS[player_count]
    state = seed_state(seed ^ 0x5EED5)
    sides = []
    for size, n in (("large", counts.large), ("medium", counts.medium), ("small", counts.small)):
        state, boards = shuffled(state, list(BOARDS_BY_SIZE[size]))
        for board in boards[:n]:
            state, face = below(state, 2)
            sides.append(f"{board}{'ab'[face]}")
    return sides

class GameConfig(Record):
    """Everything that decides a new game. Unset fields are drawn from `seed`."""

    FIELDS = __slots__ = ("players", "seed", "rounds", "murlocs", "markers", "coins", "combos",
                          "race_stack", "power_stack", "sides", "exclude_races", "exclude_powers")

    def __init__(self, players: list[tuple[str, str]], seed: int = 0, rounds: int | None = None,
                 murlocs: bool = True, markers: dict[str, str] | None = None,
                 coins: dict[str, int] | None = None, combos: list[tuple[str, str]] | None = None,
                 race_stack: list[str] | None = None, power_stack: list[str] | None = None,
                 sides: list[str] | None = None, exclude_races: tuple[str, ...] = (),
                 exclude_powers: tuple[str, ...] = ()) -> None:
        self.players = players              # (id, display name) in seating order
        self.seed = seed
        self.rounds = rounds
        self.murlocs = murlocs
        self.markers = markers              # region -> marker id; None: a random draw
        self.coins = {} if coins is None else coins
        self.combos = combos                # the visible column, top first
        self.race_stack = race_stack
        self.power_stack = power_stack
        self.sides = [] if sides is None else sides
        self.exclude_races = exclude_races
        self.exclude_powers = exclude_powers

def new_game(config: GameConfig, map_def: MapDef, *, start: bool = True) -> tuple[GameState, EventLog]:
    """A fresh game in round 1 with the first player to act (or not begun if start=False)."""
    n = len(config.players)
    rounds = config.rounds or SETUP_BY_PLAYERS.get(n, SETUP_BY_PLAYERS[5 if n > 5 else 2]).rounds
    rng = seed_state(config.seed)
    players = [PlayerState(pid, name, config.coins.get(pid, STARTING_COINS))
               for pid, name in config.players]
    regions = {r.id: RegionState() for r in map_def.regions}
    if config.murlocs:
        for r in map_def.regions:
            if r.has(Symbol.MURLOC):
                regions[r.id].race, regions[r.id].tokens = MURLOCS, 1

    unused_markers: list[str] = []
    if config.markers is None:
        rng, pool = shuffled(rng, available(MARKERS))
        spots = [r.id for r in map_def.regions if r.has(Symbol.MARKER)]
        for rid, marker in zip(spots, pool):
            regions[rid].marker = marker
        unused_markers = pool[len(spots):]
    else:
        for rid, marker in config.markers.items():
            regions[rid].marker = marker
        unused_markers = [m for m in available(MARKERS) if m not in config.markers.values()]

    races_left = [r for r in available(RACES) if r not in config.exclude_races]
    powers_left = [p for p in available(POWERS) if p not in config.exclude_powers]
    column: list[Combo] = []
    if config.combos is not None:
        column = [Combo(r, p) for r, p in config.combos]
        races_left = [r for r in races_left if r not in {c.race for c in column}]
        powers_left = [p for p in powers_left if p not in {c.power for c in column}]
    if config.race_stack is not None:
        race_stack = list(config.race_stack)
    else:
        rng, race_stack = shuffled(rng, races_left)
    if config.power_stack is not None:
        power_stack = list(config.power_stack)
    else:
        rng, power_stack = shuffled(rng, powers_left)
    state = GameState(map=map_def, players=players, regions=regions, column=column,
                      race_stack=race_stack, power_stack=power_stack,
                      unused_markers=unused_markers, sides=list(config.sides), rounds=rounds,
                      rng=rng, stage=Stage.PICK)
    if config.combos is None:
        refill(state)
    log = EventLog()
    if start:
        begin_turn(state, log)
    _ = VISIBLE_COMBOS
    return state, log


def begin_play(state: GameState) -> list[Event]:
    """Begin the turn of the player to act, for a game made with `new_game(..., start=False)`
    once its position is set (a scenario's position, a lesson's)."""
    log = EventLog()
    begin_turn(state, log)
    return list(log)
