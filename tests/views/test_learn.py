"""The rules reference (F1), the map legend and "why not?", used as a player would."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QApplication

from smallwow_qt.engine.data import MARKERS, POWERS, RACES
from smallwow_qt.views.board_items import SMALL, TOKEN, PiecesItem
from smallwow_qt.views.learn import topics
from smallwow_qt.views.learn.pages import LANGUAGES, RULE_TOPICS, catalogue, piece_ids
from tests.views.support import (click_combination, conquer_with_the_champion, drag_to_region, hand_drag,
                                 make_window, pass_handover, region_pos, settle_layout)


# ----- the pages -------------------------------------------------------------------------------------

@pytest.mark.parametrize("language", LANGUAGES)
def test_every_piece_and_rule_topic_has_a_page(language):
    c = catalogue(language)
    assert len(piece_ids()) == len(RACES) + 1 + len(POWERS) + len(MARKERS)
    for page_id in piece_ids() + [f"rules/{t}" for t in RULE_TOPICS]:
        page = c.get(page_id)
        assert page is not None, (language, page_id)
        assert len(page.body) > 40, (language, page_id)
    for race, info in RACES.items():
        facts = dict(c.get(f"race/{race}").facts)
        assert str(info.banner) in facts.values() and str(info.supply) in facts.values()
    for power, info in POWERS.items():
        assert (str(info.badge)) in dict(c.get(f"power/{power}").facts).values()


def test_both_languages_have_the_same_pages_and_differ():
    en, fr = catalogue("en"), catalogue("fr")
    assert set(en.pages) == set(fr.pages)
    assert en.get("rules/conquest").title != fr.get("rules/conquest").title
    assert en.get("race/dwarves").title == "Dwarves" and fr.get("race/dwarves").title == "Nains"


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_link_leads_to_a_page(language):
    c = catalogue(language)
    for page in c.pages.values():
        html = c.to_html(page)
        for target in re.findall(r'href="page:([^"]+)"', html):
            assert c.get(target) is not None, (page.id, target)
        assert "[[" not in html


def test_search_finds_pages_in_each_language_ignoring_case_and_accents():
    en, fr = catalogue("en"), catalogue("fr")
    assert [p.id for p in en.search("boat")] == ["rules/conquest"]
    assert "rules/conquest" in [p.id for p in fr.search("BATEAU")]
    assert fr.search("nains")[0].id == "race/dwarves"          # the title match comes first
    assert "rules/decline" in [p.id for p in fr.search("declin")]   # déclin without its accent
    assert "rules/die" in [p.id for p in en.search("reinforcement die")]
    assert en.search("xyzzy") == []
    assert len(en.search("")) == len(en.pages)


# ----- the window -----------------------------------------------------------------------------------

@pytest.fixture
def seated(qtbot):
    window = make_window(qtbot)
    pass_handover(qtbot, window)
    return window


def _f1_at(qtbot, window, widget, pos: QPoint) -> str:
    """Point at `pos` of `widget`, press F1, return the page the reference shows."""
    if window.learning.reference is not None:
        window.learning.reference.hide()          # (it may lie over the table)
    at = widget.mapToGlobal(pos)
    assert widget.screen().geometry().contains(at), "the pointer cannot go off the screen"
    QCursor.setPos(at)
    QApplication.processEvents()
    qtbot.keyClick(window, Qt.Key.Key_F1)
    reference = window.learning.reference
    assert reference is not None and reference.isVisible()
    return reference.current


def _hover_board(window, region):
    return region_pos(window, region)


def test_f1_over_a_region_opens_its_race_or_the_conquest_page(qtbot, seated):
    window = seated
    st = window.controller.state
    murloc = next(r for r, v in st.regions.items() if v.race == "murlocs")
    empty = next(r for r, v in st.regions.items() if not v.race and not v.revealed_markers()
                 and st.map.by_id[r].terrain.value not in ("sea", "lake"))
    viewport = window.board.viewport()
    assert _f1_at(qtbot, window, viewport, _hover_board(window, murloc)) == "race/murlocs"
    assert "Murlocs" in window.learning.reference.page_text()
    assert _f1_at(qtbot, window, viewport, _hover_board(window, empty)) == "rules/conquest"


def test_f1_over_a_combination_shows_its_race_and_power(qtbot, seated):
    window = seated
    view = window.column_dock.view
    combo = window.controller.state.column[2]
    rect = view.visualRect(window.column_dock.model.index(2))
    assert _f1_at(qtbot, window, view.viewport(), rect.center()) == f"combo/{combo.race}/{combo.power}"
    text = window.learning.reference.page_text()
    assert RACES[combo.race].name in text and POWERS[combo.power].name in text


def test_f1_over_a_log_line_and_a_player_row(qtbot, seated):
    window = seated
    click_combination(qtbot, window, 0)
    race = window.controller.state.actor.race
    log = window.log_dock
    for dock, x in ((log, 10), (window.players_dock, 400)):   # the headless screen is small:
        dock.setFloating(True)                                  # float them onto it
        dock.setGeometry(x, 60, 380, 360)
    QApplication.processEvents()
    row = next(i for i in range(log.model.rowCount()) if log.model.event_at(i).kind == "pick")
    log.view.scrollTo(log.model.index(row))
    QApplication.processEvents()
    rect = log.view.visualRect(log.model.index(row))
    assert _f1_at(qtbot, window, log.view.viewport(), rect.center()) == "rules/picking"
    log.hide()
    table = window.players_dock.table
    model = table.model()
    cell = next(model.index(r, c) for r in range(model.rowCount()) for c in range(model.columnCount())
                if model.index(r, c).data(_race_role()) == race)
    assert _f1_at(qtbot, window, table.viewport(), table.visualRect(cell).center()) == f"race/{race}"


def _race_role():
    from smallwow_qt.controller.models import Role

    return Role.RACE


def test_a_disabled_button_says_why_and_f1_opens_the_rule(qtbot, seated):
    window = seated
    window.resize(790, 760)      # (the pointer goes where the offscreen screen, 800×800, reaches)
    settle_layout(window)
    click_combination(qtbot, window, 0)
    decline = window.game_actions.decline
    assert not decline.isEnabled()                    # round 1: no decline
    assert "decline" in decline.toolTip().lower() and "Going into decline" in decline.toolTip()
    button = window.toolbar.widgetForAction(decline)
    assert _f1_at(qtbot, window, button, button.rect().center()) == "rules/decline"
    finish = window.game_actions.finish_conquests
    assert not finish.isEnabled() and "not conquered anything" in finish.toolTip()
    in_hand = next(b for b in window.hand_dock.buttons if b.defaultAction() is decline)
    assert _f1_at(qtbot, window, in_hand, in_hand.rect().center()) == "rules/decline"
    stack = window.hand_dock.stack                  # the hand itself: the race in play
    assert _f1_at(qtbot, window, stack, stack.rect().center()) == \
        f"race/{window.controller.state.actor.race}"


def test_a_refused_drop_names_its_rule_and_links_to_it(qtbot, seated):
    window = seated
    click_combination(qtbot, window, 0)
    st = window.controller.state
    inland = next(r for r, v in st.regions.items() if not v.race
                  and st.map.by_id[r].terrain.value not in ("sea", "lake")
                  and "entry" not in {s.value for s in st.map.by_id[r].symbols})
    before = window.controller.state
    drag_to_region(window, hand_drag(window), inland)
    assert window.controller.state is before                      # refused, nothing changed
    assert window.controller.last_refusal_code == "not_entry"
    label = window.learning.why_label
    assert label.isVisible() and "Conquest and its cost" in label.text()
    pos = region_pos(window, inland)
    assert _f1_at(qtbot, window, window.board.viewport(), pos) == "rules/conquest"
    window.learning.reference.hide()
    label.linkActivated.emit("page:rules/conquest")
    assert window.learning.reference.isVisible()


def test_links_and_search_in_the_reference(qtbot, seated):
    window = seated
    window.learning.open_page("race/dwarves")
    reference = window.learning.reference
    reference.browser.anchorClicked.emit(reference.browser.source().fromUserInput("page:rules/picking"))
    assert reference.current == "rules/picking"
    qtbot.keyClicks(reference.search, "Mountain")
    shown = reference.visible_ids()
    assert "race/dwarves" in shown and "rules/conquest" in shown and "race/orcs" not in shown


def test_the_reference_and_legend_follow_the_language(qtbot, seated):
    from smallwow_qt.views.i18n import Translations

    window = seated
    window.translations = Translations(QApplication.instance())
    window.learning.open_page("rules/decline")
    window.learning.open_legend()
    window.set_language("fr")
    assert window.learning.reference.windowTitle() == "Référence des règles"
    assert "Passer en déclin" in window.learning.reference.page_text()
    assert window.learning.legend_dialog.windowTitle() == "Légende de la carte"
    window.set_language("en")
    assert "Going into decline" in window.learning.reference.page_text()
    assert window.learning.reference.windowTitle() == "Rules reference"


def test_map_legend_from_the_view_menu_and_as_a_hover_card(qtbot, seated):
    window = seated
    assert window.learning.legend_action in window.view_menu.actions()
    window.learning.legend_action.trigger()
    legend = window.learning.legend_dialog.legend
    for key in ("entry", "cavern", "magic", "murloc", "marker", "mountain", "fort", "wall", "tower",
                "beast", "champion", "bomb", "objective", "harmony", "tokens", "murlocs",
                "terrain:field", "terrain:forest", "terrain:hill", "terrain:swamp", "terrain:sea"):
        assert key in legend.keys
    card = window.learning.card
    assert card.isVisible() and window.board.rect().contains(card.geometry())
    from PySide6.QtGui import QEnterEvent
    from PySide6.QtCore import QPointF

    QApplication.sendEvent(card, QEnterEvent(QPointF(5, 5), QPointF(5, 5), QPointF(5, 5)))
    assert card.card is not None and card.card.isVisible()
    # the pointer leaves the button, and the card if it went over it: the card goes
    QApplication.sendEvent(card, _leave_event())
    QApplication.sendEvent(card.card, _leave_event())
    qtbot.waitUntil(lambda: not card.card.isVisible(), timeout=2000)


def _leave_event():
    from PySide6.QtCore import QEvent

    return QEvent(QEvent.Type.Leave)


def test_f1_takes_over_from_the_how_to_play_box(qtbot, seated):
    window = seated
    assert window.game_actions.rules_help.shortcut().isEmpty()
    assert window.learning.reference_action in window.help_menu.actions()
    assert topics.refusal_topic("die_too_far") == "rules/die"
    assert topics.refusal_topic(None, "DEFENDERS") == "rules/losses"


def test_a_region_refused_while_choosing_for_an_ability_names_that_ability(qtbot, seated):
    window = seated
    window.selection.key = "bombs"           # as while a Goblin player chooses where bombs go
    try:
        window.selection.message.emit("Thousand Needles cannot be chosen for this.")
    finally:
        window.selection.key = None
    assert window.learning.last_refusal_topic == "race/goblins"
    assert "Goblins" in window.learning.why_label.text()


def test_f1_inside_the_reference_keeps_its_page(qtbot, seated):
    window = seated
    window.learning.open_page("power/farmer")
    reference = window.learning.reference
    reference.move(0, 0)
    QApplication.processEvents()
    QCursor.setPos(reference.browser.mapToGlobal(reference.browser.rect().center()))
    QApplication.processEvents()
    qtbot.keyClick(reference.browser, Qt.Key.Key_F1)
    assert reference.current == "power/farmer"


def test_the_legend_token_stacks_keep_a_margin_inside_their_icon(qapp):
    """A stack's icon in the legend is framed on the stack and its count, with room on every
    side (it was framed with a drag's hidden cost badge too, which left 2 px above the
    token and 20 below it)."""
    from smallwow_qt.views.learn.legend import stack_icon

    for view, colour in (({"race": "orcs", "tokens": 3}, "#d9483b"),
                         ({"race": "murlocs", "tokens": 1, "declined": True}, None)):
        image = stack_icon(view, colour).toImage()
        inked = [(x, y) for x in range(image.width()) for y in range(image.height())
                 if image.pixelColor(x, y).alpha() > 0]
        xs, ys = [x for x, _ in inked], [y for _, y in inked]
        margin = min(min(xs), min(ys), image.width() - 1 - max(xs), image.height() - 1 - max(ys))
        assert margin >= 4, (view, margin)


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
    # The islands are rearranged for the view's new shape 120 ms after a resize: do it now,
    # or on a loaded machine it comes between this and the key press and moves the piece.
    window.board._relayout.stop()
    window.board._rebuild()
    QApplication.processEvents()
    item = next(i for i in window.board.scene().items() if isinstance(i, PiecesItem) and i.region_id == region)
    scene = item.mapToScene(QPointF(x, y))
    window.board.centerOn(scene)
    pos = window.board.mapFromScene(scene)
    assert window.board.viewport().rect().contains(pos)
    return pos


def test_f1_over_a_piece_opens_the_pieces_page_not_the_race(qtbot):
    window = make_window(qtbot)
    first, region = conquer_with_the_champion(qtbot, window)
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
