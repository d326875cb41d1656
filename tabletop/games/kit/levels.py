"""The computer's levels, the same for every game: who plays and how long it may think.

* **easy** is the game's own heuristic bot (``RulesKit.bot``), which looks one move ahead, no further, with a slip
  now and then (``Slipping``): a level a newcomer can beat.
* **normal** is the search bot (``search.SearchBot``) with a small budget of playouts.
* **hard** is the search bot with ample playouts, up to ``seconds`` a move on the app's clock.  Where the
  game's playouts stop at a leaf they can pass again and again (either village's start of a turn), a budget
  beyond the leaf's ``samples`` buys depth, not samples: Village's hard looks two rounds ahead where normal
  looks one, My Village's normal two turns ahead and hard eight.

What a budget buys where the playouts run to the end of the game, measured on Loyang's solo game (the search
with other budgets, paired with normal's 100 playouts on the same seeds): 25 playouts a move score 0.60 points
a game less (SE 0.10; 10 games of 100 reach the goal of 17 against 25; seeds 9701-9800), 400 score 0.26 more
(SE 0.11; 22 games of 50 against 12; seeds 9701-9750), and 800 score 0.12 less than hard's 400 (SE 0.09;
11 games of 50 against 15; seeds 1-50).  More playouts than hard's, as a second core would give, buy nothing there.
Nor where that search gains most.  Searching Loyang's card phase alone (the Offer picks; the playout policy plays
every other move), 100 playouts a pick scored 15.65 points a game, 400 16.1 and 1,600 15.9, where the policy alone
scored 11.95 and the whole search at hard's 400 16.2 on the same seeds (9701-9720): the Offer picks carry nearly
all of the search's gain over its policy, and four times hard's playouts there buy nothing either.

``seconds`` is data for the caller: this module reads no clock.  The app turns it into the
``enough`` deadline it passes to ``bot_for``; the benchmark may leave the clock out so that a
result does not depend on how busy the machine was.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, TypeVar

from ...core.model import BOT_LEVELS
from .rules import Bot, RulesKit
from .search import SearchBot, Thinking, never

S = TypeVar("S")
M = TypeVar("M")

DEFAULT_LEVEL = "normal"


@dataclass(frozen=True)
class Level:
    """``playouts`` 0 means the heuristic bot, without search."""

    name: str
    playouts: int
    seconds: float
    slips: float = 0.0
    """The share of the heuristic bot's decisions with a choice at which it slips (``Slipping``)."""


SLIPS = 1 / 3
"""Easy slips at one decision in three.  Without slips easy was the heuristic bot itself, and in My Village that
bot came within 8 points a game of normal's search (normal won 65 % of 120 games against it, by +7.6 a game): a
person new to the game met two levels of much the same strength.  Measured in My Village, against the bot it slips
from (100 games, seeds 5000-5049, seats swapped) and against normal (seeds 9001-9010, 9101-9110, 9201-9210 and
9301-9310, seats swapped):

=================  ====================  ===========================================
easy slips at      against the bot       normal against easy
=================  ====================  ===========================================
none               (itself)              40.5 of the first 60 games
one in five        44 %, -3.2 (SE 1.5)   40 of the first 60 games
one in three       36 %, -4.4 (SE 1.3)   66 of 80 (82.5 %), +14.4 points (SE 1.5)
=================  ====================  ===========================================

At one in five easy was hardly a level of its own.  At one in three it still beats random moves in every game (40
in either village, 20 in Loyang, seeds 1-20 and 100-109); alone in Loyang it scores 3.2 points where the greedy bot
scores 5.6 (30 solo games, seeds 9701-9730), and a team of two easy castaways in Robinson Crusoe lasts 5.0 rounds
where the bot's lasts 6.3 (neither wins)."""

LEVELS = {"easy": Level("easy", 0, 0.5, SLIPS), "normal": Level("normal", 100, 1.0), "hard": Level("hard", 400, 2.0)}
assert tuple(LEVELS) == BOT_LEVELS

GREEDY = Level("greedy", 0, 0.5)
"""The heuristic bot itself, easy without its slips: no level of the app's, but the greedy bot the issue's
strength goals measure Loyang's hard against."""


class Slipping(Generic[S, M]):
    """The heuristic bot, which now and then plays another move it might have thought of: one of the moves the
    search would weigh (``RulesKit.candidates``; any legal move where the game names none), drawn at random.

    A weaker bot of this kind errs the way a player does, on a move that looked good enough, where a bot that
    thought less would play the same moves worse everywhere; and it costs nothing, so easy still answers at once."""

    def __init__(self, kit: RulesKit[S, M], rate: float) -> None:
        self.kit = kit
        self.rate = rate

    def choose(self, state: S, seat: str, rng: random.Random) -> M:
        moves = self.kit.engine.legal_moves(state)
        if len(moves) > 1 and rng.random() < self.rate:
            weighed = self.kit.candidates(state, moves) if self.kit.candidates is not None else moves
            return weighed[rng.randrange(len(weighed))]
        return self.kit.bot.choose(state, seat, rng)


def bot_for(kit: RulesKit[S, M], level: str | Level, enough: Callable[[], bool] = never) -> Bot[S, M]:
    """The bot that plays ``level`` (a name, or a level of one's own), stopping its thinking once
    ``enough()`` says so."""
    spec = LEVELS[level] if isinstance(level, str) else level
    if spec.playouts == 0:
        return Slipping(kit, spec.slips) if spec.slips else kit.bot
    return SearchBot(kit.engine, Thinking(spec.playouts, enough), kit.playout, kit.bot, kit.leaf, kit.candidates)
