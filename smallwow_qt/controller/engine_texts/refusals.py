"""Refusals rebuilt from a `RuleError`'s code, the state it was refused in and the action."""

from __future__ import annotations

from smallwow_qt.controller.engine_texts.base import EngineTexts as _Base
from smallwow_qt.controller.engine_texts.base import _Missing


class EngineTexts(_Base):
    """Refusal sentences (`refusal`)."""

    def refusal(self, code: str, english: str, state=None, action=None, region: str | None = None,
                data: dict | None = None) -> str:
        """A refusal's sentence from its `code`; `state` is the position it was refused in
        (unchanged by the refusal), `action` the refused action, `region` the target, `data`
        the `RuleError`'s extra data (`RuleError.data`)."""
        self.state = state
        try:
            return self._refusal(code, action, region, data or {}) or english
        except (_Missing, KeyError, TypeError, ValueError, AttributeError, IndexError):
            return english
        finally:
            self.state = None

    def _who(self, player) -> dict[str, str]:
        if player is None or not player.race:
            raise _Missing()
        return {"player": player.name, "race": self.texts.race(player.race)}

    def _refusal(self, code: str, action, region: str | None, data: dict) -> str:
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
        by_piece = self._piece_refusal(code, player, action, data)
        if by_piece:
            return by_piece
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

    def _piece_refusal(self, code: str, player, action, data: dict) -> str:
        """The abilities' own refusals (`piece_refusals.py`); '' for any other code."""
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
        from smallwow_qt.engine.combatants import conquest_hand
        from smallwow_qt.engine.costs import evaluate
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
