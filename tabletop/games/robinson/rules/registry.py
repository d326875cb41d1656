"""The table of task handlers and script steps, filled by the phase and effect modules as they load.

A handler takes the state, its ``Task`` and the move's ``Chance`` and returns the next state; it may
push more tasks to the front of the queue or leave a decision pending.  Script steps are tasks too:
``fx`` runs the first step of a script and queues the rest behind whatever that step queued.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...kit.contract import Chance
from ...kit.records import replace
from .state import Ctx, State, Task

Handler = Callable[[State, Task, Chance], State]
Step = tuple[Any, ...]
StepHandler = Callable[[State, Step, Ctx, Chance], State]
HANDLERS: dict[str, Handler] = {}
STEPS: dict[str, StepHandler] = {}


def task(name: str) -> Callable[[Handler], Handler]:
    def register(fn: Handler) -> Handler:
        HANDLERS[name] = fn
        return fn
    return register


def step(*names: str) -> Callable[[StepHandler], StepHandler]:
    def register(fn: StepHandler) -> StepHandler:
        for name in names:
            STEPS[name] = fn
        return fn
    return register


def push(state: State, *tasks: Task) -> State:
    """Queue ``tasks`` (in this order) before everything already waiting."""
    return replace(state, todo=tasks + state.todo)


def fx(steps: tuple[Step, ...], ctx: Ctx) -> Task:
    return Task("fx", (steps,), ctx)


@task("fx")
def run_fx(state: State, t: Task, chance: Chance) -> State:
    steps = t.args[0]
    if not steps:
        return state
    if len(steps) > 1:
        state = push(state, Task("fx", (steps[1:],), t.ctx))
    first = steps[0]
    return STEPS[first[0]](state, first, t.ctx, chance)
