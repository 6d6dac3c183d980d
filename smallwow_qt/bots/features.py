"""What the lasting effects of the abilities are worth, in coins, to one player.

`evaluate.value` counts regions, coins and the army; the abilities leave other things on
the table that only pay later, and a planner that does not see them never uses them:

- a Goblin bomb on an opponent's active region (face down: even its owner does not know
  whether it explodes, so it counts as half an explosion) takes the region and a token
  from its holder at the start of the bomber's next turn, and leaves it empty to take;
- the Humans' Military Objectives pay 2 coins to the Humans when they take one back, and
  when a race that is not Horde takes one from where they put it;
- the Aegis of Aggramar makes whoever attacks its region pay 2 coins first (to its
  holder): worth most where the region is most exposed;
- an artifact held by the active race (Frostmourne, the Ashes, the Doomhammer, the Heart)
  helps every turn it is kept, which is what an Ethereal steal is for.

All of it reads the state's public fields only. A bomb's face is never read (in a sampled
state it is a guess, and the bot that placed it never saw it).
"""

from __future__ import annotations

from smallwow_qt.engine import RACES, Faction, GameState

BOMB_CHANCE = 0.5          # half the bombs of the stack explode (data.BOMB_STACK)
OBJECTIVE_COINS = 2        # what taking a Military Objective pays (RULES.md §15.7)
AEGIS = "aegis_of_aggramar"
HELD_ARTIFACTS = {"frostmourne": 0.4, "ashes_of_alar": 0.3, "doomhammer": 0.3,
                  "heart_of_azeroth": 0.4}    # coins a round of holding one is worth
AEGIS_PER_THREAT = 0.2     # coins per scoring, per point of exposure (`evaluate.threat`)


def _horde(race: str | None) -> bool:
    info = RACES.get(race) if race else None
    return info is not None and info.faction is Faction.HORDE


def ability_worth(state: GameState, me: str, left: int, horizon: int, army_horizon: int,
                  region_worth: float, opponent_worth: float, threat) -> float:
    """The coins `me` should still get from bombs, objectives, the Aegis and the artifacts
    its active race holds (and lose to the bombs lying in its regions). `threat(state, rid,
    me)` is `evaluate.threat`; the weights are `evaluate.Weights`' (passed in: no cycle)."""
    if left <= 0:
        return 0.0
    h = min(left, horizon)
    rounds = min(left, army_horizon)
    me_player = state.player(me)
    humans = me_player.race == "humans"
    total = 0.0
    regions = state.regions
    neighbours = state.map.neighbours
    for rid, r in dict.items(regions):   # read only
        if r.bomb and r.occupied and r.owner is not None:
            if r.bomb_owner == me and r.owner != me and not r.declined:
                # the holder loses the region and one token; the region is then empty
                total += BOMB_CHANCE * (opponent_worth * h + 0.3 * min(r.defenders, 4) + 0.5)
            elif r.bomb_owner != me and r.owner == me and not r.declined:
                total -= BOMB_CHANCE * (region_worth * h + 0.5)
        if humans and r.objective:
            total += OBJECTIVE_COINS * _objective_chance(state, rid, r, me)
        if r.owner == me and not r.declined and r.occupied and (r.marker or r.extra_markers):
            for marker in r.revealed_markers():
                if marker == AEGIS:
                    total += AEGIS_PER_THREAT * h * (threat(state, rid, me) - 1.0)
                else:
                    total += HELD_ARTIFACTS.get(marker, 0.0) * rounds
    return total


def _objective_chance(state: GameState, rid: str, r, me: str) -> float:
    """How likely a Military Objective in `rid` is to pay the Humans before they place
    them again: the Humans take it back next turn, or a race that is not Horde takes it."""
    mine_near = other_near = False
    for n in state.map.neighbours[rid]:
        nr = state.regions.peek(n)
        if nr.owner is None or nr.declined or not nr.occupied:
            continue
        if nr.owner == me:
            mine_near = True
        elif not _horde(nr.race) and nr.owner != r.owner:
            other_near = True
    chance = 0.1
    if r.owner != me and mine_near:
        chance = 0.5          # within reach of the Humans' next turn
    if other_near:
        chance = max(chance, 0.3)
    return chance
