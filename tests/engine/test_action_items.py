"""`action_from_dict` reads an item exactly as written or refuses it with RuleError: no entry
ignored, no value read as something else (the long fuzz: benchmarks/fuzz_actions.py)."""

from __future__ import annotations

import pytest

from smallwow_qt.engine import RuleError, action_from_dict
from smallwow_qt.engine.actions import Conquer, Intimidate, Redeploy
from tests.scripts import script


def _deep(depth: int):
    value: list = []
    for _ in range(depth):
        value = [value]
    return value


REFUSED = {
    "an unknown entry": ({"ann": {"pick": 0, "extra": 1}}, "`extra` is not part of a `pick` action"),
    "two actions in one": ({"ann": {"pick": 0, "conquer": "a1"}}, "both `pick` and `conquer`"),
    "partial as a text": ({"ann": {"redeploy": {"a1": 2}, "partial": "false"}},
                          "`partial` must be true or false, not 'false'"),
    "partial as a list": ({"ann": {"redeploy": {"a1": 2}, "partial": [0]}}, "`partial` must be true"),
    "partial as NaN": ({"ann": {"redeploy": {"a1": 2}, "partial": float("nan")}}, "`partial` must be"),
    "die as a number": ({"ann": {"conquer": "a1", "die": 1}}, "`die` must be true or false, not 1"),
    "a count of 5,000 digits": ({"ann": {"buy": 10 ** 5000}},
                                "`buy` must be from 0 to 10,000, not a number of 5,001 digits"),
    "a negative count": ({"ann": {"redeploy": {"a1": -1}}}, "`redeploy` must be from 0 to 10,000"),
    "a count as a boolean": ({"ann": {"pick": True}}, "`pick` must be a whole number, not True"),
    "a use named twice": ({"ann": {"conquer": "a1", "use": ["champion", "champion"]}}, "each once"),
    "a missing steal destination": ({"ann": {"steal": "a1"}}, "a `steal` action needs `into`"),
    "an empty to": ({"ann": {"intimidate": "a1", "to": None}}, "`to` needs a region id, not None"),
    "a region nested deep": ({"ann": {"abandon": _deep(100_000)}}, "`abandon` needs a region id"),
    "a player that is not a name": ({5: "end"}, "must be a name, not 5"),
    "an empty player": ({"": "end"}, "must be a name"),
    "an unknown word": ({"ann": "fly"}, "unknown action 'fly' for ann"),
    "an empty mapping": ({"ann": {}}, "unknown action {} for ann"),
}


@pytest.mark.parametrize("item, words", REFUSED.values(), ids=list(REFUSED))
def test_hostile_items_are_refused_saying_why(item, words):
    with pytest.raises(RuleError) as refused:
        action_from_dict(item)
    assert refused.value.code == "bad_action"
    assert words in refused.value.message and "\n" not in refused.value.message


def test_optional_entries_read_as_written():
    assert action_from_dict({"ann": {"redeploy": {"a1": 2}, "partial": False}}) == \
        Redeploy("ann", (("a1", 2),), False)
    assert action_from_dict({"ann": {"conquer": "a1", "die": True, "use": ["champion"]}}) == \
        Conquer("ann", "a1", True, ("champion",))
    assert action_from_dict({"ann": {"intimidate": "a1"}}) == Intimidate("ann", "a1", None)


def test_a_slice_of_the_fuzz_reads_nothing_otherwise_and_crashes_nothing():
    result = script("fuzz_actions").run(4000, seed=27)
    assert result["items"] == 4000
    assert result["misread"] == 0 and result["crashed"] == 0, result["examples"]
    # the slice means something: both outcomes occur often
    assert result["refused"] > 1000 and result["read_as_written"] > 100
