"""``python -m tabletop.bench playouts GAME --json`` works for every registered engine."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop.bench.playouts import engines

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("game", engines())
def test_every_engine_plays_random_games_in_the_bench(game: str) -> None:
    done = subprocess.run([sys.executable, "-m", "tabletop.bench", "playouts", game, "--games", "1", "--json"],
                          cwd=ROOT, capture_output=True, text=True, check=True)
    figures = json.loads(done.stdout.splitlines()[-1])
    assert figures["game"] == game and figures["games"] == 1
    assert figures["ms_per_game"] > 0 and figures["moves_per_game"] > 0
