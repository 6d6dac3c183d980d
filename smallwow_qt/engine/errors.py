"""The one exception the engine raises when it refuses an action."""

from __future__ import annotations


class RuleError(ValueError):
    """An action the rules do not allow. The state it was tried on is unchanged.

    `code` is a stable machine-readable reason (for tests and the UI); `message` is a
    sentence a player understands.
    """

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message

    def __repr__(self) -> str:
        return f"RuleError({self.code!r}, {self.message!r})"
