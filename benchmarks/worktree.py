"""Another revision of this repository, checked out for a benchmark's `--against REV`."""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

ROOT = Path(__file__).resolve().parents[1]


@contextmanager
def checked_out(rev: str) -> Iterator[Path]:
    """REV in a temporary `git worktree` (its path), removed again afterwards."""
    tmp = Path(tempfile.mkdtemp(prefix="bench-tree-"))
    tree = tmp / "tree"
    subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", "--quiet", str(tree),
                    rev], check=True)
    try:
        yield tree
    finally:
        subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(tree)],
                       check=False)
        shutil.rmtree(tmp, ignore_errors=True)
