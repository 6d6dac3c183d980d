#!/usr/bin/env bash
# Run the Windows installer's logic under Wine, on Linux, without a Windows build:
#
#   bash packaging/windows/test_nsis_wine.sh      (needs makensis and 64-bit Wine:
#                                                  apt-get install nsis wine wine64)
#
# Compiles packaging/windows/smallwow.nsi against a dummy one-folder build (versions 0.1.0
# and 0.2.0, and 0.2.0rc1), then, silently (/S), in a throw-away Wine prefix:
#   1. a per-user install (the default): files, shortcuts, the per-user "Apps & features"
#      entry and the .smallwow association (HKCU);
#   2. its uninstall, which keeps the player's saves and settings, then one with
#      /REMOVESAVES, which removes them;
#   3. an install into a folder holding another program's _internal: the game gets a folder
#      of its own inside it, and neither the install nor the uninstall touches the other
#      program; a file the player put in the game's folder survives the uninstall too;
#   4. an install for everyone (/AllUsers: Program Files, HKLM), whose association cmd's
#      assoc/ftype see;
#   5. an upgrade 0.1.0 -> 0.2.0 into another folder: one copy, one entry; an upgrade with
#      no /D= stays where the game is; a downgrade is refused when silent;
# and prints the registry keys it made. The game itself is not started (the dummy
# smallwow.exe is no program). Debian's Wine runs only 64-bit programs without i386 multiarch,
# so the test compiles with NSIS's amd64 stub ("Target amd64-unicode"); the release build
# uses the default x86 stub, which is all the official Windows NSIS ships. Same script
# otherwise.
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

# A dummy build with the real icon (and the version from pyproject.toml, not used here).
# shellcheck source=packaging/windows/dummy_build.sh
source "$HERE/dummy_build.sh"
compile() {  # VERSION OUT.exe
    makensis -V1 -WX "-XTarget amd64-unicode" "-DVERSION=$1" "-DDIST_DIR=$WORK/dist/smallwow" \
        "-DICON=$WORK/icons/smallwow.ico" "-DOUTFILE=$2" "$HERE/smallwow.nsi"
}
OLD="$WORK/SmallWow-0.1.0-setup.exe"
NEW="$WORK/SmallWow-0.2.0-setup.exe"
RC="$WORK/SmallWow-0.2.0rc1-setup.exe"
check "makensis (amd64 stub) compiles 0.1.0" compile 0.1.0 "$OLD"
printf 'new in 0.2.0' > "$WORK/dist/smallwow/_internal/new-in-0.2.0.txt"
check "makensis compiles 0.2.0 (one more file)" compile 0.2.0 "$NEW"
check "makensis compiles 0.2.0rc1 (VIProductVersion 0.2.0.30001)" compile 0.2.0rc1 "$RC"

wineboot -i >/dev/null 2>&1
wineserver -w
C="$WINEPREFIX/drive_c"
WUSER="$(ls "$C/users" | grep -v '^Public$' | head -n 1)"
PROFILE="$C/users/$WUSER"
PER_USER="$PROFILE/AppData/Local/Programs/Small World of Warcraft"
PER_USER_WIN="C:\\users\\$WUSER\\AppData\\Local\\Programs\\Small World of Warcraft"
ALL="$C/Program Files/Small World of Warcraft"
USER_MENU="$PROFILE/AppData/Roaming/Microsoft/Windows/Start Menu/Programs/Small World of Warcraft.lnk"
USER_DESK="$PROFILE/Desktop/Small World of Warcraft.lnk"
ALL_MENU="$C/ProgramData/Microsoft/Windows/Start Menu/Programs/Small World of Warcraft.lnk"
UNINST='Software\Microsoft\Windows\CurrentVersion\Uninstall\SmallWow'
SAVES="$PROFILE/AppData/Roaming/SmallWoW/SmallWorldOfWarcraft"
SETTINGS='HKCU\Software\SmallWoW\SmallWorldOfWarcraft'

# Runs a Windows command line as it is (NSIS wants /D= last and unquoted, even with spaces)
# and waits for it; its exit code is the function's.
run() {
    wine cmd /c "start /wait \"\" $*" >/dev/null 2>&1
    local code=$?
    wineserver -w
    return $code
}
setup() { run "\"$(winepath -w "$1")\"" "${@:2}"; }
# The uninstaller in place (_?=, as the setup's upgrade runs it); under Wine it can delete
# itself, so the folder goes too.
uninstall() {  # WINDOWS_FOLDER [OPTIONS...]
    wine "$1\\uninstall.exe" /S "${@:2}" "_?=$1" >/dev/null 2>&1
    wineserver -w
}
reg_dump() { wine reg query "$@" 2>/dev/null | tr -d '\r'; }
has_key() { wine reg query "$1" >/dev/null 2>&1; }
no_key() { ! wine reg query "$1" >/dev/null 2>&1; }
entries() {  # how many "Apps & features" entries of the game, per machine and per user
    local n=0
    has_key "HKLM\\$UNINST" && n=$((n + 1))
    has_key "HKCU\\$UNINST" && n=$((n + 1))
    echo "$n"
}

echo "--- 1. per-user install (the default, no administrator rights needed)"
setup "$NEW" /S
check "files in %LOCALAPPDATA%\\Programs\\Small World of Warcraft" \
    test -f "$PER_USER/smallwow.exe" -a -f "$PER_USER/uninstall.exe" -a -f "$PER_USER/_internal/smallwow_qt/_data/boards/side.yaml"
check "  nothing in Program Files" test ! -e "$ALL"
check "  the user's Start-menu and desktop shortcuts" test -f "$USER_MENU" -a -f "$USER_DESK"
check "  the per-user Apps & features entry (HKCU), version 0.2.0" \
    bash -c "wine reg query 'HKCU\\$UNINST' /v DisplayVersion 2>/dev/null | tr -d '\r' | grep -q 'REG_SZ *0.2.0\$'"
check "  and no per-machine one" no_key "HKLM\\$UNINST"
reg_dump "HKCU\\$UNINST" | sed 's/^/    | /'
echo "  the file association:"
reg_dump 'HKCU\Software\Classes\.smallwow' /s | sed 's/^/    | /'
reg_dump 'HKCU\Software\Classes\SmallWow.Game' /s | sed 's/^/    | /'
echo "--- 2. uninstall keeps the saves, unless asked"
mkdir -p "$SAVES/autosave"
printf '{}' > "$SAVES/autosave/autosave-1234.json"
wine reg add "$SETTINGS" /v language /d fr /f >/dev/null 2>&1
uninstall "$PER_USER_WIN"
check "uninstall removes the game's folder" test ! -e "$PER_USER"
check "  both shortcuts" test ! -e "$USER_MENU" -a ! -e "$USER_DESK"
check "  the entry and the association" \
    bash -c "! wine reg query 'HKCU\\$UNINST' >/dev/null 2>&1 && ! wine reg query 'HKCU\\Software\\Classes\\SmallWow.Game' >/dev/null 2>&1 && ! wine reg query 'HKCU\\Software\\Classes\\.smallwow' >/dev/null 2>&1"
check "  and keeps the autosaves and the settings" \
    bash -c "test -f '$SAVES/autosave/autosave-1234.json' && wine reg query '$SETTINGS' /v language >/dev/null 2>&1"
setup "$NEW" /S
uninstall "$PER_USER_WIN" /REMOVESAVES
check "uninstall /REMOVESAVES removes the autosaves and the settings too" \
    bash -c "test ! -e '$SAVES' && ! wine reg query '$SETTINGS' >/dev/null 2>&1"

echo "--- 3. a folder holding another program"
SHARED="$C/Games"
mkdir -p "$SHARED/_internal"
printf 'other program' > "$SHARED/_internal/other_app.dll"
printf 'other program' > "$SHARED/other_app.exe"
(cd "$SHARED" && find . -type f | sort | xargs sha256sum) > "$WORK/shared-before.txt"
setup "$NEW" /S '/D=C:\Games'
OWN="$SHARED/Small World of Warcraft"
check "install with /D=C:\\Games goes into C:\\Games\\Small World of Warcraft" \
    test -f "$OWN/smallwow.exe" -a -f "$OWN/_internal/python311.dll" -a ! -e "$SHARED/smallwow.exe"
check "  the other program's _internal is untouched" \
    bash -c "test \"\$(cd '$SHARED' && find . -path './Small World of Warcraft' -prune -o -type f -print | sort | xargs sha256sum)\" = \"\$(cat '$WORK/shared-before.txt')\""
printf 'my notes' > "$OWN/my-notes.txt"
uninstall 'C:\Games\Small World of Warcraft'
check "uninstall removes the game's files and keeps the player's file in its folder" \
    bash -c "test ! -e '$OWN/smallwow.exe' -a ! -e '$OWN/_internal' -a -f '$OWN/my-notes.txt'"
check "  and leaves C:\\Games and the other program as they were" \
    bash -c "test \"\$(cd '$SHARED' && find . -path './Small World of Warcraft' -prune -o -type f -print | sort | xargs sha256sum)\" = \"\$(cat '$WORK/shared-before.txt')\""
rm -rf "$OWN"

echo "--- 4. install for everyone (/AllUsers)"
setup "$NEW" /S /AllUsers
check "files in C:\\Program Files\\Small World of Warcraft" test -f "$ALL/smallwow.exe"
check "  the all-users Start-menu shortcut" test -f "$ALL_MENU"
check "  the per-machine entry (HKLM, 64-bit view)" has_key "HKLM\\$UNINST"
# (Wine's cmd reads only the per-machine classes: the per-user association of part 1 is
# shown by its keys above.)
wine cmd /c "assoc .smallwow& ftype SmallWow.Game" 2>/dev/null | tr -d '\r' > "$WORK/assoc.txt"
sed 's/^/    | /' "$WORK/assoc.txt"
check "  cmd's assoc/ftype: .smallwow=SmallWow.Game, opened by smallwow.exe \"%1\"" \
    bash -c "grep -qx '.smallwow=SmallWow.Game' '$WORK/assoc.txt' && grep -qF 'SmallWow.Game=\"C:\\Program Files\\Small World of Warcraft\\smallwow.exe\" \"%1\"' '$WORK/assoc.txt'"
uninstall 'C:\Program Files\Small World of Warcraft'
check "  its uninstall removes all of it" \
    bash -c "test ! -e '$ALL' -a ! -e '$ALL_MENU' && ! wine reg query 'HKLM\\$UNINST' >/dev/null 2>&1 && ! wine reg query 'HKLM\\Software\\Classes\\SmallWow.Game' >/dev/null 2>&1"

echo "--- 5. upgrade 0.1.0 -> 0.2.0 into another folder, downgrade"
FIRST_WIN='C:\Old Place\Small World'
SECOND_WIN='C:\New Place\Small World'
FIRST="$C/Old Place/Small World"
SECOND="$C/New Place/Small World"
setup "$OLD" /S "/D=$FIRST_WIN"
check "0.1.0 installed in $FIRST_WIN" test -f "$FIRST/smallwow.exe" -a ! -e "$FIRST/_internal/new-in-0.2.0.txt"
setup "$NEW" /S "/D=$SECOND_WIN"
check "0.2.0 with /D=$SECOND_WIN: the game is there" test -f "$SECOND/smallwow.exe" -a -f "$SECOND/_internal/new-in-0.2.0.txt"
check "  and the 0.1.0 copy is gone, folder and all" test ! -e "$FIRST"
check "  one entry, version 0.2.0, in the new folder" \
    bash -c "test \"\$(wine reg query 'HKCU\\$UNINST' 2>/dev/null | tr -d '\r' | grep -cE 'DisplayVersion +REG_SZ +0.2.0\$|InstallLocation +REG_SZ +C:.New Place.Small World\$')\" = 2 && test $(entries) = 1"
reg_dump "HKCU\\$UNINST" | sed 's/^/    | /'
setup "$NEW" /S
check "a setup run again with no /D= stays in the installed folder" \
    bash -c "test -f '$SECOND/smallwow.exe' -a ! -e '$PER_USER' && test $(entries) = 1"
setup "$OLD" /S
code=$?
check "silent downgrade to 0.1.0 is refused (exit $code) and 0.2.0 stays" \
    bash -c "test $code -ne 0 && test -f '$SECOND/_internal/new-in-0.2.0.txt' && wine reg query 'HKCU\\$UNINST' /v DisplayVersion 2>/dev/null | tr -d '\r' | grep -q 'REG_SZ *0.2.0\$'"
setup "$RC" /S
code=$?
check "so is 0.2.0rc1 over 0.2.0 (rc1 comes before the release: exit $code)" test "$code" -ne 0
uninstall "$SECOND_WIN"
check "uninstall: nothing of the game is left" \
    bash -c "test ! -e '$SECOND' -a ! -e '$PER_USER' -a ! -e '$ALL' -a ! -e '$USER_MENU' && test $(entries) = 0"

echo
echo "$PASSED passed, $FAILED failed"
[ "$FAILED" -eq 0 ] && echo "test_nsis_wine: PASS" && exit 0
echo "test_nsis_wine: FAIL"
exit 1
