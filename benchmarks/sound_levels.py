"""The sound effects' levels, measured with sox: peak, loudness, length and size of each.

    python benchmarks/sound_levels.py [FOLDER]        # default: resources/sounds

Loudness is sox's "RMS lev dB" over the span of the cue within 30 dB of its own peak (sox's
`silence` effect trims what is quieter at both ends), the measure the synthesizer
(smallwow_qt/sound/synth.py) levels every cue to. Prints a Markdown table for docs/sound.md
and the checks of issue #25: every peak at most -1 dBFS, every loudness within 3 dB of the
others' median, all files together at most 1 MB.
"""

from __future__ import annotations

import re
import shutil
import statistics
import subprocess
import sys
from pathlib import Path

GATE_DB = 30.0


def sox_stats(path: Path, *effects: str) -> dict[str, float]:
    run = subprocess.run(["sox", str(path), "-n", *effects, "stats"], capture_output=True, text=True,
                         check=True)
    out = {}
    for line in run.stderr.splitlines():
        m = re.match(r"^(Pk lev dB|RMS lev dB|Length s)\s+(-?[\d.]+|-inf)", line)
        if m:
            out[m.group(1)] = float(m.group(2))
    return out


def measure(path: Path) -> dict[str, float]:
    whole = sox_stats(path)
    gate = f"{whole['Pk lev dB'] - GATE_DB:.2f}d"
    trim = ["silence", "1", "0.0005", gate, "reverse", "silence", "1", "0.0005", gate, "reverse"]
    gated = sox_stats(path, *trim)
    return {"peak": whole["Pk lev dB"], "loudness": gated["RMS lev dB"], "length": whole["Length s"],
            "loud_span": gated["Length s"], "bytes": path.stat().st_size}


def main(argv: list[str]) -> int:
    if shutil.which("sox") is None:
        print("sound_levels: sox is missing (apt-get install sox)", file=sys.stderr)
        return 2
    if argv:
        folder = Path(argv[0])
    else:
        sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
        from smallwow_qt.paths import resources_dir
        folder = resources_dir() / "sounds"
    rows = {p.stem: measure(p) for p in sorted(folder.glob("*.wav"))}
    if not rows:
        print(f"sound_levels: no .wav in {folder}", file=sys.stderr)
        return 2
    median = statistics.median(r["loudness"] for r in rows.values())
    print(f"sox {subprocess.run(['sox', '--version'], capture_output=True, text=True).stdout.split()[-1]}, "
          f"{folder}")
    print()
    print("| cue | length (s) | peak (dBFS) | loudness (dBFS) | from the median (dB) | size (bytes) |")
    print("|---|---:|---:|---:|---:|---:|")
    for name, r in rows.items():
        print(f"| {name} | {r['length']:.2f} | {r['peak']:.2f} | {r['loudness']:.2f} | "
              f"{r['loudness'] - median:+.2f} | {r['bytes']} |")
    total = sum(r["bytes"] for r in rows.values())
    worst_peak = max(r["peak"] for r in rows.values())
    spread = max(abs(r["loudness"] - median) for r in rows.values())
    print()
    print(f"total {total} bytes ({total / 1e6:.3f} MB); highest peak {worst_peak:.2f} dBFS; "
          f"loudness {median:.2f} dBFS median, furthest {spread:.2f} dB from it")
    ok = worst_peak <= -1.0 and spread <= 3.0 and total <= 1_000_000
    print("checks:", "pass" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
