"""Entry script of the frozen game: what PyInstaller runs as `smallwow` / `smallwow.exe`.

It only calls the same entry point as the `smallwow` console script
(`smallwow_qt.app.main:main`) and exits with its return code, so the frozen game and a
pip-installed one behave alike.
"""

import multiprocessing
import sys

if __name__ == "__main__":
    # Needed in frozen Windows/macOS builds if the game ever starts worker processes.
    multiprocessing.freeze_support()
    from smallwow_qt.app.main import main

    sys.exit(main())
