"""What start-up leaves for later, checked as a player meets it: the region outlines made
when a drag first shows them, the map's screen labels drawn from a cached picture yet
following the language and the zoom, the players table's roles, the autosave written just
after the move, and Python's cycle collector back on once the game is set up."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QDragEnterEvent, QDragLeaveEvent, QDragMoveEvent
from PySide6.QtWidgets import QApplication, QGraphicsItem

from smallwow_qt.app import main as app_main
from smallwow_qt.controller import models
from smallwow_qt.controller.game_controller import DEFAULT_NAMES
from smallwow_qt.controller.models import PlayersModel, Role
from smallwow_qt.controller.place_names import generic_words, place_name
from smallwow_qt.views import game_files
from smallwow_qt.views.i18n import Translations
from tests.views.support import (click_combination, hand_drag, legal_conquests, make_window,
                              pass_handover, region_pos, run_fresh)
from tests.views.support import files_window

FIVE = [(f"p{i + 1}", DEFAULT_NAMES[i]) for i in range(5)]


def _hover_drag(window, mime, region: str) -> None:
    """A drag from the hand entering the board and hovering `region` (not dropped)."""
    viewport = window.board.viewport()
    pos = region_pos(window, region)
    buttons, mods = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    QApplication.sendEvent(viewport, QDragEnterEvent(pos, Qt.DropAction.MoveAction, mime, buttons, mods))
    QApplication.sendEvent(viewport, QDragMoveEvent(pos, Qt.DropAction.MoveAction, mime, buttons, mods))


def test_region_outlines_are_simplified_when_a_drag_first_shows_them(qtbot):
    window = make_window(qtbot)
    scene = window.board.board
    full = {rid: scene.overlays[rid].polygon().count() for rid in scene.overlays}
    # laid out with their full outline: the same hit areas, nothing simplified yet
    assert all(full[rid] == scene.regions[rid].polygon().count() for rid in full)
    for rid, region in scene.regions.items():
        assert scene.region_at(region.anchor_scene_pos()) == rid
    pass_handover(qtbot, window)
    click_combination(qtbot, window, 0)
    target = legal_conquests(window, die=False)[0][0]
    _hover_drag(window, hand_drag(window), target)
    # the drag outlines or veils every region: each one drawn is the lighter outline
    assert scene.overlays[target].outline is not None
    shown = [rid for rid, o in scene.overlays.items() if o.outline is not None or o.veiled]
    assert len(shown) == len(scene.overlays)
    assert sum(scene.overlays[rid].polygon().count() for rid in shown) < sum(full[rid] for rid in shown)
    # and a drop still lands on the region aimed at
    for rid, region in scene.regions.items():
        assert scene.region_at(region.anchor_scene_pos()) == rid
    window.board.dragLeaveEvent(QDragLeaveEvent())     # the drag goes away
    assert window.board.drops.drag is None


def test_screen_labels_are_cached_but_follow_the_language_and_the_zoom(qtbot):
    window = make_window(qtbot, players=FIVE, seed=7)
    window.resize(1366, 768)
    QApplication.processEvents()
    window.board.fit()
    labels = window.board.labels
    assert labels.on_screen
    label = next(iter(labels.items.values()))
    assert label.cacheMode() is QGraphicsItem.CacheMode.DeviceCoordinateCache
    english = {rid: item.text() for rid, item in labels.items.items()}
    translations = Translations(QApplication.instance())
    window.translations = translations
    try:
        window.set_language("fr")
        french = {rid: item.name for rid, item in labels.items.items()}
        assert french != {rid: item.english for rid, item in labels.items.items()}
        assert all(french[rid] == place_name(item.english) for rid, item in labels.items.items())
        assert {rid: item.text() for rid, item in labels.items.items()} != english
        assert generic_words()["Hills"] == "Collines"
    finally:
        translations.install("en")
        window.set_language("en")
    assert {rid: item.text() for rid, item in labels.items.items()} == english
    assert generic_words()["Hills"] == "Hills"
    # a larger zoom gives the long names room again
    window.board.set_zoom(window.board.zoom * 1.6)
    if labels.on_screen:
        longer = sum(len(item.text()) for item in labels.items.values())
        assert longer > sum(len(text) for text in english.values())


def test_labels_are_not_laid_out_again_after_each_action(qtbot, monkeypatch):
    window = make_window(qtbot, players=FIVE, seed=7)
    labels = window.board.labels
    assert labels.on_screen
    calls = []
    for label in labels.items.values():
        original = label.set_zoom
        monkeypatch.setattr(label, "set_zoom",
                            lambda z, *more, original=original: calls.append(z) or original(z, *more))
    pass_handover(qtbot, window)
    click_combination(qtbot, window, 0)         # an action: the board refreshes
    assert window.controller.state.current.race is not None
    assert calls == []
    window.board.set_zoom(window.board.zoom * 0.9)
    assert len(calls) == len(labels.items)


def test_players_table_answers_only_its_roles(qtbot):
    window = make_window(qtbot, players=FIVE, seed=7)
    model: PlayersModel = window.players_dock.model
    view_model = window.players_dock.view_model
    current = window.controller.state.current.id
    row = [p.id for p in window.controller.state.players].index(current)
    name = model.index(row, PlayersModel.NAME)
    assert model.data(name, Qt.ItemDataRole.DisplayRole).startswith("▶ ")
    assert model.data(name, Qt.ItemDataRole.FontRole).bold()
    assert model.data(name, Qt.ItemDataRole.DecorationRole).name() == window.controller.colour(current)
    assert model.data(name, Role.PLAYER) == current and model.data(name, Role.CURRENT)
    assert model.data(model.index(row, PlayersModel.DECLINED), Role.DECLINED)
    assert model.data(model.index(row, PlayersModel.TOKENS), Qt.ItemDataRole.DecorationRole) is None
    for role in (Qt.ItemDataRole.TextAlignmentRole, Qt.ItemDataRole.ForegroundRole,
                 Qt.ItemDataRole.CheckStateRole, Qt.ItemDataRole.SizeHintRole, Role.PRICE):
        assert model.data(name, role) is None
        assert view_model.data(view_model.index(row, PlayersModel.NAME), role) is None
    assert int(Role.PLAYER) in models.PLAYER_ROLES
    active = view_model.index(row, PlayersModel.ACTIVE)
    assert view_model.data(active, Qt.ItemDataRole.DisplayRole) == "—"
    assert view_model.data(view_model.index(row, PlayersModel.NAME), Role.PLAYER) == current


def test_the_autosave_follows_each_move_once_the_table_shows_it(qtbot, tmp_path):
    window = files_window(qtbot, tmp_path)
    pass_handover(qtbot, window)
    click_combination(qtbot, window, 0)
    assert window.files._pending.isActive()
    assert window.files._pending.interval() == game_files.AUTOSAVE_DELAY_MS > 0
    qtbot.waitUntil(lambda: window.files.unfinished() is not None, timeout=3000)
    assert not window.files._pending.isActive()


def test_cycle_collector_is_on_again_after_start_up(tmp_path):
    """In a process of its own (main() sets the application's names for QSettings)."""
    shot = tmp_path / "table.png"
    code = ("import gc, sys\n"
            "from smallwow_qt.app.main import main\n"
            "status = main(['--new', '2', '--seed', '3', '--screenshot', sys.argv[1]])\n"
            "print(status, gc.isenabled(), gc.get_freeze_count() > 0)\n")
    # the picture is there, the collector is on, and what start-up made is out of its rounds
    assert run_fresh(code, tmp_path, str(shot)) == ["0", "True", "True"]
    assert shot.stat().st_size > 10_000


def test_the_window_icon_comes_once_the_table_is_up(qtbot):
    app = QApplication.instance()
    app_main._set_icon(app)
    assert not app.windowIcon().isNull()
    assert app_main.ICON_AFTER_MS > 0


def test_players_table_fits_its_rows_by_itself_after_a_new_game(qtbot):
    window = make_window(qtbot, players=FIVE, seed=7)
    window.resize(1366, 768)
    for _ in range(3):
        QApplication.processEvents()
    table = window.players_dock.table
    rows = sum(table.rowHeight(r) for r in range(5))
    assert table.height() == table.horizontalHeader().height() + rows + 2 * table.frameWidth() + 2
    assert not window.players_dock._fit.isActive()      # one fit for the whole burst, done
    window.start_game(list(FIVE[:3]), 5)                # fewer players: fitted again
    for _ in range(3):
        QApplication.processEvents()
    rows = sum(table.rowHeight(r) for r in range(3))
    assert table.height() == table.horizontalHeader().height() + rows + 2 * table.frameWidth() + 2


def test_the_screenshot_is_the_table_as_painted(qtbot):
    """Headless, `--screenshot` reads the painted window back instead of painting it again:
    the same pixels as Qt's own grab."""
    window = make_window(qtbot)
    pass_handover(qtbot, window)
    for _ in range(5):
        QApplication.processEvents()
    app = QApplication.instance()
    painted = window.grab().toImage()
    if app.platformName() == "offscreen":
        window.grab = None              # not painted again
    picture = app_main._picture(app, window).toImage()
    assert picture.convertToFormat(painted.format()) == painted


def test_token_badges_are_made_when_first_shown(qtbot):
    """A region's token count and a drag's cost are made when first shown: the new table has
    none on its empty regions; a conquest shows the count, a drag over a region its cost."""
    from tests.views.support import drag_to_region

    window = make_window(qtbot)
    pieces = window.board.board.pieces
    assert all(p._count_badge is None and p._cost_badge is None
               for p in pieces.values() if not p.view.get("tokens"))
    pass_handover(qtbot, window)
    click_combination(qtbot, window, 0)
    region, _ = legal_conquests(window, die=False)[0]
    drag_to_region(window, hand_drag(window, everything=True), region)
    QApplication.processEvents()
    badge = pieces[region]._count_badge
    assert badge is not None and badge.isVisible()
    assert badge.text == str(window.controller.state.regions[region].tokens)
    others = [p for rid, p in pieces.items() if rid != region and not p.view.get("tokens")]
    assert all(p._count_badge is None for p in others)
