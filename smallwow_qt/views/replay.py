"""The replay viewer: step through a game turn by turn (or action by action), the table
showing the position and the log highlighting what that step did.

Only public information is shown, as during play: coin totals appear at the last step of a
finished game. A finished game can be reviewed here (`show_review`: the review panel in a
dock; a decision chosen there brings the replay to it and outlines the better plan), and
any position can be played on from (`play_from_here_requested`: the main window asks who
plays each seat and starts a new game there; the game replayed is left as it was).
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QColor, QKeySequence
from PySide6.QtWidgets import (QAbstractItemView, QDockWidget, QLabel, QListView, QMainWindow,
                               QSlider, QStyle, QToolBar)

from smallwow_qt.controller.game_controller import GameController
from smallwow_qt.controller.models import LogModel
from smallwow_qt.controller.texts import Texts
from smallwow_qt.controller import End, Session
from smallwow_qt.views.board_view import BoardView


def turn_stops(session: Session) -> list[int]:
    """Numbers of actions after which a turn is over (0 = the start), ascending."""
    stops = [0]
    for i, step in enumerate(session.steps):
        if isinstance(step.action, End) or any(e.kind == "turn" for e in step.events):
            if stops[-1] != i + 1:
                stops.append(i + 1)
    if stops[-1] != len(session.steps):
        stops.append(len(session.steps))
    return stops


OUTLINE = QColor("#ff8c1a")           # the better plan's regions, numbered in its order
OUTLINE_FILL = QColor(255, 140, 26, 70)


class ReplayWindow(QMainWindow):
    play_from_here_requested = Signal(int)     # actions played in the position shown

    def __init__(self, session: Session, texts: Texts | None = None, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("replayWindow")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self.session = session
        self.stops = turn_stops(session)
        self.position = 0            # actions played so far
        texts = texts or Texts()
        # the full game (for the log) and the position shown (for the table)
        self.full = GameController(session, Texts(texts.language), self)
        self.shown = GameController(texts=Texts(texts.language), parent=self)
        self.board = BoardView(self.shown)
        self.setCentralWidget(self.board)
        self.log_model = LogModel(self.full, self)
        self.log = QListView()
        self.log.setModel(self.log_model)
        self.log.setWordWrap(True)
        self.log.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.log_dock = QDockWidget(self)
        self.log_dock.setObjectName("replayLogDock")
        self.log_dock.setWidget(self.log)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log_dock)
        self._rows = self._event_rows()

        bar = QToolBar()
        bar.setObjectName("replayToolBar")
        self.addToolBar(bar)
        self.first = QAction(self)
        self.first.setShortcut(QKeySequence(Qt.Key.Key_Home))
        self.prev_turn = QAction(self)
        self.prev_turn.setShortcut(QKeySequence(Qt.Key.Key_PageUp))
        self.prev_step = QAction(self)
        self.prev_step.setShortcut(QKeySequence(Qt.Key.Key_Left))
        self.next_step = QAction(self)
        self.next_step.setShortcut(QKeySequence(Qt.Key.Key_Right))
        self.next_turn = QAction(self)
        self.next_turn.setShortcut(QKeySequence(Qt.Key.Key_PageDown))
        self.last = QAction(self)
        self.last.setShortcut(QKeySequence(Qt.Key.Key_End))
        for action, slot in ((self.first, lambda: self.go(0)), (self.prev_turn, self.previous_turn),
                             (self.prev_step, lambda: self.go(self.position - 1)),
                             (self.next_step, lambda: self.go(self.position + 1)),
                             (self.next_turn, self.following_turn),
                             (self.last, lambda: self.go(len(self.session.steps)))):
            action.triggered.connect(slot)
            bar.addAction(action)
        # the style's own media pictures: ⏮ and ⏭ are missing from common fonts (empty boxes)
        pixmaps = QStyle.StandardPixmap
        for action, pixmap in ((self.first, pixmaps.SP_MediaSkipBackward), (self.prev_turn, pixmaps.SP_MediaSeekBackward),
                               (self.prev_step, pixmaps.SP_ArrowBack), (self.next_step, pixmaps.SP_ArrowForward),
                               (self.next_turn, pixmaps.SP_MediaSeekForward), (self.last, pixmaps.SP_MediaSkipForward)):
            action.setIcon(self.style().standardIcon(pixmap))
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        bar.addSeparator()
        self.review_action = QAction(self)
        self.review_action.setObjectName("replayReview")
        self.review_action.triggered.connect(lambda: self.show_review())
        self.review_action.setEnabled(session.state.game_over)
        self.play_action = QAction(self)
        self.play_action.setObjectName("replayPlayFromHere")
        self.play_action.triggered.connect(lambda: self.play_from_here_requested.emit(self.position))
        self.review_action.setIcon(self.style().standardIcon(pixmaps.SP_FileDialogContentsView))
        self.play_action.setIcon(self.style().standardIcon(pixmaps.SP_MediaPlay))
        bar.addAction(self.review_action)
        bar.addAction(self.play_action)
        self.review_dock: QDockWidget | None = None
        self.review_panel = None
        self._outline: tuple[int, list[str]] | None = None
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, len(session.steps))
        self.slider.valueChanged.connect(self.go)
        bar.addWidget(self.slider)
        self.where = QLabel()
        bar.addWidget(self.where)
        self.retranslate()
        self.resize(1500, 900)
        self.go(self.stops[1] if len(self.stops) > 1 else 0)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Replay"))
        self.log_dock.setWindowTitle(self.tr("Game log"))
        for action, text, tip in (
                (self.first, self.tr("Start"), self.tr("Back to the start of the game")),
                (self.prev_turn, self.tr("Turn"), self.tr("The previous turn")),
                (self.prev_step, self.tr("Action"), self.tr("One action back")),
                (self.next_step, self.tr("Action"), self.tr("One action forward")),
                (self.next_turn, self.tr("Turn"), self.tr("The next turn")),
                (self.last, self.tr("End"), self.tr("The last position"))):
            action.setText(text)
            shortcut = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            action.setToolTip(f"{tip} ({shortcut})")
        self.slider.setToolTip(self.tr("Move through the game action by action"))
        self.review_action.setText(self.tr("Review…"))
        self.review_action.setToolTip(self.tr("Where this game was won and lost: every decision "
                                              "of a player judged by the Hard computer player"))
        self.play_action.setText(self.tr("Play from here…"))
        self.play_action.setToolTip(self.tr("Start a new game from the position shown (this "
                                            "game stays as it is)"))
        if self.review_dock is not None:
            self.review_dock.setWindowTitle(self.tr("Review"))
            self.review_panel.retranslate()
        self._update_label()

    def _event_rows(self) -> list[tuple[int, int]]:
        """For each number of actions played, the log rows of the events of the last one."""
        first = sum(1 for e in self.session.start_events if not e.private)
        rows = [(0, first)]
        row = first
        for step in self.session.steps:
            n = sum(1 for e in step.events if not e.private)
            rows.append((row, row + n))
            row += n
        return rows

    # ----- moving ----------------------------------------------------------------------------

    def go(self, position: int) -> None:
        position = max(0, min(len(self.session.steps), int(position)))
        self.position = position
        partial = Session(self.session.initial, list(self.session.start_events),
                          list(self.session.steps[:position]), info=dict(self.session.info))
        self.shown.set_session(partial)
        if self.slider.value() != position:
            self.slider.blockSignals(True)
            self.slider.setValue(position)
            self.slider.blockSignals(False)
        # highlight the events of the turn up to this action
        turn_start = max((s for s in self.stops if s < position), default=0)
        start = self._rows[turn_start + 1][0] if turn_start + 1 < len(self._rows) and position else 0
        end = self._rows[position][1]
        self.highlighted = (start, end)
        self.log_model.set_highlight_range(start, end)
        if end > start:
            self.log.scrollTo(self.log_model.index(end - 1), QAbstractItemView.ScrollHint.PositionAtCenter)
        if self.review_panel is not None:
            self.review_panel.set_position(position)
        if self._outline is not None and self._outline[0] == position:
            self._draw_outline(self._outline[1])
        self._update_label()

    # ----- the review ------------------------------------------------------------------------

    def show_review(self, player: str | None = None, start: bool = False):
        """The review panel in its dock (made the first time); `start` the review of
        `player` at once. None for a game that is not over (it cannot be reviewed)."""
        if not self.session.state.game_over:
            return None
        if self.review_dock is None:
            from smallwow_qt.views.review_panel import ReviewPanel

            colours = {p.id: self.full.colour(p.id) for p in self.session.state.players}
            self.review_panel = ReviewPanel(self.session, self.full.texts, colours, self)
            self.review_panel.go_to.connect(self.go)
            self.review_panel.outline.connect(self.outline_plan)
            self.review_dock = QDockWidget(self)
            self.review_dock.setObjectName("replayReviewDock")
            self.review_dock.setWidget(self.review_panel)
            self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.review_dock)
            self.tabifyDockWidget(self.log_dock, self.review_dock)
            self.resizeDocks([self.review_dock], [max(560, self.width() * 2 // 5)],
                             Qt.Orientation.Horizontal)
            self.retranslate()
            self.review_panel.set_position(self.position)
        self.review_dock.show()
        self.review_dock.raise_()
        if player is not None:
            self.review_panel.choose_player(player)
        if start:
            self.review_panel.start()
        return self.review_panel

    def outline_plan(self, regions: list[str]) -> None:
        """Outline `regions` (numbered in order) on the position shown, until it changes."""
        self._outline = (self.position, list(regions)) if regions else None
        self._draw_outline(regions)

    def _draw_outline(self, regions: list[str]) -> None:
        scene = self.board.board
        for rid, overlay in scene.overlays.items():
            if rid in regions:
                overlay.show_state(OUTLINE, False, fill=OUTLINE_FILL, width=5)
                scene.pieces[rid].set_preview(("chosen", str(regions.index(rid) + 1)))
            else:
                overlay.show_state(None, False)
                scene.pieces[rid].set_preview(None)

    def closeEvent(self, event) -> None:
        if self.review_panel is not None:
            self.review_panel.runner.cancel(wait=True)
        super().closeEvent(event)

    def previous_turn(self) -> None:
        self.go(max((s for s in self.stops if s < self.position), default=0))

    def following_turn(self) -> None:
        self.go(min((s for s in self.stops if s > self.position), default=len(self.session.steps)))

    def _update_label(self) -> None:
        if not hasattr(self, "position"):
            return
        st = self.shown.state if self.shown.has_game else self.session.initial
        who = st.actor.name if st.actor else self.tr("game over")
        self.where.setText(self.tr("Round %1 of %2 — %3 — action %4 of %5")
                           .replace("%1", str(st.round)).replace("%2", str(st.rounds)).replace("%3", who)
                           .replace("%4", str(self.position)).replace("%5", str(len(self.session.steps))))
