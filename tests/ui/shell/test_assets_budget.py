"""The scaled-picture cache follows the window: enough for what is on screen, bounded for a long evening."""

from __future__ import annotations

import pygame

from tabletop.core.model import PieceSpec
from tabletop.ui import assets as assets_module
from tabletop.ui.assets import PIXEL_FLOOR, SCREENS_KEPT, Assets, pixel_budget


def test_the_budget_is_two_windows_or_the_floor(display) -> None:
    pygame.display.set_mode((1280, 800))
    assert pixel_budget() == PIXEL_FLOOR
    pygame.display.set_mode((3840, 2160))
    assert pixel_budget() == SCREENS_KEPT * 3840 * 2160
    pygame.display.set_mode((1280, 800))


def test_scaled_pictures_beyond_the_budget_are_let_go(display, monkeypatch) -> None:
    pygame.display.set_mode((1280, 800))
    monkeypatch.setattr(assets_module, "PIXEL_FLOOR", 200 * 200 * 3)
    monkeypatch.setattr(assets_module, "SCREENS_KEPT", 0)
    assets = Assets()
    spec = PieceSpec("card", "card", "Card", ("front", "back"), 63, 88, frozenset({1}), "card")
    for size in range(100, 200, 5):
        assets.surface(spec, 0, (size, size))
    assert assets._pixels <= 200 * 200 * 3
    assert len(assets._scaled) < 20
