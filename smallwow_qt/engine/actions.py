"""Actions: small immutable values that convert to and from the scenario vocabulary.

`Pick("ann", 1).to_dict() == {"ann": {"pick": 1}}` and `action_from_dict` reverses it, so
saves, scenarios and the app all speak the same language (../shared/spec/SCENARIO.md).
"""

from __future__ import annotations

from typing import Any, ClassVar

from smallwow_qt.engine.errors import RuleError
from smallwow_qt.engine.limits import CAPS, out_of_range, shown
from smallwow_qt.values import Value


class Action(Value):
    """One player's move; `key` is its word in the scenario vocabulary. Actions are values
    (see `values.py`): equal by class and fields, hashable, frozen."""

    key: ClassVar[str] = ""
    FIELDS: ClassVar[tuple[str, ...]] = ("player",)

    def __init__(self, player: str) -> None:
        self.__dict__["player"] = player

    def body(self) -> Any:
        raise NotImplementedError

    def to_dict(self) -> dict[str, Any]:
        return {self.player: self.body()}


class Pick(Action):
    """`{pick: N}`: take the combination at position N of the column (pays N coins)."""

    key = "pick"
    FIELDS = ("player", "index")

    def __init__(self, player: str, index: int = 0) -> None:
        self.__dict__.update(player=player, index=index)

    def body(self) -> Any:
        return {"pick": self.index}


class Conquer(Action):
    """`{conquer: R, die: true, use: [...]}`: attack region R (last attempt with the die;
    once-per-turn options used)."""

    key = "conquer"
    FIELDS = ("player", "region", "die", "use")

    def __init__(self, player: str, region: str = "", die: bool = False, use: tuple[str, ...] = ()) -> None:
        self.__dict__.update(player=player, region=region, die=die, use=use)

    def body(self) -> Any:
        out: dict[str, Any] = {"conquer": self.region}
        if self.die:
            out["die"] = True
        if self.use:
            out["use"] = list(self.use)
        return out


class Abandon(Action):
    """`{abandon: R}`: leave one of the active race's regions before the first conquest."""

    key = "abandon"
    FIELDS = ("player", "region")

    def __init__(self, player: str, region: str = "") -> None:
        self.__dict__.update(player=player, region=region)

    def body(self) -> Any:
        return {"abandon": self.region}


class Redeploy(Action):
    """Set the final token counts of the listed regions; unlisted regions keep theirs.

    `partial` (used by the app while the player drags tokens one by one) lets tokens stay in
    hand; a plain redeploy must leave the hand empty when the race holds a region.
    """

    key = "redeploy"
    FIELDS = ("player", "counts", "partial")

    def __init__(self, player: str, counts: tuple[tuple[str, int], ...] = (), partial: bool = False) -> None:
        self.__dict__.update(player=player, counts=counts, partial=partial)

    def body(self) -> Any:
        out: dict[str, Any] = {"redeploy": dict(self.counts)}
        if self.partial:
            out["partial"] = True
        return out


class Buy(Action):
    """`{buy: N}`: the Forsaken buy N tokens, 1 coin each, once the conquests are over."""

    key = "buy"
    FIELDS = ("player", "count")

    def __init__(self, player: str, count: int = 0) -> None:
        self.__dict__.update(player=player, count=count)

    def body(self) -> Any:
        return {"buy": self.count}


class Form(Action):
    """`{form: human|worgen}`: the Worgen choose their form for the turn."""

    key = "form"
    FIELDS = ("player", "form")

    def __init__(self, player: str, form: str = "") -> None:
        self.__dict__.update(player=player, form=form)

    def body(self) -> Any:
        return {"form": self.form}


class ChooseFaction(Action):
    """`{faction: alliance|horde}`: a Neutral race holding the Battleground fights for one
    faction for the rest of its turn."""

    key = "faction"
    FIELDS = ("player", "faction")

    def __init__(self, player: str, faction: str = "") -> None:
        self.__dict__.update(player=player, faction=faction)

    def body(self) -> Any:
        return {"faction": self.faction}


class Swap(Action):
    """`{swap: [R1, R2]}`: the Portal Mages exchange everything in two Magic Source regions."""

    key = "swap"
    FIELDS = ("player", "first", "second")

    def __init__(self, player: str, first: str = "", second: str = "") -> None:
        self.__dict__.update(player=player, first=first, second=second)

    def body(self) -> Any:
        return {"swap": [self.first, self.second]}


class Intimidate(Action):
    """`{intimidate: R, to: R2}`: the Intimidating race drives a piece out of R (to R2)."""

    key = "intimidate"
    FIELDS = ("player", "region", "to")

    def __init__(self, player: str, region: str = "", to: str | None = None) -> None:
        self.__dict__.update(player=player, region=region, to=to)

    def body(self) -> Any:
        out: dict[str, Any] = {"intimidate": self.region}
        if self.to is not None:
            out["to"] = self.to
        return out


class Steal(Action):
    """`{steal: R, into: R2}`: the Ethereals take a face-up Artifact from R into R2."""

    key = "steal"
    FIELDS = ("player", "region", "into")

    def __init__(self, player: str, region: str = "", into: str = "") -> None:
        self.__dict__.update(player=player, region=region, into=into)

    def body(self) -> Any:
        return {"steal": self.region, "into": self.into}


class PlaceBombs(Action):
    """`{bombs: [R...]}`: the Goblins place bombs face down."""

    key = "bombs"
    FIELDS = ("player", "regions")

    def __init__(self, player: str, regions: tuple[str, ...] = ()) -> None:
        self.__dict__.update(player=player, regions=regions)

    def body(self) -> Any:
        return {"bombs": list(self.regions)}


class PlaceObjectives(Action):
    """`{objectives: [R...]}`: the Humans place their Military Objectives."""

    key = "objectives"
    FIELDS = ("player", "regions")

    def __init__(self, player: str, regions: tuple[str, ...] = ()) -> None:
        self.__dict__.update(player=player, regions=regions)

    def body(self) -> Any:
        return {"objectives": list(self.regions)}


class PlaceHeart(Action):
    """`{heart: R}`: place the Heart of Azeroth."""

    key = "heart"
    FIELDS = ("player", "region")

    def __init__(self, player: str, region: str = "") -> None:
        self.__dict__.update(player=player, region=region)

    def body(self) -> Any:
        return {"heart": self.region}


class PlaceAegis(Action):
    """`{aegis: R}`: place the Aegis of Aggramar."""

    key = "aegis"
    FIELDS = ("player", "region")

    def __init__(self, player: str, region: str = "") -> None:
        self.__dict__.update(player=player, region=region)

    def body(self) -> Any:
        return {"aegis": self.region}


class Decline(Action):
    """`decline`: put the active race into decline instead of expanding."""

    key = "decline"

    def body(self) -> Any:
        return "decline"


class End(Action):
    """`end`: end the turn (the default redeployment places what is left in hand)."""

    key = "end"

    def body(self) -> Any:
        return "end"


USE_OPTIONS = ("frostmourne", "ashes_of_alar", "doomhammer", "airborne", "champion", "ethereal")

# Each action's word and the entries its mapping may hold beside it (True: required).
ENTRIES: dict[str, dict[str, bool]] = {
    "pick": {}, "conquer": {"die": False, "use": False}, "abandon": {},
    "redeploy": {"partial": False}, "buy": {}, "form": {}, "faction": {}, "swap": {},
    "intimidate": {"to": False}, "steal": {"into": True}, "bombs": {}, "objectives": {},
    "heart": {}, "aegis": {},
}


def _bad(message: str) -> RuleError:
    return RuleError("bad_action", message)


def _region_id(value: Any, field_name: str) -> str:
    if type(value) is not str or not value or len(value) > CAPS["id"]:
        raise _bad(f"`{field_name}` needs a region id, not {shown(value)}")
    return value


def _region_list(value: Any, field_name: str) -> tuple[str, ...]:
    if type(value) is not list:
        raise _bad(f"`{field_name}` needs a list of region ids, not {shown(value)}")
    return tuple(_region_id(v, field_name) for v in value)


def _int(value: Any, field_name: str) -> int:
    why = out_of_range(value, "number")
    if why:
        raise _bad(f"`{field_name}` {why}")
    return value


def _flag(body: dict, field_name: str) -> bool:
    """An optional true/false entry: only a YAML or JSON boolean (not "false", 0, [0], NaN)."""
    value = body.get(field_name, False)
    if type(value) is not bool:
        raise _bad(f"`{field_name}` must be true or false, not {shown(value)}")
    return value


def _choice(value: Any, allowed: tuple[str, ...], field_name: str) -> str:
    if type(value) is not str or value not in allowed:
        raise _bad(f"`{field_name}` is {' or '.join(allowed)}, not {shown(value)}")
    return value


def _conquer(player: str, body: dict) -> Action:
    use = body.get("use", [])
    if type(use) is not list or any(type(u) is not str or u not in USE_OPTIONS for u in use) \
            or len(set(use)) != len(use):
        raise _bad(f"`use` must be a list drawn from {', '.join(USE_OPTIONS)}, each once, "
                   f"not {shown(use)}")
    return Conquer(player, _region_id(body["conquer"], "conquer"), _flag(body, "die"), tuple(use))


def _redeploy(player: str, body: dict) -> Action:
    counts = body["redeploy"]
    if type(counts) is not dict:
        raise _bad(f"`redeploy` needs a mapping {{region: tokens}}, not {shown(counts)}")
    pairs = tuple((_region_id(r, "redeploy"), _int(n, "redeploy")) for r, n in counts.items())
    return Redeploy(player, pairs, _flag(body, "partial"))


def _swap(player: str, body: dict) -> Action:
    pair = _region_list(body["swap"], "swap")
    if len(pair) != 2:
        raise _bad("`swap` needs exactly two regions")
    return Swap(player, pair[0], pair[1])


def _intimidate(player: str, body: dict) -> Action:
    to = _region_id(body["to"], "to") if "to" in body else None
    return Intimidate(player, _region_id(body["intimidate"], "intimidate"), to)


PARSERS = {
    "pick": lambda p, b: Pick(p, _int(b["pick"], "pick")),
    "conquer": _conquer,
    "abandon": lambda p, b: Abandon(p, _region_id(b["abandon"], "abandon")),
    "redeploy": _redeploy,
    "buy": lambda p, b: Buy(p, _int(b["buy"], "buy")),
    "form": lambda p, b: Form(p, _choice(b["form"], ("human", "worgen"), "form")),
    "faction": lambda p, b: ChooseFaction(p, _choice(b["faction"], ("alliance", "horde"), "faction")),
    "swap": _swap,
    "intimidate": _intimidate,
    "steal": lambda p, b: Steal(p, _region_id(b["steal"], "steal"), _region_id(b["into"], "into")),
    "bombs": lambda p, b: PlaceBombs(p, _region_list(b["bombs"], "bombs")),
    "objectives": lambda p, b: PlaceObjectives(p, _region_list(b["objectives"], "objectives")),
    "heart": lambda p, b: PlaceHeart(p, _region_id(b["heart"], "heart")),
    "aegis": lambda p, b: PlaceAegis(p, _region_id(b["aegis"], "aegis")),
}


def action_from_dict(item: Any) -> Action:
    """Parse one `{PLAYER: ACTION}` item (SCENARIO.md's vocabulary, as `to_dict` writes it).

    Refuses with RuleError('bad_action'), saying what is wrong, anything else: an item of
    other than one entry, a player that is not an id, an unknown word, two actions in one
    item (`{pick: 0, conquer: a1}`), an entry the action does not take, a missing one, a value
    of the wrong kind (a boolean that is not true or false, a count that is not a whole number
    from 0 to 10,000, a region that is not an id)."""
    if type(item) is not dict or len(item) != 1:
        raise _bad("each action must be a mapping {player: action}")
    (player, body), = item.items()
    if type(player) is not str or not player or len(player) > CAPS["id"]:
        raise _bad(f"an action's player must be a name, not {shown(player)}")
    if type(body) is str and body in ("decline", "end"):
        return Decline(player) if body == "decline" else End(player)
    if type(body) is not dict:
        raise _bad(f"unknown action {shown(body)} for {player}")
    words = [key for key in body if type(key) is str and key in ENTRIES]
    if not words:
        raise _bad(f"unknown action {shown(body)} for {player}")
    if len(words) > 1:
        raise _bad(f"one action per item: {player}'s item names both `{words[0]}` and `{words[1]}`")
    word = words[0]
    entries = ENTRIES[word]
    for key in body:
        if key != word and key not in entries:
            named = key[:40] if type(key) is str else shown(key)
            raise _bad(f"`{named}` is not part of a `{word}` action")
    for key, required in entries.items():
        if required and key not in body:
            raise _bad(f"a `{word}` action needs `{key}`")
    return PARSERS[word](player, body)
