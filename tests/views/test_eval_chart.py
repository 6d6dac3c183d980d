"""The review's chart: every player's line can be seen on the chart's paper, a pale colour
(a yellow seat) as well as a dark one."""

from __future__ import annotations

from PySide6.QtGui import QColor

from smallwow_qt.views.eval_chart import EvalChart

PAPER = "#fbf7ec"


def test_a_line_in_a_colour_close_to_the_paper_still_shows(qtbot):
    chart = EvalChart()
    qtbot.addWidget(chart)
    chart.resize(400, 220)
    # one flat line at 50 coins, drawn in the paper's own colour
    chart.set_data([(0, {"p1": 50.0}), (10, {"p1": 50.0})], [("p1", "Ann", PAPER)], [], None)
    image = chart.grab().toImage()
    plot_y = 26 + (220 - 26 - 32) * (1 - 50 / 60)          # the plot runs to 60 coins
    column = [QColor(image.pixel(200, y)) for y in range(int(plot_y) - 4, int(plot_y) + 5)]
    darkest = min(c.lightness() for c in column)
    assert darkest < QColor(PAPER).lightness() - 40, darkest
