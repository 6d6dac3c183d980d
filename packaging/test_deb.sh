#!/usr/bin/env bash
# Install, run and remove the Linux package for real; prints PASS/FAIL lines.
#
#   bash packaging/test_deb.sh                      build the .deb first (build_deb.sh)
#   bash packaging/test_deb.sh path/to/smallwow.deb test that package
#
# Needs root (re-runs itself with sudo when it can): it installs the package with dpkg -i
# (missing dependencies are then installed by apt-get install -f), runs the installed
# `smallwow` (--version, --help, a headless screenshot with QT_QPA_PLATFORM=offscreen, as
# root and as the unprivileged user nobody, and on a real X server when xvfb-run is
# present) and its --self-check (a scripted game, a save and a load), checks that every
# library the bundle links to resolves and that no ELF file has a RUNPATH outside
# /usr/lib/smallwow, that a missing display is one line, that a save given on the command
# line opens, validates the installed .desktop and AppStream files, checks the saves' MIME
# type, the man page and the licence, then removes the package with dpkg -r and checks
# nothing is left. Exits non-zero if anything failed.
set -uo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO="$(cd "$HERE/.." && pwd)"
APP_ID=io.github.smallwow.SmallWow
export DEBIAN_FRONTEND=noninteractive

if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null; then
        exec sudo -E bash "$0" "$@"
    fi
    echo "FAIL: test_deb.sh must run as root (dpkg -i / dpkg -r)"
    exit 1
fi

PASSED=0
FAILED=0
SKIPPED=0
WORK="$(mktemp -d /tmp/smallwow-test.XXXXXX)"
chmod 0755 "$WORK"
LOG="$WORK/step.log"

pass() { echo "PASS: $*"; PASSED=$((PASSED + 1)); }
fail() { echo "FAIL: $*"; FAILED=$((FAILED + 1)); }
skip() { echo "SKIP: $*"; SKIPPED=$((SKIPPED + 1)); }
show_log() { sed "s/^/    | /" "$LOG" | tail -n 25; }
# check DESCRIPTION COMMAND...: PASS if the command exits 0, else FAIL with its output.
check() {
    local description="$1"
    shift
    if "$@" >"$LOG" 2>&1; then pass "$description"; else fail "$description"; show_log; fi
}
finish() {
    rm -rf "$WORK"
    echo
    echo "$PASSED passed, $FAILED failed, $SKIPPED skipped"
    if [ "$FAILED" -eq 0 ]; then echo "test_deb: PASS"; exit 0; fi
    echo "test_deb: FAIL"
    exit 1
}
apt_install() {  # quietly install test tools or dependencies from the distribution
    { apt-get install -y --no-install-recommends "$@" || { apt-get update && apt-get install -y --no-install-recommends "$@"; }; } >"$WORK/apt.log" 2>&1
}

# --- The package --------------------------------------------------------------------------
DEB="${1:-}"
if [ -z "$DEB" ]; then
    echo "test_deb: building the package (bash packaging/build_deb.sh)"
    if bash "$REPO/packaging/build_deb.sh"; then
        pass "build_deb.sh built the package"
    else
        fail "build_deb.sh"
        finish
    fi
    DEB="$(ls -t "$REPO"/packaging/dist/smallwow_*.deb 2>/dev/null | head -n 1)"
fi
if [ -z "$DEB" ] || [ ! -f "$DEB" ]; then
    fail "no .deb to test (${DEB:-none found in packaging/dist/})"
    finish
fi
DEB="$(readlink -f "$DEB")"
PKG="$(dpkg-deb -f "$DEB" Package)"
DEB_VERSION="$(dpkg-deb -f "$DEB" Version)"
VERSION="${DEB_VERSION%%[~+]*}"  # upstream version digits, as `smallwow --version` prints them
echo "test_deb: testing $DEB ($PKG $DEB_VERSION, $(du -h "$DEB" | cut -f1))"

if dpkg-query -W -f='${Status}' "$PKG" 2>/dev/null | grep -q "installed"; then
    echo "test_deb: removing the $PKG already installed first"
    dpkg -r "$PKG" >/dev/null 2>&1 || true
fi

# --- Install ------------------------------------------------------------------------------
if dpkg -i "$DEB" >"$LOG" 2>&1; then
    pass "dpkg -i $(basename "$DEB")"
else
    echo "test_deb: dpkg -i left dependencies missing; installing them with apt-get install -f"
    grep -E "depends on|not installed" "$LOG" | sed 's/^/    | /' | head -n 40
    if { apt-get install -f -y >"$WORK/apt.log" 2>&1 || { apt-get update >/dev/null 2>&1 && apt-get install -f -y >"$WORK/apt.log" 2>&1; }; }; then
        pass "dpkg -i $(basename "$DEB") (missing dependencies installed by apt-get install -f)"
    else
        fail "dpkg -i / apt-get install -f"
        tail -n 25 "$WORK/apt.log" | sed 's/^/    | /'
    fi
fi
check "package status is 'install ok installed'" \
    bash -c "dpkg-query -W -f='\${Status}' '$PKG' | grep -qx 'install ok installed'"

# --- Installed files ----------------------------------------------------------------------
check "/usr/lib/smallwow/smallwow and /usr/bin/smallwow are executable" \
    test -x /usr/lib/smallwow/smallwow -a -x /usr/bin/smallwow
check "game data folders are installed" \
    test -d /usr/lib/smallwow/_internal/smallwow_qt/_data/boards -a -d /usr/lib/smallwow/_internal/smallwow_qt/_data/resources
missing_icons=""
for size in 16 22 24 32 48 64 128 256 512; do
    [ -s "/usr/share/icons/hicolor/${size}x${size}/apps/smallwow.png" ] || missing_icons="$missing_icons ${size}x${size}"
done
[ -s /usr/share/icons/hicolor/scalable/apps/smallwow.svg ] || missing_icons="$missing_icons scalable"
if [ -z "$missing_icons" ]; then pass "hicolor icons 16..512 and scalable are installed"; else fail "icons missing:$missing_icons"; fi

# Every library the bundle links to is found (in the bundle or from the Depends).
: >"$WORK/notfound"
while IFS= read -r -d '' elf; do
    if [ "$(head -c 4 "$elf" | od -An -c | tr -d ' ')" = '177ELF' ]; then
        ldd "$elf" 2>/dev/null | grep "not found" | sed "s|^|$elf: |" >>"$WORK/notfound"
    fi
done < <(find /usr/lib/smallwow -type f \( -name '*.so*' -o -name smallwow \) -print0)
if [ ! -s "$WORK/notfound" ]; then
    pass "ldd: every shared library of /usr/lib/smallwow resolves"
else
    fail "ldd: unresolved libraries"
    sort -u "$WORK/notfound" | head -n 25 | sed 's/^/    | /'
fi

# No library search path of the build machine: every RPATH/RUNPATH stays in /usr/lib/smallwow.
if command -v python3 >/dev/null && command -v readelf >/dev/null; then
    check "no ELF file has an RPATH/RUNPATH outside /usr/lib/smallwow" \
        python3 "$REPO/packaging/linux/check_runpath.py" /usr/lib/smallwow /usr/lib/smallwow
else
    skip "python3 or readelf missing: RUNPATH check not run"
fi

# --- Run the installed game ---------------------------------------------------------------
if timeout 60 smallwow --version >"$LOG" 2>&1 && grep -q "smallwow $VERSION" "$LOG"; then
    pass "smallwow --version: $(head -n 1 "$LOG")"
else
    fail "smallwow --version (expected 'smallwow $VERSION')"; show_log
fi
if timeout 60 smallwow --help >"$LOG" 2>&1 && grep -q "usage:" "$LOG" && grep -q -- "--screenshot" "$LOG"; then
    pass "smallwow --help"
else
    fail "smallwow --help"; show_log
fi

png_ok() { [ -s "$1" ] && [ "$(head -c 8 "$1" | od -An -tx1 | tr -d ' \n')" = "89504e470d0a1a0a" ]; }

SHOT=/tmp/x.png
rm -f "$SHOT"
if QT_QPA_PLATFORM=offscreen timeout 120 smallwow --new 2 --seed 1 --screenshot "$SHOT" >"$LOG" 2>&1 && png_ok "$SHOT"; then
    pass "headless start (root): QT_QPA_PLATFORM=offscreen smallwow --new 2 --seed 1 --screenshot $SHOT -> $(stat -c %s "$SHOT") byte PNG"
else
    fail "headless start (root) did not write a PNG to $SHOT"; show_log
fi

# As an ordinary user: catches files that only root can read.
if id nobody >/dev/null 2>&1 && command -v runuser >/dev/null; then
    mkdir -p "$WORK/home" && chown nobody "$WORK/home"
    if runuser -u nobody -- env HOME="$WORK/home" QT_QPA_PLATFORM=offscreen \
            timeout 120 smallwow --new 2 --seed 1 --screenshot "$WORK/home/x.png" >"$LOG" 2>&1 \
            && png_ok "$WORK/home/x.png"; then
        pass "headless start as user nobody -> $(stat -c %s "$WORK/home/x.png") byte PNG"
    else
        fail "headless start as user nobody"; show_log
    fi
    # The bundle leaves out the Python modules the game never imports: play a scripted
    # game, a save and a load in the installed program (smallwow_qt/app/selfcheck.py).
    if runuser -u nobody -- env HOME="$WORK/home" QT_QPA_PLATFORM=offscreen \
            timeout 300 smallwow --self-check "$WORK/home/selfcheck" >"$LOG" 2>&1; then
        pass "smallwow --self-check as nobody: $(grep -c '^self-check: PASS:' "$LOG") steps passed (scripted game, save, load, scenario, bots, French)"
    else
        fail "smallwow --self-check as nobody"; show_log
    fi
else
    skip "no user 'nobody' / runuser: unprivileged start and self-check not tried"
fi

# The real X11 platform plugin (xcb) and its libraries, on a virtual X server.
if command -v xvfb-run >/dev/null; then
    rm -f "$WORK/xcb.png"
    if QT_QPA_PLATFORM=xcb timeout 120 xvfb-run -a -s "-screen 0 1600x1000x24" \
            smallwow --new 2 --seed 1 --screenshot "$WORK/xcb.png" >"$LOG" 2>&1 && png_ok "$WORK/xcb.png"; then
        pass "start on an X server (xvfb-run, QT_QPA_PLATFORM=xcb) -> $(stat -c %s "$WORK/xcb.png") byte PNG"
        [ -n "${SMALLWOW_KEEP_SCREENSHOT:-}" ] && cp "$WORK/xcb.png" "$SMALLWOW_KEEP_SCREENSHOT"
    else
        fail "start on an X server (xvfb-run, QT_QPA_PLATFORM=xcb)"; show_log
    fi
else
    skip "xvfb-run not installed (apt-get install xvfb xauth): xcb platform plugin not started"
fi

# Where there is no display at all: one line saying so, exit 1 (no abort, no core file).
env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM timeout 60 smallwow >"$LOG" 2>&1
code=$?
if [ "$code" -eq 1 ] && [ "$(wc -l <"$LOG")" -eq 1 ] && grep -q "no display" "$LOG"; then
    pass "no display: one line, exit 1 ($(cat "$LOG"))"
else
    fail "no display: exit $code"; show_log
fi

# A save given on the command line opens (the .desktop entry's %f): its picture.
if [ -f "$WORK/home/selfcheck/game.json" ]; then
    cp "$WORK/home/selfcheck/game.json" "$WORK/game.smallwow"
    if QT_QPA_PLATFORM=offscreen timeout 120 smallwow "$WORK/game.smallwow" --screenshot "$WORK/opened.png" >"$LOG" 2>&1 \
            && png_ok "$WORK/opened.png"; then
        pass "smallwow FILE.smallwow --screenshot: the save opens -> $(stat -c %s "$WORK/opened.png") byte PNG"
    else
        fail "smallwow FILE.smallwow did not open the save"; show_log
    fi
fi

# --- Desktop integration files ------------------------------------------------------------
check "the saves' MIME type, the man page and the licence are installed" \
    test -s "/usr/share/mime/packages/$APP_ID.xml" -a -s /usr/share/man/man6/smallwow.6.gz \
        -a -s /usr/lib/smallwow/_internal/licenses/smallwow-qt/LICENSE
# (/opt belongs to no package: one that lists it takes an empty /opt away on removal.)
check "nothing of the package is in /opt, nor /opt itself" bash -c "! dpkg -L '$PKG' | grep -q '^/opt'"
if command -v update-mime-database >/dev/null && command -v xdg-mime >/dev/null; then
    update-mime-database /usr/share/mime
    printf '{}' > "$WORK/probe.smallwow"
    check "xdg-mime: a .smallwow file is application/x-smallwow" \
        bash -c "xdg-mime query filetype '$WORK/probe.smallwow' | grep -qx 'application/x-smallwow'"
else
    skip "update-mime-database or xdg-mime missing: the MIME type was not queried"
fi
command -v desktop-file-validate >/dev/null || apt_install desktop-file-utils
command -v appstreamcli >/dev/null || apt_install appstream
DESKTOP="/usr/share/applications/$APP_ID.desktop"
METAINFO="/usr/share/metainfo/$APP_ID.metainfo.xml"
if command -v desktop-file-validate >/dev/null; then
    # It prints nothing for a clean file, hints and errors otherwise (exit 1 on errors).
    if desktop-file-validate "$DESKTOP" >"$LOG" 2>&1 && [ ! -s "$LOG" ]; then
        pass "desktop-file-validate $DESKTOP"
    else
        fail "desktop-file-validate $DESKTOP"; show_log
    fi
else
    fail "desktop-file-validate is not available (apt-get install desktop-file-utils failed)"
fi
if command -v appstreamcli >/dev/null; then
    if appstreamcli validate --no-net "$METAINFO" >"$LOG" 2>&1; then
        pass "appstreamcli validate --no-net $METAINFO"
    elif grep -q "url-homepage-missing" "$LOG" \
            && appstreamcli validate --no-net --override=url-homepage-missing=info "$METAINFO" >"$LOG" 2>&1; then
        # AppStream >= 1.0 warns when there is no homepage; the project has none yet.
        pass "appstreamcli validate --no-net $METAINFO (no homepage yet: url-homepage-missing as info)"
    else
        fail "appstreamcli validate --no-net $METAINFO"; show_log
    fi
else
    fail "appstreamcli is not available (apt-get install appstream failed)"
fi

# --- Remove -------------------------------------------------------------------------------
check "dpkg -r $PKG" dpkg -r "$PKG"
left=""
for path in /usr/lib/smallwow /usr/bin/smallwow "$DESKTOP" "$METAINFO" "/usr/share/mime/packages/$APP_ID.xml" \
            /usr/share/man/man6/smallwow.6.gz /usr/share/icons/hicolor/256x256/apps/smallwow.png \
            /usr/share/icons/hicolor/256x256/mimetypes/application-x-smallwow.png /usr/share/doc/smallwow; do
    [ -e "$path" ] || [ -L "$path" ] && left="$left $path"
done
if [ -z "$left" ]; then
    pass "removed cleanly: /usr/lib/smallwow, /usr/bin/smallwow, menu entry, metainfo and icons are gone"
else
    fail "left behind after dpkg -r:$left"
fi
if dpkg-query -W -f='${Status}' "$PKG" 2>/dev/null | grep -q "config-files"; then
    dpkg -P "$PKG" >/dev/null 2>&1 || true
fi

finish
