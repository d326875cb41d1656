"""The search levels' playouts: the heuristic bot's moves to the end of the round, scored so that a team
alive at the end of the round is worth more than one that died in it, and the same move whatever the
seat cannot see."""

from __future__ import annotations

import random

import pytest

from tabletop.games.kit.contract import Chance, Rejected
from tabletop.games.kit.levels import Level, bot_for
from tabletop.games.robinson.bots import BOT, PLAYOUT_BOT, evaluate
from tabletop.games.robinson.kit import KIT
from tabletop.games.robinson.playout import LEAF, SPREAD
from tabletop.games.robinson.rules.engine import ENGINE
from tabletop.games.robinson.rules.moves import Kind, Move
from tabletop.games.robinson.rules.state import State


def _bot_game(seed: int, until: int) -> State:
    """Seeded moves of the heuristic bot until round ``until`` has begun."""
    rng = random.Random(seed)
    state = ENGINE.new_game(["p1", "p2"], seed, {})
    while state.round < until and not state.result:
        after = ENGINE.apply(state, BOT.choose(state, ENGINE.current_seat(state) or "", rng), Chance(rng.getrandbits(53)))
        assert not isinstance(after, Rejected)
        state = after
    return state


def test_a_playout_stops_once_the_round_it_began_in_is_over() -> None:
    start = _bot_game(3, 2)
    assert not start.result and start.pending is not None and start.pending.kind == "plan"
    rng, state, phases = random.Random(4), start, []
    while not LEAF.cut(start, state):
        phases.append(state.phase)
        after = ENGINE.apply(state, PLAYOUT_BOT.choose(state, ENGINE.current_seat(state) or "", rng),
                             Chance(rng.getrandbits(53)))
        assert not isinstance(after, Rejected) and not after.result
        state = after
    assert state.round == start.round + 1 and phases[0] == "planning" and "night" in phases


def test_a_living_team_is_worth_the_rounds_it_survived_and_its_standing_within_one_more() -> None:
    state = _bot_game(5, 4)
    totals = LEAF.totals(state, state)
    assert set(totals) == set(state.seats) and len(set(totals.values())) == 1
    worth = totals[state.seats[0]]
    assert state.round - 1 < worth < state.round
    assert worth == state.round - 1 + 0.5 + evaluate(state) / SPREAD
    died = ENGINE.scores(_dead(state))[0].total
    assert died < worth, "death in a round scores the rounds before it, below any team alive after it"


def _dead(state: State) -> State:
    from dataclasses import replace

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
