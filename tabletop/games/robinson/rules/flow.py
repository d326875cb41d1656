"""Carrying the game on to the next decision: run the queued tasks until one waits for a player.

The Castaways goal is checked after every step (rules digest 7): from round 10 on, the Fire built and
the woodpile complete win at once.  What a step changed on the boards is noted for the log (``told``).
"""

from __future__ import annotations

from ....lang.door import _
from ...kit.contract import Chance
from ...kit.records import replace
from . import abilities, actions, cards, effects, fight, items, night, phases, plan_moves, weather, world  # noqa: F401
from .catalog import catalog
from .registry import HANDLERS
from .state import State
from .told import Figures, figures, noted

WIN_FROM = 10


def won(state: State) -> bool:
    stages = tuple(catalog().scenario["woodpile"])
    return state.round >= WIN_FROM and "fire" in state.built and state.woodpile == stages


def settle(state: State, chance: Chance, since: Figures | None = None) -> State:
    """Run the steps to do up to the next decision; ``since``: the figures before the move that led here,
    told if it changed them.  The figures are counted once a step (``noted``)."""
    if since is None:
        since = figures(state)
    else:
        state, since = noted(state, since)
    while not state.result:
        if won(state):
            return replace(state, result="won", why=_("The signal fire is lit: a ship sees it and comes for you."),
                           pending=None, todo=())
        if state.pending is not None or not state.todo:
            return state
        t, state = state.todo[0], replace(state, todo=state.todo[1:])
        state, since = noted(HANDLERS[t.op](state, t, chance), since)
    return replace(state, pending=None, todo=())
