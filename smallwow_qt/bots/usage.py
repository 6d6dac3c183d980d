"""How often the bots use each ability: counted by the arena (`--usage`).

At every decision of a seat, the abilities `legal_actions` offers are noted (an ability is
*held* in a game when it was offered at least once) and the one the bot took, if any. The
table then says, per level and ability: in how many games it was held, how many decisions
it was legal at, how many times it was used, and uses per game held. An ability the
planner gives no value shows up as held and legal many times, used never.
"""

from __future__ import annotations

from typing import Any, Iterable

from smallwow_qt.engine import (Abandon, Action, Buy, ChooseFaction, Conquer, Decline, Form, Intimidate,
                                PlaceAegis, PlaceBombs, PlaceHeart, PlaceObjectives, Steal, Swap,
                                legal_actions)

_NAMES = {Buy: "buy", ChooseFaction: "faction", Intimidate: "intimidate", PlaceAegis: "aegis",
          PlaceBombs: "bombs", PlaceHeart: "heart", PlaceObjectives: "objectives",
          Steal: "steal", Swap: "swap", Abandon: "abandon", Decline: "decline"}


def abilities_of(action: Action) -> tuple[str, ...]:
    """The optional abilities an action uses ("bombs", "use:frostmourne", "die", ...)."""
    if isinstance(action, Conquer):
        return (("die",) if action.die else ()) + tuple(f"use:{u}" for u in action.use)
    if isinstance(action, Form):
        return (f"form:{action.form}",)
    name = _NAMES.get(type(action))
    return (name,) if name else ()


def offered(state) -> set[str]:
    """Every ability some legal action of the actor uses."""
    out: set[str] = set()
    for item in legal_actions(state):
        out.update(abilities_of(item.action))
    return out


class Tally:
    """Counts for one game, per player: {pid: {ability: [legal, used]}}."""

    def __init__(self) -> None:
        self.counts: dict[str, dict[str, list[int]]] = {}

    def note(self, state, pid: str, action: Action) -> None:
        mine = self.counts.setdefault(pid, {})
        for name in offered(state):
            mine.setdefault(name, [0, 0])[0] += 1
        for name in abilities_of(action):
            mine.setdefault(name, [0, 0])[1] += 1

    def by_level(self, level_of: dict[str, str]) -> list[tuple[str, str, int, int]]:
        """(level, ability, legal, used) per seat: JSON-friendly for the arena's results."""
        return [(level_of[pid], name, legal, used)
                for pid, abilities in self.counts.items() for name, (legal, used) in abilities.items()]


def summarise(rows: Iterable[tuple[str, str, int, int]]) -> dict[str, dict[str, dict[str, Any]]]:
    """Per level and ability: games held, decisions where legal, uses, uses per game held."""
    out: dict[str, dict[str, dict[str, Any]]] = {}
    for level, name, legal, used in rows:
        cell = out.setdefault(level, {}).setdefault(name, {"held": 0, "legal": 0, "used": 0})
        cell["held"] += 1 if legal else 0
        cell["legal"] += legal
        cell["used"] += used
    for abilities in out.values():
        for cell in abilities.values():
            cell["per_game"] = round(cell["used"] / cell["held"], 2) if cell["held"] else 0.0
    return out


def table(summary: dict[str, dict[str, dict[str, Any]]]) -> str:
    """The summary as a plain-text table (one line per level and ability)."""
    lines = [f"{'level':<8} {'ability':<22} {'games held':>10} {'legal at':>9} {'used':>6} "
             f"{'per game':>8}"]
    for level in sorted(summary):
        for name in sorted(summary[level]):
            c = summary[level][name]
            lines.append(f"{level:<8} {name:<22} {c['held']:>10} {c['legal']:>9} {c['used']:>6} "
                         f"{c['per_game']:>8}")
    return "\n".join(lines)
