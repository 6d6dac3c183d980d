"""The Windows installer's script (packaging/windows/smallwow.nsi) and what generates its
lists and version (generate.py): safe in a shared folder, versions mapped and ordered, the
file association. Compiled here with makensis (CI installs it); run under Wine by
packaging/windows/test_nsis_wine.sh."""

from __future__ import annotations

import os
import re
import shutil
import struct
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

REPO = Path(__file__).resolve().parents[2]
WINDOWS = REPO / "packaging" / "windows"
NSI = WINDOWS / "smallwow.nsi"
sys.path.insert(0, str(WINDOWS))
try:
    import generate
finally:
    sys.path.remove(str(WINDOWS))

needs_makensis = pytest.mark.skipif(shutil.which("makensis") is None and not os.environ.get("CI"),
                                    reason="makensis not installed (apt-get install nsis)")


def code() -> str:
    """The script without its comments."""
    return "\n".join(line.split(";")[0] for line in NSI.read_text(encoding="utf-8").splitlines())


def function(name: str) -> str:
    text = code()
    start = text.index(f"Function {name}\n")
    return text[start:text.index("FunctionEnd", start)]


# ----- versions -------------------------------------------------------------------------------

@pytest.mark.parametrize("version, quad", [
    ("0.1.0", (0, 1, 0, 40000)), ("0.2.0rc1", (0, 2, 0, 30001)), ("0.2.0.post1", (0, 2, 0, 50001)),
    ("1.0.dev3", (1, 0, 0, 3)), ("2.0a1", (2, 0, 0, 10001)), ("2.0b2", (2, 0, 0, 20002)),
    ("2.0", (2, 0, 0, 40000)), ("1.2.3.4", (1, 2, 3, 40004)), ("0.2.0-1", (0, 2, 0, 50001)),
    ("1!3.1", (3, 1, 0, 40000)), ("1.0+local.7", (1, 0, 0, 40000)), ("V1.0RC2", (1, 0, 0, 30002)),
])
def test_pep440_versions_map_to_four_windows_numbers(version, quad):
    assert generate.version_quad(version) == quad


@pytest.mark.parametrize("version", ["bogus", "1..0", "1.0+", "70000.0", "1.0.post10000", "",
                                     "1.0.0.1rc1", "0.0.0.1.dev1"])
def test_versions_that_cannot_map_are_refused(version):
    with pytest.raises(generate.VersionError):
        generate.version_quad(version)


_versions = st.builds(
    lambda release, pre, post, dev: ".".join(map(str, release)) + pre + post + dev,
    st.lists(st.integers(0, 30), min_size=1, max_size=4),
    st.sampled_from(["", "a1", "a2", "b1", "rc1", "rc3"]),
    st.sampled_from(["", ".post1", ".post2"]),
    st.sampled_from(["", ".dev1", ".dev4"]),
)


@given(st.lists(_versions, min_size=2, max_size=6))
def test_the_four_numbers_never_sort_against_pep_440(versions):
    """What the setup compares to tell an upgrade from a downgrade keeps PEP 440's order
    (versions it cannot tell apart map to equal numbers, never to the wrong order)."""
    from packaging.version import Version

    quads = {}
    for version in versions:
        try:
            quads[version] = generate.version_quad(version)
        except generate.VersionError:     # (a fourth number with a label: refused, tested above)
            assert version.count(".") >= 3 and not version.replace(".", "").isdigit()
    for a in quads:
        for b in quads:
            if Version(a) < Version(b):
                assert quads[a] <= quads[b], (a, b)


# ----- the file lists -------------------------------------------------------------------------

def test_the_uninstaller_deletes_exactly_the_installed_files_and_only_empty_folders(tmp_path):
    dist = tmp_path / "smallwow"
    for name in ("smallwow.exe", "_internal/python311.dll", "_internal/PySide6/Qt6Core.dll",
                 "_internal/smallwow_qt/_data/boards/a$b.yaml"):
        (dist / name).parent.mkdir(parents=True, exist_ok=True)
        (dist / name).write_text("x")
    install, uninstall = generate.file_lists(dist)
    files = [line for line in install if line.strip().startswith("File ")]
    deletes = [line for line in uninstall if line.strip().startswith("Delete ")]
    removes = [line.strip() for line in uninstall if line.strip().startswith("RMDir")]
    assert len(files) == len(deletes) == 4
    assert '  Delete "$INSTDIR\\_internal\\smallwow_qt\\_data\\boards\\a$$b.yaml"' in deletes
    assert all("/r" not in line for line in removes)
    assert removes == ['RMDir "$INSTDIR\\_internal\\smallwow_qt\\_data\\boards"',
                       'RMDir "$INSTDIR\\_internal\\smallwow_qt\\_data"',
                       'RMDir "$INSTDIR\\_internal\\PySide6"', 'RMDir "$INSTDIR\\_internal\\smallwow_qt"',
                       'RMDir "$INSTDIR\\_internal"']


def test_the_script_never_removes_a_folder_with_what_it_holds():
    text = code()
    recursive = re.findall(r"^\s*RMDir\s+/r\s+(\S+)", text, re.M)
    # only the person's own saves, when they tick "Remove my saves"
    assert recursive == ['"$APPDATA\\${DATA_ORG}\\${DATA_APP}"', '"$LOCALAPPDATA\\${DATA_ORG}\\${DATA_APP}"']
    saves = text[text.index('Section /o "un.Remove my saves"'):]
    assert "RMDir /r" in saves[:saves.index("SectionEnd")]
    assert "!insertmacro UNINSTALL_FILES" in text and "!insertmacro INSTALL_FILES" in text
    assert 'File /r' not in text


# ----- install modes, upgrades, association ----------------------------------------------------

def test_per_user_by_default_and_for_everyone_with_elevation():
    text = code()
    assert "RequestExecutionLevel user" in text
    assert '"$LOCALAPPDATA\\Programs\\${APP_FOLDER}"' in function("DefaultFolder")
    assert '"$PROGRAMFILES64\\${APP_FOLDER}"' in function("DefaultFolder")
    rights = function("CheckRights")
    assert 'ExecShell "runas" "$EXEPATH" "/AllUsers"' in rights and "SetErrorLevel 740" in rights
    assert re.search(r"WriteRegStr SHCTX \"\$\{UNINST_KEY\}\" \"InstallLocation\"", text)


def test_an_upgrade_finds_the_old_copy_in_either_scope_and_runs_its_uninstaller():
    oninit = function(".onInit")
    assert oninit.index("SetRegView 64") < oninit.index("Call FindOldCopy")
    find = function("FindOldCopy")
    assert 'ReadRegStr $0 HKLM "${UNINST_KEY}" "InstallLocation"' in find
    assert 'ReadRegStr $0 HKCU "${UNINST_KEY}" "InstallLocation"' in find
    section = code()[code().index('Section "${APP_NAME} (required)"'):]
    assert section.index("ExecWait '\"$OldDir\\uninstall.exe\" /S _?=$OldDir'") < section.index("!insertmacro INSTALL_FILES")
    assert "${VersionCompare} $OldQuad \"${VERSION_QUAD}\"" in oninit and "/SD IDNO" in oninit


def test_nothing_is_started_from_the_setup_but_setups_and_uninstallers():
    """No "Play now": an elevated setup would start the game as the administrator."""
    text = code()
    assert "MUI_FINISHPAGE_RUN" not in text
    for line in re.findall(r"^\s*(?:Exec|ExecShell|ExecWait)\b.*$", text, re.M):
        assert "$EXEPATH" in line or "uninstall.exe" in line, line


def test_saves_open_with_the_game_and_the_association_goes_at_uninstall():
    text = code()
    from smallwow_qt.persistence import SAVE_SUFFIX

    assert f'!define EXTENSION "{SAVE_SUFFIX}"' in text
    for needed in ('WriteRegStr SHCTX "Software\\Classes\\${EXTENSION}" "" "${PROGID}"',
                   'WriteRegStr SHCTX "Software\\Classes\\${PROGID}\\DefaultIcon" "" \'"$INSTDIR\\${APP_EXE}",0\'',
                   'WriteRegStr SHCTX "Software\\Classes\\${PROGID}\\shell\\open\\command" "" \'"$INSTDIR\\${APP_EXE}" "%1"\'',
                   'DeleteRegKey SHCTX "Software\\Classes\\${PROGID}"',
                   'DeleteRegValue SHCTX "Software\\Classes\\${EXTENSION}\\OpenWithProgids" "${PROGID}"'):
        assert needed in text, needed


def test_remove_my_saves_is_unticked_and_names_the_games_own_folders():
    text = code()
    assert re.search(r'^Section /o "un\.Remove my saves" SecUnSaves', text, re.M)
    main = (REPO / "smallwow_qt" / "app" / "main.py").read_text(encoding="utf-8")
    org = re.search(r'!define DATA_ORG "([^"]+)"', text).group(1)
    app = re.search(r'!define DATA_APP "([^"]+)"', text).group(1)
    assert f'setOrganizationName("{org}")' in main and f'setApplicationName("{app}")' in main


# ----- compiled -------------------------------------------------------------------------------

def product_version(exe: Path) -> tuple[int, int, int, int]:
    """VIProductVersion as written in the setup's VS_FIXEDFILEINFO."""
    data = exe.read_bytes()
    at = data.index(struct.pack("<I", 0xFEEF04BD))
    ms, ls = struct.unpack("<II", data[at + 16:at + 24])
    return ms >> 16, ms & 0xFFFF, ls >> 16, ls & 0xFFFF


@needs_makensis
@pytest.mark.parametrize("version", ["0.2.0rc1", "0.2.0.post1"])
def test_a_pre_or_post_release_compiles_with_its_four_numbers(tmp_path, version):
    dist = tmp_path / "smallwow"
    (dist / "_internal").mkdir(parents=True)
    (dist / "smallwow.exe").write_bytes(b"MZ dummy")
    (dist / "_internal" / "python311.dll").write_bytes(b"dummy")
    sys.path.insert(0, str(REPO / "packaging"))
    try:
        from make_icons import make_icons
    finally:
        sys.path.remove(str(REPO / "packaging"))
    make_icons(tmp_path / "icons")
    out = tmp_path / f"SmallWow-{version}-setup.exe"
    result = subprocess.run(["makensis", "-V2", "-WX", f"-DVERSION={version}", f"-DDIST_DIR={dist}",
                             f"-DICON={tmp_path / 'icons' / 'smallwow.ico'}", f"-DOUTFILE={out}",
                             f"-DPYTHON={sys.executable}", str(NSI)],
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    assert product_version(out) == generate.version_quad(version)
