"""Reading what QSettings hands back, whatever it holds.

A settings file is a file anyone can edit (or another version of the game may have
written): any key may hold a value of any type, a text of megabytes, a number beyond
every range, JSON nested 100,000 levels deep. Each reader here returns the stored value
when it is of its kind and within its range, and the default otherwise; none raises.
The window's readers (New game seats, dock sizes, the guided lesson's progress, the
choices of Game › Settings, the computer players' pace, the language) all go through these.
"""

from __future__ import annotations

import math
from typing import Any, Iterable

from smallwow_qt.jsontext import JsonProblem, load_small_json

MAX_TEXT = 200_000      # characters of a stored text (a lesson's actions: a few thousand)
MAX_DEPTH = 20          # nesting of a stored JSON value (real ones: 3)


def stored(settings, key: str) -> Any:
    """The raw value of `key`, or None when absent or when reading it fails."""
    if settings is None:
        return None
    try:
        return settings.value(key)
    except Exception:  # noqa: BLE001 - a value Qt cannot turn into Python
        return None


def flag(settings, key: str, default: bool) -> bool:
    """A boolean: stored as one, or as the text QSettings writes for one ("true"/"false")."""
    value = stored(settings, key)
    if type(value) is bool:
        return value
    if type(value) is str and value.strip().lower() in ("true", "false", "1", "0"):
        return value.strip().lower() in ("true", "1")
    return default


def whole(settings, key: str, default: int, low: int, high: int) -> int:
    """A whole number from `low` to `high` (stored as a number or its text)."""
    value = stored(settings, key)
    if type(value) is str and 0 < len(value.strip()) <= 12:
        try:
            value = int(value.strip())
        except ValueError:
            return default
    return value if type(value) is int and low <= value <= high else default


def number(settings, key: str, default: float, low: float, high: float) -> float:
    """A finite number from `low` to `high` (stored as a number or its text)."""
    value = stored(settings, key)
    if type(value) is str and len(value) <= 40:
        try:
            value = float(value)
        except ValueError:
            return default
    if type(value) is int and abs(value) <= 10 ** 15:
        value = float(value)
    if type(value) is not float or not math.isfinite(value) or not low <= value <= high:
        return default
    return value


def choice(settings, key: str, default: str, allowed: Iterable[str]) -> str:
    """One of the texts `allowed`."""
    value = stored(settings, key)
    return value if type(value) is str and value in set(allowed) else default


def text(settings, key: str, default: str, longest: int = 200) -> str:
    """A text of at most `longest` characters."""
    value = stored(settings, key)
    return value if type(value) is str and len(value) <= longest else default


def json_value(settings, key: str, default: Any) -> Any:
    """The JSON data a text holds (the caller checks its shape), or `default` when the
    text is missing, too long, nested too deep or not JSON."""
    value = stored(settings, key)
    try:
        return load_small_json(value, MAX_TEXT, MAX_DEPTH)
    except JsonProblem:
        return default
