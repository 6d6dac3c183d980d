"""The one exception the engine raises when it refuses an action."""

from __future__ import annotations


class RuleError(ValueError):
    """An action the rules do not allow. The state it was tried on is unchanged.

    `code` is a stable machine-readable reason (for tests and the UI); `message` is a
    sentence a player understands; `data` (optional keywords, plain JSON values) holds what
    the sentence says that neither the state nor the action tells (e.g. the coins `due`), so
    the app can say it in another language.
    """

    def __init__(self, code: str, message: str, **data) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.data = data

    def __repr__(self) -> str:
        return f"RuleError({self.code!r}, {self.message!r})"
