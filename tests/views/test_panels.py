"""Panels that belong to the game: the game's palette everywhere, title bars in its colours
whose float and close buttons keep out of the way until the mouse is on them, a log with a
small mark per line instead of a full-height bar, tables without grid lines, and the game's
own message boxes for its questions."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, Qt, QTimer
from PySide6.QtGui import QColor, QEnterEvent, QPalette
from PySide6.QtWidgets import QApplication

from smallwow_qt.views import game_style
from smallwow_qt.views.docks.base import DockTitle
from smallwow_qt.views.docks.log import INDENT, MARK
from smallwow_qt.views.game_dialog import GameMessage
from smallwow_qt.views.questions import ask
from smallwow_qt.views.coin_art import GOLD
from tests.views.support import FIVE, make_window, pass_handover


def test_the_whole_application_wears_the_games_palette(qtbot):
    window = make_window(qtbot)
    palette = QApplication.instance().palette()
    assert palette.color(QPalette.ColorRole.Window) == QColor(game_style.PAPER)
    assert palette.color(QPalette.ColorRole.Base) == QColor(game_style.PAPER_LIGHT)
    assert window.log_dock.palette().color(QPalette.ColorRole.Window) == QColor(game_style.PAPER)


def test_panel_buttons_show_only_under_the_mouse_and_still_work(qtbot):
    window = make_window(qtbot)
    dock = window.players_dock
    title = dock.titleBarWidget()
    assert isinstance(title, DockTitle) and title.label.text() == dock.windowTitle()
    assert not title.close_button.isVisible() and not title.float_button.isVisible()
    QApplication.sendEvent(title, QEnterEvent(QPointF(5, 5), QPointF(5, 5), QPointF(5, 5)))
    assert title.close_button.isVisible() and title.float_button.isVisible()
    QApplication.sendEvent(title, QEvent(QEvent.Type.Leave))
    assert not title.close_button.isVisible()
    title.float_button.click()
    assert dock.isFloating()
    title.float_button.click()
    assert not dock.isFloating()
    title.close_button.click()
    assert not dock.isVisible() and not dock.toggleViewAction().isChecked()
    window.set_language("fr")           # the title follows the language
    assert title.label.text() == dock.windowTitle()


def test_each_log_line_has_a_small_mark_not_a_bar(qtbot):
    window = make_window(qtbot)
    pass_handover(qtbot, window)
    view = window.log_dock.view
    model = window.log_dock.model
    row = next(r for r in range(model.rowCount()) if model.index(r).data(Qt.ItemDataRole.DecorationRole))
    colour = QColor(model.index(row).data(Qt.ItemDataRole.DecorationRole))
    image = view.viewport().grab().toImage()
    ratio = image.devicePixelRatio()
    rect = view.visualRect(model.index(row))
    marked = [(x, y) for x in range(int(rect.left() * ratio), int((rect.left() + INDENT) * ratio))
              for y in range(int(rect.top() * ratio), int(rect.bottom() * ratio))
              if QColor(image.pixel(x, y)).rgb() == colour.rgb()]
    assert marked, "the player's mark is there"
    height = (max(y for _, y in marked) - min(y for _, y in marked) + 1) / ratio
    assert height <= MARK and height < rect.height()
    assert not view.alternatingRowColors()


def test_the_tables_have_no_grid_lines(qtbot):
    window = make_window(qtbot)
    assert not window.players_dock.table.showGrid()


def test_a_question_is_the_games_own_box_and_enter_answers_yes(qtbot):
    window = make_window(qtbot)
    seen = []

    def answer():
        box = QApplication.activeModalWidget()
        seen.append(box)
        qtbot.keyClick(box, Qt.Key.Key_Return)

    QTimer.singleShot(0, answer)
    assert ask(window, "End turn", "End your turn now?")
    box = seen[0]
    assert isinstance(box, GameMessage) and box.text() == "End your turn now?"
    assert not box.iconPixmap().isNull(), "the game's island, not a stock icon"
    assert game_style.GOLD in box.styleSheet()


def test_the_end_is_a_podium_with_coin_piles_and_the_chart_one_click_away(qtbot):
    from tests.views.test_secrets import _play_to_the_end

    window = make_window(qtbot, players=FIVE, seed=7)
    _play_to_the_end(window)
    screen = window.end_screen
    c = window.controller
    coins = c.final_coins()
    columns = screen.podium.columns()
    assert 3 <= len(columns) <= 5
    first = [place for place, _ in columns if place.rank == 1]
    assert {place.name for place in first} == {c.state.player(w).name for w in c.state.winners}
    for place, step in columns:                     # the winner stands highest, in their colour
        assert place.coins == next(coins[p.id] for p in c.state.players if p.name == place.name)
        assert step.height() == max(s.height() for _, s in columns) or place.rank > 1
    image = screen.podium.grab().toImage()
    ratio = image.devicePixelRatio()
    place, step = next((p, s) for p, s in columns if p.rank == 1)
    inside = QColor(image.pixel(int(step.center().x() * ratio), int((step.bottom() - 6) * ratio)))
    assert inside.hue() == QColor(place.colour).hue() or inside.saturation() < 40
    pile = [(x, y) for x in range(int((step.center().x() - 30) * ratio), int((step.center().x() + 10) * ratio))
            for y in range(int((step.top() - 90) * ratio), int(step.top() * ratio))
            if QColor(image.pixel(x, y)).rgb() in (GOLD.rgb(), QColor("#d8ad36").rgb())]
    assert pile, "a pile of coins stands on the step"
    # the chart waits behind a button
    assert not screen.chart.isVisible() and screen.chart_button.isVisible()
    screen.chart_button.click()
    assert screen.chart.isVisible() and screen.chart.series
    screen.chart_button.click()
    assert not screen.chart.isVisible()
