"""How the search levels play My Village out: the heuristic bot's own moves until the deciding player is
about to begin a turn again (``TurnLeaf``), and each village's worth there.

Uniformly random moves to the end of the game scored 13 points against the bot's 42: the playouts told
moves apart by how a hopeless game ended, so the search's few overrules of the bot were noise.  The
bot's playouts make the moves a player would make, the other players' included, and a round of turns
lets the search see what a choice leaves to the others (the dice left in the pool, the customers left
in the display) and what its time costs (a death, the rat) before its worth is judged.
"""

from __future__ import annotations

from collections.abc import Mapping

from .bots import worth
from .game import BOX
from .rules import State
from .rules.scoring import points
from .rules.state import deciding, graves_filled, turn_index


def _turn_start(state: State, i: int) -> bool:
    """Whether player ``i`` is about to take the first die of a turn of theirs."""
    return (state.phase == "dice" and not state.pending and turn_index(state) == i
            and not len(state.players[i].dice) % 2)


TIME_PRICE = 0.8
"""What a unit of time spent in a playout costs at its leaf, in points: about what it buys over a game (the
heuristic bot scores some 46 points with some 59 time).  The bot's own price (``bots.TIME``, 0.25) weighs
one move against the next; at the leaf it made time look cheap, and the search overruled the bot for black
dice (2 time each): on 59 positions of two games, each move judged by 30 games played to the end by the
bot, the search's overrules gained 4.1 points in all at 0.25 and 8.2 at 0.8."""


LATE_GRAVES = 3
"""How many graves before the end a village's worth beyond its points starts to fade at the leaf.  That part
(adventure points on the tree, coins, goods, living villagers, customers not yet served) is what the village
may still turn into points, and time spent is what it may no longer: the village's worth was some 20 to 35
points above its points in the last rounds of the bot's games, whose final totals are near 47.  Counted in
full to the end, a playout that ended the game (scored by its final totals) looked that much worse than one
stopped at the leaf a turn short of it, and the search steered by it.  With each grave filled past this many
before the end, a third less of it counts, none once the game ends with the round."""


def _future(state: State) -> float:
    """The share of what a village may still make or lose that the leaf counts (see ``LATE_GRAVES``)."""
    left = BOX.end_graves[len(state.players)] - graves_filled(state)
    return min(1.0, max(0, left) / LATE_GRAVES)


class TurnLeaf:
    """A playout stops when the player deciding at its start is about to begin a turn again."""

    samples: int | None = 50
    """Its yes holds at the start of that player's turn only, so normal's 100 playouts look two turns ahead and
    hard's 400 eight.  Looking one turn ahead (100 samples), normal won 24.5 of 60 games against easy on seeds
    nobody tuned on (9001-9010, 9101-9110 and 9201-9210, seats swapped), by +0.5 points a game; hard, two turns
    ahead, won 5 of 7 games against it (one tied).  Two turns ahead, normal won 40.5 of the same 60, by +7.4 points
    (SE 1.9), and 38 of 60 more (9301-9310, 9401-9410 and 9501-9510; +7.8, SE 2.1): 65 % of 120; eight turns ahead,
    hard won 9 of 12 against it (seeds 6001-6006, +13.7 points), and both of 2 when stopped at 2 s a move, as in
    the app.  Three turns ahead with the same 100 playouts (34 samples) is no better: 10.5 of the 20 games of seeds
    9001-9010, where two turns won 13.  (Easy here, and in ``floor`` and ``candidates.TOP``, is the heuristic bot
    itself, before easy slipped: ``levels.SLIPS``.)"""
    floor = 0.5
    """The search overrules the bot for a gain of half a point of reward at least, however sure it is of a smaller
    one: the leaf's worth of a village is the bot's own estimate, and in play the overrules below that were no
    better than the bot's move.  Normal against easy when normal looked one turn ahead, 60 games (seeds 6001-6010,
    7001-7010 and 8001-8010, seats swapped): normal won 41 with the floor and 33 without, by much the same mean
    margin (+3.2 and +3.6 points).  Two turns ahead, a floor of 0.25 won 11 of the 20 games of seeds 9301-9310
    where 0.5 won 16 (paired -2.5 points a game, SE 2.8), and a floor of 1.0 won 12 of them (paired -3.2, SE 3.4)."""

    def cut(self, start: State, state: State) -> bool:
        i = deciding(start)
        return i is not None and _turn_start(state, i) and (state.round, state.step) != (start.round, start.step)

    def totals(self, start: State, state: State) -> Mapping[str, float]:
        """Each village's points, and its worth beyond them less the time it spent since ``start`` (time is what
        deaths are paid with), as far as the game has a future (``LATE_GRAVES``)."""
        future = _future(state)
        out = {}
        for i, seat in enumerate(state.seats):
            clouds = BOX.boards[state.players[i].board].clouds
            spent = (state.players[i].time - start.players[i].time) % clouds
            made = points(BOX, state, i)
            out[seat] = made + future * (worth(state, i) - made - TIME_PRICE * spent)
        return out


LEAF = TurnLeaf()
