"""Artifacts and Legendary Places (RULES.md §17)."""

from __future__ import annotations

from smallwow_qt.engine.errors import RuleError
from smallwow_qt.engine.pieces.base import Attack, Piece, register
from smallwow_qt.engine.pieces.common import held_regions
from smallwow_qt.engine.pieces.support import (held_marker_region, marker_name, move_marker,
                                               once_per_turn_refusal, region_name)


class Marker(Piece):
    """An artifact or a legendary place. Its hooks are asked only while the ACTIVE race of
    a player holds its region, face up (`combatants.attacker_pieces`), or as a guard of the region
    it lies in (`combatants.defence_pieces`): declined races get nothing from markers (§17.0),
    except from the Well of Eternity, which scores through `board_score`."""

    kind = "marker"

    def holder_region(self, state, player) -> str | None:
        """The region of `player`'s active race that holds this marker, revealed."""
        return held_marker_region(state, player, self.id)


class ConquestArtifact(Marker):
    """An artifact used once per turn on a conquest (`{conquer: R, use: [<id>]}`), which then
    moves into the conquered region (Q42). Using it on an attempt that fails (a reinforcement
    die that falls short) spends it for the turn, and it stays where it was."""

    hooks_need_use = True

    def refusal(self, attack: Attack) -> RuleError | None:
        if self.id in attack.use:
            return once_per_turn_refusal(attack.state, self.id, marker_name(self.id), marker=self.id)
        return None

    def refuses_use(self, state, player, use) -> bool:
        return self.id in use and once_per_turn_refusal(state, self.id, "") is not None

    def on_attempt(self, attack: Attack, log) -> None:
        if self.id in attack.use and self.id not in attack.state.turn.used:
            attack.state.turn.used.append(self.id)

    def after_conquest(self, attack: Attack, defender: dict, log) -> None:
        if self.id not in attack.use:
            return
        source = move_marker(attack.state, self.id, attack.region_id)
        if source and source != attack.region_id:
            log.add("marker_move", attack.player.id, f"{marker_name(self.id)} moves from "
                    f"{region_name(attack.state, source)} to {attack.region.display_name}, where "
                    "it was used.", marker=self.id, source=source, region=attack.region_id,
                    how="used")


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
