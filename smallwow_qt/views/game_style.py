"""The game's colours for everything around the map: warm paper for the panels, dark ink for
the words, gold for what may be done now. One palette for the whole application (panels,
tooltips, dialogs), installed once; the panels' title bars (`docks/base.DockTitle`), the log,
the dialogs and the end screen draw with the same names.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette

PAPER = "#f1e9d8"           # the panels' ground
PAPER_LIGHT = "#fbf8f0"     # lists, tables, text boxes
PAPER_ALT = "#f4ecdb"       # every other row
PAPER_EDGE = "#cdbd9c"      # a panel's or a card's edge
INK = "#2a2118"             # words
INK_SOFT = "#6a5b45"        # secondary words
INK_OFF = "#a39780"         # what cannot be used now
GOLD = "#d9a93b"            # what may be done now; the selection
GOLD_LIGHT = "#f3dfa4"
HEADER = "#3e3226"          # a panel's title bar
HEADER_INK = "#f4e8c8"
TOOLTIP = "#fff8e6"


def palette() -> QPalette:
    p = QPalette()
    roles = QPalette.ColorRole
    for role, colour in ((roles.Window, PAPER), (roles.WindowText, INK), (roles.Base, PAPER_LIGHT),
                         (roles.AlternateBase, PAPER_ALT), (roles.Text, INK), (roles.Button, "#ebdfc4"),
                         (roles.ButtonText, INK), (roles.BrightText, "#ffffff"), (roles.Highlight, GOLD),
                         (roles.HighlightedText, INK), (roles.ToolTipBase, TOOLTIP), (roles.ToolTipText, INK),
                         (roles.PlaceholderText, INK_OFF), (roles.Link, "#8a4b12"), (roles.LinkVisited, "#6e3c10"),
                         (roles.Light, "#fffdf6"), (roles.Midlight, "#f3ead6"), (roles.Mid, "#cbbd9f"),
                         (roles.Dark, "#9d8e70"), (roles.Shadow, "#5e5240")):
        p.setColor(role, QColor(colour))
    disabled = QPalette.ColorGroup.Disabled
    for role in (roles.WindowText, roles.Text, roles.ButtonText):
        p.setColor(disabled, role, QColor(INK_OFF))
    p.setColor(disabled, roles.Button, QColor("#e6dcc6"))
    return p


def install(app) -> None:
    """The game's palette for the whole application (once)."""
    if app is None or app.property("smallwowPalette"):
        return
    app.setPalette(palette())
    app.setProperty("smallwowPalette", True)


#: The game's own dialogs (`game_dialog.GameMessage`): paper, ink, a gold button for the answer
#: Enter gives.
DIALOG_STYLE = f"""
QMessageBox {{ background: {PAPER}; }}
QMessageBox QLabel {{ color: {INK}; }}
QMessageBox QPushButton {{ background: #ebdfc4; color: {INK}; border: 1px solid {PAPER_EDGE};
    border-radius: 6px; padding: 6px 18px; min-width: 84px; }}
QMessageBox QPushButton:hover {{ background: {GOLD_LIGHT}; }}
QMessageBox QPushButton:default {{ background: {GOLD}; border-color: #8a6518; font-weight: bold; }}
QMessageBox QPushButton:focus {{ border: 2px solid #8a6518; }}
"""
