"""A computer player's reason in the player's language (`controller/bot_texts.py`)."""

from smallwow_qt.bots import make_bot
from smallwow_qt.bots.reasons import Reason, decline_reason, pick_reason
from smallwow_qt.controller.bot_texts import BotTexts
from smallwow_qt.engine.view import observe
from smallwow_qt.newgame import start_game


def _reasons():
    yield pick_reason("orcs", "mining", 11, 2, 3, 4)
    yield pick_reason("tauren", "explorer", 9, 0, 0)
    yield pick_reason("humans", "farmer", 10, 1, 0, 1)       # one coin, one region
    yield decline_reason(1, "tauren", 6)
    yield decline_reason(0, "orcs", 3)
    yield decline_reason(2, "humans", 4)
    for level in ("easy", "normal"):   # a real first decision: a pick
        state = start_game([("a", "Ann"), ("b", "Bob"), ("c", "Cy")], seed=5).state
        yield make_bot(level, 1).decide(observe(state, "a")).reason


def test_english_is_the_bots_own_sentence(language):
    texts = BotTexts(language("en"))
    for reason in _reasons():
        assert isinstance(reason, Reason) and reason.why
        assert texts.reason(reason) == str(reason)


def test_french_rebuilds_the_sentence_with_french_names(language):
    fr = language("fr")
    texts = BotTexts(fr)
    pick = texts.reason(pick_reason("orcs", "mining", 11, 2, 3, 4))
    # the combination named as the column names it, not race + power side by side
    assert pick.startswith("choisit " + fr.combo("orcs", "mining") + "\u00a0:"), pick
    assert " + " not in pick
    assert "11 pions" in pick and "2 pièces" in pick and "coûte 3" in pick and "4 régions" in pick
    decline = texts.reason(decline_reason(1, "tauren", 6))
    assert decline.startswith("passe en déclin") and "1 région de plus" in decline
    assert fr.race("tauren") in decline
    for reason in _reasons():
        assert texts.reason(reason) != str(reason)


def test_one_coin_and_one_region_are_singular(language):
    reason = pick_reason("humans", "farmer", 10, 1, 0, 1)
    assert ", 1 coin on it" in BotTexts(language("en")).reason(reason)
    assert "; 1 region this turn" in str(reason)
    french = BotTexts(language("fr")).reason(reason)
    assert ", 1 pièce dessus" in french and "1 région ce tour" in french, french


def test_a_plain_or_unknown_reason_is_shown_as_written(language):
    texts = BotTexts(language("fr"))
    assert texts.reason("keeps its plan") == "keeps its plan"
    odd = Reason("picks something", {"kind": "pick", "race": "orcs"})   # facts missing
    assert texts.reason(odd) == "picks something"
    assert texts.reason(Reason("x", {"kind": "unheard of"})) == "x"


def test_reasons_keep_their_facts_when_copied():
    import copy
    import pickle

    reason = pick_reason("orcs", "mining", 11, 2, 3, 4)
    for again in (copy.deepcopy(reason), pickle.loads(pickle.dumps(reason))):
        assert again == reason and again.why == reason.why


def _game_reasons(level="normal", seed=8, turns=40):
    """(reason, state) for the decisions of `level` bots playing a 3-player game."""
    from smallwow_qt.engine import apply

    state = start_game([("a", "Ann"), ("b", "Bob"), ("c", "Cy")], seed=seed).state
    bots = {pid: make_bot(level, i) for i, pid in enumerate("abc")}
    for _ in range(turns * 6):
        if state.game_over:
            break
        me = state.actor.id
        decision = bots[me].decide(observe(state, me))
        if decision.reason:
            yield decision.reason, state
        state, _ = apply(state, decision.action)


def test_every_step_of_a_plan_says_why_in_both_languages(language):
    from smallwow_qt.bots.reasons import is_advice

    seen = {}
    en = BotTexts(language("en"))
    plays = list(_game_reasons())
    for reason, state in plays:
        assert isinstance(reason, Reason), reason
        assert en.reason(reason, state) == str(reason)
        seen.setdefault(reason.why["kind"], reason)
    assert {"pick", "conquer", "redeploy"} <= set(seen), seen
    assert not is_advice(seen["pick"]) and is_advice(seen["conquer"])
    fr = BotTexts(language("fr"))
    for reason, state in plays:
        assert fr.reason(reason, state) != str(reason), str(reason)


def test_the_review_names_combinations_as_the_column_does(language):
    """'Réprouvés et leur champion', not 'Réprouvés + Et leur champion'; in English the line
    is the judge's own sentence."""
    from smallwow_qt.bots.reasons import Reason
    from smallwow_qt.controller.review_texts import ReviewTexts
    facts = {"kind": "review", "case": "pick", "loss": 18, "race": "goblins",
             "power": "defensive", "race2": "forsaken", "power2": "championing"}
    english = "Defensive Goblins give up ~18 coins: Championing Forsaken were worth more"
    reason = Reason(english, facts)
    assert ReviewTexts(language("en")).why(reason, None) == english
    fr = language("fr")
    french = ReviewTexts(fr).why(reason, None)
    assert french == (f"{fr.combo('goblins', 'defensive')} coûtent ~18 pièces\u00a0: "
                      f"{fr.combo('forsaken', 'championing')} valaient mieux"), french
    assert "Et leur" not in french
