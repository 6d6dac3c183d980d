"""Keep the translation sources up to date: `python -m smallwow_qt.app.i18n_tool [update|compile|release]`.

`update` runs `pyside6-lupdate` over the app's Python files and refreshes
`resources/i18n/smallwow_<lang>.ts` (existing translations are kept; a text that moved to
another class keeps its translation; new texts arrive as "unfinished" for a translator to
fill in with Qt Linguist or a text editor), then their compiled copies. `compile` writes the compiled copies `smallwow_<lang>.json` the game reads
at start-up (run it after editing a `.ts` by hand; a stale copy is ignored, only slower).
`release` compiles the `.ts` files to `.qm` with `pyside6-lrelease` into a folder (the game
itself needs no `.qm`: it reads the `.ts` files or their copies, see `smallwow_qt/views/i18n.py`).
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path

from smallwow_qt import paths

PACKAGE = Path(__file__).resolve().parents[1]
LANGUAGES = {"en": "en_GB", "fr": "fr_FR"}
#: Code whose texts are translated: the app, the controller and the views.
SOURCE_FOLDERS = ("app", "controller", "views")


def tool(name: str) -> str | None:
    """Path of a PySide6 tool (next to the running Python first, then on PATH)."""
    here = Path(sys.executable).parent / name
    if here.exists():
        return str(here)
    return shutil.which(name)


def sources() -> list[Path]:
    files: list[Path] = []
    for folder in SOURCE_FOLDERS:
        files += sorted((PACKAGE / folder).rglob("*.py"))
    return [f for f in files if f.name not in ("i18n_tool.py", "island_items.py")]


def update(ts_files: dict[str, Path] | None = None) -> dict[str, Path]:
    """Refresh the `.ts` files (or the given copies) from the sources; returns them."""
    lupdate = tool("pyside6-lupdate")
    if lupdate is None:
        raise SystemExit("pyside6-lupdate not found (it comes with PySide6-Essentials)")
    ts_files = ts_files or {lang: paths.resources_dir() / "i18n" / f"smallwow_{lang}.ts" for lang in LANGUAGES}
    for lang, ts in ts_files.items():
        ts.parent.mkdir(parents=True, exist_ok=True)
        known = finished_translations(ts) if ts.exists() else {}
        cmd = [lupdate, *map(str, sources()), "-source-language", "en_GB",
               "-target-language", LANGUAGES[lang], "-no-obsolete", "-locations", "none", "-ts", str(ts)]
        subprocess.run(cmd, check=True, capture_output=True, text=True)
        if carry_translations(ts, known):
            subprocess.run(cmd, check=True, capture_output=True, text=True)    # (lupdate's own layout)
    return ts_files


def _key(message) -> tuple:
    return message.findtext("source"), message.findtext("comment") or "", message.get("numerus") or ""


def finished_translations(ts: Path) -> dict[tuple, object]:
    """The translated messages of a `.ts` file, by (source, comment, numerus), whatever their
    context."""
    from xml.etree import ElementTree

    found = {}
    for message in ElementTree.parse(ts).getroot().iter("message"):
        translation = message.find("translation")
        if translation is not None and translation.get("type") is None:
            found[_key(message)] = translation
    return found


def carry_translations(ts: Path, known: dict[tuple, object]) -> int:
    """Give each unfinished message of `ts` the translation its text had before in another
    context (code moved from one class to another); returns how many were given one."""
    from xml.etree import ElementTree

    tree = ElementTree.parse(ts)
    carried = 0
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        old = known.get(_key(message))
        if translation is not None and translation.get("type") == "unfinished" and old is not None:
            message.remove(translation)
            message.append(old)
            carried += 1
    if carried:
        text = ElementTree.tostring(tree.getroot(), encoding="unicode")
        ts.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + text + "\n", encoding="utf-8")
    return carried


def release(out: Path) -> list[Path]:
    lrelease = tool("pyside6-lrelease")
    if lrelease is None:
        raise SystemExit("pyside6-lrelease not found (it comes with PySide6-Essentials)")
    out.mkdir(parents=True, exist_ok=True)
    made = []
    for lang in LANGUAGES:
        ts = paths.resources_dir() / "i18n" / f"smallwow_{lang}.ts"
        qm = out / f"smallwow_{lang}.qm"
        subprocess.run([lrelease, str(ts), "-qm", str(qm)], check=True, capture_output=True, text=True)
        made.append(qm)
    return made


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m smallwow_qt.app.i18n_tool")
    parser.add_argument("command", choices=("update", "compile", "release"))
    parser.add_argument("--out", default="build/i18n", help="folder for the .qm files (release)")
    args = parser.parse_args(argv)
    if args.command in ("update", "compile"):
        from smallwow_qt.views.i18n import ts_path, write_compiled

        if args.command == "update":
            for lang, ts in update().items():
                print(f"{lang}: {ts}")
        for lang in LANGUAGES:
            print(f"{lang}: {write_compiled(ts_path(lang))}")
    else:
        for qm in release(Path(args.out)):
            print(qm)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
