"""The rules reference: a searchable window of pages (rules, races, powers, markers).

Pages come from `pages.Catalogue` in the game's language; a piece's page shows its emblem
drawn by the table's own code. `show_page("race/dwarves")` opens one; a combination id
`combo/<race>/<power>` shows the race's page and the power's together.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, QUrl
from PySide6.QtGui import QImage, QPainter, QTextDocument
from PySide6.QtWidgets import (QDialog, QHBoxLayout, QLabel, QLineEdit, QSplitter, QTextBrowser,
                               QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget)

from smallwow_qt.views.board_items import draw_piece
from smallwow_qt.views.emblems import emblem_image, power_image
from smallwow_qt.views.learn.pages import Catalogue, Page, catalogue

SECTIONS = ("rules", "race", "power", "marker")
ID_ROLE = Qt.ItemDataRole.UserRole + 1
IMAGE_PX = 72


def page_image(page: Page) -> QImage | None:
    """The emblem of a piece's page, drawn as on the table (None for rule pages)."""
    key = page.id.split("/", 1)[1]
    if page.section == "race":
        return emblem_image(key, key == "murlocs", IMAGE_PX)
    if page.section == "power":
        return power_image(key, False, IMAGE_PX)
    if page.section != "marker":
        return None
    image = QImage(IMAGE_PX, IMAGE_PX, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(IMAGE_PX / 30, IMAGE_PX / 30)
    draw_piece(painter, f"marker:{key}", QRectF(3, 3, 24, 24))
    painter.end()
    return image


class ReferenceDialog(QDialog):
    """Search box and list of pages on the left, the page on the right."""

    def __init__(self, language: str = "en", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesReference")
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.catalogue: Catalogue = catalogue(language)
        self.current: str = ""
        self.search = QLineEdit()
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._filter)
        self.tree = QTreeWidget()
        self.tree.setHeaderHidden(True)
        self.tree.currentItemChanged.connect(self._item_chosen)
        self.browser = QTextBrowser()
        self.browser.setOpenLinks(False)
        self.browser.anchorClicked.connect(self._link)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.search)
        self.no_results = QLabel()           # a search that finds nothing says so
        self.no_results.setObjectName("noResults")
        self.no_results.setWordWrap(True)
        self.no_results.hide()
        left_layout.addWidget(self.no_results)
        left_layout.addWidget(self.tree)
        splitter = QSplitter()
        splitter.addWidget(left)
        splitter.addWidget(self.browser)
        splitter.setSizes([260, 560])
        layout = QHBoxLayout(self)
        layout.addWidget(splitter)
        self.resize(880, 620)
        self.set_language(language)

    # --- language ---------------------------------------------------------------------------

    def set_language(self, language: str) -> None:
        """The pages in `language`; a search typed in the other language is dropped."""
        self.catalogue = catalogue(language)
        self.setWindowTitle(self.tr("Rules reference"))
        self.search.setPlaceholderText(self.tr("Search the rules (e.g. Mountain, die, decline)"))
        self.search.blockSignals(True)
        self.search.clear()
        self.search.blockSignals(False)
        self._filter("")
        if self.current:
            self.show_page(self.current)

    # --- pages ------------------------------------------------------------------------------

    def _filter(self, text: str) -> None:
        found = {page.id for page in self.catalogue.search(text)}
        self.tree.blockSignals(True)
        self.tree.clear()
        for section in SECTIONS:
            pages = [p for p in self.catalogue.pages.values() if p.section == section and p.id in found]
            if not pages:
                continue
            head = QTreeWidgetItem(self.tree, [self.catalogue.label(section)])
            head.setFlags(Qt.ItemFlag.ItemIsEnabled)
            if section != "rules":
                pages.sort(key=lambda p: p.title)
            for page in pages:
                item = QTreeWidgetItem(head, [page.title])
                item.setData(0, ID_ROLE, page.id)
            head.setExpanded(bool(text) or section == "rules")
        self.tree.blockSignals(False)
        self.no_results.setText(self.tr("No page matches “%1”.").replace("%1", text.strip()))
        self.no_results.setVisible(not found and bool(text.strip()))

    def visible_ids(self) -> list[str]:
        """The page ids the list shows now (after a search)."""
        out = []
        for i in range(self.tree.topLevelItemCount()):
            head = self.tree.topLevelItem(i)
            out += [head.child(j).data(0, ID_ROLE) for j in range(head.childCount())]
        return out

    def _item_chosen(self, item: QTreeWidgetItem | None, _previous=None) -> None:
        if item is not None and item.data(0, ID_ROLE):
            self.show_page(item.data(0, ID_ROLE))

    def _link(self, url: QUrl) -> None:
        text = url.toString()
        if text.startswith("page:"):
            self.show_page(text[5:])

    def show_page(self, page_id: str) -> bool:
        """Show one page (or a combination's two); False if there is no such page."""
        ids = [page_id]
        if page_id.startswith("combo/"):
            _, race, power = (page_id.split("/") + ["", ""])[:3]
            ids = [f"race/{race}", f"power/{power}"]
        pages = [self.catalogue.get(i) for i in ids]
        if not pages or any(p is None for p in pages):
            return False
        self.current = page_id
        document = self.browser.document()
        parts = []
        for page in pages:
            image = page_image(page)
            if image is not None:
                url = f"emblem:{page.id}"
                document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(url), image)
                parts.append(f'<p><img src="{url}" width="{IMAGE_PX}" height="{IMAGE_PX}"></p>')
            parts.append(self.catalogue.to_html(page))
        self.browser.setHtml("<hr>".join(parts))
        self._select(ids[0])
        return True

    def _select(self, page_id: str) -> None:
        """Highlight the page shown in the list; a search that hides it is cleared (else the
        page chosen before stayed highlighted beside another page)."""
        if page_id not in self.visible_ids() and self.search.text():
            self.search.clear()             # (the list shows every page again)
        self.tree.blockSignals(True)
        self.tree.setCurrentItem(None)
        for i in range(self.tree.topLevelItemCount()):
            head = self.tree.topLevelItem(i)
            for j in range(head.childCount()):
                if head.child(j).data(0, ID_ROLE) == page_id:
                    head.setExpanded(True)
                    self.tree.setCurrentItem(head.child(j))
        self.tree.blockSignals(False)

    def page_text(self) -> str:
        """The page shown, as plain text (tests)."""
        return self.browser.toPlainText()
