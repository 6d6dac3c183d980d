"""Events: what an action caused, as plain data plus a sentence for the game log."""

from __future__ import annotations

from typing import Any

from smallwow_qt.values import Value


class Event(Value):
    """Something an action caused, with its sentence for the game log. `private` is true
    when the text reveals hidden information (a coin total)."""

    FIELDS = ("kind", "player", "data", "text", "private")

    def __init__(self, kind: str, player: str | None = None, data: dict[str, Any] | None = None,
                 text: str = "", private: bool = False) -> None:
        self.__dict__.update(kind=kind, player=player, data={} if data is None else data,
                             text=text, private=private)

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "player": self.player, "data": dict(self.data),
                "text": self.text, "private": self.private}


class EventLog(list):
    """The events of one action, in order."""

    def add(self, kind: str, player: str | None, text: str, private: bool = False,
            **data: Any) -> None:
        # Event(kind, player, data, text, private) without a call to its __init__ (every
        # action logs a few): all fields are set, so the event is equal to the one
        # `Event(...)` builds.
        event = object.__new__(Event)
        fields = event.__dict__
        fields["kind"], fields["player"], fields["data"], fields["text"], fields["private"] = \
            kind, player, data, text, private
        self.append(event)
