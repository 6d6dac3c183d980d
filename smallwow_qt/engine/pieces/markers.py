"""Artifacts and Legendary Places (RULES.md §17)."""

from __future__ import annotations

from smallwow_qt.engine.pieces.base import Attack, Piece, register
from smallwow_qt.engine.pieces.common import held_regions


class Marker(Piece):
    kind = "marker"

    def holder_region(self, state, player) -> str | None:
        """The region of `player`'s active race that holds this marker, revealed."""
        for rid in held_regions(state, player):
            r = state.regions[rid]
            if r.marker == self.id and r.marker_revealed:
                return rid
        return None


@register
class DarkPortal(Marker):
    id = "dark_portal"

    def score(self, state, player, declined):
        return [] if declined else [("Dark Portal", 2)]


@register
class Karazhan(Marker):
    id = "karazhan"

    def score(self, state, player, declined):
        if declined:
            return []
        here = self.holder_region(state, player)
        if here is None:
            return []
        terrain = state.map.by_id[here].terrain
        n = sum(1 for rid in held_regions(state, player)
                if rid != here and state.map.by_id[rid].terrain is terrain)
        return [("Karazhan", n)] if n else []


@register
class MeetingStone(Marker):
    id = "meeting_stone"

    def waives_transport(self, attack: Attack) -> str | None:
        return "Meeting Stone"


def _not_yet(marker_id: str) -> type[Marker]:
    class NotYet(Marker):
        id = marker_id
        implemented = False

    NotYet.__name__ = marker_id.title().replace("_", "")
    return register(NotYet)


for _id in ("aegis_of_aggramar", "ashes_of_alar", "doomhammer", "frostmourne", "heart_of_azeroth",
            "battleground", "lights_hope_chapel", "spirit_healer", "well_of_eternity"):
    _not_yet(_id)
