; Windows installer of Small World of Warcraft (desktop edition): SmallWow-<version>-setup.exe
;
; It packs the PyInstaller one-folder build made on Windows by
;     py -3.11 packaging\build_bundle.py          (-> packaging\build\dist\smallwow\smallwow.exe)
; and is compiled with NSIS 3:
;     makensis packaging\windows\smallwow.nsi
;
; Defines, all optional (makensis /DNAME=value):
;   VERSION       game version. Default: packaging\build\version.txt, which build_bundle.py
;                 writes from pyproject.toml ([project] version), the one place it is kept.
;   VERSION_QUAD  four numbers for the file properties, default "${VERSION}.0"
;                 (give it for versions like 1.0rc1: /DVERSION_QUAD=1.0.0.1)
;   DIST_DIR      the one-folder build. Default: packaging\build\dist\smallwow
;   ICON          installer icon. Default: packaging\build\icons\smallwow.ico (made by the build)
;   OUTFILE       Default: packaging\dist\SmallWow-${VERSION}-setup.exe
;
; Installs per machine into "Program Files\SmallWow", adds a Start-menu shortcut, an
; optional desktop shortcut (ticked by default), an uninstaller and the "Apps & features" /
; "Add or Remove Programs" entry.

Unicode true
SetCompressor /SOLID lzma
ManifestDPIAware true
RequestExecutionLevel admin

!define APP_NAME "Small World of Warcraft"
!define APP_KEY "SmallWow"
!define APP_EXE "smallwow.exe"
!define PUBLISHER "Small World of Warcraft desktop edition developers"
!define UNINST_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APP_KEY}"
!define SHORTCUT "${APP_NAME}.lnk"

; makensis on Windows wants "\" in paths, the Linux/macOS build of makensis "/" (it does not
; convert them in !if /FileExists and !define /file), so paths are joined with ${SEP}.
!ifdef NSIS_WIN32_MAKENSIS
  !define SEP "\"
!else
  !define SEP "/"
!endif
; makensis works in the script's own folder, so the packaging folder is its parent. Give
; DIST_DIR, ICON and OUTFILE as absolute paths, or relative to packaging\windows\.
!define PACKAGING ".."
!ifndef VERSION
  !if /FileExists "${PACKAGING}${SEP}build${SEP}version.txt"
    !define /file VERSION "${PACKAGING}${SEP}build${SEP}version.txt"
  !else
    !error "VERSION is not defined: run packaging\build_bundle.py first or pass /DVERSION=x.y.z"
  !endif
!endif
!ifndef VERSION_QUAD
  !define VERSION_QUAD "${VERSION}.0"
!endif
!ifndef DIST_DIR
  !define DIST_DIR "${PACKAGING}${SEP}build${SEP}dist${SEP}smallwow"
!endif
!ifndef ICON
  !define ICON "${PACKAGING}${SEP}build${SEP}icons${SEP}smallwow.ico"
!endif
!ifndef OUTFILE
  !define OUTFILE "${PACKAGING}${SEP}dist${SEP}SmallWow-${VERSION}-setup.exe"
  ; makensis does not create the folder of its output file, and a fresh clone has no
  ; packaging/dist ("Can't open output file"). A given OUTFILE's folder is the caller's.
  !ifdef NSIS_WIN32_MAKENSIS
    !system 'if not exist "${PACKAGING}\dist" mkdir "${PACKAGING}\dist"' = 0
  !else
    !system 'mkdir -p "${PACKAGING}/dist"' = 0
  !endif
!endif
!if ! /FileExists "${DIST_DIR}${SEP}${APP_EXE}"
  !error "${DIST_DIR}${SEP}${APP_EXE} not found: build the game with packaging\build_bundle.py first"
!endif

!include "MUI2.nsh"
!include "x64.nsh"
!include "FileFunc.nsh"
!include "LogicLib.nsh"

Name "${APP_NAME}"
OutFile "${OUTFILE}"
InstallDir "$PROGRAMFILES64\${APP_KEY}"
; No InstallDirRegKey: it reads the registry before .onInit, in the 32-bit view when the
; setup is the default x86 build, while the install writes the 64-bit view (SetRegView 64).
; An upgrade then forgot a custom folder. .onInit reads the folder in the 64-bit view.
BrandingText "${APP_NAME} ${VERSION}"

VIProductVersion "${VERSION_QUAD}"
VIAddVersionKey /LANG=1033 "ProductName" "${APP_NAME}"
VIAddVersionKey /LANG=1033 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "FileDescription" "${APP_NAME} setup"
VIAddVersionKey /LANG=1033 "CompanyName" "${PUBLISHER}"
VIAddVersionKey /LANG=1033 "LegalCopyright" "MIT licence"

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
; No "Play now" box: the setup runs elevated (admin rights, for Program Files), and a game
; started from it would run as the administrator, with its saves and settings in that
; account's profile. Starting it as the logged-in user without a plugin means handing
; the program to explorer.exe, which Windows does not document and which fails with
; Explorer's "separate process" option or another shell. The shortcuts start it as the user.
!define MUI_FINISHPAGE_TEXT "${APP_NAME} is installed.$\r$\n$\r$\nStart it from the Start menu or the desktop shortcut."

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"

Function .onInit
  ${IfNot} ${RunningX64}
    MessageBox MB_ICONSTOP "${APP_NAME} needs 64-bit Windows."
    Abort
  ${EndIf}
  SetRegView 64
  SetShellVarContext all
  ; An upgrade goes where the last install went, unless /D= chose a folder.
  ${If} $INSTDIR == "$PROGRAMFILES64\${APP_KEY}"
    ReadRegStr $0 HKLM "Software\${APP_KEY}" "InstallDir"
    ${If} $0 != ""
      StrCpy $INSTDIR $0
    ${EndIf}
  ${EndIf}
FunctionEnd

Function un.onInit
  SetRegView 64
  SetShellVarContext all
FunctionEnd

Section "${APP_NAME} (required)" SecGame
  SectionIn RO
  SetOutPath "$INSTDIR"
  ; Files of an older version go first, so no stale library survives an upgrade.
  RMDir /r "$INSTDIR\_internal"
  File /r "${DIST_DIR}${SEP}*.*"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  CreateShortcut "$SMPROGRAMS\${SHORTCUT}" "$INSTDIR\${APP_EXE}" "" "$INSTDIR\${APP_EXE}" 0

  WriteRegStr HKLM "Software\${APP_KEY}" "InstallDir" "$INSTDIR"
  WriteRegStr HKLM "${UNINST_KEY}" "DisplayName" "${APP_NAME}"
  WriteRegStr HKLM "${UNINST_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKLM "${UNINST_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr HKLM "${UNINST_KEY}" "DisplayIcon" "$INSTDIR\${APP_EXE},0"
  WriteRegStr HKLM "${UNINST_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKLM "${UNINST_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKLM "${UNINST_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKLM "${UNINST_KEY}" "NoModify" 1
  WriteRegDWORD HKLM "${UNINST_KEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  IntFmt $0 "0x%08X" $0
  WriteRegDWORD HKLM "${UNINST_KEY}" "EstimatedSize" "$0"
SectionEnd

Section "Desktop shortcut" SecDesktop
  CreateShortcut "$DESKTOP\${SHORTCUT}" "$INSTDIR\${APP_EXE}" "" "$INSTDIR\${APP_EXE}" 0
SectionEnd

!insertmacro MUI_FUNCTION_DESCRIPTION_BEGIN
  !insertmacro MUI_DESCRIPTION_TEXT ${SecGame} "The game and everything it needs (Python and Qt are included)."
  !insertmacro MUI_DESCRIPTION_TEXT ${SecDesktop} "A shortcut to the game on the desktop."
!insertmacro MUI_FUNCTION_DESCRIPTION_END

Section "Uninstall"
  Delete "$DESKTOP\${SHORTCUT}"
  Delete "$SMPROGRAMS\${SHORTCUT}"
  ; Only what the installer put there: never a recursive delete of $INSTDIR itself,
  ; in case someone installed into a folder that holds other files.
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\${APP_EXE}"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  DeleteRegKey HKLM "${UNINST_KEY}"
  DeleteRegKey HKLM "Software\${APP_KEY}"
SectionEnd
