"""The engine's sentences in the player's language: game-log lines, refusals, cost labels.

The engine stays pure Python and writes plain English (`Event.text`, `RuleError.message`,
`Breakdown.reason`, `CostItem.label`); scenarios, saves and tests rely on those sentences.
The app shows them translated by rebuilding each sentence from its machine-readable parts:
an event's `kind`, `player` and `data`, a refusal's `code` (plus what the app knows: the
state before the action, the action, the region) and a cost item's `code` and `amount`.
Region names come from the map (`RegionDef.display_name`), piece names from `Texts` in the
current language. Translations live in the "EngineTexts" context of `resources/i18n/*.ts`.

In English the rebuilt sentences read exactly like the engine's own (tests compare them over
played games). Whatever is not covered here -- a new event kind, a refusal code, a cost item,
or data missing from an old save -- falls back to the engine's English text, so nothing is
ever lost. Private events are never rendered (`event()` returns '' for them) and no sentence
built here contains a player's coin total: the score event's `total` is what was scored this
turn, and the final coins are shown only once the game is over.
"""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QObject

from smallwow_qt.controller.texts import Texts
from smallwow_qt.engine.data import MARKERS, MURLOCS, RACES
from smallwow_qt.engine.events import Event

# English race names -> ids, to read the score lines (plain [label, coins] pairs).
_RACE_BY_NAME = {r.name: rid for rid, r in RACES.items()}


class _Missing(Exception):
    """Some data a sentence needs is absent: use the engine's English text."""


class EngineTexts(QObject):
    """Renders engine sentences in `texts.language` (shared with the controller's `Texts`)."""

    def __init__(self, texts: Texts | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.texts = texts or Texts()
        self.state = None

    # ----- helpers ---------------------------------------------------------------------------

    @staticmethod
    def _fill(pattern: str, **values: Any) -> str:
        out = pattern
        for key, value in values.items():
            out = out.replace("{" + key + "}", str(value))
        return out

    def _name(self, pid: str | None) -> str:
        st = self.state
        if pid is None:
            raise _Missing()
        if st is not None and st.has_player(pid):
            return st.player(pid).name
        raise _Missing()

    def _region(self, rid: str | None) -> str:
        st = self.state
        if st is None or rid is None or rid not in st.map.by_id:
            raise _Missing()
        return st.map.by_id[rid].display_name

    def _race(self, race: str | None) -> str:
        if not race:
            raise _Missing()
        return self.texts.race(race)

    def _regions(self, rids) -> str:
        names = [self._region(r) for r in rids]
        if len(names) <= 1:
            return "".join(names)
        return self.tr("{first} and {last}").replace("{first}", ", ".join(names[:-1])) \
            .replace("{last}", names[-1])

    def _names(self, pids, sep: str = ", ") -> str:
        return sep.join(self._name(p) for p in pids)

    def _spread(self, counts: dict) -> str:
        return ", ".join(f"{self._region(r)} {n}" for r, n in counts.items())

    # ----- events ----------------------------------------------------------------------------

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
        lines = [f"{self.score_label(label)} {n}" for label, n in d["lines"]]
        detail = "; ".join(lines) or self.tr("nothing")
        return self._fill(self.tr("{player} scores %n coin(s) ({detail}).", "", d["total"]),
                          player=self._name(e.player), detail=detail)

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

    def payment_why(self, why: str) -> str:
        """The reason of a payment ('Harmony', 'Aegis of Aggramar', ...)."""
        known = {"Harmony": self.tr("Harmony"), "Champion ransom": self.tr("Champion ransom"),
                 "Worgen form": self.tr("Worgen form"), "Marshdweller: a Swamp": self.tr("Marshdweller: a Swamp")}
        if why in known:
            return known[why]
        for marker in ("aegis_of_aggramar", "doomhammer", "heart_of_azeroth"):
            if why == MARKERS[marker].name:
                return self.texts.marker(marker)
        return why

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
        to = e.data["to"]
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
        text = self.tr("{player} discards %n Beast(s)", "", d["discarded"]) \
            + self.tr(" and takes %n Beast(s)", "", d["taken"]) \
            + self.tr(" for %n Hill(s).", "", d["hills"])
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

    # ----- refusals --------------------------------------------------------------------------

    def refusal(self, code: str, english: str, state=None, action=None, region: str | None = None) -> str:
        """A refusal's sentence from its `code`; `state` is the position it was refused in
        (unchanged by the refusal), `action` the refused action, `region` the target."""
        self.state = state
        try:
            return self._refusal(code, action, region) or english
        except (_Missing, KeyError, TypeError, ValueError, AttributeError, IndexError):
            return english
        finally:
            self.state = None

    def _who(self, player) -> dict[str, str]:
        if player is None or not player.race:
            raise _Missing()
        return {"player": player.name, "race": self.texts.race(player.race)}

    def _refusal(self, code: str, action, region: str | None) -> str:
        st = self.state
        if st is None:
            raise _Missing()
        actor = st.actor
        region = region or getattr(action, "region", None)
        player = st.player(action.player) if action is not None and st.has_player(action.player) else actor
        if code == "not_your_turn":
            if st.stage.name == "DEFENDERS":
                return self._fill(self.tr("{actor} must first redeploy the tokens they got back; "
                                          "{player} waits."), actor=actor.name, player=player.name)
            return self._fill(self.tr("It is {actor}'s turn, not {player}'s."), actor=actor.name,
                              player=player.name)
        if code == "game_over":
            return self.tr("The game is over.")
        if code == "must_pick" and type(action).__name__ == "End":
            return self._fill(self.tr("{player} must pick a race and power first."), player=player.name)
        if code == "must_pick":
            return self._fill(self.tr("{player} must first pick a race and power."), player=player.name)
        if code == "tower" and action is not None and type(action).__name__ != "Conquer":
            return self._fill(self.tr("{region} has a Watch Tower: it is immune to every power."),
                              region=self._region(self._tower_target(action, region)))
        ability = self._ability_refusal(code, player, action)
        if ability:
            return ability
        if code == "declined":
            return self._fill(self.tr("{player} put the race into decline: no conquest this turn."),
                              player=player.name)
        if code == "conquests_over":
            return self._fill(self.tr("{player}'s conquests are over for this turn."), player=player.name)
        if code == "has_race":
            return self._fill(self.tr("{player} already plays the {race}; a new combination comes only "
                                      "after a decline."), **self._who(player))
        if code == "cannot_afford":
            index = action.index
            combo = st.column[index]
            return self._fill(self.tr("{combo} costs %n coin(s) and {player} has fewer.", "", index),
                              combo=self.texts.combo(combo.race, combo.power), player=player.name)
        if code == "abandon_late":
            return self.tr("Regions can only be abandoned before the first conquest of the turn.")
        if code == "decline_round_one":
            return self.tr("No race can go into decline in the first round.")
        if code == "decline_late":
            return self.tr("A race goes into decline instead of conquering, at the start of the turn.")
        if code in ("hand_not_empty", "region_minimum") or (code == "not_enough_tokens"
                                                             and not hasattr(action, "region")):
            return self._redeploy_refusal(code, player, action)
        if code in ("own_region", "tower", "water", "not_entry", "not_adjacent"):
            if action is not None and type(action).__name__ != "Conquer":
                raise _Missing()   # a bomb/swap/intimidation refused on a Watch Tower: its own words
            return self._conquest_refusal(code, player, region)
        if code in ("not_enough_tokens", "die_empty_hand", "die_not_needed", "die_too_far"):
            return self._short_refusal(code, player, action, region)
        if code == "cannot_pay" and type(action).__name__ == "Conquer":
            from smallwow_qt.engine.costs import evaluate
            b = evaluate(st, player, region, tuple(action.use), action.die)
            due = sum(c for _, c, _ in b.payments)
            return self._fill(self.tr("{player} must pay %n coin(s) first and cannot afford it.", "", due),
                              player=player.name)
        return ""

    def _tower_target(self, action, region: str | None) -> str:
        """The region with a Watch Tower an action (bombs, swap, intimidation...) aimed at."""
        st = self.state
        candidates = [region] if region else []
        for attr in ("region", "into", "first", "second"):
            candidates.append(getattr(action, attr, None))
        candidates.extend(getattr(action, "regions", ()) or ())
        for rid in candidates:
            if rid in st.regions and st.regions[rid].tower:
                return rid
        raise _Missing()

    #: Ability actions refused by the shared checks (`pieces/abilities.py`): the race they
    #: belong to, for "in decline" refusals.
    _ABILITY_RACE = {"Buy": "forsaken", "Steal": "ethereals", "PlaceBombs": "goblins",
                     "PlaceObjectives": "humans", "Form": "worgen"}

    def _ability_texts(self, kind: str) -> dict[str, str]:
        """(not_now, declined, in_decline) sentences of each ability action."""
        if kind == "Buy":
            return {"not_now": self.tr("{player} cannot buy tokens now."),
                    "declined": self.tr("{player} put the race into decline this turn and cannot buy tokens."),
                    "in_decline": self.tr("{player}'s {race} are in decline: they can no longer buy tokens.")}
        if kind == "Steal":
            return {"not_now": self.tr("{player} cannot steal an Artifact now."),
                    "declined": self.tr("{player} put the race into decline this turn and cannot steal "
                                        "an Artifact."),
                    "in_decline": self.tr("{player}'s {race} are in decline: they can no longer steal "
                                          "an Artifact.")}
        if kind == "PlaceBombs":
            return {"not_now": self.tr("{player} cannot place bombs now."),
                    "declined": self.tr("{player} put the race into decline this turn and cannot place "
                                        "bombs."),
                    "in_decline": self.tr("{player}'s {race} are in decline: they can no longer place "
                                          "bombs.")}
        if kind == "PlaceObjectives":
            return {"not_now": self.tr("{player} cannot place Military Objectives now."),
                    "declined": self.tr("{player} put the race into decline this turn and cannot place "
                                        "Military Objectives."),
                    "in_decline": self.tr("{player}'s {race} are in decline: they can no longer place "
                                          "Military Objectives.")}
        if kind == "Form":
            return {"not_now": self.tr("{player} cannot change form now."),
                    "declined": self.tr("{player} put the race into decline this turn and cannot change "
                                        "form."),
                    "in_decline": self.tr("{player}'s {race} are in decline: they can no longer change "
                                          "form.")}
        return {}

    def _ability_refusal(self, code: str, player, action) -> str:
        """Refusals of the race and marker abilities, recognised by the refused action."""
        st = self.state
        kind = type(action).__name__ if action is not None else ""
        if code in ("not_now", "declined", "in_decline") and kind in self._ABILITY_RACE:
            text = self._ability_texts(kind)[code]
            race = self._ABILITY_RACE[kind]
            if code == "in_decline" and player.declined != race:
                raise _Missing()
            return self._fill(text, player=player.name, race=self.texts.race(race))
        marker = {"PlaceHeart": "heart_of_azeroth", "PlaceAegis": "aegis_of_aggramar"}.get(kind)
        if code == "not_now":
            if kind == "Pick":
                return self._fill(self.tr("{player} cannot pick a combination now."), player=player.name)
            if kind == "Redeploy":
                return self._fill(self.tr("{player} cannot redeploy now."), player=player.name)
            if kind == "ChooseFaction":
                return self._fill(self.tr("{player} cannot pick a side now."), player=player.name)
            if marker:
                return self._fill(self.tr("{player} cannot place the {marker} now."), player=player.name,
                                  marker=self.texts.marker(marker))
            raise _Missing()
        if code == "used":
            if kind == "Intimidate":
                from smallwow_qt.engine.pieces.intimidating import USES
                return self.tr("Intimidation was already used %n time(s) this turn.", "", USES)
            if kind == "Swap":
                from smallwow_qt.engine.pieces.portal_mage import USES
                return self.tr("The portals were already used %n time(s) this turn.", "", USES)
            if kind == "ChooseFaction":
                text = self.tr("{player} already chose to fight for the Alliance this turn.") \
                    if st.turn.data["faction"] == "alliance" else \
                    self.tr("{player} already chose to fight for the Horde this turn.")
                return self._fill(text, player=player.name)
            if marker:
                return self._fill(self.tr("The {marker} has already been placed this turn."),
                                  marker=self.texts.marker(marker))
            raise _Missing()
        if code == "form_chosen":
            from smallwow_qt.engine.pieces.worgen import chosen_form
            text = {"human": self.tr("{player}'s {race} already took their human form this turn."),
                    "worgen": self.tr("{player}'s {race} already took their Worgen form this turn.")}
            return self._fill(text[chosen_form(st)], player=player.name, race=self.texts.race("worgen"))
        if code == "bombs_exhausted":
            from smallwow_qt.engine.pieces.goblins import STACK_OWNER
            if st.data.get(STACK_OWNER) != player.id:
                raise _Missing()   # the engine deals a new stack first
            left = len(st.bomb_stack)
            if not left:
                return self._fill(self.tr("The {race}' bomb stack is used up: no more bombs."),
                                  race=self.texts.race("goblins"))
            return self._fill(self.tr("Only %n bomb(s) is/are left in the {race}' stack.", "", left),
                              race=self.texts.race("goblins"))
        if code == "not_yours" and kind == "Abandon":
            return self._fill(self.tr("{player}'s {race} do not hold {region}."),
                              region=self._region(action.region), **self._who(player))
        if code == "not_yours" and marker:
            return self._fill(self.tr("The {marker} goes into a region of {player}'s active race, and "
                                      "{region} is not one."), marker=self.texts.marker(marker),
                              player=player.name, region=self._region(action.region))
        return ""

    def _redeploy_refusal(self, code: str, player, action) -> str:
        from smallwow_qt.engine.pieces import piece

        st = self.state
        counts = list(action.counts)
        if code == "region_minimum":
            keep = piece(player.race).min_per_region
            for rid, n in counts:
                r = st.regions[rid]
                if n + r.beasts + (1 if r.champion else 0) < keep:
                    return self._fill(self.tr("Every region of the {race} keeps at least %n token(s); "
                                              "{region} would have {count}.", "", keep),
                                      race=self._race(player.race), region=self._region(rid), count=n)
            raise _Missing()
        if code == "not_enough_tokens":
            available = player.hand + sum(st.regions[rid].tokens for rid, _ in counts)
            asked = sum(n for _, n in counts)
            return self._fill(self.tr("The redeployment asks for {asked} tokens in those regions and "
                                      "{player} has only {available} to spread."),
                              asked=asked, available=available, player=player.name)
        hand = player.hand + sum(st.regions[rid].tokens - n for rid, n in counts)
        return self.tr("%n token(s) would stay in hand: every token must be placed.", "", hand)

    def _conquest_refusal(self, code: str, player, region: str | None) -> str:
        name = self._region(region)
        if code == "tower":
            return self._fill(self.tr("{region} has a Watch Tower: it cannot be taken."), region=name)
        if code == "water":
            terrain = self.state.map.by_id[region].terrain
            return self._fill(self.tr("{region} is a {terrain}: only the {race} can conquer seas and lakes."),
                              region=name, terrain=self.texts.terrain(terrain.value).lower(),
                              race=self.texts.race("naga"))
        who = self._who(player)
        if code == "own_region":
            return self._fill(self.tr("{player}'s {race} already hold {region}."), region=name, **who)
        if code == "not_entry":
            return self._fill(self.tr("{player}'s {race} have no region yet: they must enter through an "
                                      "Entry Region (anchor), and {region} is not one."), region=name, **who)
        return self._fill(self.tr("{player}'s {race} are not next to {region}, and it is not an Entry Region."),
                          region=name, **who)

    def _short_refusal(self, code: str, player, action, region: str | None) -> str:
        from smallwow_qt.engine.costs import conquest_hand, evaluate
        from smallwow_qt.engine.data import DIE_MAX
        from smallwow_qt.engine.pieces import piece

        st = self.state
        name = self._region(region)
        who = self._who(player)
        use = tuple(getattr(action, "use", ()) or ())
        if use:
            raise _Missing()   # free dice (airborne assault) change the limits; English is exact
        if code == "die_empty_hand":
            return self._fill(self.tr("{player}'s {race} need at least %n token(s) in hand for a final "
                                      "attempt.", "", max(1, piece(player.race).min_per_region)), **who)
        if code == "die_not_needed":
            return self._fill(self.tr("{player}'s {race} have enough tokens for {region}: conquer it "
                                      "without the die."), region=name, **who)
        b = evaluate(st, player, region, use, bool(getattr(action, "die", False)))
        if not b.conquerable:
            raise _Missing()
        hand = conquest_hand(st, player, use)
        if code == "die_too_far" or b.total - hand > DIE_MAX:
            if code == "die_too_far":   # no `use`: no free die, the die alone adds at most DIE_MAX
                return self._fill(self.tr("{region} needs {need} tokens and {player}'s {race} have "
                                          "{hand}: the die can add at most {max}."),
                                  region=name, need=b.total, hand=hand, max=DIE_MAX, **who)
            return self._fill(self.tr("{region} needs {need} tokens and {player}'s {race} have {hand} in hand."),
                              region=name, need=b.total, hand=hand, **who)
        text = self.tr("{region} needs {need} tokens and {player}'s {race} have {hand} in hand.")
        if hand >= max(1, piece(player.race).min_per_region) and b.total - hand <= DIE_MAX:
            text = self.tr("{region} needs {need} tokens and {player}'s {race} have {hand} in hand "
                           "(a final attempt with the die is possible).")
        return self._fill(text, region=name, need=b.total, hand=hand, **who)

    # ----- costs -----------------------------------------------------------------------------

    def cost_item(self, item) -> str:
        """A cost item's label from its code and amount (the engine's label if unknown)."""
        code, n = item.code, item.amount
        simple = {
            "base": lambda: self.tr("Conquest"),
            "mountain": lambda: self.tr("Mountain"),
            "wall": lambda: self.tr("Wisp Wall"),
            "fort": lambda: self.tr("Fort"),
            "champion": lambda: self.tr("Champion"),
            "beasts": lambda: self.tr("%n Beast(s)", "", n),
            "transport": lambda: self.tr("Transport by boat"),
            "dwarves": lambda: self.tr("Dwarves on a Mountain"),
            "night_elves": lambda: self.tr("Night Elves in a Forest"),
            "trolls": lambda: self.tr("Trolls against a non-empty region"),
            "ethereal": lambda: self.tr("Ethereals: Legendary Place"),
            "frostmourne": lambda: self.texts.marker("frostmourne"),
            "blacksmith": lambda: self.texts.power("blacksmith"),
            "worgen": lambda: self.tr("Worgen form"),
            "airborne_die": lambda: self.tr("Airborne assault: a free reinforcement die is rolled "
                                            "before attacking"),
            "champion_alone": lambda: self.tr("The Champion conquers alone, whatever the defence"),
        }
        if code in simple:
            return simple[code]()
        if code == "defenders":
            if "Murloc" in item.label:
                return self.tr("%n Murloc(s)", "", n)
            return self.tr("%n defending token(s)", "", n)
        if code == "minimum":
            floor = self._leading_int(item.label)
            return self.tr("Minimum of %n token(s)", "", floor) if floor is not None else item.label
        if code == "doomhammer":
            count = self._leading_int(item.label.split(":", 1)[-1])
            if count is not None:
                return self._fill(self.tr("{marker}: %n token(s) whatever the defence", "", count),
                                  marker=self.texts.marker("doomhammer"))
        if code == "transport_waived":
            waivers = {"Sailing": lambda: self.texts.power("sailing"),
                       "Meeting Stone": lambda: self.texts.marker("meeting_stone"),
                       "Naga start in the water": lambda: self.tr("Naga start in the water"),
                       "airborne assault: counts as adjacent": lambda: self.tr("airborne assault: counts as adjacent")}
            inner = item.label[item.label.find("(") + 1:item.label.rfind(")")] if "(" in item.label else ""
            if inner in waivers:
                return self._fill(self.tr("No transport cost ({why})"), why=waivers[inner]())
        return item.label

    @staticmethod
    def _leading_int(text: str) -> int | None:
        for word in text.split():
            if word.isdigit():
                return int(word)
        return None

    def breakdown_reason(self, b, state=None) -> str:
        """Why a region cannot be conquered, in the current language."""
        return self.refusal(b.code, b.reason, state, region=b.region)

    def breakdown(self, b, state=None) -> str:
        """'Conquest 2 + Mountain 1 + 2 defending tokens 2 = 5 tokens' in the current language."""
        if not b.conquerable:
            return self.breakdown_reason(b, state)
        parts = [f"{self.cost_item(item)} {item.amount:+d}" if i and item.amount < 0
                 else f"{self.cost_item(item)} {item.amount}" for i, item in enumerate(b.items)]
        text = " + ".join(parts).replace("+ -", "- ") + " = " + self.tr("%n token(s)", "", b.total)
        for _payee, coins, why in b.payments:
            text += self._fill(self.tr("; pay %n coin(s) first ({why})", "", coins), why=self.payment_why(why))
        return text
