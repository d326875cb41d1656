"""The search bot and the levels, on the toy race and on Loyang: it reads only its seat's view, plays
legal moves, stops when told, keeps to its budget, and beats random moves."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tabletop.games import load_game
from tabletop.games.kit.contract import Chance, Engine, Rejected
from tabletop.games.kit.levels import GREEDY, LEVELS, Level, Slipping, bot_for
from tabletop.games.kit.search import BotPlayout, SearchBot, Thinking, utilities
from tabletop.games.loyang.kit import KIT as LOYANG
from tabletop.games.my_village.candidates import TOP
from tests.games import toy


def test_the_reward_is_the_total_alone_the_teams_total_together_and_the_margin_against_others() -> None:
    assert utilities({"p1": 12.0}) == {"p1": 12.0}
    team = utilities({"p1": 5.0, "p2": 5.0})
    assert team["p1"] == team["p2"] == 5.5
    assert utilities({"p1": 10.0, "p2": 7.0}) == {"p1": 14.0, "p2": 4.0}


def played(engine: Engine[Any, Any], seats: list[str], seed: int, moves: int) -> Any:
    """A state ``moves`` random moves into a seeded game."""
    rng = random.Random(seed)
    state = engine.new_game(seats, seed, {})
    for _ in range(moves):
        if engine.is_over(state):
            break
        options = list(engine.legal_moves(state))
        state = engine.apply(state, rng.choice(options), Chance(rng.getrandbits(53)))
    return state


@pytest.mark.parametrize(("kit", "moves"), [(toy.RACE_KIT, 3), (LOYANG, 40)], ids=["race", "loyang"])
def test_the_search_thinks_the_same_whatever_it_cannot_see(kit: Any, moves: int) -> None:
    """Two states a seat cannot tell apart (other hands, the deck's order) get the same move from the
    same thinking: the search reads its seat's view and nothing else."""
    engine = kit.engine
    for seed in range(4):
        state = played(engine, ["p1", "p2"], seed, moves)
        seat = engine.current_seat(state)
        view = engine.view(state, seat)
        other = engine.determinize(view, seat, random.Random(seed + 100))
        assert engine.view(other, seat) == view
        bot = SearchBot(engine, Thinking(60), kit.playout)
        first = bot.choose(state, seat, random.Random(seed))
        assert bot.choose(other, seat, random.Random(seed)) == first
        assert first in engine.legal_moves(state)


def test_a_search_that_plays_out_with_the_games_bot_thinks_the_same_whatever_it_cannot_see() -> None:
    kit = load_game("village").rules()
    assert kit is not None and kit.playout is not None and kit.leaf is not None
    engine = kit.engine
    for seed in range(2):
        state = played(engine, ["p1", "p2"], seed, 25)
        seat = engine.current_seat(state)
        other = engine.determinize(engine.view(state, seat), seat, random.Random(seed + 100))
        bot = bot_for(kit, Level("quick", 30, 1.0))
        first = bot.choose(state, seat, random.Random(seed))
        assert bot.choose(other, seat, random.Random(seed)) == first
        assert first in engine.legal_moves(state)


class OnlyPass(toy.RaceEngine):
    def legal_moves(self, state: toy.State) -> list[toy.Move]:
        return [toy.Move(toy.Kind.PASS)] if not self.is_over(state) else []


def test_with_one_legal_move_the_search_does_not_think() -> None:
    engine = OnlyPass()
    bot = SearchBot(engine, Thinking(100))
    assert bot.choose(engine.new_game(["p1", "p2"], 3, {}), "p1", random.Random(1)) == toy.Move(toy.Kind.PASS)
    assert bot.spent == 0


def test_the_search_weighs_only_the_games_candidates_and_plays_a_lone_one_unweighed() -> None:
    engine = toy.RACE_KIT.engine
    state = engine.new_game(["p1", "p2"], 5, {})
    passing = SearchBot(engine, Thinking(200), candidates=lambda s, moves: [m for m in moves if m.kind is toy.Kind.PASS])
    assert passing.choose(state, "p1", random.Random(1)) == toy.Move(toy.Kind.PASS)
    assert passing.spent == 0
    free = SearchBot(engine, Thinking(200))
    assert free.choose(state, "p1", random.Random(1)) != toy.Move(toy.Kind.PASS), "passing is no move to search for"
    two = SearchBot(engine, Thinking(200), candidates=lambda s, moves: [m for m in moves if m.kind is not toy.Kind.ROLL])
    assert two.choose(state, "p1", random.Random(1)).kind is not toy.Kind.ROLL and two.spent > 0


def test_the_search_stops_when_told_and_keeps_to_its_budget() -> None:
    engine = toy.RACE_KIT.engine
    state = engine.new_game(["p1", "p2"], 5, {})
    moves = len(engine.legal_moves(state))
    hurried = SearchBot(engine, Thinking(1000, enough=lambda: True))
    assert hurried.choose(state, "p1", random.Random(1)) in engine.legal_moves(state)
    assert hurried.spent == 1 < moves, "told to stop, it stops after the playout it started"
    patient = SearchBot(engine, Thinking(200))
    patient.choose(state, "p1", random.Random(1))
    assert moves < patient.spent <= 200 + moves


def test_the_search_beats_random_moves_in_the_race() -> None:
    engine = toy.RACE_KIT.engine
    wins = 0.0
    for seed in range(16):
        seats = ["p1", "p2"]
        searcher = seats[seed % 2]
        rng = random.Random(seed)
        state = engine.new_game(seats, seed, {})
        bot = SearchBot(engine, Thinking(60))
        while not engine.is_over(state):
            seat = engine.current_seat(state)
            if seat == searcher:
                move = bot.choose(engine.determinize(engine.view(state, seat), seat, rng), seat, rng)
            else:
                move = rng.choice(list(engine.legal_moves(state)))
            state = engine.apply(state, move, Chance(rng.getrandbits(53)))
        ranks = {s.seat: s.rank for s in engine.scores(state)}
        wins += 1.0 if ranks[searcher] == 1 and ranks[seats[1 - seed % 2]] > 1 else 0.5 if ranks[searcher] == 1 else 0.0
    assert wins >= 12, wins


def test_the_levels_are_the_heuristic_bot_then_the_search_with_more_playouts() -> None:
    easy = bot_for(LOYANG, "easy")
    assert isinstance(easy, Slipping) and easy.kit is LOYANG and 0 < easy.rate == LEVELS["easy"].slips < 0.5
    assert bot_for(LOYANG, GREEDY) is LOYANG.bot, "without slips, the heuristic bot itself"
    normal, hard = bot_for(LOYANG, "normal"), bot_for(LOYANG, "hard")
    assert isinstance(normal, SearchBot) and isinstance(hard, SearchBot)
    assert normal.thinking.playouts == LEVELS["normal"].playouts < hard.thinking.playouts == LEVELS["hard"].playouts
    assert LEVELS["easy"].seconds <= LEVELS["normal"].seconds <= LEVELS["hard"].seconds <= 2.0
    quick = bot_for(LOYANG, Level("quick", 7, 0.1), enough=lambda: True)
    assert isinstance(quick, SearchBot) and quick.thinking.playouts == 7 and quick.thinking.enough()


def _decisions(kit: Any, seed: int, count: int) -> list[Any]:
    """``count`` states of a game played by ``kit``'s bot at which the player to move has a choice."""
    engine, rng = kit.engine, random.Random(seed)
    state, out = engine.new_game(["p1", "p2"], seed, {}), []
    while len(out) < count and not engine.is_over(state):
        seat = engine.current_seat(state)
        if len(engine.legal_moves(state)) > 1:
            out.append(state)
        state = engine.apply(state, kit.bot.choose(state, seat, rng), Chance(rng.getrandbits(53)))
    return out


@pytest.mark.parametrize("game", ["my_village", "village"])
def test_a_slip_is_a_move_the_search_would_weigh_drawn_at_random(game: str) -> None:
    """My Village names the moves its search weighs (the bot's best few), Village names none: a slip there
    may be any legal move."""
    kit = load_game(game).rules()
    assert kit is not None
    always = Slipping(kit, 1.0)
    other = 0
    for k, state in enumerate(_decisions(kit, 5, 40)):
        seat, moves = kit.engine.current_seat(state), kit.engine.legal_moves(state)
        weighed = kit.candidates(state, moves) if kit.candidates is not None else moves
        move = always.choose(state, seat, random.Random(k))
        assert move in weighed
        other += move != kit.bot.choose(state, seat, random.Random(k))
    assert other >= 10, "slipping at every decision, it leaves the bot's move at many of them"


def test_easy_slips_at_about_its_share_of_decisions() -> None:
    """Counted where the bot's best move is clear (no tie its noise breaks): a slip leaves it unless it
    draws that very move from the search's few."""
    kit = load_game("my_village").rules()
    assert kit is not None
    easy = bot_for(kit, "easy")
    rate, left, clear = LEVELS["easy"].slips, 0, 0
    for k, state in enumerate(_decisions(kit, 7, 200)):
        seat = kit.engine.current_seat(state)
        best = {kit.bot.choose(state, seat, random.Random(j)) for j in range(3)}
        if len(best) > 1:
            continue
        clear += 1
        left += easy.choose(state, seat, random.Random(1000 + k)) not in best
    assert clear >= 100 and 0.3 * rate * clear <= left <= 1.5 * rate * clear * (TOP - 1) / TOP + 5, (left, clear)


class Passer:
    def choose(self, state: toy.State, seat: str, rng: random.Random) -> toy.Move:
        return toy.Move(toy.Kind.PASS)


def test_without_a_playout_policy_the_search_starts_from_the_games_heuristic_bot() -> None:
    engine = toy.RACE_KIT.engine
    state = engine.new_game(["p1", "p2"], 5, {})
    assert SearchBot(engine, Thinking(1), prior=Passer()).choose(state, "p1", random.Random(1)) == toy.Move(toy.Kind.PASS)
    searched = SearchBot(engine, Thinking(400), prior=Passer()).choose(state, "p1", random.Random(1))
    assert searched in engine.legal_moves(state) and searched.kind is not toy.Kind.PASS, "moving on is clearly better"


class NoCut:
    """A leaf that never cuts (the playouts are scored at the end) and trusts no gain below ``floor``."""

    samples: int | None = None

    def __init__(self, floor: float) -> None:
        self.floor = floor

    def cut(self, start: toy.State, state: toy.State) -> bool:
        return False

    def totals(self, start: toy.State, state: toy.State) -> dict[str, float]:
        raise AssertionError("never cut, never scored")


def test_the_search_overrules_the_games_move_only_for_a_gain_above_the_leafs_floor() -> None:
    engine = toy.RACE_KIT.engine
    state = engine.new_game(["p1", "p2"], 5, {})
    wary = SearchBot(engine, Thinking(400), prior=Passer(), leaf=NoCut(floor=1000.0))
    assert wary.choose(state, "p1", random.Random(1)) == toy.Move(toy.Kind.PASS) and wary.spent > 0
    trusting = SearchBot(engine, Thinking(400), prior=Passer(), leaf=NoCut(floor=0.0))
    assert trusting.choose(state, "p1", random.Random(1)).kind is not toy.Kind.PASS


class SlipsOnPass(toy.RaceEngine):
    """Lists passing but refuses it once a pawn has moved: an engine's slip the search must survive."""

    def apply(self, state: toy.State, move: toy.Move, chance: Chance) -> Any:
        if move.kind is toy.Kind.PASS and any(state.pawns):
            return Rejected("Passing is not allowed now.")
        return super().apply(state, move, chance)


def test_a_listed_move_the_engine_refuses_in_a_playout_does_not_end_the_search() -> None:
    engine = SlipsOnPass()
    state = engine.new_game(["p1", "p2"], 5, {})
    bot = SearchBot(engine, Thinking(120))
    assert bot.choose(state, "p1", random.Random(1)) in engine.legal_moves(state)
    assert bot.spent > 2 * len(engine.legal_moves(state)), "it went on playing worlds"


SAMPLES = 200


class HandLeaf:
    """Stops every playout at once and values a seat by the cards in its hand."""

    samples: int | None = SAMPLES
    floor = 0.0

    def cut(self, start: toy.State, state: toy.State) -> bool:
        return True

    def totals(self, start: toy.State, state: toy.State) -> dict[str, float]:
        return {seat: float(len(hand)) for seat, hand in zip(state.seats, state.hands, strict=True)}


def test_a_leaf_stops_the_playouts_and_the_search_follows_its_estimate() -> None:
    engine = toy.RACE_KIT.engine
    state = engine.new_game(["p1", "p2"], 5, {})
    bot = SearchBot(engine, Thinking(200), leaf=HandLeaf())
    assert bot.choose(state, "p1", random.Random(1)) == toy.Move(toy.Kind.DRAW), "drawing is what the leaf values"
    assert SearchBot(engine, Thinking(200)).choose(state, "p1", random.Random(1)) != toy.Move(toy.Kind.DRAW)


class CountingLeaf(HandLeaf):
    """``HandLeaf`` that remembers how many times each playout passed it before it was scored."""

    def __init__(self) -> None:
        self.passed = 0
        self.scored: list[int] = []

    def cut(self, start: toy.State, state: toy.State) -> bool:
        self.passed += 1
        return True

    def totals(self, start: toy.State, state: toy.State) -> dict[str, float]:
        self.scored.append(self.passed)
        self.passed = 0
        return super().totals(start, state)


def test_a_budget_beyond_the_leafs_share_buys_depth_not_samples() -> None:
    engine = toy.RACE_KIT.engine
    state = engine.new_game(["p1", "p2"], 5, {})
    shallow, deep = CountingLeaf(), CountingLeaf()
    quick = SearchBot(engine, Thinking(SAMPLES), leaf=shallow)
    thorough = SearchBot(engine, Thinking(2 * SAMPLES), leaf=deep)
    quick.choose(state, "p1", random.Random(1))
    thorough.choose(state, "p1", random.Random(1))
    assert set(shallow.scored) == {1} and set(deep.scored) == {2}
    assert len(deep.scored) == thorough.spent <= SAMPLES, "a playout twice as deep costs two of the budget"
    assert SearchBot(engine, Thinking(2 * SAMPLES)).depth == 1, "without a leaf every playout goes to the end"


class LastingLeaf(CountingLeaf):
    """A leaf whose yes, once said, holds for the rest of the playout (as a round's end does)."""

    samples: int | None = None


def test_a_leaf_that_does_not_repeat_spends_a_larger_budget_on_samples() -> None:
    engine = toy.RACE_KIT.engine
    state = engine.new_game(["p1", "p2"], 5, {})
    leaf = LastingLeaf()
    bot = SearchBot(engine, Thinking(2 * SAMPLES), leaf=leaf)
    bot.choose(state, "p1", random.Random(1))
    assert bot.depth == 1 and set(leaf.scored) == {1}
    assert bot.spent > SAMPLES, "the whole budget goes to playouts scored at the first leaf"


class Asked:
    """A bot that passes and remembers which seats it was asked to move for."""

    def __init__(self) -> None:
        self.seats: list[str] = []

    def choose(self, state: toy.State, seat: str, rng: random.Random) -> toy.Move:
        self.seats.append(seat)
        return toy.Move(toy.Kind.PASS)


def test_a_heuristic_bot_as_playout_policy_moves_for_the_seat_to_move() -> None:
    engine = toy.RACE_KIT.engine
    state = engine.new_game(["p1", "p2"], 5, {})
    bot = Asked()
    policy = BotPlayout(engine, bot)
    assert policy.pick(state, random.Random(1)) == toy.Move(toy.Kind.PASS)
    passed = engine.apply(state, toy.Move(toy.Kind.PASS), Chance(1))
    policy.pick(passed, random.Random(1))
    assert bot.seats == ["p1", "p2"]
