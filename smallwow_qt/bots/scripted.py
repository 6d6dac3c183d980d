"""A rival that plays a script, for the guided first game: it takes the top combination,
lands on the regions it is given in turn during the first round, then only ends its turns;
tokens it gets back go where the engine suggests.

Like every bot it decides from what a player at the table sees (`observe`): the stage, the
round and who holds the regions it aims at.
"""

from __future__ import annotations

import random
from typing import Any

from smallwow_qt.bots.base import Bot, Decision
from smallwow_qt.bots.determinise import sample_state
from smallwow_qt.engine import Conquer, End, Pick, Redeploy, Stage, default_placement


class ScriptedRival(Bot):
    level = "scripted"

    def __init__(self, player: str, landings: tuple[str, ...], seed: int = 0) -> None:
        super().__init__(seed)
        self.player = player
        self.landings = landings      # the regions it takes in the first round, in order

    def decide(self, observation: dict[str, Any]) -> Decision:
        state = sample_state(observation, random.Random(self.seed))   # (nothing hidden is read)
        me = state.player(self.player)
        if state.stage is Stage.DEFENDERS:
            return Decision(Redeploy(me.id, tuple(default_placement(state, me).items())))
        if state.stage is Stage.PICK:
            return Decision(Pick(me.id, 0))
        if state.stage is Stage.CONQUER and state.round == 1:
            for region in self.landings:
                if state.regions[region].owner != me.id:
                    return Decision(Conquer(me.id, region), region=region)
        return Decision(End(me.id))
