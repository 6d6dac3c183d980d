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

TEMP_SUFFIX = ".tmp"


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
    try:
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
    fsync_folder(folder)


def _mode_for(path: Path, default: int) -> int:
    """Keep the permissions of the file being replaced; new files get `default`."""
    try:
        return path.stat().st_mode & 0o777
    except OSError:
        return default


def remove_stale_temporaries(folder: Path, older_than: float = 600.0) -> None:
    """Delete temporary files a killed writer left behind in `folder` (only old ones: a
    young one may belong to a writer that is still running)."""
    now = time.time()
    try:
        entries = list(Path(folder).glob(f".*{TEMP_SUFFIX}"))
    except OSError:
        return
    for entry in entries:
        try:
            if now - entry.stat().st_mtime > older_than:
                entry.unlink()
        except OSError:
            pass
