"""PySide reads no source of ours or of the standard library at import once the app has told
it what it would find (smallwow_qt/app/feature_check.py)."""

from __future__ import annotations

import sys

import pytest

feature = pytest.importorskip("PySide6.support.feature")

from smallwow_qt.app import feature_check  # noqa: E402


@pytest.fixture
def reads(monkeypatch):
    """The modules PySide reads the source of, from now on; the finders as they were
    afterwards. (What the test enters in PySide's record stays: what PySide would find.)"""
    import PySide6.QtCore  # noqa: F401  (its import hook in place)

    read: list[str] = []
    real = feature._mod_uses_pyside

    def recording(module):
        read.append(module.__name__)
        return real(module)

    monkeypatch.setattr(feature, "_mod_uses_pyside", recording)
    monkeypatch.setattr(sys, "meta_path", list(sys.meta_path))
    yield read


def _import(name: str):
    """`from name import ...`, through `__import__` as the statement does (PySide watches
    that and looks at the module it returns; `importlib.import_module` goes round it)."""
    return __import__(name, fromlist=["__name__"])


def _import_again(name: str):
    """Import `name` as if for the first time (a leaf module without side effects)."""
    sys.modules.pop(name, None)
    feature.pyside_feature_dict.pop(name, None)
    return _import(name)


def test_without_it_pysides_reads_the_source(reads):
    _import_again("smallwow_qt.digest")
    assert "smallwow_qt.digest" in reads


def test_our_modules_and_the_standard_librarys_are_not_read(reads):
    feature.pyside_feature_dict.pop("smallwow_qt.app.feature_check", None)
    feature.pyside_feature_dict.pop("colorsys", None)
    sys.modules.pop("colorsys", None)
    assert feature_check.skip_source_reads()
    assert feature.pyside_feature_dict["smallwow_qt.app.feature_check"] == 0   # already imported
    module = _import_again("smallwow_qt.digest")                          # imported later
    _import("colorsys")
    assert module.sha256_hex(b"") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
    assert [name for name in reads if not name.startswith("PySide6")] == []
    assert feature.pyside_feature_dict["smallwow_qt.digest"] == 0     # uses PySide, no feature
    assert feature.pyside_feature_dict["colorsys"] == -1              # does not use PySide


def test_other_modules_are_left_to_pyside(reads):
    feature_check.skip_source_reads()
    finder = next(f for f in sys.meta_path if isinstance(f, feature_check._NoteModules))
    assert finder.find_spec("yaml", None) is None
    assert "yaml" not in feature.pyside_feature_dict or feature.pyside_feature_dict["yaml"] != 0


def test_one_finder_however_often_it_is_asked(reads):
    feature_check.skip_source_reads()
    feature_check.skip_source_reads()
    assert sum(isinstance(f, feature_check._NoteModules) for f in sys.meta_path) == 1


def test_a_pyside_without_the_record_is_left_alone(reads, monkeypatch):
    import types

    import PySide6.support

    monkeypatch.setattr(PySide6.support, "feature", types.ModuleType("feature"))
    before = list(sys.meta_path)
    assert feature_check.skip_source_reads() is False
    assert sys.meta_path == before
