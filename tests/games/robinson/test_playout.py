"""The search levels' playouts: the heuristic bot's moves to the end of the round, scored so that a team
alive at the end of the round is worth more than one that died in it, and the same move whatever the
seat cannot see."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from tabletop.games.kit.contract import Chance, Rejected
from tabletop.games.kit.levels import Level, bot_for
from tabletop.games.robinson.bots import BOT, PLAYOUT_BOT, evaluate
from tabletop.games.robinson.kit import KIT
from tabletop.games.robinson.playout import LEAF, SPREAD
from tabletop.games.robinson.rules.engine import ENGINE
from tabletop.games.robinson.rules.moves import Kind, Move
from tabletop.games.robinson.rules.state import State
from tests.games.hash_seeds import outputs_under_hash_seeds


def _bot_game(seed: int, until: int) -> State:
    """Seeded moves of the heuristic bot until round ``until`` has begun."""
    rng = random.Random(seed)
    state = ENGINE.new_game(["p1", "p2"], seed, {})
    while state.round < until and not state.result:
        after = ENGINE.apply(state, BOT.choose(state, ENGINE.current_seat(state) or "", rng), Chance(rng.getrandbits(53)))
        assert not isinstance(after, Rejected)
        state = after
    return state


def test_a_playout_stops_at_the_night_of_its_round_and_one_begun_at_night_when_that_night_is_over() -> None:
    start = _bot_game(3, 2)
    assert not start.result and start.pending is not None and start.pending.kind == "plan"
    rng, state, phases = random.Random(4), start, []
    while not LEAF.cut(start, state):
        phases.append(state.phase)
        state = _step(state, rng)
    assert state.round == start.round and state.phase == "night" and phases[0] == "planning"
    night = state
    while not LEAF.cut(night, state):
        state = _step(state, rng)
    assert state.round == night.round + 1 and state.phase != "night"


def _step(state: State, rng: random.Random) -> State:
    after = ENGINE.apply(state, PLAYOUT_BOT.choose(state, ENGINE.current_seat(state) or "", rng), Chance(rng.getrandbits(53)))
    assert not isinstance(after, Rejected) and not after.result
    return after


def test_a_living_team_is_worth_the_rounds_it_survived_and_its_standing_within_one_more() -> None:
    start = _bot_game(5, 4)
    totals = LEAF.totals(start, start)
    assert set(totals) == set(start.seats) and len(set(totals.values())) == 1
    worth = totals[start.seats[0]]
    assert start.phase != "night" and worth == pytest.approx(start.round - 1 + 0.5 + evaluate(start) / SPREAD)
    died = ENGINE.scores(_dead(start))[0].total
    assert died <= worth < start.round, "a team alive is worth no less than one that died in the round, a win more"
    at_night = replace(start, phase="night")
    assert LEAF.totals(at_night, start)[start.seats[0]] == pytest.approx(worth + 1), "judged after its night, the round counts"


def _dead(state: State) -> State:
    return replace(state, result="lost")


def test_the_bot_plays_going_to_sleep_once_a_draw_at_night(monkeypatch: pytest.MonkeyPatch) -> None:
    """A move that comes back to the night (an item used) is worth sleep's outcome plus what it changed:
    every night move is tried once a draw, and sleep is not played again after each of the others."""
    from tabletop.games.robinson import bots

    played: list[Kind] = []

    def counted(state: State, move: Move, chance: Chance) -> State | Rejected:
        played.append(Kind(move.t))
        return ENGINE.apply(state, move, chance)

    seen = full = 0
    for seed in range(1, 6):
        rng = random.Random(seed)
        state = ENGINE.new_game(["p1", "p2"], seed, {})
        while not state.result:
            moves = ENGINE.legal_moves(state)
            tried = [m for m in moves if m.t != Kind.CAMP]
            night = state.pending is not None and state.pending.kind == "night" and len(tried) > 1
            monkeypatch.setattr(bots, "apply", counted)
            played.clear()
            move = BOT.choose(state, ENGINE.current_seat(state) or "", rng)
            monkeypatch.undo()
            assert move in moves
            if night:
                seen += 1
                assert played.count(Kind.SLEEP) <= BOT.draws and len(played) <= BOT.draws * len(tried)
                full += len(played) == BOT.draws * len(tried)
            after = ENGINE.apply(state, move, Chance(rng.getrandbits(53)))
            assert not isinstance(after, Rejected)
            state = after
    assert seen and full


def test_the_search_plays_out_with_the_bot_and_thinks_the_same_whatever_it_cannot_see() -> None:
    assert KIT.playout is not None and KIT.leaf is LEAF
    for seed in (2, 6):
        state = _bot_game(seed, 2)
        seat = ENGINE.current_seat(state)
        assert seat is not None
        other = ENGINE.determinize(ENGINE.view(state, seat), seat, random.Random(seed + 100))
        bot = bot_for(KIT, Level("quick", 40, 1.0))
        first = bot.choose(state, seat, random.Random(seed))
        assert bot.choose(other, seat, random.Random(seed)) == first
        assert first in ENGINE.legal_moves(state)


def test_seeded_bot_games_and_searches_are_the_same_whatever_the_hash_seed() -> None:
    """The bots bench compares seeds across processes: no move may follow a set's order."""
    code = ("import random; from tabletop.games.kit.contract import Chance; from tabletop.games.kit.levels import Level, bot_for\n"
            "from tabletop.games.robinson.bots import BOT; from tabletop.games.robinson.kit import KIT\n"
            "E, moves = KIT.engine, []\n"
            "for seed in range(4):\n"
            "    s, rng = E.new_game(['p1', 'p2'], seed, {}), random.Random(seed)\n"
            "    bot = bot_for(KIT, Level('quick', 30, 1.0)) if seed == 0 else BOT\n"
            "    while not E.is_over(s) and (seed or len(moves) < 12):\n"
            "        m = bot.choose(s, E.current_seat(s), rng); moves.append(repr(m))\n"
            "        s = E.apply(s, m, Chance(rng.getrandbits(53)))\n"
            "import hashlib; print(hashlib.sha256('|'.join(moves).encode()).hexdigest())")
    assert len(outputs_under_hash_seeds(code)) == 1
