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


def test_texts_and_pictures_share_the_budget_and_its_count_stays_true(display, monkeypatch) -> None:
    """Rendered texts are kept beside the pictures: each is counted when kept and when let go, so the
    count never drifts below what is held (it did: the cache then grew without end in a long game)."""
    pygame.display.set_mode((1280, 800))
    monkeypatch.setattr(assets_module, "PIXEL_FLOOR", 200 * 200 * 3)
    monkeypatch.setattr(assets_module, "SCREENS_KEPT", 0)
    assets = Assets()
    spec = PieceSpec("card", "card", "Card", ("front", "back"), 63, 88, frozenset({1}), "card")
    for n in range(300):
        assets.text(f"label {n}", 14 + n % 20)
        assets.surface(spec, n % 2, (100 + n % 90, 100 + n % 90))
    held = sum(s.get_width() * s.get_height() for s in assets._scaled.values())
    assert assets._pixels == held
    assert held <= 200 * 200 * 3
