"""Turn flow: readying, abandoning, redeploying, declining, ending and scoring (§3, §8–§12)."""

from __future__ import annotations

import heapq
from functools import cache

from smallwow_qt.engine import column
from smallwow_qt.engine.actions import Abandon, Decline, End, Redeploy
from smallwow_qt.engine.combatants import attacker_pieces, attacker_pieces_with, race_label
from smallwow_qt.engine.data import MARKERS, MURLOCS, RACES, Faction
from smallwow_qt.engine.errors import RuleError
from smallwow_qt.engine.events import EventLog
from smallwow_qt.engine.pieces import piece
from smallwow_qt.engine.pieces.support import plural
from smallwow_qt.engine.state import GameState, PlayerState, Stage, TurnState

PICKED = "picked"   # turn.data: the turn began by picking a combination (§3.5 branch A)


# ----- start of a turn -----------------------------------------------------------------------

def begin_turn(state: GameState, log: EventLog) -> None:
    player = state.current
    state.turn = TurnState(player.id)
    log.add("turn", player.id, f"Round {state.round}: {player.name}'s turn.", round=state.round)
    pieces = (piece(player.race), piece(player.power), piece(player.declined),
              piece(player.declined_power))
    for p in pieces:   # before anything else: Goblin bombs, Harmony recovery (§3.5 step 2)
        p.on_turn_begin(state, player, log)
    for p in pieces:
        p.on_turn_start(state, player, log)
    if state.stage is Stage.OVER:
        return
    if player.race is None:
        state.stage = Stage.PICK
        return
    state.stage = Stage.CONQUER
    ready_troops(state, player, log)


def ready_troops(state: GameState, player: PlayerState, log: EventLog) -> None:
    """Every active token but one per region (two for Tauren) goes back to hand (§11)."""
    keep = piece(player.race).min_per_region
    taken = 0
    for rid in state.active_regions(player.id):
        spare = dict.__getitem__(state.regions, rid).tokens - keep   # read: copy only to change
        if spare > 0:
            state.regions[rid].tokens -= spare
            taken += spare
    player.hand += taken
    if taken:
        log.add("ready", player.id, f"{race_label(state, player)} ready {taken} token"
                f"{'s' if taken != 1 else ''}: {player.hand} in hand.", tokens=taken,
                race=player.race, hand=player.hand)


# ----- actions during the turn -----------------------------------------------------------------

def abandon(state: GameState, action: Abandon, log: EventLog) -> None:
    player = state.current
    if state.stage is not Stage.CONQUER or state.turn.conquests:
        raise RuleError("abandon_late", "Regions can only be abandoned before the first conquest "
                        "of the turn.")
    if action.region not in state.regions:
        raise RuleError("unknown_region", f"There is no region called {action.region!r} on this "
                        "map.", given=repr(action.region))
    region = state.regions[action.region]
    if region.owner != player.id or region.race != player.race or region.declined:
        raise RuleError("not_yours", f"{race_label(state, player)} do not hold "
                        f"{state.map.by_id[action.region].display_name}.", player=player.id,
                        race=player.race, region=action.region)
    player.hand += region.tokens
    region.clear_occupants()
    state.turn.abandoned += 1
    log.add("abandon", player.id, f"{race_label(state, player)} abandon "
            f"{state.map.by_id[action.region].display_name}.", region=action.region,
            race=player.race)


def _companions(region) -> int:
    """Pieces that hold a region beside its race tokens: Beasts and the Champion."""
    return region.beasts + (1 if region.champion else 0)


def _check_counts(state: GameState, player: PlayerState, race: str, counts, partial: bool) -> int:
    """Validate a redeployment and return the hand it leaves; refuses with RuleError."""
    keep = piece(race).min_per_region
    seen: set[str] = set()
    hand = player.hand
    for rid, n in counts:
        # (check_action made sure every region is on the map)
        name = state.map.by_id[rid].display_name
        if rid in seen:
            raise RuleError("bad_redeploy", f"{name} is listed twice in the redeployment.",
                            region=rid)
        seen.add(rid)
        region = state.regions[rid]
        if region.owner != player.id or region.race != race or region.declined:
            raise RuleError("not_yours", f"{player.name}'s {RACES[race].name} do not hold {name}.",
                            player=player.id, race=race, region=rid)
        if n + _companions(region) < keep:   # Beasts and the Champion count (Q9, Q17)
            raise RuleError("region_minimum", f"Every region of the {RACES[race].name} keeps at "
                            f"least {plural(keep, 'token')}; {name} would have {n}.", race=race,
                            tokens=keep, region=rid, count=n)
        hand += region.tokens - n
    if hand < 0:
        available = player.hand + sum(state.regions[rid].tokens for rid, _ in counts)
        asked = sum(n for _, n in counts)
        raise RuleError("not_enough_tokens", f"The redeployment asks for {plural(asked, 'token')} "
                        f"in those regions and {player.name} has only {available} to spread.",
                        tokens=asked, available=available, player=player.id, doing="redeploy")
    if hand and not partial and state.regions_of(player.id, race, False):
        raise RuleError("hand_not_empty", f"{plural(hand, 'token')} would stay in hand: "
                        "every token must be placed.", tokens=hand)
    return hand


def redeploy(state: GameState, action: Redeploy, log: EventLog) -> None:
    if state.stage is Stage.DEFENDERS:
        return _defender_redeploy(state, action, log)
    player = state.current
    if state.stage not in (Stage.CONQUER, Stage.REDEPLOY) or player.race is None:
        raise RuleError("not_now", f"{player.name} cannot redeploy now.", player=player.id,
                        doing="redeploy")
    before = player.hand
    begin_redeployment(state, player, log)
    arrived = player.hand - before   # e.g. the Spirit Healer's token
    if action.counts:
        left = _check_counts(state, player, player.race, action.counts, action.partial or arrived > 0)
        if arrived and not action.partial and left > arrived:
            _check_counts(state, player, player.race, action.counts, False)   # refuses
        player.hand = left
        for rid, n in action.counts:
            state.regions[rid].tokens = n
    end_conquests(state, player, log)
    if action.counts:
        spread = ", ".join(f"{state.map.by_id[r].display_name} {n}" for r, n in action.counts)
        log.add("redeploy", player.id, f"{race_label(state, player)} redeploy: {spread}.",
                counts=dict(action.counts), race=player.race)
        if arrived and not action.partial and player.hand:
            # Tokens that arrived as this redeployment began and that it does not place go
            # where the default placement puts them.
            redeploy(state, Redeploy(player.id, tuple(default_placement(state, player).items())), log)


def begin_redeployment(state: GameState, player: PlayerState, log: EventLog) -> None:
    """Once per turn, when the player's own redeployment starts (his first redeploy, or
    `end`): the pieces' `before_redeploy` hooks add what arrives then (Spirit Healer, Q36)."""
    if state.turn.data.get("redeployment_begun"):
        return
    state.turn.data["redeployment_begun"] = True
    for p in attacker_pieces(state, player):
        p.before_redeploy(state, player, log)


def end_conquests(state: GameState, player: PlayerState, log: EventLog) -> None:
    """The conquest phase is over (a redeployment, a Forsaken purchase or an end-of-turn
    placement was made): from now on only redeployment and end-of-turn actions remain."""
    if state.stage is Stage.CONQUER:
        log.add("conquests_over", player.id, f"{player.name} stops conquering and redeploys.")
        state.stage = Stage.REDEPLOY


def default_placement(state: GameState, player: PlayerState, race: str | None = None) -> dict[str, int]:
    """Place the hand one token at a time on the race's region with the fewest tokens
    (ties: map order). The counts only of regions that change."""
    if not player.hand:
        return {}
    race = race or player.race
    regions = state.regions_of(player.id, race, False)
    if not regions:
        return {}
    get, held = dict.__getitem__, state.regions   # only read here
    start = [get(held, rid).tokens for rid in regions]
    counts = start[:]   # by position in `regions`: map order
    keep = piece(race).min_per_region
    hand = player.hand
    # Regions below the minimum first (a region leaves that pool for good once it reaches
    # it: counts only grow), then the fewest tokens, ties in map order (a heap). With a
    # minimum of 1 none is below it: a held region has a token, a Beast or the Champion.
    if keep > 1:
        companions = [_companions(get(held, rid)) for rid in regions]
        short = [i for i, n in enumerate(counts) if n + companions[i] < keep]
        while hand and short:
            target = min(short, key=lambda i: (counts[i], i))
            counts[target] += 1
            hand -= 1
            if counts[target] + companions[target] >= keep:
                short.remove(target)
    if hand:
        heap = [(n, i) for i, n in enumerate(counts)]
        heapq.heapify(heap)
        for _ in range(hand):
            n, i = heap[0]
            heapq.heapreplace(heap, (n + 1, i))
        for n, i in heap:
            counts[i] = n
    return {rid: counts[i] for i, rid in enumerate(regions) if counts[i] != start[i]}


def _defender_redeploy(state: GameState, action: Redeploy, log: EventLog) -> None:
    defender = state.player(state.pending_defenders[0])
    hand = _check_counts(state, defender, defender.race, action.counts, action.partial)
    defender.hand = hand
    for rid, n in action.counts:
        state.regions[rid].tokens = n
    if action.counts:
        spread = ", ".join(f"{state.map.by_id[r].display_name} {n}" for r, n in action.counts)
        log.add("redeploy", defender.id, f"{race_label(state, defender)} redeploy returned tokens: "
                f"{spread}.", counts=dict(action.counts), race=defender.race, returned=True)
    if hand == 0 or not state.regions_of(defender.id, defender.race, False):
        state.pending_defenders.pop(0)
    if not state.pending_defenders:
        advance(state, log)


def decline_refusal(state: GameState, player: PlayerState) -> RuleError | None:
    """The refusal (not raised) when the player may not go into decline now; None when he may.

    A decline replaces expansion at the start of the turn (§3.5 step 3): not in round 1,
    not after a conquest, not in a turn that began by picking a combination (that turn is
    played as a first turn), not when a piece forbids it (the Worgen chose their form)."""
    if player.race is None:
        return RuleError("no_race", f"{player.name} has no active race to put into decline.",
                         player=player.id, doing="decline")
    if state.round == 1:
        return RuleError("decline_round_one", "No race can go into decline in the first round.")
    if state.stage is not Stage.CONQUER or state.turn.conquests:
        return RuleError("decline_late", "A race goes into decline instead of conquering, at the "
                         "start of the turn.")
    if state.turn.data.get(PICKED):
        return RuleError("decline_after_pick", f"{player.name} picked a new combination this "
                         "turn: this turn is played as a first turn and cannot end in a decline.",
                         player=player.id)
    return next((r for p in attacker_pieces(state, player) if (r := p.decline_refusal(state, player))),
                None)


def decline(state: GameState, action: Decline, log: EventLog) -> None:
    player = state.current
    refusal = decline_refusal(state, player)
    if refusal:
        raise refusal
    race, power = player.race, player.power
    if player.declined:
        column.retire_declined_race(state, player, log)
    piece(race).on_decline(state, player, log)
    piece(power).on_decline(state, player, log)
    keep = piece(race).min_per_region
    for rid in state.regions_of(player.id, race, False):
        region = state.regions[rid]
        region.tokens = min(region.tokens, keep)
        region.declined = True
        region.champion = False
        region.beasts = 0
        if region.tokens == 0:
            region.clear_occupants()
    player.hand = 0
    if piece(power).keeps_on_decline:
        player.declined_power = power
    else:
        state.power_discard.append(power)
    player.declined, player.race, player.power = race, None, None
    state.turn.declined = True
    state.stage = Stage.DECLINED
    log.add("decline", player.id, f"{player.name}'s {RACES[race].name} go into decline.", race=race)
    if not state.regions_of(player.id, race, True):
        column.retire_declined_race(state, player, log)


# ----- end of the turn ---------------------------------------------------------------------------

def end_turn(state: GameState, action: End, log: EventLog) -> None:
    player = state.current
    if state.stage is Stage.PICK and state.column:
        raise RuleError("must_pick", f"{player.name} must pick a race and power first.",
                        player=player.id, doing="end")
    if (state.stage is Stage.CONQUER and player.race and not player.hand
            and not state.active_regions(player.id)):
        raise RuleError("must_decline", f"{race_label(state, player)} have no tokens left: put them "
                        "into decline.", player=player.id, race=player.race)
    if state.stage in (Stage.CONQUER, Stage.REDEPLOY) and player.race:
        begin_redeployment(state, player, log)
        placement = default_placement(state, player)
        if placement:
            redeploy(state, Redeploy(player.id, tuple(placement.items())), log)
        for p in attacker_pieces(state, player):
            p.end_of_turn(state, player, log)
    score_turn(state, player, log)
    if player.race and not state.turn.declined:
        for p in attacker_pieces_with(state, player, "after_scoring"):
            p.after_scoring(state, player, log)
    player.history.append(player.coins)
    seats = [state.players[(state.turn_index + i) % len(state.players)].id
             for i in range(1, len(state.players))]
    for pid in seats:   # pieces taken from other players come back (ransomed Champion, Beasts)
        other = state.player(pid)
        for p in (piece(other.race), piece(other.power)):
            p.after_opponent_turn(state, other, log)
    state.pending_defenders = [
        pid for pid in seats if pid in state.turn.returned
        and state.player(pid).hand > 0 and state.active_regions(pid)]
    if state.pending_defenders:
        state.stage = Stage.DEFENDERS
    else:
        advance(state, log)


def turn_faction(state: GameState, player: PlayerState) -> Faction | None:
    chosen = state.turn.data.get("faction") if state.turn else None
    if chosen:
        return Faction(chosen)
    return RACES[player.race].faction if player.race else None


def score_turn(state: GameState, player: PlayerState, log: EventLog) -> int:
    """1 coin per region of the active and declined race, plus bonuses (§9)."""
    lines = _score_lines(state, player)
    total = sum(n for _, n, _ in lines)
    player.coins += total
    detail = "; ".join(f"{label} {n}" for label, n, _ in lines) or "nothing"
    log.add("score", player.id, f"{player.name} scores {plural(total, 'coin')} ({detail}).",
            total=total, lines=[{"coins": n, **said} for _, n, said in lines])
    return total


#: A line of a turn's score: (label, coins, what the label names: its `code`, the scoring
#: piece's id or "regions", "declined_regions", "faction_bonus", and the `race` it names).
ScoreLine = tuple[str, int, dict]


def _score_lines(state: GameState, player: PlayerState) -> list[ScoreLine]:
    """What the player scores this turn, line by line (lines worth nothing left out)."""
    lines: list[ScoreLine] = []
    active = state.active_regions(player.id) if player.race else []
    declined = state.declined_regions(player.id) if player.declined else []
    if active:
        lines.append((f"{RACES[player.race].name}: regions", len(active),
                      {"code": "regions", "race": player.race}))
    if declined:
        lines.append((f"declined {RACES[player.declined].name}: regions", len(declined),
                      {"code": "declined_regions", "race": player.declined}))
    if player.race and not state.turn.declined:
        for p in attacker_pieces(state, player):
            lines.extend((label, n, {"code": p.id, p.kind: p.id})
                         for label, n in p.score(state, player, False))
        lines.extend(faction_bonus(state, player))
    if any(m not in state.unused_markers for m in _board_scorers()):   # one is on the map
        for rid, region in dict.items(state.regions):   # read only
            if not region.marker and not region.extra_markers:
                continue   # no marker: nothing to ask
            for marker in region.revealed_markers():
                board_score = getattr(piece(marker), "board_score", None)
                if board_score:
                    lines.extend(board_score(state, player, rid))
    return [line for line in lines if line[1]]


@cache
def _board_scorers() -> tuple[str, ...]:
    """The markers that score for whoever surrounds them (`board_score`: the Well of
    Eternity), found once."""
    return tuple(m for m in MARKERS if hasattr(piece(m), "board_score"))


def faction_bonus(state: GameState, player: PlayerState) -> list[ScoreLine]:
    mine = turn_faction(state, player)
    per_race = state.turn.data.get("faction_bonus_per_race", 1)
    out: list[ScoreLine] = []
    for race, taken in state.turn.defeated.items():
        if race != MURLOCS and mine is not None and mine.opposes(RACES[race].faction):
            out.append((f"faction bonus: {RACES[race].name}", min(taken, per_race),
                        {"code": "faction_bonus", "race": race}))
    return out


def advance(state: GameState, log: EventLog) -> None:
    state.pending_defenders = []
    state.turn_index += 1
    if state.turn_index == len(state.players):
        state.turn_index = 0
        if state.round >= state.rounds:
            finish(state, log)
            return
        state.round += 1
        log.add("round", None, f"Round {state.round} of {state.rounds} begins.", round=state.round,
                rounds=state.rounds)
    begin_turn(state, log)


def tokens_on_board(state: GameState, player_id: str) -> int:
    """Race tokens (active and declined) on the board: the tie-break (§12, Q45)."""
    return sum(r.tokens for r in dict.values(state.regions)
               if r.owner == player_id and r.race != MURLOCS)


def finish(state: GameState, log: EventLog) -> None:
    state.stage = Stage.OVER
    state.turn = None
    best = max(p.coins for p in state.players)
    tied = [p for p in state.players if p.coins == best]
    most = max(tokens_on_board(state, p.id) for p in tied)
    state.winners = [p.id for p in tied if tokens_on_board(state, p.id) == most]
    totals = ", ".join(f"{p.name} {p.coins}" for p in state.players)
    names = " and ".join(state.player(w).name for w in state.winners)
    log.add("game_over", None, f"The game is over. Coins: {totals}. {names} "
            f"win{'s' if len(state.winners) == 1 else ''}.", winners=list(state.winners),
            tie_break=len(tied) > 1, totals=[[p.id, p.coins] for p in state.players])
    _ = MARKERS
