"""The hot seat on screen: the title names who is to take the computer and then who holds it, at once;
a group of pieces moved together is logged with the mover's name; a game that cannot start goes back to
the start screen with the reason."""

from __future__ import annotations

import pygame
import pytest

from tabletop.play import GameInPlay
from tabletop.ui.shell_app import Shell
from tabletop.ui.shell_play import PlayScreen
from tabletop.ui.table_stage import TableStage
from tests.games import toy

from .conftest import frames


@pytest.fixture
def shell(shell_at):
    return shell_at()


def lift(shell: Shell) -> None:
    shell.play.curtain.arm_ms = 0
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        shell.handle(pygame.event.Event(kind, pos=(600, 400), button=1))


def test_after_end_turn_the_title_names_the_next_player_at_once(shell):
    from tabletop.core.actions import DrawCards

    shell.new_game("sandbox", 3, 4, False, {})
    frames(shell)
    play = shell.play
    assert play.hud.status.text == "Player 1's turn · rules off"
    assert play.controller.dispatch(DrawCards("deck", "hand:p1", 1))
    play.end_turn()
    assert play.hud.status.text == "Pass the computer to Player 2"
    lift(shell)
    assert play.hud.status.text == "Player 2's turn · rules off", "named as the curtain lifts, before any move"


def test_with_rules_on_the_title_follows_the_engines_hand_over(shell):
    game = GameInPlay.new(toy.DEFINITION, 1, players=2)
    play = PlayScreen(shell.manager, shell.window, TableStage(shell.window, game, None))
    shell.play = play
    assert play.hud.status.text.endswith("· Player 1"), play.hud.status.text
    pass_move = next(c for c in game.binding.choices(game.session.game_state, game.table) if c.kind == "pass")
    assert play.controller.dispatch(pass_move.action)
    assert play.curtain.visible and play.hud.status.text == "Pass the computer to Player 2"
    lift(shell)
    assert not play.curtain.visible and play.hud.status.text.endswith("· Player 2"), "named as the curtain lifts"


def test_a_group_moved_together_is_logged_with_the_players_name(shell):
    shell.new_game("sandbox", 2, 4, False, {})
    frames(shell)
    play = shell.play
    dice = [p for p in play.view().pieces if p.startswith("d6-")]
    play.ui.selection = set(dice)
    sprite = play.scene.layer.by_piece[dice[0]]
    x, y, w, h = play.scene.on_screen(sprite.rect)
    start, end = (x + w // 2, y + h // 2), (x + w // 2 - 200, y + h // 2 + 60)
    for kind, pos in ((pygame.MOUSEMOTION, start), (pygame.MOUSEBUTTONDOWN, start), (pygame.MOUSEMOTION, end),
                      (pygame.MOUSEBUTTONUP, end)):
        shell.handle(pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(1, 0, 0), button=1))
    assert play.session.log_lines()[-1] == "Player 1 moved 4 dice to the table."
    play.ui.selection = set(dice)
    play.ui.mouse = end
    shell.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_f, mod=0, unicode="f"))
    assert play.session.log_lines()[-1] == "Player 1 flipped 4 pieces."


def test_a_game_that_cannot_start_goes_back_to_the_start_screen_with_the_reason(shell, monkeypatch):
    from tabletop.ui.start_screen import StartChoice

    def broken(*_args):
        raise RuntimeError("the box is empty")

    monkeypatch.setattr("tabletop.games.sandbox.layout._standard", broken)
    shell.show_start()
    frames(shell)
    shell._chosen(StartChoice("sandbox", (), False, 3))
    frames(shell)
    assert shell.play is None and shell.start is not None
    assert shell.dialogs.any_open
    shown = [e.html_text for e in shell.manager.get_sprite_group().sprites() if hasattr(e, "html_text")]
    assert any("the box is empty" in text for text in shown), shown
    shell.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    frames(shell)
    assert shell.start is not None
