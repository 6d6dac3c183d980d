"""`python -m smallwow_qt.scenario FILE.yaml`: play a rules scenario headless, print JSON.

Exit 0 when played (refused actions are listed in `errors`), 1 when `expect:` does not
match, 2 when the file is invalid (one line on stderr). Never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys

from smallwow_qt.scenario.build import ScenarioError
from smallwow_qt.scenario.run import report_expect, run_scenario
from smallwow_qt.scenario.yamlfile import FileProblem, read_yaml


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m smallwow_qt.scenario",
                                     description="Play a rules scenario headless and print the state.")
    parser.add_argument("file", nargs="?", help="scenario YAML file")
    parser.add_argument("--save", metavar="GAME", help="also write the game as a save file")
    parser.add_argument("--load", metavar="GAME", help="print the state of a save file")
    args = parser.parse_args(argv)
    try:
        return _main(args)
    except (ScenarioError, FileProblem) as exc:
        print(f"{args.file or args.load}: {exc}" if isinstance(exc, ScenarioError) else str(exc),
              file=sys.stderr)
        return 2
    except Exception as exc:  # noqa: BLE001 - the contract is: never a traceback
        print(f"internal error while playing {args.file or args.load}: {type(exc).__name__}: {exc}",
              file=sys.stderr)
        return 2


def _main(args) -> int:
    if args.load or args.save:
        from smallwow_qt.scenario import saves   # (the app's save files: only when asked)

        return saves.main(args)
    if not args.file:
        print("give a scenario file (or --load GAME)", file=sys.stderr)
        return 2
    data = read_yaml(args.file)
    outcome = run_scenario(data)
    print(json.dumps(outcome.output(), indent=2, ensure_ascii=False))
    return report_expect(args.file, data, outcome)


if __name__ == "__main__":
    raise SystemExit(main())
