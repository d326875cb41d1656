"""The game in play: the hot seat survives a save, undo never crosses into another player's hidden moves,
a reveal cannot be undone, owned piles are their owner's, and nothing saved predicts the next shuffle."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.core.actions import DrawCards, RotatePiece, SearchZone, Shuffle
from tabletop.games import load_game
from tabletop.play import GameInPlay


def sandbox(players: int = 2, **kw: object) -> GameInPlay:
    return GameInPlay.new(load_game("sandbox"), 11, players=players, rules_on=False, **kw)  # type: ignore[arg-type]


def act(game: GameInPlay, action: object) -> None:
    outcome = game.session.dispatch(action)  # type: ignore[arg-type]
    assert outcome.ok, outcome.text


def test_a_save_on_player_2s_turn_reopens_behind_the_curtain_for_player_2(tmp_path: Path) -> None:
    game = sandbox()
    assert game.hotseat.holder == "p1"
    act(game, DrawCards("deck", "hand:p1", 2, actor="p1"))
    game.end_turn()
    assert game.hotseat.holder is None and game.hotseat.waiting == "p2"
    game.lift()
    act(game, DrawCards("deck", "hand:p2", 1, actor="p2"))
    path = tmp_path / "turn2.json"
    game.save(path)
    loaded = GameInPlay.load(path)
    assert loaded.hotseat.holder is None and loaded.hotseat.waiting == "p2"
    loaded.lift()
    assert loaded.hotseat.holder == "p2"


def test_bots_are_kept_in_the_save(tmp_path: Path) -> None:
    game = GameInPlay.new(load_game("loyang"), 4, players=2, bots={"p2": "hard"})
    path = tmp_path / "bots.json"
    game.save(path)
    assert GameInPlay.load(path).bots == {"p2": "hard"}


def test_a_search_is_a_reveal_that_undo_cannot_take_back() -> None:
    game = sandbox()
    act(game, SearchZone("deck", actor="p1"))
    assert game.undo() is not None and "Undo stops here" in (game.undo() or "")
    assert game.session.log_lines()[-1].endswith("searched the deck.")
    act(game, RotatePiece("counter", actor="p1"))
    assert game.undo() is None and game.session.cursor == 1


def test_a_roll_and_a_draw_cannot_be_undone_either() -> None:
    game = sandbox()
    act(game, DrawCards("deck", "hand:p1", 1, actor="p1"))
    assert not game.session.can_undo()
    from tabletop.core.actions import RollDice

    act(game, RollDice(("d6-1",), actor="p1"))
    assert not game.session.can_undo()


def test_only_the_owner_may_search_or_take_from_an_owned_pile() -> None:
    game = GameInPlay.new(load_game("village"), 3, players=2, rules_on=False)
    served = "p1:served"
    assert game.session.table.zones[served].owner == "p1"
    outcome = game.session.dispatch(SearchZone(served, actor="p2"))
    assert not outcome.ok and "Only Player 1 may" in outcome.text
    assert not game.session.dispatch(SearchZone("hand:p1", actor="p2")).ok
    assert game.session.dispatch(SearchZone(served, actor="p1")).ok


def test_undo_past_the_start_of_your_turn_hands_the_computer_back() -> None:
    game = sandbox()
    act(game, DrawCards("deck", "hand:p1", 1, actor="p1"))
    act(game, RotatePiece("counter", actor="p1"))
    game.end_turn()
    game.lift()
    assert game.hotseat.holder == "p2"
    assert game.undo() is None
    assert game.hotseat.holder is None and game.hotseat.waiting == "p1" and game.hotseat.undo
    assert game.session.cursor == 2, "nothing is undone before Player 1 holds the computer"
    game.lift()
    assert game.hotseat.holder == "p1" and game.session.cursor == 1


def test_with_nothing_private_on_the_table_the_computer_changes_hands_without_a_curtain(tmp_path: Path) -> None:
    game = sandbox()
    act(game, RotatePiece("counter", actor="p1"))
    game.end_turn()
    assert game.hotseat.holder == "p2" and game.hotseat.waiting is None, "empty hands: nothing to screen"
    assert game.undo() is None, "Player 1's move: they take the computer back to undo it, no curtain either"
    assert game.hotseat.holder == "p1" and game.session.cursor == 0
    game.save(tmp_path / "open.json")
    assert GameInPlay.load(tmp_path / "open.json").hotseat.holder == "p1", "nothing private: it opens without one"
    act(game, DrawCards("deck", "hand:p1", 1, actor="p1"))
    game.end_turn()
    assert game.hotseat.holder is None and game.hotseat.waiting == "p2", "a card in a hand: the curtain is back"


def test_the_computers_reply_is_undone_with_the_move_it_answered_by_its_player(monkeypatch) -> None:
    monkeypatch.setattr(GameInPlay, "_secrets", lambda self, *seats: True)  # cards in hand, as later in the game
    game = GameInPlay.new(load_game("loyang"), 2, players=3, bots={"p2": "normal"})  # p1 starts, the bot next
    binding = game.binding
    assert binding is not None and game.rules_seat() == game.hotseat.holder
    first = game.hotseat.holder
    start = next(c for c in binding.choices(game.session.game_state, game.table) if c.kind == "start")
    act(game, start.action)
    game.follow_rules()
    while game.rules_seat() in game.bots:
        outcome = game.bot_step()
        assert outcome is not None and outcome.ok
    third = game.hotseat.waiting
    assert third not in (None, first) and game.session.cursor >= 2
    game.lift()
    assert game.undo() is None, "the move to take back is the first player's: the computer goes back to them"
    assert game.hotseat.waiting == first and game.hotseat.undo and game.session.cursor >= 2
    assert game.lift() is None
    assert game.session.cursor == 0 and game.hotseat.holder == first and game.rules_seat() == first


@pytest.mark.parametrize("reproducible", [False, True])
def test_nothing_saved_predicts_the_next_shuffle_unless_the_game_is_reproducible(tmp_path: Path,
                                                                                 reproducible: bool) -> None:
    game = sandbox(reproducible=reproducible)
    path = tmp_path / "before.json"
    game.save(path)
    orders = []
    for _ in range(2):
        again = GameInPlay.load(path)
        outcome = again.session.dispatch(Shuffle("deck", actor="p1"))
        orders.append(outcome.action.order)  # type: ignore[union-attr]
    assert (orders[0] == orders[1]) == reproducible
