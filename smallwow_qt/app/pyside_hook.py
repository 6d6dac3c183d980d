"""A quicker answer to the question PySide asks about every module imported after it.

PySide6 watches imports for its `__feature__` switches (snake_case, true_property): after
each import it asks whether the new module uses PySide, by fetching the module's source
through `inspect.getsource` (line cache, tokenizer for the encoding, one string per line)
and looking for "PySide6" in it. Start-up imports some 150 modules after PySide: that
question took ~14 ms of the table's start, ~4 ms this way. `quicken()` puts in its place the same search
over the file's bytes, and leaves PySide's own answer for anything else (no `.py` file,
a file that cannot be read).

This touches a private function of PySide's support code (`shibokensupport.feature.
_mod_uses_pyside`, there since PySide 6.4): when it is absent or has another shape,
nothing is changed and start-up is only as slow as before.
"""

from __future__ import annotations

import sys

FEATURE_MODULE = "shibokensupport.feature"


def quicken() -> bool:
    """Replace PySide's per-import source search by a direct one; True if replaced."""
    feature = sys.modules.get(FEATURE_MODULE)
    original = getattr(feature, "_mod_uses_pyside", None)
    if original is None or not callable(original) or getattr(original, "quick", False):
        return False
    feature._mod_uses_pyside = uses_pyside_with(original)
    return True


def uses_pyside_with(original):
    """`module -> bool`: whether the module's source names PySide6, read from its file;
    `original(module)` answers when there is no readable `.py` file."""

    def uses_pyside(module) -> bool:
        path = getattr(module, "__file__", None)
        if not isinstance(path, str) or not path.endswith(".py"):
            return original(module)
        try:
            with open(path, "rb") as source:
                return b"PySide6" in source.read()
        except OSError:
            return original(module)

    uses_pyside.quick = True
    uses_pyside.original = original
    return uses_pyside
