"""The one exception the engine raises when it refuses an action."""

from __future__ import annotations

from typing import Any


class RuleError(ValueError):
    """An action the rules do not allow. The state it was tried on is unchanged.

    `code` is a stable machine-readable reason (for tests and the UI); `message` is a
    sentence a player understands (English); `params` (keywords, plain JSON values) are the
    facts that sentence states, set where the engine decides: ids of the players, regions,
    races and markers it names (`player`, `region`, `race`...) and its numbers (`due`,
    `need`...). The code and the params together tell which sentence it is, so the app can
    say it in another language from a template, without asking the engine again.

    A piece's check that refuses returns one, not raised (`Piece.refusal`...); whoever acts
    on the answer raises it.
    """

    def __init__(self, code: str, message: str, **params: Any) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.params = params

    def __repr__(self) -> str:
        return f"RuleError({self.code!r}, {self.message!r})"
