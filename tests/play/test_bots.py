"""The computer's seats in a game in play: each plays at its own level, a move is thought out without
changing the game and played only if the game still stands where it was thought out."""

from __future__ import annotations

from typing import Any

import pytest

from tabletop.games import load_game
from tabletop.games.kit import binding as binding_module
from tabletop.play import GameInPlay
from tests.games import toy


def race(**bots: str) -> GameInPlay:
    return GameInPlay.new(toy.DEFINITION, 4, players=2, bots=bots, reproducible=True)


def test_each_seat_thinks_at_its_own_level(monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[tuple[str | None, Any]] = []
    real = binding_module.bot_for
    game = race(p1="hard", p2="easy")

    def spy(kit: Any, level: Any, enough: Any) -> Any:
        asked.append((game.rules_seat(), level))
        return real(kit, level, enough)

    monkeypatch.setattr(binding_module, "bot_for", spy)
    for _ in range(8):
        assert game.bot_step(enough=lambda: True) is not None
    assert set(asked) == {("p1", "hard"), ("p2", "easy")} and len(asked) == 8


def test_a_thought_is_played_only_on_the_game_it_was_thought_for() -> None:
    game = race(p2="normal")
    holder = game.hotseat.holder
    assert holder == "p1" and game.bot_thought() is None, "a person's turn is nobody's thought"
    assert game.binding is not None
    passing = next(c for c in game.binding.choices(game.session.game_state, game.table) if c.kind == "pass")
    assert game.session.dispatch(passing.action).ok
    cursor = game.session.cursor
    thought = game.bot_thought(enough=lambda: True)
    assert thought is not None and thought.seat == "p2"
    assert game.session.cursor == cursor, "thinking changes nothing"
    game.session.undo()
    assert game.play_bot(thought) is None and game.session.cursor == cursor - 1, "the game moved on: dropped"
    assert game.session.redo()
    again = game.bot_thought(enough=lambda: True)
    assert again is not None
    outcome = game.play_bot(again)
    assert outcome is not None and outcome.ok and game.session.actions[-1].actor == "p2"


def test_loyang_bots_at_every_level_play_a_round() -> None:
    game = GameInPlay.new(load_game("loyang"), 6, players=3, bots={"p1": "easy", "p2": "normal", "p3": "hard"})
    seen = set()
    while game.session.game_state.round < 2:
        seat = game.bot_to_move()
        assert seat is not None
        outcome = game.bot_step(enough=lambda: True)
        assert outcome is not None and outcome.ok, outcome
        seen.add(seat)
    assert seen == {"p1", "p2", "p3"}
    assert all(line.split(":")[0] in ("Player 1", "Player 2", "Player 3") for line in game.session.log_lines()
               if ":" in line)
