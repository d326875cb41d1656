"""`python -m tabletop.screenshot` keeps the app's last frame; the slow test takes a real picture of a table."""

from __future__ import annotations

import os
from pathlib import Path
from types import SimpleNamespace

import pytest
from PIL import Image

from tabletop.screenshot import LastFrame, every_table, main, parse_args


def test_defaults_are_a_seeded_three_player_my_village() -> None:
    args = parse_args(["out.png"])
    assert (args.game, args.players, args.seed, args.size, args.window) == ("my_village", 3, 7, "1280x800", False)


def test_all_takes_every_game_and_player_count_at_full_hd() -> None:
    args = parse_args(["shots", "--all"])
    assert args.all and args.size == "1920x1080"
    assert parse_args(["shots", "--all", "--size", "800x600"]).size == "800x600"
    tables = every_table()
    assert ("robinson", 1) in tables and ("robinson", 4) in tables and ("village", 2) in tables
    assert len(tables) == len(set(tables))


def test_last_frame_keeps_a_copy_of_each_flipped_frame() -> None:
    import pygame

    screen = pygame.Surface((40, 30))
    display = SimpleNamespace(get_surface=lambda: screen)
    frame = LastFrame(SimpleNamespace(display=display))
    flips: list[int] = []
    flip = frame.wrap(lambda: flips.append(1))
    for colour in ((255, 0, 0), (0, 0, 255)):
        screen.fill(colour)
        flip()
    screen.fill((0, 255, 0))
    assert len(flips) == 2 and frame.count == 2
    assert frame.surface.get_at((5, 5))[:3] == (0, 0, 255), "the copy is the last frame shown, not the screen"


@pytest.mark.slow
def test_picture_of_a_sandbox_table(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TABLETOP_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    out = tmp_path / "shot.png"
    assert main([str(out), "--game", "sandbox", "--players", "2", "--frames", "20", "--size", "1000x700"]) == 0
    picture = Image.open(out).convert("RGB")
    assert picture.size == (1000, 700)
    assert len(picture.getcolors(maxcolors=1 << 20) or []) > 50, "the picture shows a table, not a plain fill"
    assert not (tmp_path / "data").exists() or not any((tmp_path / "data").rglob("*.json")), "no autosave left"
    assert os.environ["TABLETOP_DATA_DIR"] == str(tmp_path / "data")
