"""The computer thinks on a worker thread: the window keeps drawing meanwhile, the status says who is
thinking, the move is played once thought out, a thought for a table that changed meanwhile is dropped,
and an engine's failure is said in words instead of silencing the computer."""

from __future__ import annotations

import threading
from typing import Any

import pygame
import pytest

from tabletop.play import GameInPlay
from tabletop.ui.bot_thinking import Thinker
from tabletop.ui.shell_app import Shell
from tabletop.ui.shell_play import PlayScreen
from tabletop.ui.table_stage import TableStage
from tests.games import toy


@pytest.fixture
def play(display, tmp_path, monkeypatch) -> Any:
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    shell = Shell(pygame.display.set_mode((1280, 800), pygame.RESIZABLE), art=False)
    game = GameInPlay.new(toy.DEFINITION, 2, players=2, bots={"p1": "normal", "p2": "normal"})
    screen = PlayScreen(shell.manager, shell.window, TableStage(shell.window, game, None))
    yield screen
    screen.thinker.cancel()
    screen.thinker.wait()
    shell.manager.clear_and_reset()


def test_the_computer_thinks_off_the_ui_thread_and_says_so(play: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    release = threading.Event()
    thought_on: list[str] = []
    real = play.game.bot_thought

    def slow(enough: Any) -> Any:
        thought_on.append(threading.current_thread().name)
        release.wait(5)
        return real(enough)

    monkeypatch.setattr(play.game, "bot_thought", slow)
    play.update(0.0)
    assert play.thinker.busy and play.title().endswith("Player 1 (computer) · thinking…")
    assert play.hud.status.text == play.title()
    for _ in range(3):
        play.update(play.pace.pause)  # the window goes on while the worker waits
        play.draw(play.window)
    assert play.thinker.busy and not play.session.actions
    release.set()
    play.thinker.wait(5)
    play.update(play.pace.pause)
    assert thought_on == ["bot-thinking"]
    assert [a.actor for a in play.session.actions] == ["p1"]
    assert play.title().endswith("(computer) · thinking…"), "a computer has the move again"


def test_a_move_thought_for_a_table_that_changed_is_dropped(play: Any) -> None:
    play.update(0.0)
    play.thinker.wait(10)
    play.game.session.dispatch(next(c for c in play.game.binding.choices(play.session.game_state, play.session.table)
                                    if c.kind == "pass").action)
    acted = len(play.session.actions)
    play.update(play.pace.pause)
    assert len(play.session.actions) == acted, "the thought was for the table before the change"


def test_a_failing_engine_is_reported_and_the_computer_tries_again(play: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(enough: Any) -> Any:
        raise RuntimeError("the toy engine broke")

    monkeypatch.setattr(play.game, "bot_thought", broken)
    play.update(0.0)
    play.thinker.wait(5)
    play.update(play.pace.pause)
    assert "The computer could not move: RuntimeError: the toy engine broke" in play.ui.status
    assert not play.thinker.busy


def test_the_thinker_stops_at_its_levels_deadline(monkeypatch: pytest.MonkeyPatch) -> None:
    now = [10.0]
    game = GameInPlay.new(toy.DEFINITION, 2, players=2, bots={"p1": "hard"})
    seen: list[bool] = []

    def thought(enough: Any) -> None:
        seen.append(enough())
        now[0] = 11.9
        seen.append(enough())
        now[0] = 12.0
        seen.append(enough())

    monkeypatch.setattr(game, "bot_thought", thought)
    thinker = Thinker(clock=lambda: now[0])
    thinker.start(game)
    thinker.wait(10)
    assert thinker.collect() is not None and not thinker.busy
    assert seen == [False, False, True], "hard thinks 2 seconds"
