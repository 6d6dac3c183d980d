"""What dropping a token drag would do, before the player lets go.

The table asks for a `Verdict` while a drag hovers a region or the hand (`previews` for all
regions at once), and the controller's `drop` carries out the one it got. A verdict never
changes the game: a refusal says why in the UI language (the engine's own sentence when the
engine would refuse), an allowed drop says what it costs.
"""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from smallwow_qt.controller.mime import HAND, TokenDrag
from smallwow_qt.engine.actions import Action, Conquer, Redeploy
from smallwow_qt.engine.costs import die_reachable
from smallwow_qt.engine.errors import RuleError
from smallwow_qt.engine.pieces import piece
from smallwow_qt.engine.state import Stage
from smallwow_qt.engine.values import Value

if TYPE_CHECKING:
    from smallwow_qt.controller.game_controller import GameController


class DropKind(str, Enum):
    CONQUER = "conquer"      # enough tokens in hand: the region is taken
    DIE = "die"              # a final attempt with the reinforcement die (at most 3 short)
    REDEPLOY = "redeploy"    # tokens move between the hand and the player's own regions
    ABANDON = "abandon"      # a region's last tokens go back to the hand (before any conquest)
    REFUSE = "refuse"        # nothing happens; `text` says why


class Verdict(Value):
    """What dropping a token drag on a target would do."""

    FIELDS = ("kind", "target", "cost", "text")

    def __init__(self, kind: DropKind, target: str, cost: int = 0, text: str = "") -> None:
        self.__dict__.update(kind=kind, target=target, cost=cost, text=text)

    @property
    def allowed(self) -> bool:
        return self.kind is not DropKind.REFUSE


class Drops(QObject):
    """The drop verdicts of one `GameController` (which owns it and asks it through its own
    `verdict`, `previews` and `movable_from`)."""

    def __init__(self, controller: GameController) -> None:
        super().__init__(controller)
        self.controller = controller

    def movable_from(self, region: str) -> int:
        """Tokens the actor may pick up from one of their regions now (0: none)."""
        ctl = self.controller
        if not ctl.seat_ready:
            return 0
        st = ctl.state
        actor = st.actor
        r = st.regions.get(region)
        if r is None or r.owner != actor.id or r.race != actor.race or r.declined or not actor.race:
            return 0
        if st.stage is Stage.CONQUER and not st.turn.conquests:
            return r.tokens                       # abandoning
        if st.stage in (Stage.CONQUER, Stage.REDEPLOY, Stage.DEFENDERS):
            return max(0, r.tokens - piece(actor.race).min_per_region)
        return 0

    def verdict(self, drag: TokenDrag, target: str) -> Verdict:
        """What dropping `drag` on `target` (a region id or HAND) would do; changes nothing."""
        ctl = self.controller
        ctl.last_refusal_code = None
        if ctl.session is None:
            return Verdict(DropKind.REFUSE, target, text=self.tr("No game is in progress."))
        st = ctl.state
        actor = st.actor
        if actor is None:
            return Verdict(DropKind.REFUSE, target, text=self.tr("The game is over."))
        if not ctl.seat_ready or drag.player != actor.id:
            return Verdict(DropKind.REFUSE, target,
                           text=self.tr("Only %1 may move tokens now.").replace("%1", actor.name))
        if drag.source == target:
            return Verdict(DropKind.REFUSE, target, text=self.tr("The tokens are already there."))
        own = set(st.active_regions(actor.id)) if actor.race else set()
        if target == HAND:
            if drag.source not in own:
                return Verdict(DropKind.REFUSE, target, text=self.tr("Those tokens are not yours."))
            if st.stage is Stage.CONQUER and not st.turn.conquests:
                return Verdict(DropKind.ABANDON, target, st.regions[drag.source].tokens,
                               self.tr("Abandon %1: its tokens go back to the hand.")
                               .replace("%1", st.map.by_id[drag.source].display_name))
            return self._redeploy_verdict(drag, target)
        if target not in st.regions:
            return Verdict(DropKind.REFUSE, target, text=self.tr("Drop the tokens on a region."))
        if target in own:
            return self._redeploy_verdict(drag, target)
        if drag.source != HAND:
            return Verdict(DropKind.REFUSE, target,
                           text=self.tr("Only tokens in hand can conquer: drag them from your hand."))
        if st.stage is not Stage.CONQUER:
            return Verdict(DropKind.REFUSE, target, text=self._not_conquering_text())
        b = ctl.options().get(target)
        text = ctl.engine_texts.breakdown(b, st) if b else ""
        if ctl.selected_uses:
            uses = tuple(sorted(ctl.selected_uses))
            if b is not None and b.conquerable and sum(c for _, c, _ in b.payments) <= actor.coins:
                if actor.hand >= b.total:
                    return Verdict(DropKind.CONQUER, target, b.total, text)
                if die_reachable(b.total, actor.hand, piece(actor.race).min_per_region):
                    return Verdict(DropKind.DIE, target, b.total, text)
            return Verdict(DropKind.REFUSE, target,
                           text=self._refusal(Conquer(actor.id, target, False, uses)) or text)
        for lg in ctl.legal():
            a = lg.action
            if isinstance(a, Conquer) and a.region == target:
                return Verdict(DropKind.DIE if a.die else DropKind.CONQUER, target, lg.cost or 0, text)
        return Verdict(DropKind.REFUSE, target, text=self._refusal(Conquer(actor.id, target)) or text)

    def _redeploy_verdict(self, drag: TokenDrag, target: str) -> Verdict:
        st = self.controller.state
        counts = self.move_counts(drag, target)
        action = Redeploy(st.actor.id, counts, partial=True)
        why = self._refusal(action)
        if why:
            return Verdict(DropKind.REFUSE, target, text=why)
        where = self.tr("the hand") if target == HAND else st.map.by_id[target].display_name
        text = self.tr("Move %n token(s) to %1.", "", drag.count).replace("%1", where)
        if st.stage is Stage.CONQUER:
            text += " " + self.tr("This ends your conquests for this turn.")
        return Verdict(DropKind.REDEPLOY, target, drag.count, text)

    def move_counts(self, drag: TokenDrag, target: str) -> tuple[tuple[str, int], ...]:
        """The region counts after moving `drag` to `target` (a redeployment's `counts`)."""
        st = self.controller.state
        counts: dict[str, int] = {}
        if drag.source != HAND:
            counts[drag.source] = st.regions[drag.source].tokens - drag.count
        if target != HAND:
            counts[target] = st.regions[target].tokens + drag.count
        return tuple(counts.items())

    def _not_conquering_text(self) -> str:
        stage = self.controller.state.stage
        if stage is Stage.PICK:
            return self.tr("Pick a race and power from the column first.")
        if stage is Stage.DECLINED:
            return self.tr("Your race went into decline: no conquest this turn.")
        if stage is Stage.DEFENDERS:
            return self.tr("Place the tokens you got back on your own regions.")
        return self.tr("Your conquests are over for this turn: you can only redeploy.")

    def _refusal(self, action: Action) -> str:
        """The engine's sentence if `action` would be refused now, else ''. Changes nothing."""
        from smallwow_qt.engine.game import apply

        try:
            apply(self.controller.state, action)
        except RuleError as err:
            return self.controller.refusal_text(err, action)
        return ""

    def previews(self, drag: TokenDrag) -> dict[str, Verdict]:
        """The verdict for every region, shown while a drag is under way."""
        return {rid: self.verdict(drag, rid) for rid in self.controller.state.regions}
