"""The players panel: public facts about everyone and the turn track."""

from __future__ import annotations

from PySide6.QtCore import QIdentityProxyModel, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (QAbstractItemView, QHeaderView, QStyledItemDelegate, QStyleOptionViewItem,
                               QTableView, QVBoxLayout, QWidget)

from smallwow_qt.controller.models import DISPLAY, PLAYER_ROLES, TOOLTIP, PlayersModel, Role
from smallwow_qt.views.docks.base import GameDock
from smallwow_qt.views.emblems import emblem_image


class TurnTrack(QWidget):
    """The rounds as a row of boxes; the current one is filled."""

    def __init__(self, controller, parent=None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setMinimumSize(QSize(120, 26))

    def paintEvent(self, event) -> None:
        c = self.controller
        if not c.has_game:
            return
        st = c.state
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        n = st.rounds
        width = (self.width() - 8) / n
        font = QFont(self.font())
        font.setBold(True)
        p.setFont(font)
        for i in range(n):
            rect = QRectF(4 + i * width, 4, width - 4, self.height() - 8)
            current = i + 1 == st.round
            done = i + 1 < st.round or st.game_over
            p.setPen(QPen(QColor("#3a3020"), 2 if current else 1))
            p.setBrush(QColor("#e8b923") if current else QColor("#cfc4a8") if done else QColor("#f6f0e0"))
            p.drawRoundedRect(rect, 4, 4)
            p.setPen(QColor("#1b1b1b"))
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(i + 1))
        p.end()


class RacesInOneColumn(QIdentityProxyModel):
    """The players table with each player's races in one column: the active one, and under
    it the one in decline (two narrow columns cut the names; one wider column holds them)."""

    def headerData(self, section: int, orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if orientation == Qt.Orientation.Horizontal and section == PlayersModel.ACTIVE:
            if role == Qt.ItemDataRole.DisplayRole:
                return self.tr("Races")
            if role == Qt.ItemDataRole.ToolTipRole:
                return self.tr("The race and power each player plays now; under it, their race in decline")
        return super().headerData(section, orientation, role)

    def data(self, index, role: int = DISPLAY):
        if role not in PLAYER_ROLES or not index.isValid():
            return None             # (what the players model leaves empty: no round trip to it)
        # the same row and column in the players model, asked by number: no index mapped
        # through Qt for each of the calls a layout makes
        source: PlayersModel = self.sourceModel()
        row, column = index.row(), index.column()
        if column == PlayersModel.ACTIVE and (role == DISPLAY or role == TOOLTIP):
            active = source.cell(row, PlayersModel.ACTIVE, role)
            declined = source.cell(row, PlayersModel.DECLINED, role)
            if role == DISPLAY:
                if declined and declined != "—":
                    return f"{active}\n" + self.tr("in decline: %1").replace("%1", declined)
                return active
            return "<br><br>".join(t for t in (active, declined) if t) or None
        return source.cell(row, column, role)


LINE = "\u2028"


class RaceLines(QStyledItemDelegate):
    """The races' cell in a narrow panel: each line shortened where it keeps the race's
    name ("…ing Worgen", "Nagas Retr…", "in decline: …Elves" would lose it)."""

    def __init__(self, texts_of, parent=None) -> None:
        super().__init__(parent)
        self.texts_of = texts_of        # () -> the controller's Texts

    def initStyleOption(self, option, index) -> None:
        super().initStyleOption(option, index)
        model = index.model()
        races = [model.index(index.row(), column).data(Role.RACE) for column in (PlayersModel.ACTIVE,
                                                                                 PlayersModel.DECLINED)]
        width = option.rect.width() - 8
        # (Qt hands the text with its line breaks made U+2028, the line separator)
        texts = option.text.replace("\n", LINE).split(LINE)
        lines = len(texts)
        if option.text and (races[0] or (races[1] and lines > 1)):
            dpr = option.widget.devicePixelRatioF() if option.widget is not None else 1.0
            pixmap = race_emblems(races[0], races[1] if lines > 1 else None,
                                  option.fontMetrics.lineSpacing(), dpr)
            option.features |= QStyleOptionViewItem.ViewItemFeature.HasDecoration
            option.icon = QIcon(pixmap)
            option.decorationSize = pixmap.size() / dpr
            width -= option.decorationSize.width() + 4
        if width <= 0 or not option.text:
            return
        names = [self.texts_of().race(r) for r in races if r]
        metrics = option.fontMetrics
        option.text = LINE.join(_keep_race(line, names, metrics, width) for line in texts)


_emblems: dict[tuple, QPixmap] = {}


def race_emblems(active: str | None, declined: str | None, line: int, dpr: float) -> QPixmap:
    """The emblems of a player's races, one a line of the races' cell: the active race's,
    under it the greyed one in decline."""
    key = (active, declined, line, dpr)
    if key not in _emblems:
        px = min(line, 18)
        pixmap = QPixmap(round(px * dpr), round(line * (2 if declined else 1) * dpr))
        pixmap.setDevicePixelRatio(dpr)
        pixmap.fill(Qt.GlobalColor.transparent)
        p = QPainter(pixmap)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        for k, (race, grey) in enumerate(((active, False), (declined, True))):
            if race:
                image = emblem_image(race, grey, round(px * dpr))
                p.drawImage(QRectF(0, k * line + (line - px) / 2, px, px), image)
        p.end()
        _emblems[key] = pixmap
    return _emblems[key]


def _keep_race(line: str, races: list[str], metrics, width: int) -> str:
    """`line` cut to `width` pixels on the side away from the race's name in it."""
    if metrics.horizontalAdvance(line) <= width:
        return line
    race = next((r for r in races if r in line), "")
    mode = Qt.TextElideMode.ElideMiddle
    if race and line.startswith(race):
        mode = Qt.TextElideMode.ElideRight
    elif race and line.endswith(race):
        mode = Qt.TextElideMode.ElideLeft
    return metrics.elidedText(line, mode, width)


CONTENT_SIZED = (PlayersModel.NAME, PlayersModel.REGIONS, PlayersModel.TOKENS)   # the races' column stretches


class PlayersDock(GameDock):
    OBJECT_NAME = "playersDock"

    def __init__(self, controller, parent=None) -> None:
        super().__init__(controller, parent)
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        self.track = TurnTrack(controller)
        layout.addWidget(self.track)
        self.model = PlayersModel(controller, self)
        self.table = QTableView()
        self.view_model = RacesInOneColumn(self)
        self.view_model.setSourceModel(self.model)
        self.table.setModel(self.view_model)
        self.table.setColumnHidden(PlayersModel.DECLINED, True)
        self.table.setItemDelegateForColumn(PlayersModel.ACTIVE, RaceLines(lambda: controller.texts, self.table))
        self.table.verticalHeader().setVisible(False)
        self.table.setShowGrid(False)
        self.table.setAlternatingRowColors(True)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        # a row is one line, two with a race in decline: a name too long for the column is cut
        # on the side away from the race (`RaceLines`; the whole name is in the tooltip)
        # rather than wrapping the row onto four lines
        self.table.setWordWrap(False)
        self.table.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # Sized by `fit_table`, not by Qt (ResizeToContents): that asks every cell of every
        # role for its size at each layout pass, and the dock is laid out again and again
        # while the window first shows (~2,100 calls to data(), ~15 ms, for one table).
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header.setSectionResizeMode(PlayersModel.ACTIVE, QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.table)
        layout.addStretch(1)
        self.setWidget(body)
        # fitted once after a burst of changes (a new game resets the model, changes its
        # data and resizes the dock)
        self._fit = QTimer(self)
        self._fit.setSingleShot(True)
        self._fit.setInterval(0)
        self._fit.timeout.connect(self.fit_table)
        for signal in (self.model.modelReset, self.model.dataChanged, self.model.layoutChanged):
            signal.connect(lambda *_: self._fit.start())
        controller.state_changed.connect(self.track.update)
        controller.state_changed.connect(self._update_track_tip)
        self.retranslate()

    def fit_table(self) -> None:
        """The columns as wide as their texts, the races' column the rest (its names wrap),
        the rows as tall as their texts, the table as tall as its rows: five players need no
        scrollbar."""
        table = self.table
        for column in CONTENT_SIZED:
            table.resizeColumnToContents(column)
        table.resizeRowsToContents()
        rows = sum(table.rowHeight(r) for r in range(self.model.rowCount()))
        table.setFixedHeight(table.horizontalHeader().height() + rows + 2 * table.frameWidth() + 2)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit.start()       # (narrower: the names wrap on more lines)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Players"))
        self.model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.model.columnCount() - 1)
        self.view_model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.model.columnCount() - 1)
        self.model.refresh()
        self._update_track_tip()

    def _update_track_tip(self) -> None:
        c = self.controller
        if c.has_game:
            self.track.setToolTip(self.tr("Round %1 of %2").replace("%1", str(c.state.round))
                                  .replace("%2", str(c.state.rounds)))
