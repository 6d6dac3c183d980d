"""The main window's menus and toolbar: which action goes where (the texts are set by the
window's retranslation, the connections by the window once the table is built)."""

from __future__ import annotations


def build_menus(window) -> None:
    """Fill the menu bar and the toolbar of `window` with its `game_actions`; the actions that
    need a game start disabled."""
    a = window.game_actions
    bar = window.menuBar()
    window.game_menu = bar.addMenu("")
    window.game_menu.addAction(a.new_game)
    window.game_menu.addAction(a.open)
    window.recent_menu = window.game_menu.addMenu("")
    window.recent_menu.aboutToShow.connect(lambda: window.files.fill_recent_menu(window.recent_menu)
                                           if window.built else None)
    window.game_menu.addAction(a.save)
    window.game_menu.addAction(a.save_as)
    window.game_menu.addSeparator()
    window.game_menu.addAction(a.replay_game)
    window.game_menu.addAction(a.replay_file)
    window.game_menu.addSeparator()
    window.game_menu.addAction(a.settings)
    window.game_menu.addAction(a.quit)
    window.edit_menu = bar.addMenu("")
    window.edit_menu.addAction(a.undo)
    window.edit_menu.addAction(a.redo)
    window.turn_menu = bar.addMenu("")
    for action in (a.finish_conquests, a.place_suggested, a.decline, a.end_turn):
        window.turn_menu.addAction(action)
    window.view_menu = bar.addMenu("")
    for action in (a.zoom_in, a.zoom_out, a.zoom_fit):
        window.view_menu.addAction(action)
    window.view_menu.addSeparator()
    window.panels_menu = window.view_menu.addMenu("")
    window.view_menu.addAction(a.reset_layout)
    window.view_menu.addAction(a.full_screen)
    window.view_menu.addAction(a.mute)
    window.language_menu = bar.addMenu("")
    for action in a.languages.values():
        window.language_menu.addAction(action)
    window.help_menu = bar.addMenu("")
    window.help_menu.addAction(a.rules_help)
    window.help_menu.addAction(a.about)
    toolbar = window.toolbar
    for action in (a.end_turn, a.finish_conquests, a.place_suggested, a.decline):
        toolbar.addAction(action)
    toolbar.addSeparator()
    for action in (a.undo, a.redo):
        toolbar.addAction(action)
    toolbar.addSeparator()
    for action in (a.zoom_in, a.zoom_out, a.zoom_fit):
        toolbar.addAction(action)
    for action in (a.end_turn, a.finish_conquests, a.place_suggested, a.decline, a.undo, a.redo,
                   a.save, a.save_as, a.replay_game):
        action.setEnabled(False)
