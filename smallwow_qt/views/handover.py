"""The hand-over screen between turns: it covers the whole window until the next player
clicks, so nothing of the previous player's turn stays in view.

When a person's turn has just scored and scores are secret, the screen first shows that
score to them alone ("Ann, your turn scored 7 coins"), until they pass it on: only then does
it call the next player, who can no longer bring the amount back. At a table with open
scores the amount is simply written on the screen."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from smallwow_qt.controller import Stage
from smallwow_qt.controller.secrecy import just_scored, open_scores
from smallwow_qt.views.catch_up import CatchUp



class HandOverScreen(QWidget):
    accepted = Signal(str)   # the player who took the seat

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("handOverScreen")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setAutoFillBackground(True)
        self.player_id: str | None = None
        self.colour = QColor("#888888")
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setStyleSheet("color: #f6efdc; font-size: 34pt; font-weight: bold;")
        self.title.setWordWrap(True)
        layout.addWidget(self.title)
        self.subtitle = QLabel()
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle.setStyleSheet("color: #d8ccb0; font-size: 15pt;")
        self.subtitle.setWordWrap(True)
        layout.addWidget(self.subtitle)
        # what happened to this player since their last turn (views/catch_up.py)
        self.catch_up = QLabel()
        self.catch_up.setObjectName("catchUp")
        self.catch_up.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.catch_up.setStyleSheet("color: #f6efdc; font-size: 13pt; background: rgba(255, 255, 255, 18);"
                                    "border-radius: 8px; padding: 10px 18px;")
        self.catch_up.setWordWrap(False)     # (short lines; a wrapped label is cut in this layout)
        self.catch_up.setTextFormat(Qt.TextFormat.PlainText)
        layout.addSpacing(16)
        layout.addWidget(self.catch_up, 0, Qt.AlignmentFlag.AlignHCenter)
        self.catch_up.hide()
        self._catch_up: list[str] = []
        layout.addSpacing(30)
        self.button = QPushButton()
        self.button.setDefault(True)
        self.button.setAutoDefault(True)
        self.button.setMinimumHeight(56)
        self.button.setStyleSheet("font-size: 16pt; padding: 8px 30px;")
        self.button.clicked.connect(self._clicked)
        row = QVBoxLayout()
        row.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        row.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addLayout(row)
        layout.addStretch(3)
        self.hide()
        self._scored: tuple[str, int] | None = None     # (scorer's name, amount)
        self._session = None            # the game the screen last called a player to
        self._opened_at = 0             # its actions when it was opened (set_session)
        self._open_scores = False
        self.scorer_first = False       # the score is on screen for its scorer; the call comes next
        parent.installEventFilter(self)
        self._name = ""
        self._defender = False
        self._round = (0, 0)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parent() and event.type() == QEvent.Type.Resize:
            self.setGeometry(self.parent().rect())
        return False

    def call(self, controller, player_id: str) -> None:
        """Call `player_id` to the computer, with what the turn just played scored for the
        person who played it (not a computer player's, nor that of the last turn of a game
        just opened: whoever opens it may not be its scorer)."""
        c, st = controller, controller.state
        if self._session is not c.session:
            self._session, self._opened_at = c.session, len(c.session.steps)
        scored = just_scored(c) if len(c.session.steps) > self._opened_at else None
        shown = scored if scored and (open_scores(c) or not c.seats.is_bot(scored[0])) else None
        self.show_for(player_id, st.player(player_id).name, c.colour(player_id),
                      defender=st.stage is Stage.DEFENDERS, round_no=st.round, rounds=st.rounds,
                      scored=(st.player(shown[0]).name, shown[1]) if shown else None,
                      catch_up=CatchUp(c).lines(player_id), open_scores=open_scores(c))

    def show_for(self, player_id: str, name: str, colour: str, *, defender: bool = False,
                 round_no: int = 0, rounds: int = 0, scored: tuple[str, int] | None = None,
                 catch_up: list[str] | None = None, open_scores: bool = False) -> None:
        """`scored`: (name, amount) of the person whose turn just ended with a score: shown
        to them first (secret scores), or written for all (open scores)."""
        self.player_id = player_id
        self.colour = QColor(colour)
        self._name, self._defender, self._round = name, defender, (round_no, rounds)
        self._scored, self._open_scores = scored, open_scores
        self.scorer_first = scored is not None and not open_scores
        self._catch_up = list(catch_up or [])
        self.retranslate()
        self.setGeometry(self.parent().rect())
        self.raise_()
        self.show()
        self.button.setFocus()

    def retranslate(self) -> None:
        name = self._name
        if self.scorer_first:
            scorer, amount = self._scored
            self.title.setText(self.tr("%1, your turn scored").replace("%1", scorer))
            self.subtitle.setText(self.tr("%n coin(s)", "", amount) + "\n"
                                  + self.tr("Only you see this. Then pass the computer to %1.").replace("%1", name))
            self.button.setText(self.tr("Hide it and pass to %1").replace("%1", name))
            self.button.setToolTip("")
            self.catch_up.hide()
            self.update()
            return
        self.title.setText(self.tr("Pass to %1").replace("%1", name))
        if self._defender:
            self.subtitle.setText(self.tr("%1's tokens were driven out of a region: %1 places them "
                                          "again before the next turn.").replace("%1", name))
        elif self._round[0] and self._open_scores:
            subtitle = self.tr("Round %1 of %2. Scores are open at this table.") \
                .replace("%1", str(self._round[0])).replace("%2", str(self._round[1]))
            if self._scored is not None:
                subtitle += "\n" + self.tr("%1's turn scored %n coin(s).", "", self._scored[1]) \
                    .replace("%1", self._scored[0])
            self.subtitle.setText(subtitle)
        elif self._round[0]:
            self.subtitle.setText(self.tr("Round %1 of %2. The others look away: coins stay secret.")
                                  .replace("%1", str(self._round[0])).replace("%2", str(self._round[1])))
        else:
            self.subtitle.setText("")
        if self._defender:      # they only place the tokens they got back
            self.button.setText(self.tr("I am %1: place my tokens").replace("%1", name))
        else:
            self.button.setText(self.tr("I am %1: show my turn").replace("%1", name))
        self.button.setToolTip(self.tr("Click only when %1 sits at the computer").replace("%1", name))
        if self._catch_up:
            self.catch_up.setText(self.tr("Since your last turn, %1:").replace("%1", name) + "\n"
                                  + "\n".join("• " + line for line in self._catch_up[:8])
                                  + ("\n…" if len(self._catch_up) > 8 else ""))
        self.catch_up.setVisible(bool(self._catch_up))

    def _clicked(self) -> None:
        """The button: the scorer passes the computer on (the score goes for good), or the
        next player takes the seat."""
        if self.scorer_first:
            self.scorer_first = False
            self._scored = None
            self.retranslate()
            self.update()
            self.button.setFocus()
            return
        self.accept()

    def accept(self) -> None:
        if self.player_id is None:
            return
        player = self.player_id
        self._scored = None
        self.scorer_first = False
        self.hide()
        self.accepted.emit(player)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor("#1d2330"))
        band = self.rect().adjusted(0, 0, 0, -(self.height() - 14))
        if self.scorer_first:       # (the next player's colour would say it is for them)
            p.end()
            return
        p.fillRect(band, self.colour)
        # the player's colour, large, above the name
        top = self.title.geometry().top()
        size = 64
        p.setPen(QPen(QColor("#f6efdc"), 3))
        p.setBrush(self.colour)
        p.drawEllipse(QRectF(self.width() / 2 - size / 2, top - size - 24, size, size))
        p.end()

    def keyPressEvent(self, event) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self._clicked()
            return
        super().keyPressEvent(event)
