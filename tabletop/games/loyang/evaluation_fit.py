"""``python -m tabletop.games.loyang.evaluation_fit [--games N]``: fit the evaluation's weights.

Seeded games of the playout policy, for each number of players; at the start of every card phase
each player's features are recorded together with the spaces they went on to gain (their final
total less their path and loans then).  A least-squares fit per number of players and round gives
the weights ``evaluation.gain`` reads; they are written to ``evaluation.json`` with how well they
fit (R², the share of the gain's variance they explain).

The games start with a few random moves now and then (in their first rounds only, so what is
recorded after them is still the policy's play), so that the fit also sees the odd positions a
search tries: a loan taken, a card bought dear.
"""

from __future__ import annotations

import argparse
import json
import random
from collections import defaultdict

from ..kit.contract import Chance, Rejected
from .evaluation import FEATURES, WEIGHTS_FILE, at_card_phase, features
from .playout import PLAYOUT
from .rules import legal_moves
from .rules.game import ENGINE
from .rules.state import ROUNDS

Sample = tuple[list[float], float]
RANDOM_MOVES = 0.05
RIDGE = 1e-3
SIGNS = {"bias": 0, "path": -1, "cash_up_to_3": 1, "cash_steps": 1, "harvest_left": 1, "crops": 1,
         "at_hand": 1, "regular_unsupplied": -1, "regular_supplied": 1, "casual_supplied": 1,
         "stall_goods": 1, "big_store": 1, "helpers": -1, "to_sow": 1, "red_markers": -1}
"""The sign each weight must have: 1 a good thing, -1 a bad one (further on the Path, the next spaces
cost more; a helper the playouts never use raises the price of a two-pack), 0 either."""


def samples(players: int, seed: int) -> list[tuple[int, list[float], float]]:
    """One game's (round, features, spaces gained after) for every player and recorded card phase."""
    rng = random.Random(seed)
    explore_until = rng.randrange(-1, ROUNDS)
    state = ENGINE.new_game([f"p{k + 1}" for k in range(players)], seed, {})
    seen: list[tuple[int, int, list[float], int]] = []
    last = 0
    while not ENGINE.is_over(state):
        if at_card_phase(state, last):
            last = state.round
            if state.round > explore_until:
                seen += [(state.round, k, features(p, state.round), p.path - p.loans) for k, p in enumerate(state.players)]
        if state.round <= explore_until and rng.random() < RANDOM_MOVES:
            moves = legal_moves(state)
            move = moves[rng.randrange(len(moves))]
        else:
            move = PLAYOUT.pick(state, rng)
        after = ENGINE.apply(state, move, Chance(rng.getrandbits(53)))
        if isinstance(after, Rejected):
            raise RuntimeError(f"a move was refused while fitting: {after.reason}")
        state = after
    final = [p.path - p.loans for p in state.players]
    return [(r, x, final[k] - now) for r, k, x, now in seen]


def solve(rows: list[Sample]) -> tuple[list[float], float]:
    """Least-squares weights with the signs ``SIGNS`` asks for (a little ridge keeps rare features tame),
    and the R² of the fit.

    A weight of the wrong sign is set to nought and the rest fitted again, the worst first, until every
    sign is right: what a policy game shows is correlation (a player with helpers also had the Cash to
    take them), and a search steers by the weights, so each must say what the feature does."""
    n = len(FEATURES)
    a = [[0.0] * n for _ in range(n)]
    b = [0.0] * n
    for x, y in rows:
        for i in range(n):
            b[i] += x[i] * y
            row = a[i]
            for j in range(n):
                row[j] += x[i] * x[j]
    for i in range(1, n):
        a[i][i] += RIDGE * len(rows) * max(1.0, a[i][i] / len(rows))
    free = list(range(n))
    while True:
        sub = gauss([[a[i][j] for j in free] for i in free], [b[i] for i in free])
        w = [0.0] * n
        for i, v in zip(free, sub, strict=True):
            w[i] = v
        wrong = [i for i in free if w[i] * SIGNS[FEATURES[i]] < 0]
        if not wrong:
            break
        free.remove(max(wrong, key=lambda i: abs(w[i])))
    mean = sum(y for _, y in rows) / len(rows)
    total = sum((y - mean) ** 2 for _, y in rows) or 1.0
    residual = sum((y - sum(wi * xi for wi, xi in zip(w, x, strict=True))) ** 2 for x, y in rows)
    return w, 1 - residual / total


def gauss(a: list[list[float]], b: list[float]) -> list[float]:
    """``x`` with ``a x = b``, by elimination with partial pivoting."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(n):
            if r != col and m[r][col]:
                f = m[r][col] / m[col][col]
                m[r] = [v - f * p for v, p in zip(m[r], m[col], strict=True)]
    return [m[i][n] / m[i][i] for i in range(n)]


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    p.add_argument("--games", type=int, default=4000, help="policy games per number of players (default 4000)")
    p.add_argument("--seed", type=int, default=1, help="first seed (default 1)")
    args = p.parse_args()
    weights: dict[str, dict[str, list[float]]] = {}
    fit: dict[str, dict[str, float]] = {}
    for players in range(1, 5):
        by_round: dict[int, list[Sample]] = defaultdict(list)
        for k in range(args.games):
            for round_, x, y in samples(players, args.seed + k):
                by_round[round_].append((x, y))
        weights[str(players)], fit[str(players)] = {}, {}
        for round_ in range(1, ROUNDS + 1):
            w, r2 = solve(by_round[round_])
            weights[str(players)][str(round_)] = [round(v, 5) for v in w]
            fit[str(players)][str(round_)] = round(r2, 3)
            print(f"{players} player(s), round {round_}: {len(by_round[round_])} samples, R² {r2:.3f}", flush=True)
    out = {"features": list(FEATURES), "games": args.games, "r2": fit, "weights": weights}
    WEIGHTS_FILE.write_text(json.dumps(out, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
