"""The shared shape of the docks: a stable objectName (so the window layout is remembered)
and a `retranslate()` that sets every text, called again when the language changes."""

from __future__ import annotations

from PySide6.QtWidgets import QDockWidget, QWidget

from smallwow_qt.controller.game_controller import GameController


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

    def retranslate(self) -> None:
        raise NotImplementedError


def discard(widget: QWidget) -> None:
    """Take a widget off screen now and delete it later (deleteLater alone leaves it
    visible until control returns to the event loop)."""
    widget.hide()
    widget.setParent(None)
    widget.deleteLater()
