"""Refusals of the races', powers' and markers' abilities (buying, stealing, bombs, Military
Objectives, forms, sides, intimidation, portals, the Champion, placed artifacts), and of
the codes an ability shares with the turn (`not_now`, `used`, `not_yours`...): one template
per `RuleError` code, chosen among its forms by the refusal's params (`doing`, the action's
key; `why`, `far`, `twice`...).
"""

from __future__ import annotations

from typing import Any, Callable, Mapping

from PySide6.QtCore import QObject

Params = Mapping[str, Any]
Template = Callable[[Params], str]


class AbilityRefusals(QObject):
    """The templates of the abilities' refusals (`templates`)."""

    def templates(self) -> dict[str, Template]:
        return {**self._shared_and_buying(), **self._stealing_and_bombs(),
                **self._objectives_and_forms(), **self._battleground_airborne_champion(),
                **self._intimidation_and_portals()}

    def _shared_and_buying(self) -> dict[str, Template]:
        """The templates of the codes several abilities share, and buying (Forsaken)."""
        return {
            "not_now": self._not_now,
            "declined": self._declined,
            "in_decline": self._in_decline,
            "no_such_ability": self._no_such_ability,
            "used": self._used,
            "not_yours": self._not_yours,
            "not_adjacent": self._not_adjacent,
            "cannot_pay": self._cannot_pay,
            # Buy (Forsaken)
            "bad_count": lambda p: self.tr("Buy at least one token."),
            "forsaken_limit": lambda p: self.tr("The {race} caused %n token(s) to be discarded this "
                                                "turn and already bought {bought}: they may buy at most "
                                                "{allowed} more.", "", p["caused"]) if p["bought"] else
            self.tr("The {race} caused %n token(s) to be discarded this turn: they may buy at most "
                    "{allowed} more.", "", p["caused"]),
            "supply_exhausted": lambda p: self.tr("Only %n {race} token(s) is/are left in the box "
                                                  "({supply} in all).", "", p["left"]),
        }

    def _stealing_and_bombs(self) -> dict[str, Template]:
        """The templates of stealing and the Legendary Place discount (Ethereals), bombs (Goblins)."""
        return {
            # Steal and the Legendary Place discount (Ethereals)
            "ethereal_used": lambda p: self.tr("The {race} already used their relic hunting this turn "
                                               "(one steal or one Legendary Place discount per turn)."),
            "ethereal_no_place": lambda p: self.tr("{region} holds no face-up Legendary Place: the "
                                                   "Ethereals' discount does not apply."),
            "ethereal_not_adjacent": lambda p: self.tr("The Ethereals' discount needs a Legendary Place "
                                                       "next to one of their regions, and {region} is "
                                                       "not."),
            "no_artifact": lambda p: self.tr("There is no face-up Artifact in {region} to steal."),
            "own_artifact": lambda p: self.tr("The Artifact in {region} is already in an Ethereal "
                                              "region."),
            # bombs (Goblins)
            "bomb_there": lambda p: self.tr("One bomb per region: a region is listed twice.")
            if p["twice"] else self.tr("{region} already holds a bomb."),
            "bomb_target": lambda p: self.tr("Bombs go only where an opponent's active race stands, "
                                             "and {region} holds none."),
            "bombs_exhausted": lambda p: self.tr("Only %n bomb(s) is/are left in the {race}' stack.", "",
                                                 p["left"]) if p["left"] else
            self.tr("The {race}' bomb stack is used up: no more bombs."),
        }

    def _objectives_and_forms(self) -> dict[str, Template]:
        """The templates of Military Objectives (Humans), forms (Worgen)."""
        return {
            # Military Objectives (Humans)
            "objective_twice": lambda p: self.tr("The two Military Objectives go in two different "
                                                 "regions."),
            "objectives_placed": lambda p: self.tr("{player}'s {race} have placed their Military "
                                                   "Objectives this turn: they are placed once, at the "
                                                   "end of the turn."),
            "objective_count": lambda p: self.tr("The {race} place their {total} Military Objectives in "
                                                 "{total} different regions, not {count}."),
            "objective_alliance": lambda p: self.tr("Military Objectives go only where no Alliance race "
                                                    "stands, and {region} is held by the {race}."),
            # forms (Worgen)
            "worgen_form_first": lambda p: self.tr("{player} must first choose the {race}'s form for "
                                                   "this turn: human (+2 coins) or worgen (pay 1 coin, "
                                                   "1 token fewer on every conquest)."),
            "worgen_form_chosen": lambda p: self.tr("{player}'s {race} already took their form this "
                                                    "turn: a decline is announced instead of choosing a "
                                                    "form."),
            "form_chosen": lambda p: self.tr("{player}'s {race} already took their human form this "
                                             "turn.") if p["form"] == "human" else
            self.tr("{player}'s {race} already took their Worgen form this turn."),
        }

    def _battleground_airborne_champion(self) -> dict[str, Template]:
        """The templates of the Battleground, the airborne assault (Gnomes), the Champion."""
        return {
            # the Battleground
            "not_neutral": lambda p: self.tr("The {race} already belong to a faction: only a Neutral "
                                             "race picks a side on the {marker}."),
            # the airborne assault (Gnomes), the Champion
            "airborne_used": lambda p: self.tr("The {race} already launched their airborne assault "
                                               "this turn."),
            "champion_no_die": lambda p: self.tr("The Champion fights alone: no reinforcement die."),
            "champion_busy": lambda p: self.tr("The Champion is not in hand: it holds {region} alone."),
            "champion_not_adjacent": lambda p: self.tr("The Champion conquers only a region next to "
                                                       "{player}'s race, and {region} is not."),
        }

    def _intimidation_and_portals(self) -> dict[str, Template]:
        """The templates of intimidation, portals."""
        return {
            # intimidation
            "intimidate_late": lambda p: self.tr("Intimidation is only possible during the conquest "
                                                 "phase, never after the last conquest."),
            "cannot_intimidate": self._cannot_intimidate,
            "no_destination": self._no_destination,
            "bad_destination": lambda p: self.tr("The token from {region} can only go to another region "
                                                 "of the same race: {destinations|bare}."),
            "choose_destination": lambda p: self.tr("Say where the token from {region} goes: "
                                                    "{destinations|bare}."),
            # portals
            "swap_late": lambda p: self.tr("Portals open only during the conquest phase, never after "
                                           "the last conquest."),
            "same_region": lambda p: self.tr("A swap needs two different regions."),
            "not_magic": lambda p: self.tr("{region} has no Magic Source."),
            "nothing_to_swap": lambda p: self.tr("There is nothing to swap between {first} and "
                                                 "{second}."),
        }

    # ----- the codes several abilities share ---------------------------------------------------

    def _not_now(self, p: Params) -> str:
        return {
            "pick": lambda: self.tr("{player} cannot pick a combination now."),
            "redeploy": lambda: self.tr("{player} cannot redeploy now."),
            "faction": lambda: self.tr("{player} cannot pick a side now."),
            "aegis": lambda: self.tr("{player} cannot place the {marker} now."),
            "heart": lambda: self.tr("{player} cannot place the {marker} now."),
            "buy": lambda: self.tr("{player} cannot buy tokens now."),
            "steal": lambda: self.tr("{player} cannot steal an Artifact now."),
            "bombs": lambda: self.tr("{player} cannot place bombs now."),
            "objectives": lambda: self.tr("{player} cannot place Military Objectives now."),
            "form": lambda: self.tr("{player} cannot change form now."),
        }[p["doing"]]()

    def _declined(self, p: Params) -> str:
        return {
            "conquer": lambda: self.tr("{player} put the race into decline: no conquest this turn."),
            "buy": lambda: self.tr("{player} put the race into decline this turn and cannot buy "
                                   "tokens."),
            "steal": lambda: self.tr("{player} put the race into decline this turn and cannot steal an "
                                     "Artifact."),
            "bombs": lambda: self.tr("{player} put the race into decline this turn and cannot place "
                                     "bombs."),
            "objectives": lambda: self.tr("{player} put the race into decline this turn and cannot "
                                          "place Military Objectives."),
            "form": lambda: self.tr("{player} put the race into decline this turn and cannot change "
                                    "form."),
        }[p["doing"]]()

    def _in_decline(self, p: Params) -> str:
        return {
            "buy": lambda: self.tr("{player}'s {race} are in decline: they can no longer buy tokens."),
            "steal": lambda: self.tr("{player}'s {race} are in decline: they can no longer steal an "
                                     "Artifact."),
            "bombs": lambda: self.tr("{player}'s {race} are in decline: they can no longer place "
                                     "bombs."),
            "objectives": lambda: self.tr("{player}'s {race} are in decline: they can no longer place "
                                          "Military Objectives."),
            "form": lambda: self.tr("{player}'s {race} are in decline: they can no longer change "
                                    "form."),
        }[p["doing"]]()

    def _no_such_ability(self, p: Params) -> str:
        if "marker" in p:
            return self.tr("{player}'s active race does not hold the {marker}.")
        if "power" in p:
            return self.tr("{player}'s active race is not Intimidating.") \
                if p["power"] == "intimidating" else self.tr("{player}'s active race is not Portal Mages.")
        if "race" in p:
            return {
                "buy": lambda: self.tr("{player} does not play the {race}, so cannot buy tokens."),
                "steal": lambda: self.tr("{player} does not play the {race}, so cannot steal an "
                                         "Artifact."),
                "bombs": lambda: self.tr("{player} does not play the {race}, so cannot place bombs."),
                "objectives": lambda: self.tr("{player} does not play the {race}, so cannot place "
                                              "Military Objectives."),
                "form": lambda: self.tr("{player} does not play the {race}, so cannot change form."),
            }[p["doing"]]()
        return self.tr("{player} has no ability that allows `{key}` now.")

    def _used(self, p: Params) -> str:
        doing = p.get("doing")
        if doing == "intimidate":
            return self.tr("Intimidation was already used %n time(s) this turn.", "", p["uses"])
        if doing == "swap":
            return self.tr("The portals were already used %n time(s) this turn.", "", p["uses"])
        if doing == "faction":
            return self.tr("{player} already chose to fight for the Alliance this turn.") \
                if p["faction"] == "alliance" else \
                self.tr("{player} already chose to fight for the Horde this turn.")
        if doing in ("aegis", "heart"):
            return self.tr("The {marker} has already been placed this turn.")
        if p["option"] == "champion":
            return self.tr("The Champion can be used only once per turn, and it was used this turn.")
        return self.tr("{marker} can be used only once per turn, and it was used this turn.")

    def _not_yours(self, p: Params) -> str:
        if p.get("doing") == "steal":
            return self.tr("The stolen Artifact must go into a region of the {race}, and {into} "
                           "is not one.")
        if "marker" in p:
            return self.tr("The {marker} goes into a region of {player}'s active race, and "
                           "{region} is not one.")
        return self.tr("{player}'s {race} do not hold {region}.")

    def _not_adjacent(self, p: Params) -> str:
        doing = p.get("doing")
        if doing == "bombs":
            return self.tr("{region} is not next to a Goblin region.")
        if doing == "steal":
            return self.tr("{region} is not next to a region of the {race}.") \
                if p["far"] == "region" else \
                self.tr("The stolen Artifact goes into an Ethereal region next to {region}, and "
                        "{into} is not next to it.")
        return self.tr("{player}'s {race} are not next to {region}, and it is not an Entry "
                       "Region.")

    def _cannot_pay(self, p: Params) -> str:
        doing = p.get("doing")
        if doing == "buy":
            return self.tr("%n {race} tokens cost %n coins and {player} has {coins}.", "",
                           p["tokens"])
        if doing == "form":
            return self.tr("The {race} form costs %n coin(s) and {player} has none: only the "
                           "human form is possible.", "", p["coins"])
        return self.tr("{player} must pay %n coin(s) first and cannot afford it.", "", p["due"])

    def _cannot_intimidate(self, p: Params) -> str:
        return {
            "unknown": lambda: self.tr("There is no region called {given} on this map."),
            "own": lambda: self.tr("{region} is held by {player}'s own active race."),
            "far": lambda: self.tr("{region} is not next to {player}'s active race."),
            "empty": lambda: self.tr("There is nothing in {region} that can be intimidated."),
        }[p["why"]]()

    def _no_destination(self, p: Params) -> str:
        removed = p.get("removed")
        if removed == "wall":
            return self.tr("This use tears down the Wisp Wall in {region} and moves nothing: "
                           "leave out `to`.")
        if removed == "fort":
            return self.tr("This use tears down the Fort in {region} and moves nothing: leave out "
                           "`to`.")
        return self.tr("Nothing in {region} can be moved elsewhere: leave out `to`.")
