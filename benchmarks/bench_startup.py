"""How long the painted 5-player table takes to start: `python benchmarks/bench_startup.py`.

Times whole processes, from spawn to exit, alternately in one run:

- bare: a PySide6 QMainWindow of the same size that opens, paints and saves a PNG (grab);
- ours: `python -m smallwow_qt --new 5 --seed 7 --screenshot OUT.png`, the painted table.

Prints the medians and the ratio ours / bare (target: <= 2x). Runs headless unless
QT_QPA_PLATFORM is already set. `--runs N` (default 11). `--against REV` also times the
same command on another revision (a temporary git worktree), in the same alternation.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from worktree import checked_out

ROOT = Path(__file__).resolve().parents[1]

BARE = r'''
import sys
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.resize(1600, 960)
window.show()
for _ in range(5):
    app.processEvents()
sys.exit(0 if window.grab().save(sys.argv[1]) else 1)
'''


def run_once(command: list[str], tree: Path = ROOT) -> float:
    env = dict(os.environ, PYTHONPATH=str(tree))
    start = time.perf_counter()
    done = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                          timeout=120, env=env, cwd=tree)
    elapsed = time.perf_counter() - start
    if done.returncode != 0:
        raise RuntimeError(f"{command} failed: {done.stderr.strip()[-500:]}")
    return elapsed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument("--against", metavar="REV", help="also time this git revision")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)   # as installed: compiled .pyc files
    with tempfile.TemporaryDirectory() as tmp:
        if not args.against:
            return _measure(args, tmp, None)
        with checked_out(args.against) as other:
            return _measure(args, tmp, other)


def _measure(args, tmp: str, other: Path | None) -> int:
    os.environ["HOME"] = tmp                    # no remembered settings or autosaves
    os.environ["XDG_CONFIG_HOME"] = tmp
    os.environ["XDG_DATA_HOME"] = tmp
    bare_png, ours_png = str(Path(tmp) / "bare.png"), str(Path(tmp) / "ours.png")
    bare_cmd = [sys.executable, "-c", BARE, bare_png]
    ours_cmd = [sys.executable, "-m", "smallwow_qt", "--new", "5", "--seed", "7",
                "--screenshot", ours_png]
    run_once(bare_cmd)                          # warm the disk cache and the .pyc files
    run_once(ours_cmd)
    if other is not None:
        run_once(ours_cmd, other)
    bare, ours, theirs = [], [], []
    for _ in range(args.runs):
        bare.append(run_once(bare_cmd))
        ours.append(run_once(ours_cmd))
        if other is not None:
            theirs.append(run_once(ours_cmd, other))
    b, o = statistics.median(bare), statistics.median(ours)
    print(f"Start-up as whole processes, {args.runs} alternate runs each:")
    print(f"  bare PySide6 window, painted, PNG saved   median {b * 1000:6.0f} ms  min {min(bare) * 1000:6.0f} ms")
    print(f"  smallwow --new 5 --seed 7 --screenshot    median {o * 1000:6.0f} ms  min {min(ours) * 1000:6.0f} ms")
    ratio = o / b
    print(f"  ratio {ratio:.2f}x median ({min(ours) / min(bare):.2f}x min)   "
          f"target <= 2x: {'OK' if ratio <= 2 else 'over'}")
    if theirs:
        t = statistics.median(theirs)
        print(f"  the same at {args.against:28s} median {t * 1000:6.0f} ms  min {min(theirs) * 1000:6.0f} ms"
              f"   ratio {t / b:.2f}x median ({min(theirs) / min(bare):.2f}x min)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
