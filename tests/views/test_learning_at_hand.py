"""Learning without getting stuck: a relaunch offers the lesson left half-way; the menus work
during the lesson (a language switch, a new game, quitting); the lesson's card keeps clear of
what each step lights up, names regions as the map does, and explains the questions that
open over it; the reference's search follows the language, says when it finds nothing and
never leaves another page highlighted; the legend shows the drag's marks, a move's outline
and what S, M, L mean, on the screen."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRect, QSettings, Qt, QTimer
from PySide6.QtGui import QCursor, QEnterEvent
from PySide6.QtWidgets import QApplication, QMessageBox

from smallwow_qt.controller import lesson
from smallwow_qt.controller.place_names import place_name
from smallwow_qt.views.game_flow import at_launch
from smallwow_qt.views.i18n import Translations
from smallwow_qt.views.learn.guided_texts import KEY_OFFERED
from smallwow_qt.views.learn.reference import ID_ROLE
from tests.views.support import arranged, click_combination, make_window, pass_handover, settle_layout
from tests.views.test_guided import do_step, open_window, wait_for_learner
from tests.views.test_leaving_games import press_in_next_dialog


def _settings(tmp_path) -> QSettings:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue(KEY_OFFERED, True)        # (not the first launch)
    return settings


def _play_to(qtbot, window, step_id: str) -> None:
    guided = window.learning.guided
    while guided.step.id != step_id:
        wait_for_learner(qtbot, window)
        number = guided.index
        do_step(qtbot, window, guided.step)
        qtbot.waitUntil(lambda: guided.index == number + 1, timeout=3000)
    wait_for_learner(qtbot, window)


def test_a_relaunch_offers_the_lesson_left_half_way(qtbot, tmp_path):
    settings = _settings(tmp_path)
    window = open_window(qtbot, settings)
    window.learning.guided.start()
    _play_to(qtbot, window, "artifact")
    qtbot.mouseClick(window.learning.guided.panel.leave_button, Qt.MouseButton.LeftButton)
    window.close()
    again = open_window(qtbot, settings)
    asked = []
    again.ask_new_game = lambda: asked.append(True)
    at_launch(again)
    guided = again.learning.guided
    assert guided.panel.isVisible() and guided.offering and asked == []
    assert "Resume" in guided.panel.title.text() and "step 5 of" in guided.panel.text.text()
    qtbot.mouseClick(guided.panel.next_button, Qt.MouseButton.LeftButton)
    wait_for_learner(qtbot, again)
    assert guided.active and guided.step.id == "artifact"


def test_no_thanks_to_the_lesson_left_half_way_brings_the_new_game_dialog(qtbot, tmp_path):
    settings = _settings(tmp_path)
    settings.setValue("guided/step", 3)
    window = open_window(qtbot, settings)
    asked = []
    window.ask_new_game = lambda: asked.append(True)
    at_launch(window)
    qtbot.mouseClick(window.learning.guided.panel.leave_button, Qt.MouseButton.LeftButton)
    assert asked == [True] and not window.learning.guided.active


def test_the_menus_work_during_the_lesson(qtbot, tmp_path):
    window = open_window(qtbot, _settings(tmp_path))
    window.translations = translations = Translations(QApplication.instance())
    guided = window.learning.guided
    try:
        guided.start()
        _play_to(qtbot, window, "landing")
        # Language › Français, with the mouse: the lesson lets the menus through
        bar = window.menuBar()
        qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(window.language_menu.menuAction()).center())
        menu = window.language_menu
        qtbot.waitUntil(menu.isVisible, timeout=2000)
        french = window.game_actions.languages["fr"]
        qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(french).center())
        assert not guided.panel.warning.isVisible()
        assert window.game_menu.title() == "&Partie" and guided.active
        assert place_name("Bloodtalon Woods") in guided.panel.text.text()
        assert "Bloodtalon Woods" not in guided.panel.text.text()       # as on the map: Bois de …
        assert guided.panel.leave_button.text() == "Interrompre la leçon"
    finally:
        translations.install("en")
    # Game › New game: the lesson is left (its progress kept) before the dialog
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    from smallwow_qt.views.new_game_dialog import NewGameDialog
    seen = []
    press_in_next_dialog(qtbot, Qt.Key.Key_Escape, seen, kind=NewGameDialog)
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert seen and not guided.active and guided._saved()[1] == 2


def _holes_covered(window) -> list[str]:
    guided = window.learning.guided
    card = guided.panel.geometry()
    return [hole for hole in guided.veil.holes if card.intersects(hole.adjusted(-8, -8, 8, 8))]


def test_the_card_keeps_clear_of_each_target_and_explains_the_questions(qtbot, tmp_path):
    window = open_window(qtbot, _settings(tmp_path))
    window.resize(1366, 728)
    settle_layout(window)
    del window.confirm                      # the real questions, answered with the keyboard
    guided = window.learning.guided
    guided.start()
    explained = []

    def answer() -> None:           # every question that opens: noted, then answered Yes
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox) and box.isVisible():
            explained.append((guided.step.id, guided.panel.note.isVisible(), guided.panel.note.text()))
            qtbot.keyClick(box, Qt.Key.Key_Return)
    answering = QTimer()
    answering.timeout.connect(answer)
    answering.start(20)
    for number, step in enumerate(lesson.STEPS):
        wait_for_learner(qtbot, window)
        QApplication.processEvents()
        assert _holes_covered(window) == [], step.id
        do_step(qtbot, window, step)
        if step.kind == "finish":
            break
        qtbot.waitUntil(lambda: guided.index == number + 1, timeout=5000)
        assert not guided.panel.note.isVisible()            # gone with the question
    answering.stop()
    assert {"die", "decline"} <= {step for step, _, _ in explained}, explained
    assert all(shown and "answer Yes" in text for _, shown, text in explained), explained


def test_f1_over_a_combination_highlights_its_race_in_the_reference(qtbot):
    window = make_window(qtbot)
    window.resize(790, 760)          # (the pointer goes where the offscreen screen reaches)
    arranged(window, [("draenei", "ranger"), ("naga", "sailing"), ("orcs", "mining"), ("dwarves", "farmer"),
                      ("humans", "enraged"), ("trolls", "blacksmith")])
    settle_layout(window)
    pass_handover(qtbot, window)
    window.learning.open_page("race/naga")
    reference = window.learning.reference
    qtbot.keyClicks(reference.search, "naga")              # a search, then the Naga chosen
    tree = reference.tree
    naga = next(tree.topLevelItem(i).child(j) for i in range(tree.topLevelItemCount())
                for j in range(tree.topLevelItem(i).childCount())
                if tree.topLevelItem(i).child(j).data(0, ID_ROLE) == "race/naga")
    qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=tree.visualItemRect(naga).center())
    assert tree.currentItem().data(0, ID_ROLE) == "race/naga" and reference.current == "race/naga"
    view = window.column_dock.view
    reference.hide()
    QCursor.setPos(view.viewport().mapToGlobal(view.visualRect(view.model().index(0)).center()))
    QApplication.processEvents()
    qtbot.keyClick(window, Qt.Key.Key_F1)
    assert reference.current == "combo/draenei/ranger"
    assert reference.tree.currentItem().data(0, ID_ROLE) == "race/draenei"
    assert [item.data(0, ID_ROLE) for item in reference.tree.selectedItems()] == ["race/draenei"]


def test_the_reference_search_follows_the_language_and_says_when_nothing_matches(qtbot):
    window = make_window(qtbot)
    window.translations = translations = Translations(QApplication.instance())
    window.learning.open_page("rules/decline")
    reference = window.learning.reference
    qtbot.keyClicks(reference.search, "montagne")
    assert reference.visible_ids() == [] and reference.no_results.isVisible()
    assert "montagne" in reference.no_results.text()
    try:
        window.set_language("fr")
        assert reference.search.text() == "" and not reference.no_results.isVisible()
        assert len(reference.visible_ids()) > 20
        qtbot.keyClicks(reference.search, "montagne")
        assert "race/dwarves" in reference.visible_ids() and not reference.no_results.isVisible()
    finally:
        translations.install("en")


def test_the_legend_shows_the_drag_the_moves_and_the_sizes_and_fits_the_screen(qtbot):
    window = make_window(qtbot)
    window.translations = translations = Translations(QApplication.instance())
    try:
        window.set_language("fr")           # (the longest texts)
        window.learning.open_legend()
        dialog = window.learning.legend_dialog
        for key in ("drag:conquer", "drag:die", "drag:redeploy", "drag:refuse", "last_move", "suggestion",
                    "island_size"):
            assert key in dialog.legend.keys
        room = window.screen().availableGeometry()
        QApplication.processEvents()
        assert room.contains(dialog.frameGeometry()), (dialog.frameGeometry(), room)
        card = window.learning.card
        QApplication.sendEvent(card, QEnterEvent(QPointF(5, 5), QPointF(5, 5), QPointF(5, 5)))
        assert card.card.isVisible() and room.contains(card.card.frameGeometry()), card.card.frameGeometry()
    finally:
        translations.install("en")
