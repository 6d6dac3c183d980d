"""Every race, power, artifact and place: the `Piece` base and the registry (`piece(id)`).

The pieces themselves register on import: `catalogue` imports every module of this package,
and `smallwow_qt.engine` imports `catalogue` once its core modules are loaded, so a piece's
module may import the core (`costs`, `conquest`, `turns`) at its top like any other module.
"""

from smallwow_qt.engine.pieces.base import REGISTRY, Attack, CostItem, Piece, is_implemented, piece

__all__ = ["REGISTRY", "Attack", "CostItem", "Piece", "is_implemented", "piece"]
