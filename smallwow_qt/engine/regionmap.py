"""Copy-on-write regions: a state and its clones share their RegionState objects until one
of them hands a region out to code that may change it.

`GameState.regions` is a `RegionMap` (a dict of region id -> RegionState). `clone()` copies
the dict of references only; from then on both maps hand a region out through `[]`, `get`,
`values()` or `items()` only after copying it for themselves (each region once). Code that
only reads may walk the objects as they are with `dict.items(state.regions)` or
`dict.values(state.regions)`. While a state is only read (`context.reading`) its `regions`
is a plain dict of the same objects, so reading costs nothing extra.

The one rule for code holding a RegionState: take it from the map after the clone it
changes (as `apply` does: it clones first, then works on the clone only).
"""

from __future__ import annotations

from typing import Any, Iterable


class ReadRegions(dict):
    """The regions while a state is only read (`context.reading`): a plain dict of the same
    objects, with `peek` as on a RegionMap."""

    __slots__ = ()
    peek = dict.__getitem__


class RegionMap(dict):
    __slots__ = ("own",)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.own: set[str] | None = None   # regions copied for this map; None: all of them

    def share(self) -> "RegionMap":
        """A new map sharing every region with this one (both copy before handing out)."""
        other = RegionMap(self)
        other.own = set()
        self.own = set()
        return other

    def __getitem__(self, region_id: str) -> Any:
        own = self.own
        if own is None or region_id in own:
            return dict.__getitem__(self, region_id)
        region = dict.__getitem__(self, region_id).copy()
        dict.__setitem__(self, region_id, region)
        own.add(region_id)
        if len(own) == len(self):
            self.own = None
        return region

    def __setitem__(self, region_id: str, region: Any) -> None:
        dict.__setitem__(self, region_id, region)
        if self.own is not None:
            self.own.add(region_id)

    def peek(self, region_id: str) -> Any:
        """The region as it is, for reading only (no copy): never change what this returns."""
        return dict.__getitem__(self, region_id)

    def get(self, region_id: Any, default: Any = None) -> Any:
        return self[region_id] if region_id in self else default

    def values(self) -> Iterable[Any]:  # type: ignore[override]
        if self.own is None:
            return dict.values(self)
        return [self[rid] for rid in dict.keys(self)]

    def items(self) -> Iterable[tuple[str, Any]]:  # type: ignore[override]
        if self.own is None:
            return dict.items(self)
        return [(rid, self[rid]) for rid in dict.keys(self)]
