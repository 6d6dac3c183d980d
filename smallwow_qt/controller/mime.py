"""What a drag carries: race tokens (from the hand or a region) or a combination of the column.

Both are custom MIME types holding a small JSON object, so a drop target can tell at once
whether it is interested, and tests can build the same data a real drag would.
"""

from __future__ import annotations

import json

from PySide6.QtCore import QByteArray, QMimeData

from smallwow_qt.values import Value

TOKENS_MIME = "application/x-smallwow-tokens"
COMBO_MIME = "application/x-smallwow-combination"

HAND = "hand"  # the source or target of a token drag that is not a region


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
        """The drag in `data`, or None when it carries no (valid) tokens."""
        if data is None or not data.hasFormat(TOKENS_MIME):
            return None
        try:
            raw = json.loads(bytes(data.data(TOKENS_MIME).data()).decode("utf-8"))
            return TokenDrag(str(raw["player"]), str(raw["source"]), max(1, int(raw["count"])))
        except (ValueError, KeyError, TypeError):
            return None


def combo_mime(index: int) -> QMimeData:
    data = QMimeData()
    data.setData(COMBO_MIME, QByteArray(str(index).encode("ascii")))
    return data


def combo_from_mime(data: QMimeData | None) -> int | None:
    if data is None or not data.hasFormat(COMBO_MIME):
        return None
    try:
        return int(bytes(data.data(COMBO_MIME).data()).decode("ascii"))
    except ValueError:
        return None
