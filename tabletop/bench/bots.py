"""``python -m tabletop.bench bots GAME [--games N] [--duel-games M] [--rungs R,...] [--jobs J] [--scale F] [--clock]
[--json]``: how well the computer plays.

Seeded games between the levels (``matches``).  Two-player matches are played in pairs from the same
seed with the seats swapped, so neither side keeps the better deal.

* Loyang: ``solo_goal_rate``, the share of solo games at hard reaching the rulebook's goal of 17
  (``solo_mean`` the mean total), and ``win_rate_vs_greedy``, hard against the greedy bot (easy without its slips), in
  ``duel_games`` games (``--duel-games``, by default as many as the solo games: a hard game costs a
  minute and more, so a busy machine may measure many solo games and fewer duels, or the other way;
  either count may be 0, and its rate is then ``null``).  Solo games and duels share one pool of
  workers, so no worker waits for the last solo game before the duels begin.
* Every other engine: ``hard_vs_normal``, ``normal_vs_easy`` and ``easy_vs_random``, each the first
  level's share of wins (a shared place counts half).  ``--rungs`` plays some of them alone (a rung's
  cost differs by a hundred times between ``easy_vs_random`` and ``hard_vs_normal``, so each deserves its
  own number of games); the figures hold the rungs played.
* Per game, in the order played, so that two runs from the same ``--seed`` can be compared game by game
  (a difference between two versions of a bot is mostly smaller than the luck between seeds): Loyang's
  ``solo_totals`` and ``duel_margins`` (hard's total less greedy's); every other engine's
  ``<rung>_margins`` (the first level's total less the second's).  Solo game ``k`` plays seed ``--seed + k``;
  game ``k`` of a pairing seed ``--seed + k // 2``, the seats swapped on odd ``k``.
* Robinson Crusoe, a cooperative game: ``castaways_win_rate``, the share of games a team of hard bots
  wins, with each level's in ``win_rate_by_level``.

``ms_per_move`` is hard's median wall time for a decision with a choice, ``cpu_ms_per_move`` the same
in CPU time; ``wall_s`` and ``cpu_s`` the whole run's (CPU summed over the worker processes).  Without
``--clock`` the levels think for their playout budgets alone, so the results do not depend on how
busy the machine is; with it they also stop at their time limits, as in the app.
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from ..games import GAME_MODULES, load_game
from ..games.kit.levels import GREEDY
from .matches import RANDOM, Result, Setup, margin, play, share
from .report import emit, parser

SOLO_GOAL = 17
COOPERATIVE = frozenset({"robinson"})
LADDER = (("hard", "normal"), ("normal", "easy"), ("easy", RANDOM))
RUNGS = {f"{a}_vs_{b}": (a, b) for a, b in LADDER}


def engines() -> list[str]:
    return [g for g in GAME_MODULES if load_game(g).rules is not None]


def _games(jobs: int, tasks: Sequence[tuple[str, tuple[str, ...], int, Setup]], verbose: bool) -> list[Result]:
    """The games of ``tasks``, in ``jobs`` processes; with ``verbose`` each one is told as it ends."""
    out: list[Result] = []
    with ProcessPoolExecutor(max(1, jobs)) as pool:
        for result in pool.map(_play, tasks):
            out.append(result)
            if verbose:
                print(f"  {' '.join(f'{s}={p}:{result.totals[s]}' for s, p in result.players.items())} "
                      f"({result.cpu_s:.0f} s CPU)", file=sys.stderr, flush=True)
    return out


def _play(task: tuple[str, tuple[str, ...], int, Setup]) -> Result:
    return play(*task)


def _pairs(game: str, a: str, b: str, games: int, seed: int, setup: Setup) -> list[tuple[str, tuple[str, ...], int, Setup]]:
    return [(game, (a, b) if k % 2 == 0 else (b, a), seed + k // 2, setup) for k in range(games)]


def main(argv: list[str]) -> dict[str, Any]:
    p = parser("bots", "How well the computer's levels play, in seeded games.")
    p.add_argument("game", choices=engines(), help="the game whose engine the bots play")
    p.add_argument("--games", type=int, default=20, help="games per measurement (default 20)")
    p.add_argument("--duel-games", type=int, default=None,
                   help="Loyang: games against the greedy bot (default: as many as --games)")
    p.add_argument("--rungs", default=",".join(RUNGS),
                   help=f"the ladder's rungs to play, comma-separated (default all: {','.join(RUNGS)})")
    p.add_argument("--seed", type=int, default=1, help="first seed (default 1)")
    p.add_argument("--jobs", type=int, default=1, help="games played at once, in worker processes (default 1)")
    p.add_argument("--scale", type=float, default=1.0, help="scale the searching levels' playouts (a quick run)")
    p.add_argument("--clock", action="store_true", help="stop thinking at the levels' time limits, as the app does")
    p.add_argument("--players", type=int, default=2, help="players in the cooperative game (default 2)")
    p.add_argument("--verbose", action="store_true", help="tell each game's result on stderr as it ends")
    args = p.parse_args(argv)
    rungs = [r.strip() for r in args.rungs.split(",") if r.strip()]
    if unknown := [r for r in rungs if r not in RUNGS]:
        p.error(f"no rung called {', '.join(unknown)}; choose from {', '.join(RUNGS)}")
    setup = Setup(args.scale, args.clock)
    game, n = args.game, args.games
    started, rows = time.perf_counter(), []
    figures: dict[str, Any] = {"game": game, "games": n, "scale": args.scale, "clock": args.clock}
    everything: list[Result] = []
    if game in COOPERATIVE:
        rates = {}
        for level in ("hard", "normal", "easy", RANDOM):
            done = _games(args.jobs, [(game, (level,) * args.players, args.seed + k, setup) for k in range(n)], args.verbose)
            rates[level] = sum(1 for r in done if r.won) / n
            rows.append((f"castaways win ({level})", f"{rates[level]:.0%}"))
            everything += done
        figures |= {"castaways_win_rate": rates["hard"], "win_rate_by_level": rates, "players": args.players}
    elif game == "loyang":
        duels = n if args.duel_games is None else args.duel_games
        everything = _games(args.jobs, [(game, ("hard",), args.seed + k, setup) for k in range(n)]
                            + _pairs(game, "hard", GREEDY.name, duels, args.seed, setup), args.verbose)
        solo, duel = everything[:n], everything[n:]
        totals = [r.totals["p1"] for r in solo]
        figures |= {"solo_goal_rate": sum(1 for t in totals if t >= SOLO_GOAL) / n if n else None,
                    "solo_mean": statistics.mean(totals) if n else None,
                    "win_rate_vs_greedy": share(duel, "hard", GREEDY.name) if duels else None, "duel_games": duels,
                    "solo_totals": totals, "duel_margins": [margin(r, "hard", GREEDY.name) for r in duel]}
        if n:
            rows.append(("solo games reaching 17", f"{figures['solo_goal_rate']:.0%} (mean total {figures['solo_mean']:.1f})"))
        if duels:
            rows.append(("hard beats greedy", f"{figures['win_rate_vs_greedy']:.0%} of {duels} games"))
    else:
        for a, b in (RUNGS[r] for r in rungs):
            done = _games(args.jobs, _pairs(game, a, b, n, args.seed, setup), args.verbose)
            figures[f"{a}_vs_{b}"] = share(done, a, b)
            figures[f"{a}_vs_{b}_margins"] = [margin(r, a, b) for r in done]
            rows.append((f"{a} beats {b}", f"{figures[f'{a}_vs_{b}']:.0%}"))
            everything += done
    hard = [d for r in everything for d in r.decisions if d[0] == "hard"]
    figures |= {"ms_per_move": round(statistics.median(d[1] for d in hard), 1) if hard else None,
                "cpu_ms_per_move": round(statistics.median(d[2] for d in hard), 1) if hard else None,
                "wall_s": round(time.perf_counter() - started, 1),
                "cpu_s": round(sum(r.cpu_s for r in everything), 1)}
    rows += [("games per measurement", str(n)),
             ("hard, ms per move (median)", f"{figures['ms_per_move']} wall, {figures['cpu_ms_per_move']} CPU"),
             ("run", f"{figures['wall_s']} s wall, {figures['cpu_s']} s CPU")]
    emit(f"Bots: {game}", rows, figures, args.json)
    return figures
