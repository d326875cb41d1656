"""Loyang's evaluation: fitted to the features it computes, it prefers more of every good thing, and the
search's playouts stop at the next card phase (never in the last rounds)."""

from __future__ import annotations

import random

from tabletop.games.kit.contract import Chance, Rejected
from tabletop.games.kit.records import replace
from tabletop.games.loyang import evaluation
from tabletop.games.loyang.evaluation import FEATURES, LEAF, at_card_phase, features, gain, weights
from tabletop.games.loyang.evaluation_fit import SIGNS, solve
from tabletop.games.loyang.playout import PLAYOUT
from tabletop.games.loyang.rules import State
from tabletop.games.loyang.rules.game import ENGINE
from tabletop.games.loyang.rules.state import ROUNDS


def step(state: State, rng: random.Random) -> State:
    after = ENGINE.apply(state, PLAYOUT.pick(state, rng), Chance(rng.getrandbits(53)))
    assert not isinstance(after, Rejected), after
    return after


def at_round(players: int, round_: int, seed: int) -> State:
    """A policy game at the start of round ``round_``'s card phase."""
    rng = random.Random(seed)
    state = ENGINE.new_game([f"p{k + 1}" for k in range(players)], seed, {})
    while not at_card_phase(state, round_ - 1):
        state = step(state, rng)
    return state


def test_the_weights_were_fitted_to_these_features_for_every_game_size_and_round() -> None:
    table = weights()
    assert set(table) == {(n, r) for n in range(1, 5) for r in range(1, ROUNDS + 1)}
    assert all(len(ws) == len(FEATURES) for ws in table.values())
    for (_n, _r), ws in table.items():
        for name, w in zip(FEATURES, ws, strict=True):
            assert w * SIGNS[name] >= 0, (name, w)


def test_more_cash_or_a_red_marker_less_is_worth_more() -> None:
    for seed in range(3):
        state = at_round(1, 5, seed)
        p = state.players[0]
        assert gain(replace(p, cash=p.cash + 5), 1, 5) > gain(p, 1, 5)
        assert LEAF.totals(state)["p1"] == p.path - p.loans + gain(p, 1, 5)
        assert len(features(p, 5)) == len(FEATURES)


def test_a_playout_stops_at_the_next_card_phase_but_plays_the_last_rounds_out() -> None:
    for round_ in (2, ROUNDS - 1):
        rng = random.Random(round_)
        start = step(at_round(2, round_, round_), rng)
        state = start
        passed = []
        while not LEAF.cut(start, state) and not ENGINE.is_over(state):
            passed.append((state.round, state.phase))
            state = step(state, rng)
        if round_ + 1 < evaluation.LAST_CUT:
            assert state.round == round_ + 1 and state.phase == "cards" and not ENGINE.is_over(state)
            assert all(r == round_ for r, phase in passed if phase == "cards"), "it stopped at the first one"
        else:
            assert ENGINE.is_over(state)


def test_the_fit_finds_the_weights_and_keeps_their_signs() -> None:
    rng = random.Random(1)
    truth = {name: 0.0 for name in FEATURES} | {"bias": 2.0, "cash_steps": 0.5, "crops": 1.0}
    rows = []
    for _ in range(300):
        x = [1.0] + [rng.uniform(0, 5) for _ in FEATURES[1:]]
        y = sum(truth[n] * v for n, v in zip(FEATURES, x, strict=True)) - 0.8 * x[FEATURES.index("to_sow")]
        rows.append((x, y + rng.gauss(0, 0.1)))
    w, r2 = solve(rows)
    fitted = dict(zip(FEATURES, w, strict=True))
    assert abs(fitted["cash_steps"] - 0.5) < 0.05 and abs(fitted["crops"] - 1.0) < 0.05
    assert fitted["to_sow"] == 0.0, "a good thing never gets a negative weight"
    assert 0 < r2 <= 1


def test_cash_buys_spaces_each_dearer_than_the_last() -> None:
    assert evaluation.cash_steps(1, 5) == 0.0, "the round's first step is apart"
    assert evaluation.cash_steps(8, 5) == 1.0, "1 for the first step, 7 for space 7"
    assert evaluation.cash_steps(4, 5) == 3 / 7
    assert evaluation.cash_steps(13, 5) - evaluation.cash_steps(8, 5) < evaluation.cash_steps(8, 5) - evaluation.cash_steps(3, 5)
