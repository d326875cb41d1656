"""How the search levels play Robinson Crusoe out: the heuristic bot's own moves to the night of the round,
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
    """A playout stops at the night of the round it began in (a decision made at night: once that night
    is over).  The night is where the round's bill comes: eating, sleeping in the open, the food that
    spoils; ``evaluate`` counts a shelter and the food for it, so the playout leaves the night itself,
    with the whole of the next round's event, morale and production it sets off, to the estimate.

    Its worth is the rounds survived before the round judged (what the score sheet counts, had the
    castaways died in it) plus their standing scaled into one round: a team alive is worth at least as
    much as one that died in that round, and a game won in it is worth most.
    """

    samples: int | None = None
    """Its yes holds from the night on, so a playout is never scored a round further on: hard's larger budget
    buys samples (the one-round search is the one measured, at 1.0 to 1.6 s of CPU a move)."""
    floor = 0.0

    def cut(self, start: State, state: State) -> bool:
        return state.round > start.round or (start.phase != "night" and state.phase == "night")

    def totals(self, start: State, state: State) -> Mapping[str, float]:
        survived = start.round - (0 if start.phase == "night" else 1)
        worth = survived + min(max(0.5 + evaluate(state) / SPREAD, 0.0), 1.0)
        return {seat: worth for seat in state.seats}


LEAF = RoundLeaf()
