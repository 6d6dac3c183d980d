"""Drop verdicts (`controller/drops.py`): what a token drag would do, asked through the
controller as the table asks it, in the UI language, without changing the game."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from smallwow_qt.controller.game_controller import DropKind, GameController, Verdict
from smallwow_qt.controller.mime import HAND, TokenDrag
from smallwow_qt.engine.actions import Conquer
from smallwow_qt.views.i18n import Translations

PLAYERS = [("p1", "Ann"), ("p2", "Bob")]


def _conquered(controller: GameController) -> str:
    """Ann picks the first combination and takes the cheapest region without the die."""
    controller.take_seat("p1")
    assert controller.pick(0)
    region = min((lg.action.region for lg in controller.legal()
                  if isinstance(lg.action, Conquer) and not lg.action.die),
                 key=lambda rid: controller.options()[rid].total)
    assert controller.conquer(region)
    return region


def test_drop_verdicts_read_in_the_ui_language_and_change_nothing(qapp):
    translations = Translations(QCoreApplication.instance())
    c = GameController()
    c.new_game(PLAYERS, 11)
    some_region = sorted(c.state.regions)[0]
    try:
        translations.install("fr")
        before = c.state.to_dict()
        refused = c.verdict(TokenDrag("p1", HAND, 1), some_region)   # the seat is not taken yet
        assert refused == Verdict(DropKind.REFUSE, some_region,
                                  text="Seul(e) Ann peut déplacer des pions maintenant.")
        assert not refused.allowed
        c.take_seat("p1")
        assert c.verdict(TokenDrag("p1", HAND, 1), some_region).text == \
            "Choisissez d'abord un peuple et un pouvoir dans la colonne."
        assert c.state.to_dict() == before

        region = _conquered(c)
        after_conquest = c.state.to_dict()
        back = c.verdict(TokenDrag("p1", region, 1), HAND)
        assert back.kind is DropKind.REDEPLOY and back.cost == 1
        assert back.text == "Déplacer 1 pion vers la main. Cela met fin à vos conquêtes pour ce tour."
        assert c.verdict(TokenDrag("p1", region, 1), region).text == "Les pions y sont déjà."
        translations.install("en")
        assert c.verdict(TokenDrag("p1", region, 1), HAND).text == \
            "Move 1 token to the hand. This ends your conquests for this turn."
        assert c.state.to_dict() == after_conquest
    finally:
        translations.install("en")


def test_drop_carries_out_the_verdict_and_previews_follow_the_state(qapp):
    c = GameController()
    c.new_game(PLAYERS, 11)
    region = _conquered(c)
    tokens, hand = c.state.regions[region].tokens, c.state.current.hand
    drag = TokenDrag("p1", region, 1)
    shown = c.previews(drag)
    assert shown[region] == c.verdict(drag, region) and set(shown) == set(c.state.regions)
    assert c.previews(drag) is shown                      # asked again while the drag hovers
    assert c.movable_from(region) == tokens - 1           # one token must stay behind
    assert c.drop(drag, HAND)
    assert (c.state.regions[region].tokens, c.state.current.hand) == (tokens - 1, hand + 1)
    assert c.previews(drag) is not shown                  # the state changed: asked afresh
