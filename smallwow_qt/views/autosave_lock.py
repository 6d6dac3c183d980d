"""One copy of the game per autosave folder.

Two copies sharing the folder would both offer to resume the same unfinished game and then
overwrite each other's autosave. The first copy holds a lock file (`QLockFile`: it records
the process id, so a lock left by a crashed copy is recognised as stale and taken over); a
second copy does without autosave and resume and says so.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QLockFile

LOCK_NAME = "smallwow.lock"


class AutosaveLock:
    def __init__(self, folder: Path) -> None:
        self.path = Path(folder) / LOCK_NAME
        self._lock: QLockFile | None = None
        self.other_copy = False         # another running copy holds the lock
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError:
            return                      # (no folder: the autosave reports its own error)
        lock = QLockFile(str(self.path))
        lock.setStaleLockTime(0)        # never by age: a game may stay open for hours
        if lock.tryLock(0):
            self._lock = lock
        else:
            self.other_copy = lock.error() == QLockFile.LockError.LockFailedError

    @property
    def held(self) -> bool:
        """This copy holds the lock (it may autosave and resume)."""
        return self._lock is not None and self._lock.isLocked()

    def release(self) -> None:
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None
