#!/usr/bin/env bash
# Prove that packaging/windows/smallwow.nsi compiles, without Windows or a Windows build:
#
#   bash packaging/windows/check_nsis.sh          (needs makensis: apt-get install nsis)
#
# It compiles the script against a dummy one-folder build (a fake smallwow.exe and
# _internal/), with the real icon and the version from pyproject.toml, and lists the
# result. The setup .exe it makes is useless on purpose; the real one is made on Windows
# (see packaging/README.md and .github/workflows/package.yml).
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO="$(cd "$HERE/../.." && pwd)"
command -v makensis >/dev/null || { echo "check_nsis: FAIL: makensis missing (apt-get install nsis)"; exit 1; }

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

# A dummy build with the real icon and the version from pyproject.toml.
# shellcheck source=packaging/windows/dummy_build.sh
source "$HERE/dummy_build.sh"

makensis -V2 -WX \
    "-DVERSION=$VERSION" \
    "-DDIST_DIR=$WORK/dist/smallwow" \
    "-DICON=$WORK/icons/smallwow.ico" \
    "-DOUTFILE=$WORK/SmallWow-$VERSION-setup.exe" \
    "$HERE/smallwow.nsi"
ls -l "$WORK/SmallWow-$VERSION-setup.exe"
echo "check_nsis: PASS: smallwow.nsi compiles (makensis $(makensis -VERSION), version $VERSION)"
