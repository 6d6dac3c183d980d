import pytest
from PySide6.QtWidgets import QApplication, QDialog

from tests.views.support import make_window


@pytest.fixture
def window(qtbot):
    """A 1500×950 window with a two-player game, the hand-over screen up."""
    return make_window(qtbot)


@pytest.fixture(autouse=True)
def no_dialog_left_open(qapp):
    """A dialog a test leaves open (the rules reference, the legend...) is hidden after it:
    a window closed by qtbot does not close its dialogs, and one left on screen would lie over
    the next test's window and take its pointer."""
    yield
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, QDialog) and widget.isVisible():
            widget.hide()
