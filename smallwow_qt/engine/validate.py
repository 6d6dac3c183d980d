"""The shape of an action, checked once as `apply` receives it.

Actions are plain frozen values: code can build one with any values at all (a string
for a count, NaN, None, a list for a region id). `check_action` refuses every field that is
not of the kind the rules work with, with RuleError, before the rules look at it; past this
point the engine may trust the types. One small check per action class.
"""

from __future__ import annotations

import reprlib
from typing import Any, Callable

from smallwow_qt.engine.actions import (USE_OPTIONS, Abandon, Action, Buy, ChooseFaction, Conquer,
                                        Decline, End, Form, Intimidate, Pick, PlaceAegis,
                                        PlaceBombs, PlaceHeart, PlaceObjectives, Redeploy, Steal,
                                        Swap)
from smallwow_qt.engine.errors import RuleError
from smallwow_qt.engine.limits import out_of_range
from smallwow_qt.engine.state import GameState


def _show(value: Any) -> str:
    """A short, safe rendering of a refused value."""
    try:
        return reprlib.repr(value)
    except Exception:   # a value whose repr itself fails
        return f"a {type(value).__name__}"


def _bad(message: str) -> RuleError:
    return RuleError("bad_action", message)


def _number(value: Any, what: str) -> None:
    why = out_of_range(value, "number")   # (not a bool, a float, a text, a number of 5,000 digits...)
    if why:
        raise _bad(f"`{what}` {why}.")


def _flag(value: Any, what: str) -> None:
    if type(value) is not bool:
        raise _bad(f"`{what}` must be true or false, not {_show(value)}.")


def _region(state: GameState, value: Any, what: str) -> None:
    if type(value) is not str or not value:
        raise _bad(f"`{what}` needs a region id, not {_show(value)}.")
    if value not in state.regions:
        raise RuleError("unknown_region", f"There is no region called {_show(value)} on this map.",
                        given=_show(value))


def _regions(state: GameState, value: Any, what: str) -> None:
    if type(value) is not tuple:
        raise _bad(f"`{what}` needs a tuple of region ids, not {_show(value)}.")
    for item in value:
        _region(state, item, what)


def _choice(value: Any, allowed: tuple[str, ...], what: str) -> None:
    if type(value) is not str or value not in allowed:
        raise _bad(f"`{what}` is one of {', '.join(allowed)}, not {_show(value)}.")


def _conquer(state: GameState, a: Conquer) -> None:
    _region(state, a.region, "conquer")
    _flag(a.die, "die")
    if type(a.use) is not tuple:
        raise _bad(f"`use` must be a tuple drawn from {', '.join(USE_OPTIONS)}, not {_show(a.use)}.")
    if a.use:   # (most conquests use nothing)
        if any(type(u) is not str or u not in USE_OPTIONS for u in a.use):
            raise _bad(f"`use` must be a tuple drawn from {', '.join(USE_OPTIONS)}, "
                       f"not {_show(a.use)}.")
        if len(set(a.use)) != len(a.use):
            raise _bad("`use` names an ability twice.")


def _redeploy(state: GameState, a: Redeploy) -> None:
    _flag(a.partial, "partial")
    if type(a.counts) is not tuple:
        raise _bad(f"`redeploy` needs (region, tokens) pairs, not {_show(a.counts)}.")
    for pair in a.counts:
        if type(pair) is not tuple or len(pair) != 2:
            raise _bad(f"`redeploy` needs (region, tokens) pairs, not {_show(pair)}.")
        _region(state, pair[0], "redeploy")
        _number(pair[1], "redeploy")


def _intimidate(state: GameState, a: Intimidate) -> None:
    _region(state, a.region, "intimidate")
    if a.to is not None:
        _region(state, a.to, "to")


CHECKS: dict[type, Callable[[GameState, Any], None]] = {
    Pick: lambda state, a: _number(a.index, "pick"),
    Conquer: _conquer,
    Abandon: lambda state, a: _region(state, a.region, "abandon"),
    Redeploy: _redeploy,
    Buy: lambda state, a: _number(a.count, "buy"),
    Form: lambda state, a: _choice(a.form, ("human", "worgen"), "form"),
    ChooseFaction: lambda state, a: _choice(a.faction, ("alliance", "horde"), "faction"),
    Swap: lambda state, a: (_region(state, a.first, "swap"), _region(state, a.second, "swap")),
    Intimidate: _intimidate,
    Steal: lambda state, a: (_region(state, a.region, "steal"), _region(state, a.into, "into")),
    PlaceBombs: lambda state, a: _regions(state, a.regions, "bombs"),
    PlaceObjectives: lambda state, a: _regions(state, a.regions, "objectives"),
    PlaceHeart: lambda state, a: _region(state, a.region, "heart"),
    PlaceAegis: lambda state, a: _region(state, a.region, "aegis"),
    Decline: lambda state, a: None,
    End: lambda state, a: None,
}


def check_action(state: GameState, action: Any) -> None:
    """Refuse (RuleError) an action of an unknown class or with a field of the wrong kind."""
    check = CHECKS.get(type(action))
    if check is None or not isinstance(action, Action):
        raise _bad(f"Unknown action {type(action).__name__}.")
    if type(action.player) is not str:
        raise _bad(f"An action's player is a player id, not {_show(action.player)}.")
    check(state, action)
