"""A heuristic Village bot: it looks one decision ahead within its own turn and weighs what it holds.

The worth of a position for a family is its score as if the game ended now, plus a little for what
can still become points (cubes, grain, goods, coins, living members) and minus a little for the time
spent.  On its turn the bot considers one cube per space (the colour it holds fewest of) and a well
for each space paid with its most plentiful colour, and follows each into the action it opens.
The binding hands it a state made from its own view, so it never sees another hand.

The search levels play their playouts with this bot for one round of turns (``TurnLeaf``: until the
player who decided is back at the start of a turn; hard plays two) and score each family's worth there: a random
game of Village scores a tenth of a played one, so random playouts to the end told moves apart by
luck rather than by play.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from ..kit.contract import NO_CHANCE_KEY, Chance, Rejected
from .rules import Kind, Move, State, VillageEngine
from .rules.scoring import lines
from .rules.state import BAG, FARM, Phase, on_board, stalls
from .rules.turn import current_index

LOOKAHEAD = 2
"""How many of its own decisions the bot follows from its turn: the cube or the well, then the action."""
WEIGHTS = {"cube": 0.4, "grain": 0.5, "good": 1.2, "coin": 0.2, "member": 1.0, "council": 1.5, "bag": 1.5,
           "recorded": 1.5, "customer": 0.5, "time": 0.12}


def _customer_in_reach(state: State, i: int) -> int:
    """The most points a stall customer would give for what player ``i`` holds now."""
    p = state.players[i]
    best = 0
    for s in stalls(state):
        tile = state.market[s]
        c = state.data.customers.get(tile) if tile else None
        if c is not None and p.grain >= c.grain and all(h >= n for h, n in zip(p.goods, c.goods, strict=True)):
            best = max(best, c.points)
    return best


def worth(state: State, i: int) -> float:
    p = state.players[i]
    w = WEIGHTS
    score = float(sum(line.points for line in lines(state, p)))
    score += w["cube"] * sum(p.cubes) + w["grain"] * p.grain + w["good"] * sum(p.goods) + w["coin"] * p.coins
    score += w["member"] * sum(1 for m in p.members if m == FARM or on_board(m))
    score += w["council"] * sum(1 for m in p.members if m.startswith("council:"))
    score += w["bag"] * sum(1 for m in p.members if m == BAG)
    score += w["recorded"] * sum(1 for m in p.members if m.startswith("chronicle:"))
    score += w["customer"] * _customer_in_reach(state, i)
    return score - w["time"] * p.time


class VillageBot:
    def __init__(self, engine: VillageEngine) -> None:
        self.engine = engine

    def choose(self, state: State, seat: str, rng: random.Random) -> Move:
        moves = list(self.engine.legal_moves(state))
        if len(moves) == 1:
            return moves[0]
        i = state.seats.index(seat)
        options = self._turn_options(state, i, moves) if state.phase is Phase.TURN else moves
        deeper = LOOKAHEAD if state.phase is Phase.TURN else 0
        return max(options, key=lambda m: self._value(state, i, m, deeper) + rng.random() * 0.01)

    def _after(self, state: State, move: Move) -> State | None:
        out = self.engine.apply(state, move, Chance(NO_CHANCE_KEY))
        return None if isinstance(out, Rejected) else out

    def _value(self, state: State, i: int, move: Move, deeper: int) -> float:
        after = self._after(state, move)
        if after is None:
            return float("-inf")
        if deeper and not self.engine.is_over(after) and self.engine.current_seat(after) == state.seats[i]:
            return max(self._value(after, i, m, deeper - 1) for m in self.engine.legal_moves(after))
        return worth(after, i)

    def _turn_options(self, state: State, i: int, moves: Sequence[Move]) -> list[Move]:
        p = state.players[i]
        colours = state.data.colours
        have = dict(zip(colours, p.cubes, strict=True))
        take: dict[str, Move] = {}
        for m in moves:
            if m.kind is Kind.TAKE:
                best = take.get(m.space)
                rank = (m.colour == "plague", have.get(m.colour, 0))
                if best is None or rank < (best.colour == "plague", have.get(best.colour, 0)):
                    take[m.space] = m
        plenty = max(colours, key=lambda c: have[c])
        wells = [m for m in moves if m.kind is Kind.WELL and m.coins == 0 and m.colour == plenty][:1]
        rest = [m for m in moves if m.kind not in (Kind.TAKE, Kind.WELL)]
        return [*take.values(), *wells, *rest]


class TurnLeaf:
    """A playout stops when the player deciding at its start is about to begin a turn again."""

    samples: int | None = 200
    """Its yes holds at the start of that player's turn only, so hard's 400 playouts look two rounds ahead."""
    floor = 0.0

    def cut(self, start: State, state: State) -> bool:
        return state.phase is Phase.TURN and state.dying < 0 and state.current == current_index(start)

    def totals(self, start: State, state: State) -> Mapping[str, float]:
        return {seat: worth(state, i) for i, seat in enumerate(state.seats)}
