"""The council chamber (F, §5.6): enter at stage 1, climb one stage, or use a privilege in place.

Entering costs 1 time and 2 green cubes or a scroll; climbing a stage costs the same cubes or scroll
and the time printed for the stage reached.  After either, the player may use the privilege of that
stage or of any lower one; a family with a member in the council may use one without moving, up to
its highest member's stage (§9 A8).
"""

from __future__ import annotations

from collections.abc import Iterator

from ...kit.contract import Refused
from ...kit.records import replace
from .data import Counts
from .economy import cube_choices, gain_cubes, gain_good, goods_left, pay_cubes, spend_time, splits
from .farmwork import farm_numbers, finish, from_farm
from .moves import Kind, Move
from .state import State, Step, find, move_member, set_player

GREEN = 2
SCROLLS = 1
PRIVILEGE_CUBES = 2
POINTS_FOR_A_COIN = 3
STAGES = 4


def green(state: State) -> Counts:
    return tuple(GREEN if c == "green" else 0 for c in state.data.colours)


def highest(state: State, i: int) -> int:
    return max((int(w[8:]) for w in state.players[i].members if w.startswith("council:")), default=0)


def privileges(state: State, i: int, up_to: int) -> Iterator[Move]:
    if up_to >= 1 and state.next_first < 0:
        yield Move(Kind.PRIVILEGE, stage=1)
    if up_to >= 2:
        for cubes in cube_choices(state, PRIVILEGE_CUBES):
            yield Move(Kind.PRIVILEGE, stage=2, cubes=cubes)
    if up_to >= 3:
        for g, good in enumerate(state.data.goods):
            if goods_left(state, g):
                yield Move(Kind.PRIVILEGE, stage=3, good=good)
    if up_to >= 4 and state.players[i].coins >= 1:
        yield Move(Kind.PRIVILEGE, stage=4)


def _payments(state: State, i: int, move: Move) -> Iterator[Move]:
    p = state.players[i]
    if p.goods[state.data.goods.index("scroll")] >= SCROLLS:
        yield replace(move, by="scroll")
    for cubes, coins in splits(green(state), p.cubes, p.coins):
        yield replace(move, by="cubes", cubes=cubes, coins=coins)


def options(state: State, i: int, step: Step) -> Iterator[Move]:
    if step.part == "privilege":
        yield from privileges(state, i, step.stage)
        return
    for num in farm_numbers(state, i):
        yield from _payments(state, i, Move(Kind.ENTER, num=num))
    numbers = state.data.numbers
    seen = set()
    for k, where in enumerate(state.players[i].members):
        if where.startswith("council:") and int(where[8:]) < STAGES and (numbers[k], where) not in seen:
            seen.add((numbers[k], where))
            yield from _payments(state, i, Move(Kind.ADVANCE, num=numbers[k], at=where))
    yield from privileges(state, i, highest(state, i))


def _pay(state: State, i: int, m: Move) -> State:
    if m.by == "scroll":
        p = state.players[i]
        s = state.data.goods.index("scroll")
        if p.goods[s] < SCROLLS:
            raise Refused("You have no scroll; pay 2 green cubes (a coin for each missing cube) instead.")
        return set_player(state, i, replace(p, goods=tuple(n - SCROLLS if g == s else n for g, n in enumerate(p.goods))))
    if m.by != "cubes":
        raise Refused("The council costs a scroll or 2 green cubes.")
    return pay_cubes(state, i, green(state), m.cubes, m.coins)


def _opened(state: State, stage: int) -> State:
    step = state.step
    assert step is not None
    return replace(state, step=replace(step, part="privilege", stage=stage))


def do_enter(state: State, i: int, m: Move) -> State:
    state = spend_time(_pay(state, i, m), i, state.data.council_time[0])
    return _opened(from_farm(state, i, m.num, "council:1"), 1)


def do_advance(state: State, i: int, m: Move) -> State:
    k = find(state, i, m.num, m.at)
    if k < 0 or not m.at.startswith("council:"):
        raise Refused("You have no member numbered {num} in the council there.", num=m.num)
    stage = int(m.at[8:]) + 1
    if stage > STAGES:
        raise Refused("Stage 4 is the top of the council chamber.")
    state = spend_time(_pay(state, i, m), i, state.data.council_time[stage - 1])
    return _opened(move_member(state, i, k, f"council:{stage}"), stage)


def do_privilege(state: State, i: int, m: Move) -> State:
    step = state.step
    up_to = step.stage if step is not None and step.part == "privilege" else highest(state, i)
    if not 1 <= m.stage <= up_to:
        if up_to:
            raise Refused("You may use the privilege of stage {stage} or a lower one.", stage=up_to)
        raise Refused("A privilege needs a member of yours in the council chamber.")
    if m.stage == 1:
        if state.next_first >= 0:
            raise Refused("Someone already took the next-first-player marker this round.")
        return finish(replace(state, next_first=i))
    if m.stage == 2:
        return finish(gain_cubes(state, i, m.cubes))
    if m.stage == 3:
        return finish(gain_good(state, i, m.good))
    p = state.players[i]
    if p.coins < 1:
        raise Refused("Stage 4 turns a coin into 3 points, and you have no coin.")
    return finish(set_player(state, i, replace(p, coins=p.coins - 1, prestige=p.prestige + POINTS_FOR_A_COIN)))


HANDLERS = {Kind.ENTER: do_enter, Kind.ADVANCE: do_advance, Kind.PRIVILEGE: do_privilege}
