"""The parts of the island-side generator (`python -m smallwow_qt.boards.generate`)."""
