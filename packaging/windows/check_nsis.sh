#!/usr/bin/env bash
# Prove that packaging/windows/smallwow.nsi compiles, without Windows or a Windows build:
#
#   bash packaging/windows/check_nsis.sh          (needs makensis: apt-get install nsis)
#
# It compiles the script the way the package workflow does on a fresh clone: from a copy of
# packaging/windows/ with no packaging/dist folder yet and the default output file, against
# a dummy one-folder build (a fake smallwow.exe and _internal/) with the real icon and the
# version from pyproject.toml; then checks that the setup .exe is where the workflow picks
# it up. The setup .exe it makes is useless on purpose; the real one is made on Windows (see
# packaging/README.md and .github/workflows/package.yml). CI runs it (tests/packaging).
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO="$(cd "$HERE/../.." && pwd)"
command -v makensis >/dev/null || { echo "check_nsis: FAIL: makensis missing (apt-get install nsis)"; exit 1; }

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

# A dummy build with the real icon and the version from pyproject.toml.
# shellcheck source=packaging/windows/dummy_build.sh
source "$HERE/dummy_build.sh"

# The script's folder as a fresh clone has it: packaging/windows/ and nothing built.
CLONE="$WORK/clone/packaging"
mkdir -p "$CLONE"
cp -r "$HERE" "$CLONE/windows"
makensis -V2 -WX \
    "-DVERSION=$VERSION" \
    "-DDIST_DIR=$WORK/dist/smallwow" \
    "-DICON=$WORK/icons/smallwow.ico" \
    "$CLONE/windows/smallwow.nsi"
SETUP="$CLONE/dist/SmallWow-$VERSION-setup.exe"
[ -s "$SETUP" ] || { echo "check_nsis: FAIL: no $SETUP"; exit 1; }
ls -l "$SETUP"
echo "check_nsis: PASS: smallwow.nsi compiles into packaging/dist of a fresh clone (makensis $(makensis -VERSION), version $VERSION)"
