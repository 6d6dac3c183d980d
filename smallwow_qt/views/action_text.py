"""Button labels for the optional abilities the engine offers (`legal_actions`).

The hand dock builds its ability buttons from whatever the engine lists, so an ability that
lands in the engine appears without UI work; this module only gives each kind of action a
readable label, with a plain fallback for kinds it does not know yet.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from smallwow_qt.engine.actions import (Action, Buy, ChooseFaction, Form, Intimidate, PlaceAegis,
                                        PlaceBombs, PlaceHeart, PlaceObjectives, Steal, Swap)
from smallwow_qt.engine.state import GameState


def _t(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("ActionText", text, None, n)


def group_title(key: str) -> str:
    """The heading of a group of actions of one kind."""
    titles = {
        "buy": _t("Buy tokens"),
        "form": _t("Change form"),
        "faction": _t("Choose a faction"),
        "swap": _t("Swap regions"),
        "intimidate": _t("Intimidate"),
        "steal": _t("Steal an artifact"),
        "bombs": _t("Place bombs"),
        "objectives": _t("Place objectives"),
        "heart": _t("Place the Heart of Azeroth"),
        "aegis": _t("Place the Aegis"),
    }
    return titles.get(key, key.replace("_", " ").capitalize())


def describe_action(action: Action, state: GameState) -> str:
    """A short label for one concrete action."""
    def name(rid: str | None) -> str:
        if not rid:
            return ""
        return state.map.by_id[rid].display_name if rid in state.map.by_id else rid

    if isinstance(action, Buy):
        return _t("Buy %n token(s)", action.count)
    if isinstance(action, Form):
        return _t("Human form") if action.form == "human" else _t("Worgen form")
    if isinstance(action, ChooseFaction):
        return _t("Fight for the Alliance") if action.faction == "alliance" else _t("Fight for the Horde")
    if isinstance(action, Swap):
        return _t("Swap %1 and %2").replace("%1", name(action.first)).replace("%2", name(action.second))
    if isinstance(action, Intimidate):
        if action.to:
            return _t("Drive a token out of %1 into %2").replace("%1", name(action.region)) \
                .replace("%2", name(action.to))
        return _t("Drive a token out of %1").replace("%1", name(action.region))
    if isinstance(action, Steal):
        return _t("Steal the artifact in %1 into %2").replace("%1", name(action.region)) \
            .replace("%2", name(action.into))
    if isinstance(action, PlaceBombs):
        if not action.regions:
            return _t("Place no bomb")
        return _t("Bombs in: %1").replace("%1", ", ".join(name(r) for r in action.regions))
    if isinstance(action, PlaceObjectives):
        if not action.regions:
            return _t("Place no objective")
        return _t("Objectives in: %1").replace("%1", ", ".join(name(r) for r in action.regions))
    if isinstance(action, PlaceHeart):
        return _t("Heart of Azeroth in %1").replace("%1", name(action.region))
    if isinstance(action, PlaceAegis):
        return _t("Aegis in %1").replace("%1", name(action.region))
    body = action.body()
    return f"{action.key}: {body}"


def action_regions(action: Action) -> tuple[str, ...]:
    """The regions an action names (to offer it in those regions' context menus)."""
    out: list[str] = []
    for attr in ("region", "first", "second", "to", "into"):
        value = getattr(action, attr, None)
        if isinstance(value, str) and value:
            out.append(value)
    regions = getattr(action, "regions", None)
    if isinstance(regions, tuple):
        out.extend(regions)
    return tuple(dict.fromkeys(out))


def use_label(use: str) -> str:
    """The label of a `use:` option of a conquest (artifacts, airborne assault...)."""
    labels = {
        "frostmourne": _t("Frostmourne: 2 tokens fewer"),
        "ashes_of_alar": _t("Ashes of Al'ar: any region counts as adjacent"),
        "doomhammer": _t("Doomhammer: conquer with 1 token for 2 coins"),
        "airborne": _t("Airborne assault"),
        "champion": _t("Champion: conquer for free"),
        "ethereal": _t("Ethereal discount on a legendary place"),
    }
    return labels.get(use, use.replace("_", " ").capitalize())
