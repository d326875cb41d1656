"""Where Loyang's search scores its playouts: at the last Path phase, with the Cash still to spend there."""

from __future__ import annotations

import math
import random

import pytest

from tabletop.games.kit.contract import Chance
from tabletop.games.kit.records import replace
from tabletop.games.loyang.playout import PLAYOUT
from tabletop.games.loyang.playout_end import LEAF
from tabletop.games.loyang.rules.game import ENGINE
from tabletop.games.loyang.rules.state import ROUNDS

from .scenes import in_actions, me


@pytest.mark.parametrize("players", [1, 2, 3])
def test_the_whole_points_at_the_leaf_are_the_policy_games_final_totals(players: int) -> None:
    """The policy steps on while it can pay in the last round, so the leaf's estimate, short of its
    fraction, is what the game would end with."""
    for seed in range(15):
        state = ENGINE.new_game([f"p{k + 1}" for k in range(players)], seed, {})
        rng = random.Random(seed)
        estimate = None
        while not ENGINE.is_over(state):
            if estimate is None and LEAF.cut(state, state):
                estimate = LEAF.totals(state, state)
            state = ENGINE.apply(state, PLAYOUT.pick(state, rng), Chance(rng.getrandbits(53)))
        assert estimate is not None, "the playout never passed the last Path phase"
        assert {s.seat: math.floor(estimate[s.seat]) for s in ENGINE.scores(state)} == \
            {s.seat: s.total for s in ENGINE.scores(state)}


def test_cash_left_counts_as_a_fraction_of_the_next_step_below_one_point() -> None:
    s = replace(in_actions(n=1, round=ROUNDS), phase="path")
    at = replace(s, players=(replace(me(s), path=13, cash=7, steps=1, loans=1),))
    assert LEAF.cut(at, at)
    assert LEAF.totals(at, at)["p1"] == pytest.approx(12 + 7 / 14)
    # the first step costs 1, the next 15: 14 + 1 step, 13 Cash of 15 left
    fresh = replace(at, players=(replace(me(at), path=13, cash=14, steps=0, loans=0),))
    assert LEAF.totals(fresh, fresh)["p1"] == pytest.approx(14 + 13 / 15)
    assert not LEAF.cut(s, replace(at, round=ROUNDS - 1))
