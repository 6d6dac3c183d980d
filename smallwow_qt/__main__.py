"""`python -m smallwow_qt` starts the desktop game, like the `smallwow` command."""

from smallwow_qt.app.main import main

raise SystemExit(main())
