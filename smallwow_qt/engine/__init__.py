"""The rules of Small World of Warcraft, in pure Python (no Qt anywhere below here)."""

from smallwow_qt.engine.actions import (Abandon, Action, Buy, ChooseFaction, Conquer, Decline, End,
                                        Form, Intimidate, Pick, PlaceAegis, PlaceBombs, PlaceHeart,
                                        PlaceObjectives, Redeploy, Steal, Swap, action_from_dict)
from smallwow_qt.engine.costs import Breakdown
from smallwow_qt.engine.data import BOMB_STACK, DIE_FACES, MARKERS, POWERS, RACES, Faction
from smallwow_qt.engine.errors import RuleError
from smallwow_qt.engine.events import Event
from smallwow_qt.engine.game import (Legal, apply, apply_in_place, conquest_options, cost_breakdown,
                                     legal_actions)
from smallwow_qt.engine.mapdef import MapDef, RegionDef, Symbol, Terrain
from smallwow_qt.engine.session import Session
from smallwow_qt.engine.setup import GameConfig, draw_sides, new_game
from smallwow_qt.engine.state import GameState, Stage
from smallwow_qt.engine.view import observe

__all__ = ["Abandon", "Action", "BOMB_STACK", "Breakdown", "Buy", "ChooseFaction", "Conquer",
           "DIE_FACES", "Decline", "End", "Event", "Faction", "Form", "GameConfig", "GameState",
           "Intimidate", "Legal", "MARKERS", "MapDef", "POWERS", "Pick", "PlaceAegis",
           "PlaceBombs", "PlaceHeart", "PlaceObjectives", "RACES", "Redeploy", "RegionDef",
           "RuleError", "Session", "Stage", "Steal", "Swap", "Symbol", "Terrain",
           "action_from_dict", "apply", "apply_in_place", "conquest_options", "cost_breakdown",
           "draw_sides", "legal_actions", "new_game", "observe"]
