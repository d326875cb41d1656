"""The log reads in the reader's language: switching language writes every line again, and a game saved in
one language opens with its log in another; the words come from the recorded moves, not stored text."""

from __future__ import annotations

import pytest

from tabletop.games import load_game
from tabletop.lang.catalogues import set_language
from tabletop.play import GameInPlay


@pytest.fixture(autouse=True)
def english():
    set_language("en")
    yield
    set_language("en")


def played(game_id: str, moves: int) -> GameInPlay:
    game = GameInPlay.new(load_game(game_id), 11, players=2, bots={"p1": "normal", "p2": "normal"})
    for _ in range(moves):
        assert game.bot_step() is not None
    return game


@pytest.mark.parametrize("game_id", ["loyang", "village", "my_village", "robinson"])
def test_switching_language_writes_the_whole_log_again(game_id):
    game = played(game_id, 6)
    english = game.session.log_lines()
    set_language("hu")
    game.session.relog()
    hungarian = game.session.log_lines()
    assert len(hungarian) == len(english) == 6
    assert all(h != e for h, e in zip(hungarian, english, strict=True)), list(zip(english, hungarian, strict=True))
    set_language("en")
    game.session.relog()
    assert game.session.log_lines() == english


def test_a_game_saved_in_english_opens_with_its_log_in_greek(tmp_path):
    game = played("loyang", 5)
    path = tmp_path / "game.json"
    game.save(path)
    english = game.session.log_lines()
    set_language("el")
    opened = GameInPlay.load(path)
    greek = opened.session.log_lines()
    assert len(greek) == len(english)
    assert all(any("\u0370" <= c <= "\u03ff" for c in line) for line in greek), greek
    set_language("en")
    assert GameInPlay.load(path).session.log_lines() == english


def test_the_core_sentences_follow_the_language_too():
    from tabletop.core.actions import RollDice

    game = GameInPlay.new(load_game("sandbox"), 3, players=2, rules_on=False)
    die = next(p for p, piece in game.session.table.pieces.items() if game.session.table.spec_of(p).is_die)
    assert game.session.dispatch(RollDice((die,), actor="p1")).ok
    english = game.session.log_lines()[-1]
    set_language("hu")
    game.session.relog()
    assert game.session.log_lines()[-1] != english and "dobott" in game.session.log_lines()[-1]
