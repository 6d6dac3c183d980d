# Sourced by check_nsis.sh and test_nsis_wine.sh: a dummy one-folder Windows build to point
# smallwow.nsi at. Needs REPO and WORK set; sets VERSION and writes $WORK/icons and
# $WORK/dist/smallwow (a fake smallwow.exe, _internal/ with a DLL and a board file).
PY="$REPO/packaging/build/venv/bin/python"
[ -x "$PY" ] || PY="$REPO/.venv/bin/python"
[ -x "$PY" ] || PY=python3
VERSION="$("$PY" -c 'import tomllib,sys; print(tomllib.load(open(sys.argv[1],"rb"))["project"]["version"])' "$REPO/pyproject.toml")"
"$PY" "$REPO/packaging/make_icons.py" "$WORK/icons" >/dev/null
mkdir -p "$WORK/dist/smallwow/_internal/smallwow_qt/_data/boards"
printf 'MZ dummy' > "$WORK/dist/smallwow/smallwow.exe"
printf 'dummy' > "$WORK/dist/smallwow/_internal/python311.dll"
printf 'dummy' > "$WORK/dist/smallwow/_internal/smallwow_qt/_data/boards/side.yaml"
