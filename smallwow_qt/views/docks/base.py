"""The shared shape of the docks: a stable objectName (so the window layout is remembered),
a `retranslate()` that sets every text, called again when the language changes, and a title
bar in the game's colours whose float and close buttons show only under the mouse."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QDockWidget, QHBoxLayout, QLabel, QToolButton, QWidget

from smallwow_qt.controller.game_controller import GameController
from smallwow_qt.views.game_style import GOLD, HEADER, HEADER_INK


class DockTitle(QWidget):
    """A panel's title on a dark band; its buttons (float, close) appear under the mouse.
    Presses it does not handle go to the dock: drag the band to move the panel, double-click
    it to float the panel."""

    HEIGHT = 22

    def __init__(self, dock: QDockWidget) -> None:
        super().__init__(dock)
        self.dock = dock
        self.setFixedHeight(self.HEIGHT)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 0, 3, 0)
        layout.setSpacing(2)
        self.label = QLabel(dock.windowTitle())
        font = QFont(self.label.font())
        font.setBold(True)
        self.label.setFont(font)
        palette = self.label.palette()
        palette.setColor(self.label.foregroundRole(), QColor(HEADER_INK))
        self.label.setPalette(palette)
        layout.addWidget(self.label, 1)
        self._buttons: tuple[QToolButton, QToolButton] | None = None    # (made at the first hover)
        dock.windowTitleChanged.connect(self.label.setText)

    @property
    def float_button(self) -> QToolButton:
        return self._made_buttons()[0]

    @property
    def close_button(self) -> QToolButton:
        return self._made_buttons()[1]

    def _made_buttons(self) -> tuple[QToolButton, QToolButton]:
        if self._buttons is None:
            dock = self.dock
            self._buttons = (self._button("❐", lambda: dock.setFloating(not dock.isFloating())),
                             self._button("✕", dock.close))
            for button in self._buttons:
                self.layout().addWidget(button)
                button.hide()
        return self._buttons

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self.HEIGHT)   # (the dock gives its title this much)

    def minimumSizeHint(self) -> QSize:
        return QSize(super().minimumSizeHint().width(), self.HEIGHT)

    def _button(self, glyph: str, then) -> QToolButton:
        button = QToolButton(self)
        button.setText(glyph)
        button.setAutoRaise(True)
        button.setFixedSize(18, 18)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        palette = button.palette()
        palette.setColor(button.foregroundRole(), QColor(HEADER_INK))
        palette.setColor(palette.ColorRole.ButtonText, QColor(HEADER_INK))
        button.setPalette(palette)
        button.clicked.connect(then)
        return button

    def _show_buttons(self, shown: bool) -> None:
        if shown or self._buttons is not None:
            for button in self._made_buttons():
                button.setVisible(shown)

    def enterEvent(self, event) -> None:
        self._show_buttons(True)
        super().enterEvent(event)

    def leaveEvent(self, event) -> None:
        self._show_buttons(False)
        super().leaveEvent(event)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        rect = QRectF(self.rect())
        p.fillRect(rect, QColor(HEADER))
        p.setPen(QPen(QColor(GOLD), 2))
        p.drawLine(rect.bottomLeft(), rect.bottomRight())
        p.end()


class GameDock(QDockWidget):
    OBJECT_NAME = ""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        assert self.OBJECT_NAME, "every dock needs a stable objectName"
        self.setObjectName(self.OBJECT_NAME)
        self.controller = controller
        self.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                         | QDockWidget.DockWidgetFeature.DockWidgetFloatable
                         | QDockWidget.DockWidgetFeature.DockWidgetClosable)
        self.setTitleBarWidget(DockTitle(self))

    def retranslate(self) -> None:
        raise NotImplementedError


def discard(widget: QWidget) -> None:
    """Take a widget off screen now and delete it later (deleteLater alone leaves it
    visible until control returns to the event loop)."""
    widget.hide()
    widget.setParent(None)
    widget.deleteLater()
