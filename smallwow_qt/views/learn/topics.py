"""Which reference page fits what the player points at or was refused.

`topic_at(window, global_pos)` asks the widget under the pointer for its topic: a region of
the board, a combination of the column, a row of the players panel, a line of the log, the
hand, a toolbar button (its "why not" when disabled). `refusal_topic(code, stage)` maps an
engine `RuleError` code to its rule; `why_not(window, action)` says why a turn button is
disabled. Nothing here changes the game.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QObject, QPoint
from PySide6.QtWidgets import QAbstractItemView, QApplication, QToolButton, QWidget

from smallwow_qt.controller import Decline, End, Stage, Terrain
from smallwow_qt.controller.models import Role
from smallwow_qt.views.board_items import PiecesItem
from smallwow_qt.views.undo_hint import undo_blocked_reason

DEFAULT = "rules/turn"

#: RuleError codes (engine and cost breakdowns) -> page.
REFUSALS: dict[str, str] = {
    **dict.fromkeys(("cannot_afford", "has_race", "no_such_combo", "must_pick"), "rules/picking"),
    **dict.fromkeys(("own_region", "tower", "water", "not_entry", "not_adjacent", "not_enough_tokens",
                     "cannot_pay", "unknown_region", "minimum", "no_race"), "rules/conquest"),
    **dict.fromkeys(("die_empty_hand", "die_not_needed", "die_too_far"), "rules/die"),
    **dict.fromkeys(("hand_not_empty", "region_minimum", "bad_redeploy", "bad_count"), "rules/redeploy"),
    "abandon_late": "rules/ready",
    **dict.fromkeys(("decline_round_one", "decline_late", "declined", "in_decline", "must_decline"),
                    "rules/decline"),
    **dict.fromkeys(("not_your_turn", "game_over", "not_now", "conquests_over"), "rules/turn"),
    "defenders_redeploy": "rules/losses",
    "ethereal_used": "race/ethereals",
    **dict.fromkeys(("forsaken_limit", "supply_exhausted"), "race/forsaken"),
    **dict.fromkeys(("bomb_there", "bombs_exhausted"), "race/goblins"),
    **dict.fromkeys(("objective_count", "objective_twice", "objectives_placed"), "race/humans"),
    "form_chosen": "race/worgen",
    **dict.fromkeys(("cannot_intimidate", "intimidate_late", "choose_destination", "no_destination",
                     "bad_destination"), "power/intimidating"),
    **dict.fromkeys(("not_magic", "nothing_to_swap", "swap_late", "same_region"), "power/portal_mage"),
    "not_neutral": "marker/battleground",
    "aegis": "marker/aegis_of_aggramar",
    "harmony": "race/pandaren",
}

#: Game-log event kinds -> page.
EVENTS: dict[str, str] = {
    **dict.fromkeys(("pick", "draw"), "rules/picking"),
    **dict.fromkeys(("conquest", "attempt_failed", "payment"), "rules/conquest"),
    **dict.fromkeys(("loss", "retire"), "rules/losses"),
    "die": "rules/die",
    "redeploy": "rules/redeploy",
    **dict.fromkeys(("ready", "abandon"), "rules/ready"),
    "decline": "rules/decline",
    **dict.fromkeys(("score", "coins", "faction"), "rules/scoring"),
    "game_over": "rules/end",
    **dict.fromkeys(("turn", "round", "conquests_over"), "rules/turn"),
    **dict.fromkeys(("bomb", "bomb_back", "bomb_lost", "bomb_reveal"), "race/goblins"),
    "objective": "race/humans", "objectives": "race/humans",
    "harmony": "race/pandaren", "holy_light": "race/draenei", "buy": "race/forsaken",
    "form": "race/worgen", "steal": "race/ethereals", "tauren_alone": "race/tauren",
    "wall": "race/night_elves", "beasts": "power/beast_master", "champion": "power/championing",
    "fort": "power/garrisoned", "tower": "power/defensive", "intimidate": "power/intimidating",
    "swap": "power/portal_mage", "chapel": "marker/lights_hope_chapel",
    "spirit_healer": "marker/spirit_healer",
}

#: Pieces drawn on a region (`PiecesItem.pieces`) -> page; markers go to their own pages.
PIECES = {"fort": "power/garrisoned", "wall": "race/night_elves", "tower": "power/defensive",
          "beast": "power/beast_master", "champion": "power/championing", "bomb": "race/goblins",
          "objective": "race/humans"}

#: Abilities whose regions are chosen on the map (`RegionSelection.key`) -> page.
SELECTIONS = {"bombs": "race/goblins", "objectives": "race/humans", "swap": "power/portal_mage",
              "intimidate": "power/intimidating", "steal": "race/ethereals",
              "heart": "marker/heart_of_azeroth", "aegis": "marker/aegis_of_aggramar"}

#: Stage names -> page, for refusals the controller words itself (no engine code).
STAGES = {"PICK": "rules/picking", "CONQUER": "rules/conquest", "REDEPLOY": "rules/redeploy",
          "DECLINED": "rules/decline", "DEFENDERS": "rules/losses", "OVER": "rules/end"}


def refusal_topic(code: str | None, stage: str | None = None) -> str:
    if code and code in REFUSALS:
        return REFUSALS[code]
    return STAGES.get(stage or "", DEFAULT)


def event_topic(event) -> str:
    kind = getattr(event, "kind", "")
    if kind in ("reveal", "marker_move", "marker_gone"):
        marker = (getattr(event, "data", {}) or {}).get("marker")
        if marker:
            return f"marker/{marker}"
    return EVENTS.get(kind, DEFAULT)


def region_topic(state, region: str) -> str:
    """A region's page: a face-up marker's, else its race's, else the map or the conquest."""
    r = state.regions.get(region)
    if r is None:
        return "rules/map"
    shown = r.revealed_markers()
    if shown:
        return f"marker/{shown[0]}"
    if r.race:
        return f"race/{r.race}"
    terrain = state.map.by_id[region].terrain if region in state.map.by_id else None
    if terrain in (Terrain.SEA, Terrain.LAKE):
        return "rules/map"
    return "rules/conquest"


def piece_topic(board, scene_pos) -> str | None:
    """The page of the piece (Fort, Champion, bomb, marker...) drawn at `scene_pos`, if any."""
    for item in board.scene().items(scene_pos):
        if isinstance(item, PiecesItem):
            name = item.piece_at(item.mapFromScene(scene_pos))
            if name is None:
                continue
            if name.startswith("marker:"):
                marker = name.removeprefix("marker:")
                return f"marker/{marker}" if marker and marker != "?" else None   # face down: the region's
            return PIECES.get(name)
    return None


# ----- the widget under the pointer --------------------------------------------------------------

def topic_at(window, global_pos: QPoint) -> str:
    """The page for whatever lies under `global_pos` in `window` (DEFAULT if nothing fits)."""
    widget = QApplication.widgetAt(global_pos)
    learning = getattr(window, "learning", None)
    while widget is not None:
        topic = _widget_topic(window, widget, global_pos, learning)
        if topic:
            return topic
        widget = widget.parentWidget()
    return DEFAULT


def _widget_topic(window, widget: QWidget, global_pos: QPoint, learning) -> str | None:
    c = getattr(window, "controller", None)
    if c is None or not getattr(window, "built", False):
        return None
    if learning is not None and widget is learning.why_label:
        return learning.last_refusal_topic
    made = getattr(learning, "guided_if_made", None)
    guided = made() if made is not None else None
    if guided is not None and widget is guided.panel and guided.active:
        return guided.step.page
    if widget is getattr(window, "notice", None) and learning is not None and learning.last_refusal_topic:
        return learning.last_refusal_topic
    board = window.board
    if widget is board.viewport() or widget is board:
        if not c.has_game:
            return "rules/map"
        scene_pos = board.mapToScene(board.viewport().mapFromGlobal(global_pos))
        piece = piece_topic(board, scene_pos)
        if piece:
            return piece
        region = board.scene().region_at(scene_pos)
        return region_topic(c.state, region) if region else "rules/map"
    if isinstance(widget, QToolButton) and widget.defaultAction() is not None:
        return learning.action_topic(widget.defaultAction()) if learning is not None else None
    view = widget.parentWidget() if widget.parentWidget() is not None else None
    if isinstance(view, QAbstractItemView) and widget is view.viewport():
        index = view.indexAt(widget.mapFromGlobal(global_pos))
        return _index_topic(window, view, index)
    if widget is window.hand_dock:
        actor = c.state.actor if c.has_game else None
        if actor is not None and actor.race:
            return f"race/{actor.race}"
        return "rules/picking"
    docks = {window.column_dock: "rules/picking", window.coins_dock: "rules/hidden",
             window.players_dock: "rules/scoring", window.log_dock: DEFAULT}
    return docks.get(widget)


def _index_topic(window, view: QAbstractItemView, index: QModelIndex) -> str | None:
    if view is window.column_dock.view:
        if not index.isValid():
            return "rules/picking"
        return f"combo/{index.data(Role.RACE)}/{index.data(Role.POWER)}"
    if view is window.log_dock.view:
        if not index.isValid():
            return DEFAULT
        return event_topic(window.log_dock.model.event_at(index.row()))
    if view is getattr(window.players_dock, "table", None):
        if not index.isValid():
            return "rules/hidden"
        race = index.data(Role.RACE)
        return f"race/{race}" if race else "rules/scoring"
    return None


# ----- why a turn button is disabled ----------------------------------------------------------------

class WhyNot(QObject):
    """Why a turn button is disabled (translation context "WhyNot")."""

    def reason(self, window, action) -> tuple[str, str] | None:
        """(sentence, page) saying why the turn `action` of `window.game_actions` is disabled now,
        or None when it is enabled or not a turn action."""
        a = window.game_actions
        if action.isEnabled() or action not in (a.end_turn, a.decline, a.finish_conquests, a.place_suggested,
                                               a.undo, a.redo):
            return None
        c = window.controller
        if not c.has_game:
            return self.tr("No game is in progress."), "rules/controls"
        st = c.state
        if st.stage is Stage.OVER:
            return self.tr("The game is over."), "rules/end"
        if not c.seat_ready:
            return self.tr("The next player must pass the hand-over screen first."), "rules/hidden"
        if action is a.undo:
            return undo_blocked_reason(c) or self.tr(
                "Nothing to take back: the turn passed, or a die or hidden piece came out."), "rules/controls"
        if action is a.redo:
            return self.tr("There is nothing to play again."), "rules/controls"
        stage = st.stage.name
        if action in (a.end_turn, a.decline):
            if action is a.end_turn and st.stage is Stage.DEFENDERS:
                return self.tr("Place the tokens you got back on your regions first."), "rules/losses"
            refused = c.refusal_of(End(st.actor.id) if action is a.end_turn else Decline(st.actor.id))
            if refused is None:
                return None
            text, code = refused
            return text, refusal_topic(code, stage)
        if action is a.finish_conquests:
            if st.stage is not Stage.CONQUER:
                return self.tr("You are not conquering now."), STAGES.get(stage, DEFAULT)
            return self.tr("You have not conquered anything yet this turn."), "rules/conquest"
        # place_suggested
        if st.stage not in (Stage.REDEPLOY, Stage.DEFENDERS):
            return self.tr("Tokens are placed at redeployment, once your conquests are over."), "rules/redeploy"
        return self.tr("There are no tokens in hand to place."), "rules/redeploy"


def why_not(window, action) -> tuple[str, str] | None:
    """(sentence, page) saying why the turn `action` of `window.game_actions` is disabled now,
    or None when it is enabled or not a turn action."""
    return WhyNot().reason(window, action)
