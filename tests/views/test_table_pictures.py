"""The table's items drawn once into pictures at the screen's resolution and copied after
(names, stacks, edges, numbers, a drag's outlines): a picture holds all of its item, follows
the zoom, and on a large screen they all stay in Qt's picture cache."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QDragEnterEvent, QPixmapCache
from PySide6.QtWidgets import QApplication, QGraphicsItem

from smallwow_qt.views import board_items, region_labels
from smallwow_qt.views.board_view import MIN_ZOOM, BoardView
from tests.views.support import hand_drag, start_conquering


def _drag_over_board(window) -> None:
    """A drag from the hand enters the map: every region shows what the tokens would do."""
    mime = hand_drag(window)
    QApplication.sendEvent(window.board.viewport(), QDragEnterEvent(
        QPoint(5, 5), Qt.DropAction.MoveAction, mime, Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier))


def test_a_drag_s_outlines_fit_in_their_pictures_at_any_zoom(qtbot, window):
    start_conquering(qtbot, window)
    _drag_over_board(window)
    view = window.board
    outlined = [o for o in view.board.overlays.values() if o.outline is not None]
    assert outlined and all(o.cacheMode() == QGraphicsItem.CacheMode.DeviceCoordinateCache for o in outlined)
    for zoom in (view.zoom, MIN_ZOOM, 1.0, 3.0):
        view.set_zoom(zoom)
        transform = view.viewportTransform()
        for overlay in outlined:
            # the pen is cosmetic (its width in screen pixels): half of it and a pixel of
            # antialiasing reach out of the area, all within the item's picture
            reach = overlay.pen().widthF() / 2 + 1
            area = transform.mapRect(overlay.polygon().boundingRect())
            drawn = transform.mapRect(overlay.boundingRect())
            assert drawn.left() <= area.left() - reach and drawn.top() <= area.top() - reach
            assert drawn.right() >= area.right() + reach and drawn.bottom() >= area.bottom() + reach


def test_at_150_percent_numbers_and_outlines_are_drawn_directly(qtbot, window, monkeypatch):
    # (Qt puts an item's picture on the view's pixels, half a screen pixel off at 150 %, and
    # draws a cosmetic pen in it thinner than directly; at 100 % and 200 % the pictures are
    # the same pixels as drawn directly)
    start_conquering(qtbot, window)
    _drag_over_board(window)
    board = window.board.board
    shown = [o for o in board.overlays.values() if o.outline is not None] + \
        [badge for pieces in board.pieces.values() for badge in pieces.badges() if badge.isVisible()]
    assert len(shown) > 10
    cached = QGraphicsItem.CacheMode.DeviceCoordinateCache
    assert all(item.cacheMode() == cached for item in shown)
    direct = QGraphicsItem.CacheMode.NoCache
    for ratio, mode in ((1.5, direct), (2.0, cached), (1.25, direct), (1.0, cached)):
        monkeypatch.setattr(BoardView, "devicePixelRatioF", lambda self, ratio=ratio: ratio)
        QApplication.sendEvent(window.board.viewport(), QEvent(QEvent.Type.DevicePixelRatioChange))
        assert all(item.cacheMode() == mode for item in shown)


def test_a_count_drawn_after_zooming_is_the_count_drawn_at_that_zoom(qtbot, window):
    start_conquering(qtbot, window)
    view = window.board
    pieces = next(p for p in view.board.pieces.values() if p._count_badge is not None
                  and p.count_badge.isVisible())
    badge = pieces.count_badge
    view.viewport().grab()              # (drawn into its picture at the fitted zoom)
    view.set_zoom(view.zoom * 2)        # larger: the badge is drawn larger, further out
    QApplication.processEvents()
    view.centerOn(pieces)

    def picture():
        rect = badge.deviceTransform(view.viewportTransform()).mapRect(badge.boundingRect()).toAlignedRect()
        return view.viewport().grab(rect.adjusted(-3, -3, 3, 3)).toImage()

    after_zooming = picture()
    badge.setCacheMode(QGraphicsItem.CacheMode.NoCache)      # drawn directly, as it is now
    assert _differing(picture(), after_zooming) == 0


def _differing(one, other, tolerance: int = 8) -> int:
    """Pixels of two pictures of a size that differ by more than `tolerance` in a channel
    (a picture copied differs from one drawn directly by a step of rounding here and there)."""
    assert one.size() == other.size()
    count = 0
    for y in range(one.height()):
        for x in range(one.width()):
            a, b = one.pixelColor(x, y), other.pixelColor(x, y)
            if max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue())) > tolerance:
                count += 1
    return count


def test_on_a_4k_screen_a_repaint_copies_the_pictures(qtbot, window, monkeypatch):
    start_conquering(qtbot, window)
    c = window.controller
    held = [rid for rid, region in c.state.regions.items() if not c.state.map.by_id[rid].is_water]
    for rid in held:                    # (every land region held: its stack and its edge)
        region = c.state.regions[rid]
        region.owner, region.race, region.tokens = c.actor_id, c.state.actor.race, 3
    c._cache.clear()
    c.state_changed.emit()
    painted: list[str] = []
    for cls in (board_items.PiecesItem, board_items.OwnerEdge, region_labels.ScreenLabel):
        def paint(self, *args, _paint=cls.paint):
            painted.append(type(self).__name__)
            return _paint(self, *args)
        monkeypatch.setattr(cls, "paint", paint)
    limit = QPixmapCache.cacheLimit()
    QPixmapCache.setCacheLimit(10240)       # (Qt's default; other tests may have raised it)
    try:
        view = window.board
        view.setParent(None)
        view.resize(3840, 2160)
        view.show()
        qtbot.waitExposed(view)
        view.fit()
        QApplication.processEvents()
        view.viewport().repaint()
        assert painted                      # (drawn into their pictures)
        painted.clear()
        view.viewport().repaint()
        assert painted == []
    finally:
        view.close()
        QPixmapCache.setCacheLimit(max(limit, QPixmapCache.cacheLimit()))


def test_a_stack_s_shadow_is_a_dark_disc_fading_at_its_edge_made_once_a_size(qapp):
    image = board_items.shadow_image(40)
    assert board_items.shadow_image(40) is image        # (made once for this size)
    middle, corner = image.pixelColor(20, 20), image.pixelColor(1, 1)
    near_edge, inside = image.pixelColor(20, 1), image.pixelColor(20, 8)
    assert middle.alpha() == board_items.SHADOW.alpha() and middle.red() < 30
    assert corner.alpha() == 0                          # (a disc)
    assert 0 < near_edge.alpha() < inside.alpha()        # (its edge fades out)
