"""Checks the race abilities share: is this race the player's active one, is it the moment."""

from __future__ import annotations

from typing import TYPE_CHECKING

from smallwow_qt.engine.data import RACES
from smallwow_qt.engine.errors import RuleError
from smallwow_qt.engine.state import Stage

if TYPE_CHECKING:
    from smallwow_qt.engine.state import GameState, PlayerState

TURN_STAGES = (Stage.CONQUER, Stage.REDEPLOY)

#: What each race ability action does, as the refusals say it (by the action's key).
DOING = {"buy": "buy tokens", "steal": "steal an Artifact", "bombs": "place bombs",
         "objectives": "place Military Objectives", "form": "change form"}


def require_active(player: "PlayerState", race_id: str, doing: str) -> None:
    """Refuses unless `race_id` is the player's active race; `doing` is the action's key."""
    if player.race == race_id:
        return
    name = RACES[race_id].name
    if player.declined == race_id:
        raise RuleError("in_decline", f"{player.name}'s {name} are in decline: they can no longer "
                        f"{DOING[doing]}.", player=player.id, race=race_id, doing=doing)
    raise RuleError("no_such_ability", f"{player.name} does not play the {name}, so cannot "
                    f"{DOING[doing]}.", player=player.id, race=race_id, doing=doing)


def require_turn_stage(state: "GameState", player: "PlayerState", doing: str) -> None:
    """Refuses outside the conquest and redeployment stages of the player's own turn; `doing`
    is the action's key."""
    if state.stage is Stage.DECLINED:
        raise RuleError("declined", f"{player.name} put the race into decline this turn and cannot "
                        f"{DOING[doing]}.", player=player.id, doing=doing)
    if state.stage not in TURN_STAGES:
        raise RuleError("not_now", f"{player.name} cannot {DOING[doing]} now.", player=player.id,
                        doing=doing)


def in_turn(state: "GameState", player: "PlayerState", race_id: str) -> bool:
    """The race is active and the player is in the conquest or redeployment stage."""
    return player.race == race_id and state.stage in TURN_STAGES and state.turn is not None \
        and state.turn.player == player.id
