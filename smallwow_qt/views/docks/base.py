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
        self.float_button = self._button("❐", lambda: dock.setFloating(not dock.isFloating()))
        self.close_button = self._button("✕", dock.close)
        layout.addWidget(self.float_button)
        layout.addWidget(self.close_button)
        dock.windowTitleChanged.connect(self.label.setText)
        self._show_buttons(False)

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
        self.float_button.setVisible(shown)
        self.close_button.setVisible(shown)

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
