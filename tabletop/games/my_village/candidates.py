"""The moves My Village's search weighs (the kit's ``Candidates``): the heuristic bot's ``TOP`` best.

The search spreads its playouts evenly over its candidates before it halves them, and overrules the bot's
move when another beats it by a standard error on the worlds both were played in.  With every legal move in
the running (a flag phase lists twenty and more), normal's hundred playouts judged each on one or two worlds
at the first cut, and of many moves equal in truth one beats the bot's by a standard error by luck alone: the
search's overrules were noise, and normal won half its games against easy.  A playout of a turn is judged by
the bot's own worth, so a move the bot ranks far down rarely wins there on merit; the playouts go to the few
it finds close.
"""

from __future__ import annotations

from collections.abc import Sequence

from .bots import ranked
from .rules import Move, State
from .rules.state import deciding

TOP = 3
"""Two (each then judged on 25 worlds, not 8 to 16) won 16 of the 20 games of seeds 9301-9310 against easy, as
three did, by 2.8 points a game less (SE 3.6)."""


def candidates(state: State, moves: Sequence[Move]) -> list[Move]:
    i = deciding(state)
    if i is None:
        return list(moves)
    best = set(ranked(state, i, moves)[:TOP])
    return [m for m in moves if m in best]
