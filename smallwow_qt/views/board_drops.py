"""Token drags on the board: picking tokens up from one's own region, the previews while a
drag hovers the islands, and the drop.

Each drop is judged once by the controller (`GameController.verdict`); the verdict shown
while hovering the region is the one carried out (`carry_out`), after a confirmation where
the drop ends the conquests or rolls the die.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QObject, QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QDrag
from PySide6.QtWidgets import QGraphicsView

from smallwow_qt.controller import Stage
from smallwow_qt.controller.drops import DropKind, Verdict
from smallwow_qt.controller.game_controller import GameController
from smallwow_qt.controller.mime import HAND, TokenDrag
from smallwow_qt.controller.place_names import place_name
from smallwow_qt.views.board_scene import BoardScene
from smallwow_qt.views.emblems import emblem_pixmap


class BoardDrops(QObject):
    """The token drags of one board view (`view`, showing `board`)."""

    hover_text = Signal(str)     # what a drop on the region under the pointer would do
    ended = Signal()             # the drag left the board or was dropped

    def __init__(self, view: QGraphicsView, board: BoardScene, controller: GameController,
                 confirm: Callable[[str, str], bool]) -> None:
        super().__init__(view)
        self.view = view
        self.board = board
        self.controller = controller
        self.confirm = confirm                  # asks a yes/no question (title, text)
        self.drag: TokenDrag | None = None      # the drag over the board now
        self._hovered: str | None = None

    # ----- picking tokens up --------------------------------------------------------------------

    def start_from(self, region: str, everything: bool = False) -> None:
        """Pick tokens up from one of the player's regions (one, or all that may move)."""
        c = self.controller
        movable = c.movable_from(region)
        if movable <= 0:
            return
        st = c.state
        count = movable if everything or (st.stage is Stage.CONQUER and not st.turn.conquests) else 1
        drag = QDrag(self.view)
        drag.setMimeData(TokenDrag(c.actor_id, region, count).to_mime())
        race = st.regions[region].race
        if race:
            drag.setPixmap(emblem_pixmap(race, False, 40, self.view.devicePixelRatioF()))
            drag.setHotSpot(QPoint(20, 20))
        drag.exec(Qt.DropAction.MoveAction)

    # ----- a drag over the board ----------------------------------------------------------------

    def enter(self, event) -> None:
        drag = TokenDrag.from_mime(event.mimeData())
        if drag is None or not self.controller.has_game:
            event.ignore()
            return
        self.drag = drag
        self._hovered = None
        self.board.set_previews(self.controller.previews(drag))
        event.setDropAction(Qt.DropAction.MoveAction)
        event.accept()

    def move(self, event) -> None:
        if self.drag is None:
            event.ignore()
            return
        region = self._region_at(event)
        if region != self._hovered:
            self._hovered = region
            self.board.set_previews(self.controller.previews(self.drag), region)
            if region:
                verdict = self.controller.verdict(self.drag, region)
                self.hover_text.emit(f"{self._name(region)}: {verdict.text}")
            else:
                self.hover_text.emit("")
        # Accept everywhere: a drop on a refused region is answered with the reason.
        event.setDropAction(Qt.DropAction.MoveAction)
        event.accept()

    def leave(self, event) -> None:
        self._end()
        event.accept()

    def drop(self, event) -> None:
        drag = TokenDrag.from_mime(event.mimeData()) or self.drag
        region = self._region_at(event)
        self._end()
        if drag is None:
            event.ignore()
            return
        if region is None:
            self.controller.refuse(self.tr("Drop the tokens on a region."))
            event.ignore()
            return
        verdict = self.controller.verdict(drag, region)
        if verdict.kind is DropKind.REFUSE:
            self.controller.carry_out(verdict)      # reports the reason, changes nothing
            event.ignore()
            return
        event.setDropAction(Qt.DropAction.MoveAction)
        event.accept()
        if self._needs_confirmation(verdict):
            # ask after the drag has finished: no modal dialog inside a drop
            QTimer.singleShot(0, self, lambda: self.carry_out(verdict))
        else:
            self.controller.carry_out(verdict)

    def carry_out(self, verdict: Verdict) -> bool:
        """Carry out a drop (from the board, a menu or the keyboard), first asking where it
        rolls the die or ends the conquests."""
        if self._needs_confirmation(verdict) and not self.confirm(*self._question(verdict)):
            return False
        return self.controller.carry_out(verdict)

    # ----- helpers --------------------------------------------------------------------------------

    def _needs_confirmation(self, verdict: Verdict) -> bool:
        if verdict.kind is DropKind.DIE:
            return True
        return verdict.kind is DropKind.REDEPLOY and self.controller.state.stage is Stage.CONQUER

    def _question(self, verdict: Verdict) -> tuple[str, str]:
        """The confirmation's title and text."""
        st = self.controller.state
        if verdict.kind is DropKind.DIE:
            title = self.tr("Final attempt")
            text = self.tr("%1 needs %2 tokens and you have %3. Roll the reinforcement die for a "
                           "final conquest? Your conquests end after this roll.") \
                .replace("%1", self._name(verdict.target)).replace("%2", str(verdict.cost)) \
                .replace("%3", str(st.actor.hand))
        elif verdict.drag is not None and verdict.drag.source == HAND:
            title = self.tr("End conquests")
            text = self.tr("Placing tokens from your hand on %1, a region of yours, ends your "
                           "conquests for this turn. Go on?").replace("%1", self._name(verdict.target))
        else:
            title = self.tr("End conquests")
            text = self.tr("Moving tokens between your regions ends your conquests for this turn. "
                           "Go on?")
        return title, text

    def _region_at(self, event) -> str | None:
        return self.board.region_at(self.view.mapToScene(event.position().toPoint()))

    def _name(self, region: str) -> str:
        return place_name(self.controller.state.map.by_id[region].display_name)

    def _end(self) -> None:
        self.drag = None
        self._hovered = None
        self.ended.emit()
        self.hover_text.emit("")
