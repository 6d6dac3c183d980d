import os

# Qt runs headless in tests; a developer may still override this to watch the window.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
