"""The engine's sentences in the player's language: game-log lines, refusals, cost labels.

The engine stays pure Python and writes plain English (`Event.text`, `RuleError.message`,
`Breakdown.reason`, `CostItem.label`); scenarios and tests read those sentences. Beside each
sentence it keeps the facts the sentence states, as plain values set where it decided:
`Event.kind` and `data`, `RuleError.code` and `params`, `CostItem.code` and `params`. The
app says each one from a template looked up by that code and filled from those facts:

- `event_lines.EventLines`: one template per event kind (the game log);
- `refusals.TurnRefusals` and `ability_refusals.AbilityRefusals`: one per refusal code;
- `cost_labels.CostLabels`: cost items, payment reasons, score lines, `use:` options;
- `words.Words`: the words each parameter stands for (names of players, places, races,
  markers, in the UI language; `french` adds the articles a French place name takes).

Nothing here asks the engine why it decided: what a sentence says is in its parameters. In
English every sentence reads exactly like the engine's (tests compare them over played
games). A code with no template is a bug the tests catch (KeyError), not a sentence that
quietly stays English; the one deliberate exception is `outside_event`, for the events a
save file brings (they may come from an older version or an edited file).

Private events are never rendered (`event()` returns '' for them) and no sentence built here
contains a player's coin total before the game is over: the score event's `total` is what
was scored this turn.
"""

from __future__ import annotations

import logging
from typing import Any, Mapping

from smallwow_qt.controller.engine_texts.ability_refusals import AbilityRefusals
from smallwow_qt.controller.engine_texts.cost_labels import CostLabels
from smallwow_qt.controller.engine_texts.event_lines import EventLines
from smallwow_qt.controller.engine_texts.refusals import TurnRefusals
from smallwow_qt.controller.engine_texts.words import Words
from smallwow_qt.controller.texts import Texts

__all__ = ["EngineTexts", "Words"]

log = logging.getLogger(__name__)


class EngineTexts:
    """The engine's events, refusals and cost breakdowns in `texts.language` (the language
    object is shared with the controller's `Texts`)."""

    def __init__(self, texts: Texts | None = None) -> None:
        self.texts = texts or Texts()
        self.events = EventLines()
        self.labels = CostLabels()
        self.refusals = {**TurnRefusals().templates(), **AbilityRefusals().templates()}

    def words(self, state) -> Words:
        """The words of the sentences said about `state` (its players, its map)."""
        return Words(self.texts, state, self)

    # ----- the game log ------------------------------------------------------------------------

    def event(self, event, state) -> str:
        """The log line of an event the engine made ('' for a private one)."""
        if event.private:
            return ""
        return self.events.line(event, self.words(state))

    def outside_event(self, event, state) -> str:
        """The log line of an event read from a file (the start of a saved game): one made by
        an older version, or edited, may lack the params its template needs; it is shown as
        the file wrote it, and the problem logged."""
        if event.private:
            return ""
        try:
            return self.event(event, state)
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            log.warning("event %r from a file shown as written: %r", event.kind, exc)
            return event.text

    # ----- refusals ------------------------------------------------------------------------------

    def refusal(self, err, state) -> str:
        """A `RuleError` (or a breakdown's refusal) in the UI language."""
        return self.refusal_sentence(err.code, err.params, self.words(state))

    def refusal_sentence(self, code: str, params: Mapping[str, Any], words: Words) -> str:
        return words.fill(self.refusals[code](params), params)

    def breakdown_reason(self, b, state) -> str:
        """Why a region cannot be conquered."""
        return self.refusal(b.refusal(), state)

    # ----- costs -------------------------------------------------------------------------------

    def cost_item(self, item, state) -> str:
        """A cost item's label ("Mountain", "2 defending tokens")."""
        params = {"amount": item.amount, **item.params}
        return self.words(state).fill(self.labels.items[item.code](params), params)

    def breakdown(self, b, state) -> str:
        """'Conquest 2 + Mountain 1 + 2 defending tokens 2 = 5 tokens' (or why not)."""
        if not b.conquerable:
            return self.breakdown_reason(b, state)
        words = self.words(state)
        parts = []
        for i, item in enumerate(b.items):
            label = self.cost_item(item, state)
            parts.append(f"{label} {item.amount:+d}" if i and item.amount < 0 else f"{label} {item.amount}")
        text = " + ".join(parts).replace("+ -", "- ") + " = " + self.labels.total(b.total)
        for _payee, coins, why in b.payments:
            text += words.fill(self.labels.pay_first(coins), {"why": why})
        return text

    def payment_reason(self, why: str, words: Words | None = None) -> str:
        """A payment's reason ("Harmony", "Aegis of Aggramar"...) by its `why` (a reason
        names no player nor place: no state is needed)."""
        template, params = self.labels.reasons[why]
        return (words or self.words(None)).fill(template(), params)

    def score_line(self, line: Mapping[str, Any], words: Words) -> str:
        """One line of a turn's score: "Orcs: regions 3"."""
        return f"{words.fill(self.labels.lines[line['code']](line), line)} {line['coins']}"

    def use_option(self, option: str, words: Words | None = None) -> str:
        template, params = self.labels.options[option]
        return (words or self.words(None)).fill(template(), params)
