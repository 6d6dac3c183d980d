"""Engine speed on a 5-player map. Prints figures; asserts nothing.

    python benchmarks/bench_engine.py [--games N]

- legal_actions plus the cost of every region (conquest_options), median over positions
  sampled from real games (target <= 1 ms);
- one complete random-legal 5-player game, bot decisions included (target <= 250 ms);
- replaying that game's action log from its start (target <= 100 ms).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from smallwow_qt.bots.random_bot import choose
from smallwow_qt.engine import conquest_options, legal_actions
from smallwow_qt.engine.session import Session
from smallwow_qt.newgame import start_game

PLAYERS = [(f"p{i}", f"Player {i}") for i in range(5)]


def play_game(seed: int) -> tuple[Session, float]:
    session = start_game(PLAYERS, seed=seed)
    rng = random.Random(seed)
    start = time.perf_counter()
    while not session.state.game_over:
        session.play(choose(session.state, rng))
    return session, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=20)
    args = parser.parse_args()

    game_times, replay_times, legal_times, lengths = [], [], [], []
    for seed in range(args.games):
        session, elapsed = play_game(seed)
        game_times.append(elapsed)
        lengths.append(len(session.steps))
        record = [a.to_dict() for a in session.actions]
        start = time.perf_counter()
        again = Session.replay(session.initial, record)
        replay_times.append(time.perf_counter() - start)
        assert again.state.to_dict() == session.state.to_dict()
        for step in session.steps[::7]:
            if step.state.game_over:
                continue
            start = time.perf_counter()
            legal_actions(step.state)
            conquest_options(step.state)
            legal_times.append(time.perf_counter() - start)

    def ms(values):
        return f"median {statistics.median(values) * 1000:.2f} ms, max {max(values) * 1000:.2f} ms"

    print(f"5-player games: {args.games}, actions per game median {statistics.median(lengths):.0f}")
    print(f"legal_actions + every region's cost: {ms(legal_times)} over {len(legal_times)} positions "
          "(target <= 1 ms)")
    print(f"complete random-legal game:          {ms(game_times)} (target <= 250 ms)")
    print(f"replay of the action log:            {ms(replay_times)} (target <= 100 ms)")


if __name__ == "__main__":
    main()
