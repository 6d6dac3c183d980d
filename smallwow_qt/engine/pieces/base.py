"""Races, powers, artifacts and places are small classes with hooks, looked up by id.

The core rules call the hooks of the pieces involved at fixed moments (cost, reach,
conquest, losses, turn start and end, scoring, decline); a piece overrides the few it
needs. `implemented = False` marks a piece whose ability is not written yet: the standard
setup leaves it out and a scenario naming it is refused, so it is never silently ignored.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar

if TYPE_CHECKING:
    from smallwow_qt.engine.events import EventLog
    from smallwow_qt.engine.mapdef import RegionDef
    from smallwow_qt.engine.state import GameState, PlayerState, RegionState


@dataclass(frozen=True)
class CostItem:
    code: str      # stable id, e.g. "base", "mountain", "trolls"
    label: str     # what a player reads in the breakdown
    amount: int    # tokens added (positive) or saved (negative)


@dataclass
class Attack:
    """One conquest being considered or made by `player` on `region_id`."""

    state: "GameState"
    player: "PlayerState"
    region_id: str
    region: "RegionDef"
    target: "RegionState"
    active_regions: frozenset[str]
    use: tuple[str, ...] = ()
    die: bool = False
    kind: str = "conquest"   # or "bomb", "intimidate", "swap", "steal": other ways to attack
    notes: list[str] = field(default_factory=list)

    @property
    def first_conquest(self) -> bool:
        return not self.active_regions

    def adjacent_to_own(self) -> bool:
        neighbours = self.state.map.neighbours[self.region_id]
        return any(n in self.active_regions for n in neighbours)


class Piece:
    id: ClassVar[str] = ""
    kind: ClassVar[str] = ""            # "race", "power", "artifact", "place"
    implemented: ClassVar[bool] = True
    keeps_on_decline: ClassVar[bool] = False   # powers that stay with a declined race
    min_per_region: ClassVar[int] = 1          # tokens a region of this race must keep
    uses: ClassVar[tuple[str, ...]] = ()       # `use:` options of a conquest this piece offers

    # --- reaching and paying for a conquest (attacker's pieces) ---------------------------
    def may_enter_water(self, attack: Attack) -> bool:
        return False

    def reach(self, attack: Attack) -> str | None:
        """A reason the target counts as adjacent (Kobold caverns...), or None."""
        return None

    def first_conquest_entry(self, attack: Attack) -> str | None:
        """A reason the target may serve as a first-conquest entry, or None."""
        return None

    def waives_transport(self, attack: Attack) -> str | None:
        return None

    def cost_items(self, attack: Attack) -> list[CostItem]:
        return []

    def refusal(self, attack: Attack) -> tuple[str, str] | None:
        """(code, message) when this piece forbids the conquest."""
        return None

    def payments(self, attack: Attack) -> list[tuple[str | None, int, str]]:
        """Coins the attacker must pay before attacking: (payee or None for the reserve, coins, why)."""
        return []

    # --- the defending side's pieces (its race, power, and the marker in the region) ---------
    def defence_refusal(self, attack: Attack) -> tuple[str, str] | None:
        return None

    def defence_payments(self, attack: Attack) -> list[tuple[str | None, int, str]]:
        return []

    def on_loss(self, state: "GameState", owner: "PlayerState", region_id: str, loss: dict,
                log: "EventLog") -> None:
        """Adjust a defender's loss before it is applied. `loss` holds `discard` (tokens to
        discard), `to_hand` (tokens back to the owner's hand) and `cause`."""

    # --- moments of the turn -----------------------------------------------------------------
    def on_reveal(self, state: "GameState", region_id: str, player: "PlayerState",
                  log: "EventLog") -> None:
        """A face-down marker was just turned face up in `region_id` (markers only)."""

    def on_acquire(self, state: "GameState", player: "PlayerState", log: "EventLog") -> None:
        pass

    def on_turn_start(self, state: "GameState", player: "PlayerState", log: "EventLog") -> None:
        pass

    def after_conquest(self, attack: Attack, defender: dict, log: "EventLog") -> None:
        """Called for the attacker's pieces once the region is taken. `defender` describes
        what held it: race, owner, declined, tokens (before the conquest)."""

    def score(self, state: "GameState", player: "PlayerState", declined: bool) -> list[tuple[str, int]]:
        return []

    def end_of_turn(self, state: "GameState", player: "PlayerState", log: "EventLog") -> None:
        pass

    def on_decline(self, state: "GameState", player: "PlayerState", log: "EventLog") -> None:
        pass


REGISTRY: dict[str, Piece] = {}


def register(cls: type[Piece]) -> type[Piece]:
    """Register a piece under its id. An implemented piece may replace a placeholder
    (`implemented = False`); anything else registered twice is a bug."""
    existing = REGISTRY.get(cls.id)
    if existing is not None and (existing.implemented or not cls.implemented):
        raise ValueError(f"piece {cls.id} registered twice")
    REGISTRY[cls.id] = cls()
    return cls


def piece(piece_id: str | None) -> Piece:
    return REGISTRY[piece_id] if piece_id else _NO_PIECE


_NO_PIECE = Piece()


def is_implemented(piece_id: str) -> bool:
    return REGISTRY[piece_id].implemented
