"""What a seat's view hides and how bad input is refused; whole random games against the kit's contract
are the shared conformance suite's (tests/games/test_conformance.py)."""

from __future__ import annotations

import random

import pytest

from tabletop.games.kit.contract import Chance, Rejected
from tabletop.games.kit.records import replace
from tabletop.games.village.rules import Kind, Move
from tabletop.games.village.rules.data import ACTIONS
from tests.games.village.scenes import COLOURS, DATA, ENGINE, GOODS, player


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


def test_moves_from_the_whole_move_space_that_are_not_listed_are_refused_with_a_reason() -> None:
    texts = {"space": [*ACTIONS, "", "H"], "colour": [*COLOURS, "plague", ""], "at": ["farm", "bag", "council:1",
             "church:1", "church:4", "travel:north", "crafts:office", ""], "to": ["", "wainwright", "mill", "north",
             "village", "customer-01", "customer-24"], "good": ["", *GOODS], "by": ["", "time", "cubes", "scroll"]}
    rng = random.Random(9)
    state = ENGINE.new_game(["p1", "p2", "p3"], 9, {})
    for _ in range(150):
        legal = set(ENGINE.legal_moves(state))
        for _ in range(20):
            fields = {name: rng.choice(values) for name, values in texts.items()}
            cubes = tuple(rng.choice((0, 0, 1, 2)) for _ in COLOURS) if rng.random() < 0.5 else ()
            move = Move(rng.choice(list(Kind)), num=rng.choice((0, 1, 2, 3, 4)), stage=rng.choice((0, 1, 2, 4)),
                        cubes=cubes, coins=rng.choice((0, 0, 1, 3)), **fields)
            if move not in legal:
                out = ENGINE.apply(state, move, Chance(1))
                assert isinstance(out, Rejected) and out.reason, move
        after = ENGINE.apply(state, rng.choice(sorted(legal, key=str)), Chance(rng.getrandbits(32)))
        assert not isinstance(after, Rejected)
        state = after
