"""The bot: honest (it decides on a state determinised from its own view, and its move is legal in the real
one), for any seat and any decision, and better than chance."""

from __future__ import annotations

import random
from dataclasses import replace

from tabletop.games.kit.contract import Chance, Rejected
from tabletop.games.my_village.kit import KIT
from tabletop.games.my_village.rules import Kind, Move
from tests.games.my_village.scenes import at_flags, give, key_rolling, ok, set_me

ENGINE, BOT = KIT.engine, KIT.bot


def test_the_bot_beats_random_play_and_plays_any_seat() -> None:
    wins = 0
    for seed in range(2):
        rng = random.Random(seed)
        state = ENGINE.new_game(["p1", "p2"], seed, {})
        bot_seat = ("p1", "p2")[seed % 2]
        while not ENGINE.is_over(state):
            seat = ENGINE.current_seat(state)
            assert seat is not None
            if seat == bot_seat:
                move = BOT.choose(ENGINE.determinize(ENGINE.view(state, seat), seat, rng), seat, rng)
            else:
                move = rng.choice(ENGINE.legal_moves(state))
            out = ENGINE.apply(state, move, Chance(rng.randrange(1 << 40)))
            assert not isinstance(out, Rejected), out.reason
            state = out
        sheets = {s.seat: s for s in ENGINE.scores(state)}
        wins += sheets[bot_seat].rank == 1
    assert wins == 2


def test_the_bot_decides_out_of_turn_for_its_healing_church() -> None:
    s = set_me(at_flags(rat=1), 0, reaper=True)
    s = give(set_me(s, 1, tree=9), 1, church="church-healing")
    s = ok(ok(s, Move(Kind.HEADMAN, "coin space")), Move(Kind.DIE, "merchant"), key=key_rolling(1))
    assert ENGINE.current_seat(s) == "p2"
    assert BOT.choose(s, "p2", random.Random(1)) == Move(Kind.HEAL, n=1)


def test_the_bot_serves_a_customer_it_can() -> None:
    s = give(at_flags(value=5), market=("customer-08",), crafts=("craft-smithy-3-11",), goods=(0, 0, 1, 0, 0))
    s = replace(s, councils=(), crafts=())
    assert BOT.choose(s, "p1", random.Random(1)) == Move(Kind.WHITE, "customer-08", ("plough",))
