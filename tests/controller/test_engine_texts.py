"""The engine's sentences in the UI language (`controller/engine_texts/`): the game log,
refusals and cost breakdowns read in French in the French interface; in English they are the
engine's own sentences; what is not covered falls back to the engine's English text."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication

from smallwow_qt.bots.random_bot import choose
from smallwow_qt.controller.engine_texts import EngineTexts
from smallwow_qt.controller.game_controller import GameController
from smallwow_qt.controller.mime import HAND, TokenDrag
from smallwow_qt.controller.place_names import place_name
from smallwow_qt.engine.events import Event
from smallwow_qt.engine.game import apply
from smallwow_qt.engine.mapdef import Symbol
from smallwow_qt.newgame import start_game
from smallwow_qt.views.i18n import Translations
from tests.views.support import make_window, pass_handover

#: Kinds rendered from their data whose English rendering is exactly the engine's sentence
#: (checked over whole random games below). Other kinds fall back to the engine's English.
EXACT_IN_ENGLISH = {"turn", "round", "pick", "ready", "abandon", "conquest", "attempt_failed",
                    "loss", "die", "reveal", "redeploy", "conquests_over", "decline", "retire",
                    "score", "coins", "payment", "game_over", "harmony", "bomb", "bomb_back",
                    "bomb_reveal", "objectives", "objective", "form", "wall", "swap", "fort", "tower",
                    "champion", "beasts", "marker_move", "marker_gone", "draw", "holy_light", "chapel",
                    "tauren_alone", "faction", "spirit_healer", "buy", "intimidate", "steal",
                    "bomb_lost"}




def _play(seed: int, players: int = 3):
    """A random game; yields (state after the action, events)."""
    rng = random.Random(seed)
    session = start_game([(f"p{i}", f"P{i}") for i in range(players)], seed=seed)
    state = session.state
    while not state.game_over:
        state, events = apply(state, choose(state, rng))
        yield state, events


def test_english_rendering_is_the_engine_sentence(language):
    """Equal, not just equivalent: every covered kind over several whole games (so also
    every refusal code rendered in English reads like the engine; see the French test)."""
    et = EngineTexts(language("en"))
    seen = set()
    for seed in range(8):
        for state, events in _play(seed, players=2 + seed % 4):
            for e in events:
                if e.private:
                    assert et.event(e, state) == ""
                    continue
                got = et.event(e, state)
                if e.kind in EXACT_IN_ENGLISH:
                    seen.add(e.kind)
                    assert got == e.text, e.kind
                else:
                    assert got == e.text   # the fallback
    assert {"turn", "round", "pick", "ready", "conquest", "loss", "score", "redeploy",
            "conquests_over", "game_over"} <= seen


def test_french_log_lines(language):
    et = EngineTexts(language("fr"))
    found: dict[str, str] = {}
    for seed in range(6):
        for state, events in _play(seed):
            for e in events:
                if e.private:
                    continue
                key = e.kind
                if e.kind == "loss" and e.player and "returned" in e.data and not e.data.get("single"):
                    key = "player_loss"
                found.setdefault(key, et.event(e, state))
        if {"conquest", "player_loss", "score", "turn"} <= set(found):
            break
    assert "conquièrent" in found["conquest"] and " avec " in found["conquest"]
    assert "perdent" in found["player_loss"] and "défaussé" in found["player_loss"]
    assert " marque " in found["score"] and "régions" in found["score"]
    assert found["turn"].startswith("Manche ")


def test_unknown_event_kind_falls_back_to_english(language):
    et = EngineTexts(language("fr"))
    state = start_game([("a", "Ann"), ("b", "Bob")], seed=3).state
    e = Event("something_new", "a", {"region": next(iter(state.regions))}, "Ann does something new.")
    assert et.event(e, state) == "Ann does something new."
    # a covered kind with data it cannot read (an old save) falls back too
    broken = Event("conquest", "a", {"tokens": 2}, "Ann's Orcs conquer X with 2 tokens.")
    assert et.event(broken, state) == "Ann's Orcs conquer X with 2 tokens."


def test_private_events_are_never_rendered(language):
    et = EngineTexts(language("fr"))
    state = start_game([("a", "Ann"), ("b", "Bob")], seed=3).state
    secret = Event("coins", "a", {"coins": 12}, "Ann has 12 coins.", private=True)
    assert et.event(secret, state) == ""


def test_score_line_shows_what_was_scored_not_the_total(language):
    et = EngineTexts(language("fr"))
    state = start_game([("a", "Ann"), ("b", "Bob")], seed=3).state
    state.player("a").coins = 77
    e = Event("score", "a", {"total": 4, "lines": [{"code": "regions", "race": "orcs", "coins": 3},
                                                   {"code": "dark_portal", "coins": 1}]},
              "Ann scores 4 coins (Orcs: regions 3; Dark Portal 1).")
    assert et.event(e, state) == "Ann marque 4 pièces (Orcs : régions 3; Porte des Ténèbres 1)."
    game_over = Event("game_over", None, {"winners": ["a"], "tie_break": False}, "The game is over.")
    assert et.event(game_over, state) == "The game is over."   # coins only once it is over


def test_french_window_log_refusal_and_cost_tooltip(qtbot):
    window = make_window(qtbot)
    translations = Translations(QApplication.instance())
    window.translations = translations
    try:
        pass_handover(qtbot, window)
        window.set_language("fr")
        c = window.controller
        refused: list[str] = []
        c.action_refused.connect(refused.append)
        assert c.pick(0)
        st = c.state
        me = c.actor_id
        # an illegal drop: the first conquest must be in an Entry Region
        inland = next(rid for rid, r in st.map.by_id.items()
                      if not r.has(Symbol.ENTRY) and not r.is_water)
        assert not c.drop(TokenDrag(me, HAND, 1), inland)
        assert refused and "région d'entrée" in refused[-1], refused
        assert place_name(st.map.by_id[inland].display_name) in refused[-1]      # in French
        assert window.statusBar().currentMessage() == refused[-1]
        # a cost breakdown tooltip on an entry region
        entry = next(rid for rid, b in c.options().items() if b.conquerable)
        window.board.refresh()
        tip = window.board.region_tooltip(entry)
        assert "Pour conquérir" in tip and "Conquête: 2" in tip, tip
        assert "Conquest" not in tip
        assert "Conquête 2" in c.breakdown_text(entry) and "pion" in c.breakdown_text(entry)
        # the log shows the conquest in French
        assert c.conquer(entry)
        log = window.log_dock.model
        lines = [log.data(log.index(i)) for i in range(log.rowCount())]
        assert any("conquièrent" in line for line in lines), lines
        # back to English: the same rows read as the engine wrote them
        window.set_language("en")
        events = [log.event_at(i) for i in range(log.rowCount())]
        assert [log.data(log.index(i)) for i in range(log.rowCount())] == [e.text for e in events]
    finally:
        translations.install("en")


def test_refusals_in_french_name_the_region_and_race(language):
    texts = language("fr")
    c = GameController(start_game([("a", "Ann"), ("b", "Bob")], seed=5), texts)
    c.take_seat("a")
    assert c.pick(0)
    st = c.state
    race = texts.race(st.player("a").race)
    far = next(rid for rid, r in st.map.by_id.items() if not r.has(Symbol.ENTRY) and not r.is_water)
    text = c.verdict(TokenDrag("a", HAND, 1), far).text
    assert race in text and place_name(st.map.by_id[far].display_name) in text and "Ann" in text
    assert text != c.options()[far].reason


def test_english_refusals_are_the_engine_sentence(language):
    """Ability and conquest refusals tried all through random games read, in English, exactly
    like the engine's own message (covered codes) or are that message (the fallback)."""
    from smallwow_qt.engine import actions as A
    from smallwow_qt.engine.errors import RuleError

    et = EngineTexts(language("en"))
    codes = set()
    for seed in range(2):
        rng = random.Random(seed)
        state = start_game([(f"p{i}", f"P{i}") for i in range(3)], seed=seed).state
        regions = list(state.regions)
        while not state.game_over:
            p, r1, r2 = state.actor.id, rng.choice(regions), rng.choice(regions)
            for action in (A.Buy(p, 1), A.Form(p, "human"), A.ChooseFaction(p, "horde"),
                           A.Swap(p, r1, r2), A.Intimidate(p, r1), A.Steal(p, r1, r2),
                           A.PlaceBombs(p, (r1,)), A.PlaceHeart(p, r1), A.PlaceAegis(p, r1),
                           A.Pick(p, 0), A.Abandon(p, r1), A.Conquer(p, r1, die=True),
                           A.Redeploy(p, ((r1, 1),))):
                try:
                    apply(state, action)
                except RuleError as err:
                    codes.add(err.code)
                    assert et.refusal(err.code, err.message, state, action) == err.message, err.code
            state, _ = apply(state, choose(state, rng))
    assert {"not_yours", "not_now", "no_such_ability"} <= codes


def test_french_ability_lines(language):
    et = EngineTexts(language("fr"))
    state = start_game([("a", "Ann"), ("b", "Bob")], seed=3).state
    rid = next(iter(state.regions))
    name = state.map.by_id[rid].display_name
    fort = Event("fort", "a", {"regions": [rid]}, f"Ann builds 1 Fort: {name}.")
    assert et.event(fort, state) == f"Ann construit 1 Fort : {place_name(name)}."
    ransom = Event("payment", "a", {"payee": "b", "coins": 1, "why": "Champion ransom", "region": rid},
                   "...")
    assert "rançon" in et.event(ransom, state) and "Bob" in et.event(ransom, state)
    state.regions[rid].tower = True
    from smallwow_qt.engine.actions import Intimidate
    text = et.refusal("tower", "english", state, Intimidate("a", rid))
    assert text == f"{place_name(name)} a une Tour de guet : elle est à l'abri de tout pouvoir."


# ----- the abilities' own refusals, each tried on a small inline map --------------------------

def _ability_state(ann: list, bob: list, regions: dict, ann_extra: dict | None = None, **extra):
    """Ann (to play, round 2, conquest phase) and Bob on a small map: a1 (entry, magic) - a2
    (magic) - a3 - a5 - a6 - a7, a1 - a4 (lake, magic)."""
    from smallwow_qt.scenario.build import build_game

    terrain = {"a1": "field", "a2": "hill", "a3": "forest", "a4": "lake", "a5": "swamp",
               "a6": "hill", "a7": "field"}
    symbols = {"a1": ["entry", "magic"], "a2": ["magic"], "a4": ["magic"]}
    data = {"players": ["ann", "bob"],
            "map": {"regions": {rid: {"board": "A", "terrain": t, "symbols": symbols.get(rid, [])}
                                for rid, t in terrain.items()},
                    "borders": [["a1", "a2"], ["a2", "a3"], ["a3", "a5"], ["a1", "a4"], ["a5", "a6"],
                                ["a6", "a7"]]},
            "setup": {"murlocs": False},
            "position": {"round": 2, "turn": "ann",
                         "players": {"ann": {"coins": 5, "active": ann, **(ann_extra or {})},
                                     "bob": {"coins": 5, "active": bob}},
                         "regions": regions}}
    data.update(extra)
    return build_game(data)


def _ability_cases():
    from smallwow_qt.engine import actions as A
    from smallwow_qt.engine.state import Stage

    def late(state):
        state.stage = Stage.REDEPLOY

    def bought(state):
        state.turn.discards_caused, state.turn.data["forsaken_bought"] = 1, 1

    def caused(n):
        def setup(state):
            state.turn.discards_caused = n
        return setup

    def bombed(state):   # (a bomb placed before the turn would go off as it begins)
        state.regions["a2"].bomb, state.regions["a2"].bomb_owner = "dud", "ann"

    def used(state):
        from smallwow_qt.engine.pieces.ethereals import USE
        state.turn.used.append(USE)

    ann1 = {"a1": {"owner": "ann", "race": "orcs", "tokens": 3}}
    bob2 = {"a2": {"owner": "bob", "race": "dwarves", "tokens": 2}}
    bob25 = {**bob2, "a5": {"owner": "bob", "race": "dwarves", "tokens": 1}}
    intim = (["orcs", "intimidating"], ["dwarves", "herbalist"])
    yield "intimidate_late", intim, {**ann1, **bob2}, A.Intimidate("ann", "a2"), late
    yield "cannot_intimidate", intim, {**ann1, **bob2}, A.Intimidate("ann", "a1"), None
    yield "cannot_intimidate", intim, {**ann1, "a6": bob2["a2"]}, A.Intimidate("ann", "a6"), None
    yield "cannot_intimidate", intim, ann1, A.Intimidate("ann", "a2"), None
    yield "choose_destination", intim, {**ann1, **bob25}, A.Intimidate("ann", "a2"), None
    yield "bad_destination", intim, {**ann1, **bob25}, A.Intimidate("ann", "a2", "a7"), None
    yield "no_destination", intim, {**ann1, **bob2}, A.Intimidate("ann", "a2", "a7"), None
    mage = (["orcs", "portal_mage"], ["dwarves", "herbalist"])
    ann3 = {"a3": {"owner": "ann", "race": "orcs", "tokens": 3}}
    yield "swap_late", mage, ann3, A.Swap("ann", "a1", "a2"), late
    yield "not_magic", mage, ann3, A.Swap("ann", "a1", "a3"), None
    yield "same_region", mage, ann3, A.Swap("ann", "a1", "a1"), None
    yield "nothing_to_swap", mage, ann3, A.Swap("ann", "a1", "a2"), None
    yield "water", mage, {**ann3, "a1": {"owner": "bob", "race": "dwarves", "tokens": 1}}, \
        A.Swap("ann", "a4", "a1"), None
    yield "water", mage, {**ann3, "a1": {"murlocs": 1}}, A.Swap("ann", "a1", "a4"), None
    gob = (["goblins", "farmer"], ["dwarves", "herbalist"])
    gob1 = {"a1": {"owner": "ann", "race": "goblins", "tokens": 3}}
    yield "bomb_there", gob, {**gob1, **bob2}, A.PlaceBombs("ann", ("a2", "a2")), None
    yield "bomb_there", gob, {**gob1, **bob2}, A.PlaceBombs("ann", ("a2",)), bombed
    yield "bomb_target", gob, {**gob1, **bob2}, A.PlaceBombs("ann", ("a2", "a3")), None
    yield "not_adjacent", gob, {**gob1, "a6": bob2["a2"]}, A.PlaceBombs("ann", ("a6",)), None
    hum = (["humans", "farmer"], ["dwarves", "herbalist"])
    hum1 = {"a1": {"owner": "ann", "race": "humans", "tokens": 3}}
    yield "objective_twice", hum, {**hum1, **bob2}, A.PlaceObjectives("ann", ("a3", "a3")), None
    yield "objective_alliance", hum, {**hum1, **bob2}, A.PlaceObjectives("ann", ("a3", "a2")), None
    yield "objective_count", hum, {**hum1, **bob2}, A.PlaceObjectives("ann", ("a3",)), None

    def placed(state):
        state.stage, state.turn.data["objectives_placed"] = Stage.REDEPLOY, True
    yield "objectives_placed", hum, {**hum1, **bob2}, A.PlaceObjectives("ann", ("a3", "a5")), placed
    fors = (["forsaken", "farmer"], ["dwarves", "herbalist"])
    fors1 = {"a1": {"owner": "ann", "race": "forsaken", "tokens": 3}}
    yield "forsaken_limit", fors, fors1, A.Buy("ann", 1), None
    yield "forsaken_limit", fors, fors1, A.Buy("ann", 1), bought
    yield "supply_exhausted", fors, fors1, A.Buy("ann", 40), caused(40)
    yield "cannot_pay", fors, fors1, A.Buy("ann", 7), caused(7)
    wor = (["worgen", "farmer"], ["dwarves", "herbalist"])
    wor1 = {"a1": {"owner": "ann", "race": "worgen", "tokens": 3}}
    yield "worgen_form_first", wor, {**wor1, **bob2}, A.Conquer("ann", "a2"), None
    eth = (["ethereals", "farmer"], ["dwarves", "herbalist"])
    eth1 = {"a1": {"owner": "ann", "race": "ethereals", "tokens": 3}}
    art = {"marker": {"id": "doomhammer", "revealed": True}}
    yield "ethereal_used", eth, {**eth1, "a2": art}, A.Steal("ann", "a2", "a1"), used
    yield "no_artifact", eth, eth1, A.Steal("ann", "a2", "a1"), None
    yield "own_artifact", eth, {"a1": {**eth1["a1"], **art}}, A.Steal("ann", "a1", "a1"), None
    yield "not_yours", eth, {**eth1, "a2": art}, A.Steal("ann", "a2", "a3"), None
    yield "not_adjacent", eth, {**eth1, "a6": art}, A.Steal("ann", "a6", "a1"), None
    yield "not_adjacent", eth, {**eth1, "a2": art, "a6": {"owner": "ann", "race": "ethereals", "tokens": 1}}, \
        A.Steal("ann", "a2", "a6"), None
    orcs = (["orcs", "farmer"], ["dwarves", "herbalist"])
    yield "must_decline", orcs, {}, A.End("ann"), None


def test_ability_refusals_in_english_are_the_engine_sentence_and_translated(language):
    """Each refusal is really raised by the engine; rendered in English it is the engine's
    message, and in French it is a different (translated) sentence, not the fallback."""
    from smallwow_qt.engine.errors import RuleError

    en = EngineTexts(language("en"))
    seen = []
    for code, (ann, bob), regions, action, setup in _ability_cases():
        state = _ability_state(ann, bob, regions, bombs=["dud", "explode", "dud"])
        if setup:
            setup(state)
        with pytest.raises(RuleError) as info:
            apply(state, action)
        err = info.value
        assert err.code == code, (code, err.message)
        assert en.refusal(err.code, err.message, state, action, data=err.params) == err.message, code
        seen.append((state, action, err))
    fr = EngineTexts(language("fr"))
    for state, action, err in seen:
        text = fr.refusal(err.code, err.message, state, action, data=err.params)
        assert text != err.message, (err.code, err.message)


def test_cannot_pay_uses_the_amount_due_from_the_error(language):
    from smallwow_qt.engine import actions as A
    from smallwow_qt.engine.errors import RuleError

    state = _ability_state(["orcs", "intimidating"], ["dwarves", "farmer"],
                           {"a1": {"owner": "ann", "race": "orcs", "tokens": 3}})
    err = RuleError("cannot_pay", "Ann must pay 2 coins first and cannot afford it.", due=2)
    assert err.params == {"due": 2} and RuleError("x", "y").params == {}
    action = A.Intimidate("ann", "a2")
    assert EngineTexts(language("en")).refusal(err.code, err.message, state, action, data=err.params) \
        == err.message
    assert "2" in EngineTexts(language("fr")).refusal(err.code, err.message, state, action, data=err.params)


def test_other_turn_refusals_in_english_are_the_engine_sentence(language):
    from smallwow_qt.engine import actions as A
    from smallwow_qt.engine.errors import RuleError

    en = EngineTexts(language("en"))
    state = start_game([("a", "Ann"), ("b", "Bob")], seed=3).state
    action = A.Pick(state.actor.id, 99)
    with pytest.raises(RuleError) as info:
        apply(state, action)
    assert info.value.code == "no_such_combo"
    assert en.refusal("no_such_combo", info.value.message, state, action) == info.value.message
