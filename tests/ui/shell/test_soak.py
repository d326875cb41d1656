"""Soak: random events through the running shell raise nothing and memory settles after warm-up."""

from __future__ import annotations

import ctypes
import gc

import pygame
import pytest

from tabletop.ui.shell_app import Shell

from .soak import rss_mb, soak

WARM_UP = 20_000
EVENTS = 100_000


class LoopShell(Shell):
    """The shell as ``app.run`` drives it: each frame first handles what is in pygame's queue.

    pygame_gui posts events of its own there (a button pressed, a window closed, a path picked) and
    the app reads them back on the next frame.  A loop that never empties the queue keeps every closed
    window alive through those events and never delivers a file dialog's answer.
    """

    def update(self, dt: float) -> None:
        for event in pygame.event.get():
            self.handle(event)
        super().update(dt)


@pytest.fixture
def shell(tmp_path, monkeypatch, display):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    pygame.event.clear()
    shell = LoopShell(pygame.display.set_mode((1280, 800), pygame.RESIZABLE), art=False)
    yield shell
    shell.manager.clear_and_reset()
    pygame.event.clear()


def settled_rss_mb() -> tuple[float, float]:
    """Resident memory (before, after) handing back the free pages the C heap keeps for reuse.

    Cycles left by killed pygame_gui elements are collected first.  glibc keeps freed memory mapped
    (RSS is the heap's high-water mark); ``malloc_trim`` returns it, so the second figure counts the
    memory the program holds, which is what a leak grows.
    """
    gc.collect()
    before = rss_mb()
    ctypes.CDLL("libc.so.6").malloc_trim(0)
    return before, rss_mb()


def test_three_thousand_random_events(shell):
    _, _, started, actions = soak(shell, 3_000, seed=11)
    assert started >= 1 and actions >= 20, f"the events did too little: {started} tables, {actions} actions"


@pytest.mark.slow
def test_a_hundred_thousand_random_events_without_growing(shell):
    soak(shell, WARM_UP, seed=12)
    heap_base, base = settled_rss_mb()
    soak(shell, EVENTS - WARM_UP, seed=13)
    heap_end, end = settled_rss_mb()
    assert end - base < 20, (
        f"memory grew by {end - base:.1f} MB ({heap_end - heap_base:.1f} MB untrimmed) in {EVENTS - WARM_UP} events"
        f" after {WARM_UP} of warm-up"
    )
