"""Qt item models over the controller: the combination column, the players, the game log.

They read public information only (`controller.public()`, public events); the views on top
of them never see a coin total before the end.
"""

from __future__ import annotations

from enum import IntEnum
from typing import Any

from PySide6.QtCore import (QAbstractListModel, QAbstractTableModel, QMimeData, QModelIndex,
                            QPersistentModelIndex, Qt)
from PySide6.QtGui import QBrush, QColor, QFont

from smallwow_qt.controller.game_controller import GameController
from smallwow_qt.controller.mime import COMBO_MIME, combo_mime
from smallwow_qt.engine import POWERS, RACES, Event, Stage

Index = QModelIndex | QPersistentModelIndex



def replace_rows(model, rows: list) -> None:
    """Swap in a model's new rows: a reset when their number changed, else one dataChanged
    over every cell (views keep their selection and scroll position)."""
    if len(rows) != len(model._rows):
        model.beginResetModel()
        model._rows = rows
        model.endResetModel()
        return
    model._rows = rows
    if rows:
        last_column = model.columnCount() - 1 if isinstance(model, QAbstractTableModel) else 0
        model.dataChanged.emit(model.index(0, 0), model.index(len(rows) - 1, last_column))


MURLOC_CHIP = "#3f8f84"     # the log's chip for lines about the Murlocs

# The roles as plain ints: a view asks data() for a dozen roles per cell and per layout
# pass (thousands of calls while the window first lays out and paints), and comparing an
# int with an int is much cheaper than with an enum member looked up on each call.
DISPLAY, DECORATION, TOOLTIP = (int(Qt.ItemDataRole.DisplayRole), int(Qt.ItemDataRole.DecorationRole),
                                int(Qt.ItemDataRole.ToolTipRole))
FONT, BACKGROUND = int(Qt.ItemDataRole.FontRole), int(Qt.ItemDataRole.BackgroundRole)

class Role(IntEnum):
    RACE = Qt.ItemDataRole.UserRole + 1
    POWER = Qt.ItemDataRole.UserRole + 2
    TOKENS = Qt.ItemDataRole.UserRole + 3
    PRICE = Qt.ItemDataRole.UserRole + 4
    COINS_ON = Qt.ItemDataRole.UserRole + 5
    PICKABLE = Qt.ItemDataRole.UserRole + 6
    PLAYER = Qt.ItemDataRole.UserRole + 7
    DECLINED = Qt.ItemDataRole.UserRole + 8
    KIND = Qt.ItemDataRole.UserRole + 9
    CURRENT = Qt.ItemDataRole.UserRole + 10


PLAYER_ROLES = frozenset({DISPLAY, DECORATION, TOOLTIP, FONT, BACKGROUND, int(Role.PLAYER), int(Role.RACE),
                          int(Role.DECLINED), int(Role.CURRENT)})   # what PlayersModel answers


class CombinationModel(QAbstractListModel):
    """The six visible race/power combinations, top first; row = price in coins."""

    def __init__(self, controller: GameController, parent=None) -> None:
        super().__init__(parent)
        self.controller = controller
        self._rows: list[dict[str, Any]] = []
        controller.state_changed.connect(self.refresh)
        controller.seat_taken.connect(self.refresh)
        self.refresh()

    def refresh(self, *_: Any) -> None:
        rows = []
        if self.controller.has_game:
            view = self.controller.public()
            pickable = self.controller.seat_ready and self.controller.state.stage is Stage.PICK
            legal_picks = {lg.action.index for lg in self.controller.legal()
                           if type(lg.action).__name__ == "Pick"} if pickable else set()
            for i, combo in enumerate(view["combos"]):
                race, power = combo["race"], combo["power"]
                rows.append({"race": race, "power": power, "coins": combo["coins"], "price": i,
                             "tokens": RACES[race].banner + POWERS[power].badge,
                             "pickable": i in legal_picks})
        replace_rows(self, rows)

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self._rows):
            return None
        row = self._rows[index.row()]
        texts = self.controller.texts
        if role == Qt.ItemDataRole.DisplayRole:
            return texts.combo(row["race"], row["power"])
        if role == Qt.ItemDataRole.ToolTipRole:
            extra = self.tr("%n token(s)", "", row["tokens"]) + " · " + \
                self.tr("costs %n coin(s)", "", row["price"])
            if row["coins"]:
                extra += " · " + self.tr("%n coin(s) lying on it", "", row["coins"])
            return texts.combo_tooltip(row["race"], row["power"]) + "<br><br><i>" + extra + "</i>"
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return texts.combo(row["race"], row["power"])
        return {Role.RACE: row["race"], Role.POWER: row["power"], Role.TOKENS: row["tokens"],
                Role.PRICE: row["price"], Role.COINS_ON: row["coins"],
                Role.PICKABLE: row["pickable"]}.get(role)

    def flags(self, index: Index) -> Qt.ItemFlag:
        base = super().flags(index)
        if index.isValid() and self._rows[index.row()]["pickable"]:
            return base | Qt.ItemFlag.ItemIsDragEnabled
        return base

    def mimeTypes(self) -> list[str]:
        return [COMBO_MIME]

    def mimeData(self, indexes) -> QMimeData:
        rows = [i.row() for i in indexes if i.isValid()]
        return combo_mime(rows[0] if rows else 0)

    def supportedDragActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction


class PlayersModel(QAbstractTableModel):
    """One row per player: public facts only (races, regions, tokens), never coins."""

    NAME, ACTIVE, DECLINED, REGIONS, TOKENS = range(5)

    def __init__(self, controller: GameController, parent=None) -> None:
        super().__init__(parent)
        self.controller = controller
        self._rows: list[dict[str, Any]] = []
        controller.state_changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        rows = []
        if self.controller.has_game:
            st = self.controller.state
            view = self.controller.public()
            for p in st.players:
                pv = view["players"][p.id]
                active = pv["active"] or {}
                rows.append({
                    "id": p.id, "name": pv["name"], "race": active.get("race"),
                    "power": active.get("power"), "declined": pv["declined"],
                    "declined_power": pv["declined_power"], "hand": pv["hand"],
                    "tokens": pv["tokens_on_board"],
                    "active_regions": len(st.active_regions(p.id)) if p.race else 0,
                    "declined_regions": len(st.declined_regions(p.id)) if p.declined else 0,
                    "current": view["turn"] == p.id, "actor": view["actor"] == p.id,
                    "harmony": pv["harmony"],
                    "bot": self.controller.seats.kind(p.id) if self.controller.seats.is_bot(p.id) else None,
                })
        replace_rows(self, rows)

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else 5

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return None
        # (only the section asked for is translated: the header is asked hundreds of times
        # while the table lays out)
        if role == DISPLAY:
            return (lambda: self.tr("Player"), lambda: self.tr("Active race"), lambda: self.tr("In decline"),
                    lambda: self.tr("Regions"), lambda: self.tr("Tokens"))[section]()
        if role == TOOLTIP:
            return (lambda: self.tr("The players in seating order; ▶ marks who acts now (in bold: whose "
                                    "turn it is), ⚙ a computer player and its level"),
                    lambda: self.tr("The race and power each player plays now"),
                    lambda: self.tr("The race each player has in decline"),
                    lambda: self.tr("Regions held (active + in decline)"),
                    lambda: self.tr("Race tokens on the islands (active and in decline): the tie-break"))[section]()
        return None

    def level(self, kind: str) -> str:
        """A computer player's level, as the New game dialog names it (short)."""
        return {"easy": self.tr("Easy"), "normal": self.tr("Normal"), "hard": self.tr("Hard")}.get(
            kind, self.tr("computer"))

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        return self.cell(index.row(), index.column(), role) if index.isValid() else None

    def cell(self, row_number: int, col: int, role: int = DISPLAY) -> Any:
        """What `data()` answers for a cell, by its row and column: the view's proxy asks
        here directly, without a model index and a round trip through Qt for each call."""
        if role not in PLAYER_ROLES or not 0 <= row_number < len(self._rows):
            return None
        row = self._rows[row_number]
        texts = self.controller.texts
        if role == DISPLAY:
            if col == self.NAME:
                bot = f" ⚙ {self.level(row['bot'])}" if row["bot"] else ""
                # ▶ on whoever acts now: while a defender places the tokens they got back, them
                return ("▶ " if row["actor"] else "") + row["name"] + bot + (" ☯" if row["harmony"] else "")
            if col == self.ACTIVE:
                return texts.combo(row["race"], row["power"]) if row["race"] else "—"
            if col == self.DECLINED:
                return texts.race(row["declined"]) if row["declined"] else "—"
            if col == self.REGIONS:
                return f"{row['active_regions']} + {row['declined_regions']}"
            if col == self.TOKENS:
                return str(row["tokens"])
        if role == TOOLTIP:
            if col == self.ACTIVE and row["race"]:
                tip = texts.combo_tooltip(row["race"], row["power"])
                tip += "<br><br>" + self.tr("%n token(s) in hand", "", row["hand"])
                return tip
            if col == self.DECLINED and row["declined"]:
                tip = f"<b>{texts.race(row['declined'])}</b><br>{texts.describe('races', row['declined'])}"
                if row["declined_power"]:
                    tip += f"<br><br><b>{texts.power(row['declined_power'])}</b><br>" \
                           f"{texts.describe('powers', row['declined_power'])}"
                return tip
            if col == self.NAME:
                computer = ("<br>" + self.tr("A computer player (%1)").replace("%1", self.level(row["bot"]))
                            if row["bot"] else "")
                if row["harmony"]:
                    return self.tr("%1 holds a Harmony token: attacking the Pandaren costs them 2 coins") \
                        .replace("%1", row["name"]) + computer
                if row["actor"] and not row["current"]:
                    return self.tr("%1 is redeploying tokens they got back").replace("%1", row["name"]) + computer
                return (self.tr("%1's turn").replace("%1", row["name"]) if row["current"] else row["name"]) + computer
            if col == self.REGIONS:
                return self.tr("%1 regions with the active race, %2 in decline") \
                    .replace("%1", str(row["active_regions"])).replace("%2", str(row["declined_regions"]))
            return None
        if role == DECORATION:
            return QColor(self.controller.colour(row["id"])) if col == self.NAME else None
        if role == FONT:
            if col == self.NAME and row["current"]:
                font = QFont()
                font.setBold(True)
                return font
            return None
        if role == BACKGROUND:
            return QBrush(QColor(255, 220, 120, 70)) if row["actor"] else None
        if role == Role.PLAYER:
            return row["id"]
        if role == Role.RACE:
            return row["race"] if col == self.ACTIVE else row["declined"] if col == self.DECLINED else None
        if role == Role.DECLINED:
            return col == self.DECLINED
        return row["current"]                   # Role.CURRENT


class LogModel(QAbstractListModel):
    """Every public event of the game in order; one row may be highlighted (replay)."""

    def __init__(self, controller: GameController, parent=None) -> None:
        super().__init__(parent)
        self.controller = controller
        self._events: list[Event] = []
        self.highlight: tuple[int, int] | None = None
        controller.events_added.connect(self.append)
        controller.log_reset.connect(self.reset)
        # a score's amount shows or hides with who holds the seat (controller/secrecy.py)
        for signal in (controller.seat_taken, controller.handover_needed):
            signal.connect(lambda *_: self.retranslate())
        controller.game_over.connect(self.retranslate)
        self.reset()

    def reset(self) -> None:
        self.beginResetModel()
        self._events = self.controller.public_events()
        self.highlight = None
        self.endResetModel()

    def set_events(self, events: list[Event]) -> None:
        self.beginResetModel()
        self._events = [e for e in events if not e.private]
        self.endResetModel()

    def append(self, events: list[Event]) -> None:
        events = [e for e in events if not e.private]
        if not events:
            return
        first = len(self._events)
        self.beginInsertRows(QModelIndex(), first, first + len(events) - 1)
        self._events.extend(events)
        self.endInsertRows()

    def set_highlight(self, row: int | None) -> None:
        """Highlight one row (None: none)."""
        self.set_highlight_range(row, None if row is None else row + 1)

    def set_highlight_range(self, start: int | None, end: int | None) -> None:
        """Highlight rows start..end-1 (the events of a replay step)."""
        old = self.highlight
        self.highlight = None if start is None or end is None or end <= start else (start, end)
        for span in (old, self.highlight):
            if span is not None and self._events:
                a, b = max(0, span[0]), min(len(self._events), span[1]) - 1
                if a <= b:
                    self.dataChanged.emit(self.index(a), self.index(b))

    def is_highlighted(self, row: int) -> bool:
        return self.highlight is not None and self.highlight[0] <= row < self.highlight[1]

    def retranslate(self) -> None:
        """Every line again, in the language just chosen."""
        if self._events:
            self.dataChanged.emit(self.index(0), self.index(len(self._events) - 1))

    def event_at(self, row: int) -> Event:
        return self._events[row]

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._events)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self._events):
            return None
        e = self._events[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return self.controller.event_text(e)
        if role == Role.KIND:
            return e.kind
        if role == Role.PLAYER:
            return e.player
        if role == Qt.ItemDataRole.FontRole and e.kind in ("turn", "round", "game_over"):
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.BackgroundRole:
            if self.is_highlighted(index.row()):
                return QBrush(QColor(255, 200, 60, 140))
            if e.kind == "die":
                return QBrush(QColor(120, 170, 255, 60))
        if role == Qt.ItemDataRole.DecorationRole and e.player and self.controller.has_game:
            if self.controller.state.has_player(e.player):
                return QColor(self.controller.colour(e.player))
        if role == Qt.ItemDataRole.DecorationRole and not e.player and e.data.get("race") == "murlocs":
            return QColor(MURLOC_CHIP)      # the Murlocs belong to nobody: a colour of their own
        return None
