"""A region's right-click menu (also the Menu key's): the conquests, placements and abilities
that apply to that region now, built from the engine's legal actions."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMenu

from smallwow_qt.controller import Abandon, Conquer, Stage
from smallwow_qt.controller.mime import HAND, TokenDrag
from smallwow_qt.controller.place_names import place_name
from smallwow_qt.views.action_text import action_regions, choice_title, describe_action, use_label


translate = QCoreApplication.translate   # lupdate finds these calls by this name (context: the window's)


def region_menu(window, region: str) -> QMenu:
    """The actions that apply to one region now (conquest with an ability, abandon,
    placing tokens, and every engine ability that names the region)."""
    c = window.controller
    menu = QMenu(window)
    if not c.has_game:
        return menu
    st = c.state
    name = place_name(st.map.by_id[region].display_name)
    title = menu.addAction(name)
    title.setEnabled(False)
    if not c.seat_ready:
        return menu
    actor = st.actor
    if st.stage is Stage.CONQUER and actor.race:
        # the conquests the engine lists for this region: as a drop would play it (with the
        # ticked options), and with each one option of the race's pieces
        ticked = frozenset(c.selected_uses)
        for lg in c.legal():
            a = lg.action
            if not isinstance(a, Conquer) or a.region != region:
                continue
            if frozenset(a.use) == ticked:
                menu.addAction(window.conquest_label(a.die, lg.cost or 0)).triggered.connect(
                    lambda _=False: window._drop_from_hand(region))
            elif len(a.use) == 1 and not a.die:
                act = menu.addAction(window.conquest_label(False, lg.cost or 0, use_label(a.use[0])))
                act.triggered.connect(lambda _=False, u=a.use: c.conquer(region, use=u))
    for lg in c.legal():
        if isinstance(lg.action, Abandon) and lg.action.region == region:
            menu.addAction(translate("MainWindow", "Abandon this region")).triggered.connect(
                lambda _=False: c.abandon(region))
    own = actor.race and region in st.active_regions(actor.id)
    if own and actor.hand and st.stage in (Stage.REDEPLOY, Stage.DEFENDERS):
        menu.addAction(translate("MainWindow", "Place every token in hand here")).triggered.connect(
            lambda _=False: c.drop(TokenDrag(actor.id, HAND, actor.hand), region))
        menu.addAction(translate("MainWindow", "Place one token here")).triggered.connect(
            lambda _=False: c.drop(TokenDrag(actor.id, HAND, 1), region))
    if own and st.stage in (Stage.REDEPLOY, Stage.DEFENDERS) and c.movable_from(region):
        menu.addAction(translate("MainWindow", "Take one token back into the hand")).triggered.connect(
            lambda _=False: c.drop(TokenDrag(actor.id, region, 1), HAND))
    abilities = [a for a in c.ability_actions() if region in action_regions(a)]
    if abilities:
        menu.addSeparator()
        # choose the regions on the map (starting from this one), then the ready-made choices
        for key in window.selection.offered():
            if any(a.key == key for a in abilities):
                menu.addAction(choice_title(key)).triggered.connect(
                    lambda _=False, k=key: window.selection.start(k, region))
        for action in abilities:
            menu.addAction(describe_action(action, st)).triggered.connect(
                lambda _=False, a=action: c.play(a))
    return menu

