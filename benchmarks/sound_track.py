"""One whole game's sound track, rendered offline to a WAV file (nothing is played aloud).

    python benchmarks/sound_track.py OUT.wav [--players 3] [--people 2] [--seed 7] [--level easy]

A game of `--players` seats, the first `--people` of them people (their moves chosen by a
computer player, as if a person made them), the others computer players at the "normal"
pace, goes through the game controller with the table's sounds (`TableSounds`) feeding a
`MixerOutput`: the same mixer the audio device pulls, pulled here into a file, with the time
between actions a table would take (the bots' pace, a person's thinking, the hand-over).
Prints what was heard and the file's sox statistics when sox is there.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import subprocess
import sys
import wave
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication  # noqa: E402

from smallwow_qt.bots import make_bot  # noqa: E402
from smallwow_qt.controller.bot_driver import PACES  # noqa: E402
from smallwow_qt.controller.game_controller import DEFAULT_NAMES, GameController  # noqa: E402
from smallwow_qt.engine.view import observe  # noqa: E402
from smallwow_qt.paths import resources_dir  # noqa: E402
from smallwow_qt.sound.mapping import TableSounds  # noqa: E402
from smallwow_qt.sound.output import RATE, MixerOutput, load_cues  # noqa: E402

PERSON_MS = (1500, 4000)        # a person's time for one action (drawn in this range)
HANDOVER_MS = 2500              # the screen up, the computer passed on


class Driver:
    """What `TableSounds` asks of the bot driver: the pace, and whether it skips."""
    pace = "normal"
    skipping = False


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--people", type=int, default=2)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--level", default="easy")
    parser.add_argument("--volume", type=float, default=1.0)
    args = parser.parse_args()
    QCoreApplication([])
    output = MixerOutput(load_cues(resources_dir() / "sounds"))
    output.set_volume(args.volume)
    controller = GameController()
    sounds = TableSounds(controller, output, Driver(), die_roll_ms=lambda: 700)
    sounds.keep = 1_000_000          # every cue of the game, for the count below
    track = bytearray()
    rng = random.Random(args.seed)

    def advance(ms: int) -> None:
        track.extend(output.mixer.render(ms * RATE // 1000).tobytes())

    waiting: list[str] = []
    controller.handover_needed.connect(waiting.append)
    players = [(f"p{i + 1}", DEFAULT_NAMES[i]) for i in range(args.players)]
    seats = [{"id": pid, "name": name, "kind": "human" if i < args.people else args.level}
             for i, (pid, name) in enumerate(players)]
    controller.new_game(players, args.seed, info={"seats": seats})
    bots = {pid: make_bot(args.level, args.seed + i) for i, (pid, _) in enumerate(players)}
    actions = 0
    while controller.actor_id is not None and actions < 2000:
        if waiting:
            advance(HANDOVER_MS)
            controller.take_seat(waiting.pop())
        actor = controller.actor_id
        person = not controller.seats.is_bot(actor)
        advance(rng.randint(*PERSON_MS) if person else PACES[Driver.pace])
        decision = bots[actor].decide(observe(controller.state, actor))
        if not controller.play(decision.action):
            print(f"refused: {decision.action}", file=sys.stderr)
            return 1
        actions += 1
    track.extend(output.mixer.render_all().tobytes())
    advance(500)
    with wave.open(args.out, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(bytes(track))
    heard = Counter(h.cue for h in sounds.heard)
    print(f"{actions} actions, {len(track) / 2 / RATE:.1f} s of sound track in {args.out}")
    print("cues heard:", ", ".join(f"{cue} {n}" for cue, n in heard.most_common()))
    if shutil.which("sox"):
        stats = subprocess.run(["sox", args.out, "-n", "stats"], capture_output=True, text=True).stderr
        print(stats.rstrip())
    return 0


if __name__ == "__main__":
    sys.exit(main())
