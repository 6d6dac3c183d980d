"""Actions: small immutable values that convert to and from the scenario vocabulary.

`Pick("ann", 1).to_dict() == {"ann": {"pick": 1}}` and `action_from_dict` reverses it, so
saves, scenarios and the app all speak the same language (../shared/spec/SCENARIO.md).
"""

from __future__ import annotations

from typing import Any, ClassVar

from smallwow_qt.engine.errors import RuleError
from smallwow_qt.engine.values import Value


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


def _region_id(value: Any, field_name: str) -> str:
    if not isinstance(value, str) or not value:
        raise RuleError("bad_action", f"`{field_name}` needs a region id, not {value!r}")
    return value


def _region_list(value: Any, field_name: str) -> tuple[str, ...]:
    if not isinstance(value, list):
        raise RuleError("bad_action", f"`{field_name}` needs a list of region ids")
    return tuple(_region_id(v, field_name) for v in value)


def _int(value: Any, field_name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise RuleError("bad_action", f"`{field_name}` needs a whole number, not {value!r}")
    return value


def action_from_dict(item: Any) -> Action:
    """Parse one `{PLAYER: ACTION}` item; refuses malformed items with RuleError('bad_action')."""
    if not isinstance(item, dict) or len(item) != 1:
        raise RuleError("bad_action", "each action must be a mapping {player: action}")
    (player, body), = item.items()
    if not isinstance(player, str):
        raise RuleError("bad_action", f"action player must be a name, not {player!r}")
    if body == "decline":
        return Decline(player)
    if body == "end":
        return End(player)
    if not isinstance(body, dict) or not body:
        raise RuleError("bad_action", f"unknown action {body!r} for {player}")
    keys = set(body)
    if "pick" in keys:
        return Pick(player, _int(body["pick"], "pick"))
    if "conquer" in keys:
        use = body.get("use", [])
        if not isinstance(use, list) or any(u not in USE_OPTIONS for u in use):
            raise RuleError("bad_action", f"`use` must be a list drawn from {', '.join(USE_OPTIONS)}")
        die = body.get("die", False)
        if not isinstance(die, bool):
            raise RuleError("bad_action", "`die` must be true or false")
        return Conquer(player, _region_id(body["conquer"], "conquer"), die, tuple(use))
    if "abandon" in keys:
        return Abandon(player, _region_id(body["abandon"], "abandon"))
    if "redeploy" in keys:
        counts = body["redeploy"]
        if not isinstance(counts, dict):
            raise RuleError("bad_action", "`redeploy` needs a mapping {region: tokens}")
        pairs = tuple((_region_id(r, "redeploy"), _int(n, "redeploy")) for r, n in counts.items())
        return Redeploy(player, pairs, bool(body.get("partial", False)))
    if "buy" in keys:
        return Buy(player, _int(body["buy"], "buy"))
    if "form" in keys:
        if body["form"] not in ("human", "worgen"):
            raise RuleError("bad_action", "`form` is human or worgen")
        return Form(player, body["form"])
    if "faction" in keys:
        if body["faction"] not in ("alliance", "horde"):
            raise RuleError("bad_action", "`faction` is alliance or horde")
        return ChooseFaction(player, body["faction"])
    if "swap" in keys:
        pair = _region_list(body["swap"], "swap")
        if len(pair) != 2:
            raise RuleError("bad_action", "`swap` needs exactly two regions")
        return Swap(player, pair[0], pair[1])
    if "intimidate" in keys:
        to = body.get("to")
        return Intimidate(player, _region_id(body["intimidate"], "intimidate"),
                          None if to is None else _region_id(to, "to"))
    if "steal" in keys:
        return Steal(player, _region_id(body["steal"], "steal"), _region_id(body.get("into"), "into"))
    if "bombs" in keys:
        return PlaceBombs(player, _region_list(body["bombs"], "bombs"))
    if "objectives" in keys:
        return PlaceObjectives(player, _region_list(body["objectives"], "objectives"))
    if "heart" in keys:
        return PlaceHeart(player, _region_id(body["heart"], "heart"))
    if "aegis" in keys:
        return PlaceAegis(player, _region_id(body["aegis"], "aegis"))
    raise RuleError("bad_action", f"unknown action {body!r} for {player}")
