"""Spare PySide from reading the source of our modules and the standard library's at import.

Once PySide is imported it replaces `__import__`, and after every import of a module it has
not seen it reads that module's whole source file (`inspect.getsource`) to find out whether
the module mentions PySide, for its opt-in `from __feature__ import snake_case` syntax. At
start-up that is ~140 of our modules and ~60 of the standard library's: ~28 ms, 4% of the
painted table.

PySide keeps what it found per module name in `PySide6.support.feature.pyside_feature_dict`
(0: uses PySide, no feature selected; -1: does not use PySide) and looks no further for a
name already there. `skip_source_reads` enters what it would find: 0 for our modules (none
selects a feature), -1 for the standard library's (`sys.stdlib_module_names`), for those
already imported and, through a finder that only takes note of the name, for each one
imported later. A module that did select a feature would still get it: PySide records the
selection itself when its `from __feature__` import runs. Other modules are left to PySide.

Where that dictionary is missing (another PySide version), nothing is changed.
"""

from __future__ import annotations

import sys

PACKAGE = "smallwow_qt"


def _entry(name: str) -> int | None:
    """What PySide would find for module `name` (None: not known here)."""
    top = name.partition(".")[0]
    if top == PACKAGE:
        return 0
    if top in sys.stdlib_module_names:
        return -1
    return None


class _NoteModules:
    """A finder on `sys.meta_path` that finds nothing: it enters each module as PySide
    would, before it is loaded. (Not an `importlib.abc.MetaPathFinder`: importing that
    module loads `importlib.resources` and what it needs: 3.5M instructions.)"""

    def __init__(self, known: dict) -> None:
        self.known = known

    def find_spec(self, fullname, path, target=None):
        if fullname not in self.known:
            entry = _entry(fullname)
            if entry is not None:
                self.known[fullname] = entry
        return None


def skip_source_reads() -> bool:
    """Enter our modules and the standard library's in PySide's record; False if this
    PySide has none."""
    try:
        from PySide6.support import feature
    except ImportError:
        return False
    known = getattr(feature, "pyside_feature_dict", None)
    if not isinstance(known, dict):
        return False
    if not any(isinstance(finder, _NoteModules) for finder in sys.meta_path):
        for name in list(sys.modules):
            entry = _entry(name)
            if entry is not None:
                known.setdefault(name, entry)
        sys.meta_path.insert(0, _NoteModules(known))
    return True
