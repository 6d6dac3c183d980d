"""Worgen: human form or Worgen form (RULES.md §15.16, Q12)."""

from __future__ import annotations

from smallwow_qt.engine.actions import Form
from smallwow_qt.engine.conquest import pay
from smallwow_qt.engine.errors import RuleError
from smallwow_qt.engine.pieces.abilities import in_turn, require_active, require_turn_stage
from smallwow_qt.engine.pieces.base import Attack, CostItem, register
from smallwow_qt.engine.pieces.common import gain
from smallwow_qt.engine.pieces.races import Race

# Cost items are frozen: one object each, shared by every breakdown.
_WORGEN_FORM = CostItem("worgen", "Worgen form", -1)

FORM = "worgen_form"
HUMAN_COINS = 2
WORGEN_PRICE = 1


def chosen_form(state) -> str | None:
    return state.turn.data.get(FORM) if state.turn is not None else None

@register
class Worgen(Race):
    """Each turn of the active Worgen, including the turn they are acquired (the choice comes
    right after the pick), the player takes `{form: human}` (+2 coins at once) or
    `{form: worgen}` (pay 1 coin; every conquest this turn costs 1 token fewer, minimum 1).
    The choice is compulsory: a conquest before it is refused; `end` without it takes the
    human form (the default); with no coin only the human form is possible. A decline is
    announced instead of a form: once a form is chosen the race can no longer decline that
    turn. No choice in decline."""

    id = "worgen"

    def refusal(self, attack: Attack) -> RuleError | None:
        if attack.kind == "conquest" and attack.player.race == self.id and \
                chosen_form(attack.state) is None:
            return RuleError("worgen_form_first", f"{attack.player.name} must first choose the "
                             "Worgen's form for this turn: human (+2 coins) or worgen (pay 1 coin, "
                             "1 token fewer on every conquest).", player=attack.player.id,
                             race=self.id)
        return None

    def cost_items(self, attack: Attack) -> list[CostItem]:
        if chosen_form(attack.state) == "worgen":
            return [_WORGEN_FORM]
        return []

    def legal_options(self, state, player) -> list:
        if not in_turn(state, player, self.id) or chosen_form(state) is not None:
            return []
        out = [Form(player.id, "human")]
        if player.coins >= WORGEN_PRICE:
            out.append(Form(player.id, "worgen"))
        return out

    def do_form(self, state, player, action: Form, log) -> None:

        require_active(player, self.id, "form")
        require_turn_stage(state, player, "form")
        if chosen_form(state) is not None:
            form = chosen_form(state)
            raise RuleError("form_chosen", f"{player.name}'s Worgen already took their "
                            f"{'Worgen' if form == 'worgen' else form} form this turn.",
                            player=player.id, race=self.id, form=form)
        if action.form == "worgen":
            if player.coins < WORGEN_PRICE:
                raise RuleError("cannot_pay", f"The Worgen form costs {WORGEN_PRICE} coin and "
                                f"{player.name} has none: only the human form is possible.",
                                race=self.id, coins=WORGEN_PRICE, player=player.id, doing="form")
            pay(state, player.id, [(None, WORGEN_PRICE, "Worgen form")], log)
        self._take(state, player, action.form, log)

    def _take(self, state, player, form: str, log, default: bool = False) -> None:
        state.turn.data[FORM] = form
        if form == "human":
            gain(state, player.id, HUMAN_COINS)
            how = " (by default)" if default else ""
            log.add("form", player.id, f"{player.name}'s Worgen keep their human form{how} and gain "
                    f"{HUMAN_COINS} coins.", form=form, coins=HUMAN_COINS, default=default,
                    race=self.id)
        else:
            log.add("form", player.id, f"{player.name}'s Worgen take their Worgen form: 1 token "
                    "fewer on every conquest this turn.", form=form, race=self.id)

    def end_of_turn(self, state, player, log) -> None:
        if player.race == self.id and chosen_form(state) is None:
            self._take(state, player, "human", log, default=True)

    def decline_refusal(self, state, player) -> RuleError | None:
        if player.race == self.id and chosen_form(state) is not None:
            return RuleError("worgen_form_chosen", f"{player.name}'s Worgen already took their "
                             "form this turn: a decline is announced instead of choosing a form.",
                             player=player.id, race=self.id)
        return None
