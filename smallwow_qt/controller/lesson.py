"""The guided first game as data: a fixed start, the learner's steps and the rival's moves.

Pure Python (no Qt): the start is a scenario (`scenario.build.build_game`: one small island,
fixed column, stacks, marker and die), so the lesson always unfolds the same way through the
real engine. Each `Step` says what the learner is asked to do (its `kind` and targets) and
which engine action completes it; `rival_action(state)` is the opponent's move, decided by a
scripted computer player (`bots.scripted`) from what it sees.
"""

from __future__ import annotations

from dataclasses import dataclass

from smallwow_qt.bots.scripted import ScriptedRival
from smallwow_qt.engine import Action, Conquer, Decline, End, GameState, Pick, Redeploy, observe

LEARNER, RIVAL = "you", "rival"

SCENARIO = {
    "name": "guided first game",
    "players": [LEARNER, RIVAL],
    "map": {"sides": ["small_2a"]},
    "rounds": 4,
    "setup": {
        "seed": 2024,
        "combos": [["orcs", "herbalist"], ["trolls", "blacksmith"], ["dwarves", "farmer"],
                   ["gnomes", "explorer"], ["naga", "fishing"], ["draenei", "ranger"]],
        "race_stack": ["tauren", "kobolds", "pandaren", "worgen"],
        "power_stack": ["sailing", "mining", "garrisoned", "battle_master"],
        "markers": {"spitescale_hills": "frostmourne"},
    },
    "dice": [2],
}

# The island (small_2a) and the regions the lesson uses.
ENTRY = "bloodtalon_woods"          # the learner's landing (Entry Region, empty)
MURLOC = "senjin_fields"            # a Field with a Murloc
MARKER = "spitescale_hills"         # Frostmourne lies face down here
PEAK = "jaggedswine_peak"           # a Mountain: the Dwarves' ability
FEN = "bonedust_fen"                # a Swamp with a Murloc: the die
RIVAL_ENTRY, RIVAL_HILL = "darkspear_meadows", "voodoo_rise"


@dataclass(frozen=True)
class Step:
    id: str
    kind: str                     # combo, conquer, move, place, use, button, next, finish
    target: str = ""              # combo row, region id, action name or use id
    source: str = ""              # for "move": the region the tokens leave
    page: str = "rules/turn"      # the reference page the step teaches (F1 over the panel)

    def done_by(self, action: Action | None) -> bool:
        """True when `action` (the learner's last one) is the one this step asks for."""
        if self.kind in ("next", "finish", "use") or action is None or action.player != LEARNER:
            return False
        if self.kind == "combo":
            return isinstance(action, Pick) and action.index == int(self.target)
        if self.kind == "conquer":
            return isinstance(action, Conquer) and action.region == self.target
        if self.kind in ("move", "place"):
            return isinstance(action, Redeploy) and self.target in dict(action.counts)
        if self.kind == "button":
            kinds = {"decline": Decline, "end_turn": End}
            return isinstance(action, kinds[self.target])
        return False


STEPS: tuple[Step, ...] = (
    Step("welcome", "next", page="rules/turn"),
    Step("column", "combo", "2", page="rules/picking"),
    Step("landing", "conquer", ENTRY, page="rules/conquest"),
    Step("murloc", "conquer", MURLOC, page="rules/conquest"),
    Step("artifact", "conquer", MARKER, page="marker/frostmourne"),
    Step("mountain", "conquer", PEAK, page="race/dwarves"),
    Step("redeploy", "move", PEAK, source=ENTRY, page="rules/redeploy"),
    Step("score", "button", "end_turn", page="rules/hidden"),
    Step("losses", "place", MURLOC, page="rules/losses"),
    Step("ready", "next", page="rules/ready"),
    Step("frostmourne", "use", "frostmourne", page="marker/frostmourne"),
    Step("defenders", "conquer", ENTRY, page="rules/conquest"),
    Step("die", "conquer", FEN, page="rules/die"),
    Step("faction", "button", "end_turn", page="rules/scoring"),
    Step("decline", "button", "decline", page="rules/decline"),
    Step("declined", "button", "end_turn", page="rules/decline"),
    Step("new_race", "combo", "0", page="rules/picking"),
    Step("new_landing", "conquer", RIVAL_ENTRY, page="race/trolls"),
    Step("last_end", "button", "end_turn", page="rules/end"),
    Step("finish", "finish", page="rules/turn"),
)


def build_initial() -> GameState:
    from smallwow_qt.scenario.build import build_game

    return build_game(SCENARIO)


def rival_action(state: GameState) -> Action:
    """The rival's next move: take the top combination, land next to the learner, take one
    of their regions, then end its turns; place tokens it got back where the engine suggests."""
    return _RIVAL.decide(observe(state, RIVAL)).action


_RIVAL = ScriptedRival(RIVAL, (RIVAL_ENTRY, RIVAL_HILL, ENTRY))
