#!/usr/bin/env bash
# Run the Windows installer's logic under Wine, on Linux, without a Windows build:
#
#   bash packaging/windows/test_nsis_wine.sh      (needs makensis and wine64:
#                                                  apt-get install nsis wine wine64)
#
# Compiles packaging/windows/smallwow.nsi against a dummy one-folder build, installs it
# silently (/S) into a throw-away Wine prefix, checks the files, the Start-menu and desktop
# shortcuts and the "Apps & features" registry entry, runs the uninstaller silently and
# checks that all of it is gone; then installs into a custom folder (/D=) and upgrades with
# a newer setup that must find that folder again. The game itself is not started (the dummy smallwow.exe is
# no program). Debian's Wine runs only 64-bit programs without i386 multiarch, so the test
# compiles with NSIS's amd64 stub ("Target amd64-unicode"); the release build uses the
# default x86 stub, which is all the official Windows NSIS ships. Same script otherwise.
set -uo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO="$(cd "$HERE/../.." && pwd)"
for tool in makensis wine wineboot wineserver; do
    command -v "$tool" >/dev/null || { echo "test_nsis_wine: FAIL: $tool missing (apt-get install nsis wine wine64)"; exit 1; }
done

WORK="$(mktemp -d /tmp/smallwow-wine.XXXXXX)"
export WINEPREFIX="$WORK/prefix" WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
cleanup() { wineserver -k >/dev/null 2>&1; rm -rf "$WORK"; }
trap cleanup EXIT
PASSED=0
FAILED=0
check() {
    local description="$1"; shift
    if "$@"; then echo "PASS: $description"; PASSED=$((PASSED + 1)); else echo "FAIL: $description"; FAILED=$((FAILED + 1)); fi
}

# A dummy build with the real icon and the version from pyproject.toml.
# shellcheck source=packaging/windows/dummy_build.sh
source "$HERE/dummy_build.sh"
SETUP="$WORK/SmallWow-$VERSION-setup.exe"
check "makensis (amd64 stub) compiles smallwow.nsi" \
    makensis -V1 -WX "-XTarget amd64-unicode" "-DVERSION=$VERSION" "-DDIST_DIR=$WORK/dist/smallwow" \
        "-DICON=$WORK/icons/smallwow.ico" "-DOUTFILE=$SETUP" "$HERE/smallwow.nsi"

wineboot -i >/dev/null 2>&1
wineserver -w
C="$WINEPREFIX/drive_c"
APP="$C/Program Files/SmallWow"
MENU="$C/ProgramData/Microsoft/Windows/Start Menu/Programs/Small World of Warcraft.lnk"
DESK="$C/users/Public/Desktop/Small World of Warcraft.lnk"
KEY='HKLM\Software\Microsoft\Windows\CurrentVersion\Uninstall\SmallWow'

wine "$SETUP" /S >/dev/null 2>&1
wineserver -w  # wine returns before a GUI-subsystem program ends
check "silent install puts the game in C:\\Program Files\\SmallWow" \
    test -f "$APP/smallwow.exe" -a -f "$APP/uninstall.exe" -a -f "$APP/_internal/smallwow_qt/_data/boards/side.yaml"
check "Start-menu shortcut (all users)" test -f "$MENU"
check "desktop shortcut (ticked by default)" test -f "$DESK"
wine reg query "$KEY" 2>/dev/null | tr -d '\r' > "$WORK/reg.txt"
check "Apps & features entry: name, version $VERSION, uninstall command" \
    grep -q "DisplayName.*Small World of Warcraft" "$WORK/reg.txt"
check "  DisplayVersion is $VERSION" grep -q "DisplayVersion.*REG_SZ *$VERSION\$" "$WORK/reg.txt"
check "  UninstallString points at uninstall.exe" grep -q 'UninstallString.*SmallWow\\uninstall.exe' "$WORK/reg.txt"
sed 's/^/    | /' "$WORK/reg.txt"

wine "C:\\Program Files\\SmallWow\\uninstall.exe" /S "_?=C:\\Program Files\\SmallWow" >/dev/null 2>&1
wineserver -w
check "silent uninstall removes the game folder" test ! -e "$APP"
check "  and both shortcuts" test ! -e "$MENU" -a ! -e "$DESK"
check "  and the Apps & features entry" bash -c "! wine reg query '$KEY' >/dev/null 2>&1"

# --- Upgrade into a custom folder ---------------------------------------------------------
# Install into a folder with a space in it, then run a newer setup without /D=: it must go
# to the same folder (read in the 64-bit registry view by .onInit), not to Program Files.
# With the amd64 stub this passes with InstallDirRegKey too (that stub reads the 64-bit view
# anyway); the x86 stub's 32-bit view, where the old script went wrong, needs wine32.
CUSTOM_WIN='C:\Games\Small World'
CUSTOM="$C/Games/Small World"
# NSIS wants /D= last and unquoted even with spaces; wine would quote the argument, so the
# command line goes through cmd as it is.
wine cmd /c "$(winepath -w "$SETUP") /S /D=$CUSTOM_WIN" >/dev/null 2>&1
wineserver -w
check "install with /D= puts the game in $CUSTOM_WIN" test -f "$CUSTOM/smallwow.exe" -a ! -e "$APP"
check "  and records that folder as InstallDir (64-bit view)" \
    bash -c "wine reg query 'HKLM\\Software\\SmallWow' /v InstallDir 2>/dev/null | tr -d '\r' | grep -qF 'Games\\Small World'"
NEXT_VERSION="$VERSION.1"
printf 'new in %s' "$NEXT_VERSION" > "$WORK/dist/smallwow/_internal/new-file.txt"
SETUP2="$WORK/SmallWow-$NEXT_VERSION-setup.exe"
check "makensis compiles a newer setup ($NEXT_VERSION)" \
    makensis -V1 -WX "-XTarget amd64-unicode" "-DVERSION=$NEXT_VERSION" "-DVERSION_QUAD=$NEXT_VERSION.0" \
        "-DDIST_DIR=$WORK/dist/smallwow" "-DICON=$WORK/icons/smallwow.ico" "-DOUTFILE=$SETUP2" "$HERE/smallwow.nsi"
wine "$SETUP2" /S >/dev/null 2>&1
wineserver -w
check "upgrade without /D= installs into the custom folder" test -f "$CUSTOM/_internal/new-file.txt"
check "  and not into C:\\Program Files\\SmallWow" test ! -e "$APP"
wine reg query "$KEY" 2>/dev/null | tr -d '\r' > "$WORK/reg2.txt"
check "  DisplayVersion is now $NEXT_VERSION" grep -q "DisplayVersion.*REG_SZ *$NEXT_VERSION\$" "$WORK/reg2.txt"
check "  InstallLocation is the custom folder" grep -qF 'Games\Small World' "$WORK/reg2.txt"
wine "$CUSTOM_WIN\\uninstall.exe" /S "_?=$CUSTOM_WIN" >/dev/null 2>&1
wineserver -w
check "uninstall removes the custom folder and the entry" \
    bash -c "test ! -e '$CUSTOM' && ! wine reg query '$KEY' >/dev/null 2>&1"

echo
echo "$PASSED passed, $FAILED failed"
[ "$FAILED" -eq 0 ] && echo "test_nsis_wine: PASS" && exit 0
echo "test_nsis_wine: FAIL"
exit 1
