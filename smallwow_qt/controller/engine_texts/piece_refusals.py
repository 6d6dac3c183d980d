"""Refusals of the race, power and marker abilities (intimidation, portals, bombs, Military
Objectives, Forsaken, Ethereals, Battleground, Worgen) and a few turn-order refusals.

Each sentence is rebuilt from the state the action was refused in (unchanged by the
refusal), the refused action and, where neither says enough, the `RuleError`'s `data`. The
engine's own checks are asked again (`piece(...)`) to know which region or case it was;
whatever cannot be told apart raises `_Missing`, and the engine's English is shown.
"""

from __future__ import annotations

from smallwow_qt.controller.engine_texts.base import _Missing
from smallwow_qt.controller.engine_texts.refusals import EngineTexts as _Refusals


class EngineTexts(_Refusals):
    """`_piece_refusal(code, player, action, data)` for `refusal`: '' when the code is not one
    of these."""

    def _piece_refusal(self, code: str, player, action, data: dict) -> str:
        st = self.state
        kind = type(action).__name__ if action is not None else ""
        if code == "defenders_redeploy":
            return self._fill(self.tr("{actor} must redeploy the tokens they got back."), actor=st.actor.name)
        if code == "no_such_combo" and kind == "Pick":
            return self._fill(self.tr("There is no combination at position {index}; the column shows "
                                      "{count}."), index=action.index, count=len(st.column))
        if code == "must_decline":
            return self._fill(self.tr("{player}'s {race} have no tokens left: put them into decline."),
                              **self._who(player))
        if code == "not_neutral":
            return self._fill(self.tr("The {race} already belong to a faction: only a Neutral race picks "
                                      "a side on the Battleground."), race=self._race(player.race))
        if code == "worgen_form_first":
            return self._fill(self.tr("{player} must first choose the {race}'s form for this turn: human "
                                      "(+2 coins) or worgen (pay 1 coin, 1 token fewer on every conquest)."),
                              player=player.name, race=self.texts.race("worgen"))
        if kind == "Intimidate":
            return self._intimidate_refusal(code, player, action)
        if kind == "Swap":
            return self._swap_refusal(code, action)
        if kind == "PlaceBombs":
            return self._bomb_refusal(code, player, action)
        if kind == "PlaceObjectives":
            return self._objective_refusal(code, player, action)
        if kind == "Buy":
            return self._buy_refusal(code, player, action)
        if kind == "Steal":
            return self._steal_refusal(code, player, action)
        if code == "cannot_pay" and kind == "Form":
            from smallwow_qt.engine.pieces.worgen import WORGEN_PRICE
            return self._fill(self.tr("The {race} form costs %n coin(s) and {player} has none: only the "
                                      "human form is possible.", "", WORGEN_PRICE),
                              race=self.texts.race("worgen"), player=player.name)
        if code == "cannot_pay" and "due" in data and kind != "Conquer":
            return self._fill(self.tr("{player} must pay %n coin(s) first and cannot afford it.", "",
                                      data["due"]), player=player.name)
        return ""

    def _intimidate_refusal(self, code: str, player, action) -> str:
        from smallwow_qt.engine.pieces import piece
        from smallwow_qt.engine.pieces.intimidating import _what

        st = self.state
        rid = action.region
        if code == "intimidate_late":
            return self.tr("Intimidation is only possible during the conquest phase, never after the "
                           "last conquest.")
        name = self._region(rid)
        if code == "cannot_intimidate":
            mine = set(st.active_regions(player.id))
            if rid in mine:
                return self._fill(self.tr("{region} is held by {player}'s own active race."),
                                  region=name, player=player.name)
            if not any(n in mine for n in st.map.neighbours[rid]):
                return self._fill(self.tr("{region} is not next to {player}'s active race."),
                                  region=name, player=player.name)
            if _what(st.regions[rid]) is None:
                return self._fill(self.tr("There is nothing in {region} that can be intimidated."), region=name)
            raise _Missing()
        dests = ", ".join(piece("intimidating").destinations(st, rid))
        if code == "no_destination":
            return self._fill(self.tr("Nothing in {region} can be moved elsewhere: leave out `to`."),
                              region=name)
        if code == "bad_destination":
            return self._fill(self.tr("The token from {region} can only go to another region of the same "
                                      "race: {regions}."), region=name, regions=dests)
        if code == "choose_destination":
            return self._fill(self.tr("Say where the token from {region} goes: {regions}."),
                              region=name, regions=dests)
        return ""

    def _swap_refusal(self, code: str, action) -> str:
        from smallwow_qt.engine import RuleError
        from smallwow_qt.engine import Symbol
        from smallwow_qt.engine.pieces import piece

        st = self.state
        if code == "swap_late":
            return self.tr("Portals open only during the conquest phase, never after the last conquest.")
        if code == "same_region":
            return self.tr("A swap needs two different regions.")
        if code == "not_magic":
            rid = next(r for r in (action.first, action.second) if not st.map.by_id[r].has(Symbol.MAGIC))
            return self._fill(self.tr("{region} has no Magic Source."), region=self._region(rid))
        if code == "nothing_to_swap":
            return self._fill(self.tr("There is nothing to swap between {first} and {second}."),
                              first=self._region(action.first), second=self._region(action.second))
        if code == "water":
            for src, dst in ((action.first, action.second), (action.second, action.first)):
                try:
                    piece("portal_mage")._water_check(st, src, dst)
                except RuleError:
                    text = self.tr("The swap would put Murlocs into {region}, a {terrain}: only the {race} "
                                   "live in seas and lakes.") if st.regions[src].is_murloc else \
                        self.tr("The swap would put a land race into {region}, a {terrain}: only the "
                                "{race} live in seas and lakes.")
                    where = st.map.by_id[dst]
                    return self._fill(text, region=self._region(dst),
                                      terrain=self.texts.terrain(where.terrain.value).lower(),
                                      race=self.texts.race("naga"))
            raise _Missing()
        return ""

    def _first_problem(self, check, regions, code: str) -> str:
        """The first listed region the engine's `check(rid)` refuses, if with `code`."""
        for rid in regions:
            problem = check(rid)
            if problem:
                if problem.code != code:
                    raise _Missing()
                return rid
        raise _Missing()

    def _bomb_refusal(self, code: str, player, action) -> str:
        from smallwow_qt.engine.pieces import piece

        regions = list(action.regions)
        if code == "bomb_there" and len(set(regions)) != len(regions):
            return self.tr("One bomb per region: a region is listed twice.")
        if code not in ("bomb_there", "bomb_target", "not_adjacent"):
            return ""
        goblins = piece("goblins")
        name = self._region(self._first_problem(lambda r: goblins._problem(self.state, player, r),
                                                regions, code))
        if code == "bomb_there":
            return self._fill(self.tr("{region} already holds a bomb."), region=name)
        if code == "bomb_target":
            return self._fill(self.tr("Bombs go only where an opponent's active race stands, and {region} "
                                      "holds none."), region=name)
        return self._fill(self.tr("{region} is not next to a Goblin region."), region=name)

    def _objective_refusal(self, code: str, player, action) -> str:
        from smallwow_qt.engine.pieces import piece
        from smallwow_qt.engine.pieces.humans import OBJECTIVES

        regions = list(action.regions)
        if code == "objective_twice":
            return self.tr("The two Military Objectives go in two different regions.")
        if code == "objectives_placed":
            return self._fill(self.tr("{player}'s {race} have placed their Military Objectives this "
                                      "turn: they are placed once, at the end of the turn."),
                              player=player.name, race=self.texts.race("humans"))
        if code == "objective_count":
            return self._fill(self.tr("The {race} place their {total} Military Objectives in {total} "
                                      "different regions, not {count}."),
                              race=self.texts.race("humans"), total=OBJECTIVES, count=len(regions))
        if code == "objective_alliance":
            humans = piece("humans")
            rid = self._first_problem(lambda r: humans._problem(self.state, player, r), regions, code)
            return self._fill(self.tr("Military Objectives go only where no Alliance race stands, and "
                                      "{region} is held by the {race}."),
                              region=self._region(rid), race=self._race(self.state.regions[rid].race))
        return ""

    def _buy_refusal(self, code: str, player, action) -> str:
        from smallwow_qt.engine import RACES
        from smallwow_qt.engine.pieces import piece
        from smallwow_qt.engine.pieces.forsaken import BOUGHT

        st = self.state
        race = self.texts.race("forsaken")
        allowed, supply, coins = piece("forsaken")._limits(st, player)
        if code == "forsaken_limit":
            caused, bought = st.turn.discards_caused, st.turn.data.get(BOUGHT, 0)
            text = self.tr("The {race} caused %n token(s) to be discarded this turn and already bought "
                           "{bought}: they may buy at most {allowed} more.", "", caused) if bought else \
                self.tr("The {race} caused %n token(s) to be discarded this turn: they may buy at most "
                        "{allowed} more.", "", caused)
            return self._fill(text, race=race, bought=bought, allowed=allowed)
        if code == "supply_exhausted":
            return self._fill(self.tr("Only %n {race} token(s) is/are left in the box ({all} in all).", "",
                                      supply), race=race, all=RACES["forsaken"].supply)
        if code == "cannot_pay":
            # English always says "tokens" and "coins" here (the engine's words, even for 1).
            return self._fill(self.tr("%n {race} tokens cost %n coins and {player} has {coins}.", "",
                                      action.count), race=race, player=player.name, coins=coins)
        return ""

    def _steal_refusal(self, code: str, player, action) -> str:
        st = self.state
        race = self.texts.race("ethereals")
        if code == "ethereal_used":
            return self._fill(self.tr("The {race} already used their relic hunting this turn (one steal "
                                      "or one Legendary Place discount per turn)."), race=race)
        name = self._region(action.region)
        if code == "no_artifact":
            return self._fill(self.tr("There is no face-up Artifact in {region} to steal."), region=name)
        if code == "own_artifact":
            return self._fill(self.tr("The Artifact in {region} is already in an Ethereal region."),
                              region=name)
        if code == "not_yours":
            return self._fill(self.tr("The stolen Artifact must go into a region of the {race}, and "
                                      "{into} is not one."), race=race, into=self._region(action.into))
        if code == "not_adjacent":
            mine = set(st.active_regions(player.id))
            if not mine.intersection(st.map.neighbours[action.region]):
                return self._fill(self.tr("{region} is not next to a region of the {race}."),
                                  region=name, race=race)
            return self._fill(self.tr("The stolen Artifact goes into an Ethereal region next to {region}, "
                                      "and {into} is not next to it."),
                              region=name, into=self._region(action.into))
        return ""
