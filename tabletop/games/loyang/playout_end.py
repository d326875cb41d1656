"""Where Loyang's search scores its playouts (``LastSteps``): at the last Path phase of the game, with
what the Cash still buys there and the Cash left over as a fraction of the next step's price.

Played to the end, a playout scores whole points: a move that leaves a player 4 Cash richer at the
end shows in the few worlds where those 4 Cash just buy another step, and in all the others not at
all, so the search could not tell it from noise.  The last Path phase is where Cash turns into
points for good (the policy then steps on while it can pay, as the rules score it); what is left is
worth nothing to the rules, but it is the measure of how near the next point was, which the search
sees in every world.  The fraction stays below one (a player done moving may hold more than a step's
price, got after its turn), so no move loses a whole point for it.
"""

from __future__ import annotations

from collections.abc import Mapping

from .rules import State
from .rules.play import path_cost
from .rules.state import ROUNDS


class LastSteps:
    """The kit's ``Leaf``: the playout stops at the last player's Path phase in the last round."""

    repeats = False
    """Its yes holds at the end of the game only: hard's budget buys samples, not depth."""
    floor = 0.0
    """Every gain counts: the Cash left over scores a fraction of the next step, a real step towards it."""

    def cut(self, start: State, state: State) -> bool:
        return (state.round >= ROUNDS and state.phase == "path" and not state.pending
                and state.cursor == len(state.order) - 1)

    def totals(self, start: State, state: State) -> Mapping[str, float]:
        mover = state.order[state.cursor]
        out = {}
        for i, p in enumerate(state.players):
            steps = 0
            while i == mover and path_cost(p, steps + 1) <= p.cash:
                steps += 1
            path, cash = p.path + steps, p.cash - path_cost(p, steps)
            out[p.seat] = path - p.loans + min(cash, path) / (path + 1)
        return out


LEAF = LastSteps()
