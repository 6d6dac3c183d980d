"""The rules of Small World of Warcraft, in pure Python (no Qt anywhere below here).

This package is the engine's one door: the layers above (controller, bots, persistence,
the scenario runner) import what they need from `smallwow_qt.engine`, never from its
modules. What it offers:

- actions, as values (`Pick`, `Conquer`, `Redeploy`, ... `action_from_dict`), and the
  refusal every checked entry point raises (`RuleError`, with a code and its parameters);
- the state (`GameState`, `Stage`) and the map (`MapDef`, `RegionDef`, `Terrain`, `Symbol`);
- play: `new_game`, `apply`, `legal_actions`, `refusal`, `Session` (a game's steps, undo,
  replay), the conquest costs (`conquest_options`, `cost_breakdown`);
- what a player may see (`observe`, `public_view`) and the whole state (`full_view`);
- how far a file's numbers may go (`RANGES`, `CAPS`, `out_of_range`: engine/limits.py);
- the game's tables (`RACES`, `POWERS`, `MARKERS`, `DIE_FACES`...) and a few questions
  the table asks of the rules (`default_placement`, `min_tokens_per_region`, ...).
"""

from smallwow_qt.engine.actions import (USE_OPTIONS, Abandon, Action, Buy, ChooseFaction, Conquer, Decline,
                                        End, Form, Intimidate, Pick, PlaceAegis, PlaceBombs, PlaceHeart,
                                        PlaceObjectives, Redeploy, Steal, Swap, action_from_dict)
from smallwow_qt.engine.column import combo_name
from smallwow_qt.engine.costs import Breakdown
from smallwow_qt.engine.dice import die_reachable
from smallwow_qt.engine.data import (BOMB_STACK, DIE_FACES, DIE_MAX, MARKERS, MURLOC_SUPPLY, MURLOCS, PIECES,
                                     POWERS, RACES, SETUP_BY_PLAYERS, STARTING_COINS, Faction)
from smallwow_qt.engine.errors import RuleError
from smallwow_qt.engine.events import Event
from smallwow_qt.engine.limits import CAPS, RANGES, Range, out_of_range, shown
from smallwow_qt.engine.game import (ABILITY_ACTIONS, Legal, apply, apply_in_place, conquest_options,
                                     cost_breakdown, legal_actions, min_tokens_per_region, refusal,
                                     stays_on_decline, usable_options)
from smallwow_qt.engine.mapdef import (SYMBOLS, TERRAINS, MapDef, RegionDef, Symbol, Terrain, map_from_dict,
                                      map_to_dict)
from smallwow_qt.engine.pieces import is_implemented
from smallwow_qt.engine.session import Session
from smallwow_qt.engine.setup import GameConfig, begin_play, draw_sides, new_game
from smallwow_qt.engine.state import GameState, Stage
from smallwow_qt.engine.turns import default_placement, tokens_on_board
from smallwow_qt.engine.view import GONE_UNSEEN, UNKNOWN, full_view, observe, public_view

# Last: every piece registers itself (its module may import the core above).
from smallwow_qt.engine.pieces import catalogue  # noqa: E402, F401  isort: skip

__all__ = [
    "ABILITY_ACTIONS", "BOMB_STACK", "CAPS", "DIE_FACES", "DIE_MAX", "GONE_UNSEEN", "MARKERS", "MURLOCS",
    "MURLOC_SUPPLY", "PIECES", "POWERS", "RACES", "SETUP_BY_PLAYERS", "STARTING_COINS", "SYMBOLS", "TERRAINS",
    "UNKNOWN", "USE_OPTIONS", "Abandon", "Action", "Breakdown", "Buy", "ChooseFaction", "Conquer",
    "Decline", "End", "Event", "Faction", "Form", "GameConfig", "GameState", "Intimidate", "Legal",
    "MapDef", "Pick", "PlaceAegis", "PlaceBombs", "PlaceHeart", "PlaceObjectives", "Redeploy",
    "RegionDef", "RuleError", "Session", "Stage", "Steal", "Swap", "Symbol", "Terrain",
    "action_from_dict", "apply", "apply_in_place", "combo_name", "conquest_options", "begin_play",
    "cost_breakdown", "default_placement", "die_reachable", "draw_sides", "full_view",
    "is_implemented", "legal_actions", "map_from_dict", "map_to_dict", "min_tokens_per_region",
    "new_game", "observe", "out_of_range", "public_view", "RANGES", "Range", "refusal", "shown",
    "stays_on_decline", "tokens_on_board", "usable_options",
]
