"""Events: what an action caused, as plain data plus a sentence for the game log."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Event:
    """Something an action caused, with its sentence for the game log."""

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
        # Event(kind, player, data, text, private) without the frozen dataclass's per-field
        # `object.__setattr__` (every action logs a few): all fields are set, so the event
        # is equal to and hashes as the one `Event(...)` builds.
        event = object.__new__(Event)
        fields = event.__dict__
        fields["kind"], fields["player"], fields["data"], fields["text"], fields["private"] = \
            kind, player, data, text, private
        self.append(event)
