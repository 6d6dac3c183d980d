"""Refusals of the turn's order, picking, conquering, the die and redeploying: one template
per `RuleError` code, chosen among its forms by the refusal's own params.

The refusals of the races', powers' and markers' abilities are in `ability_refusals.py`;
a code lives in one of the two, with all of its forms.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping

from PySide6.QtCore import QObject

Params = Mapping[str, Any]
Template = Callable[[Params], str]


class TurnRefusals(QObject):
    """The templates of the refusals that are not an ability's (`templates`)."""

    def templates(self) -> dict[str, Template]:
        return {
            "game_over": lambda p: self.tr("The game is over."),
            "turn_too_long": lambda p: self.tr("This turn has taken {actions} actions, far more than a "
                                               "turn needs: only ending it is possible now."),
            "unknown_player": lambda p: self.tr("There is no player called {given} in this game."),
            "unknown_region": lambda p: self.tr("There is no region called {given} on this map."),
            "bad_action": self._bad_action,
            "not_your_turn": lambda p: self.tr("{actor} must first redeploy the tokens they got back; "
                                               "{player} waits.") if p["defenders"] else
            self.tr("It is {actor}'s turn, not {player}'s."),
            "defenders_redeploy": lambda p: self.tr("{actor} must redeploy the tokens they got back."),
            "must_pick": lambda p: self.tr("{player} must pick a race and power first.")
            if p["doing"] == "end" else self.tr("{player} must first pick a race and power."),
            "has_race": lambda p: self.tr("{player} already plays the {race}; a new combination comes "
                                          "only after a decline."),
            "no_such_combo": lambda p: self.tr("There is no combination at position {index}; the "
                                               "column shows {count}."),
            "cannot_afford": lambda p: self.tr("{combo} costs %n coin(s) and {player} has fewer.", "",
                                               p["coins"]),
            "no_race": lambda p: self.tr("{player} has no active race to put into decline.")
            if p["doing"] == "decline" else self.tr("{player} has no active race to conquer with."),
            "conquests_over": lambda p: self.tr("{player}'s conquests are over for this turn."),
            "must_decline": lambda p: self.tr("{player}'s {race} have no tokens left: put them into "
                                              "decline."),
            "abandon_late": lambda p: self.tr("Regions can only be abandoned before the first conquest "
                                              "of the turn."),
            "decline_round_one": lambda p: self.tr("No race can go into decline in the first round."),
            "decline_late": lambda p: self.tr("A race goes into decline instead of conquering, at the "
                                              "start of the turn."),
            "decline_after_pick": lambda p: self.tr("{player} picked a new combination this turn: this "
                                                    "turn is played as a first turn and cannot end in a "
                                                    "decline."),
            # conquering
            "own_region": lambda p: self.tr("{player}'s {race} already hold {region}."),
            "tower": lambda p: self.tr("{region} has a Watch Tower: it cannot be taken.")
            if p["attack"] == "conquest" else
            self.tr("{region} has a Watch Tower: it is immune to every power."),
            "water": self._water,
            "cannot_use": lambda p: self.tr("{player}'s {race} cannot use {option} here."),
            "not_entry": lambda p: self.tr("{player}'s {race} have no region yet: they must enter "
                                           "through an Entry Region (anchor), and {region} is not one."),
            "not_enough_tokens": self._not_enough_tokens,
            "die_empty_hand": lambda p: self.tr("{player}'s {race} need at least %n token(s) in hand "
                                                "for a final attempt.", "", p["tokens"]),
            "die_not_needed": lambda p: self.tr("{player}'s {race} have enough tokens for {region}: "
                                                "conquer it without the die."),
            "die_too_far": lambda p: self.tr("{region} needs %n token(s) and {player}'s {race} have "
                                             "{hand}: the dice can add at most {most}.", "", p["need"])
            if p["free"] else
            self.tr("{region} needs %n token(s) and {player}'s {race} have {hand}: the die can add at "
                    "most {most}.", "", p["need"]),
            # redeploying
            "bad_redeploy": lambda p: self.tr("{region} is listed twice in the redeployment."),
            "region_minimum": lambda p: self.tr("Every region of the {race} keeps at least %n token(s); "
                                                "{region} would have {count}.", "", p["tokens"]),
            "hand_not_empty": lambda p: self.tr("%n token(s) would stay in hand: every token must be "
                                                "placed.", "", p["tokens"]),
        }

    def _water(self, p: Params) -> str:
        if p["attack"] == "conquest":
            return self.tr("{region} is a {terrain}: only the Naga can conquer seas and lakes.")
        return self.tr("The swap would put Murlocs into {region}, a {terrain}: only the Naga live "
                       "in seas and lakes.") if p["murlocs"] else \
            self.tr("The swap would put a land race into {region}, a {terrain}: only the Naga "
                    "live in seas and lakes.")

    def _not_enough_tokens(self, p: Params) -> str:
        if p.get("doing") == "redeploy":
            return self.tr("The redeployment asks for %n token(s) in those regions and {player} "
                           "has only {available} to spread.", "", p["tokens"])
        return self.tr("{region} needs %n token(s) and {player}'s {race} have {hand} in hand (a "
                       "final attempt with the die is possible).", "", p["need"]) \
            if p["die_possible"] else \
            self.tr("{region} needs %n token(s) and {player}'s {race} have {hand} in hand.", "",
                    p["need"])

    def _bad_action(self, p: Params) -> str:
        """An action that is not even well formed: never one the table offers, but one read
        from a file or built by code. The engine's sentence says in detail what is wrong
        with which field; this one names the field and the value when the params do."""
        want = p.get("want")
        if want == "action":
            return self.tr("Unknown action {given}.")
        if want == "some":
            return self.tr("List at least one region for the bombs.")
        if "field" in p:
            return self.tr("This action is not well formed: `{field}` cannot be {given}.")
        return self.tr("This action is not well formed.")
