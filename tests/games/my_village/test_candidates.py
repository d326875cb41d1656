"""The moves the search weighs: the heuristic bot's few best, its own choice among them, in the legal order."""

from __future__ import annotations

import random

from tabletop.games.kit.contract import Chance, Rejected
from tabletop.games.my_village.bots import BOT, ranked
from tabletop.games.my_village.candidates import TOP, candidates
from tabletop.games.my_village.kit import KIT
from tabletop.games.my_village.rules.state import deciding

ENGINE = KIT.engine


def test_the_search_weighs_the_bots_best_few_moves_and_its_choice_is_one_of_them() -> None:
    assert KIT.candidates is candidates
    rng = random.Random(7)
    state = ENGINE.new_game(["p1", "p2"], 7, {})
    narrowed = set()
    while not ENGINE.is_over(state) and len(narrowed) < 3:
        moves = ENGINE.legal_moves(state)
        i = deciding(state)
        assert i is not None
        if len(moves) > 1:
            named = candidates(state, moves)
            assert named == [m for m in moves if m in named] and len(named) == min(TOP, len(moves))
            order = ranked(state, i, moves)
            assert set(named) == set(order[:TOP]) and sorted(order, key=repr) == sorted(moves, key=repr)
            assert BOT.choose(state, state.seats[i], random.Random(1)) in named
            if len(moves) > TOP:
                narrowed.add(state.phase)
        after = ENGINE.apply(state, BOT.choose(state, ENGINE.current_seat(state) or "", rng),
                             Chance(rng.getrandbits(53)))
        assert not isinstance(after, Rejected)
        state = after
    assert {"dice", "flags"} <= narrowed

