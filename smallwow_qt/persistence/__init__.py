"""Saved games, autosave and the recent-games list (pure Python: the app passes plain paths).

    save_session(session, path)         load_session(path) -> Session        SaveError
    read_summary(path) -> SaveSummary   recover_position(path) -> Session
    Autosaver(folder).save(session) / .unfinished() / .clear() / .earlier()
    RecentGames(folder).paths() / .existing() / .add(path) / .remove(path) / .clear()
"""

from smallwow_qt.persistence.autosave import Autosaver
from smallwow_qt.persistence.recent import RecentGames
from smallwow_qt.persistence.savefile import (OLD_SAVE_SUFFIX, SAVE_SUFFIX, SaveError, load_session,
                                              recover_position, save_session)
from smallwow_qt.persistence.summary import SaveSummary, read_summary

__all__ = ["OLD_SAVE_SUFFIX", "SAVE_SUFFIX", "Autosaver", "RecentGames", "SaveError", "SaveSummary", "load_session",
           "read_summary", "recover_position", "save_session"]
