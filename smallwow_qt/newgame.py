"""Starting a standard game: sides drawn for the player count, then the engine's setup."""

from __future__ import annotations

from smallwow_qt.boards.loader import load_map
from smallwow_qt.engine import GameConfig, Session, draw_sides, new_game


def start_game(players: list[tuple[str, str]], seed: int, sides: list[str] | None = None) -> Session:
    """A new game for `players` (id, display name) in seating order.

    `sides` chooses the island sides; by default they are drawn from the seed (RULES.md §2).
    """
    if not 2 <= len(players) <= 5:
        raise ValueError("Small World of Warcraft is for 2 to 5 players.")
    chosen = list(sides) if sides else draw_sides(len(players), seed)
    map_def = load_map(chosen)
    config = GameConfig(players=list(players), seed=seed, markers=None, sides=chosen)
    state, events = new_game(config, map_def)
    info = {"seed": seed, "players": [list(p) for p in players], "sides": chosen}
    return Session(state, list(events), info=info)
