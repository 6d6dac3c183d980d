"""Battleground (RULES.md §17.2 Champ de bataille, Q37)."""

from __future__ import annotations

from smallwow_qt.engine.actions import ChooseFaction
from smallwow_qt.engine.data import RACES, Faction
from smallwow_qt.engine.errors import RuleError
from smallwow_qt.engine.pieces.base import register
from smallwow_qt.engine.pieces.markers import Marker
from smallwow_qt.engine.state import Stage

TURN_STAGES = (Stage.CONQUER, Stage.REDEPLOY)


@register
class Battleground(Marker):
    """The active race that occupies the Battleground when its turn is scored gets the
    Faction Bonus a second time per race: 2 coins for a race of the opposing faction that lost
    2 or more regions to it this turn (`turn.data["faction_bonus_per_race"] = 2`).

    A Neutral active race holding it may fight for the Alliance or the Horde for the rest of
    its turn (`{faction: alliance}` / `{faction: horde}`, once per turn, at any time of its
    turn while it holds the place, `turn.data["faction"]`): its own Faction Bonus and Military
    Objective eligibility follow that faction; other players' bonuses still see it as
    Neutral. Default: a Neutral race that does not choose stays Neutral that turn (no Faction
    Bonus). The choice is made again on each later turn (Q37)."""

    id = "battleground"

    def end_of_turn(self, state, player, log) -> None:
        if self.holder_region(state, player) is not None:
            state.turn.data["faction_bonus_per_race"] = 2

    def _check(self, state, player) -> None:
        if self.holder_region(state, player) is None:
            raise RuleError("no_such_ability", f"{player.name}'s active race does not hold the "
                            "Battleground.", player=player.id, marker=self.id)
        if RACES[player.race].faction is not Faction.NEUTRAL:
            raise RuleError("not_neutral", f"The {RACES[player.race].name} already belong to a "
                            "faction: only a Neutral race picks a side on the Battleground.",
                            race=player.race, marker=self.id)
        if state.stage not in TURN_STAGES:
            raise RuleError("not_now", f"{player.name} cannot pick a side now.", player=player.id,
                            doing="faction")
        if state.turn.data.get("faction"):
            raise RuleError("used", f"{player.name} already chose to fight for the "
                            f"{state.turn.data['faction'].title()} this turn.", player=player.id,
                            doing="faction", faction=state.turn.data["faction"])

    def legal_options(self, state, player):
        try:
            self._check(state, player)
        except RuleError:
            return []
        return [ChooseFaction(player.id, "alliance"), ChooseFaction(player.id, "horde")]

    def do_faction(self, state, player, action: ChooseFaction, log) -> None:
        self._check(state, player)
        state.turn.data["faction"] = action.faction
        log.add("faction", player.id, f"{player.name}'s {RACES[player.race].name} fight for the "
                f"{action.faction.title()} this turn (Battleground).", faction=action.faction,
                race=player.race, marker=self.id)
