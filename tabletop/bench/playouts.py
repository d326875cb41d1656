"""``python -m tabletop.bench playouts loyang [--games N] [--players P] [--json]``: random full games.

Each game starts from a seeded opening and plays uniformly random legal moves (``legal_moves`` then
``apply``, the engine alone, no table) until the end.  ``ms_per_game`` is the mean wall time per game;
``cpu_ms_per_game`` the same in this process's CPU time (steadier on a shared machine);
``moves_per_game`` the mean number of moves, so the cost per move can be read off too.  Goal for
4-player Loyang: at most 100 ms per game.
"""

from __future__ import annotations

import random
import time
from importlib import import_module
from typing import Any

from .report import emit, parser

ENGINES = {"loyang": "tabletop.games.loyang.rules"}
GOAL_MS = {"loyang": 100.0}


def main(argv: list[str]) -> dict[str, Any]:
    p = parser("playouts", "Random full games through a game's rules engine.")
    p.add_argument("game", choices=sorted(ENGINES), help="the game whose engine plays")
    p.add_argument("--games", type=int, default=50, help="how many games (default 50)")
    p.add_argument("--players", type=int, default=4, help="players per game (default 4)")
    p.add_argument("--seed", type=int, default=1, help="first seed (game k uses seed + k)")
    args = p.parse_args(argv)
    engine = import_module(ENGINES[args.game])
    seats = [f"p{k + 1}" for k in range(args.players)]
    moves = 0
    start, cpu = time.perf_counter(), time.process_time()
    for k in range(args.games):
        rng = random.Random(args.seed + k)
        state = engine.new_game(seats, args.seed + k, {})
        while not engine.is_over(state):
            state = engine.apply(state, rng.choice(engine.legal_moves(state)))
            moves += 1
    elapsed = (time.perf_counter() - start) * 1000.0
    cpu_ms = (time.process_time() - cpu) * 1000.0
    figures = {"game": args.game, "players": args.players, "games": args.games,
               "ms_per_game": round(elapsed / args.games, 2), "cpu_ms_per_game": round(cpu_ms / args.games, 2),
               "moves_per_game": round(moves / args.games, 1),
               "goal_ms_per_game": GOAL_MS[args.game]}
    rows = [("game", args.game), ("players", str(args.players)), ("games", str(args.games)),
            ("ms per game", f"{figures['ms_per_game']:.2f} (goal <= {GOAL_MS[args.game]:g})"),
            ("CPU ms per game", f"{figures['cpu_ms_per_game']:.2f} (this process only; wall time suffers on a busy machine)"),
            ("moves per game", f"{figures['moves_per_game']:.1f}")]
    emit(f"Random playouts: {args.game}", rows, figures, args.json)
    return figures
