"""Seeded games between the computer's levels, for the ``bots`` benchmark and its tests.

A player is a level (``easy``, ``normal``, ``hard``), ``greedy`` (the game's heuristic bot, which easy
plays with slips) or ``random`` (uniform legal moves).  Every
decision is made as in the app: the bot gets a state drawn from its seat's own view.  The budget of
the searching levels can be scaled (a quick run), and their clock left out, so that a result does
not depend on how busy the machine was; each decision's wall and CPU time is recorded.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..games import load_game
from ..games.kit.contract import Chance, Rejected
from ..games.kit.levels import GREEDY, LEVELS, Level, bot_for
from ..games.kit.rules import RulesKit
from ..games.kit.search import never

RANDOM = "random"


@dataclass(frozen=True)
class Setup:
    """How the levels play in a run: their playouts scaled by ``scale``, on the clock or not."""

    scale: float = 1.0
    clock: bool = False

    def level(self, name: str) -> Level:
        spec = GREEDY if name == GREEDY.name else LEVELS[name]
        if spec.playouts == 0:
            return spec
        return Level(spec.name, max(1, round(spec.playouts * self.scale)), spec.seconds)


@dataclass
class Result:
    """One game: each seat's player, total and rank, the seats that won, and the time each decision took."""

    players: dict[str, str]
    totals: dict[str, int]
    ranks: dict[str, int]
    won: frozenset[str]
    """The seats the score sheets say won (none when a cooperative game beat its players)."""
    decisions: list[tuple[str, float, float]] = field(default_factory=list)
    """(player, wall ms, CPU ms) of every decision that had more than one legal move."""
    wall_s: float = 0.0
    cpu_s: float = 0.0


def _chooser(kit: RulesKit[Any, Any], player: str, setup: Setup) -> Callable[[Any, str, random.Random], Any]:
    if player == RANDOM:
        def pick(state: Any, seat: str, rng: random.Random) -> Any:
            moves = kit.engine.legal_moves(state)
            return moves[rng.randrange(len(moves))]
        return pick
    spec = setup.level(player)

    def think(state: Any, seat: str, rng: random.Random) -> Any:
        enough = never
        if setup.clock:
            deadline = time.monotonic() + spec.seconds
            enough = lambda: time.monotonic() >= deadline  # noqa: E731
        return bot_for(kit, spec, enough).choose(state, seat, rng)
    return think


def play(game: str, players: Sequence[str], seed: int, setup: Setup = Setup()) -> Result:
    """One seeded game of ``game`` with ``players[k]`` at seat ``p{k+1}``."""
    definition = load_game(game)
    assert definition.rules is not None, f"{game} has no rules engine"
    kit = definition.rules()
    engine = kit.engine
    seats = [f"p{k + 1}" for k in range(len(players))]
    choosers = {seat: _chooser(kit, p, setup) for seat, p in zip(seats, players, strict=True)}
    by_seat = dict(zip(seats, players, strict=True))
    rng = random.Random(seed)
    started, cpu_started = time.perf_counter(), time.process_time()
    state = engine.new_game(seats, seed, dict(definition.options))
    decisions: list[tuple[str, float, float]] = []
    while not engine.is_over(state):
        seat = engine.current_seat(state)
        assert seat is not None
        seen = engine.determinize(engine.view(state, seat), seat, rng)
        wall, cpu = time.perf_counter(), time.process_time()
        move = choosers[seat](seen, seat, rng)
        if len(engine.legal_moves(state)) > 1:
            decisions.append((by_seat[seat], (time.perf_counter() - wall) * 1000, (time.process_time() - cpu) * 1000))
        after = engine.apply(state, move, Chance(rng.getrandbits(53)))
        if isinstance(after, Rejected):
            raise RuntimeError(f"{by_seat[seat]} chose a move {game} refuses: {after.reason}")
        state = after
    sheets = engine.scores(state)
    return Result(by_seat, {s.seat: s.total for s in sheets}, {s.seat: s.rank for s in sheets},
                  frozenset(s.seat for s in sheets if s.won), decisions, time.perf_counter() - started,
                  time.process_time() - cpu_started)


def _seats(result: Result, player: str) -> list[str]:
    """The seats ``player`` played in ``result``."""
    return [s for s, p in result.players.items() if p == player]


def margin(result: Result, player: str, other: str) -> int:
    """How many points ``player`` finished ahead of ``other`` in one game (each at its best seat)."""
    return max(result.totals[s] for s in _seats(result, player)) - max(result.totals[s] for s in _seats(result, other))


def share(results: Sequence[Result], player: str, other: str) -> float:
    """How often ``player`` finished ahead of ``other`` (a shared place counts half)."""
    points = 0.0
    for r in results:
        mine = min(r.ranks[s] for s in _seats(r, player))
        theirs = min(r.ranks[s] for s in _seats(r, other))
        points += 1.0 if mine < theirs else 0.5 if mine == theirs else 0.0
    return points / len(results) if results else 0.0
