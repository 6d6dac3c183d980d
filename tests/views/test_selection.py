"""Choosing regions on the map for an ability, like a player: Goblin bombs on any subset,
Human objectives on any pair, a Portal Mage swap and an intimidation with a chosen pair, a
refused choice, Escape."""

from __future__ import annotations

import copy

from PySide6.QtCore import Qt

from tests.views.support import GOBLINS, position, region_pos, seated_at





BOMBABLE = {"thousand_needles", "dreadmist_peak", "barrens_savanna", "wailing_fen"}




def click_region(qtbot, window, region: str) -> None:
    qtbot.mouseClick(window.board.viewport(), Qt.MouseButton.LeftButton, pos=region_pos(window, region))


def bombs(window) -> dict[str, str]:
    return {rid: r.bomb for rid, r in window.controller.state.regions.items() if r.bomb}


def test_goblins_bomb_a_chosen_subset(qtbot):
    window = seated_at(qtbot, GOBLINS)
    dock, board = window.hand_dock, window.board.board
    # the engine lists one region at a time or all four; the player wants two of them
    button = dock.ability_buttons["bombs"]
    assert button.text() == "Place bombs…"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert window.selection.active and dock.choice_box.isVisible()
    assert not dock.abilities_box.isVisible()
    assert window.selection.targets == BOMBABLE
    for rid in BOMBABLE:
        assert board.overlays[rid].outline is not None and not board.overlays[rid].veiled
    assert board.overlays["dustwallow_marsh"].veiled and board.overlays["mulgore_pastures"].veiled
    assert dock.choice_counter.text() == "0 selected (at most 4)"
    assert not dock.confirm_button.isEnabled()
    click_region(qtbot, window, "thousand_needles")
    click_region(qtbot, window, "wailing_fen")
    click_region(qtbot, window, "barrens_savanna")
    click_region(qtbot, window, "wailing_fen")          # a second click takes it out again
    assert window.selection.selected == ["thousand_needles", "barrens_savanna"]
    assert dock.choice_counter.text() == "2 selected (at most 4)"
    assert board.pieces["thousand_needles"].preview == ("chosen", "✓")
    assert board.overlays["thousand_needles"].fill is not None
    assert board.pieces["wailing_fen"].preview is None and board.overlays["wailing_fen"].fill is None
    assert "Thousand Needles" in dock.choice_regions.text()
    # a region that cannot take a bomb says why, and is not chosen
    click_region(qtbot, window, "dustwallow_marsh")
    assert "opponent's active race" in window.statusBar().currentMessage()
    assert window.selection.selected == ["thousand_needles", "barrens_savanna"]
    assert bombs(window) == {}
    qtbot.mouseClick(dock.confirm_button, Qt.MouseButton.LeftButton)
    assert set(bombs(window)) == {"thousand_needles", "barrens_savanna"}
    assert not window.selection.active and not dock.choice_box.isVisible()
    assert not board.overlays["dustwallow_marsh"].veiled
    assert board.pieces["thousand_needles"].preview is None
    assert "bomb" in board.pieces["thousand_needles"].pieces


def test_a_refused_choice_changes_nothing_and_says_why(qtbot):
    from PySide6.QtWidgets import QApplication

    from smallwow_qt.views.i18n import Translations

    Translations(QApplication.instance()).install("en")    # the English plurals (run alone too)
    data = copy.deepcopy(GOBLINS)
    data["bombs"] = ["dud", "explode"]              # only two bombs in the stack
    window = seated_at(qtbot, data)
    dock = window.hand_dock
    qtbot.mouseClick(dock.ability_buttons["bombs"], Qt.MouseButton.LeftButton)
    assert dock.choice_counter.text() == "0 selected (at most 2)"
    for rid in ("thousand_needles", "dreadmist_peak", "wailing_fen"):
        click_region(qtbot, window, rid)
    assert dock.choice_counter.text() == "3 selected (at most 2)"
    assert dock.choice_counter.styleSheet()          # shown as a problem
    before = window.controller.state.to_dict()
    qtbot.mouseClick(dock.confirm_button, Qt.MouseButton.LeftButton)
    assert window.controller.state.to_dict() == before
    assert "Only 2 bombs are left" in window.statusBar().currentMessage()
    assert window.notice.isVisible()
    # the choice stays, to be corrected
    assert window.selection.active and len(window.selection.selected) == 3
    click_region(qtbot, window, "wailing_fen")
    qtbot.mouseClick(dock.confirm_button, Qt.MouseButton.LeftButton)
    assert set(bombs(window)) == {"thousand_needles", "dreadmist_peak"}


def test_escape_leaves_the_choice(qtbot):
    window = seated_at(qtbot, GOBLINS)
    board = window.board.board
    # from a region's context menu: the choice starts with that region
    menu = window.region_menu("dreadmist_peak")
    entry = next(a for a in menu.actions() if a.text() == "Place bombs…")
    entry.trigger()
    assert window.selection.selected == ["dreadmist_peak"]
    assert window.game_actions.cancel_choice.isEnabled()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    before = window.controller.state.to_dict()
    qtbot.keyClick(window.board.viewport(), Qt.Key.Key_Escape)
    assert not window.selection.active
    assert not window.hand_dock.choice_box.isVisible() and window.hand_dock.abilities_box.isVisible()
    assert not window.game_actions.cancel_choice.isEnabled()
    assert window.controller.state.to_dict() == before
    assert not any(o.veiled or o.fill is not None for o in board.overlays.values())
    assert board.pieces["dreadmist_peak"].preview is None
    # and a click on the board is a plain click again
    click_region(qtbot, window, "thousand_needles")
    assert window.controller.state.to_dict() == before


HUMANS = position(
    {"ann": ["humans", "blacksmith"], "bob": ["dwarves", "sailing"]},
    {"mulgore_pastures": {"owner": "ann", "race": "humans", "tokens": 3},
     "razor_hill": {"owner": "ann", "race": "humans", "tokens": 3},
     "thousand_needles": {"owner": "bob", "race": "dwarves", "tokens": 2}})


def test_humans_place_objectives_on_a_chosen_pair(qtbot):
    window = seated_at(qtbot, HUMANS)
    dock = window.hand_dock
    assert dock.ability_buttons["objectives"].text() == "Place Military Objectives…"
    # the region menu of one region starts the choice with it
    menu = window.region_menu("dreadmist_peak")
    next(a for a in menu.actions() if a.text() == "Place Military Objectives…").trigger()
    sel = window.selection
    assert sel.selected == ["dreadmist_peak"] and sel.counts == (2, 2)
    assert "thousand_needles" not in sel.targets         # the Dwarves are Alliance
    assert dock.choice_counter.text() == "1 of 2 selected"
    # one objective only: the engine refuses, with its reason
    before = window.controller.state.to_dict()
    qtbot.mouseClick(dock.confirm_button, Qt.MouseButton.LeftButton)
    assert window.controller.state.to_dict() == before
    assert "not 1" in window.statusBar().currentMessage()
    click_region(qtbot, window, "teldrassil_canopy")     # on the other island
    assert dock.choice_counter.text() == "2 of 2 selected"
    qtbot.mouseClick(dock.confirm_button, Qt.MouseButton.LeftButton)
    objectives = {rid for rid, r in window.controller.state.regions.items() if r.objective}
    assert objectives == {"dreadmist_peak", "teldrassil_canopy"}
    assert not sel.active


def test_portal_mage_swaps_a_chosen_pair(qtbot):
    data = position(
        {"ann": ["orcs", "portal_mage"], "bob": ["dwarves", "sailing"]},
        {"mulgore_pastures": {"owner": "ann", "race": "orcs", "tokens": 3},
         "razor_hill": {"owner": "ann", "race": "orcs", "tokens": 2},
         "camp_taurajo_downs": {"owner": "bob", "race": "dwarves", "tokens": 4},
         "teldrassil_canopy": {"owner": "bob", "race": "dwarves", "tokens": 1, "fort": True}})
    window = seated_at(qtbot, data)
    dock = window.hand_dock
    qtbot.mouseClick(dock.ability_buttons["swap"], Qt.MouseButton.LeftButton)
    sel = window.selection
    assert sel.targets == {"razor_hill", "camp_taurajo_downs", "teldrassil_canopy"}   # Magic Sources
    assert dock.choice_counter.text() == "0 of 2 selected"
    click_region(qtbot, window, "mulgore_pastures")     # no Magic Source: the engine says so
    assert "Magic Source" in window.statusBar().currentMessage()
    click_region(qtbot, window, "razor_hill")
    assert dock.choice_prompt.text() == "Click the region to swap it with."
    assert not dock.confirm_button.isEnabled()
    click_region(qtbot, window, "camp_taurajo_downs")
    click_region(qtbot, window, "teldrassil_canopy")    # changes the second region
    assert sel.selected == ["razor_hill", "teldrassil_canopy"]
    assert window.board.board.pieces["razor_hill"].preview == ("chosen", "1")
    assert window.board.board.pieces["teldrassil_canopy"].preview == ("chosen", "2")
    assert dock.choice_counter.text() == "2 of 2 selected"
    orcs = window.controller.state.regions["razor_hill"].tokens
    qtbot.mouseClick(dock.confirm_button, Qt.MouseButton.LeftButton)
    regions = window.controller.state.regions
    assert (regions["razor_hill"].owner, regions["razor_hill"].fort) == ("bob", True)
    assert (regions["teldrassil_canopy"].owner, regions["teldrassil_canopy"].tokens) == ("ann", orcs)
    assert regions["camp_taurajo_downs"].tokens == 4 and not sel.active


def test_intimidation_with_a_chosen_destination(qtbot):
    data = position(
        {"ann": ["trolls", "intimidating"], "bob": ["dwarves", "sailing"]},
        {"mulgore_pastures": {"owner": "ann", "race": "trolls", "tokens": 3},
         "razor_hill": {"owner": "bob", "race": "dwarves", "tokens": 2, "fort": True},
         "thousand_needles": {"owner": "bob", "race": "dwarves", "tokens": 2},
         "crossroads_plains": {"owner": "bob", "race": "dwarves", "tokens": 1},
         "oracle_rise": {"owner": "bob", "race": "dwarves", "tokens": 1}})
    window = seated_at(qtbot, data)
    dock = window.hand_dock
    qtbot.mouseClick(dock.ability_buttons["intimidate"], Qt.MouseButton.LeftButton)
    sel = window.selection
    assert {"razor_hill", "thousand_needles"} <= sel.targets
    assert "crossroads_plains" not in sel.targets       # not next to the Trolls
    click_region(qtbot, window, "thousand_needles")
    assert sel.targets == {"razor_hill", "crossroads_plains", "oracle_rise"}
    assert dock.choice_prompt.text() == "Click the region the token is driven into."
    click_region(qtbot, window, "oracle_rise")
    qtbot.mouseClick(dock.confirm_button, Qt.MouseButton.LeftButton)
    regions = window.controller.state.regions
    assert regions["thousand_needles"].tokens == 1 and regions["oracle_rise"].tokens == 2
    # the Fort in Razor Hill goes with one click on it: no destination to choose
    qtbot.mouseClick(dock.ability_buttons["intimidate"], Qt.MouseButton.LeftButton)
    click_region(qtbot, window, "razor_hill")
    assert sel.single_ok and dock.choice_counter.text() == "1 of 1 selected"
    qtbot.mouseClick(dock.confirm_button, Qt.MouseButton.LeftButton)
    assert not window.controller.state.regions["razor_hill"].fort
