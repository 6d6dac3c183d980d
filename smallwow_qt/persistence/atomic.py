"""Writing a file so that a crash, a `kill -9` or a power cut at any moment leaves either the
old complete file or the new complete file on disk, never a mixture or a truncated one.

The bytes go to a temporary file in the same folder (so the final rename stays on one file
system), are flushed and `fsync`ed, then `os.replace` swaps the name atomically, and the
folder itself is `fsync`ed (where the system allows it) so that the rename is durable too.
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

try:                       # POSIX: a writer holds a lock on its temporary file while it writes
    import fcntl
except ImportError:        # Windows: an open file cannot be deleted, which protects it anyway
    fcntl = None

TEMP_SUFFIX = ".tmp"
NEWBORN = 2.0              # seconds: a temporary file this young may not be locked yet


def fsync_folder(folder: Path) -> None:
    """Make a rename inside `folder` durable; silently skipped where folders cannot be
    opened (Windows) or synced (some network file systems)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write_atomically(path: Path, data: bytes, mode: int = 0o644) -> None:
    """Replace `path` by a file holding exactly `data`, atomically and durably.

    Raises OSError (the target is untouched and no temporary file is left) when the folder
    is missing or read-only, the disk is full, or `path` is a folder.
    """
    path = Path(path)
    folder = path.parent
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=folder)
    # POSIX: `lock_fd` keeps the file locked until the rename is done (see _abandoned).
    # Windows renames no open file; there an open file cannot be deleted either.
    lock_fd = os.dup(fd) if fcntl is not None else None
    try:
        if lock_fd is not None:
            _lock(lock_fd)
        with os.fdopen(fd, "wb") as out:
            out.write(data)
            out.flush()
            if hasattr(os, "fchmod"):
                os.fchmod(out.fileno(), _mode_for(path, mode))
            os.fsync(out.fileno())
        if path.is_dir():
            raise IsADirectoryError(21, "Is a directory", str(path))
        os.replace(tmp_name, path)
    except BaseException:
        try:
            os.unlink(tmp_name)
        except OSError:
            pass
        raise
    finally:
        if lock_fd is not None:
            os.close(lock_fd)
    fsync_folder(folder)


def _mode_for(path: Path, default: int) -> int:
    """Keep the permissions of the file being replaced; new files get `default`."""
    try:
        return path.stat().st_mode & 0o777
    except OSError:
        return default


def _lock(fd: int) -> None:
    if fcntl is not None:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            pass           # a file system without locks: the age rule below still applies


def _abandoned(entry: Path, now: float, older_than: float) -> bool:
    """No writer is working on this temporary file: older than `older_than`, or older than
    a moment and not held: on POSIX unlocked (the lock died with its killed writer); on
    Windows an open file cannot be deleted, so trying is the test."""
    age = now - entry.stat().st_mtime
    if age > older_than:
        return True
    if age < NEWBORN:
        return False
    if fcntl is None:
        return True
    try:
        fd = os.open(entry, os.O_RDONLY)
    except OSError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False       # a writer still holds it
    finally:
        os.close(fd)       # (closing releases the probe's lock)
    return True


def remove_stale_temporaries(folder: Path, older_than: float = 600.0) -> int:
    """Delete the temporary files killed writers left behind in `folder`: every one no
    writer holds any more (see `_abandoned`), and any older than `older_than` seconds.
    Returns how many were removed."""
    now = time.time()
    try:
        entries = list(Path(folder).glob(f".*{TEMP_SUFFIX}"))
    except OSError:
        return 0
    removed = 0
    for entry in entries:
        try:
            if _abandoned(entry, now, older_than):
                entry.unlink()
                removed += 1
        except OSError:
            pass
    return removed
