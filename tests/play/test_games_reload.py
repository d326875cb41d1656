"""A game the computer plays to its end shows its state on the table after every move, and its save
opens again: a loaded file's table must show its game, so a picture that is not a fixed point of its
own table moves (tokens piled on one spot matched one at a time) would make the save unreadable."""

from __future__ import annotations

import pytest

from tabletop.games import load_game
from tabletop.games.kit.picture import table_moves
from tabletop.play import GameInPlay


@pytest.mark.parametrize(("game", "players", "seed"), [("my_village", 2, s) for s in range(1, 5)])
def test_a_whole_bot_game_keeps_its_picture_and_its_save_opens(tmp_path, game, players, seed):
    play = GameInPlay.new(load_game(game), seed, players=players, bots={f"p{n}": "easy" for n in range(1, players + 1)},
                         reproducible=True)
    binding = play.binding
    assert binding is not None
    while not play.is_over():
        assert play.bot_step() is not None
        session = play.session
        layout = binding.kit.picture.layout(session.game_state, session.table.zones)
        assert not table_moves(session.table, layout, binding.kit.picture.tokens), \
            f"after move {session.cursor} the table does not show the game"
    play.save(tmp_path / "end.json")
    again = GameInPlay.load(tmp_path / "end.json")
    assert again.session.game_state == play.session.game_state and again.is_over()
