"""Play the app like a person: hand-over, pick by clicking, conquer by drag and drop, get
refused, roll the die, redeploy, abandon, decline, defenders' redeployment."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt

from smallwow_qt.controller.mime import HAND
from smallwow_qt.engine.state import Stage
from tests.views.support import (click_combination, conquer_until_die, drag_to_region, drop_on_hand,
                                 hand_drag, legal_conquests, make_window, pass_handover, region_drag,
                                 start_conquering)




def test_handover_then_pick_by_click(qtbot, window):
    c = window.controller
    assert window.handover.isVisible()
    assert "Ann" in window.handover.title.text()
    # nothing can be done behind the hand-over screen
    assert not window.game_actions.end_turn.isEnabled()
    click_combination(qtbot, window, 0)
    assert c.state.stage is Stage.PICK
    pass_handover(qtbot, window)
    race = c.state.column[1].race
    coins = c.state.current.coins
    click_combination(qtbot, window, 1)
    assert c.state.current.race == race
    assert c.state.current.coins == coins - 1
    assert c.state.current.hand > 0
    assert "Ann" in window.hand_dock.title.text()


def test_conquer_by_drag_and_drop(qtbot, window):
    c = window.controller
    start_conquering(qtbot, window)
    region, cost = legal_conquests(window, die=False)[0]
    hand = c.state.current.hand
    drag_to_region(window, hand_drag(window), region)
    r = c.state.regions[region]
    assert r.owner == "p1" and r.tokens == cost
    assert c.state.current.hand == hand - cost
    assert any("conquer" in e.text for e in c.public_events())
    assert window.log_dock.model.rowCount() >= 2


def test_drag_shows_costs_and_refuses_illegal_drop(qtbot, window):
    c = window.controller
    start_conquering(qtbot, window)
    mime = hand_drag(window)
    options = c.options()
    refused = next(rid for rid, b in options.items() if not b.conquerable and b.code == "not_entry")
    legal, cost = legal_conquests(window, die=False)[0]
    # while dragging, every region shows whether it can be taken and at what cost
    viewport = window.board.viewport()
    from PySide6.QtGui import QDragEnterEvent
    from PySide6.QtWidgets import QApplication
    pos = QPoint(5, 5)
    QApplication.sendEvent(viewport, QDragEnterEvent(pos, Qt.DropAction.MoveAction, mime,
                                                     Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier))
    board = window.board.board
    assert board.pieces[legal].preview == ("conquer", str(cost))
    assert board.overlays[refused].veiled
    assert not board.overlays[legal].veiled and board.overlays[legal].outline is not None
    before = c.state.to_dict()
    messages = []
    c.action_refused.connect(messages.append)
    drag_to_region(window, mime, refused)
    assert c.state.to_dict() == before
    assert messages and "Entry Region" in messages[-1]
    assert "Entry Region" in window.statusBar().currentMessage()
    assert window.notice.isVisible()
    # previews are gone after the drop
    assert board.pieces[legal].preview is None
    assert not board.overlays[refused].veiled
    # the tooltip of a region lists the cost items
    tip = window.board.region_tooltip(legal)
    assert "Conquest" in tip and str(cost) in tip


def test_drop_outside_any_region_is_refused(qtbot, window):
    c = window.controller
    start_conquering(qtbot, window)
    before = c.state.to_dict()
    drag_to_region(window, hand_drag(window), None, pos=QPoint(2, 2))
    assert c.state.to_dict() == before
    assert window.statusBar().currentMessage()




def test_final_attempt_with_the_die(qtbot, window):
    c = window.controller
    start_conquering(qtbot, window, row=0)
    region, cost = conquer_until_die(qtbot, window)
    c.state.forced_dice[:] = [3]
    asked = []
    window.confirm = lambda title, text: asked.append(text) or True
    drag_to_region(window, hand_drag(window), region)
    qtbot.waitUntil(lambda: c.state.regions[region].owner == "p1", timeout=2000)
    assert asked and "die" in asked[0]
    assert c.state.stage is Stage.REDEPLOY
    assert any(e.kind == "die" for e in c.public_events())
    assert window.die.isVisible() and window.die.result == 3 and window.die.success
    texts = [window.log_dock.model.data(window.log_dock.model.index(r)) for r in
             range(window.log_dock.model.rowCount())]
    assert any("reinforcement die" in t for t in texts)


def test_declining_the_die_confirmation_changes_nothing(qtbot, window):
    c = window.controller
    start_conquering(qtbot, window)
    region, _ = conquer_until_die(qtbot, window)
    before = c.state.to_dict()
    asked = []
    window.confirm = lambda title, text: asked.append(text) and False
    drag_to_region(window, hand_drag(window), region)
    qtbot.waitUntil(lambda: bool(asked))       # (asked once the drag is over)
    assert c.state.to_dict() == before


def test_redeploy_by_dragging_between_regions(qtbot, window):
    c = window.controller
    start_conquering(qtbot, window)
    for _ in range(2):
        drag_to_region(window, hand_drag(window), legal_conquests(window, die=False)[0][0])
    mine = c.state.active_regions("p1")
    src = max(mine, key=lambda r: c.state.regions[r].tokens)
    dst = next(r for r in mine if r != src)
    a, b = c.state.regions[src].tokens, c.state.regions[dst].tokens
    assert c.movable_from(src) >= 1
    drag_to_region(window, region_drag(window, src, 1), dst)   # confirm: ends conquests
    qtbot.waitUntil(lambda: c.state.regions[dst].tokens == b + 1, timeout=2000)
    assert c.state.regions[src].tokens == a - 1
    assert c.state.stage is Stage.REDEPLOY
    # and back into the hand, then onto a region from the hand
    drop_on_hand(window, region_drag(window, dst, 1))
    assert c.state.regions[dst].tokens == b
    assert c.state.current.hand >= 1
    drag_to_region(window, hand_drag(window), src)
    assert c.state.regions[src].tokens == a


def test_abandon_by_dragging_to_hand_then_decline(qtbot, window):
    c = window.controller
    # round 1: both players take a race and a region, then end
    for row in (0, 0):
        start_conquering(qtbot, window, row)
        drag_to_region(window, hand_drag(window), legal_conquests(window, die=False)[0][0])
        window.game_actions.end_turn.trigger()
    # round 2, Ann: abandon a region by dragging its tokens to the hand
    pass_handover(qtbot, window)
    assert c.state.round == 2 and c.state.current.id == "p1"
    region = c.state.active_regions("p1")[0]
    hand = c.state.current.hand
    drop_on_hand(window, region_drag(window, region, c.movable_from(region)))
    assert c.state.regions[region].owner is None
    assert c.state.current.hand > hand
    # then decline with the button (after a confirmation)
    c.undo()
    assert c.state.regions[region].owner == "p1"
    asked = []
    window.confirm = lambda title, text: asked.append(title) or True
    assert window.game_actions.decline.isEnabled()
    window.game_actions.decline.trigger()
    assert asked
    assert c.state.stage is Stage.DECLINED
    assert c.state.player("p1").declined is not None
    window.game_actions.end_turn.trigger()
    assert window.handover.isVisible() and window.handover.player_id == "p2"
    assert "Bob" in window.handover.button.text()


def test_defenders_redeploy_behind_the_handover(qtbot):
    window = make_window(qtbot, seed=3)
    c = window.controller
    start_conquering(qtbot, window)
    # Ann spreads out over as many regions as she can
    while legal_conquests(window, die=False):
        drag_to_region(window, hand_drag(window), legal_conquests(window, die=False)[0][0])
    window.game_actions.end_turn.trigger()
    # Bob takes one of Ann's regions that holds two tokens or more
    start_conquering(qtbot, window, 0)
    targets = [r for r, _ in legal_conquests(window, die=False)
               if c.state.regions[r].owner == "p1" and c.state.regions[r].tokens >= 2]
    assert targets, "Bob should be able to attack Ann"
    drag_to_region(window, hand_drag(window), targets[0])
    assert c.state.regions[targets[0]].owner == "p2"
    assert c.state.player("p1").hand >= 1
    window.game_actions.end_turn.trigger()
    assert c.state.stage is Stage.DEFENDERS
    assert window.handover.isVisible() and window.handover.scorer_first     # Bob's score, for Bob
    qtbot.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
    assert window.handover.isVisible() and "Ann" in window.handover.title.text()
    assert "driven out" in window.handover.subtitle.text()
    pass_handover(qtbot, window)
    assert c.state.actor.id == "p1"
    assert window.game_actions.place_suggested.isEnabled()
    returned = c.state.player("p1").hand
    on_board = sum(c.state.regions[r].tokens for r in c.state.active_regions("p1"))
    window.game_actions.place_suggested.trigger()
    # the defender placed everything; then Ann's own next turn began (she keeps the seat)
    assert c.state.stage is Stage.CONQUER and c.state.current.id == "p1" and c.state.round == 2
    assert sum(c.state.regions[r].tokens for r in c.state.active_regions("p1")) + \
        c.state.player("p1").hand == on_board + returned
    assert not window.handover.isVisible()


def test_end_turn_asks_when_conquests_remain(qtbot, window):
    c = window.controller
    start_conquering(qtbot, window)
    asked = []
    window.confirm = lambda title, text: asked.append(text) or False
    window.game_actions.end_turn.trigger()
    assert asked and c.state.current.id == "p1"
    window.confirm = lambda title, text: True
    window.game_actions.end_turn.trigger()
    assert c.state.current.id == "p2"


def test_tokens_drag_from_region_starts_only_on_own_region(qtbot, window):
    c = window.controller
    start_conquering(qtbot, window)
    region, _ = legal_conquests(window, die=False)[0]
    assert c.movable_from(region) == 0
    drag_to_region(window, hand_drag(window), region)
    # before any other conquest a region's tokens can be lifted only by abandoning it;
    # after the first conquest, the minimum stays
    assert c.movable_from(region) == c.state.regions[region].tokens - 1
    assert HAND == "hand"


def test_undo_says_why_it_is_greyed_after_a_die_roll(qtbot, window):
    c = window.controller
    start_conquering(qtbot, window, row=0)
    undo = window.game_actions.undo
    assert undo.isEnabled() and "has been rolled" not in undo.toolTip()
    region, _ = conquer_until_die(qtbot, window)
    c.state.forced_dice[:] = [3]
    drag_to_region(window, hand_drag(window), region)
    qtbot.waitUntil(lambda: any(e.kind == "die" for e in c.public_events()), timeout=2000)
    assert not undo.isEnabled()
    assert "die has been rolled" in undo.toolTip()


def test_no_die_offered_with_an_empty_hand(qtbot, window):
    c = window.controller
    start_conquering(qtbot, window, row=0)
    drag_to_region(window, hand_drag(window), next(iter(
        rid for rid, b in c.options().items() if b.conquerable and b.total <= c.state.actor.hand)))
    assert "reinforcement die" in window.hand_dock.stage.text()
    c.state.actor.hand = 0
    c.state_changed.emit()
    assert c.state.stage is Stage.CONQUER
    assert "die" not in window.hand_dock.stage.text()
    assert "No tokens left in hand" in window.hand_dock.stage.text()
