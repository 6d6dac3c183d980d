"""Every rules scenario in tests/scenarios/ plays through the engine and matches `expect:`."""

from pathlib import Path

import pytest

from smallwow_qt.scenario.run import differences, run_scenario
from smallwow_qt.scenario.yamlfile import read_yaml

SCENARIOS = sorted((Path(__file__).parents[1] / "scenarios").glob("*.yaml"))


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_scenario(path):
    data = read_yaml(path)
    assert isinstance(data, dict) and data.get("expect"), f"{path.name} has no expect: block"
    outcome = run_scenario(data)
    diffs = differences(data["expect"], outcome.output())
    # SCENARIO.md compares lists by their first items, so `errors: []` would match anything;
    # in our own scenarios it means "nothing was refused".
    if data["expect"].get("errors") == [] and outcome.errors:
        diffs.append(f"errors: expected none, got {outcome.errors}")
    assert not diffs, f"{path.name}:\n" + "\n".join(diffs) + "\nlog:\n" + "\n".join(outcome.log) + \
        f"\nerrors: {outcome.errors}"
