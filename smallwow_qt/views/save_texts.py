"""Why a game could not be saved or opened, in the player's language.

`smallwow_qt.persistence` stays free of Qt and writes its sentences in English
(`SaveError.message`, for logs and the command line). Beside each sentence it keeps a stable
`code` and the facts the sentence states (`params`: a version number, a piece's id, an
action's number, the operating system's reason...). Here each code has a template, filled
from those params, as the engine's refusals are (`controller/engine_texts/`).

A code with no template here (a persistence newer than this table: a test checks every
`SaveError` raised has one) shows the English `message` rather than nothing. The reasons
the operating system gives and the technical details of a damaged position (the name of
the field at fault) are shown as they come.
"""

from __future__ import annotations

import logging
import re
from typing import TYPE_CHECKING, Any, Callable, Mapping

from PySide6.QtCore import QLocale, QObject

from smallwow_qt.controller.engine_texts import EngineTexts
from smallwow_qt.controller.texts import Texts

if TYPE_CHECKING:
    from smallwow_qt.persistence import SaveError

log = logging.getLogger(__name__)

Params = Mapping[str, Any]
Template = Callable[[Params], str]

PLACEHOLDER = re.compile(r"\{(\w+)\}")


class SaveTexts(QObject):
    """The templates of `SaveError`s, by code (`templates`)."""

    def templates(self) -> dict[str, Template]:
        return {
            # saving
            "save_internal": lambda p: self.tr("The game could not be saved because of an internal "
                                               "error ({error})."),
            "save_is_folder": lambda p: self.tr("The game could not be saved: there is a folder with "
                                                "that name."),
            "save_no_folder": lambda p: self.tr("The game could not be saved: the folder does not exist."),
            "save_not_allowed": lambda p: self.tr("The game could not be saved: you are not allowed to "
                                                  "write in that folder."),
            "save_disk_full": lambda p: self.tr("The game could not be saved: the disk is full."),
            "save_read_only": lambda p: self.tr("The game could not be saved: that disk is read-only."),
            "save_failed": lambda p: self.tr("The game could not be saved: {reason}."),
            "autosave_failed": lambda p: self.tr("The game could not be autosaved: {reason}."),
            # reading the file
            "too_large": lambda p: self.tr("The file is far too large to be a saved game (more than "
                                           "{megabytes} MB)."),
            "no_file": lambda p: self.tr("The file does not exist."),
            "is_folder": lambda p: self.tr("This is a folder, not a saved game."),
            "not_readable": lambda p: self.tr("You are not allowed to read this file."),
            "read_failed": lambda p: self.tr("The file cannot be read ({reason})."),
            "empty": lambda p: self.tr("The file is empty."),
            "not_a_save": lambda p: self.tr("This file is not a Small World of Warcraft saved game."),
            "cut_off": lambda p: self.tr("The save file is incomplete or damaged: it may have been cut "
                                         "off while it was being written."),
            "newer_version": lambda p: self.tr("This game was saved by a newer version of Small World "
                                               "of Warcraft (save format {version}); update the game "
                                               "to open it."),
            "open_internal": lambda p: self.tr("The save file could not be opened because of an "
                                               "internal error ({error})."),
            # what this version can play
            "unknown_side": lambda p: self.tr("This game is played on an island side this version "
                                              "does not have ('{side}')."),
            "islands_unloadable": lambda p: self.tr("The islands of this game cannot be loaded "
                                                    "({reason})."),
            "islands_changed": lambda p: self.tr("The islands of this game have changed since it was "
                                                 "saved, so this version cannot open it."),
            "unknown_piece": self._unknown_piece,
            "not_playable": self._not_playable,
            # a damaged file
            "damaged_version": lambda p: self.tr("The save file is damaged: its format version is "
                                                 "missing."),
            "damaged_entry_missing": lambda p: self.tr("The save file is damaged: `{key}` is missing."),
            "damaged_unknown_entry": lambda p: self.tr("The save file is damaged: it holds an unknown "
                                                       "entry `{key}`."),
            "damaged_map_missing": lambda p: self.tr("The save file is damaged: its map is missing."),
            "damaged_sides": lambda p: self.tr("The save file is damaged: its list of island sides is "
                                               "not valid."),
            "damaged_map_too_large": lambda p: self.tr("The save file is damaged: its map has more than "
                                                       "{regions} regions or {borders} borders, far "
                                                       "beyond any island."),
            "damaged_map": lambda p: self.tr("The save file is damaged: its map is not valid."),
            "damaged_regions": self._damaged_regions,
            "damaged_position": self._damaged_position,
            "damaged_info": lambda p: self.tr("The save file is damaged: its game details are not "
                                              "valid ({detail})."),
            "damaged_stuck": lambda p: self.tr("The save file is damaged: the game cannot go on from "
                                               "its position."),
            "damaged_start_events": lambda p: self.tr("The save file is damaged: the events that opened "
                                                      "the game are not valid."),
            "damaged_actions": lambda p: self.tr("The save file is damaged: its list of actions is not "
                                                 "valid."),
            "damaged_too_many_actions": lambda p: self.tr("The save file is damaged: it lists {actions} "
                                                          "actions, more than a game can hold ({most})."),
            "damaged_check_missing": lambda p: self.tr("The save file is damaged: its check value is "
                                                       "missing."),
            "damaged_action_count": lambda p: self.tr("The save file is damaged: it lists %n action(s) "
                                                      "but recorded {recorded}.", "", p["actions"]),
            "damaged_no_final": lambda p: self.tr("The save file is damaged: it holds no final "
                                                  "position."),
            "damaged_final_check": lambda p: self.tr("The save file is damaged: its final position does "
                                                     "not match its check value."),
            "damaged_summary_missing": lambda p: self.tr("The save file is damaged: its summary is "
                                                         "missing."),
            "damaged_summary": lambda p: self.tr("The save file is damaged: its summary is not valid."),
            # replaying its actions
            "action_invalid": lambda p: self.tr("Action {number} of the save ({action}) is not a valid "
                                                "action: {reason}"),
            "action_refused": lambda p: self.tr("Action {number} of the save ({action}) is not allowed: "
                                                "{reason}"),
            "action_broken": lambda p: self.tr("Action {number} of the save ({action}) cannot be "
                                               "replayed: the file is damaged."),
            "replay_differs": lambda p: self.tr("The saved game does not replay to the position it "
                                                "recorded: the file was edited, or saved by a version "
                                                "whose rules differ."),
            # the history of games
            "history_missing": lambda p: self.tr("That game is no longer in the history."),
            "history_damaged": lambda p: self.tr("The history's copy of that game is damaged."),
        }

    def _unknown_piece(self, p: Params) -> str:
        if p["kind"] == "race":
            return self.tr("This save names a race this version does not know ('{given}').")
        if p["kind"] == "power":
            return self.tr("This save names a power this version does not know ('{given}').")
        return self.tr("This save names an artifact or place this version does not know ('{given}').")

    def _not_playable(self, p: Params) -> str:
        if p["kind"] == "race":
            return self.tr("This save plays the {name}, whose ability this version of the game "
                           "cannot play yet.")
        return self.tr("This save uses the {name} power, which this version of the game cannot "
                       "play yet.")

    def _damaged_regions(self, p: Params) -> str:
        if p["part"] == "initial":
            return self.tr("The save file is damaged: the regions of its starting position do not "
                           "match its map.")
        return self.tr("The save file is damaged: the regions of its final position do not match "
                       "its map.")

    def _damaged_position(self, p: Params) -> str:
        if p["part"] == "initial":
            if "detail" in p:
                return self.tr("The save file is damaged: its starting position is incomplete or not "
                               "valid ({detail}).")
            return self.tr("The save file is damaged: its starting position is incomplete or not "
                           "valid.")
        if "detail" in p:
            return self.tr("The save file is damaged: its final position is incomplete or not valid "
                           "({detail}).")
        return self.tr("The save file is damaged: its final position is incomplete or not valid.")


def save_error_text(err: SaveError, texts: Texts, engine_texts: EngineTexts | None = None) -> str:
    """The sentence of `err` in `texts`' language (the one installed for `tr`): its code's
    template filled from its params, or its English `message` for a code this table does not
    know (or params that do not fit the template: logged)."""
    template = SaveTexts().templates().get(err.code)
    if template is None:
        log.warning("no translation for the save error %r: shown in English", err.code)
        return err.message
    params = dict(err.params)
    try:
        if err.code == "not_playable":
            params["name"] = texts.race(params["piece"]) if params["kind"] == "race" \
                else texts.power(params["piece"])
        if err.refusal is not None and err.position is not None:
            params["reason"] = _refusal(err, texts, engine_texts)
        locale = QLocale(texts.language)
        return PLACEHOLDER.sub(lambda m: _word(params[m.group(1)], locale), template(params))
    except (KeyError, TypeError, ValueError) as exc:
        log.warning("save error %r shown in English: %r", err.code, exc)
        return err.message


def _refusal(err: SaveError, texts: Texts, engine_texts: EngineTexts | None) -> str:
    """The engine's refusal of a logged action, in the UI language (English if it cannot be
    said from the position it was refused in: a damaged position may name anything)."""
    if engine_texts is None:
        engine_texts = EngineTexts(texts)
    try:
        text = engine_texts.refusal(err.refusal, err.position).strip()
    except Exception as exc:  # noqa: BLE001 - a damaged log must not crash the message about it
        log.warning("refusal %r of a saved action shown in English: %r", err.refusal.code, exc)
        return err.params["reason"]
    return text if text.endswith((".", "!", "?")) else text + "."


def _word(value: Any, locale: QLocale) -> str:
    if type(value) is int:
        return locale.toString(value)     # 10 000 / 10,000
    return str(value)
