"""Running a piece of code under several hash seeds: seeded bot games are compared across processes (the
bots bench), so a move that followed a set's order would make the same seed play another game elsewhere."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def outputs_under_hash_seeds(code: str, seeds: tuple[str, ...] = ("1", "2", "3")) -> set[str]:
    """What ``python -c code`` prints under each ``PYTHONHASHSEED`` of ``seeds``: one output if nothing it
    prints depends on the hash seed."""
    return {subprocess.run([sys.executable, "-c", code], env=dict(os.environ, PYTHONHASHSEED=seed), cwd=ROOT,
                           capture_output=True, text=True, check=True).stdout for seed in seeds}
