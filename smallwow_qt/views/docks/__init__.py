"""The docks around the table: column, hand, victory coins, players, game log."""

from smallwow_qt.views.docks.coins import CoinsDock
from smallwow_qt.views.docks.column import CombinationDock
from smallwow_qt.views.docks.hand import HandDock
from smallwow_qt.views.docks.log import LogDock
from smallwow_qt.views.docks.players import PlayersDock

__all__ = ["CoinsDock", "CombinationDock", "HandDock", "LogDock", "PlayersDock"]
