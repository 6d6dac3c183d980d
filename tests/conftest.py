import os

# Qt runs headless in tests; a developer may still override this to watch the window.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# No audio device is opened by the windows the tests make (tests/sound plays to fakes, a
# file, or miniaudio's null device).
os.environ.setdefault("SMALLWOW_SOUND", "off")
