"""Village's log says what the rules did by themselves: deaths of old age and where the dead go, market days
nobody can serve at, the round's end with the mass, the new round, the end, in sentences a player reads."""

from __future__ import annotations

import random
import re

from tabletop.core.session import Session
from tabletop.games import load_game
from tabletop.games.definition import default_seats
from tabletop.games.kit.contract import Chance
from tabletop.games.kit.words import NEW_ROUND, Narration
from tabletop.games.village.enforcement import rules_kit
from tabletop.games.village.narration import happened
from tabletop.games.village.rules import Kind, Move
from tabletop.games.village.rules.state import BAG, FARM
from tests.games.village.scenes import DATA, ENGINE, board, family, game, play, player, take, turn_of

NAMES = {"p1": "Anna", "p2": "Bob", "p3": "Cleo"}
HARVEST = Move(Kind.HARVEST)


def told(state, move: Move, key: int = 7) -> tuple[object, list[str]]:
    after = play(state, move, key=key)
    return after, list(happened(state, after, move, NAMES))


def two_families(*anna: tuple[int, str], bob: tuple[tuple[int, str], ...] = ((1, FARM),), **cubes):
    state = family(family(game(2), 0, *anna), 1, *bob)
    return turn_of(board(state, **cubes), 0)


def test_time_past_the_bridge_kills_the_lowest_member_into_the_chronicle_of_its_place() -> None:
    state = player(two_families((1, FARM), (2, FARM), A={"plague": 1}, B={"brown": 1}), 0, time=DATA.lap - 1)
    state, lines = told(state, take("A", "plague"))
    assert lines == [], "the time is paid, but the death waits for the end of the action"
    _after, lines = told(state, HARVEST)
    assert lines == ["Anna's 1 on the farm dies of old age, into the chronicle (farm)."]


def test_a_choice_between_two_lowest_members_is_announced_and_nobody_visible_means_nobody_dies() -> None:
    state = player(two_families((1, FARM), (1, "church:1"), A={"plague": 1}, B={"brown": 1}), 0, time=DATA.lap - 1)
    _after, lines = told(play(state, take("A", "plague")), HARVEST)
    assert lines == ["Anna's time passes the bridge."]
    state = player(two_families((1, BAG), E={"plague": 1}, B={"brown": 1}), 0, time=DATA.lap - 1)
    _after, lines = told(state, take("E", "plague"))
    assert lines == ["Anna can do nothing there.",
                     "Anna's time passes the bridge, but no member is on the farm or the board: nobody dies."]


def test_a_market_day_nobody_can_serve_at_ends_at_once() -> None:
    state = two_families((1, FARM), D={"brown": 1}, A={"brown": 1})
    _after, lines = told(state, take("D", "brown"))
    assert lines == ["Nobody can serve a customer: the market day ends."]


def test_the_last_cube_ends_the_round_with_the_mass_and_seeds_the_next() -> None:
    state = two_families((1, FARM), (2, BAG), E={"brown": 1})
    state = player(player(state, 0, coins=0), 1, coins=0)
    key = next(k for k in range(1, 200) if "church:1" in play(state, take("E", "brown"), key=k).players[0].members)
    after, lines = told(state, take("E", "brown"), key=key)
    assert after.round == 2 and lines.pop(0) == "Anna can do nothing there."
    assert lines[:5] == ["The board is empty: the round ends with the mass.",
                         "Drawn from the black bag into church window 1: Anna's 2.",
                         "Mass: Anna scores 2 for the most members in the church.", NEW_ROUND, "Anna plays first again."]
    assert re.fullmatch(r"The green bag refills the board: (no plague|\d+ plague cubes?)\.", lines[5])
    assert len(lines) == 6


def test_the_log_entry_of_the_move_that_ends_a_round_tells_the_mass_between_the_round_and_the_next_phase() -> None:
    assert isinstance(rules_kit().words, Narration)
    seats = default_seats(2)
    village = load_game("village")
    rules = village.binding(seats, 3, {})
    assert rules is not None
    session = Session(village.setup(seats, 3, {}), 3, rules, chance_key=b"test")
    rng = random.Random(3)
    while session.game_state.round < 2:
        state = session.game_state
        assert session.dispatch(rules.choice(state, session.table, rng.choice(rules.moves(state))).action).ok
    entry = next(e for e in session.log_lines() if "Round 2 of" in e or "Round 2 begins." in e).split("\n")
    mass = entry.index("The board is empty: the round ends with the mass.")
    assert entry.index("Round 2 begins.") > mass, "the old round's mass, then the new round's own steps"
    assert entry[-1].startswith("Next: ") and any(line.startswith("The green bag refills") for line in entry)


def random_lines(seed: int, players: int = 3) -> list[str]:
    rng = random.Random(seed)
    state = ENGINE.new_game([f"p{k + 1}" for k in range(players)], seed, {})
    out = []
    while not ENGINE.is_over(state):
        move = rng.choice(list(ENGINE.legal_moves(state)))
        after = ENGINE.apply(state, move, Chance(rng.getrandbits(32)))
        out += [line for line in happened(state, after, move, NAMES) if line != NEW_ROUND]
        state = after
    return out


def test_whole_random_games_tell_every_kind_of_automatic_step_in_finished_sentences() -> None:
    lines = random_lines(3) + random_lines(6)
    for line in lines:
        assert line and "{" not in line and "}" not in line and line[-1] in ".!", line
        assert not re.search(r"\bp\d\b|(chronicle|grave|church|crafts|travel|council):\S", line), line
    for told_once in ("dies of old age, into the chronicle", "dies of old age, into an anonymous grave",
                      "dies of old age, out of the game: no space is left.", "Only monks come out of the black bag.",
                      "takes the first-player marker.",
                      "The board is empty: the round ends with the mass.", "Drawn from the black bag",
                      "for the most members in the church", "can do nothing there.", "The green bag refills the board", "can serve no customer",
                      "the market day ends", "The queue moves up", "filled the last free space",
                      "Last turns, one each: ", "The last turns are over: the final mass.", "Final scores: "):
        assert any(told_once in line for line in lines), told_once


def test_the_log_opens_with_who_plays_first_and_the_plague_setting_out_drew() -> None:
    from tabletop.game_text import log_entries
    from tabletop.games import load_game
    from tabletop.games.village.rules.state import PLAGUE
    from tabletop.play import GameInPlay

    game = GameInPlay.new(load_game("village"), 21, players=2, rules_on=True)
    plague = sum(space[PLAGUE] for space in game.session.game_state.spaces)
    assert plague == 4 and [e.text for e in log_entries(game)] == [
        "== Round 1 ==", "Round 1 begins.\nPlayer 1 plays first.\nThe green bag refills the board: 4 plague cubes.\n"
                         "Next: Take a cube or use the well."]
