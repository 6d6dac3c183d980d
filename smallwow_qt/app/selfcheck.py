"""`smallwow --self-check DIR`: play a scripted game, a save and a load in this program.

Made for the installers' tests (packaging/build_bundle.py, packaging/test_deb.sh, the
package workflow; tests/packaging/test_files.py runs it in the venv): the frozen build ships
only the Python modules the game imports, and a module left out by mistake shows up only
on the code path that imports it. This runs
the main paths of a real session, headless, in whatever program it is (venv or frozen):

 1. the table window (offscreen unless QT_QPA_PLATFORM says otherwise) with a new
    5-player game, seed 7, played on by a scripted player through the game controller;
 2. that game saved as a file and opened again in a second window, state compared;
 3. a rules scenario (YAML) played through `python -m smallwow_qt.scenario`'s entry point,
    saved with `--save` and read back with `--load`;
 4. each bot level the game offers deciding a move;
 5. the French interface with Qt's own translations, and a picture of the table;
 6. a sound effect played through the audio library to its null device (no sound card
    needed: the library, its compiled part and the sound files are all there).

It writes selfcheck.png, game.json, scenario.yaml, scenario-game.json and modules.txt
(the extension modules the run loaded, one per line) into DIR, prints one line per step
and returns 0 when all passed, 1 otherwise.
"""

from __future__ import annotations

import contextlib
import io
import os
import random
import sys
from pathlib import Path

SEED = 7
ACTIONS = 120

SCENARIO = """\
players: [ann, bob]
map:
  regions:
    a1: {board: A, terrain: field, symbols: [entry, murloc]}
    a2: {board: A, terrain: hill, symbols: [cavern]}
    a3: {board: A, terrain: mountain}
    a4: {board: A, terrain: lake}
    b1: {board: B, terrain: forest, symbols: [entry, magic, marker]}
  borders: [[a1, a2], [a2, a3], [a1, a4]]
setup:
  combos: [[orcs, herbalist], [trolls, farmer]]
  race_stack: [dwarves]
  power_stack: [ranger]
actions:
  - ann: {pick: 0}
  - ann: {conquer: a1}
  - ann: {conquer: a2}
  - ann: {conquer: a3}
  - ann: end
expect:
  players: {ann: {coins: 9}}
"""


class CheckFailed(Exception):
    pass


def need(condition: bool, message: str) -> None:
    if not condition:
        raise CheckFailed(message)


def extension_modules() -> list[str]:
    """Names of the loaded modules that come from a shared library (.so, .pyd)."""
    found = []
    for name, module in list(sys.modules.items()):
        path = getattr(module, "__file__", None) or ""
        if path.endswith((".so", ".pyd")) or ".so." in os.path.basename(path):
            found.append(name)
    return sorted(found)


def _digest(session) -> str:
    from smallwow_qt.persistence.savefile import state_digest

    return state_digest(session.state.to_dict())


def play_scripted_game(app, window, out: Path) -> str:
    from smallwow_qt.bots.random_bot import choose
    from smallwow_qt.controller.game_controller import DEFAULT_NAMES

    players = [(f"p{i + 1}", DEFAULT_NAMES[i]) for i in range(5)]
    window.start_game(players, SEED)
    controller = window.controller
    need(controller.has_game, "the new game did not start")
    rng = random.Random(SEED)
    played = 0
    for _ in range(ACTIONS):
        if controller.state.actor is None:
            break
        if controller.play(choose(controller.state, rng)):
            played += 1
        app.processEvents()
    need(played >= ACTIONS // 2, f"only {played} of {ACTIONS} scripted actions were accepted")
    return f"{played} actions, round {controller.state.round}"


def save_and_load(app, window, make_window, out: Path) -> str:
    path = out / "game.json"
    need(window.files.save_to(path), f"saving to {path} failed")
    again = make_window()
    need(again.files.open_path(path, remember=False), f"opening {path} failed")
    app.processEvents()
    need(_digest(again.controller.session) == _digest(window.controller.session),
         "the game opened from the file differs from the one saved")
    again.close()
    return f"{path.stat().st_size} bytes"


def scenario_round_trip(out: Path) -> str:
    from smallwow_qt.scenario.__main__ import main as scenario_main

    source = out / "scenario.yaml"
    saved = out / "scenario-game.json"
    source.write_text(SCENARIO, encoding="utf-8")
    for argv in ([str(source), "--save", str(saved)], ["--load", str(saved)]):
        printed, errors = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(printed), contextlib.redirect_stderr(errors):
            status = scenario_main(argv)
        need(status == 0, f"scenario {' '.join(argv)} exited {status}: {errors.getvalue().strip()}")
        need('"ann"' in printed.getvalue(), f"scenario {' '.join(argv)} printed no state")
    return "played, saved, loaded"


def bots_decide(window) -> str:
    from smallwow_qt.bots import LEVELS, make_bot
    from smallwow_qt.engine import observe

    state = window.controller.state
    need(state.actor is not None, "the scripted game is over before the bots' turn")
    decided = []
    for level in ("random",) + tuple(LEVELS):
        bot = make_bot(level, seed=SEED)
        decision = bot.decide(observe(state, state.actor.id))
        need(decision.action is not None, f"the {level} bot decided nothing")
        decided.append(level)
    need(bool(decided), "no bot level could be made")
    return ", ".join(decided)


def self_check(folder: str) -> int:
    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QCoreApplication, QLibraryInfo
    from PySide6.QtWidgets import QApplication

    from smallwow_qt.views.i18n import Translations
    from smallwow_qt.views.main_window import MainWindow

    QCoreApplication.setOrganizationName("SmallWoW-selfcheck")
    app = QApplication.instance() or QApplication(sys.argv[:1])
    translations = Translations(app)
    translations.install("en")
    windows = []

    def make_window():
        window = MainWindow(None, translations, None, language="en", data_dir=out / "data",
                            deferred=False)
        window.resize(1600, 960)
        window.show()
        windows.append(window)
        return window

    window = make_window()
    steps = [
        ("scripted 5-player game", lambda: play_scripted_game(app, window, out)),
        ("save and open again", lambda: save_and_load(app, window, make_window, out)),
        ("rules scenario, --save, --load", lambda: scenario_round_trip(out)),
        ("a save handed over by a second launch", lambda: handed_over(app, window, out)),
        ("bots decide", lambda: bots_decide(window)),
        ("French with Qt's translations", lambda: french(translations)),
        ("picture of the table", lambda: picture(app, window, out)),
        ("a sound through the audio library", sound),
    ]
    failed = 0
    for name, step in steps:
        try:
            detail = step()
        except Exception as exc:  # noqa: BLE001 - report every step, then fail
            failed += 1
            print(f"self-check: FAIL: {name}: {type(exc).__name__}: {exc}", flush=True)
        else:
            print(f"self-check: PASS: {name} ({detail})", flush=True)
    print(f"self-check: Qt translations in {QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)}")
    for window in windows:
        window.close()
    modules = extension_modules()
    (out / "modules.txt").write_text("".join(f"{name}\n" for name in modules), encoding="utf-8")
    print(f"self-check: {len(modules)} extension modules loaded, listed in {out / 'modules.txt'}")
    print("self-check: " + ("PASS" if not failed else f"FAIL ({failed} steps)"), flush=True)
    return 0 if not failed else 1


def handed_over(app, window, out: Path) -> str:
    """`smallwow FILE` while the game runs: the file goes over the local socket (QtNetwork,
    which the bundle must ship) and opens in the running window, after its question. The
    sending side talks from this same event loop here (a second process is what
    tests/app/test_documents.py starts)."""
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtNetwork import QLocalSocket

    from smallwow_qt.app.documents import DocumentInbox, open_request, server_name, taken
    from smallwow_qt.views.game_files import open_from_outside

    path = out / "game.json"
    need(path.is_file(), "no save from the earlier step")
    name = server_name(out / "socket")
    inbox = DocumentInbox()
    need(inbox.listen(name), f"could not listen on the local socket {name}")
    asked: list[str] = []
    window.confirm = lambda title, text: asked.append(text) or True
    opened: list[bool] = []
    loop = QEventLoop()
    answer = bytearray()

    def done_yet() -> None:
        if opened and answer.endswith(b"\n"):
            loop.quit()

    inbox.deliver_to(lambda file: (opened.append(open_from_outside(window, file)), done_yet()))
    client = QLocalSocket()
    client.connected.connect(lambda: client.write(open_request(path)))
    client.readyRead.connect(lambda: (answer.extend(bytes(client.readAll().data())), done_yet()))
    client.connectToServer(name)
    QTimer.singleShot(30_000, loop.quit)       # (a bound, should the file never come)
    loop.exec()
    inbox.close()
    need(taken(bytes(answer)), f"the running game did not take the file (answer {bytes(answer)!r})")
    need(opened == [True], "the handed-over file did not open")
    return f"{path.name} over the local socket, {len(asked)} question(s) asked"


def sound() -> str:
    import time

    import miniaudio

    from smallwow_qt.paths import resources_dir
    from smallwow_qt.sound.output import DeviceOutput, open_device

    output = open_device(resources_dir() / "sounds", backends=[miniaudio.Backend.NULL])
    need(isinstance(output, DeviceOutput), "miniaudio's null device did not open")
    try:
        output.play("conquest")
        deadline = time.monotonic() + 5
        while not output.mixer.idle and time.monotonic() < deadline:
            time.sleep(0.02)
        need(output.mixer.idle and output.mixer.frames_rendered > 0, "the cue was not played")
    finally:
        output.close()
    return f"{len(output.cues)} cues; one played through miniaudio {miniaudio.__version__}'s null device"


def french(translations) -> str:
    from PySide6.QtWidgets import QDialogButtonBox

    cancel = QDialogButtonBox.StandardButton.Cancel
    translations.install("fr")
    try:
        # Qt's own catalogue (qtbase_fr.qm) names the standard dialog buttons.
        box = QDialogButtonBox(cancel)
        text = box.button(cancel).text()
        box.deleteLater()
    finally:
        translations.install("en")
    need(translations.language == "en", "could not switch back to English")
    need(text.replace("&", "") == "Annuler", f"Qt's French catalogue is missing (Cancel -> {text!r})")
    return "Cancel -> Annuler"


def picture(app, window, out: Path) -> str:
    path = out / "selfcheck.png"
    if window.controller.actor_id and window.handover.isVisible():
        window.handover.accept()
    for _ in range(5):
        app.processEvents()
    need(window.take_screenshot(str(path)), f"no picture written to {path}")
    need(path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG")
    return f"{path.stat().st_size} bytes"
