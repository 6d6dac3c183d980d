"""The game log's lines: one template per event kind, chosen among its forms by the event's
own data and filled from it (`Words.fill`).

An event's parameters are its `player` and its `data` (`Event`). The template of each kind
is a function of those parameters: most kinds have one sentence; a few have several (a loss
of one token or of a region, a die that succeeds or not), picked by a parameter the engine
set. `%n` is the count a sentence agrees with (Qt's plural forms).
"""

from __future__ import annotations

from typing import Any, Callable, Mapping

from PySide6.QtCore import QObject

from smallwow_qt.controller.engine_texts.words import Words
from smallwow_qt.engine import MURLOCS, Event

Params = Mapping[str, Any]
Template = Callable[[Params], str]


class EventLines(QObject):
    """The log line of each event kind (`line`)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.templates: dict[str, Template] = {
            "turn": lambda p: self.tr("Round {round}: {player}'s turn."),
            "round": lambda p: self.tr("Round {round} of {rounds} begins."),
            "pick": self._pick,
            "ready": lambda p: self.tr("{player}'s {race} ready %n token(s): {hand} in hand.", "",
                                       p["tokens"]),
            "abandon": lambda p: self.tr("{player}'s {race} abandon {region}."),
            "conquest": lambda p: self.tr("{player}'s {race} conquer {region} with %n token(s).", "",
                                          p["tokens"]),
            "attempt_failed": lambda p: self.tr("{player}'s {race} cannot take {region}: it needs %n "
                                                "token(s) and they have {hand}. The attempt is spent.",
                                                "", p["need"]),
            "loss": self._loss,
            "die": self._die,
            "reveal": lambda p: self.tr("{marker} is revealed in {region}."),
            "redeploy": lambda p: self.tr("{player}'s {race} redeploy returned tokens: {counts}.")
            if p.get("returned") else self.tr("{player}'s {race} redeploy: {counts}."),
            "conquests_over": lambda p: self.tr("{player} stops conquering and redeploys."),
            "decline": lambda p: self.tr("{player}'s {race} go into decline."),
            "retire": lambda p: self.tr("{player}'s declined {race} leave the map; their tile goes "
                                        "back under the race stack."),
            "score": lambda p: self.tr("{player} scores %n coin(s) ({lines}).", "", p["total"]),
            "coins": self._coins,
            "payment": self._payment,
            "game_over": lambda p: self.tr("The game is over. Coins: {totals}. {winners|and} wins.")
            if len(p["winners"]) == 1 else
            self.tr("The game is over. Coins: {totals}. {winners|and} win."),
            "harmony": lambda p: self.tr("{player}'s {race} give a Harmony token to {players}.")
            if p["players"] else self.tr("{player}'s {race} take their Harmony tokens back."),
            "bomb": lambda p: self.tr("{player}'s {race} place a face-down bomb in {region}."),
            "bomb_back": lambda p: self.tr("No opponent is left in {region}: the bomb goes back on top "
                                           "of the {race}' stack, unseen."),
            "bomb_reveal": lambda p: self.tr("The bomb in {region} explodes!") if p["bomb"] == "explode"
            else self.tr("The bomb in {region} is a dud."),
            "bomb_lost": lambda p: self.tr("The bomb in {region} is removed unseen: {player} cannot pay "
                                           "the %n coin(s) due first.", "", p["due"])
            if p["code"] == "cannot_pay" else
            self.tr("The bomb in {region} is removed unseen: {refusal}."),
            "objectives": self._objectives,
            "objective": lambda p: self.tr("The Military Objective in {region} means nothing to the "
                                           "Horde: it stays."),
            "form": self._form,
            "wall": lambda p: self.tr("{player}'s {race} raise a Wisp Wall in {region}."),
            "swap": lambda p: self.tr("{player}'s Portal Mages swap {first} and {second}."),
            "fort": lambda p: self.tr("{player} builds %n Fort(s): {regions}.", "", len(p["regions"])),
            "tower": lambda p: self.tr("{player} takes down the Watch Towers of {regions}.")
            if p["down"] else self.tr("{player} raises Watch Towers on {regions}."),
            "champion": self._champion,
            "beasts": self._beasts,
            "marker_move": self._marker_move,
            "marker_gone": lambda p: self.tr("{region}'s island has no sea or lake: the {marker} goes "
                                             "back to the box and no place is left to replace it."),
            "draw": lambda p: self.tr("{region}'s island has no sea or lake: the {replaced} goes back "
                                      "to the box and {marker} replaces it."),
            "holy_light": lambda p: self.tr("The Holy Light saves one of {player}'s {race} in {region}: "
                                            "it goes back to hand instead of the box."),
            "chapel": lambda p: self.tr("{marker} protects {player} one last time: no token is "
                                        "discarded in {region}.") if p["last"] else
            self.tr("{marker} protects {player}: no token is discarded in {region}."),
            "tauren_alone": lambda p: self.tr("A lone {race} token of {player} cannot stay in {region}: "
                                              "it joins the {race} in {to}.") if p["to"] else
            self.tr("A lone {race} token of {player} cannot stay in {region}: it goes back to hand."),
            "faction": lambda p: self.tr("{player}'s {race} fight for the Alliance this turn "
                                         "({marker}).") if p["faction"] == "alliance" else
            self.tr("{player}'s {race} fight for the Horde this turn ({marker})."),
            "spirit_healer": lambda p: self.tr("The {marker} gives {player}'s {race} one more token "
                                               "to redeploy.") if p["tokens"] else
            self.tr("The {marker} has no {race} token left in the box to give."),
            "buy": lambda p: self.tr("{player}'s {race} raise %n new token(s) from the fallen", "",
                                     p["tokens"]) + self.tr(" for %n coin(s).", "", p["coins"]),
            "intimidate": self._intimidate,
            "steal": lambda p: self.tr("{player}'s {race} steal {marker} from {region} into {into}."),
        }

    def line(self, event: Event, words: Words) -> str:
        """The log line of a public event (raises KeyError for a kind without a template)."""
        params = {"player": event.player, **event.data}
        return words.fill(self.templates[event.kind](params), params)

    # ----- the kinds with several forms -------------------------------------------------------

    def _pick(self, p: Params) -> str:
        text = self.tr("{player} picks the {combo} (%n token(s))", "", p["tokens"])
        if p["price"]:
            text += self.tr(", paying %n coin(s) onto the combinations above", "", p["price"])
        if p["collected"]:
            text += self.tr(" and collecting the %n coin(s) lying on it", "", p["collected"]) \
                if p["price"] else self.tr(", collecting the %n coin(s) lying on it", "", p["collected"])
        return text + "."

    def _loss(self, p: Params) -> str:
        if p.get("single"):
            back = p["returned"] and not p["discarded"]
            if p["player"] is None:   # Murlocs
                return self.tr("{race} loses a token in {region} (it goes back to hand instead).") \
                    if back else self.tr("{race} loses a token in {region}.")
            return self.tr("{player}'s {race} lose a token in {region} (it goes back to hand "
                           "instead).") if back else self.tr("{player}'s {race} lose a token in {region}.")
        if "returned" not in p:   # Murlocs or a declined race: every token goes
            if p["race"] == MURLOCS:
                return self.tr("%n Murloc token(s) in {region} is/are discarded.", "", p["discarded"])
            return self.tr("%n declined {race} token(s) in {region} is/are discarded.", "",
                           p["discarded"])
        text = self.tr("{player}'s {race} lose {region}: %n token(s) discarded", "", p["discarded"])
        if p["returned"]:
            text += self.tr(", %n back in hand", "", p["returned"])
        return text + "."

    def _die(self, p: Params) -> str:
        if p.get("free"):
            return self.tr("{player} rolls a free reinforcement die for {region}: {roll}. %n "
                           "token(s) needed now.", "", p["need"])
        return self.tr("{player} rolls the reinforcement die for {region}: {roll}. Success!") \
            if p["success"] else \
            self.tr("{player} rolls the reinforcement die for {region}: {roll}. Not enough.")

    def _coins(self, p: Params) -> str:
        reason = p["reason"]
        if reason == "orcs":
            return self.tr("{player}'s {race} take 1 coin for beating the {beaten}.")
        if reason == "battle_master":
            return self.tr("{player}'s Battle Master takes 1 coin for a won battle.")
        if reason == "enraged":
            return self.tr("{player}'s Enraged fighters take %n coin(s) for beating %n "
                           "defender(s).", "", p["coins"])
        if p.get("humans"):   # the objective of another player's Humans
            return self.tr("{player} takes the Military Objective in {region}: {player} and "
                           "{humans} gain 2 coins each, and the objective goes back to the "
                           "{race}.")
        return self.tr("{player}'s {race} take their Military Objective in {region} back and "
                       "gain 2 coins.")

    def _payment(self, p: Params) -> str:
        if p["why"] == "Champion ransom":
            return self.tr("{player}'s Champion is captured in {region}: no token is discarded, "
                           "and {player} pays %n coin ransom to {payee}.", "", p["coins"]) \
                if p["payee"] else \
                self.tr("{player}'s Champion is captured in {region}: no token is discarded, "
                        "and {player} pays %n coin ransom to nobody.", "", p["coins"])
        if not p["coins"]:
            return self.tr("{player} has no coin to pay {payee} for the {marker}.")
        if p["payee"] is None:
            return self.tr("{player} pays %n coin(s) to the reserve ({why}).", "", p["coins"])
        return self.tr("{player} pays %n coin(s) to {payee} ({why}).", "", p["coins"])

    def _objectives(self, p: Params) -> str:
        if not p["regions"]:
            return self.tr("{player}'s {race} go into decline: their Military Objectives leave "
                           "the map.")
        return self.tr("{player}'s {race} place their Military Objectives (by default) in "
                       "{regions|and}.") if p["default"] else \
            self.tr("{player}'s {race} place their Military Objectives in {regions|and}.")

    def _form(self, p: Params) -> str:
        if p["form"] == "worgen":
            return self.tr("{player}'s {race} take their Worgen form: 1 token fewer on every "
                           "conquest this turn.")
        return self.tr("{player}'s {race} keep their human form (by default) and gain %n "
                       "coin(s).", "", p["coins"]) if p["default"] else \
            self.tr("{player}'s {race} keep their human form and gain %n coin(s).", "", p["coins"])

    def _champion(self, p: Params) -> str:
        step = p["step"]
        if step == "joins":
            return self.tr("{player}'s Champion joins the race, in hand.")
        if step == "alone":
            return self.tr("{player}'s Champion takes {region} alone.")
        if step == "back":
            return self.tr("{player} takes the Champion back into hand from {region}.")
        return self.tr("{player}'s Champion takes position in {region}.")

    def _beasts(self, p: Params) -> str:
        if "counts" in p:
            return self.tr("{player}'s Beasts take position: {counts}.")
        if "survivors" in p:
            return self.tr("A Beast takes {player}'s loss in {region}.")
        text = self.tr("{player} discards %n Beast(s) and takes", "", p["discarded"]) \
            if p["discarded"] else self.tr("{player} takes")
        return text + self.tr(" %n Beast(s)", "", p["taken"]) + \
            self.tr(" for %n Hill(s).", "", p["hills"])

    def _marker_move(self, p: Params) -> str:
        how = p["how"]
        if how == "water":
            return self.tr("The {marker} moves to {region}.")
        if how == "placed":
            return self.tr("{player} places the {marker} in {region}.")
        return self.tr("{marker} moves from {source} to {region}, where it was used.")

    def _intimidate(self, p: Params) -> str:
        if "to" in p:
            return self.tr("{player}'s Intimidating race drives a Beast out of {region} into "
                           "{to}.") if p["moved"] == "beast" else \
                self.tr("{player}'s Intimidating race drives a token out of {region} into {to}.")
        removed = p["removed"]
        if removed == "wall":
            return self.tr("{player}'s Intimidating race tears down the Wisp Wall in {region}.")
        if removed == "fort":
            return self.tr("{player}'s Intimidating race tears down the Fort in {region}.")
        if removed == "beast":
            return self.tr("{player}'s Intimidating race drives a Beast out of {region}; with "
                           "nowhere to go, it is discarded.")
        if removed == "murloc":
            return self.tr("{player}'s Intimidating race scares a Murloc out of {region}: it is "
                           "discarded.")
        return self.tr("{player}'s Intimidating race drives a token out of {region}; with "
                       "nowhere to go, it is discarded.")
