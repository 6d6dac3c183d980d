"""SHA-256 in hex, as `hashlib.sha256(data).hexdigest()` gives it, without loading OpenSSL.

`hashlib` loads OpenSSL's library on import (~2.5 ms), and start-up checks the compiled
descriptions and islands (and the autosave, when there is one) by their SHA-256: CPython's
own SHA-2 module gives the same digests. `hashlib` answers where that module is absent.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

_sha256: Callable[[bytes], Any] | None = None


def sha256_hex(data: bytes) -> str:
    global _sha256
    if _sha256 is None:         # found once: a failed import searches every folder of sys.path
        _sha256 = _constructor()
    return _sha256(data).hexdigest()


def _constructor() -> Callable[[bytes], Any]:
    try:
        from _sha2 import sha256            # CPython 3.12 and later
    except ImportError:
        try:
            from _sha256 import sha256      # CPython 3.11
        except ImportError:
            from hashlib import sha256
    return sha256
