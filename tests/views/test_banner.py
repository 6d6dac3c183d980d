"""The turn banner across the top of the map: it follows the player who acts now (their colour,
name, emblems, what they do, the tokens in their hand), frames the map in their colour, and
never shows a coin total."""

from __future__ import annotations

from PySide6.QtGui import QColor

from smallwow_qt.views.turn_banner import FRAME, NEUTRAL
from tests.views.test_bots import bot_window
from tests.views.test_secrets import _play_to_the_end
from tests.views.support import (FIVE, click_combination, drag_to_region, hand_drag, legal_conquests,
                                 make_window, mark_coins, pass_handover)


def _frame_pixel(window) -> QColor:
    """The colour of the frame's left edge, half way down, as painted."""
    frame = window.table
    image = frame.grab().toImage()
    ratio = image.devicePixelRatio()
    return QColor(image.pixel(int(FRAME / 2 * ratio), int(frame.height() / 2 * ratio)))


def test_the_banner_follows_the_player_to_act_and_frames_the_map_in_their_colour(qtbot):
    window = make_window(qtbot, players=FIVE, seed=7)
    c = window.controller
    banner = window.table.banner
    pass_handover(qtbot, window)
    ann = c.actor_id
    assert banner.player == ann and banner.name == c.state.player(ann).name
    assert banner.colour == QColor(c.colour(ann))
    assert _frame_pixel(window).rgb() == QColor(c.colour(ann)).darker(112).rgb()
    assert banner.y() < window.board.y(), "across the top of the map"
    assert banner.width() >= window.board.width()
    click_combination(qtbot, window, 0)
    actor = c.state.actor
    assert (banner.race, banner.power) == (actor.race, actor.power)
    assert c.texts.combo(actor.race, actor.power) == banner.combo
    assert banner.phase.lower() == "conquering"
    assert banner.hand.startswith(f"{actor.hand} token") and banner.hand.endswith("in hand")
    form = [lg.action for lg in c.legal() if type(lg.action).__name__ == "Form"]
    if form:                                # (the Worgen choose their form first)
        c.play(form[0])
    drag_to_region(window, hand_drag(window), legal_conquests(window, die=False)[0][0])
    assert banner.hand.startswith(f"{c.state.actor.hand} token")
    window.game_actions.end_turn.trigger()
    pass_handover(qtbot, window)
    bob = c.actor_id
    assert bob != ann and banner.player == bob
    assert banner.colour == QColor(c.colour(bob)) != QColor(c.colour(ann))
    assert _frame_pixel(window).rgb() == QColor(c.colour(bob)).darker(112).rgb()
    assert banner.phase.lower() == "picking a combination" and banner.hand == ""


def test_the_banner_shows_no_coin_total(qtbot):
    window = make_window(qtbot, players=FIVE, seed=7)
    c = window.controller
    banner = window.table.banner
    pass_handover(qtbot, window)
    click_combination(qtbot, window, 3)
    mark_coins(window, [4111, 4222, 4333, 4444, 4555])

    def refused(*_):
        raise AssertionError("the banner read a coin total")

    c.peek_coins = c.final_coins = refused
    banner.refresh()
    for value in ("4111", "4222", "4333", "4444", "4555"):
        assert value not in banner.text() and value not in banner.toolTip()
    assert "coin" not in banner.text().lower()


def test_the_banner_names_a_computer_player(qtbot):
    window = bot_window(qtbot, ["easy", "human"])
    window.bot_play.driver.stop()           # (Ann, a computer player, is to act: she waits)
    banner = window.table.banner
    assert banner.player == "p1" and banner.name == "Ann (computer)"


def test_at_the_end_the_banner_says_so_in_no_one_s_colour(qtbot):
    window = make_window(qtbot, seed=21)
    banner = window.table.banner
    _play_to_the_end(window)
    assert banner.player is None and banner.colour == NEUTRAL
    assert banner.text() == "The game is over"
    assert window.table.colour == NEUTRAL


def test_a_narrow_banner_drops_the_phase_before_cutting_the_combination(qtbot):
    """(At 1920×1080 at 150 % the banner read "Archaeologist Pan…" with no phase shown: the
    room kept for a chip that did not fit cut the combination.)"""
    from smallwow_qt.views.turn_banner import TurnBanner

    window = make_window(qtbot, players=FIVE, seed=7)
    pass_handover(qtbot, window)
    click_combination(qtbot, window, 0)
    banner = TurnBanner(window.controller)
    qtbot.addWidget(banner)
    banner.refresh()
    banner.resize(1200, 44)
    banner.grab()
    assert banner.shown == (banner.name, banner.combo, banner.phase)
    whole_without_phase = []
    for width in range(1200, 200, -4):
        banner.resize(width, 44)
        banner.grab()
        if not banner.shown[2] and banner.shown[1] == banner.combo:
            whole_without_phase.append(width)
    # the chip's room goes to the combination: it stays whole over the chip's width and more
    assert len(whole_without_phase) * 4 >= 40, whole_without_phase
