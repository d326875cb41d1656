"""Soak: random events through the running shell raise nothing and memory settles after warm-up."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.shell_app import Shell

from .soak import soak


@pytest.fixture
def shell(tmp_path, monkeypatch, display):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    shell = Shell(pygame.display.set_mode((1280, 800), pygame.RESIZABLE), art=False)
    yield shell
    shell.manager.clear_and_reset()


def test_three_thousand_random_events(shell):
    _, _, started, actions = soak(shell, 3_000, seed=11)
    assert started >= 1 and actions >= 20, f"the events did too little: {started} tables, {actions} actions"


@pytest.mark.slow
def test_a_hundred_thousand_random_events_without_growing(shell):
    base, end, _, _ = soak(shell, 100_000, seed=12, warm_up=20_000)
    assert end - base < 20, f"memory grew by {end - base:.1f} MB after warm-up"
