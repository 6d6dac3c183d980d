"""What the table's first paint no longer waits for, checked where a player meets it: the
guided first game made from its Help entry or the first launch's offer, the turn buttons'
rule titles read without the whole reference, files and message boxes loaded when used."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from smallwow_qt.controller.game_controller import GameController
from smallwow_qt.views.learn import pages
from smallwow_qt.views.main_window import MainWindow
from tests.views.support import make_window, pass_handover, run_fresh

# (Not "locale": argparse's messages look up their translations, and the command line is
# read by plain argparse, ~3 ms, rather than by a reader of its own.)
LATER = ("smallwow_qt.persistence", "smallwow_qt.views.learn.guided", "smallwow_qt.controller.lesson", "html",
         "datetime", "smallwow_qt.bots", "xml.etree.ElementTree", "importlib.resources",
         "dataclasses")


def test_the_painted_table_loads_none_of_what_it_does_not_show(tmp_path):
    """In a process of its own: the 5-player table's picture, then what was imported."""
    shot = tmp_path / "table.png"
    code = ("import sys\n"
            "from smallwow_qt.app.main import main\n"
            "status = main(['--new', '5', '--seed', '7', '--screenshot', sys.argv[1]])\n"
            f"print(status, *[m for m in {LATER!r} if m in sys.modules])\n")
    assert run_fresh(code, tmp_path, str(shot)) == ["0"]     # painted, and nothing of LATER loaded
    assert shot.stat().st_size > 10_000


#: PySide classes the first paint does not need, each with enums that take milliseconds to
#: create: made only by what uses them (an option's state, fillRect and QBrush(x) overloads,
#: QAction(text, parent), a viewport() asked of a list, the first animation or pinch)
UNMADE = {"PySide6.QtWidgets": ("QStyle", "QMessageBox", "QFileDialog", "QComboBox", "QGraphicsPixmapItem",
                                "QPinchGesture"),
          "PySide6.QtCore": ("QEasingCurve", "QVariantAnimation")}


def test_the_painted_table_creates_no_pyside_class_it_does_not_need(tmp_path):
    """In a process of its own: the 5-player table's picture, then the classes PySide made;
    and no PySide source check read our modules."""
    shot = tmp_path / "table.png"
    code = ("import sys\n"
            "from smallwow_qt.app.main import main\n"
            "status = main(['--new', '5', '--seed', '7', '--screenshot', sys.argv[1]])\n"
            "from PySide6.support import feature\n"
            f"made = [n for m, names in {UNMADE!r}.items() for n in names if n in vars(sys.modules[m])]\n"
            "ours = {n for n in sys.modules if n.startswith('smallwow_qt')}\n"
            "print(status, *made, *sorted(ours - set(feature.pyside_feature_dict)))\n")
    assert run_fresh(code, tmp_path, str(shot)) == ["0"]


def test_a_start_with_autosaves_loads_no_calendar_before_the_table(tmp_path):
    """The plain start (a data folder: autosaves, recent games), in a process of its own."""
    code = ("import sys\n"
            "from pathlib import Path\n"
            "from PySide6.QtWidgets import QApplication\n"
            "app = QApplication(sys.argv[:1])\n"
            "from smallwow_qt.views.main_window import MainWindow\n"
            "window = MainWindow(None, None, None, data_dir=Path(sys.argv[1]))\n"
            "window.show()\n"
            "window.start_game([('p1', 'Ann'), ('p2', 'Bob')], 7)\n"
            "app.processEvents()\n"
            "print(window.files.autosaver is not None, *[m for m in ('datetime',) if m in sys.modules])\n")
    assert run_fresh(code, tmp_path, str(tmp_path / "data")) == ["True"]


def _help_entry(window, text: str):
    return next(a for a in window.help_menu.actions() if a.text() == text)


def test_the_guided_game_is_made_when_its_help_entry_is_chosen(qtbot):
    window = make_window(qtbot)
    learning = window.learning
    assert learning.guided_if_made() is None          # not made for the table
    entry = _help_entry(window, "&Guided first game")
    assert entry.statusTip()
    window.help_menu.popup(window.mapToGlobal(window.rect().center()))
    qtbot.waitUntil(window.help_menu.isVisible)
    entry.trigger()                                   # as a click on the open menu does
    window.help_menu.hide()
    guided = learning.guided_if_made()
    assert guided is not None and guided.active and guided.action is entry
    assert guided.panel.isVisible() and guided.index == 0
    assert [p.name for p in window.controller.state.players] == ["Novice", "Rival"]
    assert entry.text() == "&Guided first game"       # its own texts, the same words


def test_the_guided_entry_follows_the_language_before_the_lesson_is_made(qtbot):
    from smallwow_qt.views.i18n import Translations

    translations = Translations(QApplication.instance())
    window = MainWindow(GameController(), translations, None)
    qtbot.addWidget(window)
    try:
        window.set_language("fr")
        assert window.learning.guided_if_made() is None
        entry = _help_entry(window, "&Partie guidée")
        entry.trigger()
        assert window.learning.guided.active and entry.text() == "&Partie guidée"
    finally:
        translations.install("en")


def test_the_first_launch_offers_the_lesson_and_the_next_ones_do_not_make_it(qtbot, tmp_path):
    def launch():
        settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
        window = MainWindow(GameController(), None, settings, data_dir=tmp_path / "data")
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        return window

    first = launch()
    qtbot.waitUntil(lambda: first.learning.guided_if_made() is not None)   # the offer, at once
    guided = first.learning.guided
    assert guided.offering and guided.panel.isVisible()
    qtbot.mouseClick(guided.panel.leave_button, Qt.MouseButton.LeftButton)     # No thanks
    first.close()
    second = launch()
    QApplication.processEvents()
    assert not second.learning.offer_guided()
    assert second.learning.guided_if_made() is None


def test_f1_over_the_map_does_not_make_the_lesson(qtbot):
    from smallwow_qt.views.learn import topics

    window = make_window(qtbot)
    viewport = window.board.viewport()
    assert viewport.acceptDrops()                     # (the view's own viewport, made in Python)
    centre = viewport.mapToGlobal(viewport.rect().center())
    assert topics.topic_at(window, centre)
    assert window.learning.guided_if_made() is None


def test_turn_buttons_name_their_rule_without_building_the_reference(qtbot):
    pages.catalogue.cache_clear()
    window = make_window(qtbot)
    pass_handover(qtbot, window)
    end = window.game_actions.end_turn
    assert not end.isEnabled() and "Rule: " in end.toolTip()
    assert pages.catalogue.cache_info().currsize == 0
    for language in ("en", "fr"):
        built = pages.catalogue(language)
        for page_id, page in built.pages.items():
            assert pages.page_title(language, page_id) == page.title
        assert pages.page_title(language, "rules/no_such_page") is None
    title = pages.catalogue("en").get("rules/picking").title
    assert f"Rule: {title} (F1)" in end.toolTip()


def test_messages_show_in_the_games_own_message_boxes(qtbot, tmp_path, monkeypatch):
    from smallwow_qt.views.game_dialog import GameMessage
    from tests.views.support import files_window

    shown = []
    monkeypatch.setattr(GameMessage, "exec", lambda box: shown.append(box.windowTitle()) or 0)
    window = files_window(qtbot, tmp_path)
    window.files.inform("Already open", "text")
    window.show_help()
    assert shown == ["Already open", "How to play"]


def test_fitting_a_zoomed_in_map_lays_its_labels_out_once(qtbot, monkeypatch):
    from smallwow_qt.views.region_labels import ScreenLabel

    window = make_window(qtbot)
    board = window.board
    board.set_zoom(board.zoom * 4)                  # scroll bars now
    QApplication.processEvents()
    assert board.horizontalScrollBar().isVisible()
    calls = []
    original = ScreenLabel.set_zoom
    monkeypatch.setattr(ScreenLabel, "set_zoom",
                        lambda label, zoom, *more: calls.append(zoom) or original(label, zoom, *more))
    window.game_actions.zoom_fit.trigger()          # View › Fit to window
    for _ in range(3):
        QApplication.processEvents()
    assert not board.horizontalScrollBar().isVisible() and not board.verticalScrollBar().isVisible()
    assert len(calls) == len(board.labels.items) and len(set(calls)) == 1     # one pass, one zoom
    fitted = board.zoom
    board.fitInView(board.board.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)   # Qt's own
    assert abs(board.zoom - fitted) < 1e-9
