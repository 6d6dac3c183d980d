"""Movement: a conquered region's tokens slide in from the hand, lost tokens fade; the state
is final at once and play goes on during a movement; the speed setting can turn it off."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from tests.views.support import click_combination, drag_to_region, hand_drag, legal_conquests, make_window, pass_handover


def _conquer(qtbot, window):
    region = legal_conquests(window, die=False)[0][0]
    drag_to_region(window, hand_drag(window), region)
    return region


def test_tokens_slide_in_without_holding_anything_up(qtbot, tmp_path):
    window = make_window(qtbot)
    c = window.controller
    pass_handover(qtbot, window)
    click_combination(qtbot, window, 0)
    region = _conquer(qtbot, window)
    anims = window.animations
    assert c.state.regions[region].owner == "p1"            # the state is final already
    assert anims.running and anims.items
    moving = anims.items[0]
    assert not moving.acceptedMouseButtons()                  # never in the way of a click
    start = moving.pos()
    qtbot.waitUntil(lambda: moving.pos() != start, timeout=2000)     # it moves
    # a second conquest while the first token is still moving goes through at once
    second = _conquer(qtbot, window)
    assert c.state.regions[second].owner == "p1"
    # once done, the moving pictures are gone and the regions show the real tokens
    qtbot.waitUntil(lambda: not anims.running, timeout=3000)
    assert not anims.items and moving.scene() is None


def test_no_movement_when_turned_off(qtbot, tmp_path):
    window = make_window(qtbot)
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue("ui/animation_speed", "off")
    window.settings = settings
    pass_handover(qtbot, window)
    click_combination(qtbot, window, 0)
    _conquer(qtbot, window)
    assert not window.animations.running and not window.animations.items


def test_coins_fly_to_the_receiver_and_tell_no_secret(qtbot):
    from smallwow_qt.engine.events import Event

    window = make_window(qtbot)
    c = window.controller
    anims = window.animations
    piles = {pid: pile for pid, pile, _, _ in window.coins_dock._rows}
    # a payment is public: a coin flies from the payer's pile to the payee's
    c.events_added.emit([Event("payment", "p1", {"payee": "p2", "coins": 3, "why": "Harmony"}, "")])
    assert len(anims.coins) == 1
    coin = anims.coins[0]
    assert coin.target == piles["p2"].mapTo(window.coins_dock, piles["p2"].rect().center())
    start = coin.pos()
    qtbot.waitUntil(lambda: not anims.coins or coin.pos() != start, timeout=3000)
    qtbot.waitUntil(lambda: not anims.coins, timeout=3000)
    # a score is the scorer's secret: nothing flies unless the table plays with open scores
    c.events_added.emit([Event("score", "p1", {"total": 4, "lines": []}, "")])
    assert not anims.coins
    c.session.info["open_scores"] = True
    c.events_added.emit([Event("score", "p1", {"total": 4, "lines": []}, "")])
    assert len(anims.coins) == 1


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
