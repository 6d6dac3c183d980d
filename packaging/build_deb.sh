#!/usr/bin/env bash
# Build the Linux installer: packaging/dist/smallwow_<version>_<arch>.deb
#
#   bash packaging/build_deb.sh
#
# From a fresh clone on Debian 12+ / Ubuntu 22.04+ with python3 (>= 3.11, with venv and a
# shared libpython), binutils (strip, readelf), dpkg-deb, patchelf, xz and git. It makes its own build venv
# under packaging/build/, installs the game and PyInstaller there, freezes the game
# (packaging/build_bundle.py + packaging/smallwow.spec), lays out the package tree and
# packs it with xz. Everything it writes is under packaging/build/ and packaging/dist/.
# Two builds of one commit are byte-identical (packaging/check_reproducible.sh).
#
# The package installs:
#   /usr/lib/smallwow/                               the frozen game (Python and Qt inside)
#   /usr/bin/smallwow                                a two-line launcher script
#   /usr/share/applications/io.github.smallwow.SmallWow.desktop
#   /usr/share/metainfo/io.github.smallwow.SmallWow.metainfo.xml
#   /usr/share/mime/packages/io.github.smallwow.SmallWow.xml   the saves' MIME type
#   /usr/share/icons/hicolor/{16x16..512x512,scalable}/apps/smallwow.{png,svg}
#   /usr/share/icons/hicolor/{16x16..512x512,scalable}/mimetypes/application-x-smallwow.{png,svg}
#   /usr/share/man/man6/smallwow.6.gz
#   /usr/share/doc/smallwow/{copyright,changelog.gz}
# It owns no directory that other packages share (/opt, /usr/lib, ... are not in its list).
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO="$(cd "$HERE/.." && pwd)"
cd "$REPO"
START=$(date +%s)

APP_ID=io.github.smallwow.SmallWow
PYTHON="${PYTHON:-python3}"

# Every tool first: a missing one must stop the build, not change what it makes (without
# patchelf the package used to ship the build machine's RUNPATH).
for tool in "$PYTHON" dpkg-deb dpkg readelf strip patchelf xz git; do
    command -v "$tool" >/dev/null || { echo "build_deb: FAIL: '$tool' is missing (apt-get install python3-venv binutils dpkg patchelf xz-utils git)" >&2; exit 1; }
done

# Reproducible: every time stamp in the package is the commit's time (or the one given).
if [ -z "${SOURCE_DATE_EPOCH:-}" ]; then
    SOURCE_DATE_EPOCH="$(git -C "$REPO" log -1 --format=%ct 2>/dev/null || echo 0)"
fi
export SOURCE_DATE_EPOCH

# 1. The frozen game (creates packaging/build/venv on first use).
"$PYTHON" packaging/build_bundle.py

VERSION="$(cat packaging/build/version.txt)"
# PEP 440 -> Debian: 1.0rc1 -> 1.0~rc1 (sorts before 1.0), 1.0.post1 -> 1.0+post1
DEB_VERSION="$(printf '%s' "$VERSION" | sed -E 's/[.-]?(a|b|rc|alpha|beta|dev)([0-9]*)/~\1\2/g; s/[.-]?post([0-9]*)/+post\1/g')"
ARCH="$(dpkg --print-architecture)"
BUNDLE="packaging/build/dist/smallwow"
ICONS="packaging/build/icons"
METAINFO="resources/metainfo/$APP_ID.metainfo.xml"
ROOT="packaging/build/deb/smallwow_${DEB_VERSION}_${ARCH}"
OUT="packaging/dist/smallwow_${DEB_VERSION}_${ARCH}.deb"

# The metainfo must announce this release, or software centres show a stale version.
if ! grep -q "<release version=\"$VERSION\"" "$METAINFO"; then
    echo "build_deb: FAIL: $METAINFO has no <release version=\"$VERSION\" ...> entry;" \
         "add one for the version in pyproject.toml" >&2
    exit 1
fi

# 2. Package tree.
rm -rf "$ROOT"
mkdir -p "$ROOT/DEBIAN" "$ROOT/usr/lib" "$ROOT/usr/bin" "$ROOT/usr/share/applications" \
         "$ROOT/usr/share/metainfo" "$ROOT/usr/share/mime/packages" "$ROOT/usr/share/icons" \
         "$ROOT/usr/share/man/man6" "$ROOT/usr/share/doc/smallwow"
cp -a "$BUNDLE" "$ROOT/usr/lib/smallwow"
install -m 0755 packaging/linux/smallwow.sh "$ROOT/usr/bin/smallwow"
install -m 0644 "packaging/linux/$APP_ID.desktop" "$ROOT/usr/share/applications/$APP_ID.desktop"
install -m 0644 "$METAINFO" "$ROOT/usr/share/metainfo/$APP_ID.metainfo.xml"
install -m 0644 "packaging/linux/$APP_ID.xml" "$ROOT/usr/share/mime/packages/$APP_ID.xml"
cp -r "$ICONS/hicolor" "$ROOT/usr/share/icons/hicolor"
# The saves' icon (the MIME type's <icon>): the game's own picture, under the mimetypes context.
for size_dir in "$ROOT"/usr/share/icons/hicolor/*/; do
    mkdir -p "$size_dir/mimetypes"
    for icon in "$size_dir"apps/smallwow.*; do
        cp "$icon" "$size_dir/mimetypes/application-x-smallwow.${icon##*.}"
    done
done
sed -e "s/@VERSION@/$VERSION/" -e "s/@DATE@/$(date -u -d "@$SOURCE_DATE_EPOCH" +%Y-%m-%d)/" \
    packaging/linux/smallwow.6 | gzip -9n > "$ROOT/usr/share/man/man6/smallwow.6.gz"
install -m 0644 packaging/linux/copyright "$ROOT/usr/share/doc/smallwow/copyright"

MAINTAINER="$(sed -n 's/^Maintainer: //p' packaging/linux/control.in)"
printf 'smallwow (%s) unstable; urgency=medium\n\n  * Version %s of the game, built from the smallwow-qt sources.\n\n -- %s  %s\n' \
    "$DEB_VERSION" "$VERSION" "$MAINTAINER" "$(date -R -u -d "@$SOURCE_DATE_EPOCH")" | gzip -9n > "$ROOT/usr/share/doc/smallwow/changelog.gz"

# Library search paths of the build machine (a pyenv Python links its modules with
# RUNPATH=/root/.pyenv/...) mean nothing on a player's machine: keep only $ORIGIN ones.
while IFS= read -r -d '' elf; do
    # (readelf fails on the files that are not ELF: they have no search path)
    rpath="$(readelf -d "$elf" 2>/dev/null | sed -n 's/.*(R\(UN\)\{0,1\}PATH).*\[\(.*\)\]/\2/p' || true)"
    [ -n "$rpath" ] || continue
    # shellcheck disable=SC2016  # $ORIGIN is literal
    keep="$(printf '%s\n' "$rpath" | tr ':' '\n' | grep '^\$ORIGIN' | paste -sd: - || true)"
    [ "$keep" = "$rpath" ] && continue
    if [ -n "$keep" ]; then patchelf --set-rpath "$keep" "$elf"; else patchelf --remove-rpath "$elf"; fi
done < <(find "$ROOT/usr/lib/smallwow" -type f -print0)
# ...and check it: no ELF file may look for libraries outside /usr/lib/smallwow.
"$PYTHON" packaging/linux/check_runpath.py "$ROOT" || { echo "build_deb: FAIL: RUNPATH outside /usr/lib/smallwow" >&2; exit 1; }

# Debian permissions: directories 0755, files 0644 (shared objects too), programs 0755.
find "$ROOT" -type d -exec chmod 0755 {} +
find "$ROOT" -type f -exec chmod 0644 {} +
chmod 0755 "$ROOT/usr/lib/smallwow/smallwow" "$ROOT/usr/bin/smallwow"

# 3. Control files.
DEPENDS="$("$PYTHON" packaging/linux/deb_depends.py "$ROOT/usr/lib/smallwow")"
INSTALLED_SIZE="$(du -sk --exclude=DEBIAN "$ROOT" | cut -f1)"
sed -e "s/@VERSION@/$DEB_VERSION/" -e "s/@ARCH@/$ARCH/" \
    -e "s/@INSTALLED_SIZE@/$INSTALLED_SIZE/" -e "s/@DEPENDS@/$DEPENDS/" \
    packaging/linux/control.in > "$ROOT/DEBIAN/control"
install -m 0755 packaging/linux/postinst "$ROOT/DEBIAN/postinst"
install -m 0755 packaging/linux/postrm "$ROOT/DEBIAN/postrm"
(cd "$ROOT" && find . -path ./DEBIAN -prune -o -type f -print0 | sort -z \
    | xargs -0 md5sum | sed 's|  \./|  |') > "$ROOT/DEBIAN/md5sums"
chmod 0644 "$ROOT/DEBIAN/control" "$ROOT/DEBIAN/md5sums"
# One time on every file (dpkg-deb only lowers later ones to SOURCE_DATE_EPOCH).
find "$ROOT" -exec touch -h -d "@$SOURCE_DATE_EPOCH" {} +

echo "build_deb: DEBIAN/control:"
sed 's/^/    /' "$ROOT/DEBIAN/control"

# 4. Pack: dpkg-deb lays out the archive (sorted members, owner root, times clamped to
#    SOURCE_DATE_EPOCH) uncompressed, then deb_xz.py compresses it with xz -9 in fixed
#    32 MiB blocks on several threads (dpkg-deb's xz -9 runs on one thread).
mkdir -p packaging/dist
rm -f "$OUT" "$OUT.tmp"
dpkg-deb --root-owner-group -Znone --build "$ROOT" "$OUT.tmp" >/dev/null
PACK_START=$(date +%s)
"$PYTHON" packaging/linux/deb_xz.py "$OUT.tmp" "$OUT"
rm -f "$OUT.tmp"
PACK_SECONDS=$(( $(date +%s) - PACK_START ))

SIZE_BYTES=$(stat -c %s "$OUT")
echo "build_deb: built $REPO/$OUT"
echo "build_deb: size $SIZE_BYTES bytes ($(awk "BEGIN{printf \"%.1f\", $SIZE_BYTES/1048576}") MiB), installed size ${INSTALLED_SIZE} KiB, build time $(( $(date +%s) - START )) s (xz ${PACK_SECONDS} s)"
echo "build_deb: sha256 $(sha256sum "$OUT" | cut -d' ' -f1)"
