"""The map legend: every terrain, symbol and piece of the table, drawn by the table's own code
(`island_items` textures and symbols, `board_items` pieces and stacks), with what it means.

`LegendWidget` is the list; `LegendDialog` shows it from the View menu; `LegendCard` is a
small button in the corner of the board that shows the legend while the pointer rests on it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QImage, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (QDialog, QFrame, QGraphicsScene, QGridLayout, QLabel, QScrollArea,
                               QToolButton, QVBoxLayout, QWidget)

from smallwow_qt.controller import Terrain
from smallwow_qt.views.board_items import PREVIEW_COLOURS, SMALL, PiecesItem, RegionOverlay, draw_piece
from smallwow_qt.views.bot_menu import HIGHLIGHT, HIGHLIGHT_FILL, SUGGEST, SUGGEST_FILL
from smallwow_qt.views.island_items import BORDER_LINE, symbol_renderer, terrain_brush
from smallwow_qt.views.typeface import game_font

ICON = 44
LINGER_MS = 250     # the hover card waits this long for the pointer to come onto it


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
    rect = item.boundingRect()
    for badge in item.childItems():
        if badge.isVisible() and hasattr(badge, "drawn_rect"):
            rect = rect.united(badge.drawn_rect())
    side = max(rect.width(), rect.height())
    square = QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side)
    # drawn as at 100 % (the count keeps its place and size beside the token), then scaled
    full = QImage(round(side * 2), round(side * 2), QImage.Format.Format_ARGB32_Premultiplied)
    full.setDevicePixelRatio(2.0)
    full.fill(Qt.GlobalColor.transparent)
    painter = QPainter(full)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(painter, QRectF(0, 0, side, side), square)
    painter.end()
    scene.removeItem(item)
    image, painter = _image()
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.drawImage(QRectF(1, 1, ICON - 2, ICON - 2), full)
    painter.end()
    return QPixmap.fromImage(image)


def harmony_icon() -> QPixmap:
    image, painter = _image()
    painter.setPen(QPen(QColor("#151515"), 1.3))
    painter.setBrush(QColor("#f5f0e0"))
    painter.drawEllipse(QRectF(4, 4, ICON - 8, ICON - 8))
    font = game_font()
    font.setPixelSize(int(ICON * 0.6))
    painter.setFont(font)
    painter.drawText(QRectF(0, 0, ICON, ICON), Qt.AlignmentFlag.AlignCenter, "☯")   # as in the players panel
    painter.end()
    return QPixmap.fromImage(image)


def overlay_icon(outline: QColor | None, veiled: bool = False, badge: str = "", badge_colour: QColor | None = None,
                 fill: QColor | None = None) -> QPixmap:
    """A patch of land as a drag, a choice or a computer player's move shows it: the outline,
    the veil of a region the tokens cannot go to, the tint, the cost badge."""
    image, painter = _image()
    land = QRectF(3, 3, ICON - 6, ICON - 6)
    painter.setPen(QPen(BORDER_LINE, 1.2))
    painter.setBrush(terrain_brush(Terrain.FIELD))
    painter.drawRoundedRect(land, 5, 5)
    if veiled or fill is not None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(RegionOverlay.VEIL if veiled else fill)
        painter.drawRoundedRect(land, 5, 5)
    if outline is not None:
        painter.setPen(QPen(outline, 3))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(land.adjusted(1, 1, -1, -1), 5, 5)
    if badge:
        font = game_font()
        font.setPixelSize(12)
        font.setBold(True)
        painter.setFont(font)
        pill = QRectF(ICON / 2 - 13, ICON - 21, 26, 16)
        painter.setPen(QPen(QColor("#151515"), 1.2))
        painter.setBrush(badge_colour or QColor("#888888"))
        painter.drawRoundedRect(pill, 8, 8)
        painter.setPen(QColor("#ffffff"))
        painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, badge)
    painter.end()
    return QPixmap.fromImage(image)


def letters_icon(text: str) -> QPixmap:
    """Letters as the map writes them under an island."""
    image, painter = _image()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#24507f"))
    painter.drawRoundedRect(QRectF(2, 2, ICON - 4, ICON - 4), 6, 6)
    font = game_font()
    font.setPixelSize(11)
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor("#f3ead2"))
    painter.drawText(QRectF(0, 0, ICON, ICON), Qt.AlignmentFlag.AlignCenter, text)
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
            ("island_size", letters_icon("S M L"), self.tr("S, M, L after an island's name"),
             self.tr("The island's size: small, medium or large.")),
        ]
        out += self._overlays()
        return out

    def _overlays(self) -> list[tuple[str, QPixmap, str, str]]:
        """What the map shows over the regions while tokens are dragged, and after a move."""
        green, orange, blue, red = (PREVIEW_COLOURS[k] for k in ("conquer", "die", "redeploy", "refuse"))
        return [
            ("drag:conquer", overlay_icon(green, badge="2", badge_colour=green), self.tr("Dragging: can be taken"),
             self.tr("A green outline; the badge says how many tokens the conquest costs.")),
            ("drag:die", overlay_icon(orange, badge="3 ⚂", badge_colour=orange), self.tr("Dragging: the die"),
             self.tr("Up to 3 tokens short: the reinforcement die decides.")),
            ("drag:redeploy", overlay_icon(blue, badge="+1", badge_colour=blue), self.tr("Dragging: your region"),
             self.tr("A blue outline; the badge says how many tokens it receives.")),
            ("drag:refuse", overlay_icon(red, veiled=True), self.tr("Dragging: not there"),
             self.tr("Veiled: the tokens cannot go there; a red outline under the pointer, and the "
                     "status bar says why.")),
            ("last_move", overlay_icon(HIGHLIGHT, fill=HIGHLIGHT_FILL), self.tr("A computer player's move"),
             self.tr("A yellow outline shows the region of the last move, until the next one.")),
            ("suggestion", overlay_icon(SUGGEST, fill=SUGGEST_FILL), self.tr("A suggested move"),
             self.tr("A green outline shows where Suggest a move would play.")),
        ]


def legend_entries(texts) -> list[tuple[str, QPixmap, str, str]]:
    return MapLegend().entries(texts)


class LegendWidget(QWidget):
    """Two columns: the picture, then the name in bold and what it means."""

    def __init__(self, texts, parent: QWidget | None = None, columns: int = 1, text_width: int = 330) -> None:
        super().__init__(parent)
        self.setObjectName("mapLegend")
        self.texts = texts
        self.columns = max(1, columns)
        self.text_width = text_width
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
            text.setFixedWidth(self.text_width)
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

    def showEvent(self, event) -> None:
        """Never taller than the screen, and wholly on it (the title bar too)."""
        super().showEvent(event)
        room = on_screen(self)
        if room is not None:
            self.resize(min(self.width(), room.width()), min(self.height(), room.height() - 40))
            frame = self.frameGeometry()
            frame.moveTopLeft(QPoint(max(room.left(), min(frame.left(), room.right() - frame.width())),
                                     max(room.top(), min(frame.top(), room.bottom() - frame.height()))))
            self.move(frame.topLeft())

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
        if watched is self.card:
            if event.type() == QEvent.Type.Leave and not self.underMouse():
                self.card.hide()
            return False
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
        # a moment for the pointer to reach the card (it stays while the pointer is on it)
        QTimer.singleShot(LINGER_MS, self, self._leave_card)
        super().leaveEvent(event)

    def _leave_card(self) -> None:
        if self.card is not None and not self.card.underMouse():
            self.hide_card()            # (back on the button, the card shows again)

    def show_card(self) -> None:
        if self.card is None:
            self.card = self._make_card()
        self.card.show()
        size = self.card.frameGeometry().size()
        corner = self.mapToGlobal(QPoint(self.width(), 0))
        x, y = corner.x() - size.width(), corner.y() - size.height() - 4
        room = on_screen(self)
        if room is not None:        # wholly on the screen
            x = max(room.left(), min(x, room.left() + room.width() - size.width()))
            y = max(room.top(), min(y, room.top() + room.height() - size.height()))
        self.card.move(x, y)

    def _make_card(self) -> QFrame:
        """The legend in as many columns as the screen's width holds (2 to 4), so it is as
        short as can be; taller than the screen still, it scrolls."""
        card = QFrame(self.window(), Qt.WindowType.ToolTip)
        card.setFrameShape(QFrame.Shape.Box)
        layout = QVBoxLayout(card)
        layout.setContentsMargins(4, 4, 4, 4)
        room = on_screen(self)
        width, height = (room.width(), room.height()) if room is not None else (1200, 700)
        legend = None
        for columns in (2, 3, 4):
            text_width = min(330, (width - 40) // columns - ICON - 30)
            if legend is not None and text_width < 160:
                break               # (narrower texts would only be taller)
            candidate = LegendWidget(self.texts, columns=columns, text_width=max(160, text_width))
            candidate.ensurePolished()      # (measured with the style sheet's fonts)
            if legend is not None:
                legend.deleteLater()
            legend = candidate
            if legend.sizeHint().height() <= height - 40:
                break
        scroll = QScrollArea()
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(legend)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        card.ensurePolished()
        legend.adjustSize()                     # (its size once in the card, a few px over its hint)
        hint = legend.size()
        scroll.setFixedSize(min(hint.width() + scroll.verticalScrollBar().sizeHint().width(), width - 20)
                            if hint.height() > height - 40 else min(hint.width(), width - 20),
                            min(hint.height(), height - 40))
        layout.addWidget(scroll)
        card.adjustSize()
        card.installEventFilter(self)       # (it stays while the pointer is on it: it may scroll)
        return card

    def hide_card(self) -> None:
        if self.card is not None:
            self.card.hide()


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def on_screen(widget: QWidget):
    """The room on the screen `widget` is on (its available geometry), or None."""
    screen = widget.screen()
    return screen.availableGeometry() if screen is not None else None
