#!/usr/bin/env bash
# Build the .deb twice from this checkout and check the two files are byte-identical.
#
#   bash packaging/check_reproducible.sh
#
# Both builds get the same SOURCE_DATE_EPOCH (the time of the checked-out commit) and the
# second starts without the first one's PyInstaller work folder, bundle, icons and package
# tree (the build venv is kept: it holds the same packages). Prints PASS with the sha256, or
# FAIL with the package members and files that differ. Takes two builds' time (~2 x 100 s).
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO="$(cd "$HERE/.." && pwd)"
cd "$REPO"
SOURCE_DATE_EPOCH="${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct)}"
export SOURCE_DATE_EPOCH
WORK="$(mktemp -d /tmp/smallwow-repro.XXXXXX)"
trap 'rm -rf "$WORK"' EXIT

for run in first second; do
    rm -rf packaging/build/pyinstaller packaging/build/dist packaging/build/deb packaging/build/icons
    echo "check_reproducible: $run build"
    bash packaging/build_deb.sh > "$WORK/$run.log" 2>&1 || { tail -n 30 "$WORK/$run.log"; echo "check_reproducible: FAIL: the $run build failed"; exit 1; }
    grep -E "^build_deb: (size|sha256|built)" "$WORK/$run.log"
    cp "$(ls -t packaging/dist/smallwow_*.deb | head -n 1)" "$WORK/$run.deb"
done

if cmp -s "$WORK/first.deb" "$WORK/second.deb"; then
    echo "check_reproducible: PASS: two builds are byte-identical ($(stat -c %s "$WORK/first.deb") bytes, sha256 $(sha256sum "$WORK/first.deb" | cut -d' ' -f1))"
    exit 0
fi
echo "check_reproducible: FAIL: the two builds differ ($(stat -c %s "$WORK/first.deb") vs $(stat -c %s "$WORK/second.deb") bytes)"
for run in first second; do
    mkdir "$WORK/$run" && (cd "$WORK/$run" && ar x "../$run.deb")
    dpkg-deb -R "$WORK/$run.deb" "$WORK/$run/tree"
done
for member in debian-binary control.tar.xz data.tar.xz; do
    cmp -s "$WORK/first/$member" "$WORK/second/$member" || echo "    member $member differs"
done
diff -rq "$WORK/first/tree" "$WORK/second/tree" | sed "s|$WORK/||g; s/^/    /" | head -n 40 || true
trap - EXIT
echo "check_reproducible: both packages, unpacked, are kept in $WORK"
exit 1
