"""The players table sizes itself once after a burst of changes (`PlayersDock.fit_table`):
its columns follow what they show (a pick, a language switch), a row is two lines at most
(the races cut in their middle in a narrow dock), every row shows, and laying the window out
does not ask each cell for its size."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from smallwow_qt.controller.models import PlayersModel
from smallwow_qt.views.docks.players import CONTENT_SIZED
from smallwow_qt.views.i18n import Translations
from tests.views.support import click_combination, make_window, pass_handover, settle_layout
from tests.views.support import FIVE


def _settle() -> None:
    for _ in range(5):
        QApplication.processEvents()


def _dock_width(window, width: int) -> None:
    window.resizeDocks([window.players_dock], [width], Qt.Orientation.Horizontal)
    _settle()


def _assert_fitted(window) -> None:
    """Each column as wide as its widest text, each row as tall as its text, the table as
    tall as its rows (no scrollbar)."""
    table = window.players_dock.table
    header = table.horizontalHeader()
    for column in CONTENT_SIZED:
        assert table.columnWidth(column) == max(table.sizeHintForColumn(column), header.sectionSizeHint(column))
    rows = table.model().rowCount()
    for row in range(rows):
        assert table.rowHeight(row) == table.sizeHintForRow(row)
    shown = sum(table.rowHeight(r) for r in range(rows))
    assert table.height() == header.height() + shown + 2 * table.frameWidth() + 2
    assert not table.verticalScrollBar().isVisible()


@pytest.fixture
def five(qtbot):
    window = make_window(qtbot, players=FIVE, seed=7)
    window.resize(1366, 768)
    _settle()
    return window


def test_a_pick_shows_the_race_on_one_line_even_in_a_narrow_dock(qtbot, five):
    window = five
    table = window.players_dock.table
    _dock_width(window, 230)
    _assert_fitted(window)
    one_line = table.rowHeight(0)
    pass_handover(qtbot, window)
    click_combination(qtbot, window, 0)
    _settle()
    race = window.controller.texts.race(window.controller.state.current.race)
    cell = table.model().index(0, PlayersModel.ACTIVE)
    assert race in cell.data() and race in cell.data(Qt.ItemDataRole.ToolTipRole)
    _assert_fitted(window)
    assert table.rowHeight(0) == one_line           # cut in its middle, not wrapped
    _dock_width(window, 420)
    _assert_fitted(window)
    assert table.rowHeight(0) == one_line


def test_a_cut_name_keeps_the_race():
    from PySide6.QtGui import QFontMetrics
    from PySide6.QtWidgets import QApplication

    from smallwow_qt.views.docks.players import _keep_race

    metrics = QFontMetrics(QApplication.font())
    width = metrics.horizontalAdvance("Worgen") + 30
    assert _keep_race("Championing Worgen", ["Worgen"], metrics, width).endswith("Worgen")
    assert _keep_race("Nagas Retranchés", ["Nagas"], metrics, width).startswith("Nagas")
    assert _keep_race("in decline: Humans", ["Worgen", "Humans"], metrics, width).endswith("Humans")
    assert _keep_race("Orcs", ["Orcs"], metrics, width) == "Orcs"


def test_a_race_in_decline_makes_a_row_two_lines_at_most(qtbot, five):
    window = five
    c = window.controller
    for player, (race, power, old) in zip(c.state.players, [("blood_elves", "battle_master", "humans")] * 5):
        player.race, player.power, player.declined = race, power, old
    c.state_changed.emit()
    table = window.players_dock.table
    for width in (230, 314, 420):
        _dock_width(window, width)
        _assert_fitted(window)
        line = table.fontMetrics().lineSpacing()
        assert all(table.rowHeight(r) < 3 * line for r in range(5)), width


def test_a_language_switch_refits_the_columns(qtbot, five):
    window = five
    table = window.players_dock.table
    english = table.columnWidth(PlayersModel.TOKENS)
    translations = Translations(QApplication.instance())
    window.translations = translations
    try:
        window.set_language("fr")
        _settle()
        header = table.model().headerData(PlayersModel.TOKENS, Qt.Orientation.Horizontal)
        assert header == "Pions"
        _assert_fitted(window)
        assert table.columnWidth(PlayersModel.TOKENS) != english
    finally:
        translations.install("en")


def test_laying_the_window_out_asks_no_cell_for_its_size(qtbot, five, monkeypatch):
    """The dock resized again and again (as while the window first shows): one fit after
    the burst, not a pass over every cell at each resize."""
    window = five
    view_model = window.players_dock.view_model
    calls = []
    original = view_model.data
    monkeypatch.setattr(view_model, "data", lambda index, role=Qt.ItemDataRole.DisplayRole:
                        calls.append(role) or original(index, role))
    window.players_dock.fit_table()
    one_fit = len(calls)
    assert one_fit
    calls.clear()
    for width in (240, 300, 260, 330, 280, 350):
        window.resizeDocks([window.players_dock], [width], Qt.Orientation.Horizontal)
        QApplication.sendPostedEvents()
    _settle()
    _assert_fitted(window)
    # one fit and a paint; a pass over every cell at each of the six resizes would be more
    # than six fits' worth (ResizeToContents: ten times as many)
    assert len(calls) < 4 * one_fit


def test_five_players_fit_the_players_table(qtbot):
    window = make_window(qtbot, players=FIVE, seed=7)
    window.resize(1366, 768)
    settle_layout(window)
    dock = window.players_dock
    dock.fit_table()
    table = dock.table
    assert not table.verticalScrollBar().isVisible()
    shown = sum(table.rowHeight(r) for r in range(5))
    assert table.viewport().height() >= shown
    # every race name is whole: the column is as wide as the longest word in it
    from PySide6.QtGui import QFontMetrics
    metrics = QFontMetrics(table.font())
    column = dock.model.ACTIVE
    for r in range(5):
        text = dock.view_model.data(dock.view_model.index(r, column)) or ""
        for word in text.split():
            assert metrics.horizontalAdvance(word) < table.columnWidth(column), word


def test_the_races_cell_shows_each_race_s_emblem(qtbot, five):
    """The active race's emblem on its line and, under it, the one in decline (greyed)."""
    from PySide6.QtWidgets import QStyleOptionViewItem

    from smallwow_qt.views.emblems import emblem_image

    window = five
    c = window.controller
    table = window.players_dock.table
    delegate = table.itemDelegateForColumn(PlayersModel.ACTIVE)

    def option(row: int) -> QStyleOptionViewItem:
        opt = QStyleOptionViewItem()
        opt.initFrom(table)
        opt.rect = table.visualRect(table.model().index(row, PlayersModel.ACTIVE))
        delegate.initStyleOption(opt, table.model().index(row, PlayersModel.ACTIVE))
        return opt

    assert not option(0).features & QStyleOptionViewItem.ViewItemFeature.HasDecoration   # (no race yet)
    first, second = c.state.players[:2]
    first.race, first.power = "blood_elves", "battle_master"
    second.race, second.power, second.declined = "orcs", "sailing", "humans"
    c._cache.clear()
    c.state_changed.emit()
    _settle()
    line = table.fontMetrics().lineSpacing()
    one, two = option(0), option(1)
    for opt, lines in ((one, 1), (two, 2)):
        assert opt.features & QStyleOptionViewItem.ViewItemFeature.HasDecoration
        assert opt.decorationSize.height() == lines * line
    image = two.icon.pixmap(two.decorationSize).toImage()
    px = min(line, 18)
    top = image.pixelColor(px // 2, line // 2)
    bottom = image.pixelColor(px // 2, line + line // 2)
    assert top.alpha() > 0 and bottom.alpha() > 0
    grey = emblem_image("humans", True, 32).pixelColor(16, 16)
    assert abs(bottom.red() - bottom.green()) < 12 and abs(grey.red() - grey.green()) < 12   # the declined one greyed
