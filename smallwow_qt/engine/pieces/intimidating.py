"""Intimidating (RULES.md §16.20 Terrifiants, Q13)."""

from __future__ import annotations

from smallwow_qt.engine.actions import Intimidate
from smallwow_qt.engine.conquest import discard_one, note_attack, pay
from smallwow_qt.engine.costs import action_on_region
from smallwow_qt.engine.errors import RuleError
from smallwow_qt.engine.pieces.base import register
from smallwow_qt.engine.pieces.powers import Power
from smallwow_qt.engine.pieces.support import race_key, region_name, regions_list
from smallwow_qt.engine.state import Stage

USES = 3
COUNT = "intimidations"   # turn.data: uses so far this turn


def _what(region) -> str | None:
    """What one use does to a region, in the rules' order: a Wisp Wall or a Fort is
    discarded first, then a Murloc is discarded, then a race token (active or declined) is
    moved, then a Beast. The Champion cannot be moved (Q9)."""
    if region.wall:
        return "wall"
    if region.fort:
        return "fort"
    if region.is_murloc and region.tokens:
        return "murloc"
    if region.tokens:
        return "token"
    if region.beasts:
        return "beast"
    return None

@register
class Intimidating(Power):
    """Three times per turn, during the conquest phase only (before, between or after
    conquests, never once the player redeploys, places an end-of-turn marker or rolls the
    last-conquest die), `{intimidate: R, to: R2}` acts on a region R next to the active race
    that it does not hold (the owner's own declined race may be chosen): a Wisp Wall or a Fort
    there is discarded first (one use each); otherwise a Murloc is discarded; otherwise one
    race token (active or declined), or else one Beast, is moved to R2, another region of the
    same race chosen by the intimidating player, anywhere on the map (not a Watch Tower
    region). With no such region, or when the use moves nothing (a Wall, a Fort, a Murloc),
    `to` is left out (refused if given); a token with nowhere to go is discarded, as a loss (the
    Draenei save and the Chapel apply, the Forsaken count it). Watch Towers refuse it; Aegis
    and Harmony payments are due for each use. Not a conquest: no bonus of any kind."""

    id = "intimidating"

    def _source_problem(self, state, player, rid: str) -> RuleError | None:
        """Why the region cannot be intimidated (`why`: "own", "far" or "empty"), if so."""
        if rid not in state.regions:
            return RuleError("cannot_intimidate", f"There is no region called {rid!r} on this "
                             "map.", given=repr(rid), why="unknown")
        mine = set(state.active_regions(player.id))
        said = {"region": rid, "player": player.id}
        if rid in mine:
            return RuleError("cannot_intimidate", f"{region_name(state, rid)} is held by "
                             f"{player.name}'s own active race.", why="own", **said)
        if not any(n in mine for n in state.map.neighbours[rid]):
            return RuleError("cannot_intimidate", f"{region_name(state, rid)} is not next to "
                             f"{player.name}'s active race.", why="far", **said)
        if _what(state.regions[rid]) is None:
            return RuleError("cannot_intimidate", f"There is nothing in {region_name(state, rid)} "
                             "that can be intimidated.", why="empty", **said)
        return None

    @staticmethod
    def destinations(state, rid: str, known: dict | None = None) -> list[str]:
        """The regions a token moved out of `rid` may go to; `known` keeps each race's
        regions for the next call on the same position."""
        key = race_key(state.regions.peek(rid))
        regions = known.get(key) if known is not None else None
        if regions is None:
            if key is not None and key[0] is not None:   # a player's race: its regions
                peek = state.regions.peek                # (found without a scan), read only
                regions = [other for other in state.regions_of(*key) if not peek(other).tower]
            else:
                regions = [other for other, r in dict.items(state.regions)   # read only
                           if race_key(r) == key and not r.tower]
            if known is not None:
                known[key] = regions
        return [other for other in regions if other != rid]

    def _usable(self, state, player) -> None:
        if player.power != self.id:
            raise RuleError("no_such_ability", f"{player.name}'s active race is not Intimidating.",
                            player=player.id, power=self.id)
        if state.stage is not Stage.CONQUER:
            raise RuleError("intimidate_late", "Intimidation is only possible during the conquest "
                            "phase, never after the last conquest.")
        if state.turn.data.get(COUNT, 0) >= USES:
            raise RuleError("used", f"Intimidation was already used {USES} times this turn.",
                            doing="intimidate", uses=USES)

    def legal_options(self, state, player):

        try:
            self._usable(state, player)
        except RuleError:
            return []
        out = []
        # `_source_problem`'s checks, with the player's regions and their neighbours found once.
        mine = set(state.active_regions(player.id))
        near = {n for rid in mine for n in state.map.neighbours[rid]} - mine
        by_race: dict = {}   # `destinations` of each race, found once
        for rid, region in dict.items(state.regions):   # read only, in map order
            if rid not in near or _what(region) is None:
                continue
            check = action_on_region(state, player, rid, "intimidate")
            if not check.conquerable or sum(c for _, c, _ in check.payments) > player.coins:
                continue
            what = _what(region)
            dests = self.destinations(state, rid, by_race) if what in ("token", "beast") else []
            out += [Intimidate(player.id, rid, d) for d in dests] or [Intimidate(player.id, rid)]
        return out

    def do_intimidate(self, state, player, action: Intimidate, log) -> None:

        self._usable(state, player)
        rid = action.region
        problem = self._source_problem(state, player, rid)
        if problem:
            raise problem
        check = action_on_region(state, player, rid, "intimidate")
        if not check.conquerable:
            raise check.refusal()
        region = state.regions[rid]
        what = _what(region)
        name = region_name(state, rid)
        # `to` says where a moved token or Beast goes. A use that moves nothing (it tears
        # down a Wall or a Fort, or discards a Murloc) refuses a `to`, as a use whose token
        # has nowhere to go does: one form per use, the one `legal_options` lists.
        dests = self.destinations(state, rid) if what in ("token", "beast") else []
        if action.to is not None and action.to not in dests:
            if what in ("wall", "fort"):
                label = "Wisp Wall" if what == "wall" else "Fort"
                raise RuleError("no_destination", f"This use tears down the {label} in {name} "
                                "and moves nothing: leave out `to`.", region=rid, removed=what)
            if not dests:
                raise RuleError("no_destination", f"Nothing in {name} can be moved elsewhere: "
                                "leave out `to`.", region=rid)
            raise RuleError("bad_destination", f"The token from {name} can only go to another "
                            f"region of the same race: {regions_list(state, dests)}.", region=rid,
                            destinations=dests)
        if action.to is None and dests and what in ("token", "beast"):
            raise RuleError("choose_destination", f"Say where the token from {name} goes: "
                            f"{regions_list(state, dests)}.", region=rid, destinations=dests)
        pay(state, player.id, check.payments, log)
        note_attack(state, player.id, rid)
        state.turn.data[COUNT] = state.turn.data.get(COUNT, 0) + 1
        who = f"{player.name}'s Intimidating race"
        if what in ("wall", "fort"):
            setattr(region, what, False)
            label = "Wisp Wall" if what == "wall" else "Fort"
            log.add("intimidate", player.id, f"{who} tears down the {label} in {name}.",
                    region=rid, removed=what)
        elif action.to is None:
            if what == "beast":
                region.beasts -= 1
                if not region.occupied:
                    region.clear_occupants()
                log.add("intimidate", player.id, f"{who} drives a Beast out of {name}; with "
                        "nowhere to go, it is discarded.", region=rid, removed="beast")
            else:
                text = (f"{who} scares a Murloc out of {name}: it is discarded." if what == "murloc"
                        else f"{who} drives a token out of {name}; with nowhere to go, it is discarded.")
                log.add("intimidate", player.id, text, region=rid, removed=what)
                discard_one(state, rid, player.id, "intimidate", log)
        else:
            dest = state.regions[action.to]
            if what == "beast":
                region.beasts -= 1
                dest.beasts += 1
            else:
                region.tokens -= 1
                dest.tokens += 1
            if not region.occupied:
                region.clear_occupants()
            log.add("intimidate", player.id, f"{who} drives a {'Beast' if what == 'beast' else 'token'} "
                    f"out of {name} into {region_name(state, action.to)}.", region=rid,
                    to=action.to, moved=what)
