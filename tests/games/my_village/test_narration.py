"""My Village's log says what the rules did by themselves: the flag value two dice fix, the reaper's death
check and the grave, a seasonal worker, the rat die and its invasion, the next round's preparation, the end."""

from __future__ import annotations

import random
import re
from dataclasses import replace

from tabletop.games.kit.contract import Chance
from tabletop.games.kit.words import NEW_ROUND, Narration
from tabletop.games.my_village.kit import KIT
from tabletop.games.my_village.narration import happened
from tabletop.games.my_village.rules import Kind, Move
from tabletop.games.my_village.rules.turn import die_kind
from tests.games.my_village.scenes import alive, at_flags, box, engine, give, key_rolling, legal, ok, opening, set_me

NAMES = {"p1": "Anna", "p2": "Bob", "p3": "Cleo"}
HEADMAN = Move(Kind.HEADMAN, "coin space")


def told(state, move: Move, key: int = 1):
    after = ok(state, move, key)
    return after, list(happened(state, after, move, NAMES))


def test_two_dice_with_nothing_to_change_them_set_the_flag_value_by_themselves() -> None:
    state = opening(3)
    state = set_me(state, state.start, coins=0, meeting_marks=0)
    first = Move(Kind.TAKE, die_kind(state.pool[0]))
    state, lines = told(state, first)
    assert lines == []
    state, lines = told(state, Move(Kind.TAKE, die_kind(state.pool[0])))
    (_one, a), (_two, b) = state.players[state.start].dice
    assert state.phase == "flags" and lines == [f"Flag value {a + b}: the dice show {a} + {b}."]


def test_the_reaper_asks_who_dies_then_the_grave_and_the_rat_die_are_told() -> None:
    state = set_me(at_flags(rat=9), reaper=True)
    state, lines = told(state, HEADMAN)
    assert lines == ["Anna's time crossed the bridge: Anna chooses the villager who dies."]
    _state, lines = told(state, Move(Kind.DIE, "abbot"), key=key_rolling(3))
    assert lines == ["Anna's abbot is buried in the chronicle: +2 adventure points.",
                     "The rat die shows 3: the rats are 6 spaces from an invasion."]


def test_the_only_villager_dies_by_itself_and_a_seasonal_worker_comes() -> None:
    state = set_me(replace(at_flags(), chronicle=(0, 0, 2, 0, 0)), reaper=True, villagers=alive("traveller"))
    state, lines = told(state, HEADMAN, key=key_rolling(1))
    assert lines == ["Anna's time crossed the bridge: a villager dies.",
                     "Anna's traveller is buried in an anonymous grave.",
                     "Anna's village is empty: a seasonal worker comes (-5 points at the end)."]
    _state, lines = told(state, Move(Kind.WORKER, "merchant"), key=key_rolling(1))
    assert lines == [f"The rat die shows 1: the rats are {box().rat_start[3] - 1} spaces from an invasion."]


def test_an_invasion_says_what_every_tree_keeps_and_the_healing_church_is_asked_first() -> None:
    state = set_me(set_me(set_me(at_flags(rat=2), 0, reaper=True, tree=3), 1, tree=7), 2, tree=1)
    _state, lines = told(ok(state, HEADMAN), Move(Kind.DIE, "abbot"), key=key_rolling(6))
    assert lines[1:] == ["The rat die shows 6: the rats invade!", "Every adventure tree loses half: Anna 3, Bob 4, Cleo 1."]
    state = give(set_me(set_me(at_flags(rat=1), 0, reaper=True), 1, tree=9), 1, church="church-healing")
    state, lines = told(ok(state, HEADMAN), Move(Kind.DIE, "merchant"), key=key_rolling(1))
    assert lines[1:] == ["The rat die shows 1: the rats invade!", "Bob may keep them away with the Healing church."]
    _state, lines = told(state, Move(Kind.HEAL, n=1))
    assert lines == ["Every other adventure tree loses half: Anna 1, Bob 9, Cleo 0."]


def test_the_last_turn_of_a_round_brings_the_preparation_phase() -> None:
    state = at_flags(3, step=2, hand_ap=4)
    assert HEADMAN in legal(state)
    after, lines = told(state, HEADMAN)
    assert after.round == state.round + 1
    assert lines[:3] == [NEW_ROUND, "Anna holds the start-player tile and starts.",
                         "The start-player tile gets an adventure point: 5 on it now."]
    assert re.fullmatch(r"The pool is rolled: white( \d,){5} \d; black \d, \d\.", lines[3]) and len(lines) == 4


def test_the_grave_that_fills_the_last_space_at_the_round_end_ends_the_game_with_the_scores() -> None:
    state = set_me(at_flags(3, step=2, graves=13), 2, reaper=True, villagers=alive("abbot", "merchant"))
    state = ok(state, HEADMAN)
    after, lines = told(state, Move(Kind.DIE, "abbot"), key=key_rolling(1))
    assert engine().is_over(after)
    assert lines[0] == "Cleo's abbot is buried in the chronicle: +2 adventure points."
    assert lines[2] == "14 graves are filled: that ends the game."
    assert re.fullmatch(r"Final scores: \w+ -?\d+, \w+ -?\d+, \w+ -?\d+\.", lines[3]) and len(lines) == 4


def random_lines(seed: int) -> list[str]:
    rng = random.Random(seed)
    state = opening(3, seed)
    out = []
    while not engine().is_over(state):
        move = rng.choice(legal(state))
        after = engine().apply(state, move, Chance(rng.getrandbits(32)))
        out += [line for line in happened(state, after, move, NAMES) if line != NEW_ROUND]
        state = after
    return out


def test_whole_random_games_tell_every_kind_of_automatic_step_in_finished_sentences() -> None:
    assert isinstance(KIT.words, Narration)
    lines = random_lines(3) + random_lines(5)
    for line in lines:
        assert line and "{" not in line and "}" not in line and line[-1] in ".!", line
        assert not re.search(r"\bp\d\b|-die-|church-|council-|craft-", line), line
    for told_once in ("Flag value ", "crossed the bridge: ", "is buried in the chronicle", "is buried in an anonymous grave",
                      "a seasonal worker comes", "The rat die shows", "the rats invade!", "Every adventure tree loses half",
                      "holds the start-player tile and starts.", "The pool is rolled: ", "graves are filled",
                      "Final scores: "):
        assert any(told_once in line for line in lines), told_once


def test_the_log_opens_with_round_1s_preparation_which_setting_out_did() -> None:
    from tabletop.game_text import log_entries
    from tabletop.games import load_game
    from tabletop.play import GameInPlay

    game = GameInPlay.new(load_game("my_village"), 21, players=2, rules_on=True)
    state = game.session.game_state
    header, opening = log_entries(game)
    assert header.text == "== Round 1 ==" and opening.text.split("\n") == [
        "Round 1 begins.", "Player 2 holds the start-player tile and starts.",
        "The start-player tile gets an adventure point: 1 on it now.",
        "The pool is rolled: white 2, 3, 3, 3, 5, 6, 6, 6; black 1, 5, 5.", "Next: Take two dice from the pool."], \
        "the dice the first player picks from were rolled somewhere the log says"
    assert state.start == 1 and sorted(face for _die, face in state.pool) == [1, 2, 3, 3, 3, 5, 5, 5, 6, 6, 6]
