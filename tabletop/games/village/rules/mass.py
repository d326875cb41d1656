"""The mass (§5.8) at the end of every round and once more at the end of the game.

1. In seat order from the first player, each player once may buy their own members out of the black
   bag for a coin each, at most 4 figures in all (§9 A15); the rest of the 4 are drawn at random, a
   monk counting as a figure and going back only afterwards.  Members out of the bag enter window 1.
2. In the same order each player once may move church members left, paying the grain between windows.
3. The most members in the church scores 2; a tie goes to the leftmost single member, then all share.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

from ...kit.contract import Refused
from ...kit.records import replace
from .moves import Kind, Move
from .state import BAG, Mass, Phase, State, find, move_member, order_from, set_player

FIGURES = 4
FETCH_COINS = 1
MAJORITY_POINTS = 2
WINDOWS = 4

Rng = Callable[[], random.Random]


def start(state: State, final: bool) -> State:
    return replace(state, phase=Phase.FETCH, step=None, mass=Mass(order_from(state, state.first), final=final))


def fetch_options(state: State, i: int) -> Iterator[Move]:
    mass = state.mass
    assert mass is not None
    if mass.fetched >= FIGURES or state.players[i].coins < FETCH_COINS:
        return
    numbers = state.data.numbers
    for num in sorted({numbers[k] for k, w in enumerate(state.players[i].members) if w == BAG}):
        yield Move(Kind.FETCH, num=num, at=BAG)


def do_fetch(state: State, i: int, m: Move) -> State:
    mass = state.mass
    assert mass is not None
    if mass.fetched >= FIGURES:
        raise Refused("Four figures are out of the bag already.")
    k = find(state, i, m.num, BAG)
    if k < 0:
        raise Refused("You have no member numbered {num} in the black bag.", num=m.num)
    p = state.players[i]
    if p.coins < FETCH_COINS:
        raise Refused("Taking a member out of the bag costs a coin.")
    state = set_player(state, i, replace(p, coins=p.coins - FETCH_COINS))
    return replace(move_member(state, i, k, "church:1"), mass=replace(mass, fetched=mass.fetched + 1))


def climb_options(state: State, i: int) -> Iterator[Move]:
    grain = state.players[i].grain
    cost = state.data.church_grain
    numbers = state.data.numbers
    seen = set()
    for k, where in enumerate(state.players[i].members):
        if where.startswith("church:"):
            w = int(where[7:])
            if w < WINDOWS and grain >= cost[w] and (numbers[k], where) not in seen:
                seen.add((numbers[k], where))
                yield Move(Kind.CLIMB, num=numbers[k], at=where)


def do_climb(state: State, i: int, m: Move) -> State:
    k = find(state, i, m.num, m.at)
    if k < 0 or not m.at.startswith("church:"):
        raise Refused("You have no member numbered {num} in that church window.", num=m.num)
    w = int(m.at[7:])
    if w >= WINDOWS:
        raise Refused("Window 4 is the top of the church.")
    p = state.players[i]
    cost = state.data.church_grain[w]
    if p.grain < cost:
        raise Refused("Climbing to window {value} costs {cost} grain; you have {grain}.", value=w + 1, cost=cost, grain=p.grain)
    state = set_player(state, i, replace(p, grain=p.grain - cost))
    return move_member(state, i, k, f"church:{w + 1}")


def do_done(state: State, i: int, m: Move) -> State:
    mass = state.mass
    assert mass is not None
    return replace(state, mass=replace(mass, order=mass.order[1:]))


def draw(state: State, rng: Rng) -> State:
    """The figures not bought out come out of the bag at random; monks count and then go back."""
    mass = state.mass
    assert mass is not None
    need = FIGURES - mass.fetched
    members = [(i, k) for i, p in enumerate(state.players) for k, w in enumerate(p.members) if w == BAG]
    pool: list[tuple[int, int]] = [(-1, m) for m in range(state.data.monks)] + members
    if need <= 0 or not members:
        return state
    drawn = pool if need >= len(pool) else rng().sample(pool, need)
    for i, k in drawn:
        if i >= 0:
            state = move_member(state, i, k, "church:1")
    return state


def majority(state: State) -> State:
    """2 points to the most members in the church; a tie to the leftmost member, then to all tied."""
    counts = [sum(1 for w in p.members if w.startswith("church:")) for p in state.players]
    best = max(counts)
    if best == 0:
        return state
    tied = [i for i, n in enumerate(counts) if n == best]
    if len(tied) > 1:
        top = {i: max(int(w[7:]) for w in state.players[i].members if w.startswith("church:")) for i in tied}
        tied = [i for i in tied if top[i] == max(top.values())]
    for i in tied:
        p = state.players[i]
        state = set_player(state, i, replace(p, prestige=p.prestige + MAJORITY_POINTS))
    return state


def flow(state: State, rng: Rng, next_round: Callable[[State], State]) -> State:
    """Skip who has nothing to do, then draw, climb, score the majority and go on to ``next_round``
    (or the end after the final mass); ``state`` itself while a player decides."""
    mass = state.mass
    assert mass is not None
    options = fetch_options if state.phase is Phase.FETCH else climb_options
    order = mass.order
    while order and not any(True for _ in options(state, order[0])):
        order = order[1:]
    if order:
        return state if order == mass.order else replace(state, mass=replace(mass, order=order))
    if state.phase is Phase.FETCH:
        state = draw(replace(state, mass=replace(mass, order=())), rng)
        return replace(state, phase=Phase.CLIMB, mass=Mass(order_from(state, state.first), mass.fetched, mass.final))
    state = majority(replace(state, mass=None))
    return replace(state, phase=Phase.OVER) if mass.final else next_round(state)


HANDLERS = {Kind.FETCH: do_fetch, Kind.CLIMB: do_climb}
