"""Game-log lines rebuilt from an event's `kind`, `player` and `data`."""

from __future__ import annotations

from typing import Callable

from smallwow_qt.controller.engine_texts.base import EngineTexts as _Base
from smallwow_qt.controller.engine_texts.base import _Missing
from smallwow_qt.engine import MARKERS, MURLOCS, RACES, Event

# English race names -> ids, to read the score lines (plain [label, coins] pairs).
_RACE_BY_NAME = {r.name: rid for rid, r in RACES.items()}


class EngineTexts(_Base):
    """Log lines (`event`) and score labels."""

    def event(self, e: Event, state=None) -> str:
        """The log line of `e` in the current language ('' for a private event)."""
        if e.private:
            return ""
        render: Callable[[Event], str] | None = getattr(self, "_ev_" + e.kind, None)
        if render is None:
            return e.text
        self.state = state
        try:
            return render(e) or e.text
        except (_Missing, KeyError, TypeError, ValueError, AttributeError):
            return e.text
        finally:
            self.state = None

    def _ev_turn(self, e: Event) -> str:
        return self._fill(self.tr("Round {round}: {player}'s turn."), round=e.data["round"],
                          player=self._name(e.player))

    def _ev_round(self, e: Event) -> str:
        if self.state is None:
            raise _Missing()
        return self._fill(self.tr("Round {round} of {rounds} begins."), round=e.data["round"],
                          rounds=self.state.rounds)

    def _ev_pick(self, e: Event) -> str:
        d = e.data
        text = self._fill(self.tr("{player} picks the {combo} (%n token(s))", "", d["tokens"]),
                          player=self._name(e.player), combo=self.texts.combo(d["race"], d["power"]))
        if d.get("price"):
            text += self.tr(", paying %n coin(s) onto the combinations above", "", d["price"])
        if d.get("collected"):
            text += self.tr(" and collecting the %n coin(s) lying on it", "", d["collected"])
        return text + "."

    def _ev_ready(self, e: Event) -> str:
        d = e.data
        text = self.tr("{player}'s {race} ready %n token(s): {hand} in hand.", "", d["tokens"])
        return self._fill(text, player=self._name(e.player), race=self._race(d["race"]),
                          hand=d["hand"])

    def _ev_abandon(self, e: Event) -> str:
        return self._fill(self.tr("{player}'s {race} abandon {region}."), player=self._name(e.player),
                          race=self._race(e.data["race"]), region=self._region(e.data["region"]))

    def _ev_conquest(self, e: Event) -> str:
        d = e.data
        return self._fill(self.tr("{player}'s {race} conquer {region} with %n token(s).", "", d["tokens"]),
                          player=self._name(e.player), race=self._race(d["race"]),
                          region=self._region(d["region"]))

    def _ev_attempt_failed(self, e: Event) -> str:
        d = e.data
        return self._fill(self.tr("{player}'s {race} cannot take {region}: it needs {need} tokens "
                                  "and they have {hand}. The attempt is spent."),
                          player=self._name(e.player), race=self._race(d["race"]),
                          region=self._region(d["region"]), need=d["need"], hand=d["hand"])

    def _ev_loss(self, e: Event) -> str:
        d = e.data
        region, race, n = self._region(d["region"]), d.get("race"), d["discarded"]
        if d.get("single"):
            back = bool(d.get("returned")) and not n
            if e.player is None:
                text = self.tr("{race} loses a token in {region} (it goes back to hand instead).") if back \
                    else self.tr("{race} loses a token in {region}.")
                return self._fill(text, race=self._race_or_murlocs(race), region=region)
            text = self.tr("{player}'s {race} lose a token in {region} (it goes back to hand instead).") \
                if back else self.tr("{player}'s {race} lose a token in {region}.")
            return self._fill(text, player=self._name(e.player), race=self._race_or_murlocs(race),
                              region=region)
        if "returned" not in d:   # a Murloc or declined region: every token is discarded
            if race == MURLOCS:
                return self._fill(self.tr("%n Murloc token(s) in {region} is/are discarded.", "", n),
                                  region=region)
            return self._fill(self.tr("%n declined {race} token(s) in {region} is/are discarded.", "", n),
                              race=self._race(race), region=region)
        text = self._fill(self.tr("{player}'s {race} lose {region}: %n token(s) discarded", "", n),
                          player=self._name(e.player), race=self._race(race), region=region)
        if d["returned"]:
            text += self.tr(", %n back in hand", "", d["returned"])
        return text + "."

    def _race_or_murlocs(self, race: str | None) -> str:
        if race == MURLOCS:
            return self.texts.race(MURLOCS)
        return self._race(race)

    def _ev_die(self, e: Event) -> str:
        d = e.data
        if d.get("free"):
            return self._fill(self.tr("{player} rolls a free reinforcement die for {region}: {roll}. "
                                      "%n token(s) needed now.", "", d["need"]),
                              player=self._name(e.player), region=self._region(d["region"]),
                              roll=d["roll"])
        outcome = self.tr("Success!") if d["success"] else self.tr("Not enough.")
        return self._fill(self.tr("{player} rolls the reinforcement die for {region}: {roll}. {outcome}"),
                          player=self._name(e.player), region=self._region(d["region"]),
                          roll=d["roll"], outcome=outcome)

    def _ev_reveal(self, e: Event) -> str:
        return self._fill(self.tr("{marker} is revealed in {region}."),
                          marker=self.texts.marker(e.data["marker"]), region=self._region(e.data["region"]))

    def _ev_redeploy(self, e: Event) -> str:
        d = e.data
        text = self.tr("{player}'s {race} redeploy returned tokens: {spread}.") if d.get("returned") \
            else self.tr("{player}'s {race} redeploy: {spread}.")
        return self._fill(text, player=self._name(e.player), race=self._race(d["race"]),
                          spread=self._spread(d["counts"]))

    def _ev_conquests_over(self, e: Event) -> str:
        return self._fill(self.tr("{player} stops conquering and redeploys."), player=self._name(e.player))

    def _ev_decline(self, e: Event) -> str:
        return self._fill(self.tr("{player}'s {race} go into decline."), player=self._name(e.player),
                          race=self._race(e.data["race"]))

    def _ev_retire(self, e: Event) -> str:
        return self._fill(self.tr("{player}'s declined {race} leave the map; their tile goes back "
                                  "under the race stack."),
                          player=self._name(e.player), race=self._race(e.data["race"]))

    def _ev_score(self, e: Event) -> str:
        d = e.data
        lines = [f"{self._score_line(line)} {line['coins']}" for line in d["lines"]]
        detail = "; ".join(lines) or self.tr("nothing")
        return self._fill(self.tr("{player} scores %n coin(s) ({detail}).", "", d["total"]),
                          player=self._name(e.player), detail=detail)

    def _score_line(self, line: dict) -> str:
        """A score line's label from its code (the scoring piece's id...) and race."""
        code, race = line["code"], line.get("race")
        by_code = {"regions": lambda: self._fill(self.tr("{race}: regions"), race=self._race(race)),
                   "declined_regions": lambda: self._fill(self.tr("declined {race}: regions"),
                                                          race=self._race(race)),
                   "faction_bonus": lambda: self._fill(self.tr("faction bonus: {race}"),
                                                       race=self._race(race)),
                   "well_of_eternity": lambda: self._fill(
                       self.tr("Well of Eternity: declined {race}") if line["declined"]
                       else self.tr("Well of Eternity: {race}"), race=self._race(race)),
                   "dark_portal": lambda: self.texts.marker("dark_portal"),
                   "karazhan": lambda: self.texts.marker("karazhan"),
                   "farmer": lambda: self.tr("Farmer: Fields"),
                   "herbalist": lambda: self.tr("Herbalist: Hills"),
                   "ranger": lambda: self.tr("Ranger: Forests"),
                   "swamp_walker": lambda: self.tr("Swamp Walker: Swamps"),
                   "mountaineer": lambda: self.tr("Mountaineer: Mountains"),
                   "mining": lambda: self.tr("Mining: Caverns"),
                   "fishing": lambda: self.tr("Fishing: regions by the water"),
                   "explorer": lambda: self.tr("Explorer: islands"),
                   "archaeologist": lambda: self.tr("Archaeologist: artifacts and places"),
                   "blood_elves": lambda: self.tr("Blood Elves: Magic Sources")}
        return by_code[code]()

    def score_label(self, label: str) -> str:
        """One score line's label ('Orcs: regions') in the current language."""
        fixed = {
            "Farmer: Fields": self.tr("Farmer: Fields"),
            "Herbalist: Hills": self.tr("Herbalist: Hills"),
            "Ranger: Forests": self.tr("Ranger: Forests"),
            "Swamp Walker: Swamps": self.tr("Swamp Walker: Swamps"),
            "Mountaineer: Mountains": self.tr("Mountaineer: Mountains"),
            "Mining: Caverns": self.tr("Mining: Caverns"),
            "Fishing: regions by the water": self.tr("Fishing: regions by the water"),
            "Explorer: islands": self.tr("Explorer: islands"),
            "Archaeologist: artifacts and places": self.tr("Archaeologist: artifacts and places"),
            "Blood Elves: Magic Sources": self.tr("Blood Elves: Magic Sources"),
        }
        if label in fixed:
            return fixed[label]
        for marker in ("dark_portal", "karazhan"):
            if label == MARKERS[marker].name:
                return self.texts.marker(marker)
        patterns = (("declined ", ": regions", self.tr("declined {race}: regions")),
                    ("", ": regions", self.tr("{race}: regions")),
                    ("faction bonus: ", "", self.tr("faction bonus: {race}")),
                    ("Well of Eternity: declined ", "", self.tr("Well of Eternity: declined {race}")),
                    ("Well of Eternity: ", "", self.tr("Well of Eternity: {race}")))
        for prefix, suffix, pattern in patterns:
            if label.startswith(prefix) and label.endswith(suffix):
                name = label[len(prefix):len(label) - len(suffix)]
                if name in _RACE_BY_NAME:
                    return self._fill(pattern, race=self.texts.race(_RACE_BY_NAME[name]))
        return label

    def _ev_coins(self, e: Event) -> str:
        d = e.data
        reason, who = d.get("reason"), self._name(e.player)
        if reason == "orcs":
            return self._fill(self.tr("{player}'s {race} take 1 coin for beating the {beaten}."),
                              player=who, race=self.texts.race("orcs"), beaten=self._race(d["beaten"]))
        if reason == "battle_master":
            return self._fill(self.tr("{player}'s Battle Master takes 1 coin for a won battle."),
                              player=who)
        if reason == "enraged":
            return self._fill(self.tr("{player}'s Enraged fighters take %n coin(s) for beating "
                                      "%n defender(s).", "", d["coins"]), player=who)
        if reason == "objective":
            region = self._region(d["region"])
            if d.get("humans"):
                return self._fill(self.tr("{player} takes the Military Objective in {region}: {player} "
                                          "and {humans} gain 2 coins each, and the objective goes back "
                                          "to the {race}."),
                                  player=who, region=region, humans=self._name(d["humans"]),
                                  race=self.texts.race("humans"))
            return self._fill(self.tr("{player}'s {race} take their Military Objective in {region} "
                                      "back and gain 2 coins."),
                              player=who, race=self.texts.race("humans"), region=region)
        raise _Missing()

    def _ev_payment(self, e: Event) -> str:
        d = e.data
        why = d.get("why", "")
        payer = self._name(e.player)
        if why == "Champion ransom":
            to = self._name(d["payee"]) if d.get("payee") else self.tr("nobody")
            return self._fill(self.tr("{player}'s Champion is captured in {region}: no token is "
                                      "discarded, and {player} pays {coins} coin ransom to {payee}."),
                              player=payer, region=self._region(d["region"]), coins=d["coins"],
                              payee=to)
        if not d.get("coins"):
            if why != "Heart of Azeroth" or "coins" not in d:
                raise _Missing()
            return self._fill(self.tr("{payer} has no coin to pay {payee} for the {marker}."),
                              payer=payer, payee=self._name(d["payee"]),
                              marker=self.texts.marker("heart_of_azeroth"))
        to = self._name(d["payee"]) if d.get("payee") else self.tr("the reserve")
        return self._fill(self.tr("{payer} pays %n coin(s) to {payee} ({why}).", "", d["coins"]),
                          payer=payer, payee=to, why=self.payment_why(why))

    def _ev_game_over(self, e: Event) -> str:
        st = self.state
        if st is None or st.stage.name != "OVER":
            raise _Missing()   # final coins are shown only once the game is over
        totals = ", ".join(f"{p.name} {p.coins}" for p in st.players)
        winners = e.data["winners"]
        names = self._names(winners, self.tr(" and "))
        text = self.tr("The game is over. Coins: {totals}. {names} wins.") if len(winners) == 1 \
            else self.tr("The game is over. Coins: {totals}. {names} win.")
        return self._fill(text, totals=totals, names=names)

    def _ev_harmony(self, e: Event) -> str:
        to = e.data["players"]
        pandaren = self.texts.race("pandaren")
        if not to:
            return self._fill(self.tr("{player}'s {race} take their Harmony tokens back."),
                              player=self._name(e.player), race=pandaren)
        return self._fill(self.tr("{player}'s {race} give a Harmony token to {names}."),
                          player=self._name(e.player), race=pandaren, names=self._names(to))

    def _ev_bomb(self, e: Event) -> str:
        return self._fill(self.tr("{player}'s {race} place a face-down bomb in {region}."),
                          player=self._name(e.player), race=self.texts.race("goblins"),
                          region=self._region(e.data["region"]))

    def _ev_bomb_back(self, e: Event) -> str:
        return self._fill(self.tr("No opponent is left in {region}: the bomb goes back on top of the "
                                  "{race}' stack, unseen."),
                          region=self._region(e.data["region"]), race=self.texts.race("goblins"))

    def _ev_bomb_reveal(self, e: Event) -> str:
        text = self.tr("The bomb in {region} explodes!") if e.data["bomb"] == "explode" \
            else self.tr("The bomb in {region} is a dud.")
        return self._fill(text, region=self._region(e.data["region"]))

    def _ev_objectives(self, e: Event) -> str:
        regions = e.data["regions"]
        humans = self.texts.race("humans")
        if not regions:
            return self._fill(self.tr("{player}'s {race} go into decline: their Military Objectives "
                                      "leave the map."), player=self._name(e.player), race=humans)
        # The engine's data has no flag for a default placement; its sentence does.
        text = self.tr("{player}'s {race} place their Military Objectives (by default) in {regions}.") \
            if "(by default)" in e.text else \
            self.tr("{player}'s {race} place their Military Objectives in {regions}.")
        return self._fill(text, player=self._name(e.player), race=humans,
                          regions=self._regions(regions))

    def _ev_objective(self, e: Event) -> str:
        return self._fill(self.tr("The Military Objective in {region} means nothing to the Horde: "
                                  "it stays."), region=self._region(e.data["region"]))

    def _ev_form(self, e: Event) -> str:
        d = e.data
        worgen = self.texts.race("worgen")
        if d["form"] == "human":
            text = self.tr("{player}'s {race} keep their human form (by default) and gain %n coin(s).",
                           "", d["coins"]) if "(by default)" in e.text else \
                self.tr("{player}'s {race} keep their human form and gain %n coin(s).", "", d["coins"])
        else:
            text = self.tr("{player}'s {race} take their Worgen form: 1 token fewer on every conquest "
                           "this turn.")
        return self._fill(text, player=self._name(e.player), race=worgen)

    def _ev_wall(self, e: Event) -> str:
        return self._fill(self.tr("{player}'s {race} raise a Wisp Wall in {region}."),
                          player=self._name(e.player), race=self.texts.race("night_elves"),
                          region=self._region(e.data["region"]))

    def _ev_swap(self, e: Event) -> str:
        first, second = e.data["regions"]
        return self._fill(self.tr("{player}'s Portal Mages swap {first} and {second}."),
                          player=self._name(e.player),
                          first=self._region(first), second=self._region(second))

    def _list(self, rids) -> str:
        """Region names joined by commas, as the engine lists them."""
        return ", ".join(self._region(r) for r in rids)

    def _ev_fort(self, e: Event) -> str:
        regions = e.data["regions"]
        return self._fill(self.tr("{player} builds %n Fort(s): {regions}.", "", len(regions)),
                          player=self._name(e.player), regions=self._list(regions))

    def _ev_tower(self, e: Event) -> str:
        d = e.data
        if d.get("removed"):
            return self._fill(self.tr("{player} takes down the Watch Towers of {regions}."),
                              player=self._name(e.player), regions=self._list(d["removed"]))
        return self._fill(self.tr("{player} raises Watch Towers on {regions}."),
                          player=self._name(e.player), regions=self._list(d["placed"]))

    def _ev_champion(self, e: Event) -> str:
        step, who = e.data["step"], self._name(e.player)
        if step == "joins":
            return self._fill(self.tr("{player}'s Champion joins the race, in hand."), player=who)
        texts = {"alone": self.tr("{player}'s Champion takes {region} alone."),
                 "back": self.tr("{player} takes the Champion back into hand from {region}."),
                 "position": self.tr("{player}'s Champion takes position in {region}.")}
        return self._fill(texts[step], player=who, region=self._region(e.data["region"]))

    def _ev_beasts(self, e: Event) -> str:
        d, who = e.data, self._name(e.player)
        if "counts" in d:
            return self._fill(self.tr("{player}'s Beasts take position: {spread}."), player=who,
                              spread=self._spread(d["counts"]))
        if "survivors" in d:
            return self._fill(self.tr("A Beast takes {player}'s loss in {region}."), player=who,
                              region=self._region(d["region"]))
        if d["discarded"]:
            text = self.tr("{player} discards %n Beast(s)", "", d["discarded"]) \
                + self.tr(" and takes %n Beast(s)", "", d["taken"])
        else:       # nothing to discard: no "discards 0 Beasts"
            text = self.tr("{player} takes %n Beast(s)", "", d["taken"])
        text += self.tr(" for %n Hill(s).", "", d["hills"])
        return self._fill(text, player=who)

    def _ev_marker_move(self, e: Event) -> str:
        d = e.data
        marker, region = self.texts.marker(d["marker"]), self._region(d["region"])
        if d["marker"] == "well_of_eternity":
            return self._fill(self.tr("The {marker} moves to {region}."), marker=marker, region=region)
        if "source" not in d:
            return self._fill(self.tr("{player} places the {marker} in {region}."),
                              player=self._name(e.player), marker=marker, region=region)
        return self._fill(self.tr("{marker} moves from {source} to {region}, where it was used."),
                          marker=marker, source=self._region(d["source"]), region=region)

    def _ev_marker_gone(self, e: Event) -> str:
        return self._fill(self.tr("{region}'s island has no sea or lake: the {marker} goes back to "
                                  "the box and no place is left to replace it."),
                          region=self._region(e.data["region"]), marker=self.texts.marker(e.data["marker"]))

    def _ev_draw(self, e: Event) -> str:
        d = e.data
        return self._fill(self.tr("{region}'s island has no sea or lake: the {marker} goes back to "
                                  "the box and {new} replaces it."),
                          region=self._region(d["region"]), marker=self.texts.marker(d["replaced"]),
                          new=self.texts.marker(d["marker"]))

    def _ev_holy_light(self, e: Event) -> str:
        return self._fill(self.tr("The Holy Light saves one of {player}'s {race} in {region}: it goes "
                                  "back to hand instead of the box."),
                          player=self._name(e.player), race=self.texts.race("draenei"),
                          region=self._region(e.data["region"]))

    def _ev_chapel(self, e: Event) -> str:
        d = e.data
        if "last" not in d:
            raise _Missing()
        text = self.tr("{marker} protects {player} one last time: no token is discarded in {region}.") \
            if d["last"] else self.tr("{marker} protects {player}: no token is discarded in {region}.")
        return self._fill(text, marker=self.texts.marker("lights_hope_chapel"),
                          player=self._name(e.player), region=self._region(d["region"]))

    def _ev_tauren_alone(self, e: Event) -> str:
        d = e.data
        if "to" not in d:
            raise _Missing()
        race = self.texts.race("tauren")
        if d["to"]:
            text = self.tr("A lone {race} token of {player} cannot stay in {region}: it joins the "
                           "{race} in {to}.")
            return self._fill(text, race=race, player=self._name(e.player),
                              region=self._region(d["region"]), to=self._region(d["to"]))
        return self._fill(self.tr("A lone {race} token of {player} cannot stay in {region}: it goes "
                                  "back to hand."),
                          race=race, player=self._name(e.player), region=self._region(d["region"]))

    def _ev_faction(self, e: Event) -> str:
        d = e.data
        text = self.tr("{player}'s {race} fight for the Alliance this turn ({marker}).") \
            if d["faction"] == "alliance" else \
            self.tr("{player}'s {race} fight for the Horde this turn ({marker}).")
        return self._fill(text, player=self._name(e.player), race=self._race(d["race"]),
                          marker=self.texts.marker("battleground"))

    def _ev_spirit_healer(self, e: Event) -> str:
        d = e.data
        race = self._race(d["race"])
        if not d["tokens"]:
            return self._fill(self.tr("The {marker} has no {race} token left in the box to give."),
                              marker=self.texts.marker("spirit_healer"), race=race)
        return self._fill(self.tr("The {marker} gives {player}'s {race} one more token to redeploy."),
                          marker=self.texts.marker("spirit_healer"), player=self._name(e.player),
                          race=race)

    def _ev_buy(self, e: Event) -> str:
        d = e.data
        text = self.tr("{player}'s {race} raise %n new token(s) from the fallen", "", d["tokens"]) \
            + self.tr(" for %n coin(s).", "", d["coins"])
        return self._fill(text, player=self._name(e.player), race=self.texts.race("forsaken"))

    def _ev_intimidate(self, e: Event) -> str:
        d = e.data
        who = self._fill(self.tr("{player}'s Intimidating race"), player=self._name(e.player))
        region = self._region(d["region"])
        if "to" in d:
            text = self.tr("{who} drives a Beast out of {region} into {to}.") if d["moved"] == "beast" \
                else self.tr("{who} drives a token out of {region} into {to}.")
            return self._fill(text, who=who, region=region, to=self._region(d["to"]))
        texts = {"wall": self.tr("{who} tears down the Wisp Wall in {region}."),
                 "fort": self.tr("{who} tears down the Fort in {region}."),
                 "beast": self.tr("{who} drives a Beast out of {region}; with nowhere to go, it is "
                                  "discarded."),
                 "murloc": self.tr("{who} scares a Murloc out of {region}: it is discarded."),
                 "token": self.tr("{who} drives a token out of {region}; with nowhere to go, it is "
                                  "discarded.")}
        return self._fill(texts[d["removed"]], who=who, region=region)

    def _ev_steal(self, e: Event) -> str:
        d = e.data
        return self._fill(self.tr("{player}'s {race} steal {marker} from {region} into {into}."),
                          player=self._name(e.player), race=self.texts.race("ethereals"),
                          marker=self.texts.marker(d["marker"]), region=self._region(d["region"]),
                          into=self._region(d["into"]))

    def _ev_bomb_lost(self, e: Event) -> str:
        d = e.data
        region = self._region(d["region"])
        if d.get("code") == "tower":
            return self._fill(self.tr("The bomb in {region} is removed unseen: {region} has a Watch "
                                      "Tower: it is immune to every power."), region=region)
        if d.get("code") == "cannot_pay":
            return self._fill(self.tr("The bomb in {region} is removed unseen: {player} cannot pay the "
                                      "{due} coins due first."),
                              region=region, player=self._name(e.player), due=d["due"])
        raise _Missing()
