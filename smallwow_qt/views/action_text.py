"""Button labels for the optional abilities the engine offers (`legal_actions`).

The hand dock builds its ability buttons from whatever the engine lists, so an ability that
lands in the engine appears without UI work; this module only gives each kind of action a
readable label, with a plain fallback for kinds it does not know yet.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from smallwow_qt.controller.place_names import place_name
from smallwow_qt.controller import (Action, Buy, ChooseFaction, Form, GameState, Intimidate, PlaceAegis,
                                    PlaceBombs, PlaceHeart, PlaceObjectives, Steal, Swap)


translate = QCoreApplication.translate   # lupdate finds these calls by this name


class ActionText(QObject):
    """The texts with a number (lupdate marks plural forms only for `self.tr`)."""

    def buy(self, count: int) -> str:
        return self.tr("Buy %n token(s)", "", count)


def group_title(key: str) -> str:
    """The heading of a group of actions of one kind."""
    titles = {
        "buy": translate("ActionText", "Buy tokens"),
        "form": translate("ActionText", "Change form"),
        "faction": translate("ActionText", "Choose a faction"),
        "swap": translate("ActionText", "Swap regions"),
        "intimidate": translate("ActionText", "Intimidate"),
        "steal": translate("ActionText", "Steal an artifact"),
        "bombs": translate("ActionText", "Place bombs"),
        "objectives": translate("ActionText", "Place objectives"),
        "heart": translate("ActionText", "Place the Heart of Azeroth"),
        "aegis": translate("ActionText", "Place the Aegis"),
    }
    return titles.get(key, key.replace("_", " ").capitalize())


def choice_title(key: str) -> str:
    """The button or menu entry that starts choosing regions on the map for an ability."""
    titles = {
        "bombs": translate("ActionText", "Place bombs…"),
        "objectives": translate("ActionText", "Place Military Objectives…"),
        "swap": translate("ActionText", "Swap two regions…"),
        "intimidate": translate("ActionText", "Intimidate…"),
        "steal": translate("ActionText", "Steal an artifact…"),
    }
    return titles.get(key, group_title(key) + "…")


def describe_action(action: Action, state: GameState) -> str:
    """A short label for one concrete action."""
    def name(rid: str | None) -> str:
        if not rid:
            return ""
        return place_name(state.map.by_id[rid].display_name) if rid in state.map.by_id else rid

    if isinstance(action, Buy):
        return ActionText().buy(action.count)
    if isinstance(action, Form):
        return translate("ActionText", "Human form") if action.form == "human" else translate("ActionText", "Worgen form")
    if isinstance(action, ChooseFaction):
        return translate("ActionText", "Fight for the Alliance") if action.faction == "alliance" else translate("ActionText", "Fight for the Horde")
    if isinstance(action, Swap):
        return translate("ActionText", "Swap %1 and %2").replace("%1", name(action.first)).replace("%2", name(action.second))
    if isinstance(action, Intimidate):
        if action.to:
            return translate("ActionText", "Drive a token out of %1 into %2").replace("%1", name(action.region)) \
                .replace("%2", name(action.to))
        return translate("ActionText", "Drive a token out of %1").replace("%1", name(action.region))
    if isinstance(action, Steal):
        return translate("ActionText", "Steal the artifact in %1 into %2").replace("%1", name(action.region)) \
            .replace("%2", name(action.into))
    if isinstance(action, PlaceBombs):
        if not action.regions:
            return translate("ActionText", "Place no bomb")
        return translate("ActionText", "Bombs in: %1").replace("%1", ", ".join(name(r) for r in action.regions))
    if isinstance(action, PlaceObjectives):
        if not action.regions:
            return translate("ActionText", "Place no objective")
        return translate("ActionText", "Objectives in: %1").replace("%1", ", ".join(name(r) for r in action.regions))
    if isinstance(action, PlaceHeart):
        return translate("ActionText", "Heart of Azeroth in %1").replace("%1", name(action.region))
    if isinstance(action, PlaceAegis):
        return translate("ActionText", "Aegis in %1").replace("%1", name(action.region))
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
        "frostmourne": translate("ActionText", "Frostmourne: 2 tokens fewer"),
        "ashes_of_alar": translate("ActionText", "Ashes of Al'ar: any region counts as adjacent"),
        "doomhammer": translate("ActionText", "Doomhammer: conquer with 1 token for 2 coins"),
        "airborne": translate("ActionText", "Airborne assault"),
        "champion": translate("ActionText", "Champion: conquer for free"),
        "ethereal": translate("ActionText", "Ethereal discount on a legendary place"),
    }
    return labels.get(use, use.replace("_", " ").capitalize())
