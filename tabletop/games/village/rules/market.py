"""Market day (D, §5.4): everyone may serve the customers at the stalls, the activator first.

Each chance to act is one sale or a pass, and a pass is out for the day.  Every sale but the
activator's first pays 1 green cube (or a coin) and 1 time on top of the goods (§9 A12); time paid
here kills at once.  The day ends when the stalls are empty or all have passed; if anything was sold,
the queue moves up into the empty stalls and the stack refills the queue from the back.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...kit.contract import Refused
from ...kit.records import replace
from .data import Counts
from .death import resolve
from .economy import pay_cubes, pay_goods, spend_time, splits
from .moves import Kind, Move
from .state import MarketDay, Phase, State, set_player, stalls

FEE_GREEN = 1
FEE_TIME = 1


def fee(state: State) -> Counts:
    return tuple(FEE_GREEN if c == "green" else 0 for c in state.data.colours)


def start(state: State, activator: int) -> State:
    day = MarketDay(activator, activator, (False,) * len(state.seats),
                    deferred=state.players[activator].owed)
    return replace(state, phase=Phase.MARKET, step=None, day=day)


def free_sale(day: MarketDay, seller: int) -> bool:
    return seller == day.activator and not day.activator_sold


def _affordable(state: State, i: int, tile: str) -> bool:
    c = state.data.customers[tile]
    p = state.players[i]
    return p.grain >= c.grain and all(have >= n for have, n in zip(p.goods, c.goods, strict=True))


def options(state: State, i: int) -> Iterator[Move]:
    day = state.day
    assert day is not None
    p = state.players[i]
    free = free_sale(day, i)
    for s in stalls(state):
        tile = state.market[s]
        if not tile or not _affordable(state, i, tile):
            continue
        if free:
            yield Move(Kind.SERVE, to=tile)
            continue
        for cubes, coins in splits(fee(state), p.cubes, p.coins):
            yield Move(Kind.SERVE, to=tile, cubes=cubes, coins=coins)


def _after(state: State, day: MarketDay) -> State:
    n = len(state.seats)
    turn = day.turn
    for _ in range(n):
        turn = (turn + 1) % n
        if not day.out[turn]:
            break
    return replace(state, day=replace(day, turn=turn))


def do_serve(state: State, i: int, m: Move) -> State:
    day = state.day
    assert day is not None
    at = [s for s in stalls(state) if state.market[s] == m.to and m.to]
    if not at:
        raise Refused("Only the customers at the stalls (the blue frames) can be served today.")
    c = state.data.customers[m.to]
    if not free_sale(day, i):
        state = spend_time(pay_cubes(state, i, fee(state), m.cubes, m.coins), i, FEE_TIME)
    elif m.cubes or m.coins:
        raise Refused("Your first sale of the market day you started is free.")
    p = state.players[i]
    if p.grain < c.grain:
        raise Refused("This customer wants {grain} grain and you have {grain2}.", grain=c.grain, grain2=p.grain)
    p = pay_goods(replace(p, grain=p.grain - c.grain), c.goods, state.data.goods)
    state = set_player(state, i, replace(p, served=(*p.served, m.to)))
    market = list(state.market)
    market[at[0]] = ""
    day = replace(day, sales=day.sales + 1, activator_sold=day.activator_sold or i == day.activator)
    return _after(replace(state, market=tuple(market)), day)


def do_pass(state: State, i: int, m: Move) -> State:
    day = state.day
    assert day is not None
    out = tuple(o or k == i for k, o in enumerate(day.out))
    return _after(state, replace(day, out=out))


def flow(state: State) -> State:
    """Carry the day on: deaths at once, then the end of the day or the next seller with a choice."""
    day = state.day
    assert day is not None
    for k in range(len(state.seats)):
        keep = day.deferred if k == day.activator else 0
        if state.players[k].owed > keep:
            state = resolve(state, k, keep)
            if state.dying >= 0:
                return state
    if all(day.out) or not any(state.market[s] for s in stalls(state)):
        return replace(refill(state) if day.sales else state, phase=Phase.END, day=None)
    if day.out[day.turn]:
        return _after(state, day)
    if not any(True for _ in options(state, day.turn)):
        return do_pass(state, day.turn, Move(Kind.PASS))
    return state


def refill(state: State) -> State:
    """Empty stalls take the queue's front tiles, the queue closes up, the stack fills its back (§5.4)."""
    n_stalls = len(state.data.stalls)
    market = list(state.market)
    queue = [t for t in market[n_stalls:] if t]
    for s in stalls(state):
        if not market[s] and queue:
            market[s] = queue.pop(0)
    stack = list(state.stack)
    while len(queue) < state.data.queue and stack:
        queue.append(stack.pop(0))
    market[n_stalls:] = queue + [""] * (state.data.queue - len(queue))
    return replace(state, market=tuple(market), stack=tuple(stack))


HANDLERS = {Kind.SERVE: do_serve, Kind.PASS: do_pass}
