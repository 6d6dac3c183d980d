import pytest
from PySide6.QtCore import QCoreApplication

from smallwow_qt.controller.texts import Texts
from smallwow_qt.views.i18n import Translations


@pytest.fixture
def language(qapp):
    """Install a language's translations for one test (English again afterwards)."""
    translations = Translations(QCoreApplication.instance())

    def install(lang: str) -> Texts:
        translations.install(lang)
        return Texts(lang)
    yield install
    translations.install("en")
