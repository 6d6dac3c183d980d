"""New game: 2–5 seats, each a person or a computer player (Easy, Normal, Hard), with names
and colours; island sides drawn or chosen; open scores; a seed. The last choices are
remembered (QSettings `new_game/...`)."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QSettings, QSize
from PySide6.QtGui import QColor, QIcon, QIntValidator, QPixmap
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout,
                               QGridLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QRadioButton,
                               QSpinBox, QVBoxLayout, QWidget)

from smallwow_qt.boards.loader import list_sides, side_path
from smallwow_qt.controller.game_controller import DEFAULT_NAMES, PLAYER_COLOURS
from smallwow_qt.controller.seats import HUMAN, seat_kinds, seats_info
from smallwow_qt.controller import SETUP_BY_PLAYERS
from smallwow_qt.views.docks.base import discard
from smallwow_qt.views.settings_values import flag, json_value, whole


@dataclass
class NewGameChoice:
    players: list[tuple[str, str]]
    colours: dict[str, str]
    seed: int
    sides: list[str] | None   # None: drawn at random from the seed
    kinds: list[str] = field(default_factory=list)   # per seat: "human" or a bot level
    open_scores: bool = False

    def info(self) -> dict[str, Any]:
        """What the session records of this choice (`session.info`)."""
        kinds = self.kinds or [HUMAN] * len(self.players)
        return {"seats": seats_info(self.players, kinds), "open_scores": self.open_scores}


def _swatch(colour: str) -> QIcon:
    pixmap = QPixmap(18, 18)
    pixmap.fill(QColor(colour))
    return QIcon(pixmap)


def side_names() -> dict[str, str]:
    """Island side id -> its name, for every side in the boards folder.

    Read from each file's top-level `name:` line rather than by loading the sides (parsing
    twelve island files takes about a second; the loader checks a side when it is played)."""
    out = {}
    for sid in list_sides():
        out[sid] = sid
        try:
            with open(side_path(sid), encoding="utf-8") as handle:
                for line in handle:
                    if line.startswith("name:"):
                        out[sid] = line.split(":", 1)[1].strip().strip("'\"") or sid
                        break
        except OSError:
            pass
    return out


class NewGameDialog(QDialog):
    MAX = 5
    KINDS = seat_kinds()

    def __init__(self, parent: QWidget | None = None, *, count: int = 3,
                 settings: QSettings | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newGameDialog")
        self.settings = settings
        # wide enough for the whole title and every row; the size does not change with the
        # number of players (the rows of absent seats keep their place)
        self.setMinimumWidth(600)
        self._sides = side_names()
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.count = QSpinBox()
        self.count.setRange(2, self.MAX)
        self.count.setValue(count)
        self.count_label = QLabel()
        form.addRow(self.count_label, self.count)
        layout.addLayout(form)
        layout.addWidget(self._make_seats())
        layout.addWidget(self._make_sides())
        self.open_scores = QCheckBox()
        self.open_scores.setChecked(flag(settings, "play/open_scores_default", False))
        layout.addWidget(self.open_scores)
        seed_row = QHBoxLayout()
        self.seed_label = QLabel()
        self.seed = QLineEdit()
        self.seed.setValidator(QIntValidator(0, 2_000_000_000, self))
        seed_row.addWidget(self.seed_label)
        seed_row.addWidget(self.seed, 1)
        layout.addLayout(seed_row)
        self.error = QLabel()
        self.error.setStyleSheet("color: #b02020;")
        self.error.setWordWrap(True)
        layout.addWidget(self.error)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

        self.count.valueChanged.connect(self._update)
        self.random_sides.toggled.connect(self._update)
        self._restore()
        self.retranslate()
        self._update()
        self._keep_room_for_the_sides()
        self.adjustSize()

    def _make_seats(self) -> QGroupBox:
        """A row a seat: a person or a computer level, the name, the colour."""
        self.players_box = QGroupBox()
        grid = QGridLayout(self.players_box)
        self.names: list[QLineEdit] = []
        self.colours: list[QComboBox] = []
        self.seat_labels: list[QLabel] = []
        self.kinds: list[QComboBox] = []
        for i in range(self.MAX):
            label = QLabel()
            kind = QComboBox()
            for _ in self.KINDS:
                kind.addItem("")
            for k, value in enumerate(self.KINDS):
                kind.setItemData(k, value)
            name = QLineEdit(DEFAULT_NAMES[i])
            name.setMaxLength(24)
            colour = QComboBox()
            colour.setIconSize(QSize(18, 18))
            for c in PLAYER_COLOURS:
                colour.addItem(_swatch(c), "", c)
            colour.setCurrentIndex(i)
            grid.addWidget(label, i, 0)
            grid.addWidget(kind, i, 1)
            grid.addWidget(name, i, 2)
            grid.addWidget(colour, i, 3)
            for w in (label, kind, name, colour):
                _keep_place(w)
            self.kinds.append(kind)
            self.seat_labels.append(label)
            self.names.append(name)
            self.colours.append(colour)
        return self.players_box

    def _make_sides(self) -> QGroupBox:
        """Island sides drawn at random, or chosen one by one."""
        self.sides_box = QGroupBox()
        sides_layout = QVBoxLayout(self.sides_box)
        self.random_sides = QRadioButton()
        self.chosen_sides = QRadioButton()
        self.random_sides.setChecked(True)
        sides_layout.addWidget(self.random_sides)
        sides_layout.addWidget(self.chosen_sides)
        self.side_combos_host = QWidget()
        self.side_combos_layout = QVBoxLayout(self.side_combos_host)
        self.side_combos_layout.setContentsMargins(20, 0, 0, 0)
        self.side_combos_layout.addStretch(1)      # the combos stay at the top of their room
        sides_layout.addWidget(self.side_combos_host)
        self.side_combos: list[QComboBox] = []
        return self.sides_box

    def _keep_room_for_the_sides(self) -> None:
        """Room for the most island sides (five players), so nothing moves when the count
        changes."""
        probe = QComboBox()
        probe.addItem("Large island — side a (large1a)")
        rows = max(s.large + s.medium + s.small for s in SETUP_BY_PLAYERS.values())
        spacing = max(0, self.side_combos_layout.spacing())
        self.side_combos_host.setMinimumHeight(rows * (probe.sizeHint().height() + spacing))
        discard(probe)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New game"))
        self.count_label.setText(self.tr("Players:"))
        self.count.setToolTip(self.tr("Two to five players share this computer"))
        self.players_box.setTitle(self.tr("Players in seating order (the first one starts)"))
        for i, label in enumerate(self.seat_labels):
            label.setText(self.tr("Seat %1").replace("%1", str(i + 1)))
            self.names[i].setToolTip(self.tr("The player's name"))
            self.colours[i].setToolTip(self.tr("The player's colour: it rings their tokens on the islands"))
            labels = {HUMAN: self.tr("Human"), "easy": self.tr("Computer — Easy"),
                      "normal": self.tr("Computer — Normal"), "hard": self.tr("Computer — Hard")}
            for k, value in enumerate(self.KINDS):
                self.kinds[i].setItemText(k, labels.get(value, value))
            self.kinds[i].setToolTip(self.tr("A person at this computer, or a computer player "
                                             "of the chosen strength"))
        self.open_scores.setText(self.tr("Open scores: everyone's coins and scores are shown to all"))
        self.open_scores.setToolTip(self.tr("Otherwise each player sees only their own scores "
                                            "until the end of the game"))
        self.sides_box.setTitle(self.tr("Islands"))
        self.random_sides.setText(self.tr("Draw the island sides at random"))
        self.chosen_sides.setText(self.tr("Choose the island sides"))
        self.seed_label.setText(self.tr("Seed (optional):"))
        self.seed.setPlaceholderText(self.tr("random"))
        self.seed.setToolTip(self.tr("The same seed and players give the same game"))

    def _sizes(self) -> list[str]:
        setup = SETUP_BY_PLAYERS[self.count.value()]
        return ["large"] * setup.large + ["medium"] * setup.medium + ["small"] * setup.small

    def _update(self) -> None:
        n = self.count.value()
        for i in range(self.MAX):
            for w in (self.seat_labels[i], self.kinds[i], self.names[i], self.colours[i]):
                w.setVisible(i < n)
        sizes = self._sizes()
        if [c.property("boardSize") for c in self.side_combos] != sizes:
            for combo in self.side_combos:
                discard(combo)
            self.side_combos = []
            used: list[str] = []
            for size in sizes:
                combo = QComboBox()
                combo.setProperty("boardSize", size)
                options = [sid for sid in self._sides if sid.startswith(size)]
                for sid in options:
                    combo.addItem(f"{self._sides[sid]} ({sid})", sid)
                # default: a different board for each slot of the same size
                for k, sid in enumerate(options):
                    if sid[:-1] not in used:
                        combo.setCurrentIndex(k)
                        used.append(sid[:-1])
                        break
                self.side_combos_layout.insertWidget(len(self.side_combos), combo)
                self.side_combos.append(combo)
        self.side_combos_host.setEnabled(self.chosen_sides.isChecked())

    def choice(self) -> NewGameChoice | None:
        """What the dialog holds, or None (with `self.error` set) when it is not valid."""
        n = self.count.value()
        names = [self.names[i].text().strip() for i in range(n)]
        if any(not name for name in names):
            self.error.setText(self.tr("Every player needs a name."))
            return None
        if len(set(name.lower() for name in names)) != n:
            self.error.setText(self.tr("Two players have the same name."))
            return None
        colours = [self.colours[i].currentData() for i in range(n)]
        if len(set(colours)) != n:
            self.error.setText(self.tr("Two players have the same colour."))
            return None
        sides = None
        if self.chosen_sides.isChecked():
            sides = [c.currentData() for c in self.side_combos]
            boards = [s[:-1] for s in sides]
            if len(set(boards)) != len(boards):
                self.error.setText(self.tr("A board cannot show both of its sides at once: choose "
                                           "different boards."))
                return None
        seed_text = self.seed.text().strip()
        seed = int(seed_text) if seed_text else random.SystemRandom().randrange(1, 2_000_000_000)
        players = [(f"p{i + 1}", names[i]) for i in range(n)]
        kinds = [self.kinds[i].currentData() for i in range(n)]
        self.error.setText("")
        return NewGameChoice(players, {pid: colours[i] for i, (pid, _) in enumerate(players)}, seed,
                             sides, kinds, self.open_scores.isChecked())

    def accept(self) -> None:
        if self.choice() is not None:
            self._remember()
            super().accept()

    # ----- the last choices ---------------------------------------------------------------------

    def _remember(self) -> None:
        if self.settings is None:
            return
        seats = [{"kind": self.kinds[i].currentData(), "name": self.names[i].text().strip(),
                  "colour": self.colours[i].currentData()} for i in range(self.MAX)]
        self.settings.setValue("new_game/count", self.count.value())
        self.settings.setValue("new_game/seats", json.dumps(seats))

    def _restore(self) -> None:
        """The choices of the last game started from this dialog (anything odd is skipped)."""
        if self.settings is None:
            return
        self.count.setValue(whole(self.settings, "new_game/count", self.count.value(), 2, self.MAX))
        seats = json_value(self.settings, "new_game/seats", [])
        if not isinstance(seats, list):
            return
        for i, seat in enumerate(seats[:self.MAX]):
            if not isinstance(seat, dict):
                continue
            kind, name, colour = seat.get("kind"), seat.get("name"), seat.get("colour")
            k = self.kinds[i].findData(kind) if isinstance(kind, str) else -1
            if k >= 0:
                self.kinds[i].setCurrentIndex(k)
            if isinstance(name, str) and name.strip():
                self.names[i].setText(name.strip()[:24])
            c = self.colours[i].findData(colour) if isinstance(colour, str) else -1
            if c >= 0:
                self.colours[i].setCurrentIndex(c)


def _keep_place(widget: QWidget) -> None:
    """A hidden widget keeps its room in the layout (rows do not jump)."""
    policy = widget.sizePolicy()
    policy.setRetainSizeWhenHidden(True)
    widget.setSizePolicy(policy)

