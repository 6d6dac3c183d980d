"""Learning to play inside the game: the rules reference (F1), the map legend and "why not?".

`install(window)` adds them to a built `MainWindow` and returns the `Learning` object that
owns them; the window keeps it as `window.learning`.
"""

from __future__ import annotations

from smallwow_qt.views.learn.learning import Learning


def install(window) -> Learning:
    return Learning(window)


__all__ = ["Learning", "install"]
