"""The Night phase (rules digest 4.6) and the end of the round.

The first player may first move the camp and use what heals only at night; then everyone eats (the
group chooses who goes hungry when food is short: 2 wounds each), sleeps in the open without a shelter
(1 wound each), and the food spoils.  A character away for the night eats nothing and sleeps out.
"""

from __future__ import annotations

from itertools import combinations

from ....lang.door import _
from ...kit.contract import Chance
from ...kit.records import replace
from .catalog import catalog
from .effects import decide
from .island import camp_moves, shelter_here
from .items import power
from .registry import fx, push, task
from .state import Ctx, Pending, State, Task, base_id, first_seat, players
from .told import tell
from .tracks import take, wound, wound_each


@task("night")
def night(state: State, t: Task, chance: Chance) -> State:
    tasks = (*state.at_night, Task("night_window"))
    return push(replace(state, phase="night", at_night=()), *tasks)


@task("night_window")
def night_window(state: State, t: Task, chance: Chance) -> State:
    from .anytime import use_moves

    if camp_moves(state) or use_moves(state, "night"):
        return replace(state, pending=Pending("night", first_seat(state)))
    return push(state, Task("eat"), Task("night_end"))


def sleep(state: State) -> State:
    return push(replace(state, pending=None), Task("eat"), Task("night_end"))


@task("eat")
def eat(state: State, t: Task, chance: Chance) -> State:
    eaters = [c.id for c in players(state) if not c.dead and not c.away]
    state, short = take(state, "food", len(eaters))
    state = tell(state, "eat", len(eaters), short)
    tasks = []
    if short >= len(eaters):
        state = wound_each(state, eaters, 2)
    elif short:
        options = tuple(tuple(("wound_one", cid, 2) for cid in group) for group in combinations(eaters, short))
        state = decide(state, options, Ctx(), text="hunger", seat=first_seat(state))
    for _night in range(state.night_food):
        state, missing = take(state, "food", len(eaters))
        tasks += [fx((("wound_one", cid, 1),), Ctx()) for cid in eaters[len(eaters) - missing:]]
    for c in players(state):
        if c.away and not c.dead:
            state = wound(state, c.id, 2 + (c.away == "open"))
    return push(state, *tasks) if tasks else state


@task("night_end")
def night_end(state: State, t: Task, chance: Chance) -> State:
    sleepers = [c.id for c in players(state) if not c.dead and not c.away]
    if not shelter_here(state) and sleepers:
        state = wound_each(tell(state, "open_air"), sleepers, 1)
    if state.result:
        return state
    wood, food, fur, npfood = state.avail
    if not power(state, "keep_food") and food:
        state, food = tell(state, "spoils", food), 0
    tokens = state.tokens
    if state.options.goat_spoils:
        tokens = tuple(k for k in tokens if base_id(k) != "goat")
    state = replace(state, avail=(wood, food, fur, npfood), tokens=tokens,
                    discard=state.discard + tuple(k for k in state.tokens if k not in tokens))
    return end_round(state)


def end_round(state: State) -> State:
    chars = tuple(replace(c, used=frozenset(), pawns=2, only=()) for c in state.chars)
    rounds = int(catalog().scenario["rounds"])
    first = state.first if len(state.seats) == 1 else (state.first + 1) % len(state.seats)
    state = replace(state, chars=chars, flags=frozenset(), night_food=0, bonus_pawns=(), piled=False,
                    round=state.round + 1, first=first, weather_faces=(), dice=(), roll=None)
    if state.round > rounds:
        return replace(state, result="lost", why=_("The {rounds}th round ended before the signal fire was ready.", rounds=rounds))
    return push(state, Task("round"))


@task("round")
def new_round(state: State, t: Task, chance: Chance) -> State:
    """A round's phases queued; a character back from a night away brings what the card promised."""
    tasks = list(state.next_round)
    chars = tuple(replace(c, away="") for c in state.chars)
    if state.round > 1:
        tasks += [Task("phase", ("event",)), Task("event_draw")]
    tasks += [Task("phase", ("morale",)), Task("morale_phase"), Task("phase", ("production",)), Task("production"),
              Task("plan_start"), Task("weather"), Task("night")]
    return push(replace(state, chars=chars, next_round=()), *tasks)


@task("phase")
def phase(state: State, t: Task, chance: Chance) -> State:
    return replace(state, phase=t.args[0])


@task("plan_start")
def plan_start(state: State, t: Task, chance: Chance) -> State:
    from .plan_moves import start_planning

    return start_planning(state)
