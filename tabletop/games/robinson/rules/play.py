"""The moves a player may make at each decision, and what each does: ``legal_moves`` and ``apply``."""

from __future__ import annotations

from collections.abc import Callable

from ....lang.door import _
from ...kit.contract import Chance, Refused, Rejected
from ...kit.records import replace
from .anytime import spend_kept, use, use_moves
from .fight import boosts, use_boost
from .flow import settle
from .island import camp_moves
from .manual import adjust, adjust_moves
from .moves import Kind, Move
from .plan_moves import done, pile, place, unplace
from .planning import free_pawns, may_join, may_lead, planner, slot_cost, spare_wood, targets
from .registry import fx, push
from .rerolls import accept, reroll, reroll_options
from .state import Pending, State, Task, char, seat_char, set_char
from .told import figures
from .weather import HOOCH, apply_weather, helps
from .world import move_camp

ECONOMICAL = "carpenter-economical-construction"


def legal_moves(state: State) -> list[Move]:
    p = state.pending
    if state.result or p is None:
        return []
    return LEGAL[p.kind](state, p)


def _plan_moves(state: State, p: Pending) -> list[Move]:
    seat = p.seat
    out: list[Move] = []
    tgs = targets(state)
    for pawn in free_pawns(state, seat):
        for t in tgs:
            if not may_lead(state, pawn, t):
                out.append(Move(Kind.PLACE, pawn, t.kind, t.target, t.pay))
        for i in range(len(state.plan)):
            if not may_join(state, pawn, i):
                out.append(Move(Kind.PLACE, pawn, slot=i))
    for s in state.plan:
        out += [Move(Kind.UNPLACE, pawn) for pawn, by in zip(s.pawns, s.by, strict=True) if by == seat]
    out += _pile_moves(state)
    out += _economy_moves(state, seat)
    out += use_moves(state, "planning", seat)
    out.append(Move(Kind.DONE))
    return out


def _pile_moves(state: State) -> list[Move]:
    from .catalog import catalog

    if state.piled:
        return []
    stages = tuple(catalog().scenario["woodpile"])
    k = next((i for i, need in enumerate(stages) if state.woodpile[i] < need), None)
    if k is None:
        return []
    return [Move(Kind.PILE, n=n) for n in range(1, min(spare_wood(state), stages[k] - state.woodpile[k]) + 1)]


def _economy_moves(state: State, seat: str) -> list[Move]:
    from .catalog import catalog

    c = seat_char(state, seat)
    cost = catalog().abilities[ECONOMICAL][1]
    if c.id != "carpenter" or ECONOMICAL in c.used or "*" in c.used or c.det < cost:
        return []
    return [Move(Kind.ABILITY, what=ECONOMICAL, slot=i) for i, s in enumerate(state.plan)
            if not s.thrift and slot_cost(state, state.plan, i)[0] > 0]


def _plan(state: State, m: Move, chance: Chance) -> State:
    seat = planner(state)
    if m.t == Kind.PLACE:
        return place(state, seat, m.pawn, m.what, m.target, m.n, m.slot)
    if m.t == Kind.UNPLACE:
        return unplace(state, seat, m.pawn)
    if m.t == Kind.PILE:
        return pile(state, m.n)
    if m.t == Kind.DONE:
        return done(state)
    if m.t == Kind.ABILITY and m.what == ECONOMICAL:
        if m not in _economy_moves(state, seat):
            raise Refused("Economical construction cannot be used on that now.")
        c = seat_char(state, seat)
        from .catalog import catalog

        state = set_char(state, replace(c, det=c.det - catalog().abilities[ECONOMICAL][1], used=c.used | {ECONOMICAL}))
        plan = list(state.plan)
        plan[m.slot] = replace(plan[m.slot], thrift=True)
        return replace(state, plan=tuple(plan))
    if m.t in (Kind.USE, Kind.ABILITY):
        return use(push(replace(state, pending=None), Task("replan")), seat, m, "planning")
    raise Refused("While planning: place or take back pawns, then say you are done.")


def _choose_moves(state: State, p: Pending) -> list[Move]:
    return [Move(Kind.CHOOSE, n=k) for k in range(len(p.options))]


def _choose(state: State, m: Move, chance: Chance) -> State:
    p = state.pending
    assert p is not None
    if m.t != Kind.CHOOSE or not 0 <= m.n < len(p.options):
        raise Refused("First choose one of the options shown.")
    return push(replace(state, pending=None), fx(p.options[m.n], p.ctx))


def _manual_moves(state: State, p: Pending) -> list[Move]:
    return adjust_moves(state)


def _manual(state: State, m: Move, chance: Chance) -> State:
    if m.t not in (Kind.ADJUST, Kind.UNADJUST, Kind.RESOLVED):
        raise Refused("First resolve the card shown: adjust what it does, then apply.")
    return adjust(state, m)


def _reroll_moves(state: State, p: Pending) -> list[Move]:
    return [Move(Kind.REROLL, what=s, target=r) for s, r in reroll_options(state)] + [Move(Kind.ACCEPT)]


def _reroll(state: State, m: Move, chance: Chance) -> State:
    if m.t == Kind.ACCEPT:
        return accept(state)
    if m.t == Kind.REROLL:
        return reroll(state, m.what, m.target, chance)
    raise Refused("First decide whether to reroll a die.")


def _fight_moves(state: State, p: Pending) -> list[Move]:
    t = p.options[0]
    return [Move(Kind.BOOST, what=s) for s, _value in boosts(state, t.args[1], t.args[4])] + [Move(Kind.FIGHT)]


def _fight(state: State, m: Move, chance: Chance) -> State:
    p = state.pending
    assert p is not None
    t = p.options[0]
    if m.t == Kind.FIGHT:
        from .fight import resolve_fight

        strength, cid, card, boost, _rest = t.args
        return resolve_fight(replace(state, pending=None), strength, cid, card, boost)
    if m.t == Kind.BOOST and m.what in dict(boosts(state, t.args[1], t.args[4])):
        return use_boost(state, t, m.what)
    raise Refused("First decide how to fight the beast.")


def _weather_moves(state: State, p: Pending) -> list[Move]:
    counts = p.options
    return [Move(Kind.USE, what=s, n=v) for s, v in dict.fromkeys(helps(state, counts))] + [Move(Kind.ACCEPT)]


def _weather(state: State, m: Move, chance: Chance) -> State:
    p = state.pending
    assert p is not None
    rain, snow, animals, storm = p.options
    if m.t == Kind.ACCEPT:
        return apply_weather(replace(state, pending=None), (rain, snow, animals, storm))
    if m.t != Kind.USE or (m.what, m.n) not in helps(state, p.options):
        raise Refused("That does not help against this weather.")
    from .catalog import catalog

    if m.what == HOOCH:
        c = char(state, "cook")
        state = set_char(state, replace(c, det=c.det - catalog().abilities[HOOCH][1], used=c.used | {HOOCH}))
    elif m.what.startswith("discovery:"):
        state = replace(state, tokens=tuple(t for t in state.tokens if t != m.what), discard=(*state.discard, m.what))
    else:
        state = spend_kept(state, m.what)
    if m.n == 0:
        rain -= 1
    elif m.n == 1:
        snow -= 1
    else:
        snow, rain = snow - 1, rain + 1
    counts = (rain, snow, animals, storm)
    if helps(state, counts):
        return replace(state, pending=replace(p, options=counts))
    return apply_weather(replace(state, pending=None), counts)


def _night_moves(state: State, p: Pending) -> list[Move]:
    out = [Move(Kind.CAMP, target=sp) for sp in camp_moves(state)] if "moved" not in state.flags else []
    return out + use_moves(state, "night", p.seat) + [Move(Kind.SLEEP)]


def _night(state: State, m: Move, chance: Chance) -> State:
    from .night import sleep

    if m.t == Kind.SLEEP:
        return sleep(state)
    if m.t == Kind.CAMP:
        if "moved" in state.flags or m.target not in camp_moves(state):
            raise Refused("The camp can move once a night, to an explored tile next to it.")
        return replace(move_camp(state, m.target), flags=state.flags | {"moved"})
    if m.t in (Kind.USE, Kind.ABILITY):
        assert state.pending is not None
        return use(push(replace(state, pending=None), Task("night_window")), state.pending.seat, m, "night")
    raise Refused("At night: move the camp, use what heals at night, or go to sleep.")


LEGAL: dict[str, Callable[[State, Pending], list[Move]]] = {
    "plan": _plan_moves, "choose": _choose_moves, "manual": _manual_moves, "reroll": _reroll_moves,
    "fight": _fight_moves, "weather": _weather_moves, "night": _night_moves,
}
HANDLE: dict[str, Callable[[State, Move, Chance], State]] = {
    "plan": _plan, "choose": _choose, "manual": _manual, "reroll": _reroll, "fight": _fight,
    "weather": _weather, "night": _night,
}


def apply(state: State, move: Move, chance: Chance) -> State | Rejected:
    p = state.pending
    if state.result or p is None:
        return Rejected(_("The game is over."))
    try:
        moved = HANDLE[p.kind](replace(state, told=()), move, chance)
        return settle(moved, chance, figures(state))
    except Refused as no:
        return Rejected(no.reason)
