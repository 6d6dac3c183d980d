"""Well of Eternity (RULES.md §17.2 Puits d'éternité, Q33, Q34)."""

from __future__ import annotations

from smallwow_qt.engine.data import MARKERS, RACES
from smallwow_qt.engine.pieces.base import piece
from smallwow_qt.engine.pieces.base import register
from smallwow_qt.engine.pieces.markers import Marker
from smallwow_qt.engine.pieces.support import adjacent_counts, has_strict_majority, region_name
from smallwow_qt.engine.rng import below


@register
class WellOfEternity(Marker):
    """Revealed, the Well moves to the Sea or Lake region of its board (the first in map
    order if a board had several). On a board with no Sea or Lake it goes back to the box
    and a Legendary Place not drawn at setup (`state.unused_markers`) is drawn at random to
    replace it, face up in the same region, taking effect at once; with none left, nothing
    replaces it.

    At the end of each player's turn, each of his races, active or declined (also on the
    decline turn), that occupies strictly more regions adjacent to the Well than every other
    race (other players' races, Murlocs, his own other race) gains 2 coins; a tie gives
    nothing (Q34). Regions are counted, not tokens. The only marker declined races use."""

    id = "well_of_eternity"

    def on_reveal(self, state, region_id, player, log) -> None:
        here = state.map.by_id[region_id]
        if here.is_water:
            return
        waters = [r.id for r in state.map.regions if r.board == here.board and r.is_water]
        state.regions[region_id].remove_marker(self.id)
        if waters:
            state.regions[waters[0]].add_marker(self.id)
            log.add("marker_move", player.id, f"The Well of Eternity moves to "
                    f"{region_name(state, waters[0])}.", marker=self.id, source=region_id,
                    region=waters[0], how="water")
            return
        places = [m for m in state.unused_markers if MARKERS[m].kind == "place" and m != self.id]
        if not places:
            log.add("marker_gone", player.id, f"{here.display_name}'s island has no sea or lake: "
                    "the Well of Eternity goes back to the box and no place is left to replace "
                    "it.", marker=self.id, region=region_id)
            return
        state.rng, i = below(state.rng, len(places))
        new = places[i]
        state.unused_markers.remove(new)
        state.regions[region_id].add_marker(new)
        log.add("draw", player.id, f"{here.display_name}'s island has no sea or lake: the Well "
                f"of Eternity goes back to the box and {MARKERS[new].name} replaces it.",
                marker=new, replaced=self.id, region=region_id)
        piece(new).on_reveal(state, region_id, player, log)

    def board_score(self, state, player, region_id: str) -> list[tuple[str, int, dict]]:
        """The lines (label, coins, what the label names) it scores for `player`."""
        counts = adjacent_counts(state, region_id)
        out = []
        for race, declined in ((player.race, False), (player.declined, True)):
            if race and has_strict_majority(counts, (player.id, race, declined)):
                label = f"Well of Eternity: {'declined ' if declined else ''}{RACES[race].name}"
                out.append((label, 2, {"code": self.id, "marker": self.id, "race": race,
                                       "declined": declined}))
        return out
