"""What the guided game draws over the window: the veil with holes over the step's targets,
and the panel that explains the step (Next, Restart, Leave)."""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

HIGHLIGHT = QColor("#ffd23f")


class Veil(QWidget):
    """Dims the whole window except the `holes` (window coordinates); lets the mouse through
    (the guided game's event filter decides what a click may do)."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setObjectName("guidedVeil")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.holes: list[QRect] = []
        self.setGeometry(window.rect())

    def set_holes(self, holes: list[QRect]) -> None:
        if holes != self.holes:
            self.holes = list(holes)
            self.update()

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = QPainterPath()
        path.addRect(QRectF(self.rect()))
        for hole in self.holes:
            cut = QPainterPath()
            cut.addRoundedRect(QRectF(hole.adjusted(-6, -6, 6, 6)), 8, 8)
            path = path.subtracted(cut)
        painter.fillPath(path, QColor(10, 16, 30, 120))
        painter.setPen(QPen(HIGHLIGHT, 3))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for hole in self.holes:
            painter.drawRoundedRect(QRectF(hole.adjusted(-6, -6, 6, 6)), 8, 8)
        painter.end()


class GuidePanel(QFrame):
    """The step's title, what just happened and what to do, and the lesson's buttons."""

    next_clicked = Signal()
    restart_clicked = Signal()
    leave_clicked = Signal()
    page_requested = Signal(str)

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setObjectName("guidePanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet("#guidePanel { background: #fff8e6; border: 3px solid #ffd23f; border-radius: 10px; }"
                           "#guidePanel QLabel { color: #201a08; }")
        self.setFixedWidth(460)
        self.progress = QLabel()
        self.title = QLabel()
        self.title.setStyleSheet("font-weight: bold; font-size: 13pt;")
        self.title.setWordWrap(True)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.rule = QLabel()
        self.rule.setTextFormat(Qt.TextFormat.RichText)
        self.rule.linkActivated.connect(lambda link: self.page_requested.emit(link.removeprefix("page:")))
        self.warning = QLabel()
        self.warning.setStyleSheet("color: #a02020; font-weight: bold;")
        self.warning.setWordWrap(True)
        self.note = QLabel()        # what a question opened over the table asks
        self.note.setObjectName("guideNote")
        self.note.setStyleSheet("color: #1f4f9f;")
        self.note.setWordWrap(True)
        self.note.setTextFormat(Qt.TextFormat.RichText)
        self.next_button = QPushButton()
        self.restart_button = QPushButton()
        self.leave_button = QPushButton()
        self.next_button.clicked.connect(self.next_clicked)
        self.restart_button.clicked.connect(self.restart_clicked)
        self.leave_button.clicked.connect(self.leave_clicked)
        buttons = QHBoxLayout()
        buttons.addWidget(self.leave_button)
        buttons.addWidget(self.restart_button)
        buttons.addStretch(1)
        buttons.addWidget(self.next_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.progress)
        layout.addWidget(self.title)
        layout.addWidget(self.text)
        layout.addWidget(self.rule)
        layout.addWidget(self.warning)
        layout.addWidget(self.note)
        layout.addLayout(buttons)
        self.warning.hide()
        self.note.hide()

    def show_step(self, progress: str, title: str, text: str, next_text: str | None,
                  rule: str = "") -> None:
        self.progress.setText(progress)
        self.progress.setVisible(bool(progress))
        self.rule.setText(rule)
        self.rule.setVisible(bool(rule))
        self.title.setText(title)
        self.text.setText(text)
        self.warning.hide()
        self.next_button.setVisible(next_text is not None)
        if next_text is not None:
            self.next_button.setText(next_text)
        self._fit()

    def explain(self, text: str) -> None:
        """A word on what just opened over the table ("" takes it away)."""
        self.note.setText(text)
        self.note.setVisible(bool(text))
        self._fit()

    def warn(self, text: str) -> None:
        self.warning.setText(text)
        self.warning.show()
        self._fit()

    def _fit(self) -> None:
        """As tall as its wrapped lines need at its fixed width (adjustSize took the height
        of the unwrapped text and cut the last lines of a long French paragraph)."""
        self.layout().activate()
        self.resize(self.width(), max(self.minimumSizeHint().height(),
                                      self.layout().totalHeightForWidth(self.width())))
