"""The pieces on each side of an attack: the attacker's race, power and markers, and the
guards of the region attacked (its holder's race and power, the markers there, a marker
guarding all its holder's regions). Worked out once per position while the state is only
read (`context.cache_while_reading`)."""

from __future__ import annotations

from smallwow_qt.engine.context import cached
from smallwow_qt.engine.data import RACES
from smallwow_qt.engine.pieces import REGISTRY, Piece, piece
from smallwow_qt.engine.state import GameState, PlayerState, RegionState


def attacker_pieces(state: GameState, player: PlayerState) -> list[Piece]:
    """The active race, its power and the revealed markers its regions hold."""
    cache = state.cache   # (`cached` written out: asked several times per action)
    if cache is None:
        return _attacker_pieces(state, player)
    key = ("attacker_pieces", player.id, player.race)
    found = cache.get(key)
    if found is None:
        found = cache[key] = _attacker_pieces(state, player)
    return list(found)


def _attacker_pieces(state: GameState, player: PlayerState) -> list[Piece]:
    pieces = [piece(player.race), piece(player.power)]
    if player.race is None:
        return pieces
    regions, get = state.regions, dict.__getitem__   # read only
    for rid in state.regions_of(player.id, player.race, False):   # found without a scan
        r = get(regions, rid)
        if r.marker or r.extra_markers:
            pieces += [piece(m) for m in r.revealed_markers()]
    return pieces


def attacker_pieces_with(state: GameState, player: PlayerState, name: str) -> list[Piece]:
    """The attacker pieces (in `attacker_pieces` order) whose class defines `name` (a hook
    of its own, or an optional method such as `after_scoring`): the markers on the board are
    looked at only when some marker defines it."""
    found = _MARKERS_DEFINE.get(name)
    if found is None:
        found = _MARKERS_DEFINE[name] = any(
            overrides(p, name) for p in REGISTRY.values() if p.kind == "marker")
    pieces = attacker_pieces(state, player) if found else [piece(player.race), piece(player.power)]
    return [p for p in pieces if overrides(p, name)]


_MARKERS_DEFINE: dict[str, bool] = {}   # hook or method name -> some marker class defines it


def conquest_hand(state: GameState, player: PlayerState, use: tuple[str, ...] = (),
                  pieces: list[Piece] | None = None) -> int:
    """Tokens the player can commit to a conquest: the race tokens in hand plus the pieces'
    `spare_tokens` (Beasts in hand, the Champion for a `use: [champion]` conquest)."""
    if pieces is None:
        pieces = attacker_pieces(state, player)
    hand = player.hand
    for p in pieces:   # only the pieces with spare tokens of their own are asked
        if overrides(p, "spare_tokens"):
            hand += p.spare_tokens(state, player, use)
    return hand


def defence_pieces(state: GameState, region_id: str) -> list[Piece]:
    """The pieces guarding a region: its holder's race and power, the markers there, and
    the markers with `guards_all_regions` (Light's Hope Chapel) held by the same active race
    in another region."""
    cache = state.cache   # the cached answer first, without `cached`'s argument packing
    if cache is not None:
        found = cache.get(("defence_pieces", region_id))
        if found is not None:
            return list(found)
    return list(cached(state, ("defence_pieces", region_id), _defence_pieces, state, region_id))


def _defence_pieces(state: GameState, region_id: str) -> list[Piece]:
    target = state.regions[region_id]
    pieces: list[Piece] = []
    if target.owner is not None:
        owner = state.player(target.owner)
        if target.declined:
            pieces += [piece(owner.declined), piece(owner.declined_power)]
        else:
            pieces += [piece(owner.race), piece(owner.power)]
            for rid, p in cached(state, ("guarding_all", owner.id, owner.race), _guarding_all,
                                 state, owner):
                if rid != region_id:
                    pieces.append(p)
    if target.marker or target.extra_markers:
        pieces += [piece(m) for m in target.revealed_markers()]
    return pieces


def owner_guarded(state: GameState, owner_id: str, declined: bool) -> bool:
    """Some piece guarding the owner's (declined) regions without a marker asks or refuses
    something (Harmony...): otherwise an action on those regions is free. The markers' part
    is worked out once per position (the conquest listing keeps the whole answer so)."""
    owner = state.player(owner_id)
    if declined:
        first, second = owner.declined, owner.declined_power
    else:
        first, second = owner.race, owner.power
    if is_guard(first) or is_guard(second):
        return True
    if declined:
        return False
    unused = state.unused_markers
    for m in _guards_all():
        if m not in unused and is_guard(m):
            break
    else:
        # No marker that guards all its holder's regions and asks or refuses something is
        # in play (the Light's Hope Chapel only saves tokens: it asks nothing).
        return False
    return any(
        is_guard(p.id)
        for _, p in cached(state, ("guarding_all", owner.id, owner.race), _guarding_all, state,
                           owner))


def unguarded(state: GameState, target: RegionState) -> bool:
    """No guard of the region (`defence_pieces`: a face-up marker there, its holder's race
    and power, a marker guarding all their regions) refuses or asks anything, so an action
    on it asks no guard (`owner_guarded` looks at a superset of the holder's guards)."""
    return not marker_guarded(target) and (
        target.owner is None or not holder_guarded(state, target.owner, target.declined))


def marker_guarded(target: RegionState) -> bool:
    """A face-up marker in the region refuses or asks something of an action on it."""
    return bool(target.marker or target.extra_markers) and \
        any(is_guard(m) for m in target.revealed_markers())


def holder_guarded(state: GameState, owner_id: str, declined: bool) -> bool:
    """`owner_guarded`, worked out once per position while reading."""
    return cached(state, ("owner_guarded", owner_id, declined), owner_guarded, state, owner_id,
                  declined)


_GUARDS: dict[str | None, bool] = {}


def is_guard(piece_id: str | None) -> bool:
    """The piece (by id) defines `defence_refusal` or `defence_payments` (kept per id)."""
    found = _GUARDS.get(piece_id)
    if found is None:
        p = piece(piece_id)
        found = _GUARDS[piece_id] = overrides(p, "defence_refusal") or \
            overrides(p, "defence_payments")
    return found


def _guards_all() -> tuple[str, ...]:
    """The ids of the markers that guard every region of their holder (Light's Hope Chapel)."""
    global _GUARDS_ALL
    if _GUARDS_ALL is None:
        _GUARDS_ALL = tuple(pid for pid, p in REGISTRY.items() if p.guards_all_regions)
    return _GUARDS_ALL


_GUARDS_ALL: tuple[str, ...] | None = None


def _guarding_all(state: GameState, owner: PlayerState) -> list[tuple[str, Piece]]:
    """(region, marker) for the markers guarding every region of the owner's active race."""
    if all(m in state.unused_markers for m in _guards_all()):
        return []   # not drawn for this game: no region can hold one face up
    return [(rid, p) for rid, r, p in cached(state, ("guard_markers",), _guard_markers, state)
            if r.owner == owner.id and r.race == owner.race and not r.declined and r.occupied]


def _guard_markers(state: GameState) -> list[tuple[str, RegionState, Piece]]:
    """(region, its state, marker) for every face-up marker guarding all of its holder's
    regions, in map order: found once per position, then filtered for each owner."""
    return [(rid, r, p) for rid, r in dict.items(state.regions)   # read only
            if r.marker or r.extra_markers
            for m in r.revealed_markers() if (p := piece(m)).guards_all_regions]


def race_label(state: GameState, player: PlayerState) -> str:
    race = RACES[player.race].name if player.race else "race"
    return f"{player.name}'s {race}"


def active_set(state: GameState, player: PlayerState) -> frozenset[str]:
    """The player's active regions as a set (computed once per position while reading)."""
    cache = state.cache   # (`cached` written out: asked by every conquest question)
    if cache is None:
        return frozenset(state.regions_of(player.id, player.race, False))
    key = ("active_set", player.id, player.race)
    found = cache.get(key)
    if found is None:
        found = cache[key] = frozenset(state.regions_of(player.id, player.race, False))
    return found


def overrides(p: Piece, name: str) -> bool:
    """The piece's class defines its own `name`: a hook of its own (the base class's does
    nothing), or an optional method the base class lacks (`after_scoring`, `legal_options`)."""
    key = (type(p), name)
    found = _OVERRIDES.get(key)
    if found is None:
        found = _OVERRIDES[key] = getattr(type(p), name, None) is not getattr(Piece, name, None)
    return found


_OVERRIDES: dict[tuple[type, str], bool] = {}
