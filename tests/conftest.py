import os

# Qt runs headless in tests; a developer may still override this to watch the window.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# No audio device is opened by the windows the tests make (tests/sound plays to fakes, a
# file, or miniaudio's null device).
os.environ.setdefault("SMALLWOW_SOUND", "off")

from hypothesis import settings  # noqa: E402

# In CI the property tests try the same examples at every run (a failure there is one anyone
# can reproduce); elsewhere they draw new ones, which is how they find what nobody thought of.
settings.register_profile("ci", derandomize=True, database=None)
if os.environ.get("CI"):
    settings.load_profile("ci")
