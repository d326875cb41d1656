"""Loyang's playout policy: every move it builds is legal, it finishes every game, and alone it plays far
better than chance (it is what the search bot plays its games out with)."""

from __future__ import annotations

import random
import statistics

import pytest

from tabletop.games.kit.contract import Chance, Rejected
from tabletop.games.loyang.playout import PLAYOUT
from tabletop.games.loyang.rules import State, legal_moves
from tabletop.games.loyang.rules.game import ENGINE


def play_out(players: int, seed: int, options: dict[str, bool] | None = None) -> State:
    state = ENGINE.new_game([f"p{k + 1}" for k in range(players)], seed, options or {})
    rng = random.Random(seed)
    for _ in range(3000):
        if ENGINE.is_over(state):
            return state
        move = PLAYOUT.pick(state, rng)
        assert move in legal_moves(state), move
        after = ENGINE.apply(state, move, Chance(rng.getrandbits(53)))
        assert not isinstance(after, Rejected), after
        state = after
    raise AssertionError("the playout did not finish the game")


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_the_policy_plays_legal_moves_to_the_end(players: int) -> None:
    for seed in range(3):
        ENGINE.check(play_out(players, seed))


def test_the_policy_plays_the_introductory_game_too() -> None:
    for seed in range(3):
        ENGINE.check(play_out(2, seed, {"introductory": True}))


def test_alone_the_policy_scores_well_above_random_moves() -> None:
    totals = [ENGINE.scores(play_out(1, seed))[0].total for seed in range(20)]
    assert statistics.mean(totals) >= 9, totals
