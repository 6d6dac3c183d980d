"""`legal_actions` is exactly what `apply` accepts; the wordless fast path agrees with the
full cost breakdown; ill-typed actions are refused with RuleError and change nothing.

Positions come from seeded random games (a uniform choice among the legal actions); the
long version is `benchmarks/soak_legality.py`."""

import math
import random

import pytest

from smallwow_qt.engine import RuleError, apply, cost_breakdown, legal_actions
from smallwow_qt.engine.actions import (Abandon, Buy, ChooseFaction, Conquer, Decline, End, Form,
                                        Intimidate, Pick, PlaceAegis, PlaceBombs, PlaceHeart,
                                        PlaceObjectives, Redeploy, Steal, Swap)
from smallwow_qt.engine.audit import check_position
from smallwow_qt.engine.combatants import attacker_pieces
from smallwow_qt.engine.costs import Attacker, evaluate
from smallwow_qt.engine.game import use_combinations
from smallwow_qt.engine.state import Stage
from smallwow_qt.newgame import start_game
from tests.engine.support import audit


def positions(players: int, seed: int, every: int = 1):
    """Every `every`-th position of one random-legal game."""
    state = start_game([(f"p{i}", f"P{i}") for i in range(players)], seed=seed).state
    rng = random.Random(seed)
    n = 0
    while not state.game_over:
        if n % every == 0:
            yield state
        state, _ = apply(state, rng.choice(legal_actions(state)).action)
        n += 1


@pytest.mark.parametrize("players,seed", [(2, 11), (2, 12)])
def test_legal_actions_are_exactly_what_apply_accepts(players, seed):
    checked = 0
    for state in positions(players, seed):
        _, problems = check_position(state)
        assert not problems, f"round {state.round} {state.stage.value}: " + \
            "; ".join(map(str, problems))
        checked += 1
    assert checked > 50


def test_the_audit_notices_an_accepted_action_that_is_not_listed(monkeypatch):
    """The check itself can fail: hide decline from the list and it is reported."""
    import smallwow_qt.engine.audit as audit

    def without_decline(state):
        return [item for item in legal_actions(state) if not isinstance(item.action, Decline)]

    monkeypatch.setattr(audit, "legal_actions", without_decline)
    for state in positions(2, 11):
        if state.stage is Stage.CONQUER and state.round > 1 and not state.turn.conquests:
            found = audit.check_position(state)[1]
            if found:
                break
    assert [(p.kind, type(p.action)) for p in found] == [("accepted_unlisted", Decline)]


@pytest.mark.parametrize("seed", [21, 22])
def test_fast_path_agrees_with_the_full_breakdown_on_every_region(seed):
    """What `legal_actions` lists and `apply` decides with is the explained breakdown, on
    every region of random 5-player positions (`support.audit`; the rules scenarios:
    test_cost_audit.py)."""
    compared = 0
    for state in positions(5, seed, every=3):
        count, problems = audit(state)
        assert not problems, f"round {state.round}:\n" + "\n".join(problems[:10])
        compared += count
    assert compared > 1000


def test_hooks_that_need_a_use_answer_nothing_without_it():
    """`hooks_need_use` lets the listing leave a piece out of a conquest naming none of its
    options: each of its conquest hooks must then answer nothing, on any region, with or
    without the die, whatever the other options named."""
    from smallwow_qt.engine.actions import USE_OPTIONS
    from smallwow_qt.engine.costs import ATTACKER_HOOKS
    from smallwow_qt.engine.pieces import REGISTRY, Attack

    flagged = [p for p in REGISTRY.values() if p.hooks_need_use]
    assert {p.id for p in flagged} >= {"gnomes", "championing", "ethereals", "doomhammer"}
    asked = 0
    for state in positions(4, 31, every=9):
        if state.stage is not Stage.CONQUER:
            continue
        player = state.current
        active = frozenset(state.active_regions(player.id))
        for p in flagged:
            others = [u for u in USE_OPTIONS if u not in p.uses]
            for use in [()] + [(u,) for u in others] + [tuple(others)]:
                assert not p.refuses_use(state, player, use)
                for rid in state.regions:
                    for die in (False, True):
                        attack = Attack(state, player, rid, state.map.by_id[rid],
                                        state.regions.peek(rid), active, use, die)
                        for hook in ATTACKER_HOOKS:
                            if hook == "refuses_use":
                                continue
                            answer = getattr(p, hook)(attack)   # None, [], 0 or False
                            assert not answer, (p.id, hook, use, answer)
                            asked += 1
    assert asked > 10_000


def test_a_use_refused_whatever_the_region_is_refused_on_every_region():
    """`refuses_use` lets the listing skip every region for a `use:` list (a once-per-turn
    option spent): the full breakdown must then refuse each region, with and without the die."""
    seen = set()
    for seed in (2, 3, 5, 9, 25):   # games where each of these options gets spent
        for state in positions(5, seed):
            if state.stage is not Stage.CONQUER:
                continue
            player = state.current
            pieces = attacker_pieces(state, player)
            for use in use_combinations(pieces)[1:]:
                for p in pieces:
                    if not p.refuses_use(state, player, use):
                        continue
                    seen.add(p.id)
                    for rid in state.regions:
                        for die in (False, True):
                            assert not evaluate(state, player, rid, use, die).conquerable, \
                                (p.id, use, rid, die)
                            assert Attacker(state, player, use).cost(rid, die) is None
    assert seen == {"gnomes", "championing", "ethereals", "frostmourne", "ashes_of_alar",
                    "doomhammer"}


# ----- ill-typed actions -----------------------------------------------------------------------

WEIRD = ["1", "", 1.5, math.nan, math.inf, -math.inf, True, False, None, [], {}, ["a1"],
         {"a1": 1}, ("a1",), ("a1", 1, 2), -1, -10**9, 10**30, object(), b"a1", "no_such_region"]


def _weird(rng, state, good):
    """A wrong value most of the time, sometimes a well-typed one (so that the other fields
    are what gets refused)."""
    if rng.random() < 0.25:
        return good
    return rng.choice(WEIRD + [(rng.choice(list(state.regions)), rng.choice(WEIRD))])


def ill_typed(rng, state):
    pid = state.actor.id
    region = rng.choice(list(state.regions))
    w = lambda good: _weird(rng, state, good)  # noqa: E731
    makers = [
        lambda: Pick(w(pid), w(0)),
        lambda: Conquer(pid, w(region), w(False), w(())),
        lambda: Conquer(pid, region, False, w(("champion",))),
        lambda: Conquer(pid, region, False, ("frostmourne", "frostmourne")),
        lambda: Abandon(pid, w(region)),
        lambda: Redeploy(pid, w(((region, 1),)), w(False)),
        lambda: Redeploy(pid, ((w(region), w(1)),)),
        lambda: Redeploy(pid, (w((region, 1)),)),
        lambda: Buy(pid, w(1)),
        lambda: Form(pid, w("human")),
        lambda: ChooseFaction(pid, w("horde")),
        lambda: Swap(pid, w(region), w(region)),
        lambda: Intimidate(pid, w(region), w(None)),
        lambda: Steal(pid, w(region), w(region)),
        lambda: PlaceBombs(pid, w((region,))),
        lambda: PlaceObjectives(pid, (w(region), w(region))),
        lambda: PlaceHeart(pid, w(region)),
        lambda: PlaceAegis(pid, w(region)),
        lambda: Decline(w(pid)),
        lambda: End(w(pid)),
    ]
    return rng.choice(makers)()


def _well_typed(action, state) -> bool:
    """The generator sometimes draws only good values: such an action may be accepted."""
    from smallwow_qt.engine.validate import check_action

    try:
        check_action(state, action)
    except RuleError:
        return False
    return True


def test_ill_typed_actions_are_refused_and_change_nothing():
    rng = random.Random(5)
    states = [s for seed in (31, 32) for s in positions(5, seed, every=10)]
    saved = [s.to_dict() for s in states]
    tried = refused = 0
    for _ in range(3000):
        i = rng.randrange(len(states))
        state, before = states[i], saved[i]
        action = ill_typed(rng, state)
        try:
            apply(state, action)
        except RuleError as err:
            assert err.code and err.message
            refused += 1
        else:
            assert _well_typed(action, state), f"accepted {action!r}"
        if tried % 50 == 0:
            assert state.to_dict() == before, f"{action!r} changed the state"
        tried += 1
    assert all(s.to_dict() == before for s, before in zip(states, saved))
    assert tried == 3000 and refused > 2200


@pytest.mark.parametrize("action", [
    Buy("p0", math.nan), Buy("p0", 1.0), Buy("p0", True), Buy("p0", -3), Buy("p0", 10**40),
    Redeploy("p0", None), Redeploy("p0", [("x", 1)]), Redeploy("p0", (("x",),)),
    Pick("p0", "1"), Pick("p0", None), Conquer("p0", ["a"]), Conquer("p0", "zz"),
    Conquer("p0", None, die="yes"), Intimidate("p0", {}), Decline(None), End(["p0"]),
    PlaceBombs("p0", "abc"), PlaceObjectives("p0", None), Swap("p0", 1, 2),
], ids=repr)
def test_named_ill_typed_actions(action):
    state = start_game([(f"p{i}", f"P{i}") for i in range(5)], seed=3).state
    before = state.to_dict()
    with pytest.raises(RuleError):
        apply(state, action)
    assert state.to_dict() == before


def test_not_an_action_at_all_is_refused():
    state = start_game([("p0", "P0"), ("p1", "P1")], seed=3).state
    for thing in (None, "end", {"p0": "end"}, 42):
        with pytest.raises(RuleError):
            apply(state, thing)


@pytest.mark.parametrize("seed", [41])
def test_states_stay_as_they_were_after_later_actions(seed):
    """Clones share their regions until they change them (copy-on-write): no state of a game
    changes when later actions are played from it, listed from it, or explained."""
    snapshots = []
    for state in positions(5, seed):
        snapshots.append((state, state.to_dict()))
        if state.stage is Stage.CONQUER:
            cost_breakdown(state, next(iter(state.regions)))
    assert len(snapshots) > 100
    for state, before in snapshots:
        assert state.to_dict() == before


def test_goblins_are_not_offered_a_bomb_they_cannot_pay_for():
    """The bug the 5,000-game soak found: a bomb placement offered where the Aegis asks more
    coins than the Goblin player has (apply then refused it)."""
    from pathlib import Path

    import yaml

    from smallwow_qt.scenario.saves import scenario_session

    path = Path(__file__).parents[1] / "scenarios" / "race_goblins_bomb_unpaid_aegis.yaml"
    data = dict(yaml.safe_load(path.read_text()), actions=[])
    data.pop("expect")
    state = scenario_session(data)[0].state
    bombs = [item.action.regions for item in legal_actions(state)
             if isinstance(item.action, PlaceBombs)]
    assert bombs == [("a3",)]
    assert not check_position(state)[1]



def test_an_intimidation_that_moves_nothing_has_one_form():
    """Aimed at a Wisp Wall (then a Fort), an intimidation is listed without `to` and a `to`
    naming a region of the same race is refused: the audit finds no accepted form that is
    not listed (before, the unused `to` was accepted there and refused elsewhere)."""
    from pathlib import Path

    import yaml

    from smallwow_qt.scenario.saves import scenario_session

    path = Path(__file__).parents[1] / "scenarios" / "power_intimidating_wall_refuses_to.yaml"
    data = dict(yaml.safe_load(path.read_text()))
    data.pop("expect")
    for steps in ([], [{"ann": {"intimidate": "a2"}}]):
        state = scenario_session(dict(data, actions=steps))[0].state
        listed = [o.action for o in legal_actions(state) if isinstance(o.action, Intimidate)]
        assert Intimidate("ann", "a2") in listed
        assert all(a.to is None for a in listed if a.region == "a2")
        with pytest.raises(RuleError) as refused:
            apply(state, Intimidate("ann", "a2", "a3"))
        assert refused.value.code == "no_destination"
        assert not check_position(state)[1]

# ----- the written-out state dictionaries -------------------------------------------------------

def test_to_dict_is_every_field_written_out():
    """`GameState.to_dict` builds its parts by hand (saves, observations); they must hold
    every field of each part (its FIELDS, fields added later included)."""
    def asdict(record):
        return {name: getattr(record, name) for name in type(record).FIELDS}

    seen = set()
    for state in positions(5, 31, every=7):
        data = state.to_dict()
        assert data["players"] == [asdict(p) for p in state.players]
        assert data["regions"] == {rid: asdict(r) for rid, r in dict.items(state.regions)}
        assert data["column"] == [asdict(c) for c in state.column]
        assert data["turn"] == (asdict(state.turn) if state.turn else None)
        seen.update(k for p in state.players for k in p.data)
        seen.update(state.turn.data if state.turn else ())
    assert seen   # some ability bookkeeping was compared
