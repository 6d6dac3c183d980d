"""Terrains (neighbours rarely share one), symbols (spread out) and names of the regions."""

from __future__ import annotations

import random

from smallwow_qt.boards.generator.cells import Region
from smallwow_qt.boards.generator.specs import LAND_ORDER, GenerationFailed, SideSpec


def assign_terrains(regions: list[Region], spec: SideSpec, graph, coastal, rng: random.Random) -> None:
    land = [r for r in regions if not r.water]
    for r in regions:
        if r.water:
            r.terrain = r.water
    bag = [t for t in LAND_ORDER for _ in spec.terrains.get(t, [])]
    rng.shuffle(bag)
    by_key = {r.key: r for r in regions}

    def cost(assign: dict[int, str]) -> float:
        total = 0.0
        for r in land:
            for n in graph[r.key]:
                if n > r.key and n in assign and assign[n] == assign[r.key]:
                    total += 10 if assign[n] == "mountain" else 4
            if assign[r.key] == "swamp" and not any(by_key[n].water for n in graph[r.key]) \
                    and r.key not in coastal:
                total += 1  # swamps like water
            if assign[r.key] == "mountain" and r.key in coastal and len(graph[r.key]) <= 2:
                total += 1
        return total

    assign = {r.key: t for r, t in zip(land, bag)}
    best = cost(assign)
    keys = [r.key for r in land]
    for _ in range(3000):
        a, b = rng.sample(keys, 2)
        if assign[a] == assign[b]:
            continue
        assign[a], assign[b] = assign[b], assign[a]
        c = cost(assign)
        if c <= best:
            best = c
        else:
            assign[a], assign[b] = assign[b], assign[a]
    for r in land:
        r.terrain = assign[r.key]


def assign_symbols(regions: list[Region], spec: SideSpec, graph, coastal, rng: random.Random) -> None:
    by_key = {r.key: r for r in regions}
    land = [r for r in regions if not r.water]

    def on_coast(r: Region) -> bool:
        return r.key in coastal or any(by_key[n].water == "sea" for n in graph[r.key])

    def pick(symbol: str, count: int, eligible, prefer) -> None:
        for _ in range(count):
            cands = [r for r in eligible if symbol not in r.symbols and len(r.symbols) < 2]
            if not cands:
                raise GenerationFailed(f"no room for {symbol}")

            def score(r: Region) -> float:
                s = prefer(r) - 2.5 * len(r.symbols)
                near = sum(1 for n in graph[r.key] if symbol in by_key[n].symbols)
                s -= 3.0 * near
                return s + rng.uniform(0, 1.5)

            best = max(cands, key=score)
            best.symbols.add(symbol)

    pick("entry", spec.symbols.get("entry", 2), [r for r in land if on_coast(r)],
         lambda r: 1.0 if r.terrain in ("field", "hill", "forest") else 0.0)
    pick("murloc", spec.symbols.get("murloc", 2), [r for r in land if r.terrain != "mountain"],
         lambda r: (2.0 if r.terrain == "swamp" else 0.0) + (1.0 if on_coast(r) else 0.0))
    pick("cavern", spec.symbols.get("cavern", 1), land,
         lambda r: 2.0 if r.terrain in ("hill", "mountain") else (1.0 if r.terrain == "forest" else 0.0))
    pick("magic", spec.symbols.get("magic", 1), land,
         lambda r: (1.0 if r.terrain in ("forest", "field", "swamp") else 0.0) - 2.0 * ("cavern" in r.symbols))
    pick("marker", 1, land, lambda r: (0.0 if on_coast(r) else 2.0) - 3.0 * len(r.symbols))


def assign_names(regions: list[Region], spec: SideSpec, rng: random.Random) -> None:
    pools = {t: list(names) for t, names in spec.terrains.items()}
    for t in pools:
        rng.shuffle(pools[t])
    for r in sorted(regions, key=lambda r: r.key):
        pool = pools.get(r.terrain)
        if not pool:
            raise RuntimeError(f"spec has no name left for a {r.terrain} region")
        r.name = pool.pop()
