"""Crafts (C, §5.3): one good at one building, paid with time by a trained member or with the price.

Training moves a member from the farm into a building where the family has none, for the building's
training time; producing there now is optional (§9 A22), so training opens a ``produce`` part.  The
mill takes no members: it costs its time and its price together and pays coins (§9 A4, data).
"""

from __future__ import annotations

from collections.abc import Iterator

from ....lang.door import _, either
from ...kit.contract import Refused
from ...kit.records import replace
from .data import Building
from .economy import can_pay, gain_coins, gain_good, good_index, goods_left, pay_cubes, pay_grain, spend_time, splits
from .farmwork import farm_numbers, finish, from_farm
from .moves import Kind, Move
from .state import State, Step, supply_coins


def _building(state: State, bid: str) -> Building:
    for b in state.data.buildings:
        if b.id == bid:
            return b
    raise Refused("There is no building called {repr}.", repr=repr(bid))


def trained(state: State, i: int, b: Building) -> bool:
    return f"crafts:{b.id}" in state.players[i].members


def _makes(state: State, b: Building) -> list[str]:
    return [g for g in b.makes if goods_left(state, good_index(state, g))]


def options(state: State, i: int, step: Step) -> Iterator[Move]:
    if step.part == "produce":
        for good in _makes(state, _building(state, step.building)):
            yield Move(Kind.PRODUCE, to=step.building, good=good)
        return
    p = state.players[i]
    numbers = farm_numbers(state, i) if "farm" in p.members else []
    for b in state.data.buildings:
        if b.is_mill:
            if p.grain >= b.grain and (supply_coins(state) > 0 or not state.options.limited_supply):
                for cubes, coins in splits(b.cubes, p.cubes, p.coins):
                    yield Move(Kind.MILL, to=b.id, cubes=cubes, coins=coins)
            continue
        goods = _makes(state, b)
        if trained(state, i, b):
            for good in goods:
                yield Move(Kind.PRODUCE, to=b.id, good=good)
        else:
            for num in numbers:
                yield Move(Kind.TRAIN, to=b.id, num=num)
        if p.grain >= b.grain and can_pay(b.cubes, p.cubes, p.coins):
            for good in goods:
                for cubes, coins in splits(b.cubes, p.cubes, p.coins):
                    yield Move(Kind.PURCHASE, to=b.id, good=good, cubes=cubes, coins=coins)


def do_train(state: State, i: int, m: Move) -> State:
    b = _building(state, m.to)
    if b.is_mill:
        raise Refused("Members never work at the {label}.", label=_(b.label))
    if trained(state, i, b):
        raise Refused("A member of yours already works at the {label}: produce there with time.", label=_(b.label))
    state = spend_time(from_farm(state, i, m.num, f"crafts:{b.id}"), i, b.training)
    step = state.step
    assert step is not None
    return replace(state, step=replace(step, part="produce", building=b.id))


def _good(b: Building, good: str) -> str:
    if good not in b.makes:
        raise Refused("The {label} makes {value}, not {good}.", label=_(b.label), value=either([_(g) for g in b.makes], empty=_('no goods')),
                      good=_(good))
    return good


def do_produce(state: State, i: int, m: Move) -> State:
    b = _building(state, m.to)
    step = state.step
    if step is not None and step.part == "produce" and step.building != b.id:
        raise Refused("Your new member works at the {building}.", building=_(_building(state, step.building).label))
    if not trained(state, i, b):
        raise Refused("Producing with time needs a member of yours at the {label}; train one first.", label=_(b.label))
    good = _good(b, m.good)
    return finish(gain_good(spend_time(state, i, b.production), i, good))


def do_purchase(state: State, i: int, m: Move) -> State:
    b = _building(state, m.to)
    if b.is_mill:
        raise Refused("The {label} is used with its own move.", label=_(b.label))
    good = _good(b, m.good)
    state = pay_grain(pay_cubes(state, i, b.cubes, m.cubes, m.coins), i, b.grain)
    return finish(gain_good(state, i, good))


def do_mill(state: State, i: int, m: Move) -> State:
    b = _building(state, m.to)
    if not b.is_mill:
        raise Refused("The {label} is no mill.", label=_(b.label))
    state = pay_grain(pay_cubes(state, i, b.cubes, m.cubes, m.coins), i, b.grain)
    return finish(gain_coins(spend_time(state, i, b.production), i, b.coins))


HANDLERS = {Kind.TRAIN: do_train, Kind.PRODUCE: do_produce, Kind.PURCHASE: do_purchase, Kind.MILL: do_mill}
