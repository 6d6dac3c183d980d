"""The game's own message boxes: the questions and notes a player meets during a game, on
the game's paper with its island for an icon and the answer Enter gives in gold, in place of
the system's stock boxes.

`GameMessage` is a QMessageBox (keys, buttons and accessibility as Qt makes them), dressed.
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QMessageBox, QWidget

from smallwow_qt import paths
from smallwow_qt.views.game_style import DIALOG_STYLE

ICON = 56       # px: the island on the left of the message


@lru_cache(maxsize=4)
def _island(px: int) -> QImage:
    image = QImage(px, px, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    renderer = QSvgRenderer(str(paths.resources_dir() / "icons" / "smallwow.svg"))
    if renderer.isValid():
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter, QRectF(0, 0, px, px))
        painter.end()
    return image


class GameMessage(QMessageBox):
    """A message box in the game's colours, with the game's island as its icon."""

    def __init__(self, parent: QWidget | None, title: str, text: str,
                 buttons=QMessageBox.StandardButton.Ok) -> None:
        super().__init__(parent)
        self.setObjectName("gameMessage")
        self.setWindowTitle(title)
        self.setText(text)
        self.setStandardButtons(buttons)
        self.setStyleSheet(DIALOG_STYLE)
        dpr = parent.devicePixelRatioF() if parent is not None else 1.0
        icon = QPixmap.fromImage(_island(round(ICON * dpr)))
        icon.setDevicePixelRatio(dpr)
        self.setIconPixmap(icon)


def tell(parent: QWidget | None, title: str, text: str) -> None:
    """Show a note (rich text allowed) until the person closes it."""
    box = GameMessage(parent, title, text)
    box.setTextFormat(Qt.TextFormat.RichText)
    box.exec()
