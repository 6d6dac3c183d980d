"""Copy-on-write regions: a state and its clones share their RegionState objects until one
of them hands a region out to code that may change it.

`GameState.regions` is a `RegionMap` (a dict of region id -> RegionState). `clone()` copies
the dict of references only; from then on both maps hand a region out through `[]`, `get`,
`values()` or `items()` only after copying it for themselves (each region once). Code that
only reads may walk the objects as they are with `dict.items(state.regions)` or
`dict.values(state.regions)`. While a state is only read (`context.cache_while_reading`)
its `regions` is a plain dict of the same objects, so reading costs nothing extra.

The one rule for code holding a RegionState: take it from the map after the clone it
changes (as `apply` does: it clones first, then works on the clone only, and is done with
the regions it took once it returns).

That rule is also what lets a map say who holds which regions without looking at all of
them (`held`): a region a map has not handed out since it was last frozen (`freeze`: at a
clone, and as `apply` returns), not in `own`, is an object nobody changes any more (shared
with a clone, or handed out again only as a copy). `Holders` files such objects by holder;
a region handed out since (in `own`) may have changed in any way and is looked at as it is
now.
"""

from __future__ import annotations

from typing import Any, Iterable


def holder(region: Any) -> tuple | None:
    """(owner, race, declined) of an occupied region (race tokens, Beasts or the Champion),
    as `GameState.regions_of` asks; None for any other."""
    if region.tokens > 0 or region.beasts > 0 or region.champion:
        return (region.owner, region.race, region.declined)
    return None


class Holders:
    """Region ids by `holder` (in map order) for region objects that no longer change, and
    how each region was filed. Never changed once built: `moved` makes a new one."""

    __slots__ = ("by_holder", "where", "order")

    def __init__(self, by_holder: dict, where: dict, order: dict) -> None:
        self.by_holder = by_holder   # holder -> tuple of region ids, map order
        self.where = where           # region id -> its holder (occupied regions only)
        self.order = order           # region id -> position in the map (one dict per game)

    @classmethod
    def of(cls, regions: dict) -> "Holders":
        by_holder: dict[tuple, list[str]] = {}
        where = {}
        for rid, r in dict.items(regions):
            key = holder(r)
            if key is not None:
                where[rid] = key
                found = by_holder.get(key)
                if found is None:
                    by_holder[key] = [rid]
                else:
                    found.append(rid)
        order = {rid: i for i, rid in enumerate(dict.keys(regions))}
        return cls({k: tuple(v) for k, v in by_holder.items()}, where, order)

    def moved(self, regions: dict, changed: list[str]) -> "Holders":
        """A new index where the `changed` regions are filed under their holder now."""
        by_holder, where, order = dict(self.by_holder), dict(self.where), self.order
        for rid in changed:
            before = where.pop(rid, None)
            if before is not None:
                by_holder[before] = tuple(x for x in by_holder[before] if x != rid)
            key = holder(dict.__getitem__(regions, rid))
            if key is not None:
                where[rid] = key
                by_holder[key] = tuple(sorted(by_holder.get(key, ()) + (rid,),
                                              key=order.__getitem__))
        return Holders(by_holder, where, order)


class ReadRegions(dict):
    """The regions while a state is only read (`context.cache_while_reading`): a plain dict of the same
    objects, with `peek` and `held` as on the RegionMap it was made from (`source`)."""

    __slots__ = ("source",)
    peek = dict.__getitem__

    def held(self, key: tuple) -> list[str] | None:
        source = self.source
        return source.held(key) if isinstance(source, RegionMap) else None


_new_map = dict.__new__


class RegionMap(dict):
    __slots__ = ("own", "holders")

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.own: set[str] | None = None   # regions copied for this map; None: all of them
        self.holders: Holders | None = None   # right about the regions not in `own`

    def share(self) -> "RegionMap":
        """A new map sharing every region with this one (both copy before handing out)."""
        self.freeze()
        other = _new_map(RegionMap)   # without __init__'s argument packing (once per clone)
        dict.update(other, self)
        other.own = set()
        other.holders = self.holders
        return other

    def freeze(self) -> None:
        """From now on every region here is treated as shared (a clone was made, or `apply`
        is done with the regions it took): hand out copies only. The regions handed out
        until now are filed anew as they are."""
        own, holders = self.own, self.holders
        if own is None:
            holders = None   # every region may have changed: filed again when next asked
        elif own and holders is not None:
            where, get, changed = holders.where, dict.__getitem__, []
            for rid in own:   # `holder(region) != where.get(rid)`, written out
                r = get(self, rid)
                if r.tokens > 0 or r.beasts > 0 or r.champion:
                    if (r.owner, r.race, r.declined) != where.get(rid):
                        changed.append(rid)
                elif rid in where:
                    changed.append(rid)
            if changed:
                holders = holders.moved(self, changed)
        self.own, self.holders = set(), holders

    def held(self, key: tuple) -> list[str] | None:
        """The occupied regions of `key` = (owner, race, declined), in map order, found
        without looking at every region; None when every region must be looked at."""
        own = self.own
        if own is None:
            return None
        holders = self.holders
        if holders is None:
            holders = self.holders = Holders.of(self)   # `own` regions are looked at below
        found = holders.by_holder.get(key, ())
        if not own:
            return list(found)
        kept = [rid for rid in found if rid not in own]
        owner, race, declined = key
        get = dict.__getitem__   # `holder(region) == key`, written out
        extra = [rid for rid in own
                 if (r := get(self, rid)).owner == owner and r.race == race
                 and r.declined == declined and (r.tokens > 0 or r.beasts > 0 or r.champion)]
        if extra:
            return sorted(kept + extra, key=holders.order.__getitem__)
        return kept

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
