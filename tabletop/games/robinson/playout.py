"""How the search levels play Robinson Crusoe out: the heuristic bot's own moves to the end of the round,
and the castaways' standing there (``RoundLeaf``).

Random moves to the end of the game lose every game of Castaways by the fourth to sixth round, so
random playouts told moves apart by how long a hopeless team lasted, and took some seventy moves
each.  The bot's playouts are the moves the team would make, and a round is the game's own unit:
the plan, its dice, the weather and the night all follow a decision before its worth is judged.
"""

from __future__ import annotations

from collections.abc import Mapping

from .bots import evaluate
from .rules.state import State

SPREAD = 200.0
"""Half the span of ``evaluate`` mapped onto one round: the estimates seen in played games lie well
within -100 to +100, so a living team's worth stays between the rounds it survived and one more."""


class RoundLeaf:
    """A playout stops when the round it started in is over; its worth there is the rounds survived
    (what the score sheet counts) plus the castaways' standing scaled into one round, so that a team
    alive at the end of the round is always worth more than one that died in it, and a game won is
    worth most."""

    def cut(self, start: State, state: State) -> bool:
        return state.round > start.round

    def totals(self, start: State, state: State) -> Mapping[str, float]:
        standing = min(max(0.5 + evaluate(state) / SPREAD, 0.0), 1.0)
        worth = state.round - 1 + standing
        return {seat: worth for seat in state.seats}


LEAF = RoundLeaf()
