"""What every computer player is: `decide(observation) -> Decision`.

A bot is given an observation (`smallwow_qt.engine.view.observe(state, player_id)`): plain
data with the hidden parts masked and no path back to the GameState. Where it needs a
concrete state it samples one (`bots.determinise.sample_state`). A bot created with the
same seed and shown the same observation makes the same decision.
"""

from __future__ import annotations

import hashlib
import json
import random
from dataclasses import dataclass
from typing import Any

from smallwow_qt.engine import Action


@dataclass(frozen=True)
class Decision:
    action: Action
    reason: str = ""       # one short line for the game log ("" when there is nothing to say)
    region: str | None = None   # the region the action is about, for the map's highlight


class Bot:
    """Base class: `level` names the strength; `decide` is the only entry point."""

    level = "random"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def rng_for(self, observation: dict[str, Any]) -> random.Random:
        """A generator that depends only on the bot's seed and the position it is shown."""
        # (the map is left out: the sides name it, and the same bot in the same position
        # keeps making the decisions it made before observations carried the map)
        shown = {k: v for k, v in observation.items() if k != "map"}
        key = json.dumps(shown, sort_keys=True, separators=(",", ":"))
        digest = hashlib.blake2b(key.encode(), digest_size=8, person=b"smallwow").digest()
        return random.Random(self.seed * 2**64 + int.from_bytes(digest, "big"))

    def decide(self, observation: dict[str, Any]) -> Decision:
        raise NotImplementedError
