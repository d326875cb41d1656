"""Every move the deciding player may make, generated per phase; ``apply`` accepts exactly these.

A well is listed only for an action its payer could then carry out (with the cubes left after
paying); the market is always one, as its day happens even when nobody can sell.
"""

from __future__ import annotations

from . import market, mass
from .data import ACTIONS, COUNCIL, CRAFTS, TRAVEL
from .death import candidates
from .moves import Kind, Move
from .state import Phase, State, cached, replace, set_player
from .turn import SPACE_OPTIONS, WELL_CUBES, actionable, current_index, free_turn

PAID_SPACES = (CRAFTS, TRAVEL, COUNCIL)
"""The actions whose possibility depends on the cubes and coins a player holds."""


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
        out = list(SPACE_OPTIONS[step.space](state, i, step))
        if step.part in ("produce", "privilege") or (step.part == "" and step.how == "cube"):
            out.append(Move(Kind.SKIP if step.part == "" else Kind.DONE))
        return out
    if phase is Phase.MARKET:
        return [*market.options(state, i), Move(Kind.PASS)]
    if phase is Phase.FETCH:
        return [*mass.fetch_options(state, i), Move(Kind.DONE)]
    if phase is Phase.CLIMB:
        return [*mass.climb_options(state, i), Move(Kind.DONE)]
    return []


def _turn(state: State, i: int) -> list[Move]:
    if free_turn(state):
        return [*(Move(Kind.ACT, space=s) for s in ACTIONS if actionable(state, i, s)), Move(Kind.SKIP)]
    d = state.data
    out = []
    names = (*d.colours, "plague")
    for s, counts in zip(ACTIONS, state.spaces, strict=True):
        out += [Move(Kind.TAKE, space=s, colour=names[c]) for c, n in enumerate(counts) if n]
    p = state.players[i]
    most = min(WELL_CUBES, p.coins) if state.options.well_coins else 0
    payments = [(colour, coins) for coins in range(most + 1)
                for colour in ([""] if coins == WELL_CUBES else
                               [c for k, c in enumerate(d.colours) if p.cubes[k] + coins >= WELL_CUBES])]
    if not payments:
        return out
    base = [s for s in ACTIONS if actionable(state, i, s)]
    for colour, coins in payments:
        c = d.colours.index(colour) if colour else 0
        paid = replace(p, coins=p.coins - coins,
                       cubes=tuple(n - (WELL_CUBES - coins) if k == c and colour else n for k, n in enumerate(p.cubes)))
        after = set_player(state, i, paid)
        out += [Move(Kind.WELL, space=s, colour=colour, coins=coins) for s in base
                if s not in PAID_SPACES or actionable(after, i, s)]
    return out
