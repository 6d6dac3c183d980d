"""Every race, power, artifact and place, registered by id on import."""

from smallwow_qt.engine.pieces import markers, powers, races  # noqa: F401  (registration)
from smallwow_qt.engine.pieces.base import REGISTRY, Attack, CostItem, Piece, is_implemented, piece

__all__ = ["REGISTRY", "Attack", "CostItem", "Piece", "is_implemented", "piece"]
