"""Paying and gaining: cubes with coins as wild cubes (§5.9), time and its bridge, the supply's limits.

A cube price may be paid with the player's own cubes and a coin for each cube missing, one coin per
cube, in any mix (§8 E7); ``splits`` lists every mix a player can afford so the panel can offer each.
Grain, goods and coins come from a supply of as many as the box holds, unless the rules option
``limited_supply`` is off (§9 A16): what the supply lacks is simply not taken.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import product

from ....lang.door import _, n_
from ...kit.contract import Refused
from ...kit.records import replace
from .data import Counts
from .state import Player, State, add, set_player, supply_coins, supply_cubes, supply_goods, supply_grain


def splits(price: Counts, have: Counts, coins: int) -> Iterator[tuple[Counts, int]]:
    """Every (cubes spent, coins spent) that pays the cube ``price`` from ``have`` and ``coins``."""
    total = sum(price)
    ranges = [range(min(need, got), -1, -1) if need else range(1) for need, got in zip(price, have, strict=True)]
    for used in product(*ranges):
        wild = total - sum(used)
        if wild <= coins:
            yield tuple(used), wild


def can_pay(price: Counts, have: Counts, coins: int) -> bool:
    return sum(max(0, need - got) for need, got in zip(price, have, strict=True)) <= coins


def pay_cubes(state: State, i: int, price: Counts, cubes: Counts, coins: int) -> State:
    """Player ``i`` pays ``price`` with ``cubes`` of their own and ``coins`` for the rest."""
    p = state.players[i]
    if len(cubes) != len(price) or any(c < 0 or c > need for c, need in zip(cubes, price, strict=True)):
        raise Refused("That payment does not match the price.")
    if sum(cubes) + coins != sum(price):
        raise Refused(n_("The price is {n} cube; a coin stands for one cube.", "The price is {n} cubes; a coin stands for one cube.",
                        sum(price)))
    if any(c > got for c, got in zip(cubes, p.cubes, strict=True)):
        raise Refused("You do not have those cubes on your farm.")
    if coins > p.coins:
        raise Refused(n_("You have {n} coin.", "You have {n} coins.", p.coins))
    left = tuple(got - c for got, c in zip(p.cubes, cubes, strict=True))
    return set_player(state, i, replace(p, cubes=left, coins=p.coins - coins))


def spend_time(state: State, i: int, n: int) -> State:
    """Move the time marker ``n`` spaces; each lap completed (the bridge passed) owes one death (§5.10)."""
    if n <= 0:
        return state
    p = state.players[i]
    lap = state.data.lap
    crossings = (p.time + n) // lap - p.time // lap
    return set_player(state, i, replace(p, time=p.time + n, owed=p.owed + crossings))


def pay_grain(state: State, i: int, n: int) -> State:
    p = state.players[i]
    if p.grain < n:
        raise Refused("You have {grain} grain; this needs {n}.", grain=p.grain, n=n)
    return set_player(state, i, replace(p, grain=p.grain - n))


def gain_grain(state: State, i: int, n: int) -> State:
    """Grain beyond the farm's spaces is not taken (§5.1, §9 A17), nor what the supply lacks."""
    p = state.players[i]
    room = state.data.grain_cap - p.grain
    if state.options.limited_supply:
        room = min(room, supply_grain(state))
    return set_player(state, i, replace(p, grain=p.grain + max(0, min(n, room))))


def gain_coins(state: State, i: int, n: int) -> State:
    if state.options.limited_supply:
        n = min(n, supply_coins(state))
    p = state.players[i]
    return set_player(state, i, replace(p, coins=p.coins + max(0, n)))


def good_index(state: State, good: str) -> int:
    try:
        return state.data.goods.index(good)
    except ValueError:
        raise Refused("There is no good called {repr}.", repr=repr(good)) from None


def goods_left(state: State, good: int) -> bool:
    return not state.options.limited_supply or supply_goods(state)[good] > 0


def gain_good(state: State, i: int, good: str) -> State:
    g = good_index(state, good)
    if not goods_left(state, g):
        raise Refused("The supply has no {good} left.", good=_(good))
    p = state.players[i]
    return set_player(state, i, replace(p, goods=add(p.goods, g, 1)))


def pay_goods(player: Player, wants: Counts, names: tuple[str, ...]) -> Player:
    short = [names[g] for g, n in enumerate(wants) if player.goods[g] < n]
    if short:
        raise Refused("You have no {value} to give.", value=_(short[0]))
    return replace(player, goods=tuple(have - n for have, n in zip(player.goods, wants, strict=True)))


def cube_choices(state: State, count: int) -> list[Counts]:
    """Every set of ``count`` influence cubes the supply can give (fewer when it holds fewer)."""
    supply = supply_cubes(state)[:len(state.data.colours)]
    count = min(count, sum(supply))
    out: list[Counts] = []

    def build(prefix: tuple[int, ...], left: int) -> None:
        c = len(prefix)
        if c == len(supply) - 1:
            if left <= supply[c]:
                out.append((*prefix, left))
            return
        for n in range(min(left, supply[c]), -1, -1):
            build((*prefix, n), left - n)

    if count:
        build((), count)
    return out


def gain_cubes(state: State, i: int, cubes: Counts) -> State:
    if cubes not in cube_choices(state, sum(cubes)) or len(cubes) != len(state.data.colours):
        raise Refused("The supply cannot give those cubes.")
    p = state.players[i]
    return set_player(state, i, replace(p, cubes=tuple(a + b for a, b in zip(p.cubes, cubes, strict=True))))
