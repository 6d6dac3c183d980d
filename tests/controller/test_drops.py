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
        drag = TokenDrag("p1", HAND, 1)
        refused = c.verdict(drag, some_region)   # the seat is not taken yet
        assert refused == Verdict(DropKind.REFUSE, some_region,
                                  text="Seul(e) Ann peut déplacer des pions maintenant.", drag=drag,
                                  position=c.position)
        assert not refused.allowed and refused.action is None
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
    verdict = c.verdict(drag, region)
    assert (shown[region].kind, shown[region].cost) == (verdict.kind, verdict.cost)
    assert set(shown) == set(c.state.regions)
    assert c.previews(drag) is shown                      # asked again while the drag hovers
    assert c.movable_from(region) == tokens - 1           # one token must stay behind
    assert c.drop(drag, HAND)
    assert (c.state.regions[region].tokens, c.state.current.hand) == (tokens - 1, hand + 1)
    assert c.previews(drag) is not shown                  # the state changed: asked afresh


def test_a_drop_is_judged_once_and_a_stale_verdict_again(qapp, monkeypatch):
    """The verdict the table showed is the one carried out: no second judgement, no trial
    of the action before it is played. One made before the position changed is judged again."""
    c = GameController()
    c.new_game(PLAYERS, 11)
    region = _conquered(c)
    drag = TokenDrag("p1", region, 1)
    verdict = c.verdict(drag, HAND)
    assert verdict.kind is DropKind.REDEPLOY and verdict.action is not None
    judged = []
    monkeypatch.setattr(c.drops, "verdict", lambda *args, **kw: judged.append(args) or verdict)
    tokens = c.state.regions[region].tokens
    assert c.carry_out(verdict)
    assert judged == [] and c.state.regions[region].tokens == tokens - 1
    # the position has changed since `verdict` was made: judged afresh before anything happens
    monkeypatch.undo()
    stale = c.verdict(TokenDrag("p1", region, tokens - 1), HAND)     # more than may move now
    c.state_changed.emit()
    assert c.position == stale.position
    c.set_use("champion", False)          # (any change of ticks, seat or position)
    assert c.position != stale.position
    before = c.state.to_dict()
    refused = []
    c.action_refused.connect(refused.append)
    assert not c.carry_out(stale)
    assert c.state.to_dict() == before and refused


def test_a_hovered_refusal_changes_nothing_in_the_controller(qapp):
    """Asking what a drop would do leaves the last refusal (F1's "why?") as it was."""
    c = GameController()
    c.new_game(PLAYERS, 11)
    c.take_seat("p1")
    assert c.pick(0)
    far = next(rid for rid in c.state.regions if c.options()[rid].conquerable is False)
    c.last_refusal_code = "before"
    assert c.verdict(TokenDrag("p1", HAND, 1), far).kind is DropKind.REFUSE
    assert c.last_refusal_code == "before"
    assert not c.drop(TokenDrag("p1", HAND, 1), far)
    assert c.last_refusal_code not in (None, "before")


def test_previews_of_a_hand_drag_ask_the_engine_for_no_refusal(qapp, monkeypatch):
    """All regions' previews need only kinds and costs: the engine's reason for a refused
    conquest is looked up for the region under the pointer alone."""
    from smallwow_qt.controller import drops

    c = GameController()
    c.new_game(PLAYERS, 11)
    c.take_seat("p1")
    assert c.pick(0)
    asked = []
    real = drops.refusal
    monkeypatch.setattr(drops, "refusal", lambda state, action: asked.append(action) or real(state, action))
    shown = c.previews(TokenDrag("p1", HAND, 1))
    refused = [rid for rid, v in shown.items() if v.kind is DropKind.REFUSE]
    assert refused and asked == []
    assert c.verdict(TokenDrag("p1", HAND, 1), refused[0]).text
    assert len(asked) == 1
