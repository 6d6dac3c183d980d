#!/usr/bin/env bash
# Does the .deb's Depends line bring everything the game needs onto a *bare* Debian?
#
#   sudo bash packaging/linux/test_deb_bare_debian.sh [path/to/smallwow.deb] [SUITE]
#
# Makes a minimal Debian chroot with debootstrap (SUITE: bookworm unless given; needs the
# Debian archive), installs the package the way a desktop software installer does on
# double-click (`apt-get install ./smallwow.deb`, which resolves the Depends), then checks
# inside the chroot, before anything else is installed, that every library of
# /opt/smallwow resolves (ldd) and that the game starts headless and writes a screenshot;
# then installs Xvfb and starts it on the X11 (xcb) platform plugin; then removes it with
# apt-get remove. The chroot is deleted at the end. Takes a few minutes (debootstrap).
set -uo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO="$(cd "$HERE/../.." && pwd)"
DEB="${1:-$(ls -t "$REPO"/packaging/dist/smallwow_*.deb 2>/dev/null | head -n 1)}"
SUITE="${2:-bookworm}"
MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
export DEBIAN_FRONTEND=noninteractive

[ "$(id -u)" -eq 0 ] || { echo "FAIL: run as root"; exit 1; }
[ -n "$DEB" ] && [ -f "$DEB" ] || { echo "FAIL: no .deb (build one with bash packaging/build_deb.sh)"; exit 1; }
command -v debootstrap >/dev/null || apt-get install -y --no-install-recommends debootstrap >/dev/null

ROOT="$(mktemp -d /var/tmp/smallwow-bare.XXXXXX)"
PASSED=0
FAILED=0
pass() { echo "PASS: $*"; PASSED=$((PASSED + 1)); }
fail() { echo "FAIL: $*"; FAILED=$((FAILED + 1)); }
cleanup() {
    for mnt in "$ROOT/proc" "$ROOT/dev/pts"; do
        mountpoint -q "$mnt" && umount -l "$mnt"
    done
    # Delete the chroot only once nothing is mounted inside it any more.
    if ! grep -q " $ROOT/" /proc/mounts; then rm -rf "$ROOT"; else echo "left $ROOT (still mounted)"; fi
}
trap cleanup EXIT
in_root() { chroot "$ROOT" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root \
                DEBIAN_FRONTEND=noninteractive "$@"; }

echo "bare: debootstrap --variant=minbase $SUITE into $ROOT"
if ! debootstrap --variant=minbase "$SUITE" "$ROOT" "$MIRROR" >"$ROOT.log" 2>&1; then
    tail -n 20 "$ROOT.log"; rm -f "$ROOT.log"; echo "FAIL: debootstrap"; exit 1
fi
rm -f "$ROOT.log"
mount -t proc proc "$ROOT/proc"
cp "$DEB" "$ROOT/tmp/smallwow.deb"

echo "bare: apt-get install ./smallwow.deb"
if in_root sh -c 'apt-get update -q && apt-get install -y --no-install-recommends /tmp/smallwow.deb' >"$ROOT/tmp/apt.log" 2>&1; then
    pass "apt-get install ./$(basename "$DEB") on bare $SUITE ($(grep -c '^Setting up' "$ROOT/tmp/apt.log") packages set up)"
else
    fail "apt-get install on bare $SUITE"; tail -n 20 "$ROOT/tmp/apt.log"
fi

in_root sh -c 'find /opt/smallwow -type f \( -name "*.so*" -o -name smallwow \) -exec ldd {} \; 2>/dev/null | grep "not found" | sort -u' >"$ROOT/tmp/notfound"
if [ ! -s "$ROOT/tmp/notfound" ]; then pass "ldd: every library resolves with only the Depends installed"
else fail "ldd: unresolved libraries on bare $SUITE"; sed 's/^/    | /' "$ROOT/tmp/notfound"; fi

if in_root smallwow --version >"$ROOT/tmp/out" 2>&1; then pass "smallwow --version: $(cat "$ROOT/tmp/out")"
else fail "smallwow --version"; cat "$ROOT/tmp/out"; fi

if in_root env QT_QPA_PLATFORM=offscreen smallwow --new 2 --seed 1 --screenshot /tmp/x.png >"$ROOT/tmp/out" 2>&1 \
        && [ -s "$ROOT/tmp/x.png" ]; then
    pass "offscreen screenshot on bare $SUITE ($(stat -c %s "$ROOT/tmp/x.png") bytes)"
else
    fail "offscreen screenshot on bare $SUITE"; tail -n 20 "$ROOT/tmp/out"
fi

echo "bare: installing xvfb to try the X11 platform plugin"
if in_root apt-get install -y --no-install-recommends xvfb xauth >"$ROOT/tmp/apt2.log" 2>&1 \
        && in_root env QT_QPA_PLATFORM=xcb xvfb-run -a smallwow --new 2 --seed 1 --screenshot /tmp/xcb.png >"$ROOT/tmp/out" 2>&1 \
        && [ -s "$ROOT/tmp/xcb.png" ]; then
    pass "xcb screenshot under Xvfb on bare $SUITE ($(stat -c %s "$ROOT/tmp/xcb.png") bytes)"
    [ -n "${SMALLWOW_KEEP_SCREENSHOT:-}" ] && cp "$ROOT/tmp/xcb.png" "$SMALLWOW_KEEP_SCREENSHOT"
else
    fail "xcb screenshot under Xvfb on bare $SUITE"; tail -n 20 "$ROOT/tmp/out"
fi

if in_root apt-get remove -y smallwow >"$ROOT/tmp/out" 2>&1 && [ ! -e "$ROOT/opt/smallwow" ] && [ ! -e "$ROOT/usr/bin/smallwow" ]; then
    pass "apt-get remove smallwow leaves no /opt/smallwow, /usr/bin/smallwow"
else
    fail "apt-get remove smallwow"; tail -n 20 "$ROOT/tmp/out"
fi

echo
echo "$PASSED passed, $FAILED failed"
[ "$FAILED" -eq 0 ] && echo "test_deb_bare_debian: PASS" && exit 0
echo "test_deb_bare_debian: FAIL"
exit 1
