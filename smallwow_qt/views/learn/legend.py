"""The map legend: every terrain, symbol and piece of the table, drawn by the table's own code
(`island_items` textures and symbols, `board_items` pieces and stacks), with what it means.

`LegendWidget` is the list; `LegendDialog` shows it from the View menu; `LegendCard` is a
small button in the corner of the board that shows the legend while the pointer rests on it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (QDialog, QFrame, QGraphicsScene, QGridLayout, QLabel, QScrollArea,
                               QToolButton, QVBoxLayout, QWidget)

from smallwow_qt.controller import Terrain
from smallwow_qt.views.board_items import SMALL, PiecesItem, draw_piece
from smallwow_qt.views.island_items import BORDER_LINE, symbol_renderer, terrain_brush

ICON = 44


def _image() -> tuple[QImage, QPainter]:
    image = QImage(ICON * 2, ICON * 2, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(2.0)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    return image, painter


def terrain_icon(terrain: Terrain) -> QPixmap:
    image, painter = _image()
    painter.setPen(QPen(BORDER_LINE, 1.5))
    painter.setBrush(terrain_brush(terrain))
    painter.drawRoundedRect(QRectF(2, 2, ICON - 4, ICON - 4), 6, 6)
    painter.end()
    return QPixmap.fromImage(image)


def symbol_icon(name: str) -> QPixmap:
    image, painter = _image()
    symbol_renderer(name).render(painter, QRectF(6, 6, ICON - 12, ICON - 12))
    painter.end()
    return QPixmap.fromImage(image)


def piece_icon(name: str) -> QPixmap:
    image, painter = _image()
    scale = (ICON - 8) / SMALL
    painter.translate(4, 4)
    painter.scale(scale, scale)
    draw_piece(painter, name, QRectF(0, 0, SMALL, SMALL))
    painter.end()
    return QPixmap.fromImage(image)


def stack_icon(view: dict, colour: str | None) -> QPixmap:
    """A token stack as the board draws it (`PiecesItem`)."""
    scene = QGraphicsScene()
    item = PiecesItem("legend", QPointF(0, 0))
    item.set_view(view, colour)
    scene.addItem(item)
    rect = item.boundingRect().united(item.childrenBoundingRect())
    side = max(rect.width(), rect.height())
    square = QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side)
    image, painter = _image()
    scene.render(painter, QRectF(1, 1, ICON - 2, ICON - 2), square)
    painter.end()
    scene.removeItem(item)
    return QPixmap.fromImage(image)


def harmony_icon() -> QPixmap:
    image, painter = _image()
    painter.setPen(QPen(QColor("#151515"), 1.3))
    painter.setBrush(QColor("#f5f0e0"))
    painter.drawEllipse(QRectF(4, 4, ICON - 8, ICON - 8))
    font = QFont("DejaVu Sans")
    font.setPixelSize(int(ICON * 0.6))
    painter.setFont(font)
    painter.drawText(QRectF(0, 0, ICON, ICON), Qt.AlignmentFlag.AlignCenter, "☯")   # as in the players panel
    painter.end()
    return QPixmap.fromImage(image)


class MapLegend(QObject):
    """The legend's texts (translation context "MapLegend")."""

    def entries(self, texts) -> list[tuple[str, QPixmap, str, str]]:
        """(key, picture, name, meaning) for every terrain, symbol and piece, in reading order."""
        t = texts
        land = self.tr("Land: any race may conquer it; some races and powers score or pay less here.")
        out = [(f"terrain:{kind.value}", terrain_icon(kind), t.terrain(kind.value), land)
               for kind in (Terrain.FIELD, Terrain.FOREST, Terrain.HILL, Terrain.SWAMP)]
        out += [
            ("terrain:mountain", terrain_icon(Terrain.MOUNTAIN), t.terrain("mountain"),
             self.tr("Mountain region: its Mountain piece never leaves and adds 1 to the cost.")),
            ("mountain", symbol_icon("mountain"), self.tr("Mountain piece"),
             self.tr("+1 token to conquer the region, whoever holds it.")),
            ("terrain:sea", terrain_icon(Terrain.SEA), t.terrain("sea"),
             self.tr("Water: only the Naga can conquer it.")),
            ("terrain:lake", terrain_icon(Terrain.LAKE), t.terrain("lake"),
             self.tr("Water: only the Naga can conquer it.")),
            ("entry", symbol_icon("entry"), t.symbol("entry"),
             self.tr("New races land here; +1 token for the boat when it touches none of your regions.")),
            ("cavern", symbol_icon("cavern"), t.symbol("cavern"),
             self.tr("Counts for the Kobolds and the Mining power.")),
            ("magic", symbol_icon("magic"), t.symbol("magic"),
             self.tr("Counts for the Blood Elves and the Portal Mage power.")),
            ("murloc", symbol_icon("murloc"), t.symbol("murloc"),
             self.tr("A Murloc token starts here.")),
            ("marker", symbol_icon("size_m"), t.symbol("marker"),
             self.tr("S, M or L: a face-down artifact or legendary place starts here.")),
            ("tokens", stack_icon({"race": "orcs", "tokens": 3}, "#d9483b"), self.tr("Race tokens"),
             self.tr("The number is how many; the ring is the owner's colour.")),
            ("declined", stack_icon({"race": "orcs", "tokens": 1, "declined": True}, "#d9483b"),
             self.tr("A race in decline"), self.tr("Greyed tokens: they score but never move.")),
            ("murlocs", stack_icon({"race": "murlocs", "tokens": 1, "declined": True}, None), t.race("murlocs"),
             self.tr("Owned by nobody; each adds 1 to the cost and is lost when the region falls.")),
            ("fort", piece_icon("fort"), self.tr("Fort"), self.tr("Garrisoned power: +1 defence.")),
            ("wall", piece_icon("wall"), self.tr("Wisp Wall"),
             self.tr("Night Elves: +1 defence, stays after decline.")),
            ("tower", piece_icon("tower"), self.tr("Watch Tower"),
             self.tr("Defensive power: nobody may take or target the region.")),
            ("beast", piece_icon("beast"), self.tr("Beast"),
             self.tr("Beast Master power: conquers and defends like a token.")),
            ("champion", piece_icon("champion"), self.tr("Champion"),
             self.tr("Championing power: takes a region for free once per turn.")),
            ("bomb", piece_icon("bomb"), self.tr("Bomb"),
             self.tr("Goblins: face down; it may go off at the start of their next turn.")),
            ("objective", piece_icon("objective"), self.tr("Military Objective"),
             self.tr("Humans: 2 coins to a non-Horde player who takes the region.")),
            ("marker:?", piece_icon("marker:?"), self.tr("Face-down marker"),
             self.tr("An artifact or legendary place, turned over by the first conquest.")),
            ("marker:frostmourne", piece_icon("marker:frostmourne"), self.tr("Artifact"),
             self.tr("A diamond with the artifact's initials; it can move.")),
            ("marker:dark_portal", piece_icon("marker:dark_portal"), self.tr("Legendary place"),
             self.tr("A square with the place's initials; it stays put.")),
            ("harmony", harmony_icon(), self.tr("Harmony"),
             self.tr("Given by the Pandaren (shown in the players panel): attacking them costs 2 coins.")),
        ]
        return out


def legend_entries(texts) -> list[tuple[str, QPixmap, str, str]]:
    return MapLegend().entries(texts)


class LegendWidget(QWidget):
    """Two columns: the picture, then the name in bold and what it means."""

    def __init__(self, texts, parent: QWidget | None = None, columns: int = 1) -> None:
        super().__init__(parent)
        self.setObjectName("mapLegend")
        self.texts = texts
        self.columns = max(1, columns)
        self.grid = QGridLayout(self)
        self.grid.setHorizontalSpacing(10)
        self.grid.setVerticalSpacing(4)
        self.keys: list[str] = []
        self.rebuild()

    def rebuild(self) -> None:
        while self.grid.count():
            item = self.grid.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        self.keys = []
        entries = legend_entries(self.texts)
        per_column = -(-len(entries) // self.columns)
        for n, (key, pixmap, name, meaning) in enumerate(entries):
            row, column = n % per_column, 2 * (n // per_column)
            picture = QLabel()
            picture.setPixmap(pixmap)
            picture.setFixedSize(ICON, ICON)
            text = QLabel(f"<b>{_esc(name)}</b><br>{_esc(meaning)}")
            text.setWordWrap(True)
            text.setFixedWidth(330)
            self.grid.addWidget(picture, row, column)
            self.grid.addWidget(text, row, column + 1)
            self.keys.append(key)


class LegendDialog(QDialog):
    def __init__(self, texts, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("mapLegendDialog")
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.legend = LegendWidget(texts)
        scroll = QScrollArea()
        scroll.setWidget(self.legend)
        scroll.setWidgetResizable(True)
        layout = QVBoxLayout(self)
        layout.addWidget(scroll)
        self.resize(460, 720)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("MapLegend", "Map legend"))
        self.legend.rebuild()


class LegendCard(QToolButton):
    """A small "legend" button over the board's corner; the legend shows while it is hovered."""

    def __init__(self, texts, board: QWidget) -> None:
        super().__init__(board)
        self.setObjectName("legendCard")
        self.texts = texts
        self.card: QFrame | None = None
        self.retranslate()
        self.adjustSize()
        board.installEventFilter(self)
        self._place()
        self.show()

    def retranslate(self) -> None:
        self.setText(QCoreApplication.translate("MapLegend", "Legend"))
        self.setToolTip("")
        if self.card is not None:
            self.card.deleteLater()
            self.card = None
        self.adjustSize()

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Resize:
            self._place()
        return False

    def _place(self) -> None:
        parent = self.parentWidget()
        self.move(parent.width() - self.width() - 24, parent.height() - self.height() - 24)
        self.raise_()

    def enterEvent(self, event) -> None:
        self.show_card()
        super().enterEvent(event)

    def leaveEvent(self, event) -> None:
        self.hide_card()
        super().leaveEvent(event)

    def show_card(self) -> None:
        if self.card is None:
            self.card = QFrame(self.window(), Qt.WindowType.ToolTip)
            self.card.setFrameShape(QFrame.Shape.Box)
            layout = QVBoxLayout(self.card)
            layout.addWidget(LegendWidget(self.texts, columns=2))
            self.card.adjustSize()
        size = self.card.sizeHint()
        corner = self.mapToGlobal(QPoint(self.width(), 0))
        self.card.move(corner.x() - size.width(), corner.y() - size.height() - 4)
        self.card.show()

    def hide_card(self) -> None:
        if self.card is not None:
            self.card.hide()


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
