"""Run-time hook of the frozen game, used in place of PyInstaller's pyi_rth_pyside6.

PyInstaller runs its PySide6 hook before the game's entry point, and that hook imports
PySide6.QtCore (to register a qt.conf), which loads Qt and its ICU data: `smallwow --version`
then took about four times as long as in a venv. This hook sets up the same environment
(QT_PLUGIN_PATH, and PATH / DYLD_LIBRARY_PATH where PyInstaller's does) and does the Qt part
too, except when the command line only asks for --version or --help, which
smallwow_qt.app.cli answers without Qt. The spec swaps it in (packaging/smallwow.spec).
"""


def _pyi_rthook():
    import os
    import sys

    from _pyi_rth_utils import is_macos_app_bundle, prepend_path_to_environment_variable
    from _pyi_rth_utils import qt as qt_rth_utils

    if sys.platform.startswith("win"):
        qt_path = os.path.join(sys._MEIPASS, "PySide6")
    else:
        qt_path = os.path.join(sys._MEIPASS, "PySide6", "Qt")
    os.environ["QT_PLUGIN_PATH"] = os.path.join(qt_path, "plugins")
    if sys.platform.startswith("win"):
        prepend_path_to_environment_variable(sys._MEIPASS, "PATH")
    if sys.platform == "darwin" and not is_macos_app_bundle:
        prepend_path_to_environment_variable(sys._MEIPASS, "DYLD_LIBRARY_PATH")

    from smallwow_qt.app.cli import answered_without_qt

    if answered_without_qt(sys.argv[1:]):
        return
    qt_rth_utils.ensure_single_qt_bindings_package("PySide6")
    qt_rth_utils.create_embedded_qt_conf("PySide6", qt_path)


_pyi_rthook()
del _pyi_rthook
