"""``python -m tabletop.bench playouts GAME [--games N] [--players P] [--json]``: random full games.

Any game with a rules engine (``DEFINITION.rules``) plays: each game starts from a seeded opening and
plays uniformly random legal moves (the engine contract's ``legal_moves`` then ``apply`` with a
seeded chance key, the engine alone, no table) until the end.  ``ms_per_game`` is the mean wall time
per game; ``cpu_ms_per_game`` the same in this process's CPU time (steadier on a shared machine);
``moves_per_game`` the mean number of moves, so the cost per move can be read off too.  Players
default to the game's most.  Goal for every engine: at most 100 ms per game.
"""

from __future__ import annotations

import random
import time
from typing import Any

from ..games import GAME_MODULES, load_game
from ..games.kit.contract import Chance, Rejected
from .report import emit, parser

GOAL_MS = 100.0


def engines() -> list[str]:
    return [g for g in GAME_MODULES if load_game(g).rules is not None]


def main(argv: list[str]) -> dict[str, Any]:
    p = parser("playouts", "Random full games through a game's rules engine.")
    p.add_argument("game", choices=engines(), help="the game whose engine plays")
    p.add_argument("--games", type=int, default=50, help="how many games (default 50)")
    p.add_argument("--players", type=int, default=None, help="players per game (default: the game's most)")
    p.add_argument("--seed", type=int, default=1, help="first seed (game k uses seed + k)")
    args = p.parse_args(argv)
    definition = load_game(args.game)
    assert definition.rules is not None
    engine = definition.rules().engine
    players = args.players or definition.max_seats
    seats = [f"p{k + 1}" for k in range(players)]
    options = dict(definition.options)
    moves = 0
    start, cpu = time.perf_counter(), time.process_time()
    for k in range(args.games):
        rng = random.Random(args.seed + k)
        state = engine.new_game(seats, args.seed + k, options)
        while not engine.is_over(state):
            after = engine.apply(state, rng.choice(list(engine.legal_moves(state))), Chance(rng.randrange(2**53)))
            if isinstance(after, Rejected):
                raise SystemExit(f"{args.game}: a listed move was refused: {after.reason}")
            state = after
            moves += 1
    elapsed = (time.perf_counter() - start) * 1000.0
    cpu_ms = (time.process_time() - cpu) * 1000.0
    figures = {"game": args.game, "players": players, "games": args.games,
               "ms_per_game": round(elapsed / args.games, 2), "cpu_ms_per_game": round(cpu_ms / args.games, 2),
               "moves_per_game": round(moves / args.games, 1), "goal_ms_per_game": GOAL_MS}
    rows = [("game", args.game), ("players", str(players)), ("games", str(args.games)),
            ("ms per game", f"{figures['ms_per_game']:.2f} (goal <= {GOAL_MS:g})"),
            ("CPU ms per game", f"{figures['cpu_ms_per_game']:.2f} (this process only; wall time suffers on a busy machine)"),
            ("moves per game", f"{figures['moves_per_game']:.1f}")]
    emit(f"Random playouts: {args.game}", rows, figures, args.json)
    return figures
