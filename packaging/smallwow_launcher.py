"""Entry script of the frozen game: what PyInstaller runs as `smallwow` / `smallwow.exe`.

It only calls the same entry point as the `smallwow` console script
(`smallwow_qt.app.main:main`) and exits with its return code, so the frozen game and a
pip-installed one behave alike.
"""

import sys

if __name__ == "__main__":
    # No multiprocessing.freeze_support(): the game starts no worker processes (its bots
    # think in threads) and the spec leaves multiprocessing out of the bundle.
    from smallwow_qt.app.main import main

    sys.exit(main())
