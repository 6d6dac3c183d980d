"""Every QAction of the window in one place, with its shortcut; texts set in `retranslate()`."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup, QKeySequence

#: The shortcuts written here ("Ctrl+Shift+S") are read as Qt's portable text. Read as native
#: text, the default, each modifier's and key's name is looked up in the UI language first:
#: ~240 calls of the translators at every start for names that are never translated there.
PORTABLE = QKeySequence.SequenceFormat.PortableText


def portable(spec: str) -> QKeySequence:
    """The shortcut written `spec` ("Ctrl+Shift+S"), read as portable text (see PORTABLE)."""
    return QKeySequence.fromString(spec, PORTABLE)


class GameActions(QObject):
    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self._shortcuts: list[tuple[QAction, str]] = []
        self.new_game = self._make(":New")
        self.open = self._make(":Open")
        self.save = self._make(":Save")
        self.save_as = self._make("Ctrl+Shift+S")
        self.replay_game = self._make()
        self.replay_file = self._make()
        self.quit = self._make("Ctrl+Q")            # (the platforms' Quit key is none on some)
        self.settings = self._make(":Preferences")
        self.undo = self._make("Ctrl+Z")
        self.redo = self._make("Ctrl+Shift+Z")
        self.end_turn = self._make("Ctrl+Return")
        self.decline = self._make("Ctrl+D")
        self.finish_conquests = self._make("Ctrl+R")
        self.place_suggested = self._make("Ctrl+P")
        self.cancel_choice = self._make("Escape")      # leave the choice of regions on the map
        self.cancel_choice.setEnabled(False)
        self.zoom_in = self._make(":ZoomIn")
        self.zoom_out = self._make(":ZoomOut")
        self.zoom_fit = self._make("Ctrl+0")
        self.full_screen = self._make(":FullScreen")
        self.full_screen.setCheckable(True)
        self.mute = self._make("Ctrl+Shift+M")         # checked: the table's sounds are off
        self.mute.setCheckable(True)
        self.reset_layout = self._make()
        self.about = self._make()
        self.rules_help = self._make(":HelpContents")
        self.language_group = QActionGroup(self)
        self.language_group.setExclusive(True)
        self.languages: dict[str, QAction] = {}
        for code, label in (("en", "English"), ("fr", "Français")):
            action = QAction(label, self)
            action.setCheckable(True)
            action.setData(code)
            self.language_group.addAction(action)
            self.languages[code] = action
        self.retranslate()

    def _make(self, shortcut: str | None = None) -> QAction:
        """An action; its shortcut ("Ctrl+D", or ":Name" for QKeySequence.StandardKey.Name)
        is set by `apply_shortcuts()`, once the window is built (setting the first shortcut
        loads Qt's key enums, which would delay the window's first paint); its text is set
        by `retranslate()`."""
        action = QAction(self)
        if shortcut is not None:
            self._shortcuts.append((action, shortcut))
        return action

    def apply_shortcuts(self) -> None:
        for action, spec in self._shortcuts:
            if spec.startswith(":"):
                action.setShortcut(QKeySequence(getattr(QKeySequence.StandardKey, spec[1:])))
            else:
                action.setShortcut(portable(spec))
        self._shortcuts = []
        self.retranslate()

    def _set(self, action: QAction, text: str, tip: str) -> None:
        action.setText(text)
        shortcut = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        action.setToolTip(f"{tip} ({shortcut})" if shortcut else tip)
        action.setStatusTip(tip)

    def retranslate(self) -> None:
        self._set(self.new_game, self.tr("&New game…"), self.tr("Start a new game"))
        self._set(self.open, self.tr("&Open…"), self.tr("Open a saved game"))
        self._set(self.save, self.tr("&Save"), self.tr("Save the game"))
        self._set(self.save_as, self.tr("Save &as…"), self.tr("Save the game in a new file"))
        self._set(self.replay_game, self.tr("Re&play this game"),
                  self.tr("Step through the game in play, turn by turn"))
        self._set(self.replay_file, self.tr("Replay a saved &game…"),
                  self.tr("Step through a saved game, turn by turn"))
        self._set(self.quit, self.tr("&Quit"), self.tr("Close the game (it is saved automatically)"))
        self._set(self.settings, self.tr("Se&ttings…"),
                  self.tr("Interface scale, player colours, confirmations, open scores, sound"))
        self._set(self.undo, self.tr("&Undo"), self.tr("Take back your last action (not a die roll or "
                                                         "anything that revealed something)"))
        self._set(self.redo, self.tr("&Redo"), self.tr("Play again the action you took back"))
        self._set(self.end_turn, self.tr("&End turn"), self.tr("Place the tokens left in hand, score and pass to the next player"))
        self._set(self.decline, self.tr("&Decline"), self.tr("Put your active race into decline instead of conquering"))
        self._set(self.finish_conquests, self.tr("&Stop conquering"), self.tr("End your conquests and start redeploying"))
        self._set(self.place_suggested, self.tr("&Place tokens as suggested"),
                  self.tr("Spread the tokens in hand over your regions, fewest first"))
        # (the buttons' shorter word: the Hand panel keeps its narrow width in every language)
        self.place_suggested.setIconText(self.tr("Place as suggested"))
        self._set(self.cancel_choice, self.tr("Cancel the choice of regions"),
                  self.tr("Leave the choice of regions on the map without doing anything"))
        self._set(self.zoom_in, self.tr("Zoom &in"), self.tr("Zoom in on the islands"))
        self._set(self.zoom_out, self.tr("Zoom &out"), self.tr("Zoom out"))
        self._set(self.zoom_fit, self.tr("&Fit to window"), self.tr("Show every island"))
        self._set(self.full_screen, self.tr("F&ull screen"), self.tr("Use the whole screen"))
        self._set(self.mute, self.tr("&Mute sounds"), self.tr("Switch the table's sounds off or on"))
        self._set(self.reset_layout, self.tr("&Reset layout"), self.tr("Put every panel back in its place"))
        self._set(self.about, self.tr("&About"), self.tr("About this game"))
        self._set(self.rules_help, self.tr("&How to play"), self.tr("A summary of how to play with the mouse"))
        for action in self.languages.values():
            action.setStatusTip(self.tr("Switch the language of the game"))
