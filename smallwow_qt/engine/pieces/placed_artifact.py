"""Artifacts their holder places at the end of the turn (the Aegis, the Heart).

Both follow Q29/Q30/Q42: the player whose ACTIVE race holds the artifact moves it, once per
turn and before `end`, into one of his active regions; placing it ends his conquests.
"""

from __future__ import annotations

from typing import ClassVar

from smallwow_qt.engine.actions import Action
from smallwow_qt.engine.data import MARKERS
from smallwow_qt.engine.errors import RuleError
from smallwow_qt.engine.pieces.markers import Marker
from smallwow_qt.engine.pieces.support import move_marker, region_name
from smallwow_qt.engine.state import Stage
from smallwow_qt.engine.turns import end_conquests

TURN_STAGES = (Stage.CONQUER, Stage.REDEPLOY)


class PlacedArtifact(Marker):
    action_type: ClassVar[type[Action]]
    used_key: ClassVar[str]   # recorded in turn.used once placed

    @property
    def title(self) -> str:
        return f"the {MARKERS[self.id].name}"

    def _check(self, state, player) -> str:
        """The artifact's region; refuses when the player cannot place it now."""
        here = self.holder_region(state, player)
        if here is None:
            raise RuleError("no_such_ability", f"{player.name}'s active race does not hold "
                            f"{self.title}.", player=player.id, marker=self.id)
        if state.stage not in TURN_STAGES:
            raise RuleError("not_now", f"{player.name} cannot place {self.title} now.",
                            player=player.id, marker=self.id, doing=self.used_key)
        if self.used_key in state.turn.used:
            raise RuleError("used", f"{self.title[0].upper()}{self.title[1:]} has already been "
                            "placed this turn.", marker=self.id, doing=self.used_key)
        return here

    def legal_options(self, state, player):
        try:
            self._check(state, player)
        except RuleError:
            return []
        return [self.action_type(player.id, rid) for rid in state.active_regions(player.id)]

    def place(self, state, player, region_id: str, log) -> None:
        """Validate and move the artifact to `region_id` (the `do_<key>` handlers call this)."""
        self._check(state, player)
        if region_id not in state.active_regions(player.id):
            name = region_name(state, region_id) if region_id in state.regions else repr(region_id)
            raise RuleError("not_yours", f"{self.title[0].upper()}{self.title[1:]} goes into a "
                            f"region of {player.name}'s active race, and {name} is not one.",
                            marker=self.id, player=player.id, region=region_id,
                            doing=self.used_key)

        end_conquests(state, player, log)
        move_marker(state, self.id, region_id)
        state.turn.used.append(self.used_key)
        log.add("marker_move", player.id, f"{player.name} places {self.title} in "
                f"{region_name(state, region_id)}.", marker=self.id, region=region_id, how="placed")
