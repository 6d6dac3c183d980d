"""The engine is pure Python: importing it must not pull in Qt."""

import subprocess
import sys


def test_engine_imports_no_qt():
    code = ("import sys, smallwow_qt.engine, smallwow_qt.engine.session, smallwow_qt.scenario.run;"
            "bad = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))];"
            "print(bad); sys.exit(1 if bad else 0)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stdout + out.stderr
