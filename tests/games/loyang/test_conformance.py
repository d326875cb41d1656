"""Seeded games of random legal moves: they end, never raise, keep every card, replay, and survive JSON.

The default run plays 100 games (all player counts, both variants); ``-m slow`` plays 1,000.
"""

from __future__ import annotations

import json
import random

import pytest

from tabletop.games.loyang.rules import (
    Move,
    Rejected,
    State,
    apply,
    apply_strict,
    decode,
    encode,
    final_scores,
    is_over,
    legal_moves,
    new_game,
)
from tabletop.games.loyang.rules.game import box_cards, cards_in

MAX_MOVES = 6000


def play_random(n: int, seed: int, options: dict) -> tuple[State, list[Move]]:
    rng = random.Random(seed)
    state = new_game([f"p{k + 1}" for k in range(n)], seed, options)
    start = state
    log: list[Move] = []
    want = box_cards(n)
    while not is_over(state):
        moves = legal_moves(state)
        assert moves, f"no legal move in phase {state.phase}"
        move = rng.choice(moves)
        out = apply(state, move)
        assert not isinstance(out, Rejected), f"legal move refused: {move.to_json()} ({out.reason})"
        state = out
        log.append(Move.from_json(json.loads(json.dumps(move.to_json()))))
        if len(log) % 10 == 0:
            assert cards_in(state) == want, f"cards not conserved after {move.to_json()}"
            assert all(p.cash >= 0 and min(p.cart) >= 0 and min(p.shop) >= 0 for p in state.players)
            assert decode(json.loads(json.dumps(encode(state)))) == state
        assert len(log) < MAX_MOVES, "game does not end"
    assert cards_in(state) == want
    replayed = start
    for move in log:
        replayed = apply_strict(replayed, move)
    assert replayed == state
    scores = final_scores(state)
    assert sorted(s.rank for s in scores.values())[0] == 1
    return state, log


def _games(count: int) -> list[tuple[int, int, dict]]:
    return [(1 + k % 4, 1000 + k, {"introductory": k % 5 == 0, "foreman_all_sources": k % 7 == 0})
            for k in range(count)]


@pytest.mark.parametrize("n,seed,options", _games(100))
def test_random_games(n: int, seed: int, options: dict) -> None:
    play_random(n, seed, options)


@pytest.mark.slow
@pytest.mark.parametrize("n,seed,options", _games(1000)[100:])
def test_random_games_soak(n: int, seed: int, options: dict) -> None:
    play_random(n, seed, options)


def test_every_legal_move_applies_along_a_game() -> None:
    rng = random.Random(5)
    state = new_game(["p1", "p2", "p3"], 5)
    while not is_over(state):
        moves = legal_moves(state)
        for m in moves:
            assert not isinstance(apply(state, m), Rejected), m
        state = apply_strict(state, rng.choice(moves))
