"""The merged table used as one player would: artifacts, F1 over pieces, the first launch,
computer seats shown as such."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QApplication

from smallwow_qt.boards.loader import load_map
from smallwow_qt.engine.session import Session
from smallwow_qt.engine.setup import GameConfig, new_game
from smallwow_qt.views.board_items import SMALL, TOKEN, PiecesItem
from test_app_helpers import (PLAYERS2, click_combination, drag_to_region, hand_drag, legal_conquests,
                              make_window, pass_handover)

SIDES = ["large_1a", "small_1a"]


def _arranged(window, combos, seed=3):
    config = GameConfig(players=list(PLAYERS2), seed=seed, sides=SIDES, combos=combos, markers={})
    state, events = new_game(config, load_map(SIDES))
    info = {"seed": seed, "players": [list(p) for p in PLAYERS2], "sides": SIDES}
    window.controller.set_session(Session(state, list(events), info=info))


def _conquer_with_the_champion(qtbot, window) -> tuple[str, str]:
    """Orcs with Championing: a first conquest, then one with the Champion ticked."""
    _arranged(window, [("orcs", "championing"), ("trolls", "ranger")])
    c = window.controller
    pass_handover(qtbot, window)
    click_combination(qtbot, window, 0)
    first, _ = legal_conquests(window, die=False)[0]
    drag_to_region(window, hand_drag(window), first)
    neighbour = next(n for n in c.state.map.neighbours[first] if not c.state.map.by_id[n].is_water
                     and c.state.regions[n].owner is None)
    qtbot.mouseClick(window.hand_dock.use_checks["champion"], Qt.MouseButton.LeftButton)
    assert c.selected_uses == {"champion"}
    drag_to_region(window, hand_drag(window), neighbour)
    assert c.state.regions[neighbour].champion
    return first, neighbour


def test_a_used_artifact_is_unticked_in_the_hand(qtbot):
    window = make_window(qtbot)
    _conquer_with_the_champion(qtbot, window)
    assert window.controller.selected_uses == set()
    checks = window.hand_dock.use_checks
    assert not any(check.isChecked() for check in checks.values()), \
        {use: check.isChecked() for use, check in checks.items()}


def test_a_refused_conquest_keeps_the_ticks(qtbot):
    window = make_window(qtbot)
    _arranged(window, [("orcs", "championing"), ("trolls", "ranger")])
    c = window.controller
    pass_handover(qtbot, window)
    click_combination(qtbot, window, 0)
    first, _ = legal_conquests(window, die=False)[0]
    drag_to_region(window, hand_drag(window), first)
    c.set_use("champion", True)
    reachable = {region for region, _ in legal_conquests(window)}
    far = next(r for r, v in c.state.regions.items() if v.owner is None and not c.state.map.by_id[r].is_water
               and r not in reachable)
    assert not c.conquer(far)
    assert c.selected_uses == {"champion"}


def _piece_point(window, region: str, piece: str) -> QPoint:
    item = next(i for i in window.board.scene().items() if isinstance(i, PiecesItem) and i.region_id == region)
    names = item.pieces
    k = names.index(piece)
    x = -(len(names) * (SMALL + 3) - 3) / 2 + k * (SMALL + 3) + SMALL / 2
    tokens = int(item.view.get("tokens") or 0)
    y = 0.0 if not tokens else (-TOKEN / 2 - 6 - SMALL / 2 if item.row_above else TOKEN / 2 + 6 + SMALL / 2)
    scene = item.mapToScene(QPointF(x, y))
    assert item.piece_at(item.mapFromScene(scene)) == piece
    # the piece in the middle of the map, on the (800×600) offscreen screen: no side panels
    for dock in window.docks:
        dock.hide()
    window.move(0, 0)
    window.resize(780, 560)         # all of the map's view on the screen
    QApplication.processEvents()
    # the islands stay where they are for the rest of the test: re-laid out for the view's new
    # shape 120 ms after the resize, they moved under the pointer when the machine was slow
    window.board._relayout.stop()
    window.board.centerOn(scene)
    pos = window.board.mapFromScene(scene)
    assert window.board.viewport().rect().contains(pos)
    return pos


def test_f1_over_a_piece_opens_the_pieces_page_not_the_race(qtbot):
    window = make_window(qtbot)
    first, region = _conquer_with_the_champion(qtbot, window)
    window.board.zoom_in()
    window.board.zoom_in()
    viewport = window.board.viewport()
    QCursor.setPos(viewport.mapToGlobal(_piece_point(window, region, "champion")))
    QApplication.processEvents()
    qtbot.keyClick(window, Qt.Key.Key_F1)
    reference = window.learning.reference
    assert reference is not None and reference.isVisible()
    assert reference.current == "power/championing"
    # a region with tokens and no piece still opens its race's page
    reference.hide()
    assert window.board.scene().items() and not window.controller.state.regions[first].champion
    item = window.board.board.regions[first]
    window.board.centerOn(item.anchor_scene_pos())
    pos = window.board.mapFromScene(item.anchor_scene_pos())
    assert viewport.rect().contains(pos)
    QCursor.setPos(viewport.mapToGlobal(pos))
    assert QApplication.widgetAt(QCursor.pos()) is viewport
    QApplication.processEvents()
    qtbot.keyClick(window, Qt.Key.Key_F1)
    assert reference.current == "race/orcs"


# ----- the first launch ------------------------------------------------------------------------------

def _first_launch(qtbot, tmp_path):
    from PySide6.QtCore import QSettings

    from smallwow_qt.controller.game_controller import GameController
    from smallwow_qt.views.main_window import MainWindow

    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(GameController(), translations=None, settings=settings, data_dir=tmp_path / "data")
    window.confirm = lambda title, text: True
    qtbot.addWidget(window)
    window.resize(1500, 950)
    window.show()
    qtbot.waitExposed(window)
    asked = []
    window.ask_new_game = lambda: asked.append(True)
    return window, asked


def test_the_new_game_dialog_waits_for_no_thanks_to_the_guided_game(qtbot, tmp_path):
    from smallwow_qt.views.game_flow import at_launch

    window, asked = _first_launch(qtbot, tmp_path)
    at_launch(window)
    guided = window.learning.guided
    assert guided.panel.isVisible() and guided.offering
    assert asked == []                      # no dialog over the offer
    qtbot.mouseClick(guided.panel.leave_button, Qt.MouseButton.LeftButton)     # No thanks
    assert asked == [True]
    window.close()
    # the next launch: no offer, the dialog at once
    again, asked = _first_launch(qtbot, tmp_path)
    at_launch(again)
    assert asked == [True] and not again.learning.guided.panel.isVisible()


def test_starting_the_offered_guided_game_skips_the_new_game_dialog(qtbot, tmp_path):
    from smallwow_qt.views.game_flow import at_launch

    window, asked = _first_launch(qtbot, tmp_path)
    QApplication.processEvents()            # (the offer's own timer may come first)
    at_launch(window)
    guided = window.learning.guided
    qtbot.mouseClick(guided.panel.next_button, Qt.MouseButton.LeftButton)
    assert guided.active and asked == []
    guided.leave()
    assert asked == []


# ----- computer seats shown as such ---------------------------------------------------------------------

def test_players_panel_and_status_bar_name_the_computer_seats(qtbot):
    from smallwow_qt.bots import make_bot
    from smallwow_qt.controller.models import PlayersModel
    from smallwow_qt.controller.seats import seats_info

    window = make_window(qtbot)
    driver = window.bot_play.driver
    driver.set_pace("slow")                                   # the first bot has not moved yet
    driver.make = lambda level, seed: make_bot("random", seed)
    players = [("p1", "Ann"), ("p2", "Bob"), ("p3", "Cid")]
    window.start_game(players, 5, None, None, {"seats": seats_info(players, ["hard", "human", "easy"])})
    model = next(m for m in window.players_dock.findChildren(PlayersModel))
    names = [model.data(model.index(row, PlayersModel.NAME)) for row in range(3)]
    assert "⚙" in names[0] and "Hard" in names[0]
    assert "⚙" not in names[1]
    assert "⚙" in names[2] and "Easy" in names[2]
    tip = model.data(model.index(0, PlayersModel.NAME), Qt.ItemDataRole.ToolTipRole)
    assert "computer player" in tip
    assert window.controller.actor_id == "p1"
    assert "Ann (computer)" in window.stage_label.text()
    driver.stop()


def test_a_window_too_tall_for_the_screen_opens_maximized(qtbot):
    from smallwow_qt.app.main import show
    from smallwow_qt.controller.game_controller import GameController
    from smallwow_qt.views.main_window import MainWindow

    window = MainWindow(GameController(), translations=None, settings=None)
    qtbot.addWidget(window)
    room = window.screen().availableGeometry()
    window.resize(room.width(), room.height())          # the default size on a screen that size
    show(window)
    qtbot.waitExposed(window)
    assert window.isMaximized()
    small = MainWindow(GameController(), translations=None, settings=None)
    qtbot.addWidget(small)
    small.resize(room.width() // 2, room.height() // 2)
    show(small)
    qtbot.waitExposed(small)
    assert not small.isMaximized()


# ----- the animations keep up with the computer players ----------------------------------------------

def test_animations_and_the_die_keep_up_with_the_bots(qtbot):
    from smallwow_qt.bots import make_bot
    from smallwow_qt.controller.seats import seats_info
    from smallwow_qt.views.overlays import DieOverlay

    window = make_window(qtbot)
    driver = window.bot_play.driver
    driver.make = lambda level, seed: make_bot("random", seed)
    driver.set_pace("slow")
    players = [("p1", "Ann"), ("p2", "Bob")]
    window.start_game(players, 5, None, None, {"seats": seats_info(players, ["easy", "human"])})
    DieOverlay.ROLL_MS = 700
    try:
        animations = window.animations
        base = window.bot_play.animation_ms(10_000)
        assert base == 1600                     # a bot acts: no longer than the pace (slow)
        driver.set_pace("fast")
        assert window.bot_play.animation_ms(10_000) == 250
        window._die_rolled("", 3, True)
        assert window.die.settled and window.die.face == 3          # fast bots: no tumbling
        driver.set_pace("slow")
        window._die_rolled("", 2, True)
        assert not window.die.settled                               # slow: the die tumbles
        driver.skipping = True
        assert animations.duration_ms() == 0
        window._die_rolled("", 5, False)
        assert window.die.settled and window.die.face == 5
    finally:
        DieOverlay.ROLL_MS = 0
        driver.stop()
