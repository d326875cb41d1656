"""The moves Loyang's search weighs: legal ones, fewer than the legal moves where a turn repeats itself
(one trade paid for many ways, declines the end of the turn makes anyway, loans), and the same whatever the hash
seed."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

from tabletop.games.kit.contract import Chance
from tabletop.games.loyang.candidates import PAYMENTS, candidates
from tabletop.games.loyang.playout import PLAYOUT
from tabletop.games.loyang.rules import Kind, Move, legal_moves
from tabletop.games.loyang.rules.game import ENGINE
from tabletop.games.loyang.rules.state import RegularSlot, StallSlot, current_index, helper_of
from tests.games.hash_seeds import outputs_under_hash_seeds

from .scenes import in_actions


def test_in_seeded_games_the_candidates_are_legal_and_fewer_where_trades_repeat() -> None:
    legal_total = weighed_total = 0
    for seed in range(6):
        state = ENGINE.new_game(["p1", "p2"] if seed % 2 else ["p1"], seed, {})
        rng = random.Random(seed)
        while not ENGINE.is_over(state):
            moves = legal_moves(state)
            weighed = candidates(state, moves)
            assert weighed and all(m in moves for m in weighed)
            assert weighed == [m for m in moves if m in weighed], "the legal moves' order is kept"
            assert not any(m.kind in (Kind.DECLINE, Kind.LOAN) for m in weighed)
            i = current_index(state)
            assert i is not None
            if not any(helper_of(h) == "foreman" for h in state.players[i].helpers):
                assert not any(m.kind is Kind.DISCARD for m in weighed)
            legal_total += len(moves)
            weighed_total += len(weighed)
            state = ENGINE.apply(state, PLAYOUT.pick(state, rng), Chance(rng.getrandbits(53)))
    assert weighed_total < 0.8 * legal_total, (weighed_total, legal_total)


def test_a_trade_is_weighed_paid_with_what_no_customer_wants() -> None:
    # stall-01 gives a pumpkin or a cabbage for one vegetable; the regular customer wants two wheat
    s = in_actions(n=1, me={"cart": (2, 0, 1, 0, 1, 1), "stalls": (StallSlot("stall-01", ("pumpkin", "cabbage", "leek")),),
                            "regulars": (RegularSlot("regular-01"),), "fields": ()})
    moves = legal_moves(s)
    weighed = candidates(s, moves)
    trades = [m for m in weighed if m.kind is Kind.TRADE]
    for_one = Counter(m.n for m in trades if len(m.items) == 1)
    assert for_one and max(for_one.values()) <= PAYMENTS
    assert Move(Kind.TRADE, card="stall-01", n=0, items=("turnip",)) in weighed
    assert Move(Kind.TRADE, card="stall-01", n=0, items=("wheat",)) not in weighed, "the wheat is the customer's"
    assert Move(Kind.TRADE, card="stall-01", n=0, items=("wheat",)) in moves


def test_the_candidates_are_the_same_whatever_the_hash_seed() -> None:
    code = ("import random; from tabletop.games.kit.contract import Chance; "
            "from tabletop.games.loyang.candidates import candidates; from tabletop.games.loyang.playout import PLAYOUT; "
            "from tabletop.games.loyang.rules import legal_moves; from tabletop.games.loyang.rules.game import ENGINE\n"
            "out = []\n"
            "for seed in range(4):\n"
            "    s, rng = ENGINE.new_game(['p1', 'p2'] if seed % 2 else ['p1'], seed, {}), random.Random(seed)\n"
            "    while not ENGINE.is_over(s):\n"
            "        out.append(repr(candidates(s, legal_moves(s))))\n"
            "        s = ENGINE.apply(s, PLAYOUT.pick(s, rng), Chance(rng.getrandbits(53)))\n"
            "import hashlib; print(hashlib.sha256('|'.join(out).encode()).hexdigest())")
    assert len(outputs_under_hash_seeds(code)) == 1


def test_the_rounds_first_step_on_the_path_is_played_unweighed_and_the_next_one_weighed() -> None:
    s = replace(in_actions(n=1, me={"cash": 30, "path": 6}), phase="path")
    assert candidates(s, legal_moves(s)) == [Move(Kind.ADVANCE)]
    stepped = replace(s, players=(replace(s.players[0], steps=1, path=7, cash=29),))
    weighed = candidates(stepped, legal_moves(stepped))
    assert Move(Kind.FINISH) in weighed and Move(Kind.ADVANCE) in weighed
    broke = replace(s, players=(replace(s.players[0], cash=0),))
    assert Move(Kind.FINISH) in candidates(broke, legal_moves(broke))
