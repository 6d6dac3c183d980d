"""JSON read from small texts anyone can write (settings values, drag payloads), with
bounded work: the text's length and nesting are measured before `json.loads` (which
recurses once per level) sees it. Saves have their own reader (persistence/savefile.py).
"""

from __future__ import annotations

import json
from typing import Any


class JsonProblem(ValueError):
    """A text that is not small JSON data."""


def load_small_json(text: str, longest: int, deepest: int) -> Any:
    """The data `text` holds; JsonProblem when it is longer than `longest` characters,
    nested deeper than `deepest` levels, holds NaN or Infinity, or is not JSON."""
    if type(text) is not str or len(text) > longest:
        raise JsonProblem("too long")
    if nesting(text, deepest) > deepest:
        raise JsonProblem("nested too deep")
    try:
        return json.loads(text, parse_constant=_no_constant)
    except (ValueError, RecursionError):
        raise JsonProblem("not JSON") from None


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number here")


def nesting(text: str, enough: int) -> int:
    """How deep the brackets of a JSON text nest outside its strings (counting stops past
    `enough`)."""
    depth = deepest = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > enough:
                    break
        elif ch in "]}":
            depth -= 1
    return deepest
