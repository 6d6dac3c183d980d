"""Making a conquest and resolving the defenders' losses (RULES.md §5–§7)."""

from __future__ import annotations

from smallwow_qt.engine import column
from smallwow_qt.engine.actions import Conquer
from smallwow_qt.engine.costs import (attacker_pieces, check_can_attack_now, defence_pieces,
                                      evaluate, race_label)
from smallwow_qt.engine.data import DIE_FACES, DIE_MAX, MURLOCS, RACES
from smallwow_qt.engine.errors import RuleError
from smallwow_qt.engine.events import EventLog
from smallwow_qt.engine.pieces import piece
from smallwow_qt.engine.pieces.common import transfer
from smallwow_qt.engine.rng import below
from smallwow_qt.engine.state import GameState, Stage


def roll_die(state: GameState) -> int:
    """A reinforcement-die roll: a forced result if the scenario gave one, else the seeded RNG."""
    if state.forced_dice:
        return state.forced_dice.pop(0)
    state.rng, face = below(state.rng, len(DIE_FACES))
    return DIE_FACES[face]


def race_name(race: str | None) -> str:
    if race == MURLOCS:
        return "Murlocs"
    return RACES[race].name if race in RACES else "nobody"


def pay(state: GameState, payer_id: str, payments, log: EventLog) -> None:
    """Make the payments an attack requires; refuses if the payer cannot afford them all."""
    payer = state.player(payer_id)
    due = sum(coins for _, coins, _ in payments)
    if due > payer.coins:
        raise RuleError("cannot_pay", f"{payer.name} must pay {due} coins first and cannot afford it.")
    for payee, coins, why in payments:
        transfer(state, payer_id, payee, coins)
        to = state.player(payee).name if payee else "the reserve"
        log.add("payment", payer_id, f"{payer.name} pays {coins} coin{'s' if coins != 1 else ''} "
                f"to {to} ({why}).", payee=payee, coins=coins, why=why)


def remove_defenders(state: GameState, region_id: str, attacker_id: str | None, cause: str,
                     log: EventLog) -> dict:
    """Take every defender out of a region as a conquest does (§6) and empty it.

    Returns what held the region. A Murloc or declined region loses every token; an active
    race loses one token (unless a piece saves it) and the rest go back to its owner's hand
    for redeployment after the turn.
    """
    target = state.regions[region_id]
    name = state.map.by_id[region_id].display_name
    info = {"race": target.race, "owner": target.owner, "declined": target.declined,
            "tokens": target.tokens, "defenders": target.defenders, "occupied": target.occupied,
            "discarded": 0}
    if not target.occupied:
        target.clear_occupants()
        return info
    discarded = 0
    if target.is_murloc or target.declined:
        discarded = target.tokens
        who = "Murloc" if target.is_murloc else f"declined {race_name(target.race)}"
        if discarded:
            log.add("loss", target.owner, f"{discarded} {who} token{'s' if discarded > 1 else ''} "
                    f"in {name} {'are' if discarded > 1 else 'is'} discarded.",
                    region=region_id, discarded=discarded, race=target.race)
    else:
        owner = state.player(target.owner)
        loss = {"discard": 1 if target.tokens else 0, "to_hand": max(0, target.tokens - 1),
                "cause": cause, "attacker": attacker_id, "region": region_id,
                "beasts": target.beasts, "champion": target.champion}
        for guard in defence_pieces(state, region_id):
            guard.on_loss(state, owner, region_id, loss, log)
        discarded = loss["discard"]
        owner.hand += loss["to_hand"]
        if loss["to_hand"] and owner.id not in state.turn.returned:
            state.turn.returned.append(owner.id)
        back = f", {loss['to_hand']} back in hand" if loss["to_hand"] else ""
        log.add("loss", owner.id, f"{owner.name}'s {race_name(target.race)} lose {name}: "
                f"{discarded} token{'s' if discarded != 1 else ''} discarded{back}.",
                region=region_id, discarded=discarded, returned=loss["to_hand"], race=target.race)
    if attacker_id is not None and state.turn and attacker_id == state.turn.player:
        state.turn.discards_caused += discarded
    owner_id, race, was_declined = target.owner, target.race, target.declined
    target.clear_occupants()
    if was_declined and owner_id is not None:
        owner = state.player(owner_id)
        if owner.declined == race and not state.regions_of(owner_id, race, True):
            column.retire_declined_race(state, owner, log)
    info["discarded"] = discarded
    return info


def conquer(state: GameState, action: Conquer, log: EventLog) -> None:
    player = state.current
    check_can_attack_now(state, player)
    breakdown = evaluate(state, player, action.region, action.use, action.die)
    if not breakdown.conquerable:
        raise RuleError(breakdown.code, breakdown.reason)
    region = state.map.by_id[action.region]
    target = state.regions[action.region]
    need, hand = breakdown.total, player.hand
    min_hand = piece(player.race).min_per_region
    who = race_label(state, player)
    if action.die:
        if hand < min_hand:
            raise RuleError("die_empty_hand", f"{who} need at least {min_hand} token"
                            f"{'s' if min_hand > 1 else ''} in hand for a final attempt.")
        if hand >= need:
            raise RuleError("die_not_needed", f"{who} have enough tokens for {region.display_name}: "
                            "conquer it without the die.")
        if need - hand > DIE_MAX:
            raise RuleError("die_too_far", f"{region.display_name} needs {need} tokens and {who} have "
                            f"{hand}: the die can add at most {DIE_MAX}.")
    elif hand < need:
        hint = " (a final attempt with the die is possible)" if min_hand <= hand and need - hand <= DIE_MAX else ""
        raise RuleError("not_enough_tokens", f"{region.display_name} needs {need} tokens and {who} "
                        f"have {hand} in hand{hint}.")
    pay(state, player.id, breakdown.payments, log)
    committed = need
    if action.die:
        roll = roll_die(state)
        success = hand + roll >= need
        log.add("die", player.id, f"{player.name} rolls the reinforcement die for "
                f"{region.display_name}: {roll}. {'Success!' if success else 'Not enough.'}",
                region=action.region, roll=roll, need=need, hand=hand, success=success)
        state.stage = Stage.REDEPLOY
        if not success:
            return
        committed = hand
    log.add("conquest", player.id, f"{who} conquer {region.display_name} with {committed} "
            f"token{'s' if committed != 1 else ''}.", region=action.region, tokens=committed,
            defender=target.race)
    defender = remove_defenders(state, action.region, player.id, "conquest", log)
    target.owner, target.race, target.tokens, target.declined = player.id, player.race, committed, False
    player.hand -= committed
    turn = state.turn
    turn.conquests += 1
    if defender["race"] and defender["race"] != MURLOCS:
        turn.defeated[defender["race"]] = turn.defeated.get(defender["race"], 0) + 1
    if target.marker and not target.marker_revealed:
        target.marker_revealed = True
        from smallwow_qt.engine.data import MARKERS
        log.add("reveal", player.id, f"{MARKERS[target.marker].name} is revealed in "
                f"{region.display_name}.", region=action.region, marker=target.marker)
        piece(target.marker).on_reveal(state, action.region, player, log)
    from smallwow_qt.engine.pieces import Attack
    attack = Attack(state, player, action.region, region, target,
                    frozenset(state.regions_of(player.id, player.race, False)), action.use, action.die)
    for p in attacker_pieces(state, player):
        p.after_conquest(attack, defender, log)
