"""Pass-and-play secrecy: another player's coin total never appears in any widget before the
end; the player to act sees their own only while holding the peek button; at the end every
total is shown with the winners and a chart."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from smallwow_qt.engine.actions import Conquer, End, Pick, Redeploy
from smallwow_qt.engine.state import Stage
from tests.views.support import (all_texts, click_combination, drag_to_region, hand_drag, legal_conquests,
                                 make_window, mark_coins, pass_handover)

PLAYERS3 = [("p1", "Ann"), ("p2", "Bob"), ("p3", "Cleo")]




def _visible_totals(window):
    texts = "\n".join(all_texts(window))
    return {p.id for p in window.controller.state.players if str(p.coins) in texts}


def test_coin_totals_stay_secret(qtbot):
    window = make_window(qtbot, players=PLAYERS3, seed=5)
    c = window.controller
    mark_coins(window, [4111, 4222, 4333])
    # behind the hand-over screen: nobody's total, and no peeking
    assert _visible_totals(window) == set()
    assert not window.coins_dock.peek.isEnabled()
    pass_handover(qtbot, window)
    assert _visible_totals(window) == set()
    # Ann holds the button: her total shows, and only hers
    assert window.coins_dock.peek.isEnabled()
    qtbot.mousePress(window.coins_dock.peek, Qt.MouseButton.LeftButton)
    assert "4111" in window.coins_dock.peek.text()
    assert _visible_totals(window) == {"p1"}
    qtbot.mouseRelease(window.coins_dock.peek, Qt.MouseButton.LeftButton)
    assert _visible_totals(window) == set()
    # Ann plays her turn; coins change hands and scores are logged, totals never
    click_combination(qtbot, window, 2)
    drag_to_region(window, hand_drag(window), legal_conquests(window, die=False)[0][0])
    assert _visible_totals(window) == set()
    window.game_actions.end_turn.trigger()
    assert window.handover.isVisible() and c.seated is None
    assert _visible_totals(window) == set()
    pass_handover(qtbot, window)
    assert _visible_totals(window) == set()
    qtbot.mousePress(window.coins_dock.peek, Qt.MouseButton.LeftButton)
    assert _visible_totals(window) == {"p2"}
    qtbot.mouseRelease(window.coins_dock.peek, Qt.MouseButton.LeftButton)
    # the log holds no private event
    assert all(not e.private for e in c.public_events())


def _policy(state, legal):
    """A quick player: pick the top combination, take the cheapest regions, end."""
    for lg in legal:
        if isinstance(lg.action, Pick):
            return lg.action
    conquests = [lg for lg in legal if isinstance(lg.action, Conquer) and not lg.action.die]
    if conquests:
        return min(conquests, key=lambda lg: lg.cost).action
    if state.stage is Stage.DEFENDERS:
        return next(lg.action for lg in legal if isinstance(lg.action, Redeploy))
    return next((lg.action for lg in legal if isinstance(lg.action, End)), legal[0].action)


def _play_to_the_end(window) -> None:
    """Every seat plays `_policy` through the controller, taking the seat at each hand-over."""
    c = window.controller
    for _ in range(400):
        if c.state.stage is Stage.OVER:
            break
        if not c.seat_ready:
            window.handover.accept()
        assert c.play(_policy(c.state, c.legal()))


def test_end_of_game_reveals_coins_winners_and_chart(qtbot):
    window = make_window(qtbot, seed=21)
    c = window.controller
    _play_to_the_end(window)
    assert c.state.stage is Stage.OVER
    screen = window.end_screen
    assert screen is not None and screen.isVisible()
    assert not window.handover.isVisible()
    names = {p.name for p in c.state.players if p.id in c.state.winners}
    assert any(name in screen.headline.text() for name in names)
    coins = [p.coins for p in c.state.players]
    table = [screen.table.item(r, 2).text() for r in range(screen.table.rowCount())]
    assert sorted(map(int, table), reverse=True) == sorted(coins, reverse=True)
    # every total is now shown in the coins dock as well
    assert _visible_totals(window) == {p.id for p in c.state.players}
    assert not window.coins_dock.peek.isVisible()
    # the chart has one line per player, a point per turn plus the start
    assert [len(v) for _, _, v in screen.chart.series] == [len(p.history) + 1 for p in c.state.players]
    image = screen.chart.grab().toImage()
    assert not image.isNull() and image.width() > 100


def _score_lines(window):
    """{player id: [the full log line of each of their scores]} (amounts included)."""
    c = window.controller
    out: dict[str, list[str]] = {}
    for e in c.public_events():
        if e.kind == "score":
            out.setdefault(e.player, []).append(c.engine_texts.event(e, c.state))
    return out


def _shown_scores(window):
    """The players whose full score line (with its amount) can be read anywhere on screen."""
    texts = "\n".join(all_texts(window))
    return {pid for pid, lines in _score_lines(window).items() if any(line in texts for line in lines)}


def _play_turn(window):
    c = window.controller
    actor = c.actor_id
    while c.actor_id == actor and c.state.stage is not Stage.OVER:
        assert c.play(_policy(c.state, c.legal()))


def test_score_amounts_only_for_the_scorer(qtbot):
    window = make_window(qtbot, players=PLAYERS3, seed=5)
    c = window.controller
    for _ in range(5):          # Ann, Bob, Cleo, then Ann and Bob again
        scorer = c.actor_id
        pass_handover(qtbot, window)
        assert _shown_scores(window) <= {scorer}
        if scorer in _score_lines(window):      # their own earlier score, in full, in their log
            assert _shown_scores(window) == {scorer}
        _play_turn(window)
        # the hand-over screen shows the scorer their score, before it calls the next player
        handover = window.handover
        assert handover.isVisible() and handover.scorer_first
        assert _shown_scores(window) == set()
        total = next(e.data["total"] for e in c.session.steps[-1].events if e.kind == "score")
        name = c.state.player(scorer).name
        assert name in handover.title.text() and f"{total} coin" in handover.subtitle.text()
        next_name = c.state.player(c.actor_id).name
        assert next_name in handover.button.text()
        qtbot.keyClick(handover, Qt.Key.Key_Return)        # the scorer passes the computer on
        assert handover.isVisible() and not handover.scorer_first
        shown = [handover.title.text(), handover.subtitle.text(), handover.button.text(),
                 handover.catch_up.text()]
        assert next_name in handover.title.text()
        assert not any(f"{total} coin" in text for text in shown)
        assert not handover.findChildren(QPushButton)[1:], "nothing left to hold for the score"
    # the log says that others scored, without the amount
    log = window.log_dock.model
    lines = [log.data(log.index(r)) for r in range(log.rowCount())]
    assert sum("face down" in line for line in lines) >= 4


def test_open_scores_show_every_amount(qtbot):
    window = make_window(qtbot, players=PLAYERS3, seed=5)
    c = window.controller
    c.session.info["open_scores"] = True
    for _ in range(3):
        pass_handover(qtbot, window)
        _play_turn(window)
    assert _shown_scores(window) == {"p1", "p2", "p3"}
    # the hand-over screen writes the amount for all, and does not say scores are secret
    handover = window.handover
    total = next(e.data["total"] for e in c.session.steps[-1].events if e.kind == "score")
    assert not handover.scorer_first
    assert f"{total} coin" in handover.subtitle.text() and "secret" not in handover.subtitle.text()
    # the coins panel shows every total all along, and says why
    pass_handover(qtbot, window)
    totals = [total.text() for _, _, _, total in window.coins_dock._rows]
    assert [text.split()[0] for text in totals] == [str(p.coins) for p in c.state.players]
    assert "open" in window.coins_dock.windowTitle()


def test_the_end_reveals_every_score_in_the_log(qtbot):
    window = make_window(qtbot, seed=21)
    _play_to_the_end(window)
    log = window.log_dock.model
    lines = {log.data(log.index(r)) for r in range(log.rowCount())}
    for player_lines in _score_lines(window).values():
        assert set(player_lines) <= lines


def test_a_refusal_does_not_outlive_the_hand_over(qtbot):
    window = make_window(qtbot, players=PLAYERS3, seed=5)
    c = window.controller
    pass_handover(qtbot, window)
    click_combination(qtbot, window, 0)
    far = next(rid for rid, b in c.options().items() if not b.conquerable)
    drag_to_region(window, hand_drag(window), far)
    assert window.notice.isVisible() and window.statusBar().currentMessage()
    refusal = window.notice.text()
    window.game_actions.end_turn.trigger()
    assert window.handover.isVisible()
    assert not window.notice.isVisible() and not window.statusBar().currentMessage()
    assert refusal not in "\n".join(all_texts(window))


def test_a_game_opened_again_shows_no_score_on_its_hand_over(qtbot, tmp_path):
    """Whoever opens a game may not be the player whose turn ended it: that turn's score is
    not on the hand-over screen."""
    from smallwow_qt.persistence import load_session, save_session

    window = make_window(qtbot, players=PLAYERS3, seed=5)
    pass_handover(qtbot, window)
    _play_turn(window)
    assert window.handover.scorer_first          # (Ann's, for Ann, right after her turn)
    path = tmp_path / "game.smallwow.json"
    save_session(window.controller.session, path)
    window.controller.set_session(load_session(path))
    assert window.handover.isVisible() and not window.handover.scorer_first
    shown = " ".join(w.text() for w in (window.handover.title, window.handover.subtitle))
    assert "scored" not in shown
