"""Build the self-contained game folder with PyInstaller, in a build venv of its own.

    python3 packaging/build_bundle.py          Linux, macOS
    py -3.11 packaging\\build_bundle.py         Windows

Steps:
 1. make packaging/build/venv (first run only) and pip-install the game (with its pinned
    dependencies from pyproject.toml) plus PyInstaller into it, then re-run itself there;
 2. run PyInstaller on packaging/smallwow.spec (the spec renders the icons);
 3. check the result: the data folders are inside, the program answers --version and
    passes `--self-check` (a scripted game, a save and a load, headless); write
    packaging/build/version.txt (the version from pyproject.toml).

The build is reproducible: PyInstaller runs with PYTHONHASHSEED=0 and SOURCE_DATE_EPOCH
(default: the commit's time); packaging/check_reproducible.sh builds twice and compares.

Output: packaging/build/dist/smallwow/ (Linux, Windows) or packaging/build/dist/SmallWow.app
(macOS). Installers are made from it by packaging/build_deb.sh (Linux),
packaging/windows/smallwow.nsi (Windows) and the CI workflow (macOS .zip/.dmg).

Options: --no-venv  use the running Python as it is (it needs PySide6 and PyInstaller).
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
import tomllib
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
BUILD = HERE / "build"
VENV = BUILD / "venv"
DIST = BUILD / "dist"
WORK = BUILD / "pyinstaller"
PYINSTALLER_REQ = "pyinstaller>=6.10,<7"


def log(message: str) -> None:
    print(f"build_bundle: {message}", flush=True)


def venv_python() -> Path:
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def in_build_venv() -> bool:
    try:
        return Path(sys.prefix).resolve() == VENV.resolve()
    except OSError:
        return False


def ensure_venv() -> None:
    python = venv_python()
    if not python.exists():
        log(f"creating build venv {VENV}")
        subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
    log("installing the game and PyInstaller into the build venv")
    subprocess.run([str(python), "-m", "pip", "install", "--disable-pip-version-check",
                    "--quiet", str(REPO), PYINSTALLER_REQ], check=True)


def version() -> str:
    with open(REPO / "pyproject.toml", "rb") as fh:
        return tomllib.load(fh)["project"]["version"]


def bundle_paths() -> tuple[Path, Path]:
    """(folder to check for data, executable) of the finished build."""
    if sys.platform == "darwin":
        app = DIST / "SmallWow.app"
        return app, app / "Contents" / "MacOS" / "smallwow"
    folder = DIST / "smallwow"
    return folder, folder / ("smallwow.exe" if os.name == "nt" else "smallwow")


def check_bundle(expected_version: str) -> None:
    root, exe = bundle_paths()
    if not exe.is_file():
        raise SystemExit(f"build_bundle: FAIL: {exe} was not built")
    for name in ("boards", "resources"):
        found = [p for p in root.rglob(name) if p.is_dir()
                 and p.parent.name == "_data" and p.parent.parent.name == "smallwow_qt"]
        if not found:
            raise SystemExit(f"build_bundle: FAIL: smallwow_qt/_data/{name} is not in {root}")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run([str(exe), "--version"], capture_output=True, text=True,
                            timeout=120, env=env)
    if result.returncode != 0:
        raise SystemExit(f"build_bundle: FAIL: {exe} --version exited {result.returncode}\n"
                         f"{result.stdout}{result.stderr}")
    # A windowed Windows program has no stdout, and macOS app bundles were never tried
    # here, so the printed version is checked on Linux only; the exit code everywhere.
    if sys.platform.startswith("linux") and expected_version not in result.stdout:
        raise SystemExit(f"build_bundle: FAIL: {exe} --version printed {result.stdout!r}")
    # The bundle leaves out the Python modules the game never imports (see the spec):
    # play a scripted game, a save and a load in it to prove none of them was needed.
    with tempfile.TemporaryDirectory(prefix="smallwow-selfcheck-") as folder:
        checked = subprocess.run([str(exe), "--self-check", folder], capture_output=True,
                                 text=True, timeout=600, env=env)
        modules = Path(folder, "modules.txt")
        loaded = modules.read_text(encoding="utf-8").split() if modules.is_file() else []
    if checked.returncode != 0:
        raise SystemExit(f"build_bundle: FAIL: {exe} --self-check exited {checked.returncode}\n"
                         f"{checked.stdout}{checked.stderr}")
    log(f"self-check passed ({len(loaded)} extension modules loaded: {' '.join(loaded)})")
    size = sum(p.stat().st_size for p in root.rglob("*") if p.is_file() and not p.is_symlink())
    log(f"bundle OK: {root} ({size / 2**20:.1f} MiB), --version: {result.stdout.strip() or 'exit 0'}")


def source_date_epoch() -> str:
    """SOURCE_DATE_EPOCH if set, else the time of the checked-out commit, else 0: the one
    time stamp a reproducible build may carry."""
    if os.environ.get("SOURCE_DATE_EPOCH", "").isdigit():
        return os.environ["SOURCE_DATE_EPOCH"]
    try:
        out = subprocess.run(["git", "-C", str(REPO), "log", "-1", "--format=%ct"],
                             capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.SubprocessError):
        return "0"
    return out.stdout.strip() if out.returncode == 0 and out.stdout.strip().isdigit() else "0"


def build() -> None:
    started = time.monotonic()
    expected = version()
    log(f"building smallwow {expected} with PyInstaller ({sys.executable})")
    # Reproducible: a fixed hash seed (set and frozenset constants in the byte code, and
    # PyInstaller's own tables, are otherwise ordered by a random seed) and a fixed time.
    env = dict(os.environ, PYTHONHASHSEED="0", SOURCE_DATE_EPOCH=source_date_epoch())
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean",
                    "--log-level", "WARN",
                    "--distpath", str(DIST), "--workpath", str(WORK),
                    str(HERE / "smallwow.spec")], check=True, cwd=REPO, env=env)
    check_bundle(expected)
    (BUILD / "version.txt").write_text(expected + "\n", encoding="utf-8")
    log(f"done in {time.monotonic() - started:.0f} s")


def main(argv: list[str]) -> int:
    BUILD.mkdir(parents=True, exist_ok=True)
    if "--no-venv" not in argv and not in_build_venv():
        ensure_venv()
        return subprocess.run([str(venv_python()), str(Path(__file__).resolve()), "--no-venv"]
                              + argv).returncode
    build()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
