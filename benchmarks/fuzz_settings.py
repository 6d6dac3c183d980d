"""Fuzz: hostile settings values and drag payloads through the window's readers. Prints one
JSON line: for each reader, how many values it read, how many it replaced by its default,
and how many made it raise.

    python benchmarks/fuzz_settings.py [--values N] [--seed S]

A settings file is a file anyone can edit: each value here is drawn at random among the
kinds one can hold (texts of JSON nested up to 100,000 levels, numbers such as 1e400 or of
5,000 digits, texts of digits, booleans as texts, lists, mappings, bytes, None) and the
valid values of each key, and handed to every reader through a settings object that
returns it for every key. Drag payloads are drawn the same way (JSON texts with such
numbers and nesting, bytes that are not UTF-8). The readers are called through the entry
points the window uses, so the same script measures another revision
(`PYTHONPATH=<its tree> python benchmarks/fuzz_settings.py`).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import time
from collections import Counter

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QByteArray, QMimeData  # noqa: E402
from PySide6.QtWidgets import QApplication, QDockWidget, QMainWindow, QWidget  # noqa: E402


def _nested(depth: int, inner="[]") -> str:
    return "[" * depth + inner + "]" * depth


def _nested_list(depth: int) -> list:
    value: list = []
    for _ in range(depth):
        value = [value]
    return value


def value(rng: random.Random):
    """One value a settings file could hold."""
    depth = rng.choice((1, 5, 30, 1000, 100_000))
    return rng.choice([
        _nested(depth), '{"a":' * depth + "1" + "}" * depth, _nested_list(min(depth, 5000)),
        1e400, float("nan"), -1e300, 10 ** 5000, -(10 ** 5000), rng.randint(-10, 10),
        rng.random() * 4, "9" * 5000, "1e400", "NaN", "-inf", "true", "false", "yes", "",
        "x" * rng.choice((10, 300_000)), b"\xff\x00", QByteArray(b"\x00junk"), None, True, False,
        [1, 2], ["a", "b"], {"a": 1}, json.dumps([{"kind": "easy", "name": "N" * 30, "colour": 5}] * 3),
        json.dumps({"handDock": [rng.randint(-5, 200_000), 300]}), json.dumps([{"ann": "end"}] * 3),
        rng.choice(("slow", "fast", "off", "normal", "1.5", "2.0", "fr", "en", "3", "7", "50")),
    ])


class Stored:
    """Settings whose every key holds `value` (window/state a real layout when asked for)."""

    def __init__(self, value_, state: QByteArray | None = None) -> None:
        self.stored, self.state = value_, state

    def value(self, key, default=None):
        if key == "window/state" and self.state is not None:
            return self.state
        return self.stored

    def setValue(self, key, value_) -> None:
        pass


def readers(window: QMainWindow):
    """(name, function of a settings object) for each reader."""
    from smallwow_qt.app.main import _interface_scale
    from smallwow_qt.views import layout, settings_dialog
    from smallwow_qt.views.learn.guided import GuidedGame
    from smallwow_qt.views.new_game_dialog import NewGameDialog

    state = window.saveState(layout.LAYOUT_VERSION)

    def new_game(s):
        dialog = NewGameDialog(count=3, settings=s)
        read = (dialog.count.value(), dialog.kinds[0].currentData(), dialog.names[0].text(),
                dialog.open_scores.isChecked())
        dialog.deleteLater()
        return read

    def dock_sizes(s):
        return layout.restore_layout(window, Stored(s.stored, state))

    def lesson(s):
        guided = GuidedGame.__new__(GuidedGame)
        guided.window = type("W", (), {"settings": s})()
        return guided._saved()

    def game_settings(s):
        return tuple(settings_dialog.read(s, key) for key in settings_dialog.DEFAULTS)

    def scale(s):
        os.environ.pop("QT_SCALE_FACTOR", None)
        _interface_scale(s)
        return os.environ.pop("QT_SCALE_FACTOR", None)

    return [("New game dialog", new_game), ("dock sizes", dock_sizes), ("guided lesson", lesson),
            ("Game > Settings", game_settings), ("interface scale", scale)]


def payload(rng: random.Random) -> bytes:
    depth = rng.choice((1, 50, 100_000))
    count = rng.choice(("1", "3", "1e400", "9" * 5000, "NaN", "-1", "true", '"2"', "0", _nested(depth)))
    player = rng.choice(('"p0"', '5', _nested(depth), '"' + "p" * rng.choice((2, 3_000_000)) + '"'))
    text = rng.choice([f'{{"player": {player}, "source": "hand", "count": {count}}}',
                       _nested(depth), "{player", '{"player": "p0"}', "[1, 2]"])
    data = text.encode("utf-8")
    return data if rng.random() > 0.05 else b"\xff\xfe" + data


def run(count: int, seed: int) -> dict:
    from smallwow_qt.controller.mime import TOKENS_MIME, TokenDrag

    app = QApplication.instance() or QApplication([])
    window = QMainWindow()
    dock = QDockWidget("Hand")
    dock.setObjectName("handDock")
    window.addDockWidget(_left(), dock)
    window.setCentralWidget(QWidget())
    rng = random.Random(seed)
    calls = readers(window)
    defaults = {name: read(Stored(None)) for name, read in calls}
    out: dict[str, Counter] = {name: Counter() for name, _ in calls}
    out["token drags"] = Counter()
    for _ in range(count):
        settings = Stored(value(rng))
        for name, read in calls:
            try:
                got = read(settings)
            except Exception as exc:  # noqa: BLE001 - what the fuzz looks for
                out[name]["raised " + type(exc).__name__] += 1
                continue
            out[name]["default" if got == defaults[name] else "read"] += 1
        data = QMimeData()
        data.setData(TOKENS_MIME, QByteArray(payload(rng)))
        try:
            drag = TokenDrag.from_mime(data)
        except Exception as exc:  # noqa: BLE001
            out["token drags"]["raised " + type(exc).__name__] += 1
        else:
            out["token drags"]["refused" if drag is None else "read"] += 1
        app.processEvents()
    return {name: dict(c) for name, c in out.items()}


def _left():
    from PySide6.QtCore import Qt
    return Qt.DockWidgetArea.LeftDockWidgetArea


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--values", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    start = time.perf_counter()
    result = run(args.values, args.seed)
    raised = sum(n for c in result.values() for k, n in c.items() if k.startswith("raised"))
    print(json.dumps({"values": args.values, "raised": raised, "readers": result, "seed": args.seed,
                      "seconds": round(time.perf_counter() - start, 1)}))


if __name__ == "__main__":
    main()
