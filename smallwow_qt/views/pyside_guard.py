"""A guard against a PySide6 build that loses a reference to None on every void call (taken
at the import of the drawing modules, before the first picture is drawn)."""

from __future__ import annotations

import sys

from PySide6.QtCore import QPointF


def _guard_none_refcount() -> bool:
    """Work around PySide6 builds that drop a reference to None on every void C++ call.

    PySide6 6.12.0 (abi3 wheel) returns None from void methods without taking a reference,
    which is harmless on Python 3.12+ (None is immortal there) but on 3.11 walks None's
    reference count down by one per call until the interpreter aborts with "none_dealloc".
    When a probe shows the leak, give None a very large reference count. Returns whether
    the guard was needed.
    """
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    probe = QPointF()
    before = sys.getrefcount(None)
    for _ in range(8):
        probe.setX(1.0)
    if sys.getrefcount(None) >= before:
        return False
    import ctypes

    refcount = ctypes.c_ssize_t.from_address(id(None))
    if refcount.value < 1 << 40:
        refcount.value += 1 << 40
    return True


NONE_GUARD = _guard_none_refcount()
