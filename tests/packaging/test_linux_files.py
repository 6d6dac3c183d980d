"""Saves as documents on the Linux desktop, the man page and the licence: the MIME type, the
menu entry that opens it, the AppStream data (English and French), and LICENSE in the
repository, the wheel and the sdist. The .deb itself: packaging/test_deb.sh."""

from __future__ import annotations

import configparser
import re
import shutil
import subprocess
import sys
import tarfile
import xml.etree.ElementTree as ET
import zipfile
from pathlib import Path

import pytest

from smallwow_qt.app.cli import build_parser
from smallwow_qt.persistence import OLD_SAVE_SUFFIX, SAVE_SUFFIX

REPO = Path(__file__).resolve().parents[2]
LINUX = REPO / "packaging" / "linux"
APP_ID = "io.github.smallwow.SmallWow"
MIME_XML = LINUX / f"{APP_ID}.xml"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = REPO / "resources" / "metainfo" / f"{APP_ID}.metainfo.xml"
MAN = LINUX / "smallwow.6"
FDO = "{http://www.freedesktop.org/standards/shared-mime-info}"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.RawConfigParser(strict=True, delimiters=("=",))
    parser.optionxform = str
    parser.read_string(DESKTOP.read_text(encoding="utf-8"))
    return parser["Desktop Entry"]


def mime_type() -> ET.Element:
    return ET.parse(MIME_XML).getroot().find(f"{FDO}mime-type")


def test_the_saves_have_a_mime_type_of_their_own_with_its_icon_and_both_endings():
    mime = mime_type()
    assert mime.get("type") == "application/x-smallwow"
    globs = {g.get("pattern") for g in mime.iter(f"{FDO}glob")}
    assert globs == {f"*{SAVE_SUFFIX}", f"*{OLD_SAVE_SUFFIX}"}
    assert mime.find(f"{FDO}icon").get("name") == "application-x-smallwow"
    assert mime.find(f"{FDO}sub-class-of").get("type") == "application/json"
    assert {c.get(XML_LANG) for c in mime.iter(f"{FDO}comment")} == {None, "fr"}
    match = mime.find(f"{FDO}magic/{FDO}match").get("value")
    from smallwow_qt.persistence.savefile import FORMAT
    assert match == f'"format": "{FORMAT}"'


def test_the_menu_entry_opens_a_save_and_speaks_french():
    entry = desktop_entry()
    assert entry["Exec"] == "smallwow %f"
    assert entry["MimeType"] == mime_type().get("type") + ";"
    for key in ("Name", "GenericName", "Comment", "Keywords"):
        assert entry.get(f"{key}[fr]"), key
    assert "é" in entry["GenericName[fr]"] or "à" in entry["Comment[fr]"]


def test_appstream_has_developer_name_french_and_the_saves_type():
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("developer_name") and root.find("developer/name") is not None
    for tag in ("name", "summary"):
        assert any(e.get(XML_LANG) == "fr" and e.text for e in root.findall(tag)), tag
    description = root.find("description")
    assert any(p.get(XML_LANG) == "fr" for p in description.findall("p"))
    items = description.findall("ul/li")
    assert len([li for li in items if li.get(XML_LANG) == "fr"]) == len([li for li in items if li.get(XML_LANG) is None])
    assert root.findtext("provides/mediatype") == mime_type().get("type")


@pytest.mark.skipif(shutil.which("update-mime-database") is None,
                    reason="update-mime-database not installed (apt-get install shared-mime-info)")
def test_shared_mime_info_reads_the_type(tmp_path):
    packages = tmp_path / "mime" / "packages"
    packages.mkdir(parents=True)
    shutil.copy(MIME_XML, packages)
    result = subprocess.run(["update-mime-database", str(tmp_path / "mime")], capture_output=True, text=True)
    assert result.returncode == 0 and "Unknown" not in result.stderr, result.stderr
    globs = (tmp_path / "mime" / "globs2").read_text(encoding="utf-8")
    assert "application/x-smallwow:*.smallwow\n" in globs
    assert "application/x-smallwow:*.smallwow.json\n" in globs


def test_the_man_page_lists_every_option_of_the_command_line():
    page = MAN.read_text(encoding="utf-8")
    assert '.TH SMALLWOW 6 "@DATE@" "smallwow @VERSION@"' in page        # build_deb.sh fills them in
    usage = build_parser().format_help()         # what --help shows (not --self-check)
    options = set(re.findall(r"(?<![\w-])(--?[a-z][a-z-]*)", usage))
    assert {"--new", "--screenshot", "--lang", "-h", "--version"} <= options
    for option in options:
        assert option.replace("-", "\\-") in page, option
    assert ".I FILE" in page and "\\-\\-self\\-check" not in page


@pytest.mark.skipif(shutil.which("man") is None, reason="man not installed")
def test_the_man_page_formats_without_warnings(tmp_path):
    page = tmp_path / "smallwow.6"
    page.write_text(MAN.read_text(encoding="utf-8").replace("@VERSION@", "0.1.0").replace("@DATE@", "2026-11-27"))
    result = subprocess.run(["man", "--warnings", "-E", "UTF-8", "-l", "-Tutf8", "-Z", str(page)],
                            capture_output=True, text=True, env={"PATH": "/usr/bin:/bin", "MANWIDTH": "80"})
    assert result.returncode == 0 and result.stderr.strip() == "", result.stderr


def test_build_deb_installs_the_type_the_man_page_and_owns_no_opt():
    script = (REPO / "packaging" / "build_deb.sh").read_text(encoding="utf-8")
    assert f'"$ROOT/usr/share/mime/packages/$APP_ID.xml"' in script
    assert "man6/smallwow.6.gz" in script and "gzip -9n" in script
    assert '"$ROOT/opt' not in script and 'cp -a "$BUNDLE" "$ROOT/usr/lib/smallwow"' in script
    assert "exec /usr/lib/smallwow/smallwow" in (LINUX / "smallwow.sh").read_text(encoding="utf-8")


def test_the_licence_is_mit_as_the_metadata_says_and_ships_everywhere(tmp_path):
    text = (REPO / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License") and "Permission is hereby granted, free of charge" in text
    import tomllib

    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["license"] == {"text": "MIT"} and project["license-files"] == ["LICENSE"]
    assert ET.parse(METAINFO).getroot().findtext("project_license") == "MIT"
    assert "License: MIT" in (LINUX / "copyright").read_text(encoding="utf-8")
    assert '(str(REPO / "LICENSE"), "licenses/smallwow-qt")' in \
        (REPO / "packaging" / "smallwow.spec").read_text(encoding="utf-8")
    for target in ("wheel", "sdist"):
        result = subprocess.run([sys.executable, "-m", "hatchling", "build", "-t", target, "-d", str(tmp_path)],
                                capture_output=True, text=True, timeout=300, cwd=REPO)
        assert result.returncode == 0, result.stderr
    wheel = next(tmp_path.glob("*.whl"))
    assert any(name.endswith(".dist-info/licenses/LICENSE") for name in zipfile.ZipFile(wheel).namelist())
    with tarfile.open(next(tmp_path.glob("*.tar.gz"))) as sdist:
        assert any(name.endswith("/LICENSE") and name.count("/") == 1 for name in sdist.getnames())


def test_macos_bundle_declares_the_saves_as_its_documents():
    import ast
    import plistlib

    tree = ast.parse((REPO / "packaging" / "smallwow.spec").read_text(encoding="utf-8"))
    values = {node.targets[0].id: ast.literal_eval(node.value) for node in tree.body
              if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "").startswith("MACOS_")}
    documents, exported = values["MACOS_DOCUMENT_TYPES"], values["MACOS_EXPORTED_TYPES"]
    uti = exported[0]["UTTypeIdentifier"]
    assert documents[0]["LSItemContentTypes"] == [uti] and documents[0]["LSHandlerRank"] == "Owner"
    tags = exported[0]["UTTypeTagSpecification"]
    assert tags["public.filename-extension"] == [SAVE_SUFFIX.lstrip(".")]
    assert tags["public.mime-type"] == [mime_type().get("type")]
    plistlib.loads(plistlib.dumps({"CFBundleDocumentTypes": documents, "UTExportedTypeDeclarations": exported}))
