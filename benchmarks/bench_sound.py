"""The two audio back-ends the game could use, measured side by side in one run.

    python benchmarks/bench_sound.py [--runs 20] [--idle 10] [--candidates miniaudio,qt]

Needs a PulseAudio (or PipeWire-Pulse) server whose default sink has a monitor, and
`parec`: on a machine without a sound card, a null sink does (docs/sound.md says how). Each
candidate runs in its own process (its CPU time is its own) with the Python running this
script, so run it with one that has both: `miniaudio` and `PySide6-Addons` (QtMultimedia),
e.g. a scratch venv; a candidate that cannot be imported is reported and skipped.

Glitches (`--glitches`): a quiet continuous tone plays while the real window plays turns of
a 5-player game (its refreshes and repaints, in this process), and every run of silence
inside the tone on the monitor is a dropout: the device was not fed in time. miniaudio
calls Python for every buffer, so it needs the GIL at the right moment; QtMultimedia mixes
in its own C++ thread. miniaudio is tried with several buffer lengths.

Latency: from the call that starts a cue (the moment the game has the event) to the first
sample of that cue seen on the sink's monitor, read by `parec` with a 5 ms fragment; so it
includes the capture's own delay and is an upper bound. CPU while silent: the process's
user+system time over `--idle` seconds of an idle Qt event loop after the last sound,
as a percentage of one core.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
CAPTURE_RATE = 48000
CHUNK = 240                    # samples per read: 5 ms
THRESHOLD = 300                # about -40 dBFS: the cue has started
CUE = "place"                  # a sharp attack, so its start is unambiguous


class Monitor:
    """Reads the default sink's monitor and notes when sound is first heard after `arm()`."""

    def __init__(self) -> None:
        self.proc = subprocess.Popen(
            ["parec", "-d", "@DEFAULT_MONITOR@", "--raw", "--format=s16le", "--channels=1",
             f"--rate={CAPTURE_RATE}", "--latency-msec=5"], stdout=subprocess.PIPE)
        self.onset: float | None = None
        self.last_loud = time.monotonic()
        self.armed = False
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        from array import array

        fd = self.proc.stdout.fileno()
        pending = b""
        while True:
            data = os.read(fd, 2 * CHUNK)
            now = time.monotonic()
            if not data:
                return
            pending += data
            usable = len(pending) - len(pending) % 2
            samples = array("h", pending[:usable])
            pending = pending[usable:]
            loud = [i for i, s in enumerate(samples) if abs(s) > THRESHOLD]
            if loud:
                self.last_loud = now
                if self.armed and self.onset is None:
                    self.onset = now - (len(samples) - loud[0]) / CAPTURE_RATE

    def arm(self) -> None:
        self.onset = None
        self.armed = True

    def close(self) -> None:
        self.proc.terminate()
        self.proc.wait()


def wait_quiet(monitor: Monitor, app, seconds: float = 0.4) -> None:
    while time.monotonic() - monitor.last_loud < seconds:
        app.processEvents()
        time.sleep(0.01)


def wait_onset(monitor: Monitor, app, timeout: float = 2.0) -> float | None:
    end = time.monotonic() + timeout
    while monitor.onset is None and time.monotonic() < end:
        app.processEvents()
        time.sleep(0.001)
    return monitor.onset


def cpu_seconds() -> float:
    t = os.times()
    return t.user + t.system


def idle_cpu(app, seconds: float) -> float:
    """Percent of one core the process used over `seconds` of an idle event loop."""
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    QTimer.singleShot(int(seconds * 1000), loop.quit)
    before, wall = cpu_seconds(), time.monotonic()
    loop.exec()
    return 100 * (cpu_seconds() - before) / (time.monotonic() - wall)


# ----- the candidates, each in its own process ---------------------------------------------------

def run_miniaudio(runs: int, idle: float, buffer_ms: int | None = None) -> dict:
    sys.path.insert(0, str(REPO))
    from PySide6.QtCore import QCoreApplication

    from smallwow_qt.paths import resources_dir
    from smallwow_qt.sound import output as output_module
    from smallwow_qt.sound.output import DeviceOutput, open_device

    if buffer_ms:
        output_module.BUFFER_MS = buffer_ms
    app = QCoreApplication([])
    t = time.perf_counter()
    out = open_device(resources_dir() / "sounds")
    opened_ms = 1000 * (time.perf_counter() - t)
    if not isinstance(out, DeviceOutput):
        return {"error": "no device"}
    monitor = Monitor()
    time.sleep(2.0)                    # the capture under way before the first play
    warm, cold = [], []
    for i in range(runs):
        for bucket, suspend in ((cold, True), (warm, False)):
            wait_quiet(monitor, app)
            if suspend:
                out.suspend()          # the device at rest: this play starts it
            else:
                out.play(CUE, 0.0)     # running (a silent cue keeps it so)
                time.sleep(0.05)
            monitor.arm()
            t0 = time.monotonic()
            out.play(CUE)
            onset = wait_onset(monitor, app)
            if onset is not None:
                bucket.append(1000 * (onset - t0))
    wait_quiet(monitor, app)
    monitor.close()
    out.play(CUE, 0.0)                 # the device running, silent
    running_cpu = idle_cpu(app, idle)
    out.suspend()
    resting_cpu = idle_cpu(app, idle)
    out.close()
    return {"backend": f"{out.device.backend}, {output_module.BUFFER_MS} ms periods", "open_ms": opened_ms,
            "latency_running_ms": warm,
            "latency_from_rest_ms": cold, "cpu_idle_device_running_pct": running_cpu,
            "cpu_idle_device_resting_pct": resting_cpu}


def run_qt(runs: int, idle: float, buffer_ms: int | None = None) -> dict:
    sys.path.insert(0, str(REPO))
    from PySide6.QtCore import QCoreApplication, QUrl

    try:
        from PySide6.QtMultimedia import QSoundEffect
    except ImportError as err:
        return {"error": f"QtMultimedia missing ({err})"}
    from smallwow_qt.paths import resources_dir

    app = QCoreApplication([])
    t = time.perf_counter()
    effect = QSoundEffect()
    effect.setSource(QUrl.fromLocalFile(str(resources_dir() / "sounds" / f"{CUE}.wav")))
    while effect.status() == QSoundEffect.Status.Loading:
        app.processEvents()
    opened_ms = 1000 * (time.perf_counter() - t)
    if effect.status() != QSoundEffect.Status.Ready:
        return {"error": f"QSoundEffect status {effect.status()}"}
    monitor = Monitor()
    time.sleep(2.0)                    # the capture under way before the first play
    latencies = []
    for i in range(runs):
        wait_quiet(monitor, app)
        monitor.arm()
        t0 = time.monotonic()
        effect.play()
        onset = wait_onset(monitor, app)
        if onset is not None:
            latencies.append(1000 * (onset - t0))
    wait_quiet(monitor, app)
    monitor.close()
    cpu = idle_cpu(app, idle)
    return {"backend": "QtMultimedia", "open_ms": opened_ms, "latency_running_ms": latencies,
            "cpu_idle_device_running_pct": cpu}


class Recorder(Monitor):
    """The monitor's samples, kept (for the dropout count)."""

    def __init__(self) -> None:
        from array import array

        self.samples = array("h")
        super().__init__()

    def _read(self) -> None:
        fd = self.proc.stdout.fileno()
        pending = b""
        while True:
            data = os.read(fd, 4096)
            if not data:
                return
            pending += data
            usable = len(pending) - len(pending) % 2
            self.samples.frombytes(pending[:usable])
            pending = pending[usable:]


def tone(seconds: float, rate: int, level: float = 0.1):
    import math
    from array import array

    n = int(seconds * rate)
    return array("h", [int(32767 * level * math.sin(2 * math.pi * 440 * i / rate)) for i in range(n)])


def dropouts(samples) -> tuple[int, float]:
    """(count, total ms) of runs of 16+ zero samples between the tone's first and last sound."""
    loud = [i for i in range(0, len(samples), 7) if abs(samples[i]) > 500]
    if not loud:
        return -1, 0.0
    count, total, run = 0, 0, 0
    for v in samples[loud[0]:loud[-1]]:
        if v == 0:
            run += 1
        else:
            if run >= 16:
                count += 1
                total += run
            run = 0
    return count, 1000 * total / CAPTURE_RATE


def busy_window(turns: int):
    """The game's window with a 5-player game, and a function playing `turns` turns of it
    (repainting after every action): the GUI thread's real work."""
    sys.path.insert(0, str(REPO))
    from PySide6.QtWidgets import QApplication

    from smallwow_qt.app.screenshots import quick_move
    from smallwow_qt.controller.game_controller import DEFAULT_NAMES, GameController
    from smallwow_qt.engine.actions import End
    from smallwow_qt.engine.state import Stage
    from smallwow_qt.views.main_window import MainWindow
    from smallwow_qt.views.overlays import DieOverlay

    app = QApplication.instance() or QApplication([])
    DieOverlay.ROLL_MS = 0
    window = MainWindow(GameController(), None, None)
    window.confirm = lambda title, text: True
    window.resize(1600, 960)
    window.show()
    window.start_game([(f"p{i + 1}", DEFAULT_NAMES[i]) for i in range(5)], seed=7)
    app.processEvents()

    def play() -> int:
        c, ended, actions = window.controller, 0, 0
        while ended < turns and c.state.stage is not Stage.OVER:
            if not c.seat_ready:
                window.handover.accept()
            action = quick_move(c)
            c.play(action)
            app.processEvents()
            actions += 1
            ended += isinstance(action, End)
        return actions
    return app, play


def glitches_miniaudio(buffer_ms: int, turns: int, idle: bool = False) -> dict:
    app, play = busy_window(turns)
    if idle:                     # the control: the same tone with the window doing nothing
        def play() -> int:
            end = time.monotonic() + 3.0
            while time.monotonic() < end:
                app.processEvents()
                time.sleep(0.01)
            return 0
    from smallwow_qt.paths import resources_dir
    from smallwow_qt.sound import output as output_module

    output_module.BUFFER_MS = buffer_ms
    out = output_module.open_device(resources_dir() / "sounds")
    if not isinstance(out, output_module.DeviceOutput):
        return {"error": "no device"}
    out.cues["pilot"] = tone(120, output_module.RATE)
    recorder = Recorder()
    time.sleep(1.0)
    out.play("pilot")
    t = time.monotonic()
    actions = play()
    busy = time.monotonic() - t
    out.mixer._voices.clear()              # the tone stops here
    time.sleep(0.5)
    recorder.close()
    out.close()
    count, ms = dropouts(recorder.samples)
    return {"backend": f"miniaudio {out.device.backend}, {buffer_ms} ms periods{', window idle' if idle else ''}",
            "actions": actions,
            "seconds": busy, "dropouts": count, "dropout_ms": ms}


def glitches_qt(turns: int) -> dict:
    app, play = busy_window(turns)
    import tempfile
    import wave

    from PySide6.QtCore import QUrl
    try:
        from PySide6.QtMultimedia import QSoundEffect
    except ImportError as err:
        return {"error": f"QtMultimedia missing ({err})"}
    path = Path(tempfile.mkdtemp()) / "pilot.wav"
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1), w.setsampwidth(2), w.setframerate(44100)
        w.writeframes(tone(120, 44100).tobytes())
    effect = QSoundEffect()
    effect.setSource(QUrl.fromLocalFile(str(path)))
    while effect.status() == QSoundEffect.Status.Loading:
        app.processEvents()
    recorder = Recorder()
    time.sleep(1.0)
    effect.play()
    t = time.monotonic()
    actions = play()
    busy = time.monotonic() - t
    effect.stop()
    app.processEvents()
    time.sleep(0.5)
    recorder.close()
    count, ms = dropouts(recorder.samples)
    return {"backend": "QtMultimedia QSoundEffect", "actions": actions, "seconds": busy,
            "dropouts": count, "dropout_ms": ms}


CANDIDATES = {"miniaudio": run_miniaudio, "qt": run_qt}
GLITCH_CANDIDATES = {"miniaudio-25-idle": lambda turns: glitches_miniaudio(25, turns, idle=True),
                     "miniaudio-10": lambda turns: glitches_miniaudio(10, turns),
                     "miniaudio-25": lambda turns: glitches_miniaudio(25, turns),
                     "miniaudio-50": lambda turns: glitches_miniaudio(50, turns),
                     "qt": glitches_qt}


def summary(values: list[float]) -> str:
    """The first play apart (it may open the device), then the others."""
    if not values:
        return "no onset seen"
    first, values = values[0], values[1:] or values
    return (f"first {first:6.1f} ms; then median {statistics.median(values):5.1f} ms, min {min(values):5.1f}, "
            f"max {max(values):5.1f} ({len(values)} plays)")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--idle", type=float, default=10.0)
    parser.add_argument("--candidates", default="miniaudio,qt")
    parser.add_argument("--buffer-ms", type=int, default=0,
                        help="miniaudio's period (default: the game's, output.BUFFER_MS)")
    parser.add_argument("--glitches", type=int, metavar="TURNS", default=0,
                        help="count dropouts while the window plays this many turns")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        if args.glitches:
            print(json.dumps(GLITCH_CANDIDATES[args.child](args.glitches)))
        else:
            print(json.dumps(CANDIDATES[args.child](args.runs, args.idle, args.buffer_ms)))
        return 0
    for tool in ("parec", "pactl"):
        if shutil.which(tool) is None:
            print(f"bench_sound: {tool} is missing (apt-get install pulseaudio-utils)", file=sys.stderr)
            return 2
    info = subprocess.run(["pactl", "info"], capture_output=True, text=True)
    if info.returncode != 0:
        print("bench_sound: no PulseAudio server (see docs/sound.md for a null sink)", file=sys.stderr)
        return 2
    server = [line for line in info.stdout.splitlines() if line.startswith(("Server Name", "Server Version",
                                                                             "Default Sink"))]
    print("; ".join(s.strip() for s in server))
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    if args.glitches:
        for name in GLITCH_CANDIDATES:
            run = subprocess.run([sys.executable, __file__, "--child", name, "--glitches", str(args.glitches)],
                                 capture_output=True, text=True, env=env)
            try:
                result = json.loads(run.stdout.strip().splitlines()[-1])
            except (IndexError, json.JSONDecodeError):
                print(f"{name}: failed\n{run.stderr[-2000:]}")
                continue
            if "error" in result:
                print(f"{name}: skipped ({result['error']})")
                continue
            print(f"{result['backend']}: {result['actions']} actions in {result['seconds']:.1f} s, "
                  f"{result['dropouts']} dropouts ({result['dropout_ms']:.0f} ms of silence)")
        return 0
    for name in args.candidates.split(","):
        run = subprocess.run([sys.executable, __file__, "--child", name, "--runs", str(args.runs),
                              "--idle", str(args.idle), "--buffer-ms", str(args.buffer_ms)],
                             capture_output=True, text=True, env=env)
        lines = run.stdout.strip().splitlines()
        try:
            result = json.loads(lines[-1])
        except (IndexError, json.JSONDecodeError):
            print(f"{name}: failed\n{run.stderr[-2000:]}")
            continue
        if "error" in result:
            print(f"{name}: skipped ({result['error']})")
            continue
        print(f"{name} ({result['backend']}): opened in {result['open_ms']:.0f} ms")
        print(f"  latency, device running:  {summary(result['latency_running_ms'])}")
        if "latency_from_rest_ms" in result:
            print(f"  latency, device at rest:  {summary(result['latency_from_rest_ms'])}")
        print(f"  CPU while silent, device open:    {result['cpu_idle_device_running_pct']:.2f} % of a core")
        if "cpu_idle_device_resting_pct" in result:
            print(f"  CPU while silent, device resting: {result['cpu_idle_device_resting_pct']:.2f} % of a core")
    return 0


if __name__ == "__main__":
    sys.exit(main())
