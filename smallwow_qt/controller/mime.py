"""What a drag carries: race tokens (from the hand or a region) or a combination of the column.

Both are custom MIME types holding a small JSON object, so a drop target can tell at once
whether it is interested, and tests can build the same data a real drag would.
"""

from __future__ import annotations

import json

from PySide6.QtCore import QByteArray, QMimeData

from smallwow_qt.engine import CAPS, RANGES, Range, out_of_range
from smallwow_qt.jsontext import JsonProblem, load_small_json
from smallwow_qt.values import Value

TOKENS_MIME = "application/x-smallwow-tokens"
COMBO_MIME = "application/x-smallwow-combination"

HAND = "hand"  # the source or target of a token drag that is not a region
MAX_PAYLOAD = 1_000          # bytes of a token drag's JSON (a real one: about 50)
COUNT = Range(1, RANGES["tokens"].high)   # tokens one drag carries


class TokenDrag(Value):
    """`count` tokens of `player`'s active race taken from `source` (a region id or HAND)."""

    FIELDS = ("player", "source", "count")

    def __init__(self, player: str, source: str, count: int = 1) -> None:
        self.__dict__.update(player=player, source=source, count=count)

    def to_mime(self) -> QMimeData:
        data = QMimeData()
        payload = json.dumps({"player": self.player, "source": self.source, "count": self.count})
        data.setData(TOKENS_MIME, QByteArray(payload.encode("utf-8")))
        return data

    @staticmethod
    def from_mime(data: QMimeData | None) -> "TokenDrag | None":
        """The drag in `data`, or None when it carries no valid tokens: anything but
        `{"player": ID, "source": ID, "count": N}` with N a whole number from 1 to the most
        tokens a race has (another program can drop anything here: 1e400, text, nesting)."""
        if data is None or not data.hasFormat(TOKENS_MIME):
            return None
        payload = data.data(TOKENS_MIME)
        if payload.size() > MAX_PAYLOAD:
            return None
        try:
            raw = load_small_json(bytes(payload.data()).decode("utf-8"), MAX_PAYLOAD, 2)
        except (JsonProblem, UnicodeDecodeError):
            return None
        if type(raw) is not dict or set(raw) != {"player", "source", "count"}:
            return None
        player, source, count = raw["player"], raw["source"], raw["count"]
        if not all(type(v) is str and 0 < len(v) <= CAPS["id"] for v in (player, source)) \
                or out_of_range(count, COUNT):
            return None
        return TokenDrag(player, source, count)


def combo_mime(index: int) -> QMimeData:
    data = QMimeData()
    data.setData(COMBO_MIME, QByteArray(str(index).encode("ascii")))
    return data


def combo_from_mime(data: QMimeData | None) -> int | None:
    if data is None or not data.hasFormat(COMBO_MIME):
        return None
    raw = data.data(COMBO_MIME)
    if raw.size() > 4:    # a column index: one digit
        return None
    try:
        return int(bytes(raw.data()).decode("ascii"))
    except ValueError:
        return None
