"""The digest the game checks its files by (compiled copies, saves): SHA-256 in hex."""

from __future__ import annotations

import hashlib


def sha256_hex(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()
