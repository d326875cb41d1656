"""Headless pygame for the chrome tests: a dummy video driver, one display and a fresh manager each test."""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
sys.path.insert(0, str(Path(__file__).parent))  # chrome_input, the tests' input helpers

import pygame  # noqa: E402
import pytest  # noqa: E402

from tabletop.ui import i18n  # noqa: E402
from tabletop.ui.theme import make_manager  # noqa: E402

WINDOW = (1280, 800)


@pytest.fixture
def screen() -> pygame.Surface:
    pygame.init()
    surface = pygame.display.set_mode(WINDOW)
    yield surface
    pygame.event.clear()


@pytest.fixture
def manager(screen: pygame.Surface):
    return make_manager(WINDOW)


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")
