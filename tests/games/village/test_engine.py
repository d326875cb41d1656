"""The engine keeps the kit's contract over whole random games: it ends, never raises, lists exactly
what it accepts, replays, round-trips through JSON, and a seat's view tells it nothing hidden."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from tabletop.games.kit.contract import Chance, Rejected
from tabletop.games.village.rules import Kind, Move, State
from tabletop.games.village.rules.data import ACTIONS
from tabletop.games.village.rules.state import replace
from tests.games.village.scenes import COLOURS, DATA, ENGINE, GOODS, player

TEXTS = {"space": [*ACTIONS, "", "H"], "colour": [*COLOURS, "plague", ""], "at": ["farm", "bag", "council:1",
         "church:1", "church:4", "travel:north", "crafts:office", ""], "to": ["", "wainwright", "mill", "north",
         "village", "customer-01", "customer-24"], "good": ["", *GOODS], "by": ["", "time", "cubes", "scroll"]}


def random_move(rng: random.Random) -> Move:
    """A move from the whole move space, mostly nonsense."""
    fields = {name: rng.choice(values) for name, values in TEXTS.items()}
    cubes = tuple(rng.choice((0, 0, 1, 2)) for _ in COLOURS) if rng.random() < 0.5 else ()
    return Move(rng.choice(list(Kind)), num=rng.choice((0, 1, 2, 3, 4)), stage=rng.choice((0, 1, 2, 4)),
                cubes=cubes, coins=rng.choice((0, 0, 1, 3)), **fields)


def playout(seed: int, players: int) -> Iterator[tuple[State, Move, int, State]]:
    rng = random.Random(seed)
    state = ENGINE.new_game([f"p{k + 1}" for k in range(players)], seed, {})
    while not ENGINE.is_over(state):
        move = rng.choice(list(ENGINE.legal_moves(state)))
        key = rng.getrandbits(40)
        after = ENGINE.apply(state, move, Chance(key))
        assert not isinstance(after, Rejected), f"listed {move} refused: {after.reason}"
        yield state, move, key, after
        state = after


@pytest.mark.parametrize(("seed", "players"), [(1, 2), (2, 3), (3, 4)])
def test_random_games_keep_the_contract(seed: int, players: int) -> None:
    rng = random.Random(seed)
    log: list[tuple[Move, int]] = []
    first = last = None
    for n, (state, move, key, after) in enumerate(playout(seed, players)):
        first = first or state
        ENGINE.check(after)
        log.append((move, key))
        legal = set(ENGINE.legal_moves(state))
        for _ in range(3):
            other = random_move(rng)
            if other not in legal:
                out = ENGINE.apply(state, other, Chance(1))
                assert isinstance(out, Rejected) and out.reason, other
        if n % 7 == 0:
            assert ENGINE.state_from_json(ENGINE.state_to_json(after)) == after
            assert ENGINE.move_from_json(ENGINE.move_to_json(move)) == move
            seat = ENGINE.current_seat(after)
            if seat is not None:
                view = ENGINE.view(after, seat)
                filled = ENGINE.determinize(view, seat, rng)
                ENGINE.check(filled)
                assert ENGINE.view(filled, seat) == view
                assert ENGINE.legal_moves(filled) == ENGINE.legal_moves(after)
        last = after
    assert first is not None and last is not None and ENGINE.is_over(last)
    replayed = ENGINE.new_game(list(first.seats), seed, {})
    for move, key in log:
        out = ENGINE.apply(replayed, move, Chance(key))
        assert not isinstance(out, Rejected)
        replayed = out
    assert replayed == last
    sheets = ENGINE.scores(last)
    assert sorted(s.rank for s in sheets)[0] == 1 and {s.seat for s in sheets} == set(last.seats)


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
def test_many_random_games_end_and_check(players: int) -> None:
    for seed in range(40):
        for _, _, _, after in playout(100 + seed, players):
            ENGINE.check(after)


def test_a_view_hides_the_stack_order_and_other_players_customers() -> None:
    state = ENGINE.new_game(["p1", "p2"], 3, {})
    mine, theirs = state.stack[:2]
    state = player(player(replace(state, stack=state.stack[2:]), 0, served=(mine,)), 1, served=(theirs,))
    ENGINE.check(state)
    view = ENGINE.view(state, "p1")
    assert set(view.stack) == {"?"} and view.players[0].served == (mine,)
    assert view.players[1].served == ("?",) and view.market == state.market
    assert ENGINE.view(state, None).players[0].served == ("?",)
    filled = ENGINE.determinize(view, "p1", random.Random(4))
    assert sorted(filled.stack + filled.players[1].served) == sorted(state.stack + (theirs,))


def test_malformed_moves_and_states_are_refused_in_words() -> None:
    for bad in (None, [], {"kind": "fly"}, {"kind": "take", "space": 3}, {"kind": "take", "wings": 2},
                {"kind": "gain", "cubes": [1, -1]}, {"kind": "die", "num": True}):
        with pytest.raises(ValueError):
            ENGINE.move_from_json(bad)
    good = ENGINE.state_to_json(ENGINE.new_game(["p1", "p2"], 1, {}))
    for edit in (lambda d: d.pop("players"), lambda d: d.update(phase="lunch"),
                 lambda d: d["players"][0].update(grain=9), lambda d: d.update(stack=d["stack"][1:]),
                 lambda d: d["players"][0].update(members=["moon"] * len(DATA.numbers))):
        data = ENGINE.state_to_json(ENGINE.state_from_json(good))
        edit(data)
        with pytest.raises(ValueError):
            ENGINE.state_from_json(data)
