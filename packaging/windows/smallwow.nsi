; Windows installer of Small World of Warcraft (desktop edition): SmallWow-<version>-setup.exe
;
; It packs the PyInstaller one-folder build made on Windows by
;     py -3.11 packaging\build_bundle.py          (-> packaging\build\dist\smallwow\smallwow.exe)
; and is compiled with NSIS 3 (Python on PATH: generate.py runs at compile time):
;     makensis packaging\windows\smallwow.nsi
;
; Defines, all optional (makensis /DNAME=value):
;   VERSION       game version. Default: packaging\build\version.txt, which build_bundle.py
;                 writes from pyproject.toml ([project] version), the one place it is kept.
;   VERSION_QUAD  four numbers for the file properties. Default: worked out from VERSION by
;                 generate.py (any PEP 440 version: 0.2.0rc1 -> 0.2.0.30001), which the
;                 installer also compares to tell an upgrade from a downgrade.
;   DIST_DIR      the one-folder build. Default: packaging\build\dist\smallwow
;   ICON          installer icon. Default: packaging\build\icons\smallwow.ico (made by the build)
;   OUTFILE       Default: packaging\dist\SmallWow-${VERSION}-setup.exe
;   PYTHON        the Python that runs generate.py. Default: python (Windows), python3 (elsewhere)
;
; What it does (packaging/README.md has the why):
; - installs for the current user into "%LOCALAPPDATA%\Programs\Small World of Warcraft"
;   without administrator rights, or for everyone into "Program Files\Small World of
;   Warcraft" (it asks for the rights then); /CurrentUser or /AllUsers on the command line;
; - into a folder of its own: a chosen folder that already holds other files gets a
;   "Small World of Warcraft" folder inside it;
; - removes only what it installed: the uninstaller deletes the files of its own list
;   (generate.py) and then each folder only if it is empty; never RMDir /r;
; - an upgrade first runs the uninstaller of the copy already installed, wherever it is (read
;   from its "Apps & features" entry, per user or per machine); a downgrade asks first;
; - Start-menu shortcut, desktop shortcut (ticked by default), "Apps & features" entry;
; - .smallwow files open in the game (ProgID SmallWow.Game with the game's icon and "Open");
; - the uninstaller keeps the player's saves and settings unless "Remove my saves" is
;   ticked (/REMOVESAVES when silent).

Unicode true
SetCompressor /SOLID lzma
ManifestDPIAware true
; Per-user installs need no rights; an install for everyone starts the setup again elevated.
RequestExecutionLevel user

!define APP_NAME "Small World of Warcraft"
!define APP_KEY "SmallWow"
!define APP_EXE "smallwow.exe"
!define APP_FOLDER "Small World of Warcraft"
!define PUBLISHER "Small World of Warcraft desktop edition developers"
!define UNINST_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APP_KEY}"
!define SHORTCUT "${APP_NAME}.lnk"
!define EXTENSION ".smallwow"
!define PROGID "SmallWow.Game"
!define MIME_TYPE "application/x-smallwow"
; Where the game keeps its autosaves, recent games and settings: Qt's AppDataLocation and
; QSettings for the organisation and application names of smallwow_qt/app/main.py.
!define DATA_ORG "SmallWoW"
!define DATA_APP "SmallWorldOfWarcraft"

; makensis on Windows wants "\" in paths, the Linux/macOS build of makensis "/" (it does not
; convert them in !if /FileExists and !define /file), so paths are joined with ${SEP}.
!ifdef NSIS_WIN32_MAKENSIS
  !define SEP "\"
  !define /ifndef PYTHON "python"
!else
  !define SEP "/"
  !define /ifndef PYTHON "python3"
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

; The file lists and VERSION_QUAD (generate.py fails the compile on a version it cannot map).
!tempfile GENERATED
!system '"${PYTHON}" "${__FILEDIR__}${SEP}generate.py" "${VERSION}" "${DIST_DIR}" "${GENERATED}"' = 0
!include "${GENERATED}"
!delfile "${GENERATED}"

!include "MUI2.nsh"
!include "nsDialogs.nsh"
!include "x64.nsh"
!include "FileFunc.nsh"
!include "WordFunc.nsh"
!include "LogicLib.nsh"
!include "Sections.nsh"

Name "${APP_NAME}"
OutFile "${OUTFILE}"
; No InstallDir: .onInit chooses the folder, from the command line (/D=), the copy already
; installed, or the install mode. (InstallDirRegKey would read the registry before
; .onInit, in the 32-bit view of the default x86 setup.)
BrandingText "${APP_NAME} ${VERSION}"

VIProductVersion "${VERSION_QUAD}"
VIFileVersion "${VERSION_QUAD}"
VIAddVersionKey /LANG=1033 "ProductName" "${APP_NAME}"
VIAddVersionKey /LANG=1033 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "FileDescription" "${APP_NAME} setup"
VIAddVersionKey /LANG=1033 "CompanyName" "${PUBLISHER}"
VIAddVersionKey /LANG=1033 "LegalCopyright" "MIT licence"

Var AllUsers        ; 1: for everyone (Program Files, HKLM), 0: for the current user
Var ModeGiven       ; 1: /AllUsers or /CurrentUser on the command line
Var OldDir          ; the copy already installed (empty: none), its version and scope
Var OldVersion
Var OldQuad
Var OldAllUsers
Var RadioMe
Var RadioAll

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
; No "Play now" box: an install for everyone runs elevated, and a game started from it
; would run as the administrator, with its saves and settings in that account's profile.
; The shortcuts start it as the user.
!define MUI_FINISHPAGE_TEXT "${APP_NAME} is installed.$\r$\n$\r$\nStart it from the Start menu or the desktop shortcut. Saved games (.smallwow files) open with a double-click."

!insertmacro MUI_PAGE_WELCOME
Page custom ModePage ModePageLeave
!insertmacro MUI_PAGE_COMPONENTS
!define MUI_PAGE_CUSTOMFUNCTION_LEAVE DirectoryLeave
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!define MUI_COMPONENTSPAGE_TEXT_TOP "Your saved games and settings stay on this computer unless you tick $\"Remove my saves$\". Games you saved in other folders are never removed."
!insertmacro MUI_UNPAGE_COMPONENTS
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"

; ----- helpers --------------------------------------------------------------------------------

; Per machine (HKLM, Program Files, the all-users Start menu) or per user.
!macro SCOPE all
  !if "${all}" == "1"
    SetShellVarContext all
  !else
    SetShellVarContext current
  !endif
!macroend

; $0 = "1" when this process has administrator rights (elevated), else "0".
!macro IS_ADMIN
  UserInfo::GetAccountType
  Pop $0
  ${If} $0 == "Admin"
    StrCpy $0 "1"
  ${Else}
    StrCpy $0 "0"
  ${EndIf}
!macroend

; The copy already installed: the per-machine entry first, then the current user's.
Function FindOldCopy
  StrCpy $OldDir ""
  StrCpy $OldAllUsers "0"
  ReadRegStr $0 HKLM "${UNINST_KEY}" "InstallLocation"
  ${If} $0 != ""
    StrCpy $OldAllUsers "1"
    ReadRegStr $OldVersion HKLM "${UNINST_KEY}" "DisplayVersion"
    ReadRegStr $OldQuad HKLM "${UNINST_KEY}" "VersionQuad"
  ${Else}
    ReadRegStr $0 HKCU "${UNINST_KEY}" "InstallLocation"
    ReadRegStr $OldVersion HKCU "${UNINST_KEY}" "DisplayVersion"
    ReadRegStr $OldQuad HKCU "${UNINST_KEY}" "VersionQuad"
  ${EndIf}
  ${If} $0 != ""
  ${AndIf} ${FileExists} "$0\uninstall.exe"
    StrCpy $OldDir $0
  ${EndIf}
FunctionEnd

Function DefaultFolder
  ${If} $AllUsers == "1"
    StrCpy $INSTDIR "$PROGRAMFILES64\${APP_FOLDER}"
  ${Else}
    StrCpy $INSTDIR "$LOCALAPPDATA\Programs\${APP_FOLDER}"
  ${EndIf}
FunctionEnd

; $0 = "1" when $INSTDIR may take the game: it does not exist, is empty, or holds the copy
; being replaced. Any other folder with something in it is someone else's.
Function FolderIsFree
  StrCpy $0 "1"
  ${If} $OldDir != ""
  ${AndIf} $OldDir == $INSTDIR
    Return
  ${EndIf}
  ${IfNot} ${FileExists} "$INSTDIR\*.*"
    Return
  ${EndIf}
  FindFirst $1 $2 "$INSTDIR\*.*"
  ${DoWhile} $2 != ""
    ${If} $2 != "."
    ${AndIf} $2 != ".."
      StrCpy $0 "0"
      ${Break}
    ${EndIf}
    FindNext $1 $2
  ${Loop}
  FindClose $1
FunctionEnd

; A folder that holds other files gets a folder of the game's own inside it. $0 = "1" when
; $INSTDIR (changed or not) can be used.
Function OwnFolder
  Call FolderIsFree
  ${If} $0 == "1"
    Return
  ${EndIf}
  StrCpy $INSTDIR "$INSTDIR\${APP_FOLDER}"
  Call FolderIsFree
FunctionEnd

; ----- installer ------------------------------------------------------------------------------

Function .onInit
  ${IfNot} ${RunningX64}
    MessageBox MB_ICONSTOP "${APP_NAME} needs 64-bit Windows."
    Abort
  ${EndIf}
  SetRegView 64
  Call FindOldCopy
  ; The install mode: the command line, else the copy already installed, else per user.
  StrCpy $ModeGiven "0"
  ${GetParameters} $R0
  ClearErrors
  ${GetOptions} $R0 "/AllUsers" $R1
  ${IfNot} ${Errors}
    StrCpy $AllUsers "1"
    StrCpy $ModeGiven "1"
  ${Else}
    ClearErrors
    ${GetOptions} $R0 "/CurrentUser" $R1
    ${IfNot} ${Errors}
      StrCpy $AllUsers "0"
      StrCpy $ModeGiven "1"
    ${Else}
      StrCpy $AllUsers $OldAllUsers
    ${EndIf}
  ${EndIf}
  ; An older version goes on, a newer one is replaced only if the person says so.
  ${If} $OldDir != ""
  ${AndIf} $OldQuad != ""
    ${VersionCompare} $OldQuad "${VERSION_QUAD}" $R2
    ${If} $R2 == "1"
      MessageBox MB_YESNO|MB_ICONQUESTION "${APP_NAME} $OldVersion is installed, which is newer than this setup's ${VERSION}.$\r$\n$\r$\nReplace it with the older version ${VERSION}? (Saved games stay.)" /SD IDNO IDYES downgrade
      SetErrorLevel 2
      Quit
      downgrade:
    ${EndIf}
  ${EndIf}
  ; The folder: /D= wins, then the copy already installed, then the mode's default.
  ${If} $INSTDIR == ""
    ${If} $OldDir != ""
    ${AndIf} $OldAllUsers == $AllUsers
      StrCpy $INSTDIR $OldDir
    ${Else}
      Call DefaultFolder
    ${EndIf}
  ${EndIf}
  ${If} ${Silent}
    Call CheckRights
    Call OwnFolder
    ${If} $0 != "1"
      SetErrorLevel 2
      Quit
    ${EndIf}
  ${EndIf}
FunctionEnd

; For everyone: administrator rights needed. Silent: fail with ERROR_ELEVATION_REQUIRED;
; otherwise start this setup again elevated, for everyone, and end this one.
Function CheckRights
  ${If} $AllUsers != "1"
    ; A per-user install cannot remove a copy installed for everyone.
    ${If} $OldAllUsers == "1"
    ${AndIf} $OldDir != ""
      !insertmacro IS_ADMIN
      ${If} $0 != "1"
        MessageBox MB_ICONEXCLAMATION "${APP_NAME} $OldVersion is installed for everyone on this computer. Choose 'Everyone' to replace it (administrator rights), or remove it first from Apps & features." /SD IDOK
        ${If} ${Silent}
          SetErrorLevel 740
          Quit
        ${EndIf}
        Abort
      ${EndIf}
    ${EndIf}
    Return
  ${EndIf}
  !insertmacro IS_ADMIN
  ${If} $0 == "1"
    Return
  ${EndIf}
  ${If} ${Silent}
    SetErrorLevel 740
    Quit
  ${EndIf}
  ExecShell "runas" "$EXEPATH" "/AllUsers"
  Quit
FunctionEnd

Function ModePage
  ${If} $ModeGiven == "1"
    Abort           ; (chosen on the command line, or by the elevated restart)
  ${EndIf}
  !insertmacro MUI_HEADER_TEXT "Who will play?" "Install ${APP_NAME} for yourself or for everyone on this computer."
  nsDialogs::Create 1018
  Pop $R9
  ${NSD_CreateRadioButton} 0 10u 100% 14u "&Just me (recommended: no administrator rights needed)"
  Pop $RadioMe
  ${NSD_CreateRadioButton} 0 34u 100% 14u "&Everyone who uses this computer (asks for administrator rights)"
  Pop $RadioAll
  ${If} $AllUsers == "1"
    ${NSD_Check} $RadioAll
  ${Else}
    ${NSD_Check} $RadioMe
  ${EndIf}
  nsDialogs::Show
FunctionEnd

Function ModePageLeave
  ${NSD_GetState} $RadioAll $0
  ${If} $0 == ${BST_CHECKED}
    StrCpy $AllUsers "1"
  ${Else}
    StrCpy $AllUsers "0"
  ${EndIf}
  Call CheckRights
  ${If} $OldDir != ""
  ${AndIf} $OldAllUsers == $AllUsers
    StrCpy $INSTDIR $OldDir
  ${Else}
    Call DefaultFolder
  ${EndIf}
FunctionEnd

; Says where the game will go when the chosen folder holds other files. The install section
; makes the same choice again: a change of $INSTDIR made here did not last (seen under Wine:
; the game went into the chosen folder itself).
Function DirectoryLeave
  StrCpy $R0 $INSTDIR
  Call OwnFolder
  StrCpy $R1 $INSTDIR
  StrCpy $INSTDIR $R0
  ${If} $0 != "1"
    MessageBox MB_ICONEXCLAMATION "$R0 already holds other files, and so does $R1. Choose an empty folder for ${APP_NAME}."
    Abort
  ${EndIf}
  ${If} $R1 != $R0
    MessageBox MB_OKCANCEL|MB_ICONINFORMATION "$R0 already holds other files. ${APP_NAME} will go into a folder of its own:$\r$\n$\r$\n$R1" IDOK own_folder
    Abort
    own_folder:
  ${EndIf}
FunctionEnd

Section "${APP_NAME} (required)" SecGame
  SectionIn RO
  ; A folder of its own (decided here: see DirectoryLeave).
  Call OwnFolder
  ${If} $0 != "1"
    MessageBox MB_ICONSTOP "$INSTDIR already holds other files: choose an empty folder for ${APP_NAME}." /SD IDOK
    SetErrorLevel 2
    Quit
  ${EndIf}
  !insertmacro SCOPE 0
  ${If} $AllUsers == "1"
    !insertmacro SCOPE 1
  ${EndIf}
  ; The copy already installed goes first, wherever it is, by its own uninstaller (which
  ; keeps the saves): no stale library survives, and there is one copy and one entry.
  ${If} $OldDir != ""
    DetailPrint "Removing ${APP_NAME} $OldVersion from $OldDir"
    ExecWait '"$OldDir\uninstall.exe" /S _?=$OldDir' $0
    ${If} $0 != 0
      MessageBox MB_ICONSTOP "The installed ${APP_NAME} $OldVersion could not be removed from $OldDir (error $0)." /SD IDOK
      SetErrorLevel 2
      Quit
    ${EndIf}
    Delete "$OldDir\uninstall.exe"       ; (_?= leaves the uninstaller itself)
    RMDir "$OldDir"
  ${EndIf}
  !insertmacro INSTALL_FILES
  SetOutPath "$INSTDIR"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  CreateShortcut "$SMPROGRAMS\${SHORTCUT}" "$INSTDIR\${APP_EXE}" "" "$INSTDIR\${APP_EXE}" 0

  WriteRegStr SHCTX "${UNINST_KEY}" "DisplayName" "${APP_NAME}"
  WriteRegStr SHCTX "${UNINST_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr SHCTX "${UNINST_KEY}" "VersionQuad" "${VERSION_QUAD}"
  WriteRegStr SHCTX "${UNINST_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr SHCTX "${UNINST_KEY}" "DisplayIcon" "$INSTDIR\${APP_EXE},0"
  WriteRegStr SHCTX "${UNINST_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr SHCTX "${UNINST_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr SHCTX "${UNINST_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD SHCTX "${UNINST_KEY}" "NoModify" 1
  WriteRegDWORD SHCTX "${UNINST_KEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  IntFmt $0 "0x%08X" $0
  WriteRegDWORD SHCTX "${UNINST_KEY}" "EstimatedSize" "$0"

  ; Saved games open in the game: a ProgID with the game's icon and "Open".
  WriteRegStr SHCTX "Software\Classes\${EXTENSION}" "" "${PROGID}"
  WriteRegStr SHCTX "Software\Classes\${EXTENSION}" "Content Type" "${MIME_TYPE}"
  WriteRegStr SHCTX "Software\Classes\${EXTENSION}\OpenWithProgids" "${PROGID}" ""
  WriteRegStr SHCTX "Software\Classes\${PROGID}" "" "${APP_NAME} game"
  WriteRegStr SHCTX "Software\Classes\${PROGID}" "FriendlyTypeName" "${APP_NAME} game"
  WriteRegStr SHCTX "Software\Classes\${PROGID}\DefaultIcon" "" '"$INSTDIR\${APP_EXE}",0'
  WriteRegStr SHCTX "Software\Classes\${PROGID}\shell\open\command" "" '"$INSTDIR\${APP_EXE}" "%1"'
  WriteRegStr SHCTX "Software\Classes\Applications\${APP_EXE}\SupportedTypes" "${EXTENSION}" ""
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'   ; SHCNE_ASSOCCHANGED
SectionEnd

Section "Desktop shortcut" SecDesktop
  CreateShortcut "$DESKTOP\${SHORTCUT}" "$INSTDIR\${APP_EXE}" "" "$INSTDIR\${APP_EXE}" 0
SectionEnd

!insertmacro MUI_FUNCTION_DESCRIPTION_BEGIN
  !insertmacro MUI_DESCRIPTION_TEXT ${SecGame} "The game and everything it needs (Python and Qt are included)."
  !insertmacro MUI_DESCRIPTION_TEXT ${SecDesktop} "A shortcut to the game on the desktop."
!insertmacro MUI_FUNCTION_DESCRIPTION_END

; ----- uninstaller ----------------------------------------------------------------------------

Var UnAllUsers

Section "-un.${APP_NAME}"
  !insertmacro SCOPE 0
  ${If} $UnAllUsers == "1"
    !insertmacro SCOPE 1
  ${EndIf}
  Delete "$DESKTOP\${SHORTCUT}"
  Delete "$SMPROGRAMS\${SHORTCUT}"
  ; Only what the installer put there, file by file; each folder only once it is empty.
  !insertmacro UNINSTALL_FILES
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"

  ; The file association, where it is still ours.
  DeleteRegKey SHCTX "Software\Classes\${PROGID}"
  DeleteRegValue SHCTX "Software\Classes\${EXTENSION}\OpenWithProgids" "${PROGID}"
  DeleteRegKey /ifempty SHCTX "Software\Classes\${EXTENSION}\OpenWithProgids"
  ReadRegStr $0 SHCTX "Software\Classes\${EXTENSION}" ""
  ${If} $0 == "${PROGID}"
    DeleteRegValue SHCTX "Software\Classes\${EXTENSION}" ""
    DeleteRegValue SHCTX "Software\Classes\${EXTENSION}" "Content Type"
  ${EndIf}
  DeleteRegKey /ifempty SHCTX "Software\Classes\${EXTENSION}"
  DeleteRegKey SHCTX "Software\Classes\Applications\${APP_EXE}"
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'

  DeleteRegKey SHCTX "${UNINST_KEY}"
SectionEnd

; "Remove my saves", unticked by default (and when silent, unless /REMOVESAVES): the
; autosaves, the recent games and the settings of the person uninstalling. Games saved elsewhere are never touched.
Section /o "un.Remove my saves" SecUnSaves
  SetShellVarContext current
  RMDir /r "$APPDATA\${DATA_ORG}\${DATA_APP}"
  RMDir "$APPDATA\${DATA_ORG}"
  RMDir /r "$LOCALAPPDATA\${DATA_ORG}\${DATA_APP}"
  RMDir "$LOCALAPPDATA\${DATA_ORG}"
  DeleteRegKey HKCU "Software\${DATA_ORG}\${DATA_APP}"
  DeleteRegKey /ifempty HKCU "Software\${DATA_ORG}"
SectionEnd

Function un.onInit
  SetRegView 64
  ; For everyone when the per-machine entry names this folder.
  StrCpy $UnAllUsers "0"
  ReadRegStr $0 HKLM "${UNINST_KEY}" "InstallLocation"
  ${If} $0 == $INSTDIR
    StrCpy $UnAllUsers "1"
    !insertmacro IS_ADMIN
    ${If} $0 != "1"
      ${If} ${Silent}
        SetErrorLevel 740
        Quit
      ${EndIf}
      ExecShell "runas" "$INSTDIR\uninstall.exe"
      Quit
    ${EndIf}
  ${EndIf}
  ${GetParameters} $R0
  ClearErrors
  ${GetOptions} $R0 "/REMOVESAVES" $R1
  ${IfNot} ${Errors}
    !insertmacro SelectSection ${SecUnSaves}
  ${EndIf}
FunctionEnd

!insertmacro MUI_UNFUNCTION_DESCRIPTION_BEGIN
  !insertmacro MUI_DESCRIPTION_TEXT ${SecUnSaves} "The game's autosaves, recent games and settings for your account ($APPDATA\${DATA_ORG}\${DATA_APP}). Games you saved elsewhere are not touched."
!insertmacro MUI_UNFUNCTION_DESCRIPTION_END
