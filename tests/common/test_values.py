"""The written-out value classes (`smallwow_qt/values.py`): each lists its fields as its
`__init__` takes them, and they behave as the frozen (or slotted) dataclasses they replace."""

from __future__ import annotations

import inspect
from dataclasses import FrozenInstanceError

import pytest

import smallwow_qt.boards.geometry  # noqa: F401  (the subclasses below are found once imported)
import smallwow_qt.boards.model  # noqa: F401
import smallwow_qt.controller.drops  # noqa: F401
import smallwow_qt.controller.mime  # noqa: F401
import smallwow_qt.controller.seats  # noqa: F401
import smallwow_qt.engine  # noqa: F401
from smallwow_qt.engine.actions import Conquer, End, Pick, Redeploy
from smallwow_qt.engine.state import Combo, GameState, PlayerState, RegionState, TurnState
from smallwow_qt.values import Record, Value, fields_of, replace


def _all(base: type) -> list[type]:
    found, todo = [], [base]
    while todo:
        for sub in todo.pop().__subclasses__():
            found.append(sub)
            todo.append(sub)
    return found


VALUES = _all(Value)
RECORDS = _all(Record)


def test_the_classes_are_found():
    names = {cls.__name__ for cls in VALUES + RECORDS}
    assert {"Pick", "Conquer", "End", "Legal", "Event", "Breakdown", "CostItem", "RegionDef",
            "MapDef", "RaceInfo", "Side", "RegionShape", "Seat", "Verdict", "TokenDrag"} <= names
    assert {"GameState", "PlayerState", "RegionState", "TurnState", "Combo", "GameConfig"} <= names


@pytest.mark.parametrize("cls", VALUES + RECORDS, ids=lambda cls: cls.__name__)
def test_fields_are_the_init_parameters_in_order(cls):
    parameters = [name for name in inspect.signature(cls.__init__).parameters if name != "self"]
    assert list(cls.FIELDS) == parameters


@pytest.mark.parametrize("cls", RECORDS, ids=lambda cls: cls.__name__)
def test_records_keep_their_fields_in_slots(cls):
    assert set(cls.FIELDS) <= set(cls.__slots__)
    assert set(cls.__slots__) - set(cls.FIELDS) <= {"cache"}   # GameState's, never compared
    assert not any("__dict__" in vars(k) for k in cls.__mro__)   # no field outside the slots


def test_values_are_equal_by_class_and_fields():
    assert Pick("ann", 1) == Pick("ann", 1) and hash(Pick("ann", 1)) == hash(Pick("ann", 1))
    assert Pick("ann", 1) != Pick("ann", 2)
    assert Pick("ann", 0) != End("ann") and End("ann") != Pick("ann", 0)
    assert Conquer("ann", "a1") == Conquer(player="ann", region="a1", die=False, use=())
    assert len({Conquer("ann", "a1"), Conquer("ann", "a1"), Conquer("ann", "a1", True)}) == 2
    assert Pick("ann", 1) != ("ann", 1)


def test_values_are_frozen():
    pick = Pick("ann", 1)
    with pytest.raises(FrozenInstanceError):
        pick.index = 2
    with pytest.raises(FrozenInstanceError):
        del pick.index
    with pytest.raises(FrozenInstanceError):
        pick.extra = 1
    assert pick == Pick("ann", 1)


def test_values_print_as_dataclasses_do():
    assert repr(Pick("ann", 1)) == "Pick(player='ann', index=1)"
    assert repr(Redeploy("bob", (("a1", 2),), True)) == \
        "Redeploy(player='bob', counts=(('a1', 2),), partial=True)"
    assert repr(End("ann")) == "End(player='ann')"


def test_replace_changes_the_named_fields_only():
    conquer = Conquer("ann", "a1", False, ("champion",))
    assert replace(conquer, die=True) == Conquer("ann", "a1", True, ("champion",))
    assert conquer.die is False
    assert fields_of(conquer) == ("player", "region", "die", "use") == fields_of(Conquer)
    with pytest.raises(TypeError, match="no field colour"):
        replace(conquer, colour="red")


def test_records_compare_their_fields_and_are_not_hashable():
    a = RegionState("p1", "orcs", 3)
    b = RegionState("p1", "orcs", 3)
    assert a == b and a is not b
    b.tokens = 4
    assert a != b
    assert a != PlayerState("p1", "Ann")
    with pytest.raises(TypeError):
        hash(a)
    assert TurnState("p1") == TurnState("p1", 0, 0, False, {}, 0, [], [], {})
    assert repr(Combo("orcs", "flying", 2)) == "Combo(race='orcs', power='flying', coins=2)"


def test_a_states_cache_is_not_compared():
    state = GameState(None, [], {}, [], [], [])
    other = GameState(None, [], {}, [], [], [])
    state.cache = {"anything": 1}
    assert state == other
    assert "cache" not in repr(state)


def test_session_behaves_as_the_dataclass_it_was():
    """`Session` is public API: built with its fields in order or by name, equal field by
    field, unhashable, each new one with lists and info of its own."""
    import pytest

    from smallwow_qt.engine.session import Session
    from smallwow_qt.newgame import start_game

    game = start_game([("a", "A"), ("b", "B")], seed=3)
    again = Session(game.initial, list(game.start_events), info=dict(game.info))
    assert again == game and not (again != game)
    from smallwow_qt.engine import legal_actions

    again.play(legal_actions(again.state)[0].action)
    assert again != game and len(again.steps) == 1
    one, two = Session(game.initial), Session(game.initial)
    one.steps.append(None)
    one.info["x"] = 1
    assert two.steps == [] and two.info == {} and two.redo_stack == [] and two.start_events == []
    with pytest.raises(TypeError):
        hash(two)
    assert repr(two).startswith("Session(initial=")
    assert Session(game.initial, [], [], [], {"seed": 3}).info == {"seed": 3}
