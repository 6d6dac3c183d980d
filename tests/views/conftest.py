import pytest

from tests.views.support import make_window


@pytest.fixture
def window(qtbot):
    """A 1500×950 window with a two-player game, the hand-over screen up."""
    return make_window(qtbot)
