"""The engine contract on random games (a quick stand-in for the shared conformance suite), JSON, and
what the players may not know."""

from __future__ import annotations

import json
import random

import pytest

from tabletop.games.kit.contract import Chance, Rejected
from tabletop.games.robinson.rules.engine import ENGINE
from tabletop.games.robinson.rules.moves import Kind, Move
from tests.games.robinson.scenes import game


def _random_game(players: int, seed: int) -> None:
    seats = [f"p{k + 1}" for k in range(players)]
    start = ENGINE.new_game(seats, seed, {})
    state, rng, log = start, random.Random(seed), []
    while not ENGINE.is_over(state):
        moves = list(ENGINE.legal_moves(state))
        assert moves and ENGINE.current_seat(state) is not None
        if len(log) % 9 == 0:
            assert ENGINE.state_from_json(json.loads(json.dumps(ENGINE.state_to_json(state)))) == state
            seat = ENGINE.current_seat(state)
            seen = ENGINE.view(state, seat)
            filled = ENGINE.determinize(seen, seat, rng)
            ENGINE.check(filled)
            assert ENGINE.view(filled, seat) == seen
            assert list(ENGINE.legal_moves(filled)) == moves
            for junk in (Move(Kind.SLEEP), Move(Kind.CHOOSE, n=40), Move(Kind.PLACE, "cook-1", "hunt")):
                if junk not in moves:
                    out = ENGINE.apply(state, junk, Chance(0))
                    assert isinstance(out, Rejected) and out.reason
        move, key = rng.choice(moves), rng.randrange(2**53)
        after = ENGINE.apply(state, move, Chance(key))
        assert not isinstance(after, Rejected), after.reason
        ENGINE.check(after)
        log.append((ENGINE.move_from_json(json.loads(json.dumps(ENGINE.move_to_json(move)))), key))
        state = after
    replayed = start
    for move, key in log:
        out = ENGINE.apply(replayed, move, Chance(key))
        assert not isinstance(out, Rejected)
        replayed = out
    assert replayed == state and {s.seat for s in ENGINE.scores(state)} == set(seats)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_random_games_keep_the_contract(players: int) -> None:
    _random_game(players, 3)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(20))
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_random_games_keep_the_contract_soak(players: int, seed: int) -> None:
    _random_game(players, seed + 100)


@pytest.mark.parametrize("bad", [None, [], {"@": "State"}, {"@": "Nope"}, {"@set": 3}, 3.5])
def test_malformed_states_raise_value_error(bad: object) -> None:
    with pytest.raises(ValueError):
        ENGINE.state_from_json(bad)


def test_a_state_breaking_an_invariant_is_refused() -> None:
    data = ENGINE.state_to_json(game(3))
    data["morale"] = 9
    with pytest.raises(ValueError, match="morale"):
        ENGINE.state_from_json(data)


@pytest.mark.parametrize("bad", [{"t": "fly"}, {"t": "place", "n": "two"}, {"t": "done", "x": 1}, "done"])
def test_malformed_moves_raise_value_error(bad: object) -> None:
    with pytest.raises(ValueError):
        ENGINE.move_from_json(bad)


def test_the_view_hides_deck_orders_and_the_event_cards() -> None:
    s = game(3)
    v = ENGINE.view(s, "p1")
    assert v.events.count("?book") == 6 and v.events.count("?adventure") == 6 and not v.event_box
    assert set(v.beasts) == {"?"} and v.adventures[0] == tuple(sorted(s.adventures[0]))
    assert ENGINE.view(s, None) == v
    other = ENGINE.determinize(v, "p1", random.Random(2))
    assert ENGINE.view(other, "p1") == v and other.events != s.events


def test_new_game_refuses_bad_seats_and_options() -> None:
    with pytest.raises(ValueError, match="1 to 4 players"):
        ENGINE.new_game(["a"] * 5, 1, {})
    with pytest.raises(ValueError):
        ENGINE.new_game(["a", "b"], 1, {"friday": "yes"})
