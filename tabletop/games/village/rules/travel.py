"""Travel (E, §5.5): a member walks one path, for 2 time, a wagon and the path's cubes, and a family
marks each city once, taking its reward (points, a coin, or cubes of the player's choice).

The village is no city: members leave it from the farm for a city next to it and never walk back.
"""

from __future__ import annotations

from collections.abc import Iterator

from ....lang.door import _
from ...kit.contract import Refused
from ...kit.records import replace
from .data import VILLAGE, Counts
from .economy import cube_choices, gain_coins, gain_cubes, pay_cubes, spend_time, splits
from .farmwork import farm_numbers, finish, from_farm
from .moves import Kind, Move
from .state import FARM, State, Step, find, move_member, set_player

TRAVEL_TIME = 2
WAGONS = 1


def _wagon(state: State) -> int:
    return state.data.goods.index("wagon")


def options(state: State, i: int, step: Step) -> Iterator[Move]:
    if step.part == "reward":
        for cubes in cube_choices(state, step.count):
            yield Move(Kind.GAIN, cubes=cubes)
        return
    p = state.players[i]
    if p.goods[_wagon(state)] < WAGONS:
        return
    d = state.data
    for num in farm_numbers(state, i):
        for city in d.neighbours(VILLAGE):
            yield from _paid(state, i, Move(Kind.TRAVEL, num=num, at=FARM, to=city), d.path(VILLAGE, city))
    seen = set()
    for k, where in enumerate(p.members):
        if where.startswith("travel:") and (d.numbers[k], where) not in seen:
            seen.add((d.numbers[k], where))
            here = where[7:]
            for city in d.neighbours(here):
                if city != VILLAGE:
                    yield from _paid(state, i, Move(Kind.TRAVEL, num=d.numbers[k], at=where, to=city),
                                     d.path(here, city))


def _paid(state: State, i: int, move: Move, price: Counts | None) -> Iterator[Move]:
    assert price is not None
    p = state.players[i]
    for cubes, coins in splits(price, p.cubes, p.coins):
        yield replace(move, cubes=cubes, coins=coins)


def do_travel(state: State, i: int, m: Move) -> State:
    d = state.data
    start = VILLAGE if m.at == FARM else m.at[7:] if m.at.startswith("travel:") else ""
    if not start:
        raise Refused("A journey starts from your farm or from a city where a member of yours is.")
    price = d.path(start, m.to)
    if price is None or m.to == VILLAGE:
        raise Refused("Members walk one path to a neighbouring city: from {value} that is {value2}.", value=_('the village') if start == VILLAGE else _(d.cities[start].label),
                      value2=', '.join(_(d.cities[c].label) for c in d.neighbours(start) if c != VILLAGE))
    p = state.players[i]
    w = _wagon(state)
    if p.goods[w] < WAGONS:
        raise Refused("Every journey costs a wagon, and you have none.")
    state = set_player(state, i, replace(p, goods=tuple(n - WAGONS if g == w else n for g, n in enumerate(p.goods))))
    state = spend_time(pay_cubes(state, i, price, m.cubes, m.coins), i, TRAVEL_TIME)
    if m.at == FARM:
        state = from_farm(state, i, m.num, f"travel:{m.to}")
    else:
        k = find(state, i, m.num, m.at)
        if k < 0:
            raise Refused("You have no member numbered {num} there.", num=m.num)
        state = move_member(state, i, k, f"travel:{m.to}")
    return _reward(state, i, m.to)


def _reward(state: State, i: int, city_id: str) -> State:
    p = state.players[i]
    d = state.data
    if city_id in p.cities or len(p.cities) >= d.markers - 2:
        return finish(state)
    city = d.cities[city_id]
    state = set_player(state, i, replace(p, cities=(*p.cities, city_id), prestige=p.prestige + city.points))
    state = gain_coins(state, i, city.coins)
    if city.cubes and cube_choices(state, city.cubes):
        step = state.step
        assert step is not None
        return replace(state, step=replace(step, part="reward", count=city.cubes))
    return finish(state)


def do_gain(state: State, i: int, m: Move) -> State:
    step = state.step
    if step is None or step.part != "reward":
        raise Refused("There are no cubes to choose now.")
    return finish(gain_cubes(state, i, m.cubes))


HANDLERS = {Kind.TRAVEL: do_travel, Kind.GAIN: do_gain}
