#!/usr/bin/env bash
# Does the .deb's Depends line bring everything the game needs onto a *bare* Debian?
#
#   sudo bash packaging/linux/test_deb_bare_debian.sh [path/to/smallwow.deb] [SUITE]
#
# Makes a minimal Debian chroot with debootstrap (SUITE: bookworm unless given; needs the
# Debian archive), installs the package the way a desktop software installer does on
# double-click (`apt-get install ./smallwow.deb`, which resolves the Depends), then checks
# inside the chroot, before anything else is installed, that every library of
# /usr/lib/smallwow resolves (ldd) and that the game starts headless and writes a screenshot;
# then installs Xvfb and starts it on the X11 (xcb) platform plugin; with
# SMALLWOW_XDG_DISPLAY=:N (an X server on the host, e.g. Xvfb), opens a save with xdg-open
# as a double-click does and pictures the game into SMALLWOW_XDG_SCREENSHOT; then removes
# and purges it (/opt must stay). The chroot is deleted at the end. Takes a few minutes.
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
    [ -n "${GAME_PID:-}" ] && kill "$GAME_PID" 2>/dev/null
    for mnt in "$ROOT/tmp/.X11-unix" "$ROOT/proc" "$ROOT/dev/pts"; do
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

in_root sh -c 'find /usr/lib/smallwow -type f \( -name "*.so*" -o -name smallwow \) -exec ldd {} \; 2>/dev/null | grep "not found" | sort -u' >"$ROOT/tmp/notfound"
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

# A double-click on a save, as a desktop without a desktop environment does it: xdg-open
# finds the saves' MIME type (shared-mime-info, through xdg-utils' recommended
# libfile-mimeinfo-perl), the .desktop entry that opens it (desktop-file-utils' cache), and
# starts the game with the file. On the X server of the display given (Xvfb on the host,
# its socket bound into the chroot), where the window is found by its title and pictured.
XDG_DISPLAY="${SMALLWOW_XDG_DISPLAY:-}"
if [ -n "$XDG_DISPLAY" ] && [ -S "/tmp/.X11-unix/X${XDG_DISPLAY#:}" ] && command -v xdotool >/dev/null; then
    echo "bare: installing xdg-utils (with its recommends), desktop-file-utils, shared-mime-info"
    mkdir -p "$ROOT/tmp/.X11-unix" && mount --bind /tmp/.X11-unix "$ROOT/tmp/.X11-unix"
    SAVE="$ROOT/root/game.smallwow"
    in_root env QT_QPA_PLATFORM=offscreen smallwow --self-check /tmp/selfcheck >/dev/null 2>&1
    cp "$ROOT/tmp/selfcheck/game.json" "$SAVE"
    if in_root apt-get install -y xdg-utils desktop-file-utils shared-mime-info >"$ROOT/tmp/apt3.log" 2>&1; then
        type="$(in_root xdg-mime query filetype /root/game.smallwow 2>&1)"
        [ "$type" = "application/x-smallwow" ] && pass "xdg-mime query filetype game.smallwow: $type" \
            || fail "xdg-mime query filetype game.smallwow: '$type'"
        app="$(in_root xdg-mime query default application/x-smallwow 2>&1)"
        [ "$app" = "io.github.smallwow.SmallWow.desktop" ] && pass "xdg-mime query default application/x-smallwow: $app" \
            || fail "xdg-mime query default application/x-smallwow: '$app'"
        in_root env DISPLAY="$XDG_DISPLAY" HOME=/root xdg-open /root/game.smallwow >"$ROOT/tmp/xdg.log" 2>&1 &
        if window="$(DISPLAY="$XDG_DISPLAY" timeout 90 xdotool search --sync --name '^game\.smallwow — Small World of Warcraft$' | head -n 1)" \
                && [ -n "$window" ]; then
            GAME_PID="$(DISPLAY="$XDG_DISPLAY" xdotool getwindowpid "$window")"
            DISPLAY="$XDG_DISPLAY" xdotool windowactivate --sync "$window" >/dev/null 2>&1
            sleep 2     # (the table paints after the window maps; a picture, not a test step)
            pass "xdg-open game.smallwow started the game with that save (window '$(DISPLAY="$XDG_DISPLAY" xdotool getwindowname "$window")', pid $GAME_PID)"
            if [ -n "${SMALLWOW_XDG_SCREENSHOT:-}" ] && command -v import >/dev/null; then
                import -display "$XDG_DISPLAY" -window root "$SMALLWOW_XDG_SCREENSHOT" && echo "bare: picture in $SMALLWOW_XDG_SCREENSHOT"
            fi
            kill "$GAME_PID"; GAME_PID=""
        else
            fail "xdg-open game.smallwow: no game window with that save's name"; tail -n 20 "$ROOT/tmp/xdg.log"
        fi
        wait
    else
        fail "apt-get install xdg-utils desktop-file-utils shared-mime-info"; tail -n 20 "$ROOT/tmp/apt3.log"
    fi
    umount "$ROOT/tmp/.X11-unix"
else
    echo "bare: SMALLWOW_XDG_DISPLAY not set (or no X server there, or no xdotool): xdg-open not tried"
fi

if in_root apt-get remove -y smallwow >"$ROOT/tmp/out" 2>&1 && [ ! -e "$ROOT/usr/lib/smallwow" ] && [ ! -e "$ROOT/usr/bin/smallwow" ]; then
    pass "apt-get remove smallwow leaves no /usr/lib/smallwow, /usr/bin/smallwow"
else
    fail "apt-get remove smallwow"; tail -n 20 "$ROOT/tmp/out"
fi
in_root apt-get purge -y smallwow >/dev/null 2>&1
if [ -d "$ROOT/opt" ]; then pass "/opt is still there after the purge (the package never owned it)"
else fail "the purge removed /opt"; fi

echo
echo "$PASSED passed, $FAILED failed"
[ "$FAILED" -eq 0 ] && echo "test_deb_bare_debian: PASS" && exit 0
echo "test_deb_bare_debian: FAIL"
exit 1
