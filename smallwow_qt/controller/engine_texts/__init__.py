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

from smallwow_qt.controller.engine_texts.costs import EngineTexts as _Costs
from smallwow_qt.controller.engine_texts.events import EngineTexts as _Events
from smallwow_qt.controller.engine_texts.piece_refusals import EngineTexts as _PieceRefusals

__all__ = ["EngineTexts"]


class EngineTexts(_Events, _PieceRefusals, _Costs):
    """Renders engine sentences in `texts.language` (shared with the controller's `Texts`).

    `event(e, state)` for log lines (`events.py`), `refusal(code, english, state, action,
    region, data)` for refusals (`refusals.py`, the abilities' own in
    `piece_refusals.py`), `cost_item`, `breakdown` and `breakdown_reason`
    for cost breakdowns (`costs.py`); the shared helpers are in `base.py`.
    """
