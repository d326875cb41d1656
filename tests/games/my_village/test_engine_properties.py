"""The engine kit's properties with the rules options set otherwise, and moves a near miss of a listed one.

The shared conformance suite (``tests/games/test_conformance.py``) plays the default options; here the
same properties hold with the game ending at the end of the turn and ploughs out of the tie-break, and
moves one detail away from a listed move (a number, a target, a payment, the kind) are refused in words.
"""

from __future__ import annotations

import json
import random

import pytest

from tabletop.games.kit.contract import Chance, Rejected
from tabletop.games.my_village.rules import Kind, Move, State
from tests.games.my_village.scenes import engine, seats

MAX_MOVES = 5000


def _near(move: Move, rng: random.Random) -> Move:
    """A move of the same shape with one thing changed: a likely illegal move."""
    choice = rng.randrange(4)
    if choice == 0:
        return move._replace(n=move.n + rng.choice((-1, 1, 5)))
    if choice == 1:
        return move._replace(target=rng.choice(("", "p1", "travel-E", "church-healing", "council-guild", "white-7",
                                                "field-3", "customer-07", "merchant", "keep")))
    if choice == 2:
        return move._replace(pay=move.pay + ("coin",))
    return move._replace(kind=rng.choice(list(Kind)))


def play(n: int, seed: int, options: dict[str, bool], thorough: bool) -> tuple[State, State, list[tuple[Move, int]]]:
    eng = engine()
    rng = random.Random(seed)
    state = start = eng.new_game(seats(n), seed, options)
    log: list[tuple[Move, int]] = []
    while not eng.is_over(state):
        moves = eng.legal_moves(state)
        assert moves, f"no legal move in phase {state.phase}"
        listed = set(moves)
        if thorough:
            for m in moves:
                assert not isinstance(eng.apply(state, m, Chance(7)), Rejected), m
        for _ in range(3):
            other = _near(rng.choice(moves), rng)
            if other not in listed:
                out = eng.apply(state, other, Chance(7))
                assert isinstance(out, Rejected) and out.reason, other
        move = eng.move_from_json(json.loads(json.dumps(eng.move_to_json(rng.choice(moves)))))
        key = rng.randrange(1 << 53)
        out = eng.apply(state, move, Chance(key))
        assert not isinstance(out, Rejected), f"listed move refused: {move} ({out.reason})"
        eng.check(out)
        state = out
        log.append((move, key))
        seat = eng.current_seat(state)
        if len(log) % 7 == 0:
            assert eng.state_from_json(json.loads(json.dumps(eng.state_to_json(state)))) == state
            seen = eng.view(state, seat)
            filled = eng.determinize(seen, seat, rng)
            assert eng.view(filled, seat) == seen
            assert eng.legal_moves(filled) == eng.legal_moves(state)
            eng.check(filled)
        assert len(log) < MAX_MOVES, "the game does not end"
    return start, state, log


def _games(count: int) -> list[tuple[int, int, dict[str, bool]]]:
    return [(2 + k % 3, 100 + k, {"end_of_round": k % 2 == 1, "ploughs_break_ties": k % 3 == 2}) for k in range(count)]


@pytest.mark.parametrize("n,seed,options", _games(6))
def test_random_games(n: int, seed: int, options: dict[str, bool]) -> None:
    start, end, log = play(n, seed, options, thorough=seed % 3 == 0)
    replayed = start
    for move, key in log:
        out = engine().apply(replayed, move, Chance(key))
        assert not isinstance(out, Rejected)
        replayed = out
    assert replayed == end
    sheets = engine().scores(end)
    assert sorted(s.seat for s in sheets) == seats(n) and sheets[0].rank == 1
    assert engine().legal_moves(end) == [] and engine().current_seat(end) is None


@pytest.mark.slow
@pytest.mark.parametrize("n,seed,options", _games(60)[6:])
def test_random_games_soak(n: int, seed: int, options: dict[str, bool]) -> None:
    play(n, seed, options, thorough=True)


def test_malformed_moves_and_states_say_what_is_wrong() -> None:
    eng = engine()
    for bad in ({"kind": "fly"}, {"kind": "take", "target": 3}, {"kind": "black", "pay": ["gold"]},
                {"kind": "value", "n": "7"}, {"kind": "take", "colour": "red"}, [1, 2]):
        with pytest.raises(ValueError):
            eng.move_from_json(bad)
    data = eng.state_to_json(eng.new_game(seats(3), 1, {}))
    data["players"][0]["coins"] = "many"
    with pytest.raises(ValueError, match="coins"):
        eng.state_from_json(data)
    with pytest.raises(ValueError, match="option"):
        eng.new_game(seats(3), 1, {"harvest": True})
    with pytest.raises(ValueError, match="2 to 4"):
        eng.new_game(seats(5), 1, {})
