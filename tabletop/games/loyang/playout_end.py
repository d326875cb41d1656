"""Where Loyang's search scores its playouts (``LastSteps``): at the last Path phase of the game, with
what the Cash still buys there and the Cash left over as a fraction of the next step's price.

Played to the end, a playout scores whole points: a move that leaves a player 4 Cash richer at the
end shows in the few worlds where those 4 Cash just buy another step, and in all the others not at
all, so the search could not tell it from noise.  The last Path phase is where Cash turns into
points for good (the policy then steps on while it can pay, as the rules score it); what is left is
worth nothing to the rules, but it is the measure of how near the next point was, which the search
sees in every world.  The fraction stays below one (a player done moving may hold more than a step's
price, got after its turn), so no move loses a whole point for it.

Stopping sooner, at a value learned from the search's own games, did worse.  Fitted per round on 200 normal
solo games (seeds 40001-40200; ridge regression of the final total less the Path reached, on 16 features of
the player at the start of a round: Cash, Path, stock, crops, empty fields, deck, the customers' pay and
cover, helpers, Storehouse size, stalls, hand; cross-validated R² 0.2 in round 2 to 0.7 in round 6), and
scored at the start of the next round, the leaf cost 1.36 points a game (SE 0.13; 2 of 100 games reached 17
instead of 25; normal, seeds 9701-9800), two rounds on 0.45 (SE 0.11).  The search steers into what a fit
rewards without causing it: the fit held each regular customer against a player (0.8 points in round 2, what
it pays counted apart), so in six games the search delivered to regular customers 52 times instead of 74 and
took casual customers and two-packs instead.

Nor does the last round hold the missing Cash.  A search of the last action phase that weighed every pair of moves
in a row (the weighed moves, each followed by each weighed move after it, three worlds a pair), where normal weighs
one move with the policy finishing the turn, ended 5 of 30 solo games with more Cash (16 in all; seeds 1-30) and
none with a step more: two of them one Cash short of the next.  The Cash a step lacks goes earlier in the game.
"""

from __future__ import annotations

from collections.abc import Mapping

from .rules import State
from .rules.play import path_cost
from .rules.state import ROUNDS


class LastSteps:
    """The kit's ``Leaf``: the playout stops at the last player's Path phase in the last round.

    Its totals are points, in the solo game too.  Adding 2 for each solo rating reached (17, 18, 19; the Cash
    left over counting at the next step's worth, rating and all), so that a lone player played for the rating,
    gained little: normal reached 17 in 16 of 50 solo games instead of 12 and scored 0.16 points a game more
    (SE 0.08; seeds 9701-9750, 9 games gained the rating, 5 lost it), but hard reached it in 14 of the issue's
    50 (seeds 1-50) against 15."""

    samples: int | None = None
    """Its yes holds at the end of the game only: hard's budget buys samples, not depth."""
    floor = 0.0
    """Every gain counts: the Cash left over scores a fraction of the next step, a real step towards it.  A floor
    of 0.1 (about 2 Cash of the last round's leftover), so that hard's many worlds would not overrule the policy
    for gains too small to trust, did not help: 13 of the issue's 50 hard solo games reached 17 against 15,
    mean 16.08 (seeds 1-50)."""

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
