"""The words a sentence's parameters stand for, in the UI language, and the filling of a
template with them.

The engine's refusals, events and cost items carry their facts as plain values named by
what they are (`RuleError.params`, `Event.data`, `CostItem.params`): a player's id under
`player`, a region's id under `region`, a race's under `race`, a count under `tokens`...
A template names the same parameters between braces: "{player}'s {race} conquer {region}
with %n token(s)." `Words.fill` puts in each one's words: the player's name, the place's
name in the UI language, the race's name. How a parameter is said follows from its name
(`KINDS`), so every template says a region the same way.

A place or a marker may take a form after a bar, for languages whose articles change with
the words around them: `{region}` (with its article: "les Prairies de Darkspear"),
`{region|de}` ("des Prairies de Darkspear"), `{region|à}` ("aux Prairies de Darkspear"),
`{region|bare}` ("Prairies de Darkspear"); a player's name takes `de` too (`{player|de}`:
"d’Ann", "de Bob"). A list of regions or players may add `and` ("A, B and C" instead of
"A, B, C"): `{regions|and}`. English says every form the same way.
"""

from __future__ import annotations

import re
from typing import Any, Callable, Mapping, Protocol

from PySide6.QtCore import QCoreApplication

from smallwow_qt.controller import place_names
from smallwow_qt.controller.engine_texts import french
from smallwow_qt.controller.texts import Texts

translate = QCoreApplication.translate   # lupdate finds these calls by this name

#: What each parameter holds, by its name.
KINDS: dict[str, str] = {
    **dict.fromkeys(("player", "actor", "payer", "payee", "humans"), "player"),
    **dict.fromkeys(("players", "winners"), "players"),
    **dict.fromkeys(("region", "first", "second", "into", "to", "source"), "place"),
    **dict.fromkeys(("regions", "destinations"), "places"),
    **dict.fromkeys(("race", "beaten"), "race"),
    **dict.fromkeys(("marker", "replaced"), "marker"),
    "power": "power", "combo": "combo", "terrain": "terrain", "counts": "spread",
    "totals": "totals", "option": "option", "why": "why", "lines": "score",
    "refusal": "refusal", "given": "text", "field": "text", "allowed": "text", "key": "text",
}

PLACEHOLDER = re.compile(r"\{(\w+)(?:\|([\w,]+))?\}")


class Phrases(Protocol):
    """The parts of a sentence that are sentences of their own (`EngineTexts`)."""

    def payment_reason(self, why: str, words: "Words") -> str: ...
    def score_line(self, line: Mapping[str, Any], words: "Words") -> str: ...
    def refusal_sentence(self, code: str, params: Mapping[str, Any], words: "Words") -> str: ...
    def use_option(self, option: str, words: "Words") -> str: ...


class Grammar:
    """How a language puts a name in a sentence (English: as it is)."""

    articles = False   # it puts an article before a place's or a marker's name

    def say(self, name: str, form: str) -> str:
        """A place's or a marker's name in `form`."""
        return name

    def say_person(self, name: str, form: str) -> str:
        """A player's name in `form`."""
        return name


class FrenchGrammar(Grammar):
    articles = True
    FORMS: dict[str, Callable[[str], str]] = {"": french.with_article, "de": french.of,
                                              "à": french.to, "bare": str}

    def say(self, name: str, form: str) -> str:
        return self.FORMS[form](name)

    def say_person(self, name: str, form: str) -> str:
        return french.of_person(name) if form == "de" else name


GRAMMARS: dict[str, Grammar] = {"fr": FrenchGrammar()}


class Words:
    """What the parameters of one sentence stand for, in `texts`' language, named from
    `state` (its players and its map) — made for each sentence, never changed."""

    def __init__(self, texts: Texts, state, phrases: Phrases) -> None:
        self.texts = texts
        self.state = state
        self.phrases = phrases
        self.grammar = GRAMMARS.get(texts.language, Grammar())
        self.place_name = place_names.place_namer()

    # ----- one parameter ---------------------------------------------------------------------

    def player(self, pid: str) -> str:
        return self.state.player(pid).name

    def place(self, rid: str, form: str = "") -> str:
        return self.grammar.say(self.place_name(self.state.map.by_id[rid].display_name), form)

    def marker(self, marker: str, form: str = "") -> str:
        return self.grammar.say(self.texts.marker(marker), form)

    def listed(self, names: list[str], forms: set[str]) -> str:
        """Names joined by commas, or "A, B and C" with the `and` form."""
        if "and" not in forms or len(names) < 2:
            return ", ".join(names)
        return translate("Words", "{first} and {last}").replace("{first}", ", ".join(names[:-1])) \
            .replace("{last}", names[-1])

    def spread(self, counts: Mapping[str, int]) -> str:
        """"Darkspear Meadows 3, Lake Mennar 2": tokens placed region by region."""
        return ", ".join(f"{self.place(rid, 'bare')} {n}" for rid, n in counts.items())

    def word(self, name: str, params: Mapping[str, Any], forms: set[str]) -> str:
        """What the parameter `name` of `params` says, in `forms`."""
        kind = KINDS.get(name, "number")
        form = next((f for f in forms if f != "and"), "")
        if kind == "combo":
            return self.texts.combo(params["race"], params["power"])
        value = params[name]
        if kind == "player":
            return self.grammar.say_person(self.player(value), form)
        if kind == "players":
            return self.listed([self.player(p) for p in value], forms)
        if kind == "place":
            return self.place(value, form)
        if kind == "places":
            return self.listed([self.place(r, form) for r in value], forms)
        if kind == "race":
            return self.texts.race(value)
        if kind == "marker":
            return self.marker(value, form)
        if kind == "power":
            return self.texts.power(value)
        if kind == "terrain":
            return self.texts.terrain(value).lower()
        if kind == "spread":
            return self.spread(value)
        if kind == "totals":
            return ", ".join(f"{self.player(pid)} {coins}" for pid, coins in value)
        if kind == "option":
            return self.phrases.use_option(value, self)
        if kind == "why":
            return self.phrases.payment_reason(value, self)
        if kind == "score":
            return translate("Words", "; ").join(   # between the lines of a score
                self.phrases.score_line(line, self) for line in value) or translate("Words", "nothing")
        if kind == "refusal":
            return self.phrases.refusal_sentence(params["code"], value, self).rstrip(".")
        if kind == "text":
            return str(value)
        if type(value) is not int:
            raise TypeError(f"{name} is a number in a sentence, not {value!r}")
        return str(value)

    # ----- a whole template ---------------------------------------------------------------------

    def fill(self, template: str, params: Mapping[str, Any]) -> str:
        """`template` with each "{name}" (or "{name|form}") replaced by its words."""
        def words(match: re.Match) -> str:
            forms = set(match.group(2).split(",")) if match.group(2) else set()
            return self.word(match.group(1), params, forms)

        text = PLACEHOLDER.sub(words, template)
        first = PLACEHOLDER.match(template)
        if self.grammar.articles and first and KINDS.get(first.group(1)) in ("place", "marker"):
            text = text[:1].upper() + text[1:]   # "La Porte des Ténèbres..." (an article)
        return text
