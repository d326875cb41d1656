"""A table at rest draws nothing and sleeps until input or a timer; anything that moves keeps frames coming."""

from __future__ import annotations

import threading
import time

import pygame
import pytest

from tabletop.program import _next_events
from tabletop.ui.shell_app import Shell


@pytest.fixture
def shell(tmp_path, monkeypatch, display):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    shell = Shell(pygame.display.set_mode((1280, 800), pygame.RESIZABLE), art=False)
    shell.new_game("sandbox", 2, 4, False, {})
    for _ in range(3):  # the first frames' own work (the opening autosave) done
        shell.update(0.016)
        shell.draw()
    pygame.event.clear()
    yield shell
    shell.manager.clear_and_reset()


def test_at_rest_nothing_moves_and_no_timer_is_due(shell):
    assert not shell.busy() and shell.wake_in_ms() == 0


def test_a_glide_a_drag_and_a_bot_keep_frames_coming(shell):
    play = shell.play
    play.camera.zoom_at((600, 400), 1)
    assert shell.busy()
    play.camera.snap()
    assert not shell.busy()
    play.controller.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode=""),
                           play.current_scene(), play.view())
    assert shell.busy(), "a held pan key moves the view"


def test_a_message_in_the_status_line_sets_a_timer_that_a_long_frame_does_not_eat(shell):
    ui = shell.play.ui
    ui.say("hello", 2.5)
    assert 900 <= shell.wake_in_ms() <= 1100, "at rest the loop wakes each second to count the line down"
    ui.tick(6.0)
    assert ui.status == "hello", "a frame that opened a game took seconds: the line it put up stays"
    ui.tick(1.0)
    assert 400 <= shell.wake_in_ms() <= 600
    ui.tick(0.6)
    assert ui.status == "" and shell.wake_in_ms() == 0


def test_the_loop_sleeps_until_an_event_arrives(shell):
    clock = pygame.time.Clock()
    threading.Timer(0.15, lambda: pygame.event.post(pygame.event.Event(pygame.USEREVENT, n=1))).start()
    start = time.monotonic()
    events, dt = _next_events(shell, clock, awake_until=0.0)
    waited = time.monotonic() - start
    assert [e.type for e in events] == [pygame.USEREVENT] and waited >= 0.1 and dt >= 0.1


def test_the_loop_wakes_for_a_timer_without_input(shell):
    shell.play.ui.say("hello", 0.1)
    start = time.monotonic()
    events, _dt = _next_events(shell, pygame.time.Clock(), awake_until=0.0)
    assert events == [] and 0.08 <= time.monotonic() - start < 1.0
