"""One conformance suite for every rules engine: an engine joins by being registered (``DEFINITION.rules``).

Seeded games of random legal moves, at every player count, check what the engine contract promises:
every game ends and nothing raises; every listed move is accepted and moves seen elsewhere but not
listed are refused; replaying the moves with their chance keys gives the same state; states and moves
survive JSON; the engine's own invariants hold after every move; and a seat's view holds nothing the
seat may not know (a view filled in at random looks the same to the seat, and the deciding seat finds the
same legal moves in it, every one of them accepted as play goes on there).  ``-m conformance`` runs it; the default run plays a few seeds per count, the
slow run many more.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

import pytest

from tabletop.games import GAME_MODULES, load_game
from tabletop.games.kit.contract import Chance, Engine, Rejected
from tabletop.games.kit.rules import RulesKit
from tests.games import toy

pytestmark = pytest.mark.conformance

MAX_MOVES = 20_000
VIEW_EVERY = 7


def registered() -> Iterator[tuple[str, RulesKit[Any, Any], int, int]]:
    for game_id in GAME_MODULES:
        definition = load_game(game_id)
        if definition.rules is not None:
            yield game_id, definition.rules(), definition.min_seats, definition.max_seats
    yield "race", toy.RACE_KIT, toy.DEFINITION.min_seats, toy.DEFINITION.max_seats


def cases(seeds: range) -> list[Any]:
    return [pytest.param(kit, n, seed, id=f"{game}-{n}p-seed{seed}")
            for game, kit, low, high in registered() for n in range(low, high + 1) for seed in seeds]


def as_json(data: Any) -> Any:
    return json.loads(json.dumps(data))


def move_texts(engine: Engine[Any, Any], moves: Any) -> list[str]:
    return sorted(json.dumps(engine.move_to_json(m), sort_keys=True) for m in moves)


def check_views(engine: Engine[Any, Any], state: Any, seats: list[str], rng: random.Random) -> None:
    deciding = engine.current_seat(state)
    for seat in [*seats, None]:
        seen = engine.view(state, seat)
        filled = engine.determinize(seen, seat, rng)
        engine.check(filled)
        assert engine.view(filled, seat) == seen, f"{seat}'s view depends on what {seat} may not know"
        if seat is not None and seat == deciding:
            assert move_texts(engine, engine.legal_moves(filled)) == move_texts(engine, engine.legal_moves(state)), \
                f"{seat} finds other moves in a state drawn from their own view"
            play_on_in(engine, filled, rng)


def play_on_in(engine: Engine[Any, Any], world: Any, rng: random.Random, steps: int = 4) -> None:
    """A bot's search plays on in worlds drawn from a view: every move listed there must be accepted too."""
    for _ in range(steps):
        if engine.is_over(world):
            return
        moves = list(engine.legal_moves(world))
        outcomes = [engine.apply(world, m, Chance(rng.randrange(2**53))) for m in moves]
        refused = [m for m, out in zip(moves, outcomes, strict=True) if isinstance(out, Rejected)]
        assert not refused, f"listed move refused in a sampled world: {engine.move_to_json(refused[0])}"
        world = rng.choice(outcomes)


def play(kit: RulesKit[Any, Any], players: int, seed: int) -> None:
    engine = kit.engine
    rng = random.Random(seed)
    seats = [f"p{k + 1}" for k in range(players)]
    start = engine.new_game(seats, seed, {})
    engine.check(start)
    state = start
    log: list[tuple[Any, int]] = []
    pool: dict[str, Any] = {}
    while not engine.is_over(state):
        moves = list(engine.legal_moves(state))
        assert moves, "no legal move, yet the game is not over"
        assert engine.current_seat(state) is not None
        listed = set(move_texts(engine, moves))
        for m in moves:
            assert not isinstance(engine.apply(state, m, Chance(0)), Rejected), f"listed move refused: {m}"
            pool.setdefault(json.dumps(engine.move_to_json(m), sort_keys=True), m)
        for text in rng.sample(sorted(pool), min(12, len(pool))):
            if text not in listed:
                out = engine.apply(state, pool[text], Chance(0))
                assert isinstance(out, Rejected), f"unlisted move accepted: {text}"
                assert out.reason, "a refusal must say why"
        move = rng.choice(moves)
        key = rng.randrange(2**53)
        after = engine.apply(state, move, Chance(key))
        assert not isinstance(after, Rejected)
        engine.check(after)
        log.append((engine.move_from_json(as_json(engine.move_to_json(move))), key))
        state = after
        if len(log) % VIEW_EVERY == 0:
            assert engine.state_from_json(as_json(engine.state_to_json(state))) == state
            check_views(engine, state, seats, rng)
        assert len(log) < MAX_MOVES, "the game does not end"
    assert engine.current_seat(state) is None and not engine.legal_moves(state)
    sheets = engine.scores(state)
    assert sorted(s.seat for s in sheets) == sorted(seats) and min(s.rank for s in sheets) == 1
    replayed = start
    for move, key in log:
        out = engine.apply(replayed, move, Chance(key))
        assert not isinstance(out, Rejected)
        replayed = out
    assert replayed == state, "replaying the moves with their chance keys gives another game"


@pytest.mark.parametrize("kit,players,seed", cases(range(2)))
def test_random_games(kit: RulesKit[Any, Any], players: int, seed: int) -> None:
    play(kit, players, seed)


@pytest.mark.slow
@pytest.mark.parametrize("kit,players,seed", cases(range(2, 30)))
def test_random_games_soak(kit: RulesKit[Any, Any], players: int, seed: int) -> None:
    play(kit, players, seed)


def test_every_engine_in_the_box_is_registered() -> None:
    games = {game for game, *_ in registered()}
    assert {"loyang", "race"} <= games
