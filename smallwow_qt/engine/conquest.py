"""Making a conquest and resolving the defenders' losses (RULES.md §5–§7)."""

from __future__ import annotations

from smallwow_qt.engine import column
from smallwow_qt.engine.actions import Conquer
from smallwow_qt.engine.context import cache_while_reading
from smallwow_qt.engine.combatants import (active_set, attacker_pieces, conquest_hand,
                                            defence_pieces, overrides, race_label)
from smallwow_qt.engine.costs import Attacker, check_can_attack_now, evaluate
from smallwow_qt.engine.dice import die_problem, due
from smallwow_qt.engine.data import DIE_FACES, DIE_MAX, MARKERS, MURLOCS, RACES
from smallwow_qt.engine.errors import RuleError
from smallwow_qt.engine.events import EventLog
from smallwow_qt.engine.pieces import Attack, piece
from smallwow_qt.engine.pieces.common import transfer
from smallwow_qt.engine.pieces.support import plural
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
    asked = due(payments)
    if asked > payer.coins:
        raise RuleError("cannot_pay", f"{payer.name} must pay {plural(asked, 'coin')} first and "
                        "cannot afford it.", player=payer_id, due=asked)
    for payee, coins, why in payments:
        transfer(state, payer_id, payee, coins)
        # Recorded for once-per-turn payments (Harmony is paid once per turn, Q11).
        if state.turn is not None:
            state.turn.data.setdefault("payments", []).append([payer_id, payee, coins, why])
        to = state.player(payee).name if payee else "the reserve"
        log.add("payment", payer_id, f"{payer.name} pays {coins} coin{'s' if coins != 1 else ''} "
                f"to {to} ({why}).", payee=payee, coins=coins, why=why)

def note_attack(state: GameState, attacker_id: str | None, region_id: str) -> None:
    """Record in `turn.data["attacked"]` that the player whose turn it is attacked the owner of
    `region_id`'s active race (a conquest attempt, or anything that removes or moves its
    tokens: bomb, intimidation, swap). The Pandaren give Harmony to everyone they did not
    attack (Q11). Call it before the region changes."""
    target = state.regions[region_id]
    turn = state.turn
    if (turn is None or attacker_id != turn.player or target.owner in (None, attacker_id)
            or target.declined or not target.occupied):
        return
    attacked = turn.data.setdefault("attacked", [])
    if target.owner not in attacked:
        attacked.append(target.owner)

def _loss_guards(state: GameState, region_id: str) -> list:
    """The region's guards in the order their `on_loss` hooks run (`Piece.loss_order`)."""
    return sorted(defence_pieces(state, region_id), key=lambda p: p.loss_order)

def discard_one(state: GameState, region_id: str, attacker_id: str | None, cause: str,
                log: EventLog) -> int:
    """Discard one token from a region without conquering it (an intimidation with nowhere to
    move the token to). A Murloc or declined token is simply discarded; an active race's
    token goes through its guards' `on_loss` hooks (a Draenei save puts it in hand instead).
    Counts for `turn.discards_caused` (Forsaken) like a conquest's losses. Returns the number
    of tokens discarded (0 or 1); empties the region when its last piece goes."""
    target = state.regions[region_id]
    if target.tokens <= 0:
        return 0
    note_attack(state, attacker_id, region_id)
    name = state.map.by_id[region_id].display_name
    owner_id, race, was_declined = target.owner, target.race, target.declined
    if target.is_murloc or target.declined or owner_id is None:
        discarded, to_hand = 1, 0
    else:
        owner = state.player(owner_id)
        loss = {"discard": 1, "to_hand": 0, "cause": cause, "attacker": attacker_id,
                "region": region_id, "beasts": 0, "champion": False, "single": True}
        for guard in _loss_guards(state, region_id):
            guard.on_loss(state, owner, region_id, loss, log)
        discarded, to_hand = loss["discard"], loss["to_hand"]
        owner.hand += to_hand
        if to_hand and state.turn and owner_id not in state.turn.returned:
            state.turn.returned.append(owner_id)
    target.tokens -= min(target.tokens, discarded + to_hand)
    who = race_name(race) if owner_id is None else f"{state.player(owner_id).name}'s {race_name(race)}"
    kept = " (it goes back to hand instead)" if to_hand and not discarded else ""
    log.add("loss", owner_id, f"{who} lose{'s' if owner_id is None else ''} a token in {name}"
            f"{kept}.", region=region_id, discarded=discarded, returned=to_hand, race=race,
            single=True)
    if attacker_id is not None and state.turn and attacker_id == state.turn.player:
        state.turn.discards_caused += discarded
    if not target.occupied:
        target.clear_occupants()
        if was_declined and owner_id is not None:
            owner = state.player(owner_id)
            if owner.declined == race and not state.regions_of(owner_id, race, True):
                column.retire_declined_race(state, owner, log)
    return discarded

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
    note_attack(state, attacker_id, region_id)
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
        for guard in _loss_guards(state, region_id):
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

def plan_conquest(state: GameState, player, action: Conquer):
    """Everything `conquer` checks before it changes anything; refuses with RuleError.

    Returns (payments, need, hand, free dice, attacker pieces). `legal_actions` asks the
    same questions (`game.listed_conquests`): `Attacker.costs` and `die_problem`; the
    breakdown is explained (`evaluate`) only to word a refused conquest."""
    check_can_attack_now(state, player)
    answer = attacker = None
    if player.race is not None and action.region in state.regions:
        attacker = Attacker(state, player, tuple(action.use))
        answer = attacker.cost(action.region, action.die)
    if answer is None:
        breakdown = evaluate(state, player, action.region, action.use, action.die)
        raise breakdown.refusal()
    need, payments, free = answer
    region = state.map.by_id[action.region]
    pieces = attacker.pieces
    hand = conquest_hand(state, player, action.use, pieces)
    min_hand = piece(player.race).min_per_region
    bonus_max = DIE_MAX * free
    problem = die_problem(need, hand, min_hand, free, action.die)
    who = race_label(state, player) if problem else ""   # for the refusal's sentence
    said = {"player": player.id, "race": player.race, "region": action.region}
    if problem == "die_empty_hand":
        raise RuleError(problem, f"{who} need at least {plural(min_hand, 'token')} in hand for a "
                        "final attempt.", tokens=min_hand, **said)
    if problem == "die_not_needed":
        raise RuleError(problem, f"{who} have enough tokens for {region.display_name}: "
                        "conquer it without the die.", **said)
    if problem == "die_too_far":
        most = DIE_MAX + bonus_max
        dice = f"the dice can add at most {most}" if free else f"the die can add at most {most}"
        raise RuleError(problem, f"{region.display_name} needs {plural(need, 'token')} and {who} "
                        f"have {hand}: {dice}.", need=need, hand=hand, most=most, free=free,
                        **said)
    if problem:
        die_possible = not die_problem(need, hand, min_hand, free, True)
        hint = " (a final attempt with the die is possible)" if die_possible else ""
        raise RuleError(problem, f"{region.display_name} needs {plural(need, 'token')} and {who} "
                        f"have {hand} in hand{hint}.", need=need, hand=hand,
                        die_possible=die_possible, **said)
    asked = due(payments)
    if asked > player.coins:
        raise RuleError("cannot_pay", f"{player.name} must pay {plural(asked, 'coin')} first and "
                        "cannot afford it.", player=player.id, due=asked)
    return payments, need, hand, free, pieces

def conquer(state: GameState, action: Conquer, log: EventLog) -> None:
    player = state.current
    with cache_while_reading(state):   # only checks until the payment: each derived answer once
        payments, need, hand, free, pieces = plan_conquest(state, player, action)
        active = active_set(state, player)   # as the checks saw it
    region = state.map.by_id[action.region]
    target = state.regions[action.region]
    min_hand = piece(player.race).min_per_region
    who = race_label(state, player)
    attempt = Attack(state, player, action.region, region, target, active, action.use, action.die)
    pay(state, player.id, payments, log)
    note_attack(state, player.id, action.region)
    for p in pieces:
        p.on_attempt(attempt, log)
    floor = max(1, min_hand)
    for _ in range(free):
        roll = roll_die(state)
        need = max(floor, need - roll)
        log.add("die", player.id, f"{player.name} rolls a free reinforcement die for "
                f"{region.display_name}: {roll}. {need} token{'s' if need != 1 else ''} needed now.",
                region=action.region, roll=roll, need=need, hand=hand, free=True)
    committed = need
    if hand < need and not action.die:
        log.add("attempt_failed", player.id, f"{who} cannot take {region.display_name}: it needs "
                f"{plural(need, 'token')} and they have {hand}. The attempt is spent.",
                region=action.region, need=need, hand=hand, race=player.race)
        return
    if hand < need:
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
            defender=target.race, race=player.race)
    defender = remove_defenders(state, action.region, player.id, "conquest", log)
    target.owner, target.race, target.tokens, target.declined = player.id, player.race, committed, False
    spent = 0   # committed pieces that are not race tokens from the hand (Beasts, Champion)
    for p in pieces:
        spent += p.commit_tokens(state, player, action.region, committed - spent, action.use, log)
    target.tokens = committed - spent
    player.hand -= committed - spent
    turn = state.turn
    turn.conquests += 1
    if defender["race"] and defender["race"] != MURLOCS:
        turn.defeated[defender["race"]] = turn.defeated.get(defender["race"], 0) + 1
    if target.marker and not target.marker_revealed:
        target.marker_revealed = True
        log.add("reveal", player.id, f"{MARKERS[target.marker].name} is revealed in "
                f"{region.display_name}.", region=action.region, marker=target.marker)
        piece(target.marker).on_reveal(state, action.region, player, log)
    # The pieces that react to this conquest: the attacker's, then anyone's race (Humans'
    # Military Objectives); the Attack they read is built only when one of them does.
    reacting = [p for p in attacker_pieces(state, player) if overrides(p, "after_conquest")]
    if not reacting and not any(overrides(piece(other.race), "on_any_conquest")
                                for other in state.players):
        return
    attack = Attack(state, player, action.region, region, target,
                    frozenset(state.regions_of(player.id, player.race, False)), action.use, action.die)
    for p in reacting:
        p.after_conquest(attack, defender, log)
    for other in state.players:
        piece(other.race).on_any_conquest(attack, defender, log)
