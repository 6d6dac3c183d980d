"""Fast checks of the installer sources in packaging/ (the slow builds are not run here).

The real builds are `bash packaging/build_deb.sh` / `bash packaging/test_deb.sh` and the
package workflow; these tests only keep their source files consistent with the game:
entry point, version source, data folders, icon and desktop metadata. The validators run
only when installed (apt-get install desktop-file-utils appstream nsis).
"""

from __future__ import annotations

import ast
import os
import re
import shutil
import struct
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
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
    assert "exec /usr/lib/smallwow/smallwow" in (PACKAGING / "linux" / "smallwow.sh").read_text()
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


# CI installs makensis (.ci/tools.sh) and must not skip this: a skipped NSIS test is how a
# script that could not compile on a fresh clone once landed.
@pytest.mark.skipif(shutil.which("makensis") is None and not os.environ.get("CI"),
                    reason="makensis not installed (apt-get install nsis)")
def test_nsis_script_compiles():
    """The workflow's own compile, on a fresh clone's layout (check_nsis.sh)."""
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


# --- issue 14: workflow, RUNPATH, lean bundle, reproducible, quick CLI (the Windows installer:
# test_windows_installer.py) --


def workflow() -> dict:
    import yaml

    with open(REPO / ".github" / "workflows" / "package.yml", encoding="utf-8") as fh:
        return yaml.safe_load(fh)


def test_workflow_builds_every_change_and_releases_tags():
    flow = workflow()
    triggers = flow[True]  # YAML 1.1 reads the key `on` as True
    assert triggers["push"]["branches"] == ["main"]
    assert triggers["push"]["tags"] == ["v*"]
    assert "pull_request" in triggers and not (triggers["pull_request"] or {}).get("paths")
    jobs = flow["jobs"]
    builds = {"linux-deb": "*.deb", "windows-setup": "*-setup.exe", "macos-app": "*.dmg"}
    for job, pattern in builds.items():
        assert "if" not in jobs[job], f"{job} must run on every push and pull request"
        uploads = [step for step in jobs[job]["steps"] if step.get("uses", "").startswith("actions/upload-artifact")]
        assert uploads and pattern in str(uploads[0]["with"]["path"])
        assert uploads[0]["with"]["if-no-files-found"] == "error"
    release = jobs["release"]
    assert release["if"] == "startsWith(github.ref, 'refs/tags/v')"
    assert set(release["needs"]) == set(builds)
    assert release["permissions"] == {"contents": "write"} and flow["permissions"] == {"contents": "read"}
    script = "\n".join(step.get("run", "") for step in release["steps"])
    assert "gh release create" in script
    for pattern in ("dist/*.deb", "dist/*-setup.exe", "dist/*.dmg"):
        assert pattern in script
    # the installed game plays a scripted game, a save and a load on every system
    for job in builds:
        assert "--self-check" in str(jobs[job]["steps"]) or job == "linux-deb"
    assert "patchelf" in str(jobs["linux-deb"]["steps"][0]["run"])


def runpath_module():
    sys.path.insert(0, str(PACKAGING / "linux"))
    try:
        import check_runpath
    finally:
        sys.path.remove(str(PACKAGING / "linux"))
    return check_runpath


def test_runpath_entries_must_stay_in_the_install_folder():
    outside = runpath_module().outside
    lib = "/usr/lib/smallwow/_internal/libpython3.11.so.1.0"
    assert not outside("$ORIGIN", lib)
    assert not outside("$ORIGIN/PySide6/Qt/lib", lib)
    assert not outside("${ORIGIN}/../_internal", lib)
    assert outside("/root/.pyenv/versions/3.11.7/lib", lib)
    assert outside("$ORIGIN/../../../usr/lib", lib)
    assert outside("$ORIGIN/../../smallwow-other", lib)
    assert outside("", lib)


@pytest.mark.skipif(shutil.which("patchelf") is None or shutil.which("readelf") is None,
                    reason="needs patchelf and readelf (apt-get install patchelf binutils)")
def test_runpath_check_finds_a_build_machine_path_in_a_real_elf_file(tmp_path):
    check = runpath_module()
    folder = tmp_path / "smallwow"
    (folder / "_internal").mkdir(parents=True)
    elf = folder / "_internal" / "libdemo.so"
    shutil.copy(shutil.which("readelf"), elf)
    subprocess.run(["patchelf", "--set-rpath", "$ORIGIN/lib", str(elf)], check=True)
    assert check.problems(folder) == (1, [])
    subprocess.run(["patchelf", "--set-rpath", "$ORIGIN:/root/.pyenv/versions/3.11.7/lib", str(elf)], check=True)
    seen, bad = check.problems(folder)
    assert seen == 1 and bad == ["/usr/lib/smallwow/_internal/libdemo.so: RUNPATH /root/.pyenv/versions/3.11.7/lib"]


STAGED = sorted((PACKAGING / "build" / "deb").glob("smallwow_*/usr/lib/smallwow"))


@pytest.mark.skipif(not STAGED or shutil.which("readelf") is None,
                    reason="no staged package tree (bash packaging/build_deb.sh makes one) or no readelf")
def test_staged_package_has_no_runpath_outside_its_folder():
    seen, bad = runpath_module().problems(STAGED[-1])
    assert seen > 50 and bad == []


@pytest.mark.skipif(shutil.which("dpkg-deb") is None or shutil.which("xz") is None,
                    reason="needs dpkg-deb and xz")
def test_deb_xz_packs_the_same_bytes_every_time(tmp_path):
    sys.path.insert(0, str(PACKAGING / "linux"))
    try:
        import deb_xz
    finally:
        sys.path.remove(str(PACKAGING / "linux"))
    root = tmp_path / "root"
    (root / "DEBIAN").mkdir(parents=True)
    (root / "opt" / "demo").mkdir(parents=True)
    (root / "DEBIAN" / "control").write_text(
        "Package: demo\nVersion: 1.0\nArchitecture: all\nMaintainer: A <a@example.org>\n"
        "Description: demo\n demo\n", encoding="utf-8")
    for name in ("b.txt", "a.txt"):
        (root / "opt" / "demo" / name).write_bytes(name.encode() * 40000)
    env = dict(__import__("os").environ, SOURCE_DATE_EPOCH="1700000000")
    plain = tmp_path / "plain.deb"
    subprocess.run(["dpkg-deb", "--root-owner-group", "-Znone", "--build", str(root), str(plain)],
                   check=True, capture_output=True, env=env)
    first, second = tmp_path / "first.deb", tmp_path / "second.deb"
    deb_xz.recompress(plain, first)
    deb_xz.recompress(plain, second)
    assert first.read_bytes() == second.read_bytes()
    names = [header[:16].strip() for header, _ in deb_xz.members(first.read_bytes())]
    assert names == [b"debian-binary", b"control.tar.xz", b"data.tar.xz"]
    listing = subprocess.run(["dpkg-deb", "-c", str(first)], check=True, capture_output=True, text=True).stdout
    assert "./opt/demo/a.txt" in listing and listing.index("a.txt") < listing.index("b.txt")
    assert "2023-11-14" in listing          # SOURCE_DATE_EPOCH, not the time of the build
    assert subprocess.run(["dpkg-deb", "-f", str(first), "Package"], check=True, capture_output=True,
                          text=True).stdout.strip() == "demo"


def spec_constant(name: str):
    tree = ast.parse(SPEC.read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == name for t in node.targets):
            return ast.literal_eval(node.value)
    raise AssertionError(f"{name} not found in the spec")


def test_spec_leaves_out_unused_extension_modules_and_image_plugins():
    dropped = spec_constant("DROPPED_EXTENSIONS")
    for name in ("_codecs_jp", "_multibytecodec", "_decimal", "_ssl", "_ctypes",
                 "_multiprocessing", "mmap", "unicodedata"):
        assert name in dropped
    assert "_socket" not in dropped        # miniaudio -> urllib.request -> socket (the sounds)
    assert spec_constant("QT_PLUGINS")["imageformats"] == {"qsvg", "qico"}
    assert "multiprocessing" in spec_constant("PYTHON_EXCLUDES")
    assert "import multiprocessing" not in (PACKAGING / "smallwow_launcher.py").read_text(encoding="utf-8")


def test_self_check_plays_saves_and_loads_without_the_modules_the_bundle_leaves_out(tmp_path):
    """The fast twin of build_bundle.py's check of the frozen game: the same scripted game,
    save and load in this Python must not load what the spec leaves out of the bundle."""
    import os

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run([sys.executable, "-m", "smallwow_qt", "--self-check", str(tmp_path)],
                            capture_output=True, text=True, timeout=300, env=env, cwd=REPO)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "self-check: PASS: save and open again" in result.stdout
    loaded = set((tmp_path / "modules.txt").read_text(encoding="utf-8").split())
    assert "PySide6.QtWidgets" in loaded                     # the list is real
    assert "self-check: PASS: a sound through the audio library" in result.stdout
    assert {"_miniaudio", "_cffi_backend"} <= loaded
    # (_ssl: urllib.request, which miniaudio imports, tries ssl and does without it)
    assert not loaded & (spec_constant("DROPPED_EXTENSIONS") - {"_ssl"})
    assert (tmp_path / "selfcheck.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_frozen_qt_hook_skips_qt_only_for_version_and_help():
    from smallwow_qt.app.cli import answered_without_qt

    assert answered_without_qt(["--version"]) and answered_without_qt(["--new", "2", "-h"])
    assert not answered_without_qt([]) and not answered_without_qt(["--new", "2"])
    assert not answered_without_qt(["--", "--version"])
    hook = (PACKAGING / "pyi_rth_smallwow_qt.py").read_text(encoding="utf-8")
    assert "answered_without_qt(sys.argv[1:])" in hook
    assert '"pyi_rth_smallwow_qt.py"' in SPEC.read_text(encoding="utf-8")
