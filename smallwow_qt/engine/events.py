"""Events: what an action caused, as plain data plus a sentence for the game log."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Event:
    kind: str
    player: str | None = None
    data: dict[str, Any] = field(default_factory=dict)
    text: str = ""
    private: bool = False   # true when the text reveals hidden information (a coin total)

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "player": self.player, "data": dict(self.data),
                "text": self.text, "private": self.private}


class EventLog(list):
    """The events of one action, in order."""

    def add(self, kind: str, player: str | None, text: str, private: bool = False,
            **data: Any) -> None:
        self.append(Event(kind, player, data, text, private))
