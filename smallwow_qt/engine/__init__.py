"""The rules of Small World of Warcraft, in pure Python (no Qt anywhere below here)."""

from smallwow_qt.engine.actions import Action, action_from_dict
from smallwow_qt.engine.costs import Breakdown
from smallwow_qt.engine.errors import RuleError
from smallwow_qt.engine.events import Event
from smallwow_qt.engine.game import (Legal, apply, apply_in_place, conquest_options, cost_breakdown,
                                     legal_actions)
from smallwow_qt.engine.mapdef import MapDef, RegionDef, Symbol, Terrain
from smallwow_qt.engine.setup import GameConfig, draw_sides, new_game
from smallwow_qt.engine.state import GameState, Stage

__all__ = ["Action", "Breakdown", "Event", "GameConfig", "GameState", "Legal", "MapDef",
           "RegionDef", "RuleError", "Stage", "Symbol", "Terrain", "action_from_dict", "apply",
           "apply_in_place", "conquest_options", "cost_breakdown", "draw_sides", "legal_actions",
           "new_game"]
