"""Loyang with rules on in the running shell: the action panel, a bot seat playing on its own, the
viewer following the binding's current seat, and a rules switch recorded in the log."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games import load_game
from tabletop.ui.shell_app import Shell


def loyang_with_rules() -> bool:
    try:
        return load_game("loyang").rules is not None
    except (ImportError, AttributeError):
        return False


needs_loyang = pytest.mark.skipif(not loyang_with_rules(), reason="Loyang's rules binding is not on this checkout")


def step(shell: Shell, dt: float = 0.8) -> None:
    """One frame, and the computer's thinking finished and its move played if it was thinking."""
    for event in pygame.event.get():
        shell.handle(event)
    shell.update(dt)
    if shell.play is not None and shell.play.thinker.busy:
        shell.play.thinker.wait(60)
        shell.update(dt)
    shell.draw()


@needs_loyang
def test_the_panel_drives_a_person_and_the_bot_plays_itself(shell):
    shell.new_game("loyang", 2, 3, True, {"p2": "easy"})
    play = shell.play
    binding = play.game.binding
    assert play.session.rules_on and play.ui.viewer == "p1"
    picked = 0
    for _ in range(60):
        state = play.session.game_state
        seat = binding.current_seat(state)
        if binding.is_over(state):
            break
        if seat == "p1":
            choices = binding.choices(state, play.session.table)
            assert choices, "a person's turn offers moves in the action panel"
            progress = [c for c in choices if c.kind not in ("loan", "sell")]
            assert play.controller.dispatch(progress[-1].action), play.ui.status
            picked += 1
        step(shell)
        assert play.ui.viewer != "p2", "a bot's hand is never shown"
    bot_moves = [a for a in play.session.actions if a.actor == "p2"]
    assert picked >= 2 and bot_moves, (picked, len(bot_moves))


@needs_loyang
def test_switching_the_rules_off_continues_as_a_sandbox(shell):
    shell.new_game("loyang", 2, 3, True, {})
    play = shell.play
    play.toggle_rules()
    assert not play.session.rules_on
    assert play.session.actions[-1].kind == "rules"
    step(shell)
    play.toggle_rules()
    assert play.session.rules_on


def test_game_over_shows_the_scores(display, tmp_path, monkeypatch):
    from tabletop.play import GameInPlay
    from tabletop.ui.shell_play import PlayScreen
    from tabletop.ui.table_stage import TableStage
    from tests.games import toy

    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    shell = Shell(pygame.display.set_mode((1280, 800), pygame.RESIZABLE), art=False)
    game = GameInPlay.new(toy.DEFINITION, 1, players=2, options={"goal": 1})
    play = PlayScreen(shell.manager, shell.window, TableStage(shell.window, game, None))
    assert play.scores is None
    roll = next(c for c in game.binding.choices(game.session.game_state, game.table) if c.kind == "roll")
    assert play.controller.dispatch(roll.action)
    assert play.scores is not None and game.options["finished"] is True
    assert play.title().startswith("Game over") and not play.hud.buttons["end_turn"].is_enabled
    shell.manager.clear_and_reset()


@needs_loyang
def test_with_every_seat_a_bot_the_status_names_the_seat_to_play(shell):
    shell.new_game("loyang", 2, 3, True, {"p1": "easy", "p2": "easy"})
    play = shell.play
    for _ in range(4):
        step(shell)
    seat = play.game.rules_seat()
    assert play.ui.viewer is None and len(play.session.actions) >= 2
    assert play.hud.status.text.endswith(f"· {play.game.seat_name(seat)} (computer) · thinking…"), play.hud.status.text
    assert play.hud.status.text.startswith("Round "), "the banner names the round, then the phase"
