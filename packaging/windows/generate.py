"""What smallwow.nsi cannot work out by itself, written as an NSIS include file at compile time:

    python generate.py VERSION DIST_DIR OUT.nsh

- `VERSION_QUAD`: the four numbers Windows wants in a file's version resource
  (`VIProductVersion`), from any PEP 440 version (see `version_quad`);
- the `INSTALL_FILES` macro: `SetOutPath` and `File` for every file of the one-folder build;
- the `UNINSTALL_FILES` macro: `Delete` for each of those files, then `RMDir` (never `/r`) for
  each of its folders, deepest first. The uninstaller removes exactly what this installer put
  there: a folder that still holds something else (another program's files, a file the
  player put there) stays, with that something.

smallwow.nsi runs it with `!system` and includes OUT.nsh. Exit 2 with one line on stderr for
a version that is not PEP 440 or does not fit in four 16-bit numbers.
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

# PEP 440's grammar, as its text gives it (case-insensitive, with the spellings it allows).
_PEP440 = re.compile(r"""
    v?
    (?:(?P<epoch>[0-9]+)!)?
    (?P<release>[0-9]+(?:\.[0-9]+)*)
    (?:[-_.]?(?P<pre_l>a|b|c|rc|alpha|beta|pre|preview)[-_.]?(?P<pre_n>[0-9]+)?)?
    (?:-(?P<post_n1>[0-9]+)|[-_.]?(?P<post_l>post|rev|r)[-_.]?(?P<post_n2>[0-9]+)?)?
    (?:[-_.]?(?P<dev_l>dev)[-_.]?(?P<dev_n>[0-9]+)?)?
    (?:\+(?P<local>[a-z0-9]+(?:[-_.][a-z0-9]+)*))?
    """, re.VERBOSE | re.IGNORECASE)

_STAGES = {"a": 1, "alpha": 1, "b": 2, "beta": 2, "c": 3, "rc": 3, "pre": 3, "preview": 3}
DEV, FINAL, POST = 0, 4, 5
PART_MAX = 0xFFFF        # each of the four numbers is 16 bits
STEP = 10_000            # the fourth number: stage * STEP + the stage's own number


class VersionError(ValueError):
    pass


def version_quad(version: str) -> tuple[int, int, int, int]:
    """Four numbers for `version`, in the same order as PEP 440 sorts versions of one
    release: the release's first three numbers, then stage * 10000 + n where the stage is
    0 for X.Y.Z.devN, 1/2/3 for aN/bN/rcN, 4 for the final release (n = its fourth number,
    if any) and 5 for .postN. So 0.2.0rc1 -> 0.2.0.30001, 0.2.0 -> 0.2.0.40000 and
    0.2.0.post1 -> 0.2.0.50001, and an installer can compare them to tell an upgrade from
    a downgrade. What four numbers cannot hold is left out and said here: the epoch, a local
    label (+...), a release's fifth number, and the .devN or .postN of a pre-release
    (1.0a1.dev2 maps like 1.0a1); a fourth release number with a label (1.0.0.1rc1) is
    refused."""
    match = _PEP440.fullmatch(version.strip())
    if match is None:
        raise VersionError(f"{version!r} is not a PEP 440 version")
    release = [int(part) for part in match["release"].split(".")]
    major, minor, micro = (release + [0, 0, 0])[:3]
    pre, post, dev = match["pre_l"], match["post_l"] or match["post_n1"], match["dev_l"]
    if len(release) > 3 and release[3] and (pre or post or dev):
        # the fourth number holds the stage: 1.0.0.1rc1 would sort below 1.0.0
        raise VersionError(f"{version!r}: a fourth release number and a pre-release, .post or .dev "
                           "label do not both fit in a Windows version")
    if pre:
        stage, number = _STAGES[pre.lower()], int(match["pre_n"] or 0)
    elif post:
        stage, number = POST, int(match["post_n1"] or match["post_n2"] or 0)
    elif dev:
        stage, number = DEV, int(match["dev_n"] or 0)
    else:
        stage, number = FINAL, (release[3] if len(release) > 3 else 0)
    if number >= STEP:
        raise VersionError(f"{version!r}: {number} does not fit in the fourth number (at most {STEP - 1})")
    quad = (major, minor, micro, stage * STEP + number)
    if max(quad) > PART_MAX:
        raise VersionError(f"{version!r}: a part above {PART_MAX} does not fit in a Windows version")
    return quad


def _nsis(text: str, prefix: str = "") -> str:
    """A double-quoted NSIS string: `prefix` (a variable such as $INSTDIR) as it is, then
    `text` with $ and the quote escaped."""
    return '"' + prefix + text.replace("$", "$$").replace('"', '$\\"') + '"'


def file_lists(dist: Path) -> tuple[list[str], list[str]]:
    """(install lines, uninstall lines) for every file under `dist`, in a fixed order."""
    install: list[str] = []
    files: list[str] = []
    folders: list[str] = []
    for folder, subfolders, names in os.walk(dist):
        subfolders.sort()
        rel = Path(folder).relative_to(dist)
        inside = "" if rel == Path(".") else "\\" + "\\".join(rel.parts)
        if inside:
            folders.append(inside)
        if names:
            install.append(f"  SetOutPath {_nsis(inside, '$INSTDIR')}")
        for name in sorted(names):
            install.append(f"  File {_nsis(str(Path(folder) / name))}")
            files.append(f"{inside}\\{name}")
    uninstall = [f"  Delete {_nsis(path, '$INSTDIR')}" for path in files]
    uninstall += [f"  RMDir {_nsis(path, '$INSTDIR')}"
                  for path in sorted(folders, key=lambda p: (-p.count("\\"), p))]
    return install, uninstall


def generate(version: str, dist: Path) -> str:
    quad = ".".join(map(str, version_quad(version)))
    install, uninstall = file_lists(dist)
    if not install:
        raise VersionError(f"{dist} holds no file")
    return "\n".join([
        f"; Generated by packaging/windows/generate.py for {version} from {dist}: do not edit.",
        "!ifndef VERSION_QUAD",
        f'  !define VERSION_QUAD "{quad}"',
        "!endif",
        f"!define FILE_COUNT {sum(line.startswith('  File ') for line in install)}",
        "!macro INSTALL_FILES", *install, "!macroend",
        "!macro UNINSTALL_FILES", *uninstall, "!macroend",
        "",
    ])


def main(argv: list[str]) -> int:
    if len(argv) != 3:
        print("usage: generate.py VERSION DIST_DIR OUT.nsh", file=sys.stderr)
        return 2
    version, dist, out = argv
    try:
        text = generate(version, Path(dist).resolve())
    except VersionError as err:
        print(f"generate.py: {err}", file=sys.stderr)
        return 2
    Path(out).write_text(text, encoding="utf-8-sig")   # (makensis reads UTF-8 with a BOM)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
