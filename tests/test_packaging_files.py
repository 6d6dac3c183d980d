"""Fast checks of the installer sources in packaging/ (the slow builds are not run here).

The real builds are `bash packaging/build_deb.sh` / `bash packaging/test_deb.sh` and the
package workflow; these tests only keep their source files consistent with the game:
entry point, version source, data folders, icon and desktop metadata. The validators run
only when installed (apt-get install desktop-file-utils appstream nsis).
"""

from __future__ import annotations

import ast
import re
import shutil
import struct
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
PACKAGING = REPO / "packaging"
APP_ID = "io.github.smallwow.SmallWow"
DESKTOP = PACKAGING / "linux" / f"{APP_ID}.desktop"
METAINFO = REPO / "resources" / "metainfo" / f"{APP_ID}.metainfo.xml"
SPEC = PACKAGING / "smallwow.spec"
NSI = PACKAGING / "windows" / "smallwow.nsi"


def pyproject() -> dict:
    with open(REPO / "pyproject.toml", "rb") as fh:
        return tomllib.load(fh)


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None,
                    reason="desktop-file-validate not installed (apt-get install desktop-file-utils)")
def test_desktop_file_is_valid():
    result = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True)
    assert result.returncode == 0 and not (result.stdout + result.stderr).strip(), result.stdout + result.stderr


@pytest.mark.skipif(shutil.which("appstreamcli") is None,
                    reason="appstreamcli not installed (apt-get install appstream)")
def test_metainfo_is_valid():
    cmd = ["appstreamcli", "validate", "--no-net", str(METAINFO)]
    result = subprocess.run(cmd, capture_output=True, text=True)
    if result.returncode != 0 and "url-homepage-missing" in result.stdout:
        # AppStream >= 1.0 wants a homepage; the project has none yet.
        result = subprocess.run(cmd[:3] + ["--override=url-homepage-missing=info", str(METAINFO)],
                                capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_metainfo_announces_the_current_version():
    version = pyproject()["project"]["version"]
    assert f'<release version="{version}"' in METAINFO.read_text(encoding="utf-8"), (
        f"add a <release version=\"{version}\" date=...> entry to {METAINFO.relative_to(REPO)}")


def test_desktop_entry_matches_launcher_icon_and_metainfo():
    entry = dict(line.split("=", 1) for line in DESKTOP.read_text(encoding="utf-8").splitlines()
                 if "=" in line and not line.startswith("#"))
    assert entry["Exec"].split()[0] == "smallwow"  # /usr/bin/smallwow from the .deb
    assert entry["Icon"] == "smallwow"
    assert "exec /opt/smallwow/smallwow" in (PACKAGING / "linux" / "smallwow.sh").read_text()
    assert f"<launchable type=\"desktop-id\">{DESKTOP.name}</launchable>" in METAINFO.read_text()
    assert (REPO / "resources" / "icons" / f"{entry['Icon']}.svg").is_file()


def test_launcher_calls_the_projects_entry_point():
    entry = pyproject()["project"]["gui-scripts"]["smallwow"]
    assert entry == "smallwow_qt.app.main:main"
    module, func = entry.split(":")
    tree = ast.parse((PACKAGING / "smallwow_launcher.py").read_text(encoding="utf-8"))
    imports = [(node.module, alias.name) for node in ast.walk(tree)
               if isinstance(node, ast.ImportFrom) for alias in node.names]
    assert (module, func) in imports
    source = (PACKAGING / "smallwow_launcher.py").read_text(encoding="utf-8")
    assert f"sys.exit({func}())" in source
    assert '"smallwow_launcher.py"' in SPEC.read_text(encoding="utf-8")


def test_spec_reads_version_from_pyproject_and_bundles_data_where_paths_looks():
    spec = SPEC.read_text(encoding="utf-8")
    assert '"pyproject.toml"' in spec and 'tomllib.load(fh)["project"]["version"]' in spec
    assert '(str(REPO / "boards"), "smallwow_qt/_data/boards")' in spec
    assert '(str(REPO / "resources"), "smallwow_qt/_data/resources")' in spec
    assert "console=False" in spec and "BUNDLE(" in spec and "exclude_binaries=True" in spec


def test_frozen_layout_is_what_paths_py_finds(tmp_path, monkeypatch):
    from smallwow_qt import paths

    for name in ("boards", "resources"):
        (tmp_path / "smallwow_qt" / "_data" / name).mkdir(parents=True)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert paths.boards_dir() == tmp_path / "smallwow_qt" / "_data" / "boards"
    assert paths.resources_dir() == tmp_path / "smallwow_qt" / "_data" / "resources"


def test_nsis_script_takes_version_from_the_build_and_installs_the_spec_executable():
    nsi = NSI.read_text(encoding="utf-8")
    assert re.search(r'!define /file VERSION "\$\{PACKAGING\}\$\{SEP\}build\$\{SEP\}version\.txt"', nsi)
    build = (PACKAGING / "build_bundle.py").read_text(encoding="utf-8")
    assert '(BUILD / "version.txt").write_text(expected' in build and '["project"]["version"]' in build
    app_name = re.search(r'^APP_NAME = "([^"]+)"', SPEC.read_text(encoding="utf-8"), re.M).group(1)
    assert f'!define APP_EXE "{app_name}.exe"' in nsi
    for needed in ("WriteUninstaller", "$SMPROGRAMS", "$DESKTOP", "DisplayVersion", "UninstallString"):
        assert needed in nsi


@pytest.mark.skipif(shutil.which("makensis") is None, reason="makensis not installed (apt-get install nsis)")
def test_nsis_script_compiles():
    result = subprocess.run(["bash", str(PACKAGING / "windows" / "check_nsis.sh")],
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr


def test_icons_render_to_png_ico_and_icns(tmp_path):
    sys.path.insert(0, str(PACKAGING))
    try:
        from make_icons import HICOLOR_SIZES, make_icons
    finally:
        sys.path.remove(str(PACKAGING))
    make_icons(tmp_path)
    for size in HICOLOR_SIZES:
        png = (tmp_path / "hicolor" / f"{size}x{size}" / "apps" / "smallwow.png").read_bytes()
        assert png[:8] == b"\x89PNG\r\n\x1a\n"
        assert struct.unpack(">II", png[16:24]) == (size, size)
    ico = (tmp_path / "smallwow.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind) == (0, 1) and count >= 6
    icns = (tmp_path / "smallwow.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
