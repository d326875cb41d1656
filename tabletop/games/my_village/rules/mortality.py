"""Step 3 of a turn (§5.6): a villager dies if the time marker crossed the bridge, then the rats move.

The dead villager goes to a free chronicle grave of their profession (filled in order, paying the
adventure points printed there, §9.8) or to the lowest free anonymous grave.  A village left empty
hires a seasonal worker at once.  The gray rat die moves the rat; reaching the invasion space halves
every adventure tree (rounded down), except for a Healing church owner with a living abbot who
chooses to mark one of its spaces instead (§9.9).
"""

from __future__ import annotations

import random

from ...kit.records import replace
from .box import Box
from .state import Pending, Player, State, set_player
from .village import church_benefit, gain_ap


def begin_death(state: State, i: int) -> State:
    """The reaper goes back to the bridge; the player chooses who dies (no choice with one villager)."""
    player = replace(state.players[i], reaper=False)
    state = set_player(state, i, player)
    living = [k for k, v in enumerate(player.villagers) if v]
    if len(living) == 1:
        return state
    return replace(state, pending=(Pending("die", i),) + state.pending)


def only_villager(box: Box, player: Player) -> str:
    return next(box.professions[k] for k, v in enumerate(player.villagers) if v)


def bury(box: Box, state: State, i: int, profession: str) -> State:
    """The villager leaves their post for a grave; an empty village hires a seasonal worker (§5.6.3)."""
    k = box.professions.index(profession)
    player = state.players[i]
    player = replace(player, villagers=player.villagers[:k] + (False,) + player.villagers[k + 1:])
    filled = state.chronicle[k]
    if filled < len(box.chronicle_ap):
        player = gain_ap(player, box.chronicle_ap[filled])
        state = replace(state, chronicle=state.chronicle[:k] + (filled + 1,) + state.chronicle[k + 1:])
    else:
        state = replace(state, graves=state.graves + 1)
    state = set_player(state, i, player)
    if not any(player.villagers):
        state = replace(state, pending=(Pending("worker", i),) + state.pending)
    return state


def hire(box: Box, state: State, i: int, profession: str) -> State:
    k = box.professions.index(profession)
    player = state.players[i]
    villagers = player.villagers[:k] + (True,) + player.villagers[k + 1:]
    return set_player(state, i, replace(player, villagers=villagers, workers=player.workers + 1))


def roll_rat(box: Box, state: State, rng: random.Random) -> State:
    """Roll the gray die and move the rat; at the invasion space ask the Healing church's owner, or halve."""
    roll = rng.randint(1, 6)
    state = replace(state, last_roll=roll, rat=max(0, state.rat - roll))
    if state.rat > 0:
        return state
    healer = next((k for k, p in enumerate(state.players) if can_heal(box, p)), None)
    if healer is not None:
        return replace(state, pending=(Pending("heal", healer),) + state.pending)
    return invade(box, state, None)


def can_heal(box: Box, player: Player) -> bool:
    """The Healing church may ward off this invasion: abbot alive, a space left, and something to lose."""
    if not church_benefit(box, player, "healing"):
        return False
    return player.healed < box.cards[player.church].spaces and player.tree // 2 > 0


def invade(box: Box, state: State, spared: int | None) -> State:
    """Every tree loses half (rounded down), except the one the Healing church spared; the rat goes home."""
    players = []
    for k, p in enumerate(state.players):
        if k == spared:
            players.append(replace(p, healed=p.healed + 1))
        else:
            players.append(replace(p, tree=p.tree - p.tree // 2))
    return replace(state, players=tuple(players), rat=box.rat_start[len(state.players)])
