"""The moves Robinson's search weighs (the kit's ``Candidates``): every legal move but at a card resolved by hand.

A card the data file does not script is put together by the first player from generic adjustments (a resource, a
wound, a level, a token) as its printed text says, then applied (``rules.manual``).  The computer cannot read that
text.  Weighing the adjustments like any other moves, the search found that +1 wood is worth more than a Bear's
black marker on the Arrange-camp space and drafted itself that gift instead (seed 8, two normal castaways).  So the
computer applies a card resolved by hand as nobody drafted it, "nothing happens", as the heuristic bot always did.
"""

from __future__ import annotations

from collections.abc import Sequence

from .rules.moves import Kind, Move
from .rules.state import State


def candidates(state: State, moves: Sequence[Move]) -> list[Move]:
    p = state.pending
    if p is not None and p.kind == "manual":
        return [m for m in moves if m.t == Kind.RESOLVED]
    return list(moves)
