"""Grain harvest (A), family (B) and the church (G): the actions that need no goods.

Each module of actions offers ``options`` (the moves open in the action's step, never "skip") and
its handlers; a handler carries out the move and leaves the step finished (``finish``) or at its next
part.  A member sent from the farm is named by number alone: any farm member with that number will do.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...kit.contract import Refused
from ...kit.records import replace
from .data import Counts
from .economy import gain_grain, pay_cubes, spend_time, splits
from .moves import Kind, Move
from .state import BAG, FARM, UNBORN, Phase, State, find, move_member, on_board

HARVEST_GRAIN = (2, 3, 4)
"""Grain per harvest: with family alone, with a horse and a plough, with an ox and a plough (§5.1)."""
CHURCH_TIME = 3
CHURCH_BROWN = 1


def finish(state: State) -> State:
    """The action is done: the turn ends (deaths, the end, the next player) once ``settle`` gets there."""
    return replace(state, phase=Phase.END, step=None)


def farm_numbers(state: State, i: int) -> list[int]:
    """The distinct numbers of player ``i``'s members on the farm, lowest first."""
    numbers = state.data.numbers
    return sorted({numbers[k] for k, where in enumerate(state.players[i].members) if where == FARM})


def from_farm(state: State, i: int, num: int, place: str) -> State:
    k = find(state, i, num, FARM)
    if k < 0:
        raise Refused("You have no member numbered {num} on your farm.", num=num)
    return move_member(state, i, k, place)


def harvest_yield(state: State, i: int) -> int:
    goods = dict(zip(state.data.goods, state.players[i].goods, strict=True))
    if goods.get("plough", 0) and goods.get("ox", 0):
        return HARVEST_GRAIN[2]
    if goods.get("plough", 0) and goods.get("horse", 0):
        return HARVEST_GRAIN[1]
    return HARVEST_GRAIN[0]


def harvest_options(state: State, i: int) -> Iterator[Move]:
    if FARM in state.players[i].members:
        yield Move(Kind.HARVEST)


def do_harvest(state: State, i: int, m: Move) -> State:
    if FARM not in state.players[i].members:
        raise Refused("A harvest needs a member of your family on your farm.")
    return finish(gain_grain(state, i, harvest_yield(state, i)))


def family_options(state: State, i: int) -> Iterator[Move]:
    members = state.players[i].members
    if UNBORN in members:
        yield Move(Kind.BIRTH)
    numbers = state.data.numbers
    seen = set()
    for k, where in enumerate(members):
        if on_board(where) and (numbers[k], where) not in seen:
            seen.add((numbers[k], where))
            yield Move(Kind.RECALL, num=numbers[k], at=where)


def do_birth(state: State, i: int, m: Move) -> State:
    members = state.players[i].members
    if UNBORN not in members:
        raise Refused("Your whole family is born: the supply holds no member of your colour.")
    return finish(move_member(state, i, members.index(UNBORN), FARM))


def do_recall(state: State, i: int, m: Move) -> State:
    if not on_board(m.at):
        raise Refused("Only a member working on the board comes back to the farm (not one in the black bag).")
    k = find(state, i, m.num, m.at)
    if k < 0:
        raise Refused("You have no member numbered {num} there.", num=m.num)
    return finish(move_member(state, i, k, FARM))


def brown(state: State) -> Counts:
    return tuple(CHURCH_BROWN if c == "brown" else 0 for c in state.data.colours)


def church_options(state: State, i: int) -> Iterator[Move]:
    p = state.players[i]
    price = brown(state)
    for num in farm_numbers(state, i):
        yield Move(Kind.PRAY, num=num, by="time")
        for cubes, coins in splits(price, p.cubes, p.coins):
            yield Move(Kind.PRAY, num=num, by="cubes", cubes=cubes, coins=coins)


def do_pray(state: State, i: int, m: Move) -> State:
    if m.by == "time":
        state = spend_time(state, i, CHURCH_TIME)
    elif m.by == "cubes":
        state = pay_cubes(state, i, brown(state), m.cubes, m.coins)
    else:
        raise Refused("The church costs 1 brown cube or 3 time.")
    return finish(from_farm(state, i, m.num, BAG))


HANDLERS = {Kind.HARVEST: do_harvest, Kind.BIRTH: do_birth, Kind.RECALL: do_recall, Kind.PRAY: do_pray}
