"""Learning to play inside the game: the rules reference (F1), the map legend, "why not?"
and the guided first game.

`install(window)` adds them to a built `MainWindow` and returns the `Learning` object that
owns them; the window keeps it as `window.learning`. (`lesson` and `pages` need no Qt.)
"""

from __future__ import annotations


def install(window):
    from smallwow_qt.views.learn.learning import Learning

    return Learning(window)


__all__ = ["install"]
