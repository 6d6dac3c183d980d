"""Compute the Depends: line of the .deb from what the frozen bundle really links to.

    python3 packaging/linux/deb_depends.py BUNDLE_DIR

Reads the ELF files of BUNDLE_DIR with `readelf` (binutils), collects every NEEDED
library that the bundle does not carry itself, maps it to its Debian package below and
prints the Depends value. Exits 1 (naming the library) when a library has no mapping:
then add it to SONAMES, so the .deb never installs without something it needs.

Also works out the lowest glibc and libstdc++ the binaries accept (symbol versions).
The package names hold on Debian 12+ and Ubuntu 22.04+; for libraries that Ubuntu 24.04
and Debian 13 renamed in the 64-bit time_t transition the new name comes first, the old
one after "|".
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

# soname pattern -> Debian dependency
SONAMES: list[tuple[str, str]] = [
    # glibc and the compiler runtime
    (r"ld-linux.*\.so\.\d+|libc\.so\.6|libm\.so\.6|libdl\.so\.2|libpthread\.so\.0|"
     r"librt\.so\.1|libutil\.so\.1|libresolv\.so\.2|libcrypt\.so\.1|"
     r"libmvec\.so\.1", "libc6"),     # (libmvec: glibc's vector maths, for miniaudio)
    (r"libgcc_s\.so\.1", "libgcc-s1"),
    (r"libstdc\+\+\.so\.6", "libstdc++6"),
    # what CPython's own extension modules link to
    (r"libssl\.so\.3|libcrypto\.so\.3", "libssl3t64 | libssl3"),
    (r"libffi\.so\.8", "libffi8"),
    (r"libbz2\.so\.1\.0", "libbz2-1.0"),
    (r"liblzma\.so\.5", "liblzma5"),
    (r"libz\.so\.1", "zlib1g"),
    (r"libzstd\.so\.1", "libzstd1"),
    (r"libsqlite3\.so\.0", "libsqlite3-0"),
    (r"libuuid\.so\.1", "libuuid1"),
    (r"libexpat\.so\.1", "libexpat1"),
    (r"libreadline\.so\.8", "libreadline8t64 | libreadline8"),
    (r"libncursesw\.so\.6", "libncursesw6"),
    (r"libtinfo\.so\.6", "libtinfo6"),
    # Qt: GL, fonts, GLib, D-Bus, keyboard
    (r"libGL\.so\.1", "libgl1"),
    (r"libEGL\.so\.1", "libegl1"),
    (r"libOpenGL\.so\.0", "libopengl0"),
    (r"libGLX\.so\.0", "libglx0"),
    (r"libfontconfig\.so\.1", "libfontconfig1"),
    (r"libfreetype\.so\.6", "libfreetype6"),
    (r"lib(glib|gthread|gobject|gio|gmodule)-2\.0\.so\.0", "libglib2.0-0t64 | libglib2.0-0"),
    (r"libdbus-1\.so\.3", "libdbus-1-3"),
    # QtNetwork (the local socket that hands a save to the running game) links Kerberos'
    # GSS-API and brotli, for HTTP authentication and decoding it never does here
    (r"libgssapi_krb5\.so\.2", "libgssapi-krb5-2"),
    (r"libbrotli(common|dec|enc)\.so\.1", "libbrotli1"),
    (r"libxkbcommon\.so\.0", "libxkbcommon0"),
    (r"libxkbcommon-x11\.so\.0", "libxkbcommon-x11-0"),
    # Qt's xcb platform plugin
    (r"libX11\.so\.6", "libx11-6"),
    (r"libX11-xcb\.so\.1", "libx11-xcb1"),
    (r"libxcb\.so\.1", "libxcb1"),
    (r"libxcb-(cursor)\.so\.0", "libxcb-cursor0"),
    (r"libxcb-glx\.so\.0", "libxcb-glx0"),
    (r"libxcb-icccm\.so\.4", "libxcb-icccm4"),
    (r"libxcb-image\.so\.0", "libxcb-image0"),
    (r"libxcb-keysyms\.so\.1", "libxcb-keysyms1"),
    (r"libxcb-randr\.so\.0", "libxcb-randr0"),
    (r"libxcb-render-util\.so\.0", "libxcb-render-util0"),
    (r"libxcb-render\.so\.0", "libxcb-render0"),
    (r"libxcb-shape\.so\.0", "libxcb-shape0"),
    (r"libxcb-shm\.so\.0", "libxcb-shm0"),
    (r"libxcb-sync\.so\.1", "libxcb-sync1"),
    (r"libxcb-util\.so\.1", "libxcb-util1"),
    (r"libxcb-xfixes\.so\.0", "libxcb-xfixes0"),
    (r"libxcb-xinput\.so\.0", "libxcb-xinput0"),
    (r"libxcb-xkb\.so\.1", "libxcb-xkb1"),
]

# Loaded with dlopen() at run time, so invisible to NEEDED: Qt's D-Bus module opens
# libdbus-1 itself (portal file dialogs, input methods, accessibility).
ALWAYS = ["libdbus-1-3"]

# GLIBCXX_3.4.N symbol version -> first GCC release whose libstdc++6 has it
GLIBCXX_TO_GCC = {25: "8", 26: "9", 27: "9", 28: "10", 29: "11", 30: "12", 31: "13",
                  32: "13.2", 33: "14", 34: "15"}


def elf_files(root: Path):
    for dirpath, _, files in os.walk(root):
        for name in files:
            path = Path(dirpath) / name
            if path.is_symlink() or not path.is_file():
                continue
            with open(path, "rb") as fh:
                if fh.read(4) == b"\x7fELF":
                    yield path


def readelf(*args: str) -> str:
    return subprocess.run(["readelf", "-W", *args], capture_output=True, text=True,
                          check=True).stdout


def version_key(text: str) -> tuple[int, ...]:
    return tuple(int(part) for part in text.split("."))


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    root = Path(argv[0])
    provided = {p.name for p in root.rglob("*")}
    needed: dict[str, set[str]] = {}
    glibc = "2.17"
    glibcxx = 0
    for path in elf_files(root):
        for soname in re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", readelf("-d", str(path))):
            needed.setdefault(soname, set()).add(str(path.relative_to(root)))
        versions = readelf("-V", str(path))
        for found in re.findall(r"Name: GLIBC_(\d+(?:\.\d+)+)", versions):
            if version_key(found) > version_key(glibc):
                glibc = found
        for found in re.findall(r"Name: GLIBCXX_3\.4\.(\d+)", versions):
            glibcxx = max(glibcxx, int(found))

    depends: set[str] = set(ALWAYS)
    unknown = []
    for soname in sorted(needed):
        if soname in provided:
            continue
        for pattern, package in SONAMES:
            if re.fullmatch(pattern, soname):
                depends.add(package)
                break
        else:
            unknown.append(soname)
    if unknown:
        for soname in unknown:
            users = ", ".join(sorted(needed[soname])[:3])
            print(f"deb_depends: no Debian package known for {soname} (needed by {users}); "
                  "add it to SONAMES in packaging/linux/deb_depends.py", file=sys.stderr)
        return 1

    versioned = {"libc6": f"libc6 (>= {glibc})"}
    if glibcxx in GLIBCXX_TO_GCC:
        versioned["libstdc++6"] = f"libstdc++6 (>= {GLIBCXX_TO_GCC[glibcxx]})"
    print(", ".join(versioned.get(dep, dep) for dep in sorted(depends)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
