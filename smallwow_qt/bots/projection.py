"""A player's final coins, estimated from a position: what the review judges in and what
its chart draws.

`projected_final(state, pid)` = the coins the player holds + what the rest of the game
should bring: a linear function of the scorings the player has left (R), the regions its
active and declined races hold, the tokens of its active race and whether it has a race at
all, each counted once and again times R (an empire's income fades as the game goes on; a
fresh race's grows). The coefficients were fitted by least squares on positions of bot
games (`python -m smallwow_qt.bots.projection_fit`, whose output is pasted below), so the
figure is in coins: at the end of the game it is the final total exactly, and on average
over the fitted positions it is off by the error printed with the fit.
"""

from __future__ import annotations

from smallwow_qt.engine import GameState, Stage

FEATURES = ("R", "R*active", "R*declined", "R*tokens", "R*no_race",
            "R^2", "R^2*active", "R^2*declined", "R^2*tokens", "R^2*no_race")

# python -m smallwow_qt.bots.projection_fit --games 150 --seed 41000 printed:
#   COEFFICIENTS = (2.5944, 0.6488, 1.0223, 0.2667, 4.0002, 0.2798, -0.0443, -0.1219, -0.0093, -0.1883)
#   {"games": 150, "positions": 18700, "fit": {"mae": 6.95, "r2": 0.792},
#    "held_out": {"mae": 7.61, "r2": 0.76}}
COEFFICIENTS = (2.5944, 0.6488, 1.0223, 0.2667, 4.0002, 0.2798, -0.0443, -0.1219, -0.0093, -0.1883)


def scorings_left(state: GameState, pid: str) -> int:
    """How many more times `pid` will score: its turns still to end, this round's included."""
    if state.stage is Stage.OVER:
        return 0
    index = next(i for i, p in enumerate(state.players) if p.id == pid)
    this_round = index > state.turn_index or (index == state.turn_index and
                                              state.stage is not Stage.DEFENDERS)
    return max(0, state.rounds - state.round) + (1 if this_round else 0)


def features(state: GameState, pid: str) -> list[float]:
    """The position of `pid` as the numbers `COEFFICIENTS` weigh (in `FEATURES` order)."""
    p = state.player(pid)
    r = float(scorings_left(state, pid))
    active = declined = tokens = 0
    for region in dict.values(state.regions):      # read only
        if region.owner != pid or not region.occupied:
            continue
        if region.declined:
            declined += 1
        else:
            active += 1
            tokens += region.tokens
    if p.race:
        tokens += p.hand
    no_race = 0.0 if p.race else 1.0
    base = (1.0, active, declined, tokens, no_race)
    return [r * x for x in base] + [r * r * x for x in base]


def projected_final(state: GameState, pid: str,
                    coefficients: tuple[float, ...] = COEFFICIENTS) -> float:
    """The coins `pid` should end the game with (its coins exactly once the game is over)."""
    coins = float(state.player(pid).coins)
    if state.stage is Stage.OVER:
        return coins
    more = sum(c * x for c, x in zip(coefficients, features(state, pid)))
    return coins + max(0.0, more)
