"""One search bot for every engine: a determinised Monte Carlo search over the engine contract.

The bot is handed a state the binding drew from its seat's view, and reads nothing from it but that
view again (``engine.view``): each sample of the search starts from a fresh ``engine.determinize`` of
the view, so the hidden parts it plans against are guesses drawn from what the seat may know, never
another hand or a deck's order.

How it chooses.  Every legal move is a candidate, or only those the game names as worth weighing
(``Candidates``: where a turn offers many moves plainly no better than another, such as the same trade
paid for with dearer goods, the playouts go to the moves that differ).  A *world* is one determinisation
of the view together with the chance keys and playout randomness that follow it; each candidate is played in the
same worlds (common random numbers), so two moves are compared on the same deals and the same rolls
and the difference between them is not drowned by the luck of the draw.  A candidate's value in a
world is the playout's result: the game's own cheap policy (``Playout``), or uniformly random moves,
to the end of the game, scored as the seat's total plus its margin over the best other seat and one
for a win (``utilities``).  A game whose playouts cost too much to reach the end (its policy is its
heuristic bot, which looks ahead itself) gives a ``Leaf``: the playout stops where the leaf says and
scores the game's own estimate of the totals there.  Sequential halving spreads the playouts: all
candidates get a few worlds, the better half gets more, and so on until one is left (Karnin, Koren
and Somekh 2013; the root rule of Gumbel MuZero).  The search starts from a move of the game's own:
its playout policy's, else its heuristic bot's.  That move always stays in the running, and another
replaces it only when it is better by more than the noise of the comparison and than the leaf's ``floor``,
so the search keeps what the game's own judgement knows and improves on it where its playouts show
clearly how.

Why fresh worlds at every move, and no line of moves kept from one move to the next, measured on Loyang's solo
game (seeds 9701-9720, where hard scores 16.2 points a game and reaches the goal of 17 in 7 of 20):

* The hidden part is not what holds the search back.  Searching the card phase with the true deck order in place
  of sampled worlds (100 playouts a pick, the policy playing every other move) scored 15.78 points a game against
  15.72 (100 games, seeds 9701-9800).
* Keeping a line pays only where the future is known.  Given the true deck (and every later shuffle), a nested
  Monte Carlo search (four policy playouts a candidate, the best whole line found followed until a better one
  turns up) scored 16.65 and reached 17 in 12 of 20 games (with sixteen playouts a candidate, 16.45 and 9: that is
  about as far as this policy goes even knowing the deck; on the issue's seeds 1-50 the four-playout search reached
  17 in 17 games, mean 16.28, where hard reaches it in 15); keeping the line within a round only, 16.45 (9);
  keeping none, 16.1 (4).  Played honestly, with the lines found in worlds drawn from the seat's view and kept
  while the game matches what they foretold, each world's best line leans on that world's future Offer: one world
  15.45 (1 of 20), four 15.75 (2), eight 15.95 (4), thirty-two 16.1 (6; at 1.2 times hard's CPU), the move taken
  by the mean of the worlds' best lines.  Lines to the end of the round, judged by their mean over 16 worlds and
  kept unless another beats them by a standard error: 15.8 (4 of 20).

How long it thinks is the caller's: ``Thinking`` gives a number of playouts and an optional ``enough``
callable (the app passes a deadline); this module never reads a clock.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Generic, Protocol, TypeVar

from ...lang.door import _
from .contract import Chance, Engine, Rejected, ScoreSheet

if TYPE_CHECKING:
    from .rules import Bot

S = TypeVar("S")
M = TypeVar("M")
S_in = TypeVar("S_in", contravariant=True)
M_out = TypeVar("M_out", covariant=True)

CHANCE_BITS = 53
WIN_BONUS = 1.0
MAX_PLAYOUT_MOVES = 50_000
"""A playout longer than this is scored where it stands (a guard against a policy that goes round in circles)."""
CONFIDENCE = 1.0
"""How many standard errors a move must beat the move the search starts from by to replace it, when the
playouts follow the game's policy.  Measured on Loyang's card phase (the search picking from the Offer with 100
playouts, the policy playing every other move; 100 solo games, seeds 9701-9800): 15.72 points a game at 1,
15.55 at 0 (-0.17, SE 0.06) and 15.68 at 2 (-0.04, SE 0.05)."""
RANDOM_CONFIDENCE = 2.0
"""The same when the playouts are random moves: a cruder judge, so it takes more to overrule the game's
heuristic bot (measured on Village: at 1, the search lost every game to the bot it started from)."""


class Playout(Protocol[S_in, M_out]):
    def pick(self, state: S_in, rng: random.Random) -> M_out:
        """A legal move of ``state``, found quickly (without listing them all) and reasonably good."""
        ...


class Candidates(Protocol[S_in, M]):
    def __call__(self, state: S_in, moves: Sequence[M]) -> list[M]:
        """The moves among ``moves`` (the legal ones, in their order) worth the search's playouts, in that
        order, at least one); a move plainly no better than one kept may be left out.  ``state`` is the one
        the bot is handed, a world the binding drew from the deciding seat's view, so what it names never rests
        on what the seat cannot know.  The move the search starts from is weighed too, named or not; when it
        is the only one, the search plays it unweighed."""
        ...


class Leaf(Protocol[S_in]):
    """Where a playout stops short of the end, and what the game is worth there."""

    samples: int | None
    """Where a playout can pass this leaf again and again (``cut`` says yes at one moment only, as at the start of
    each round of turns, never for the rest of the playout): how many playouts a search needs here before a larger
    budget buys depth rather than samples.  Each playout then passes the leaf once more for every ``samples`` of the
    budget, and costs that many playouts of it: more samples of one leaf only shrink the noise around the leaf's
    own estimate, bias and all, so the search overrules the game's move on that bias (Village: hard with 400
    one-round playouts lost to normal in 4 of 6 games).  ``None`` for a leaf passed once (a budget buys samples)."""

    floor: float
    """The least gain in reward (``utilities`` of the leaf's totals) for which the search overrules the move it
    starts from, however many worlds show a smaller one.  A leaf scores an estimate with a bias of its own, and
    below that bias more worlds only make the search surer of the estimate's error: the game's own move is the
    safer judge there.  0 for a leaf whose differences all count."""

    def cut(self, start: S_in, state: S_in) -> bool:
        """Whether the playout from ``start`` passes the leaf at ``state`` (asked before every playout move;
        a deep search's playout stops at the ``depth``-th yes)."""
        ...

    def totals(self, start: S_in, state: S_in) -> Mapping[str, float]:
        """Each seat's estimated final total at ``state``, reached from ``start`` (what a seat spent on the
        way, such as time, may count against it)."""
        ...


class BotPlayout(Generic[S, M]):
    """A game's heuristic bot as its playout policy: the seat to move plays the bot's move.

    For a game whose bot is cheap enough to play a few turns of every playout, with a ``Leaf`` to stop
    them: its playouts then follow moves a player would make, not uniformly random ones."""

    def __init__(self, engine: Engine[S, M], bot: Bot[S, M]) -> None:
        self.engine = engine
        self.bot = bot

    def pick(self, state: S, rng: random.Random) -> M:
        seat = self.engine.current_seat(state)
        assert seat is not None  # a playout asks for a move only before the game is over
        return self.bot.choose(state, seat, rng)


def never() -> bool:
    return False


@dataclass(frozen=True)
class Thinking:
    """How much the bot may think for one move: at most ``playouts`` playouts, and it stops early
    once ``enough()`` says so (the app's deadline)."""

    playouts: int
    enough: Callable[[], bool] = never


def utilities(totals: Mapping[str, float]) -> dict[str, float]:
    """Each seat's reward: its total, plus its margin over the best other seat and a bonus for leading.

    Alone, that is its total; in a cooperative game, where every seat has the team's total, the
    margin is nil and the total alone counts; against others, beating them counts as much as scoring.
    """
    if len(totals) == 1:
        return dict(totals)
    out = {}
    for seat, mine in totals.items():
        best = max(v for s, v in totals.items() if s != seat)
        out[seat] = 2 * mine - best + (WIN_BONUS if mine > best else WIN_BONUS / 2 if mine == best else 0.0)
    return out


def final_totals(sheets: Sequence[ScoreSheet]) -> dict[str, float]:
    """The totals, with the rulebook's tie-break folded in as a hundredth of a point per rank."""
    return {s.seat: s.total - 0.01 * s.rank for s in sheets}


@dataclass
class _Candidate(Generic[M]):
    move: M
    results: list[float]

    def mean(self) -> float:
        """A move the thinking ran out before trying ranks last."""
        return sum(self.results) / len(self.results) if self.results else -math.inf


class SearchBot(Generic[S, M]):
    """The kit's ``Bot`` that searches: ``choose`` runs one search from the seat's view."""

    def __init__(self, engine: Engine[S, M], thinking: Thinking, playout: Playout[S, M] | None = None,
                 prior: Bot[S, M] | None = None, leaf: Leaf[S] | None = None,
                 candidates: Candidates[S, M] | None = None) -> None:
        self.engine = engine
        self.candidates = candidates
        self.thinking = thinking
        self.playout = playout
        self.prior = prior
        self.leaf = leaf
        samples = leaf.samples if leaf is not None else None
        self.depth = max(1, math.ceil(thinking.playouts / samples)) if samples else 1
        """How many times a playout passes the leaf before it is scored there."""
        self.budget = thinking.playouts // self.depth
        """Playouts a ``choose`` may use: a deeper playout costs as many as it passes leaves."""
        self.spent = 0
        """Playouts the last ``choose`` used (for the benchmark)."""

    def choose(self, state: S, seat: str, rng: random.Random) -> M:
        engine = self.engine
        moves = list(engine.legal_moves(state))
        if not moves:
            raise ValueError(_("the game is over: there is no move to choose"))
        self.spent = 0
        default = self._default(state, seat, moves, rng)
        if self.candidates is not None and len(moves) > 1:
            weighed = self.candidates(state, moves)
            moves = weighed + [default] if default is not None and default not in weighed else weighed
        if len(moves) == 1 or self.budget < len(moves):
            return moves[0] if default is None else default
        view = engine.view(state, seat)
        field = [_Candidate(m, []) for m in moves]
        keep = next((c for c in field if c.move == default), None)
        rounds = max(1, math.ceil(math.log2(len(field))))
        while self._play(field, view, seat, max(1, self.budget // (len(field) * rounds)), rng) \
                and len(field) > 2:
            field.sort(key=lambda c: -c.mean())
            half = field[:math.ceil(len(field) / 2)]
            if keep is not None and keep not in half:
                half[-1] = keep
            field = half
        best = max(field, key=lambda c: c.mean())
        confidence = CONFIDENCE if self.playout is not None else RANDOM_CONFIDENCE
        floor = self.leaf.floor if self.leaf is not None else 0.0
        if keep is None or best is keep or _clearly_better(best, keep, confidence, floor):
            return best.move
        return keep.move

    def _default(self, state: S, seat: str, moves: list[M], rng: random.Random) -> M | None:
        """The move the search starts from: the playout policy's, else the game's heuristic bot's."""
        own = random.Random(rng.getrandbits(64))
        if self.playout is not None:
            move = self.playout.pick(state, own)
        elif self.prior is not None:
            move = self.prior.choose(state, seat, own)
        else:
            return None
        return move if move in moves else None

    def _play(self, field: list[_Candidate[M]], view: S, seat: str, worlds: int, rng: random.Random) -> bool:
        """``worlds`` more worlds for every candidate in ``field``; ``False`` once the thinking is over.

        The clock is read before every playout, not only every world: a world of many moves played out
        on a busy machine would otherwise run the thinking well past its time."""
        for _world in range(worlds):
            if self.spent >= self.budget:
                return False
            seed = rng.getrandbits(64)
            world = self.engine.determinize(view, seat, random.Random(seed))
            for candidate in field:
                if self.spent and self.thinking.enough():
                    return False
                candidate.results.append(self._value(world, candidate.move, seat, seed))
                self.spent += 1
        return True

    def _value(self, world: S, move: M, seat: str, seed: int) -> float:
        """The seat's reward when ``move`` is made in ``world`` and the game is played out."""
        rng = random.Random(seed ^ 0x5EED)
        state = self._apply(world, move, rng)
        engine = self.engine
        leaf = self.leaf
        steps = passed = 0
        while not engine.is_over(state) and steps < MAX_PLAYOUT_MOVES:
            if leaf is not None and leaf.cut(world, state):
                passed += 1
                if passed == self.depth:
                    return utilities(leaf.totals(world, state))[seat]
            state = self._playout_step(state, rng)
            steps += 1
        return utilities(final_totals(engine.scores(state)))[seat]

    def _apply(self, state: S, move: M, rng: random.Random) -> S:
        after = self.engine.apply(state, move, Chance(rng.getrandbits(CHANCE_BITS)))
        if isinstance(after, Rejected):
            raise RuntimeError(f"the {self.engine.game} engine refused a move it listed: {after.reason}")
        return after

    def _playout_step(self, state: S, rng: random.Random) -> S:
        """One move of the playout: the game's policy, or a uniformly random legal move."""
        engine = self.engine
        if self.playout is not None:
            after = engine.apply(state, self.playout.pick(state, rng), Chance(rng.getrandbits(CHANCE_BITS)))
            if not isinstance(after, Rejected):
                return after
        moves = engine.legal_moves(state)
        first = rng.randrange(len(moves))
        for move in (*moves[first:], *moves[:first]):
            # A listed move the engine then refuses (an engine's slip, seen in Robinson's sampled worlds)
            # must not end the whole search: the playout goes on with the next move it accepts.
            after = engine.apply(state, move, Chance(rng.getrandbits(CHANCE_BITS)))
            if not isinstance(after, Rejected):
                return after
        raise RuntimeError(f"the {engine.game} engine refused every move it listed")


def _clearly_better(best: _Candidate[M], keep: _Candidate[M], confidence: float, floor: float) -> bool:
    """Whether ``best`` beats ``keep`` on the worlds both were played in by ``confidence`` standard errors,
    and by ``floor`` at least."""
    pairs = list(zip(best.results, keep.results, strict=False))
    if len(pairs) < 2:
        return False
    diffs = [a - b for a, b in pairs]
    mean = sum(diffs) / len(diffs)
    var = sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1)
    return mean > max(confidence * math.sqrt(var / len(diffs)), floor)
