"""Every move the deciding player may make, generated per phase; ``apply`` accepts exactly these.

After paying the well, the actions offered are those its payer can carry out with what is left; the
market is always one, as its day happens even when nobody can sell.
"""

from __future__ import annotations

from functools import cache

from ...kit.records import cached
from . import market, mass
from .data import ACTIONS
from .death import candidates
from .moves import Kind, Move
from .state import Phase, State
from .turn import SPACE_OPTIONS, WELL_CUBES, WELL_STEP, actionable, current_index, free_turn

SKIP, DONE, PASS = Move(Kind.SKIP), Move(Kind.DONE), Move(Kind.PASS)
ACTS = {s: Move(Kind.ACT, space=s) for s in ACTIONS}


@cache
def _take(space: str, colour: str) -> Move:
    """The same move object each time: a turn lists up to 35 of these, and building one costs."""
    return Move(Kind.TAKE, space=space, colour=colour)


@cache
def _well(colour: str, coins: int) -> Move:
    return Move(Kind.WELL, colour=colour, coins=coins)


def legal_moves(state: State) -> list[Move]:
    return cached(state, "legal", lambda: _generate(state))


def _generate(state: State) -> list[Move]:
    i = current_index(state)
    if i is None:
        return []
    if state.dying >= 0:
        return [Move(Kind.DIE, num=n, at=at) for n, at in candidates(state, i)]
    phase = state.phase
    if phase is Phase.TURN:
        return _turn(state, i)
    if phase is Phase.ACTION:
        step = state.step
        assert step is not None
        if step.space == WELL_STEP:
            return [ACTS[s] for s in ACTIONS if actionable(state, i, s)]
        out = list(SPACE_OPTIONS[step.space](state, i, step))
        if step.part in ("produce", "privilege") or (step.part == "" and step.how == "cube"):
            out.append(SKIP if step.part == "" else DONE)
        return out
    if phase is Phase.MARKET:
        return [*market.options(state, i), PASS]
    if phase is Phase.FETCH:
        return [*mass.fetch_options(state, i), DONE]
    if phase is Phase.CLIMB:
        return [*mass.climb_options(state, i), DONE]
    return []


def _turn(state: State, i: int) -> list[Move]:
    if free_turn(state):
        return [*(ACTS[s] for s in ACTIONS if actionable(state, i, s)), SKIP]
    d = state.data
    out = []
    names = (*d.colours, "plague")
    for s, counts in zip(ACTIONS, state.spaces, strict=True):
        out += [_take(s, names[c]) for c, n in enumerate(counts) if n]
    p = state.players[i]
    most = min(WELL_CUBES, p.coins) if state.options.well_coins else 0
    for coins in range(most + 1):
        colours = [""] if coins == WELL_CUBES else [c for k, c in enumerate(d.colours) if p.cubes[k] + coins >= WELL_CUBES]
        out += [_well(colour, coins) for colour in colours]
    return out
