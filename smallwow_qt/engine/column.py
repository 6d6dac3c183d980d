"""The column of race/power combinations and the tile stacks (RULES.md §4, §10, Q26)."""

from __future__ import annotations

from smallwow_qt.engine.actions import Pick
from smallwow_qt.engine.data import POWERS, RACES, VISIBLE_COMBOS
from smallwow_qt.engine.errors import RuleError
from smallwow_qt.engine.events import EventLog
from smallwow_qt.engine.pieces import piece
from smallwow_qt.engine.pieces.support import plural
from smallwow_qt.engine.rng import shuffled
from smallwow_qt.engine.state import Combo, GameState, PlayerState, Stage


def draw_power(state: GameState) -> str | None:
    """The top power tile; the discards are reshuffled into a new stack when it runs out."""
    if not state.power_stack and state.power_discard:
        state.rng, state.power_stack = shuffled(state.rng, state.power_discard)
        state.power_discard = []
    return state.power_stack.pop(0) if state.power_stack else None


def refill(state: GameState) -> None:
    """Bring the column back to six visible combinations, as far as the races allow."""
    while len(state.column) < VISIBLE_COMBOS and state.race_stack:
        power = draw_power(state)
        if power is None:
            return
        state.column.append(Combo(state.race_stack.pop(0), power))


def combo_name(race: str, power: str) -> str:
    """A combination's name, as the column shows it: "Flying Orcs"."""
    return f"{POWERS[power].name} {RACES[race].name}"


def pick(state: GameState, action: Pick, log: EventLog) -> None:
    player = state.current
    if state.stage is not Stage.PICK:
        if player.race:
            raise RuleError("has_race", f"{player.name} already plays the {RACES[player.race].name}; "
                            "a new combination comes only after a decline.", player=player.id,
                            race=player.race)
        raise RuleError("not_now", f"{player.name} cannot pick a combination now.",
                        player=player.id, doing="pick")
    if not 0 <= action.index < len(state.column):
        raise RuleError("no_such_combo", f"There is no combination at position {action.index}; "
                        f"the column shows {len(state.column)}.", index=action.index,
                        count=len(state.column))
    price = action.index
    if player.coins < price:
        combo = state.column[action.index]
        raise RuleError("cannot_afford", f"{combo_name(combo.race, combo.power)} costs "
                        f"{plural(price, 'coin')} and {player.name} has fewer.",
                        race=combo.race, power=combo.power, coins=price, player=player.id)
    for i, above in enumerate(state.column[:action.index]):   # a new Combo: clones share them
        state.column[i] = Combo(above.race, above.power, above.coins + 1)
    player.coins -= price
    chosen = state.column.pop(action.index)
    player.coins += chosen.coins
    player.race, player.power = chosen.race, chosen.power
    tokens = RACES[chosen.race].banner + POWERS[chosen.power].badge
    player.hand = min(tokens, state.supply_left(chosen.race))
    state.stage = Stage.CONQUER
    if state.turn is not None:
        state.turn.data["picked"] = True   # played as a first turn: no decline (§3.5)
    text = f"{player.name} picks the {combo_name(chosen.race, chosen.power)} ({plural(player.hand, 'token')})"
    if price:
        text += f", paying {price} coin{'s' if price > 1 else ''} onto the combinations above"
    if chosen.coins:
        text += f"{' and' if price else ','} collecting the {plural(chosen.coins, 'coin')} lying on it"
    log.add("pick", player.id, text + ".", race=chosen.race, power=chosen.power, index=action.index,
            price=price, collected=chosen.coins, tokens=player.hand)
    refill(state)
    piece(player.race).on_acquire(state, player, log)
    piece(player.power).on_acquire(state, player, log)


def return_race_tile(state: GameState, race: str) -> None:
    """A race leaving the map goes under the race stack, or into the column's lowest slot
    when there is no stack (Q26)."""
    if state.race_stack or len(state.column) >= VISIBLE_COMBOS:
        state.race_stack.append(race)
        return
    power = draw_power(state)
    if power is None:
        state.race_stack.append(race)
    else:
        state.column.append(Combo(race, power))


def retire_declined_race(state: GameState, player: PlayerState, log: EventLog) -> None:
    """The player's declined race has left the map: its tile goes back (§10)."""
    race = player.declined
    if race is None:
        return
    for rid, region in list(dict.items(state.regions)):   # change only the race's regions
        if region.owner == player.id and region.race == race and region.declined:
            state.regions[rid].clear_occupants()
    if player.declined_power:
        state.power_discard.append(player.declined_power)
    player.declined = None
    player.declined_power = None
    return_race_tile(state, race)
    log.add("retire", player.id, f"{player.name}'s declined {RACES[race].name} leave the map; "
            "their tile goes back under the race stack.", race=race)
