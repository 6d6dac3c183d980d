"""Why a reviewed decision is judged as it is, in one line.

As for the bots' reasons (`reasons.py`), the line is an English sentence that carries its
facts (`Reason.why`, `why["kind"] == "review"`), so the window can say it in the game's
language (`controller/review_texts.py`). `why["case"]` names the comparison made:

- best / close: nothing found does better (or only by less than an inaccuracy);
- decline / carry_on: the decline against carrying on, either way;
- pick: the combination picked against the one the search preferred;
- stop / skip_die: the conquests ended while some (or a die roll) were still worth it;
- target / die: another conquest, or not rolling, was worth more;
- ability / played_ability: an ability the best plan uses and the played one did not, or
  the other way round;
- redeploy, abandon, other: the rest.
"""

from __future__ import annotations

from smallwow_qt.bots.evaluate import die_success
from smallwow_qt.bots.reasons import Reason
from smallwow_qt.engine import (RACES, Abandon, Action, Buy, ChooseFaction, Conquer,
                                Decline, End, Form, GameState, Intimidate, Pick, PlaceAegis,
                                PlaceBombs, PlaceHeart, PlaceObjectives, Redeploy, Steal, Swap,
                                combo_name, cost_breakdown)

ABILITIES = {PlaceBombs: "bombs", PlaceAegis: "aegis", PlaceObjectives: "objectives",
             PlaceHeart: "heart", Buy: "buy", Intimidate: "intimidate", Swap: "swap",
             Steal: "steal", Form: "form", ChooseFaction: "faction"}

# what each ability is called in a sentence ("not using ... gives up")
ABILITY_NAMES = {"bombs": "the Goblin bombs", "aegis": "the Aegis", "objectives":
                 "the Military Objectives", "heart": "the Heart of Azeroth",
                 "buy": "buying Forsaken tokens", "intimidate": "intimidation",
                 "swap": "a portal swap", "steal": "an Ethereal steal",
                 "form": "the choice of form", "faction": "the Battleground's side"}


def coins(loss: float) -> int:
    """The loss as a sentence says it: whole coins, at least 1."""
    return max(1, round(loss))


def review_reason(state: GameState, played: Action, plan: tuple[Action, ...], loss: float,
                  flagged: bool) -> Reason:
    """Why `played` (from `state`) is judged `loss` coins short of `plan`, the best plan the
    search found; `flagged` when the loss makes it an inaccuracy or worse."""
    if not flagged:
        if loss < 0.5 or not plan or plan[0] == played:
            return _reason("no plan found does better", "best")
        return _reason("close to the best plan found: about a coin less", "close")
    n = coins(loss)
    first = plan[0] if plan else None
    conquests = [a for a in plan if isinstance(a, Conquer)]

    def name(rid: str) -> str:
        return state.map.by_id[rid].display_name
    actor = state.actor
    race = actor.race if actor is not None else None
    if isinstance(played, Decline) and not isinstance(first, Decline):
        if conquests and race:
            k = len(conquests)
            return _reason(f"declining now gives up ~{n} coins: the {RACES[race].name} still had "
                           f"{k} region{'s' if k != 1 else ''} within reach", "decline",
                           loss=n, race=race, regions=k)
        return _reason(f"declining now gives up ~{n} coins: carrying on was worth more",
                       "decline", loss=n)
    if isinstance(first, Decline) and not isinstance(played, Decline):
        return _reason(f"carrying on gives up ~{n} coins: declining now and picking a fresh race "
                       "was worth more", "carry_on", loss=n)
    if isinstance(played, Pick) and isinstance(first, Pick):
        mine, better = state.column[played.index], state.column[first.index]
        return _reason(f"{combo_name(mine.race, mine.power)} give up ~{n} coins: "
                       f"{combo_name(better.race, better.power)} were worth more",
                       "pick", loss=n, race=mine.race, power=mine.power, race2=better.race,
                       power2=better.power)
    if isinstance(played, (End, Redeploy)) and conquests:
        last = conquests[0]
        if last.die and len(conquests) == 1 and last is first:
            need = cost_breakdown(state, last.region, last.use).total - actor.hand
            sixths = round(die_success(need) * 6)
            return _reason(f"not rolling the die gives up ~{n} coins: a {sixths}-in-6 chance to "
                           f"take {name(last.region)}", "skip_die", loss=n,
                           region=last.region, sixths=sixths)
        k = len(conquests)
        return _reason(f"ending the conquests here gives up ~{n} coins: {k} more "
                       f"region{'s were' if k != 1 else ' was'} within reach", "stop", loss=n,
                       regions=k)
    if isinstance(played, Conquer) and isinstance(first, Conquer):
        if played.die and not first.die:
            return _reason(f"rolling the die gives up ~{n} coins: {name(first.region)} was "
                           "within reach without it", "die", loss=n, region=first.region)
        if first.region != played.region:
            return _reason(f"taking {name(played.region)} gives up ~{n} coins: "
                           f"{name(first.region)} was the better target", "target", loss=n,
                           region=played.region, region2=first.region)
    kind = ABILITIES.get(type(first)) if first is not None else None
    if kind and type(played) is not type(first):
        return _reason(f"not using {ABILITY_NAMES[kind]} gives up ~{n} coins", "ability",
                       loss=n, ability=kind)
    kind = ABILITIES.get(type(played))
    if kind and type(played) is not type(first):
        return _reason(f"using {ABILITY_NAMES[kind]} here gives up ~{n} coins",
                       "played_ability", loss=n, ability=kind)
    if isinstance(played, Redeploy) and isinstance(first, Redeploy):
        region = _short_of(played, first)
        if region is not None:
            return _reason(f"this redeployment gives up ~{n} coins: {name(region)} needed more "
                           "tokens", "redeploy", loss=n, region=region)
    if isinstance(played, Abandon):
        return _reason(f"abandoning {name(played.region)} gives up ~{n} coins", "abandon",
                       loss=n, region=played.region)
    return _reason(f"this gives up ~{n} coins against the best plan found", "other", loss=n)


def _short_of(played: Redeploy, better: Redeploy) -> str | None:
    """The region the better redeployment puts most more tokens in than the played one."""
    mine = dict(played.counts)
    gaps = [(n - mine.get(rid, 0), rid) for rid, n in better.counts]
    gap, region = max(gaps, default=(0, None))
    return region if gap > 0 else None


def _reason(text: str, case: str, **facts) -> Reason:
    return Reason(text, {"kind": "review", "case": case, **facts})
