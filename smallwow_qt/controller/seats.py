"""Who sits in each seat: a person or a computer player of some level.

A game's seats are recorded in `session.info["seats"]` as
`[{"id": "p1", "name": "Ann", "kind": "human"}, {"id": "p2", "name": "Bob", "kind": "hard"}]`;
`kind` is "human" or a bot level (`smallwow_qt.bots.LEVELS`, or "random" in tests). A game
without that entry (an older save, a scenario) is played by people only. No Qt here.
"""

from __future__ import annotations

from typing import Any

from smallwow_qt.values import Value

HUMAN = "human"


class Seat(Value):
    """One seat: the player's id and name, and who plays it (HUMAN or a bot level)."""

    FIELDS = ("id", "name", "kind")

    def __init__(self, id: str, name: str, kind: str = HUMAN) -> None:
        self.__dict__.update(id=id, name=name, kind=kind)

    @property
    def is_bot(self) -> bool:
        return self.kind != HUMAN


class Seats:
    """The seats of one game, read from its session's info (bad entries count as people)."""

    def __init__(self, seats: list[Seat] | None = None) -> None:
        self._by_id = {s.id: s for s in seats or []}

    @staticmethod
    def from_info(info: dict[str, Any] | None, player_ids: list[str] | None = None) -> "Seats":
        """The seats recorded in a session's info; an entry that is not well formed is ignored
        (that player is a person), so a damaged save is still playable."""
        raw = (info or {}).get("seats")
        seats = []
        if isinstance(raw, list):
            for item in raw:
                if not isinstance(item, dict):
                    continue
                pid, kind = item.get("id"), item.get("kind", HUMAN)
                if not isinstance(pid, str) or not isinstance(kind, str) or not kind:
                    continue
                if player_ids is not None and pid not in player_ids:
                    continue
                seats.append(Seat(pid, str(item.get("name", pid)), kind))
        return Seats(seats)

    def kind(self, player_id: str | None) -> str:
        seat = self._by_id.get(player_id or "")
        return seat.kind if seat else HUMAN

    def is_bot(self, player_id: str | None) -> bool:
        return player_id is not None and self.kind(player_id) != HUMAN

    def bots(self) -> list[Seat]:
        return [s for s in self._by_id.values() if s.is_bot]

    @property
    def any_bot(self) -> bool:
        return bool(self.bots())

    def people(self, player_ids: list[str]) -> list[str]:
        """The players (in seating order) who are people."""
        return [pid for pid in player_ids if not self.is_bot(pid)]


def seat_kinds() -> tuple[str, ...]:
    """What a seat may hold: a person, or a computer player of one of the bots' levels."""
    from smallwow_qt.bots import LEVELS     # (the bots load when first needed, not at start-up)

    return (HUMAN, *LEVELS)


def seats_info(players: list[tuple[str, str]], kinds: list[str]) -> list[dict[str, str]]:
    """The `info["seats"]` entry for `players` (id, name) with their `kinds`."""
    if len(kinds) != len(players):
        raise ValueError("one kind per player")
    return [{"id": pid, "name": name, "kind": kind} for (pid, name), kind in zip(players, kinds)]


def bot_seed(game_seed: Any, index: int) -> int:
    """A bot's seed from the game's seed and its seat (the same game gives the same bots)."""
    base = game_seed if isinstance(game_seed, int) else 0
    return (base * 1_000_003 + 7919 * (index + 1)) % 2**63
