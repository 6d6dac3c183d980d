"""Races, powers, artifacts and places are small classes with hooks, looked up by id.

The core rules call the hooks of the pieces involved at fixed moments (cost, reach,
conquest, losses, turn start and end, scoring, decline); a piece overrides the few it
needs. `implemented = False` marks a piece whose ability is not written yet: the standard
setup leaves it out and a scenario naming it is refused, so it is never silently ignored.

Helpers in `conquest.py` that every piece acting on other players' regions should use, so
the races reacting to attacks see them all:
- `pay(state, payer, payments, log)`: makes (and records) the payments an action requires;
- `note_attack(state, attacker, region)`: the turn's player attacked that region's active
  race (Pandaren Harmony is given only to players not attacked); call it before any action
  that moves or removes another player's active tokens (intimidation, swap). Conquest
  attempts, `remove_defenders` and `discard_one` call it themselves;
- `remove_defenders(state, region, attacker, cause, log)`: every loss of a whole region;
- `discard_one(state, region, attacker, cause, log)`: one token discarded without a conquest
  (runs the guards' `on_loss`, counts `turn.discards_caused` for the Forsaken).

Markers: a region may hold several (an artifact used or placed where another lies): read
them with `RegionState.revealed_markers()`, move them with `add_marker`/`remove_marker`
(`pieces.support.move_marker`). An ability allowed only "before the last conquest"
(intimidation, swaps) checks `state.stage is Stage.CONQUER`: a redeployment, an end-of-turn
placement, a Forsaken purchase and the last-conquest die all end that stage
(`turns.end_conquests`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from smallwow_qt.values import Value

if TYPE_CHECKING:
    from smallwow_qt.engine.errors import RuleError
    from smallwow_qt.engine.events import EventLog
    from smallwow_qt.engine.mapdef import RegionDef
    from smallwow_qt.engine.state import GameState, PlayerState, RegionState


class CostItem(Value):
    """One line of a conquest's cost: a modifier (`code`, a stable id such as "base",
    "mountain", "trolls"; `label`, what a player reads in the breakdown, in English), its
    tokens (`amount`: added if positive, saved if negative) and `params`, the facts the label
    states beside the amount (`murlocs` for defenders, `tokens` for a minimum or a fixed
    cost, `by`, the piece that waives the transport)."""

    FIELDS = ("code", "label", "amount", "params")

    def __init__(self, code: str, label: str, amount: int, **params) -> None:
        self.__dict__.update(code=code, label=label, amount=amount, params=params)


class Attack:
    """One conquest being considered or made by `player` on `region_id`.

    `kind` is "conquest", or for `costs.action_on_region`: "bomb" (a Goblin bomb going off),
    "bomb_place" (placing one), "intimidate", "swap", "steal", "objective" (placing a
    Military Objective). Harmony is due for conquest, bomb, intimidate and swap (Q11).
    """

    __slots__ = ("state", "player", "region_id", "region", "target", "active_regions", "use",
                 "die", "kind")

    def __init__(self, state: "GameState", player: "PlayerState", region_id: str,
                 region: "RegionDef", target: "RegionState", active_regions: frozenset[str],
                 use: tuple[str, ...] = (), die: bool = False, kind: str = "conquest") -> None:
        self.state = state
        self.player = player
        self.region_id = region_id
        self.region = region
        self.target = target
        self.active_regions = active_regions
        self.use = use
        self.die = die
        self.kind = kind

    @property
    def first_conquest(self) -> bool:
        return not self.active_regions

    def adjacent_to_own(self) -> bool:
        return not self.active_regions.isdisjoint(self.state.map.neighbours[self.region_id])


class Piece:
    id: ClassVar[str] = ""
    kind: ClassVar[str] = ""            # "race", "power", "artifact", "place"
    implemented: ClassVar[bool] = True
    keeps_on_decline: ClassVar[bool] = False   # powers that stay with a declined race
    min_per_region: ClassVar[int] = 1          # tokens a region of this race must keep
    uses: ClassVar[tuple[str, ...]] = ()       # `use:` options of a conquest this piece offers
    loss_order: ClassVar[int] = 0              # `on_loss` hooks run in this order (Draenei last)
    # A marker that guards every region of the active race holding it, not only its own
    # region (Light's Hope Chapel): `combatants.defence_pieces` adds it to those regions' guards.
    guards_all_regions: ClassVar[bool] = False
    # Its `refusal` looks at `attack.die` (the Champion refuses the die): otherwise the
    # conquest listing asks each region once for both, the die changing no other answer.
    refusal_reads_die: ClassVar[bool] = False
    # Its conquest hooks (reach, refusal, cost_items, fixed_cost, payments, free_dice...)
    # answer nothing unless `attack.use` names one of its `uses` (a once-per-turn option):
    # `costs.asked` leaves it out of the questions of a conquest that names none.
    hooks_need_use: ClassVar[bool] = False

    # Optional methods the core looks for with getattr (not defined here):
    #   legal_options(state, player) -> list[Action]: the optional actions this piece offers
    #       now (listed by `legal_actions`; asked of the active race, power and markers).
    #   do_<action key>(state, player, action, log): performs an ability action (buy, form,
    #       steal, bombs, objectives...); dispatched by `game.apply`. It must itself refuse
    #       when the piece is not the player's ACTIVE race/power (the declined race is asked too).
    #   after_scoring(state, player, log): after the player's scoring (Pandaren Harmony).

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

    def refusal(self, attack: Attack) -> RuleError | None:
        """The refusal (not raised) when this piece forbids the conquest."""
        return None

    def refuses_use(self, state: "GameState", player: "PlayerState", use: tuple[str, ...]) -> bool:
        """True when `refusal` forbids every conquest with these `use:` options now, whatever
        the region and the die (a once-per-turn option already used): the conquest listing
        then skips the regions. Only a shortcut: `refusal` must refuse each of them too."""
        return False

    def payments(self, attack: Attack) -> list[tuple[str | None, int, str]]:
        """Coins the attacker must pay before attacking: (payee or None for the reserve, coins, why)."""
        return []

    def free_dice(self, attack: Attack) -> int:
        """Free reinforcement dice rolled once the attack is paid for, before the tokens are
        counted; each roll lowers the cost (minimum 1). Gnomes' airborne assault (Q20).
        With free dice, `{conquer: R}` that still falls short is a spent attempt, and
        `{conquer: R, die: true}` rolls the last-conquest die only if the free dice were not
        enough."""
        return 0

    def fixed_cost(self, attack: Attack) -> tuple[str, str, int] | None:
        """(code, label, tokens) when this piece makes the conquest cost a fixed number of
        tokens whatever the defence and the minimum (Doomhammer: 1, Tauren 2; the Champion
        alone: 1). The breakdown shows it as one item that brings the total to `tokens`."""
        return None

    def spare_tokens(self, state: "GameState", player: "PlayerState", use: tuple[str, ...]) -> int:
        """Pieces besides the race tokens in hand that this conquest may commit (Beasts in
        hand; the Champion when `use` names it). Counted by `combatants.conquest_hand`."""
        return 0

    def commit_tokens(self, state: "GameState", player: "PlayerState", region_id: str, count: int,
                      use: tuple[str, ...], log: "EventLog") -> int:
        """The conquest of `region_id` is won with `count` pieces still to place: put up to
        `count` of this piece's spare pieces there and return how many; the race tokens in
        hand make up the rest. Asked in attacker-piece order (race, power, markers)."""
        return 0

    def on_attempt(self, attack: Attack, log: "EventLog") -> None:
        """The attack is paid for and about to be resolved (dice may still fail it): mark
        once-per-turn abilities named in `attack.use` as used."""

    # --- the defending side's pieces (its race, power, and the marker in the region) ---------
    def defence_refusal(self, attack: Attack) -> RuleError | None:
        """The refusal (not raised) when this guard forbids the attack."""
        return None

    def defence_payments(self, attack: Attack) -> list[tuple[str | None, int, str]]:
        """Coins due to the defender before an attack (Harmony). Payments made through
        `conquest.pay` are recorded in `turn.data["payments"]` as [payer, payee, coins, why],
        which is how a once-per-turn payment knows it was already made."""
        return []

    def on_loss(self, state: "GameState", owner: "PlayerState", region_id: str, loss: dict,
                log: "EventLog") -> None:
        """Adjust a defender's loss before it is applied. `loss` holds `discard` (tokens to
        discard), `to_hand` (tokens back to the owner's hand), `cause` ("conquest", "bomb",
        "intimidate"...) and `attacker`. Called by `conquest.remove_defenders` and
        `conquest.discard_one` for an active race's region, guards sorted by `loss_order`.
        Only what is left in `discard` counts as discarded (Forsaken, Q24)."""

    # --- moments of the turn -----------------------------------------------------------------
    def on_reveal(self, state: "GameState", region_id: str, player: "PlayerState",
                  log: "EventLog") -> None:
        """A face-down marker was just turned face up in `region_id` (markers only)."""

    def on_acquire(self, state: "GameState", player: "PlayerState", log: "EventLog") -> None:
        pass

    def on_turn_begin(self, state: "GameState", player: "PlayerState", log: "EventLog") -> None:
        """The very start of the player's turn, before any other start-of-turn effect and
        before the player declares expansion or decline (§3.5 step 2): Goblin bombs go off,
        the Pandaren take their Harmony tokens back. Asked of the active and declined race
        and power."""

    def on_turn_start(self, state: "GameState", player: "PlayerState", log: "EventLog") -> None:
        pass

    def after_conquest(self, attack: Attack, defender: dict, log: "EventLog") -> None:
        """Called for the attacker's pieces once the region is taken. `defender` describes
        what held it: race, owner, declined, tokens (before the conquest)."""

    def on_any_conquest(self, attack: Attack, defender: dict, log: "EventLog") -> None:
        """Any player made a conquest (after the attacker's own hooks). Asked of every
        player's active race (Humans' Military Objectives)."""

    def after_action(self, state: "GameState", player: "PlayerState", log: "EventLog") -> None:
        """After every accepted action, asked of every player's active race: restore the
        race's own invariants (a lone Tauren token moves on, Q23)."""

    def score(self, state: "GameState", player: "PlayerState", declined: bool) -> list[tuple[str, int]]:
        return []

    def before_redeploy(self, state: "GameState", player: "PlayerState", log: "EventLog") -> None:
        """Once per turn, as the player's own redeployment begins (his first `redeploy`, or
        `end`), asked of his attacker pieces: tokens that arrive then (Spirit Healer). A
        `redeploy` that does not place tokens arrived this way leaves them to the default
        placement, and `legal_actions` lists a redeployment that already counts them."""

    def after_opponent_turn(self, state: "GameState", player: "PlayerState", log: "EventLog") -> None:
        """Another player's turn has just been scored, before the defenders redeploy; asked
        of `player`'s active race and power: pieces he got back come onto the board again
        (a ransomed Champion, surviving Beasts)."""

    def end_of_turn(self, state: "GameState", player: "PlayerState", log: "EventLog") -> None:
        pass

    def decline_refusal(self, state: "GameState", player: "PlayerState") -> RuleError | None:
        """The refusal (not raised) when this attacker piece forbids going into decline now (the
        Worgen took their form this turn); `legal_actions` then leaves `decline` out."""
        return None

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
