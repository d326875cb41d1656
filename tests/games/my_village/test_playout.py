"""The search levels' playouts: the heuristic bot's moves until the deciding player is about to begin a
turn again, each village's worth there less the time it spent (fading to its points as the end nears), the same move whatever the seat cannot
see, and seeded games that replay alike under any hash seed."""

from __future__ import annotations

import random

import pytest

from tabletop.games.kit.contract import Chance, Rejected
from tabletop.games.kit.levels import Level, bot_for
from tabletop.games.kit.records import replace
from tabletop.games.kit.search import BotPlayout
from tabletop.games.my_village.bots import BOT, value_worth, worth
from tabletop.games.my_village.game import BOX
from tabletop.games.my_village.kit import KIT
from tabletop.games.my_village.playout import LATE_GRAVES, LEAF, TIME_PRICE
from tabletop.games.my_village.rules import State
from tabletop.games.my_village.rules.scoring import points
from tabletop.games.my_village.rules.state import deciding, graves_filled, turn_index
from tests.games.hash_seeds import outputs_under_hash_seeds

ENGINE = KIT.engine


def _step(state: State, rng: random.Random) -> State:
    """The heuristic bot's next move, applied."""
    after = ENGINE.apply(state, BOT.choose(state, ENGINE.current_seat(state) or "", rng), Chance(rng.getrandbits(53)))
    assert not isinstance(after, Rejected)
    return after


def _bot_game(seed: int, decisions: int) -> State:
    """``decisions`` seeded moves of the heuristic bot into a 2-player game."""
    rng = random.Random(seed)
    state = ENGINE.new_game(["p1", "p2"], seed, {})
    for _ in range(decisions):
        state = _step(state, rng)
    return state


def test_a_playout_stops_when_the_player_who_decided_is_about_to_begin_a_turn_again() -> None:
    for seed, decisions in ((1, 0), (2, 13), (3, 30)):
        start = _bot_game(seed, decisions)
        i = deciding(start)
        assert i is not None
        rng, state, turns = random.Random(seed), start, {(start.round, start.step)}
        assert not LEAF.cut(start, start)
        while not LEAF.cut(start, state):
            state = _step(state, rng)
            turns.add((state.round, state.step))
        assert state.phase == "dice" and turn_index(state) == i and not state.pending
        assert len(state.players[i].dice) % 2 == 0
        assert len(turns) >= 2 and (state.round, state.step) != (start.round, start.step)


def test_a_village_at_the_leaf_is_worth_its_worth_less_the_time_it_spent() -> None:
    start = _bot_game(4, 20)
    rng, state = random.Random(4), start
    while not LEAF.cut(start, state):
        state = _step(state, rng)
    totals = LEAF.totals(start, state)
    assert set(totals) == set(state.seats)
    for i, seat in enumerate(state.seats):
        spent = state.players[i].time - start.players[i].time
        clouds = BOX.boards[state.players[i].board].clouds
        assert totals[seat] == pytest.approx(worth(state, i) - TIME_PRICE * (spent % clouds))
    assert any(state.players[i].time != start.players[i].time for i in range(2))


def test_near_the_end_the_leaf_counts_less_of_a_village_than_its_points() -> None:
    """What a village may still make fades with the graves left to fill: none of it once the round ends the game."""
    start = _bot_game(4, 20)
    goal = BOX.end_graves[len(start.players)]
    assert goal - graves_filled(start) > LATE_GRAVES
    seen = []
    for filled in range(goal - LATE_GRAVES - 1, goal + 1):
        state = replace(start, graves=filled - sum(start.chronicle))
        totals = LEAF.totals(start, state)
        for i, seat in enumerate(state.seats):
            made = points(BOX, state, i)
            share = min(1.0, (goal - filled) / LATE_GRAVES)
            assert totals[seat] == pytest.approx(made + share * (worth(state, i) - made))
            assert worth(state, i) > made + 1
        seen.append(totals[state.seats[0]])
    assert seen[0] == seen[1] > seen[2] > seen[3] > seen[4] == points(BOX, start, 0)


def test_the_search_plays_out_with_the_bot_and_thinks_the_same_whatever_it_cannot_see() -> None:
    assert isinstance(KIT.playout, BotPlayout) and KIT.playout.bot is BOT and KIT.leaf is LEAF
    for seed, decisions in ((2, 6), (6, 25)):
        state = _bot_game(seed, decisions)
        seat = ENGINE.current_seat(state)
        assert seat is not None
        other = ENGINE.determinize(ENGINE.view(state, seat), seat, random.Random(seed + 100))
        assert other != state
        bot = bot_for(KIT, Level("quick", 30, 1.0))
        first = bot.choose(state, seat, random.Random(seed))
        assert bot.choose(other, seat, random.Random(seed)) == first
        assert first in ENGINE.legal_moves(state)


def test_a_turns_plan_is_one_judgement_of_what_its_player_sees() -> None:
    """The search asks for the same turn's plan in many worlds drawn from one view: it is worked out once."""
    state = _bot_game(5, 0)
    i = deciding(state)
    assert i is not None
    other = ENGINE.determinize(ENGINE.view(state, state.seats[i]), state.seats[i], random.Random(9))
    assert other.customers != state.customers
    assert value_worth(state, i, {7}) is value_worth(other, i, {7})


def test_seeded_searches_and_bot_games_are_the_same_whatever_the_hash_seed() -> None:
    """The bots bench compares seeds across processes: no move may follow a set's order."""
    code = ("import random; from tabletop.games.kit.contract import Chance; from tabletop.games.kit.levels import Level, bot_for\n"
            "from tabletop.games.my_village.bots import BOT; from tabletop.games.my_village.kit import KIT\n"
            "E, moves = KIT.engine, []\n"
            "for seed in range(3):\n"
            "    s, rng = E.new_game(['p1', 'p2'], seed, {}), random.Random(seed)\n"
            "    bot = bot_for(KIT, Level('quick', 30, 1.0)) if seed == 0 else BOT\n"
            "    while not E.is_over(s) and (seed or len(moves) < 16):\n"
            "        m = bot.choose(s, E.current_seat(s), rng); moves.append(repr(m))\n"
            "        s = E.apply(s, m, Chance(rng.getrandbits(53)))\n"
            "import hashlib; print(hashlib.sha256('|'.join(moves).encode()).hexdigest())")
    assert len(outputs_under_hash_seeds(code)) == 1
