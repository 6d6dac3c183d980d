"""Command line of the desktop game: `smallwow [FILE] [--new N] [--seed S] [--screenshot OUT.png]`."""

from __future__ import annotations

import gc
import random
import sys

from smallwow_qt.app.cli import display_problem, no_display, parse


def _size(text: str | None) -> tuple[int, int] | None:
    if not text:
        return None
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise SystemExit(f"smallwow: --size wants WIDTHxHEIGHT, not {text!r}")
    return max(640, w), max(480, h)


def _interface_scale(settings) -> None:
    """The chosen interface scale, through Qt's own scaling (a QT_SCALE_FACTOR already set
    in the environment wins)."""
    import os

    from smallwow_qt.views.settings_values import number

    scale = number(settings, "ui/scale", 1.0, 1.0, 2.0)
    if "QT_SCALE_FACTOR" not in os.environ and scale > 1.0:
        os.environ["QT_SCALE_FACTOR"] = f"{scale:g}"


def main(argv: list[str] | None = None) -> int:
    args = parse(argv)     # --version and --help are answered here, before Qt is imported
    if args.self_check:
        from smallwow_qt.app.selfcheck import self_check

        return self_check(args.self_check)
    problem = no_display() or display_problem()
    if problem:
        print(problem, file=sys.stderr)
        return 1
    # Start-up makes hundreds of thousands of objects (Qt's enums, the engine's classes,
    # the islands) and nearly no garbage: Python's cycle collector ran over them a hundred
    # times (~15 ms) for nothing. It is on again once the game is set up.
    enabled = gc.isenabled()
    gc.disable()
    try:
        return _run(args)
    finally:
        if enabled:
            _collect_again()


def _collect_again() -> None:
    """The cycle collector on again, without going over what start-up made (it lives as long
    as the window): moved out of its reach first, else the first collection would go over
    all of it at once (~40 ms)."""
    gc.freeze()
    gc.enable()


def _run(args) -> int:
    app = _start_qt(screenshot=bool(args.screenshot))
    from PySide6.QtCore import QSettings, QTimer

    from smallwow_qt.views.i18n import Translations, system_language
    from smallwow_qt.views.main_window import MainWindow

    screenshot = bool(args.screenshot)
    settings = None if screenshot else QSettings()
    from smallwow_qt.views.settings_values import text

    language = args.lang or text(settings, "language", "", 20) or system_language()
    translations = Translations(app)
    language = translations.install(str(language))
    data_dir = None if screenshot else _data_dir()
    if data_dir is not None and args.file:
        from smallwow_qt.app.documents import send_to_running, server_name

        if send_to_running(server_name(data_dir), args.file):
            return 0            # the game already running opens it, in its own window
    # the shell paints at once; the table is built right after the first paint
    window = MainWindow(None, translations, settings, language=language, data_dir=data_dir,
                        deferred=not screenshot)
    size = _size(args.size)
    if size:
        window.resize(*size)
    elif screenshot:
        window.resize(1600, 960)
    if screenshot:
        return _screenshot(app, window, args)
    show(window, sized=bool(size))
    window.when_ready(lambda: QTimer.singleShot(0, lambda: _begin(app, window, args, data_dir)))
    return app.exec()


def _start_qt(screenshot: bool):
    """The QApplication, named, scaled as the player chose and told what PySide would read."""
    from smallwow_qt.app.feature_check import skip_source_reads

    from PySide6.QtCore import QCoreApplication, QSettings

    skip_source_reads()     # (as soon as PySide is there: it reads the source of what comes next)
    from PySide6.QtWidgets import QApplication

    # High-DPI: Qt 6 scales by the screen's factor with fractional rounding (PassThrough) by
    # default; every picture we draw asks for the device pixel ratio.
    QCoreApplication.setOrganizationName("SmallWoW")
    QCoreApplication.setApplicationName("SmallWorldOfWarcraft")
    if not screenshot and not QApplication.instance():
        _interface_scale(QSettings())       # Game › Settings › Interface scale
    app = QApplication.instance() or _application()
    app.setApplicationDisplayName("Small World of Warcraft")
    app.setDesktopFileName("io.github.smallwow.SmallWow")    # (Wayland: the menu entry's icon)
    return app


def _data_dir():
    """The folder of the autosaves, the recent games and the history."""
    from pathlib import Path

    from PySide6.QtCore import QStandardPaths

    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location) if location else Path.home() / ".smallwow"


def _new_game(window, args) -> None:
    """The game `--new N [--seed S]` asks for."""
    from smallwow_qt.controller.game_controller import DEFAULT_NAMES

    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1, 2_000_000_000)
    window.start_game([(f"p{i + 1}", DEFAULT_NAMES[i]) for i in range(args.new)], seed)


def _begin(app, window, args, data_dir) -> None:
    """Once the table is painted: the icon, then the game asked for, the files opened from
    outside, or what a launch offers (resume, the guided game, the New game dialog)."""
    from PySide6.QtCore import QTimer

    QTimer.singleShot(ICON_AFTER_MS, app, lambda: _set_icon(app))   # (the SVG plugin takes a while)
    if args.new:
        _new_game(window, args)
    _collect_again()            # (set up: the game's garbage is collected as usual)
    opened = _open_documents(app, window, args.file, data_dir)
    if not args.new and not opened:
        from smallwow_qt.views.game_flow import at_launch

        at_launch(window)


def _screenshot(app, window, args) -> int:
    """The table set before the window shows (laid out, fitted and painted once), grabbed
    and saved; 0 when the picture was written."""
    if args.new:
        _new_game(window, args)
    if args.file:
        window.files.open_path(args.file, remember=False)
    if window.controller.has_game and window.controller.actor_id:
        window.handover.accept()        # show the table, not the hand-over screen
    window.show()
    for _ in range(5):                  # the board fits itself to its first size
        app.processEvents()
    ok = _save_picture(_picture(app, window), args.screenshot)
    window.close()
    return 0 if ok else 1


def _application():
    """The game's QApplication. When Qt cannot start its platform plugin (a DISPLAY where no X
    server answers, a library missing from the system), it prints a paragraph blaming
    libxcb-cursor0 and aborts the process (exit 134, a core file): one line saying what went
    wrong instead, and exit 1."""
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler

    from smallwow_qt.app.documents import GameApplication

    said: list[str] = []

    def handler(kind, context, message: str) -> None:
        if kind != QtMsgType.QtFatalMsg:
            category = context.category
            said.append(f"{category}: {message}" if category and category != "default" else message)
            return
        print(platform_failure(said, message), file=sys.stderr, flush=True)
        import os

        os._exit(1)         # (returning would let Qt abort)

    qInstallMessageHandler(handler)
    try:
        app = GameApplication(sys.argv[:1])
    finally:
        qInstallMessageHandler(None)
    for message in said:            # what Qt said on the way, as it would have said it
        print(message, file=sys.stderr)
    return app


def platform_failure(said: list[str], fatal: str) -> str:
    """The one line printed when Qt gives up at start: what it said, shortened."""
    import os

    display = os.environ.get("DISPLAY")
    if display and any("could not connect to display" in line for line in said):
        return f"smallwow: cannot open the window: no X server answers on display {display}"
    reason = next((line for line in said if "Could not load the Qt platform plugin" in line), None)
    first = (reason or fatal).strip().splitlines()[0] if (reason or fatal).strip() else "unknown reason"
    return f"smallwow: cannot open the window: {first}"


def _open_documents(app, window, file: str | None, data_dir) -> bool:
    """The FILE of the command line, then whatever the system hands over later (a second
    `smallwow FILE`, macOS's file-open event), opened in this window; True when a file
    given at launch was opened (the launch then offers nothing else)."""
    from smallwow_qt.app.documents import inbox_of, server_name
    from smallwow_qt.views.game_files import open_from_outside

    inbox = inbox_of(app)
    given = ([file] if file else []) + inbox.take_pending()
    opened = False
    for path in given:
        opened = open_from_outside(window, path) or opened
    inbox.deliver_to(lambda path: open_from_outside(window, path))
    if data_dir is not None:            # (QtNetwork loads once the table is there)
        from PySide6.QtCore import QTimer

        QTimer.singleShot(LISTEN_AFTER_MS, inbox, lambda: inbox.listen(server_name(data_dir)))
    return opened


LISTEN_AFTER_MS = 300


def show(window, sized: bool = False) -> None:
    """Show the window; maximized when its default size and a title bar do not fit the screen
    (at 1600×960 the status bar, with its messages and "why not?", would lie under the edge).
    A saved geometry, restored once the table is built, wins over both."""
    screen = window.screen()
    room = screen.availableGeometry() if screen is not None else None
    if not sized and room is not None and (window.width() > room.width()
                                           or window.height() + TITLE_BAR > room.height()):
        window.showMaximized()
    else:
        window.show()


TITLE_BAR = 40      # px a window manager may add above the window
ICON_AFTER_MS = 200


def _set_icon(app) -> None:
    from PySide6.QtGui import QIcon

    from smallwow_qt import paths

    icon = paths.resources_dir() / "icons" / "smallwow.svg"
    if icon.is_file():
        app.setWindowIcon(QIcon(str(icon)))


def _picture(app, window):
    """The window as painted. Headless (the offscreen platform, where a screenshot is usually
    taken) the pixels are read back from its own buffer, which no other window can cover;
    painting the whole table a second time for `grab` took ~35 ms. Elsewhere, or if the
    read fails, `grab`."""
    if app.platformName() == "offscreen":
        screen = window.screen()
        picture = screen.grabWindow(window.winId()) if screen is not None else None
        if picture is not None and not picture.isNull() and picture.size() == window.size():
            return picture
    return window.grab()


def _save_picture(picture, path: str) -> bool:
    """Write the grabbed window; a PNG with light compression (several times faster to
    write than the default, a few percent larger)."""
    if path.lower().endswith(".png"):
        return picture.save(path, "PNG", 80)
    return picture.save(path)
