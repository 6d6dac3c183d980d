"""Between the engine and the widgets: the game controller, its Qt models, and the texts.

The views reach the game only through this layer: they import the controller's modules, and
from this package the names of the rules they show or look for (the stage of a turn, the
terrains and symbols of the map, the tables of races, powers and markers, the kinds of
action and event), so that no view imports the engine. What the views ask of the rules
(costs, refusals, placements) they ask the `GameController`.
"""

from smallwow_qt.engine import (ABILITY_ACTIONS, MARKERS, MURLOC_SUPPLY, MURLOCS, POWERS, RACES,
                                SETUP_BY_PLAYERS, STARTING_COINS, Abandon, Action, Buy, ChooseFaction,
                                Conquer, Decline, End, Event, Form, GameState, Intimidate, Pick, PlaceAegis,
                                PlaceBombs, PlaceHeart, PlaceObjectives, Redeploy, Session, Stage, Steal, Swap,
                                Symbol, Terrain)

__all__ = ["ABILITY_ACTIONS", "MARKERS", "MURLOCS", "MURLOC_SUPPLY", "POWERS", "RACES", "SETUP_BY_PLAYERS",
           "STARTING_COINS", "Abandon", "Action", "Buy", "ChooseFaction", "Conquer", "Decline", "End", "Event",
           "Form", "GameState", "Intimidate", "Pick", "PlaceAegis", "PlaceBombs", "PlaceHeart",
           "PlaceObjectives", "Redeploy", "Session", "Stage", "Steal", "Swap", "Symbol", "Terrain"]
