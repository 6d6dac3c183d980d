"""Make the README's screenshots: `python -m smallwow_qt.app.screenshots [OUT_DIR]`, and the
table at one size with 2 and 5 players: `... OUT_DIR --tables 1366x768 [--lang fr]` (with
QT_SCALE_FACTOR=2 and 1280x720 for a 2560x1440 screen at scale 2).

Plays a few scripted turns (top combination, cheapest regions) in a 2-player and a 5-player
game at 1920x1080 and saves pictures of the table, the column, the hand-over screen, a drag
in progress and the end of a game, each once the movements on the table have finished. Run
it under a real X server (xvfb-run) or offscreen.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QDragEnterEvent, QDragLeaveEvent, QDragMoveEvent
from PySide6.QtWidgets import QApplication

from smallwow_qt.controller.game_controller import DEFAULT_NAMES, GameController
from smallwow_qt.controller.texts import Texts
from smallwow_qt.engine import Conquer, End, Form, Pick, Redeploy, Stage
from smallwow_qt.views.i18n import Translations
from smallwow_qt.views.main_window import MainWindow
from smallwow_qt.views.overlays import DieOverlay


def settle(app: QApplication, rounds: int = 6, window: MainWindow | None = None) -> None:
    """Let the window catch up; with `window`, until its tokens and coins stop moving (a
    picture taken mid-flight shows tokens in the sea), and its die has been put away."""
    for _ in range(rounds):
        app.processEvents()
    if window is None or not window.built:
        return
    deadline = time.monotonic() + 10
    while window.animations.running and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.01)
    window.die.hide()
    for _ in range(rounds):
        app.processEvents()


def quick_move(controller: GameController):
    """The scripted player's next action."""
    st = controller.state
    legal = controller.legal()
    for lg in legal:
        if isinstance(lg.action, Pick):
            return lg.action
        if isinstance(lg.action, Form) and lg.action.form == "human":
            return lg.action
    conquests = [lg for lg in legal if isinstance(lg.action, Conquer) and not lg.action.die]
    if conquests:
        return min(conquests, key=lambda lg: (lg.cost, lg.action.region)).action
    if st.stage is Stage.DEFENDERS:
        return next(lg.action for lg in legal if isinstance(lg.action, Redeploy))
    return next((lg.action for lg in legal if isinstance(lg.action, End)), legal[0].action)


def play_turns(window: MainWindow, turns: int) -> None:
    c = window.controller
    ended = 0
    while ended < turns and c.state.stage is not Stage.OVER:
        if not c.seat_ready:
            window.handover.accept()
        action = quick_move(c)
        c.play(action)
        if isinstance(action, End):
            ended += 1


def make_window(app: QApplication, players: int, seed: int, language: str = "en") -> MainWindow:
    translations = Translations(app)
    translations.install(language)
    controller = GameController(texts=Texts(language))
    window = MainWindow(controller, translations, None)
    window.confirm = lambda title, text: True
    window.resize(1920, 1080)
    window.show()
    window.start_game([(f"p{i + 1}", DEFAULT_NAMES[i]) for i in range(players)], seed)
    settle(app)
    window.board.fit()
    return window


def shoot(window: MainWindow, path: Path, app: QApplication) -> None:
    settle(app, window=window)
    window.grab().save(str(path))
    print(path)


def tables(out: Path, size: str, app: QApplication, language: str = "en") -> None:
    """The table with 2 and with 5 players at one window size (`WxH`, in the screen's
    logical pixels: with QT_SCALE_FACTOR=2, 1280x720 makes a 2560x1440 picture)."""
    import os

    width, height = (int(v) for v in size.lower().split("x"))
    scale = float(os.environ.get("QT_SCALE_FACTOR") or 1)
    for players, seed in ((2, 11), (5, 7)):
        window = make_window(app, players, seed, language)
        window.resize(width, height)
        settle(app)
        play_turns(window, players + 1)
        c = window.controller
        if not c.seat_ready:
            window.handover.accept()
        if c.state.stage is Stage.PICK:
            c.play(quick_move(c))
        settle(app)
        window.board._relayout.stop()
        window.board._rebuild()
        window.board.fit()
        suffix = "" if language == "en" else f"-{language}"
        name = f"table-{round(width * scale)}x{round(height * scale)}-{players}p{suffix}.png"
        shoot(window, out / name, app)
        window.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m smallwow_qt.app.screenshots",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("out", nargs="?", default="shots", help="folder for the pictures (default: shots)")
    parser.add_argument("--tables", metavar="WxH",
                        help="only the table with 2 and 5 players, the window this size")
    parser.add_argument("--lang", default="en", choices=("en", "fr"), help="language of --tables")
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    if args.tables:
        out = Path(args.out)
        out.mkdir(parents=True, exist_ok=True)
        app = QApplication.instance() or QApplication(sys.argv[:1])
        DieOverlay.ROLL_MS = 0
        tables(out, args.tables, app, args.lang)
        return 0
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    DieOverlay.ROLL_MS = 0

    # 5 players, a few turns in: the table, then a drag in progress
    window = make_window(app, 5, seed=7)
    play_turns(window, 6)
    c = window.controller
    if not c.seat_ready:
        window.handover.accept()
    if c.state.stage is Stage.PICK:
        c.play(quick_move(c))
    shoot(window, out / "table-5-players.png", app)
    drag = window.hand_dock.stack.make_drag()
    if drag is not None:
        viewport = window.board.viewport()
        target = next((lg.action.region for lg in c.legal() if isinstance(lg.action, Conquer)), None)
        pos = window.board.mapFromScene(window.board.board.regions[target].anchor_scene_pos()) \
            if target else viewport.rect().center()
        mime = drag.to_mime()
        buttons, mods = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
        QApplication.sendEvent(viewport, QDragEnterEvent(pos, Qt.DropAction.MoveAction, mime, buttons, mods))
        QApplication.sendEvent(viewport, QDragMoveEvent(pos, Qt.DropAction.MoveAction, mime, buttons, mods))
        shoot(window, out / "drag-costs.png", app)
        QApplication.sendEvent(viewport, QDragLeaveEvent())
    # closer: the islands at a larger zoom around the player's regions
    mine = c.state.active_regions(c.actor_id) if c.actor_id else []
    if mine:
        window.board.set_zoom(window.board.zoom * 2.2)
        window.board.centerOn(window.board.board.regions[mine[0]].anchor_scene_pos())
        shoot(window, out / "table-zoomed.png", app)
    window.close()

    # 2 players in French: the column at the start, then the hand-over screen
    window = make_window(app, 2, seed=11, language="fr")
    window.handover.accept()
    shoot(window, out / "table-2-players-fr.png", app)
    window.column_dock.grab().save(str(out / "column.png"))
    print(out / "column.png")
    from smallwow_qt.views.new_game_dialog import NewGameDialog
    dialog = NewGameDialog(window, count=4)
    dialog.chosen_sides.setChecked(True)
    dialog.show()
    settle(app)
    dialog.grab().save(str(out / "new-game.png"))
    print(out / "new-game.png")
    dialog.close()
    window.translations.install("en")
    window.set_language("en")
    play_turns(window, 1)
    shoot(window, out / "handover.png", app)
    play_turns(window, 200)
    window.end_screen.resize(820, 660)
    settle(app)
    window.end_screen.grab().save(str(out / "end-of-game.png"))
    print(out / "end-of-game.png")
    shoot(window, out / "table-2-players-end.png", app)
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
