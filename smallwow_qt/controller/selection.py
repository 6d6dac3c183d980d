"""Choosing regions on the map for an ability that names several of them.

`legal_actions` lists only some of the combinations of a multi-region ability (one bomb
per region plus "all of them", each objective paired with one other region...), so the app
lets the player build the action by clicking regions instead:

- set kinds (`PlaceBombs`, `PlaceObjectives`): any set of regions, clicked in any order;
- pair kinds (`Swap`, `Intimidate`, `Steal`): a first region, then a second one
  (an intimidation of a Wall, a Fort or a token with nowhere to go needs only the first).

Which regions may be clicked is never worked out here: every candidate action is played by
the engine on the current state (`apply` works on a copy) and kept when it is not refused;
the engine's sentence for a refused one is what the player reads when clicking it. The
chosen action is played through the controller like any other, so a refusal there changes
nothing and is reported with the engine's reason.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from smallwow_qt.engine import Action, Intimidate, PlaceBombs, PlaceObjectives, RuleError, Steal, Swap, apply

if TYPE_CHECKING:
    from smallwow_qt.controller.game_controller import GameController
    from smallwow_qt.engine import GameState

SET_KINDS = ("bombs", "objectives")
PAIR_KINDS = ("swap", "intimidate", "steal")
KINDS = SET_KINDS + PAIR_KINDS
# How many other regions a lone region is tried with (for kinds that need two at once).
PARTNERS_TRIED = 3


def build_action(key: str, player: str, regions: tuple[str, ...]) -> Action | None:
    """The engine action for `regions` chosen in this order (None: not enough of them)."""
    if not regions:
        return None
    if key == "bombs":
        return PlaceBombs(player, tuple(regions))
    if key == "objectives":
        return PlaceObjectives(player, tuple(regions))
    if key == "intimidate":
        return Intimidate(player, regions[0], regions[1] if len(regions) > 1 else None)
    if len(regions) != 2:
        return None
    if key == "swap":
        return Swap(player, regions[0], regions[1])
    if key == "steal":
        return Steal(player, regions[0], regions[1])
    return None


def named_regions(action: Action) -> tuple[str, ...]:
    out: list[str] = []
    for attr in ("region", "first", "second", "to", "into"):
        value = getattr(action, attr, None)
        if isinstance(value, str) and value:
            out.append(value)
    out += list(getattr(action, "regions", ()) or ())
    return tuple(dict.fromkeys(out))


class RegionSelection(QObject):
    """The selection mode of the window: at most one selection at a time.

    While `active`, `targets` are the regions a click would add now, `selected` the chosen
    ones (in order), and `reasons` the engine's refusal for any other region."""

    changed = Signal()
    message = Signal(str)       # why a click did nothing

    def __init__(self, controller: "GameController", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.key: str | None = None
        self.player = ""
        self.selected: list[str] = []
        self.targets: set[str] = set()
        self.reasons: dict[str, str] = {}
        # set kinds: the fewest and the most regions the engine accepted (from the eligible ones)
        self.counts: tuple[int, int] = (0, 0)
        # pair kinds: the engine accepts the first region alone
        self.single_ok = False
        self._state: "GameState | None" = None
        self._partners: list[str] = []
        self._eligible: list[str] = []
        self._eligible_reasons: dict[str, str] = {}
        self._seconds: dict[str, tuple[list[str], dict[str, str], bool]] = {}
        controller.state_changed.connect(self._state_changed)
        controller.seat_taken.connect(self._state_changed)
        controller.session_replaced.connect(self.cancel)

    # ----- what is on offer -----------------------------------------------------------------

    @property
    def active(self) -> bool:
        return self.key is not None

    @property
    def ordered(self) -> bool:
        return self.key in PAIR_KINDS

    def offered(self) -> list[str]:
        """The kinds the player may choose regions for now (in the engine's order)."""
        c = self.controller
        if not c.has_game or not c.seat_ready:
            return []
        return list(dict.fromkeys(a.key for a in c.ability_actions() if a.key in KINDS))

    def is_target(self, region: str) -> bool:
        return region in self.targets or region in self.selected

    # ----- the mode ---------------------------------------------------------------------------

    def start(self, key: str, region: str | None = None) -> bool:
        """Enter the selection for `key`; `region` is chosen first when it may be."""
        c = self.controller
        if key not in self.offered():
            return False
        listed = [a for a in c.ability_actions() if a.key == key]
        self.key, self.player, self._state = key, c.actor_id or "", c.state
        self.selected = []
        self._seconds = {}
        self._partners = list(dict.fromkeys(r for a in listed for r in named_regions(a)))
        self._eligible, self._eligible_reasons = self._firsts()
        if key in SET_KINDS:
            self.counts = self._set_counts()
        self._update()
        if region is not None and region in self.targets:
            self.selected.append(region)
            self._update()
        self.changed.emit()
        return True

    def cancel(self) -> None:
        if self.key is None:
            return
        self.key, self._state = None, None
        self.selected, self.targets, self.reasons = [], set(), {}
        self._seconds = {}
        self.changed.emit()

    def click(self, region: str) -> bool:
        """Toggle `region`; False (with the reason in `message`) when it cannot be chosen."""
        if not self.active:
            return False
        if region in self.selected:
            if self.ordered:
                del self.selected[self.selected.index(region):]
            else:
                self.selected.remove(region)
        elif region in self.targets:
            if self.ordered and len(self.selected) >= 2:
                self.selected = self.selected[:1]
            self.selected.append(region)
        elif self.ordered and self.selected and region in self._eligible:
            self.selected = [region]            # another first region: start again from it
        else:
            why = self.reasons.get(region) or self.tr("%1 cannot be chosen for this.").replace(
                "%1", self._state.map.by_id[region].display_name if region in self._state.map.by_id else region)
            self.message.emit(why)
            return False
        self._update()
        self.changed.emit()
        return True

    def action(self) -> Action | None:
        """The action the current choice makes (None: nothing to confirm yet)."""
        if not self.active:
            return None
        if self.ordered and len(self.selected) == 1 and not self.single_ok:
            return None
        return build_action(self.key, self.player, tuple(self.selected))

    @property
    def can_confirm(self) -> bool:
        return self.action() is not None

    def confirm(self) -> bool:
        """Play the chosen action; on a refusal the choice stays and nothing changes."""
        action = self.action()
        if action is None:
            return False
        if self.controller.play(action):
            self.cancel()
            return True
        return False

    # ----- asking the engine --------------------------------------------------------------------

    def _refusal(self, regions: tuple[str, ...]) -> str | None:
        """None when the engine accepts these regions, else its sentence ('' if the action
        cannot even be written down with them)."""
        action = build_action(self.key, self.player, regions)
        if action is None:
            return ""
        try:
            apply(self._state, action)
        except RuleError as err:
            return self.controller.engine_texts.refusal(err, self._state)
        return None

    def _firsts(self) -> tuple[list[str], dict[str, str]]:
        """The regions that may be chosen on their own (set kinds) or first (pair kinds), in
        map order, and the engine's reason for each other region. A region the engine
        refuses alone is tried again with a few of the regions its listed actions name (the
        objectives need two, a swap needs a partner)."""
        ok: list[str] = []
        reasons: dict[str, str] = {}
        for rid in self._state.regions:
            why = self._refusal((rid,))
            if why is None:
                ok.append(rid)
                continue
            partners = [p for p in self._partners if p != rid]
            tried = partners if self.ordered else partners[:PARTNERS_TRIED]
            accepted = False
            for partner in tried:
                other = self._refusal((rid, partner))
                if other is None:
                    accepted = True
                    break
                why = why or other
            if accepted:
                ok.append(rid)
            else:
                reasons[rid] = why or ""
        return ok, reasons

    def _set_counts(self) -> tuple[int, int]:
        accepted = [k for k in range(1, len(self._eligible) + 1)
                    if self._refusal(tuple(self._eligible[:k])) is None]
        if not accepted:
            return 1, len(self._eligible)
        return min(accepted), max(accepted)

    def _second_choices(self, first: str) -> tuple[list[str], dict[str, str], bool]:
        if first not in self._seconds:
            ok: list[str] = []
            reasons: dict[str, str] = {}
            for rid in self._state.regions:
                if rid == first:
                    continue
                why = self._refusal((first, rid))
                if why is None:
                    ok.append(rid)
                else:
                    reasons[rid] = why
            self._seconds[first] = (ok, reasons, self._refusal((first,)) is None)
        return self._seconds[first]

    def _update(self) -> None:
        self.single_ok = False
        if not self.ordered or not self.selected:
            self.targets = set(self._eligible) - set(self.selected)
            self.reasons = dict(self._eligible_reasons)
            return
        seconds, reasons, single = self._second_choices(self.selected[0])
        self.single_ok = single
        self.targets = set(seconds) - set(self.selected)
        self.reasons = reasons

    def _state_changed(self, *_) -> None:
        """Another action, an undo or a new seat: the choice no longer applies."""
        if not self.active:
            return
        c = self.controller
        if not c.has_game or not c.seat_ready or c.state is not self._state:
            self.cancel()
