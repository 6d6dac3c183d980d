"""What happened to a player since their last turn, for their hand-over screen: regions lost
and to whom, tokens lost or given back, coins received from other players (ransoms,
Harmony, Marshdwellers...) and from Military Objectives. Everything here is public (the
table saw it happen); nobody's total is ever shown.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from smallwow_qt.controller.place_names import place_name
from smallwow_qt.controller import Event


def events_since_last_turn(session, player_id: str) -> list[Event]:
    """The public events after `player_id`'s latest finished turn (every turn ends with their
    score); all of them before they have finished one."""
    events = [e for e in session.all_events() if not e.private]
    start = -1      # (no turn finished yet: everything so far)
    for i, e in enumerate(events):
        if e.player == player_id and e.kind == "score":
            start = i
    return events[start + 1:]


class CatchUp(QObject):
    """Turns the events since a player's last turn into short sentences addressed to them."""

    def __init__(self, controller, parent=None) -> None:
        super().__init__(parent)
        self.controller = controller

    def lines(self, player_id: str) -> list[str]:
        c = self.controller
        if c.session is None or not c.state.has_player(player_id):
            return []
        st = c.state
        out: list[str] = []
        attacker: str | None = None
        for e in events_since_last_turn(c.session, player_id):
            d = e.data
            if e.kind in ("conquest", "bomb", "intimidate", "turn"):
                attacker = e.player if e.kind != "turn" else None
            if e.kind == "loss" and e.player == player_id and d.get("region") in st.map.by_id:
                region = place_name(st.map.by_id[d["region"]].display_name)
                lost, back = int(d.get("discarded", 0)), int(d.get("returned", 0))
                if attacker and attacker != player_id and st.has_player(attacker):
                    text = self.tr("%1 took %2 from you").replace("%1", st.player(attacker).name)
                else:
                    text = self.tr("You lost %2")
                text = text.replace("%2", region)
                details = []
                if lost:
                    details.append(self.tr("%n token(s) lost", "", lost))
                if back:
                    details.append(self.tr("%n back in your hand", "", back))
                if details:
                    text = self.tr("%1: %2").replace("%1", text).replace("%2", ", ".join(details))
                out.append(text + ".")
            elif e.kind == "payment" and d.get("payee") == player_id and int(d.get("coins") or 0) > 0:
                payer = st.player(e.player).name if e.player and st.has_player(e.player) else "?"
                why = c.engine_texts.payment_reason(d["why"])
                out.append(self.tr("%1 paid you %n coin(s) (%2).", "", int(d["coins"]))
                           .replace("%1", payer).replace("%2", why))
            elif e.kind == "coins" and d.get("reason") == "objective" and d.get("humans") == player_id:
                out.append(self.tr("You gained %n coin(s) from a Military Objective.", "", 2))
        return out
