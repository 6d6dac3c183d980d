"""Check that no ELF file of the package looks for libraries outside /usr/lib/smallwow.

    python3 packaging/linux/check_runpath.py TREE [INSTALL_DIR]

TREE is a package tree (packaging/build/deb/smallwow_<version>_<arch>, or what
`dpkg-deb -x` unpacks) whose usr/lib/smallwow is installed as /usr/lib/smallwow; or, with
INSTALL_DIR given, TREE is that installed folder itself. Every ELF file's RPATH and RUNPATH
entries (`readelf -d`, binutils) must be relative to $ORIGIN and stay inside the install
folder once resolved: a build machine's path (a pyenv Python links libpython with
RUNPATH=/root/.pyenv/...) would make the game load whatever library sits there on a
player's machine. Prints one line per offending file and exits 1, or prints a summary.
"""

from __future__ import annotations

import posixpath
import re
import subprocess
import sys
from pathlib import Path

INSTALL_DIR = "/usr/lib/smallwow"
_DYNAMIC = re.compile(r"\((RPATH|RUNPATH)\)\s+Library (?:rpath|runpath): \[(.*)\]")


def is_elf(path: Path) -> bool:
    try:
        with open(path, "rb") as fh:
            return fh.read(4) == b"\x7fELF"
    except OSError:
        return False


def search_paths(path: Path) -> list[tuple[str, str]]:
    """(tag, entry) for each RPATH/RUNPATH entry of the ELF file `path`."""
    out = subprocess.run(["readelf", "-d", str(path)], capture_output=True, text=True,
                         check=False).stdout
    found = []
    for tag, value in _DYNAMIC.findall(out):
        found.extend((tag, entry) for entry in value.split(":"))
    return found


def outside(entry: str, installed_at: str, install_dir: str = INSTALL_DIR) -> bool:
    """Whether a search path entry of a file installed at `installed_at` points outside
    `install_dir` (an empty entry means the current directory: outside too)."""
    for origin in ("$ORIGIN", "${ORIGIN}"):
        if entry.startswith(origin):
            resolved = posixpath.normpath(posixpath.dirname(installed_at) + entry[len(origin):])
            return not (resolved == install_dir or resolved.startswith(install_dir + "/"))
    return True


def problems(folder: Path, install_dir: str = INSTALL_DIR) -> tuple[int, list[str]]:
    """(ELF files seen, one line per search path entry outside install_dir) for the
    folder that is installed as install_dir."""
    seen, bad = 0, []
    for path in sorted(p for p in folder.rglob("*") if p.is_file() and not p.is_symlink()):
        if not is_elf(path):
            continue
        seen += 1
        installed_at = posixpath.join(install_dir, path.relative_to(folder).as_posix())
        for tag, entry in search_paths(path):
            if outside(entry, installed_at, install_dir):
                bad.append(f"{installed_at}: {tag} {entry}")
    return seen, bad


def main(argv: list[str]) -> int:
    if not argv or len(argv) > 2:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    folder = Path(argv[0]) if len(argv) == 2 else Path(argv[0]) / INSTALL_DIR.lstrip("/")
    install_dir = argv[1] if len(argv) == 2 else INSTALL_DIR
    if not folder.is_dir():
        print(f"check_runpath: FAIL: {folder} is not a folder", file=sys.stderr)
        return 2
    seen, bad = problems(folder, install_dir)
    for line in bad:
        print(f"check_runpath: FAIL: {line}")
    if bad or not seen:
        if not seen:
            print(f"check_runpath: FAIL: no ELF file under {folder}")
        return 1
    print(f"check_runpath: PASS: {seen} ELF files, no RPATH/RUNPATH outside {install_dir}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
