"""How far the numbers of a game may go: the box's counts (FACTS.md) and caps no real game
reaches.

One table for every reader of files a player may hand us: the scenario files' checks
(`scenario/build.py`), the save files' checks (`persistence/statecheck.py`), the actions
read from either (`actions.action_from_dict`, `validate.check_action`) and the drags
(`controller/mime.py`). A value out of its range is refused with a sentence naming its
field (`out_of_range`). Because a scenario and a save are held to the same ranges, a
scenario that plays makes a save that opens again.

The caps sit far above any real game (FACTS.md: at most 10 rounds; a long 5-player game
holds about 1,500 actions, its longest turn about 60, a map about 60 regions) and far
below what would make a file slow or large to read: a file beyond one is refused at once,
before anything is built or played.
"""

from __future__ import annotations

import reprlib
from typing import Any, NamedTuple

from smallwow_qt.engine.data import MURLOC_SUPPLY, PIECES, RACES, SETUP_BY_PLAYERS


class Range(NamedTuple):
    low: int
    high: int


RACE_TOKENS = max(r.supply for r in RACES.values())    # 20 (Forsaken): the most of one race

#: the whole numbers of a position or an action, by kind
RANGES: dict[str, Range] = {
    "coins": Range(0, 1_000_000),           # a real game ends with well under 500
    "rounds": Range(1, 20),                 # the turn track has 8 to 10
    "seed": Range(0, (1 << 64) - 1),        # the generator's state is 64 bits (engine/rng.py)
    "tokens": Range(0, RACE_TOKENS),        # race tokens in one region, or in one hand
    "murlocs": Range(1, MURLOC_SUPPLY),     # Murlocs in one region
    "beasts": Range(0, PIECES["beast"]),    # Beasts in one region
    "count": Range(0, 100),                 # a turn's conquests, uses, discards...
    "number": Range(0, 10_000),             # what an action counts (a column index, tokens...)
}

#: the sizes of what a file may hold
CAPS: dict[str, int] = {
    "id": 100,                  # characters of a region or player id
    "regions": 300,             # regions of a map
    "borders": 3_000,           # borders of a map (a real one: about 150)
    "turn_actions": 200,        # actions of one turn, before only those that end it are taken
    "list": 1_000,              # forced dice, a player's coin history, a turn's payments...
    "save_bytes": 16 << 20,     # a save file (a long game's save: about 300 KB)
    "scenario_bytes": 1 << 20,  # a scenario file (the longest rules scenario: under 3 KB)
}
# Actions of one game: every turn of the longest game at its cap, and what settles each turn
# then (a pick, a decline, `end`, a redeployment for each of the other players as defenders:
# engine/session.py).
_SEATS = max(SETUP_BY_PLAYERS)
CAPS["actions"] = RANGES["rounds"].high * _SEATS * (CAPS["turn_actions"] + 3 + _SEATS - 1)


def digits(value: int) -> int:
    """How many decimal digits `value` has, without writing it out (`str` refuses ints of
    more than 4,300 digits)."""
    n = abs(value)
    if n < 10 ** 18:
        return len(str(n))
    count = int((n.bit_length() - 1) * 0.30102999566398120)   # log10(2): a little short
    while 10 ** count <= n:
        count += 1
    return count


_SHORT = reprlib.Repr()          # a few levels and items of a value, never the whole of it
_SHORT.maxlevel, _SHORT.maxstring, _SHORT.maxother, _SHORT.maxlist, _SHORT.maxdict = 3, 40, 40, 4, 4


def shown(value: Any) -> str:
    """A short rendering of a refused value, whatever it holds (a huge number by its number
    of digits, a list nested 100,000 deep by its first levels)."""
    if type(value) is int and abs(value) >= 10 ** 15:
        return f"a number of {digits(value):,} digits"
    try:
        return _SHORT.repr(value)
    except Exception:  # noqa: BLE001 - a value whose repr itself fails
        return f"a {type(value).__name__}"


def out_of_range(value: Any, kind: str | Range) -> str | None:
    """Why `value` is not a whole number of `kind` (a key of RANGES, or a Range): the end of
    a sentence whose start names the field. None when it is one."""
    allowed = RANGES[kind] if isinstance(kind, str) else kind
    if type(value) is not int:     # not a bool, a float, a text...
        return f"must be a whole number, not {shown(value)}"
    if not allowed.low <= value <= allowed.high:
        return f"must be from {allowed.low:,} to {allowed.high:,}, not {shown(value)}"
    return None
