"""Hostile saves of every game, opened through the path Ctrl+O and ``--load`` take.

Each file is a real save (``fuzz_path.real_saves``) damaged by seeded edits; it is opened as the
app opens it (``GameInPlay.load``, or, when its log does not replay, its saved table alone, as
answering Yes to the offer does), drawn, undone, redone and saved again.  Every file must either be
refused with one message naming it or open to a table that passes the core's invariants and saves
to a file that loads again; nothing else may be raised, and the file stays byte for byte as it was.
The default run opens 100 files; the ``slow`` run 10,000.
"""

from __future__ import annotations

import os
import random
from collections import Counter
from pathlib import Path

import pygame
import pytest

from tabletop.core.invariants import check_table
from tabletop.storage import load_snapshot
from tests.storage.fuzz_path import GAMES, damage, open_as_the_app_does, real_saves


@pytest.fixture(scope="module")
def window() -> pygame.Surface:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.display.init()
    pygame.font.init()
    return pygame.display.set_mode((1280, 800))


@pytest.fixture(scope="module")
def saves() -> dict[str, bytes]:
    return real_saves()


def fuzz(count: int, seed: int, tmp_path: Path, window: pygame.Surface, saves: dict[str, bytes]) -> Counter[str]:
    rng = random.Random(seed)
    outcomes: Counter[str] = Counter()
    path, out = tmp_path / "fuzzed.json", tmp_path / "saved.json"
    for n in range(count):
        data = damage(saves[GAMES[n % len(GAMES)]], rng)
        path.write_bytes(data)
        try:
            outcome = open_as_the_app_does(path, window, out)
        except Exception as crash:
            raise AssertionError(f"file {n} of seed {seed} ({GAMES[n % len(GAMES)]}) crashed the app: {crash!r}") from crash
        if outcome != "refused":
            check_table(load_snapshot(out).table)
        outcomes[outcome] += 1
        assert path.read_bytes() == data
    print(f"{count} hostile saves (seed {seed}): {dict(outcomes)}")  # shown with pytest -s
    return outcomes


def test_real_saves_of_every_game_open_as_they_were(tmp_path: Path, window: pygame.Surface,
                                                     saves: dict[str, bytes]) -> None:
    for game, data in saves.items():
        path = tmp_path / f"{game}.json"
        path.write_bytes(data)
        assert open_as_the_app_does(path, window, tmp_path / "out.json") == "opened", game


def test_hostile_saves_are_refused_or_open_consistently(tmp_path: Path, window: pygame.Surface,
                                                        saves: dict[str, bytes]) -> None:
    outcomes = fuzz(100, seed=1, tmp_path=tmp_path, window=window, saves=saves)
    assert outcomes["refused"] > 20 and outcomes["opened"] + outcomes["table only"] > 8, outcomes


@pytest.mark.slow
def test_ten_thousand_hostile_saves(tmp_path: Path, window: pygame.Surface, saves: dict[str, bytes]) -> None:
    outcomes = fuzz(10_000, seed=2, tmp_path=tmp_path, window=window, saves=saves)
    assert outcomes["refused"] > 3000 and outcomes["opened"] + outcomes["table only"] > 800, outcomes
