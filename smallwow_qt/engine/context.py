"""One set of answers per position: while a state is only being read (listing the legal
actions, explaining costs), what is derived from it (a player's regions, a region's guards,
a region's cost) is computed once and kept in `GameState.cache`.

The cache lives only inside `cache_while_reading(state)`; `apply` works on a fresh clone whose cache is
None, so nothing computed before a change can be read after it.
"""

from __future__ import annotations

from typing import Any, Callable

from smallwow_qt.engine.regionmap import ReadRegions, RegionMap
from smallwow_qt.engine.state import CLONED, GameState


class cache_while_reading:   # noqa: N801 - a context manager named like `contextlib.suppress`
    """`with cache_while_reading(state):` caches derived answers on `state` for the duration
    of the block, which must not change it (re-entrant). A plain class rather than a
    generator context manager: it opens once per position listed."""

    __slots__ = ("state", "regions", "outer")

    def __init__(self, state: GameState) -> None:
        self.state = state

    def __enter__(self) -> GameState:
        state = self.state
        self.outer = state.cache is not None
        if self.outer:
            return state
        state.cache = {}
        self.regions = regions = state.regions
        # Nothing is changed while reading: regions are handed out as they are, from a plain
        # dict of the same objects (no copy-on-write bookkeeping).
        state.regions = read = ReadRegions(regions)
        read.source = regions
        return state

    def __exit__(self, *exc: Any) -> None:
        if self.outer:
            return
        state, regions = self.state, self.regions
        cloned = CLONED in state.cache
        state.cache = None
        state.regions = regions
        if cloned and isinstance(regions, RegionMap):
            regions.freeze()   # the clone shares all these objects: copy before changing


_MISSING = object()


def cached(state: GameState, key: tuple, compute: Callable[..., Any], *args: Any) -> Any:
    """`compute(*args)`, remembered under `key` while the state is being read."""
    cache = state.cache
    if cache is None:
        return compute(*args)
    value = cache.get(key, _MISSING)
    if value is _MISSING:
        value = cache[key] = compute(*args)
    return value
