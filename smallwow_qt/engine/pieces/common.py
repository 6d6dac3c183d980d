"""Small helpers the pieces share: counting what a race holds, paying coins."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from smallwow_qt.engine.mapdef import RegionDef, Symbol, Terrain

if TYPE_CHECKING:
    from smallwow_qt.engine.state import GameState, PlayerState


def held_regions(state: "GameState", player: "PlayerState", declined: bool = False) -> list[str]:
    race = player.declined if declined else player.race
    return state.regions_of(player.id, race, declined)


def count_held(state: "GameState", player: "PlayerState",
               test: Callable[[RegionDef], bool], declined: bool = False) -> int:
    return sum(1 for rid in held_regions(state, player, declined) if test(state.map.by_id[rid]))


def terrain_is(terrain: Terrain) -> Callable[[RegionDef], bool]:
    return lambda region: region.terrain is terrain


def has_symbol(symbol: Symbol) -> Callable[[RegionDef], bool]:
    return lambda region: symbol in region.symbols


def per_region_score(label: str, state: "GameState", player: "PlayerState",
                     test: Callable[[RegionDef], bool]) -> list[tuple[str, int]]:
    n = count_held(state, player, test)
    return [(label, n)] if n else []


def gain(state: "GameState", player_id: str, coins: int) -> None:
    state.player(player_id).coins += coins


def transfer(state: "GameState", payer: str, payee: str | None, coins: int) -> int:
    """Move up to `coins` from payer to payee (None: the reserve); returns what moved."""
    p = state.player(payer)
    paid = min(coins, p.coins)
    p.coins -= paid
    if payee is not None:
        state.player(payee).coins += paid
    return paid
