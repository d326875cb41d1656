"""The planning moves: place a pawn, take one back, put wood on the woodpile, and say the plan is done."""

from __future__ import annotations

from ...kit.contract import Chance, Refused
from ...kit.records import replace
from .catalog import catalog
from .pawns import leader_of
from .planning import check_place, may_lead, need, planner, planning_order, spare_wood
from .registry import push, task
from .state import Pending, Slot, State, Task


def place(state: State, seat: str, pawn: str, kind: str, target: str, pay: int, slot: int) -> State:
    check_place(state, seat, pawn, kind, target, pay, slot)
    plan = list(state.plan)
    if slot >= 0:
        s = plan[slot]
        plan[slot] = replace(s, pawns=(*s.pawns, pawn), by=(*s.by, seat))
    else:
        plan.append(Slot(kind, target, pay, (pawn,), (seat,)))
    return replace(state, plan=tuple(plan))


def unplace(state: State, seat: str, pawn: str) -> State:
    """Take ``pawn`` back; an action left without anyone to lead it is taken off the plan."""
    for i, s in enumerate(state.plan):
        if pawn in s.pawns:
            k = s.pawns.index(pawn)
            if s.by[k] != seat:
                raise Refused("Only the player who placed that pawn may take it back.")
            left = Slot(s.kind, s.target, s.pay, s.pawns[:k] + s.pawns[k + 1:], s.by[:k] + s.by[k + 1:], s.thrift)
            plan = list(state.plan)
            lead = leader_of(left.pawns)
            if not lead or may_lead(state, _leader_pawn(left), left):
                del plan[i]
            else:
                plan[i] = left
            return replace(state, plan=tuple(plan))
    raise Refused("That pawn is not on the plan.")


def _leader_pawn(s: Slot) -> str:
    lead = leader_of(s.pawns)
    return next(p for p in s.pawns if p == lead or p.startswith(lead + "-"))


def pile(state: State, n: int) -> State:
    """Put ``n`` wood on the woodpile's current stage (once a round, before the actions)."""
    if state.piled:
        raise Refused("Wood has already gone onto the woodpile this round.")
    stages = tuple(catalog().scenario["woodpile"])
    stage = next((k for k, need in enumerate(stages) if state.woodpile[k] < need), None)
    if stage is None:
        raise Refused("The woodpile is complete.")
    room = stages[stage] - state.woodpile[stage]
    if not 1 <= n <= room:
        raise Refused("This stage of the woodpile takes 1 to {room} wood.", room=room)
    if state.avail[0] < n:
        raise Refused("There are only {value} wood in Available resources.", value=state.avail[0])
    if n > spare_wood(state):  # wood alone: a card may have left the plan short of something else
        raise Refused("That wood is already earmarked for a planned action.")
    pile_ = list(state.woodpile)
    pile_[stage] += n
    return replace(state, woodpile=tuple(pile_), piled=True, avail=(state.avail[0] - n, *state.avail[1:]))


def done(state: State) -> State:
    """The seat's planning is over; after the last seat, actions still short of pawns are dropped
    (their pawns stay idle) and the plan is resolved."""
    order = planning_order(state)
    if state.planner + 1 < len(order):
        k = state.planner + 1
        return replace(state, planner=k, pending=Pending("plan", order[k]))
    plan = tuple(s for i, s in enumerate(state.plan) if len(s.pawns) >= need(state, state.plan, i))
    return push(replace(state, pending=None, plan=plan), Task("resolve"))


def start_planning(state: State) -> State:
    state = replace(state, phase="planning", planner=0, plan=())
    return replace(state, pending=Pending("plan", planner(state)))


@task("replan")
def replan(state: State, t: Task, chance: Chance) -> State:
    """Back to the planner after something used while planning has done its work."""
    return replace(state, pending=Pending("plan", planner(state)))
