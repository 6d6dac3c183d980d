"""Computer players. They use the engine's public functions only and decide from an
observation (what a player at the table can see), never from the GameState itself.

    from smallwow_qt.bots import make_bot
    from smallwow_qt.engine import observe
    decision = make_bot("normal", seed=7).decide(observe(state, "p2"))
    session.play(decision.action)
"""

from __future__ import annotations

from smallwow_qt.bots.base import Bot, Decision

LEVELS = ("easy", "normal", "hard")


def make_bot(level: str, seed: int = 0) -> Bot:
    """A bot of the given level ("easy", "normal", "hard"; "random" for tests)."""
    from smallwow_qt.bots.easy import EasyBot
    from smallwow_qt.bots.hard import HardBot
    from smallwow_qt.bots.normal import NormalBot
    from smallwow_qt.bots.random_bot import RandomBot

    makers = {"random": RandomBot, "easy": EasyBot, "normal": NormalBot, "hard": HardBot}
    if level not in makers:
        raise ValueError(f"unknown bot level {level!r}")
    return makers[level](seed)


__all__ = ["Bot", "Decision", "LEVELS", "make_bot"]
