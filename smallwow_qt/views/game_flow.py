"""The window's questions around the turn and the game: confirming a decline, leaving an
unfinished game and starting a new game (ending a turn asks in `MainWindow.end_turn`, whose
plural texts lupdate finds only there) (texts in the "MainWindow" context, where they have
always been; the New game dialog's own texts stay in its context)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from smallwow_qt.controller import Decline


def decline(window) -> bool:
    """Put the actor's race into decline once they have said yes."""
    c = window.controller
    if c.has_game and c.seat_ready and c.can(Decline):
        race = c.texts.race(c.state.actor.race)
        if not window.confirm(QCoreApplication.translate("MainWindow", "Decline"),
                              QCoreApplication.translate(
                                  "MainWindow", "Put the %1 into decline? You will not conquer this turn; "
                                  "you pick a new combination next turn.").replace("%1", race)):
            return False
    return c.decline()


def may_leave_game(window, title: str, question: str) -> bool:
    """Whether the game in play may give way to another (a new game, an opened file): yes at
    once when there is none or it is over; else the player's answer to `question`, asked
    after a line that says where the unfinished game stays. Its last action is autosaved
    first, so what is set aside (the autosave's "earlier" folder) is the whole game."""
    learning = getattr(window, "learning", None)
    guided = learning.guided_if_made() if learning is not None else None
    if guided is not None and guided.active:
        guided.leave()          # (its progress is kept; the game it had set aside comes back first)
    c = window.controller
    if not c.has_game or c.state.game_over:
        return True
    files = window.files
    if files.autosaver is not None:
        files.autosave_now()
        where = QCoreApplication.translate(
            "MainWindow", "The game in play (%1, round %2 of %3) is not finished. It is kept: "
            "Game › Open recent opens it again.")
    else:
        where = QCoreApplication.translate(
            "MainWindow", "The game in play (%1, round %2 of %3) is not finished, and this window "
            "does not save it by itself: use Game › Save first to keep it.")
    st = c.state
    where = where.replace("%1", ", ".join(p.name for p in st.players)).replace("%2", str(st.round)) \
        .replace("%3", str(st.rounds))
    return window.confirm(title, where + "\n\n" + question)


def at_launch(window) -> None:
    """What a launch without a game shows: the unfinished autosaved game if the player resumes
    it; else the New game dialog, except while the guided first game is being offered (the
    first launch, or a lesson left half-way): the dialog then waits for "No thanks", and
    starting the lesson skips it."""
    if window.files.offer_resume(window.confirm):
        return
    learning = window.learning
    made = learning.guided_if_made()
    if (made is not None and made.offering) or learning.offer_guided() or learning.offer_lesson_again():
        guided = learning.guided
        guided.declined.connect(lambda: None if window.controller.has_game or guided.active
                                else window.ask_new_game())
        return
    window.ask_new_game()


def ask_new_game(window) -> None:
    """The New game dialog, then the game it describes (once the person agrees to leave an
    unfinished game in play)."""
    from smallwow_qt.views.new_game_dialog import NewGameDialog

    if not may_leave_game(window, QCoreApplication.translate("MainWindow", "New game"),
                          QCoreApplication.translate("MainWindow", "Start a new game?")):
        return
    c = window.controller
    dialog = NewGameDialog(window, count=len(c.state.players) if c.has_game else 3,
                           settings=window.settings)
    if dialog.exec() != NewGameDialog.DialogCode.Accepted:
        return
    choice = dialog.choice()
    if choice is None:
        return
    start_game(window, choice.players, choice.seed, choice.sides, choice.colours, choice.info())


def start_game(window, players, seed: int, sides=None, colours=None, info=None) -> bool:
    """Start a new game; a bad choice of sides or a broken board file is explained in a
    dialog and the game in progress stays as it was."""
    problem = window.controller.setup_problem(len(players), seed, sides)
    if problem:
        from PySide6.QtWidgets import QMessageBox

        # The reason comes from the board loader, in English like the engine's sentences.
        QMessageBox.warning(window, QCoreApplication.translate("NewGameDialog", "New game"), problem)
        return False
    if window.end_screen is not None:
        window.end_screen.hide()
    window.files.set_aside_autosaves()
    window.files.path = None
    window.controller.new_game(players, seed, sides, colours, info)
    return True
