"""Any value in the settings falls back to its reader's default, and any drag payload that is
not a token drag is refused: nothing raises, whatever a settings file or another program
hands over (values nested 100,000 deep, 1e400, numbers of 5,000 digits, megabytes of text).

One test per reader: the New game dialog's seats and count, the dock sizes, the guided
lesson's saved progress and first-launch offer, Game › Settings, the computer players'
pace, the interface scale and language read at start-up; then a whole window opened on a
settings file whose every key holds junk; then `TokenDrag.from_mime`."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QByteArray, QMimeData, QSettings

from smallwow_qt.controller.mime import COMBO_MIME, TOKENS_MIME, TokenDrag, combo_from_mime


def _deep(depth: int) -> list:
    value: list = []
    for _ in range(depth):
        value = [value]
    return value


DEEP_TEXT = "[" * 100_000 + "]" * 100_000
JUNK = [_deep(100_000), DEEP_TEXT, '{"a":' * 100_000 + "1" + "}" * 100_000, float("inf"),
        float("nan"), 1e300, 10 ** 5000, -(10 ** 5000), -1, "1e400", "9" * 5000, "NaN", "inf",
        "x" * 3_000_000, b"\x00\xff", QByteArray(b"[1]"), {"a": _deep(50)}, [1, 2], [], {}, "",
        object(), True, -3.5, '[{"kind": ' * 30 + "1" + "}]" * 30]


class Stored:
    """A settings object that hands back `value` for every key (as a damaged file can)."""

    def __init__(self, value) -> None:
        self.stored = value
        self.written: dict = {}

    def value(self, key, default=None):
        return self.stored

    def setValue(self, key, value) -> None:
        self.written[key] = value


class Failing(Stored):
    def value(self, key, default=None):
        raise RecursionError("a value Qt cannot turn into Python")


ALL_JUNK = [Stored(v) for v in JUNK] + [Failing(None)]
IDS = [type(s.stored).__name__ + str(i) for i, s in enumerate(ALL_JUNK)]


@pytest.mark.parametrize("settings", ALL_JUNK, ids=IDS)
def test_the_new_game_dialog_keeps_its_defaults(qtbot, settings):
    from smallwow_qt.views.new_game_dialog import NewGameDialog

    dialog = NewGameDialog(count=3, settings=settings)
    qtbot.addWidget(dialog)
    assert dialog.count.value() == 3
    assert [k.currentData() for k in dialog.kinds[:3]] == ["human"] * 3
    assert dialog.names[0].text() == "Ann"
    assert dialog.open_scores.isChecked() is (settings.stored is True)   # (a boolean is one)


@pytest.mark.parametrize("settings", ALL_JUNK, ids=IDS)
def test_the_dock_sizes_are_ignored(settings):
    from smallwow_qt.views.layout import _read_sizes
    from smallwow_qt.views.settings_values import json_value

    assert _read_sizes(json_value(settings, "window/dock_sizes", {})) == {}


@pytest.mark.parametrize("settings", ALL_JUNK, ids=IDS)
def test_the_guided_lesson_starts_afresh(settings):
    from smallwow_qt.views.learn.guided import GuidedGame

    from types import SimpleNamespace

    lesson = GuidedGame.__new__(GuidedGame)     # only the window's settings are read here
    lesson.window = SimpleNamespace(settings=settings)
    assert lesson._saved() == ([], 0)


@pytest.mark.parametrize("settings", ALL_JUNK, ids=IDS)
def test_game_settings_read_their_defaults(settings):
    from smallwow_qt.views.settings_dialog import DEFAULTS, read

    for key, default in DEFAULTS.items():
        if key == "sound/volume":         # a number beyond the percentage is brought within it
            assert read(settings, key) in (default, 0, 100), key
            continue
        flag = isinstance(default, bool) and type(settings.stored) is bool   # (true is a flag)
        assert read(settings, key) == (settings.stored if flag else default), key


@pytest.mark.parametrize("settings", ALL_JUNK, ids=IDS)
def test_the_pace_the_scale_the_language_and_the_offer_read_their_defaults(settings, monkeypatch):
    from smallwow_qt.app.main import _interface_scale
    from smallwow_qt.controller.bot_driver import DEFAULT_PACE, PACES
    from smallwow_qt.views.settings_values import choice, flag, text

    assert choice(settings, "play/bot_pace", DEFAULT_PACE, PACES) == DEFAULT_PACE
    monkeypatch.delenv("QT_SCALE_FACTOR", raising=False)
    _interface_scale(settings)
    import os
    assert "QT_SCALE_FACTOR" not in os.environ
    language = text(settings, "language", "", 20)      # (then looked up among the known ones)
    assert isinstance(language, str) and len(language) <= 20
    assert flag(settings, "guided/offered", False) is (settings.stored is True)


def test_good_values_are_read(tmp_path):
    from smallwow_qt.views.layout import _read_sizes
    from smallwow_qt.views.settings_dialog import read
    from smallwow_qt.views.settings_values import json_value, whole

    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("ui/scale", 1.5)
    settings.setValue("play/colour_blind_colours", True)
    settings.setValue("ui/animation_speed", "fast")
    settings.setValue("window/dock_sizes", json.dumps({"handDock": [300, 400]}))
    settings.setValue("new_game/count", 4)
    settings.sync()
    again = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    assert read(again, "ui/scale") == 1.5 and read(again, "play/colour_blind_colours") is True
    assert read(again, "ui/animation_speed") == "fast"
    assert _read_sizes(json_value(again, "window/dock_sizes", {})) == {"handDock": [300, 400]}
    assert whole(again, "new_game/count", 2, 2, 5) == 4


KEYS = ["ui/scale", "ui/animation_speed", "play/colour_blind_colours", "play/confirm_end_with_tokens",
        "play/open_scores_default", "play/bot_pace", "new_game/count", "new_game/seats",
        "window/geometry", "window/state", "window/dock_sizes", "guided/actions", "guided/step",
        "guided/offered", "language", "sound/enabled", "sound/volume"]


@pytest.mark.parametrize("junk", [DEEP_TEXT, "1e400", "9" * 5000, "@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x01X)"],
                         ids=["deep", "1e400", "digits", "variant"])
def test_a_window_opens_on_a_settings_file_of_junk(qtbot, tmp_path, junk):
    """Every key the window reads holds junk (written into the file as an editor would)."""
    from smallwow_qt.controller.bot_driver import DEFAULT_PACE
    from smallwow_qt.controller.game_controller import GameController
    from smallwow_qt.views.main_window import MainWindow
    from smallwow_qt.views.new_game_dialog import NewGameDialog

    path = tmp_path / "settings.ini"
    sections: dict[str, list[str]] = {}
    for key in KEYS:
        group, _, name = key.rpartition("/")
        sections.setdefault(group or "General", []).append(f"{name}={junk}")
    path.write_text("".join(f"[{g}]\n" + "\n".join(lines) + "\n" for g, lines in sections.items()))
    settings = QSettings(str(path), QSettings.Format.IniFormat)
    window = MainWindow(GameController(), None, settings, deferred=True)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.built)
    assert window.bot_play.driver.pace == DEFAULT_PACE
    dialog = NewGameDialog(count=3, settings=settings)
    qtbot.addWidget(dialog)
    assert dialog.count.value() == 3
    window.learning.guided.start()
    assert window.learning.guided.index == 0
    window.close()


# ----- drags ------------------------------------------------------------------------------------

def _tokens(payload: bytes) -> QMimeData:
    data = QMimeData()
    data.setData(TOKENS_MIME, QByteArray(payload))
    return data


BAD_DRAGS = {
    "count 1e400": b'{"player": "p0", "source": "hand", "count": 1e400}',
    "count of 5,000 digits": b'{"player": "p0", "source": "hand", "count": ' + b"9" * 5000 + b"}",
    "count NaN": b'{"player": "p0", "source": "hand", "count": NaN}',
    "count as text": b'{"player": "p0", "source": "hand", "count": "2"}',
    "count as a boolean": b'{"player": "p0", "source": "hand", "count": true}',
    "count 0": b'{"player": "p0", "source": "hand", "count": 0}',
    "count 10,000": b'{"player": "p0", "source": "hand", "count": 10000}',
    "nested 100,000 deep": b"[" * 100_000 + b"]" * 100_000,
    "nested player": b'{"player": ' + b"[" * 50_000 + b"]" * 50_000 + b', "source": "hand", "count": 1}',
    "player as a number": b'{"player": 5, "source": "hand", "count": 1}',
    "an extra entry": b'{"player": "p0", "source": "hand", "count": 1, "x": 1}',
    "a missing entry": b'{"player": "p0", "count": 1}',
    "a list": b"[1, 2, 3]",
    "not UTF-8": b"\xff\xfe{",
    "not JSON": b"{player",
    "megabytes": b'{"player": "' + b"p" * 3_000_000 + b'", "source": "hand", "count": 1}',
    "empty": b"",
}


@pytest.mark.parametrize("payload", BAD_DRAGS.values(), ids=list(BAD_DRAGS))
def test_a_bad_token_drag_is_refused(payload):
    assert TokenDrag.from_mime(_tokens(payload)) is None


def test_a_real_token_drag_is_read_back():
    drag = TokenDrag("p0", "hand", 3)
    assert TokenDrag.from_mime(drag.to_mime()) == drag
    assert TokenDrag.from_mime(None) is None and TokenDrag.from_mime(QMimeData()) is None


@pytest.mark.parametrize("payload", [b"9" * 5000, b"1e400", b"x", b"", b"\xff"])
def test_a_bad_combination_drag_is_refused(payload):
    data = QMimeData()
    data.setData(COMBO_MIME, QByteArray(payload))
    assert combo_from_mime(data) is None


def test_a_slice_of_the_settings_fuzz_raises_nothing(qapp):
    from tests.scripts import script

    result = script("fuzz_settings").run(80, seed=27)
    raised = {name: {k: n for k, n in counts.items() if k.startswith("raised")}
              for name, counts in result.items()}
    assert not any(raised.values()), raised
    assert sum(result["token drags"].values()) == 80
