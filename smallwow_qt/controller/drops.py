"""What dropping a token drag would do, before the player lets go.

The table asks for a `Verdict` while a drag hovers a region or the hand (`previews` for all
regions at once), and gives the controller back the one it got to carry out
(`GameController.carry_out`): a drop is judged once. A verdict never changes the game: it
names the engine action the drop plays, or says why nothing would happen (in the UI
language: the engine's own sentence when the engine would refuse), and what it costs.
"""

from __future__ import annotations

from enum import Enum
from typing import Protocol

from PySide6.QtCore import QObject

from smallwow_qt.controller.mime import HAND, TokenDrag
from smallwow_qt.controller.place_names import place_name
from smallwow_qt.engine import (Abandon, Action, Breakdown, Conquer, GameState, Legal, Redeploy, RuleError,
                                Session, Stage, min_tokens_per_region, refusal)
from smallwow_qt.values import Value


class DropKind(str, Enum):
    CONQUER = "conquer"      # enough tokens in hand: the region is taken
    DIE = "die"              # a final attempt with the reinforcement die (at most 3 short)
    REDEPLOY = "redeploy"    # tokens move between the hand and the player's own regions
    ABANDON = "abandon"      # a region's last tokens go back to the hand (before any conquest)
    REFUSE = "refuse"        # nothing happens; `text` says why


class Verdict(Value):
    """What dropping `drag` on `target` would do in the position numbered `position`:
    `action` is what it plays (None when refused), `cost` the tokens it moves or spends,
    `text` the sentence shown, `code` the engine's refusal code behind a refusal ("" for a
    refusal of the table's own, such as a drop outside the player's turn)."""

    FIELDS = ("kind", "target", "cost", "text", "action", "code", "drag", "position")

    def __init__(self, kind: DropKind, target: str, cost: int = 0, text: str = "", *,
                 action: Action | None = None, code: str = "", drag: TokenDrag | None = None,
                 position: int = 0) -> None:
        self.__dict__.update(kind=kind, target=target, cost=cost, text=text, action=action, code=code,
                             drag=drag, position=position)

    @property
    def allowed(self) -> bool:
        return self.kind is not DropKind.REFUSE


class Table(Protocol):
    """What the drops need of the controller that owns them."""

    session: Session | None
    selected_uses: set[str]
    position: int           # counts the changes of position (a verdict is for one of them)

    @property
    def state(self) -> GameState: ...
    @property
    def seat_ready(self) -> bool: ...
    def options(self) -> dict[str, Breakdown]: ...
    def legal(self) -> list[Legal]: ...
    def refusal_text(self, err: RuleError) -> str: ...
    def breakdown_text(self, region: str) -> str: ...


class Drops(QObject):
    """The drop verdicts of one controller (which owns it and asks it through its own
    `verdict`, `previews` and `movable_from`)."""

    def __init__(self, table: Table, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.table = table

    def movable_from(self, region: str) -> int:
        """Tokens the actor may pick up from one of their regions now (0: none)."""
        t = self.table
        if not t.seat_ready:
            return 0
        st = t.state
        actor = st.actor
        r = st.regions.get(region)
        if r is None or r.owner != actor.id or r.race != actor.race or r.declined or not actor.race:
            return 0
        if st.stage is Stage.CONQUER and not st.turn.conquests:
            return r.tokens                       # abandoning
        if st.stage in (Stage.CONQUER, Stage.REDEPLOY, Stage.DEFENDERS):
            return max(0, r.tokens - min_tokens_per_region(actor.race))
        return 0

    def verdict(self, drag: TokenDrag, target: str, explain: bool = True) -> Verdict:
        """What dropping `drag` on `target` (a region id or HAND) would do; changes nothing.
        Without `explain`, a refusal's or a conquest's sentence is left out (the previews
        of every region need only the kind and the cost)."""
        kind, cost, text, action, code = self._judge(drag, target, explain)
        return Verdict(kind, target, cost, text, action=action, code=code, drag=drag,
                       position=self.table.position)

    def previews(self, drag: TokenDrag) -> dict[str, Verdict]:
        """The verdict for every region (without sentences), shown while a drag is under way."""
        return {rid: self.verdict(drag, rid, explain=False) for rid in self.table.state.regions}

    # ----- the judgement --------------------------------------------------------------------

    def _judge(self, drag: TokenDrag, target: str, explain: bool):
        """(kind, cost, text, action, refusal code) of a drop."""
        t = self.table
        if t.session is None:
            return self._no(self.tr("No game is in progress."))
        st = t.state
        actor = st.actor
        if actor is None:
            return self._no(self.tr("The game is over."))
        if not t.seat_ready or drag.player != actor.id:
            return self._no(self.tr("Only %1 may move tokens now.").replace("%1", actor.name))
        if drag.source == target:
            return self._no(self.tr("The tokens are already there."))
        own = set(st.active_regions(actor.id)) if actor.race else set()
        if target == HAND:
            if drag.source not in own:
                return self._no(self.tr("Those tokens are not yours."))
            if st.stage is Stage.CONQUER and not st.turn.conquests:
                return (DropKind.ABANDON, st.regions[drag.source].tokens,
                        self.tr("Abandon %1: its tokens go back to the hand.")
                        .replace("%1", place_name(st.map.by_id[drag.source].display_name)),
                        Abandon(actor.id, drag.source), "")
            return self._redeploy(drag, target, explain)
        if target not in st.regions:
            return self._no(self.tr("Drop the tokens on a region."))
        if target in own:
            return self._redeploy(drag, target, explain)
        if drag.source != HAND:
            return self._no(self.tr("Only tokens in hand can conquer: drag them from your hand."))
        if st.stage is not Stage.CONQUER:
            return self._no(self._not_conquering_text())
        return self._conquest(target, explain)

    def _conquest(self, target: str, explain: bool):
        """A conquest with the ticked options: as the engine lists it, or its refusal."""
        t = self.table
        uses = frozenset(t.selected_uses)
        text = t.breakdown_text(target) if explain else ""
        for lg in t.legal():
            a = lg.action
            if isinstance(a, Conquer) and a.region == target and frozenset(a.use) == uses:
                return DropKind.DIE if a.die else DropKind.CONQUER, lg.cost or 0, text, a, ""
        return self._refused(Conquer(t.state.actor.id, target, False, tuple(sorted(uses))), explain, text)

    def _redeploy(self, drag: TokenDrag, target: str, explain: bool):
        st = self.table.state
        action = Redeploy(st.actor.id, self.move_counts(drag, target), partial=True)
        err = refusal(st, action)
        if err is not None:
            return (DropKind.REFUSE, 0, self.table.refusal_text(err) if explain else "", None, err.code)
        where = self.tr("the hand") if target == HAND else place_name(st.map.by_id[target].display_name)
        text = self.tr("Move %n token(s) to %1.", "", drag.count).replace("%1", where)
        if st.stage is Stage.CONQUER:
            text += " " + self.tr("This ends your conquests for this turn.")
        return DropKind.REDEPLOY, drag.count, text, action, ""

    def _refused(self, action: Action, explain: bool, fallback: str):
        """The engine's reason for refusing `action` (looked up only when it is shown)."""
        if not explain:
            return DropKind.REFUSE, 0, "", None, ""
        err = refusal(self.table.state, action)
        if err is None:     # (listed under other options only: say what it would cost)
            return DropKind.REFUSE, 0, fallback, None, ""
        return DropKind.REFUSE, 0, self.table.refusal_text(err) or fallback, None, err.code

    @staticmethod
    def _no(text: str):
        return DropKind.REFUSE, 0, text, None, ""

    def move_counts(self, drag: TokenDrag, target: str) -> tuple[tuple[str, int], ...]:
        """The region counts after moving `drag` to `target` (a redeployment's `counts`)."""
        st = self.table.state
        counts: dict[str, int] = {}
        if drag.source != HAND:
            counts[drag.source] = st.regions[drag.source].tokens - drag.count
        if target != HAND:
            counts[target] = st.regions[target].tokens + drag.count
        return tuple(counts.items())

    def _not_conquering_text(self) -> str:
        stage = self.table.state.stage
        if stage is Stage.PICK:
            return self.tr("Pick a race and power from the column first.")
        if stage is Stage.DECLINED:
            return self.tr("Your race went into decline: no conquest this turn.")
        if stage is Stage.DEFENDERS:
            return self.tr("Place the tokens you got back on your own regions.")
        return self.tr("Your conquests are over for this turn: you can only redeploy.")
