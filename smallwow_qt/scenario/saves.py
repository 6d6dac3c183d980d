"""`--save` and `--load` of `python -m smallwow_qt.scenario` (SCENARIO.md "Saves").

    python -m smallwow_qt.scenario FILE.yaml --save GAME   play the scenario, then write GAME
    python -m smallwow_qt.scenario --load GAME             print the saved game's state

`--load` uses the app's loader and prints the scenario output shape (`full_view` plus
`errors: []` and `log`); a file that is not a valid save exits 2 with one line on stderr.
`--load A --save B` writes the loaded game again to B.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from smallwow_qt.engine import Session, full_view
from smallwow_qt.persistence import SaveError, load_session, save_session
from smallwow_qt.scenario.build import build_game
from smallwow_qt.scenario.run import report_expect, run_scenario


def session_output(session: Session) -> dict[str, Any]:
    """The scenario runner's output for a session: its state, no errors, its game log."""
    out = full_view(session.state)
    out["errors"] = []
    out["log"] = [e.text for e in session.all_events()]
    return out


def scenario_session(data: Any, source: str = "") -> tuple[Session, Any]:
    """Play a scenario mapping; return the game as a session (the scenario's starting
    position, then every accepted action, the runner's defender redeployments included)
    and the runner's Outcome."""
    outcome = run_scenario(data)
    initial = build_game(data)
    players = [[p.id, p.name] for p in initial.players]
    setup = data.get("setup") if isinstance(data.get("setup"), dict) else {}
    info: dict[str, Any] = {"players": players, "seed": setup.get("seed", 0)}
    if initial.sides:
        info["sides"] = list(initial.sides)
    if source:
        info["scenario"] = Path(source).name
    session = Session(initial, info=info)
    for action in outcome.actions:
        session.play(action)
    if session.state.to_dict() != outcome.state.to_dict():   # pragma: no cover - engine bug
        raise RuntimeError("the scenario does not replay to the same state")
    return session, outcome


def main(args) -> int:
    if args.load and args.file:
        print("give either a scenario file or --load GAME, not both", file=sys.stderr)
        return 2
    if args.load:
        try:
            session = load_session(args.load)
        except SaveError as exc:
            print(f"{args.load}: {exc.message}", file=sys.stderr)
            return 2
        print(json.dumps(session_output(session), indent=2, ensure_ascii=False))
        return _write(session, args.save) if args.save else 0
    if not args.file:
        print("give a scenario file to play before --save", file=sys.stderr)
        return 2
    from smallwow_qt.scenario.yamlfile import read_yaml

    data = read_yaml(args.file)
    session, outcome = scenario_session(data, args.file)
    print(json.dumps(outcome.output(), indent=2, ensure_ascii=False))
    status = _write(session, args.save)
    if status:
        return status
    return report_expect(args.file, data, outcome)


def _write(session: Session, path: str) -> int:
    try:
        save_session(session, path)
    except SaveError as exc:
        print(f"{path}: {exc.message}", file=sys.stderr)
        return 2
    return 0
