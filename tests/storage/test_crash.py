"""Crash safety: a process saving in a loop is killed with SIGKILL at random moments.

After every kill the file on disk must load and be one of the two snapshots the child alternates
between (the new one or the previous one), never a mix or a torn write.  The child is forked so
each round costs milliseconds, not a Python start-up.  Every other round waits until the child has
replaced the file once before its random wait, so some kills land in a later save however slowly a
busy machine starts the child.  The default run kills 20 times, the ``slow`` run 100 times.
"""

from __future__ import annotations

import multiprocessing
import os
import random
import signal
import sys
import time
from pathlib import Path

import pytest
from msgspec.structs import replace

from tabletop.bench.snapshot import big_game
from tabletop.storage import Snapshot, load_snapshot, save_snapshot

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL and fork are POSIX")


def save_forever(path: Path, snapshots: tuple[Snapshot, Snapshot]) -> None:
    n = 0
    while True:
        save_snapshot(path, snapshots[n % 2])
        n += 1


def kill_rounds(tmp_path: Path, rounds: int, seed: int) -> int:
    first = big_game(pieces=120, actions=150, seed=5)
    second = replace(first, cursor=first.cursor - 7, saved_at="second")
    path = tmp_path / "game.json"
    save_snapshot(path, first)
    rng = random.Random(seed)
    fork = multiprocessing.get_context("fork")
    changed = 0
    for n in range(rounds):
        before = _identity(path)
        child = fork.Process(target=save_forever, args=(path, (first, second)), daemon=True)
        child.start()
        if n % 2:
            _wait_for_a_save(path, before)
        time.sleep(rng.uniform(0.0, 0.08))
        assert child.pid is not None
        os.kill(child.pid, signal.SIGKILL)
        child.join()
        assert load_snapshot(path) in (first, second)
        backup = path.with_name(path.name + ".bak")
        if backup.exists():
            assert load_snapshot(backup) in (first, second)
        changed += _identity(path) != before
    return changed


def _identity(path: Path) -> tuple[int, int]:
    """What tells a replaced file from the one before: its inode alone does not, as the file system
    gives a freed inode number to the next file (two saves in a round leave the first number back)."""
    st = path.stat()
    return st.st_ino, st.st_mtime_ns


def _wait_for_a_save(path: Path, before: tuple[int, int], timeout: float = 60.0) -> None:
    waited_until = time.monotonic() + timeout
    while _identity(path) == before:
        assert time.monotonic() < waited_until, "the child saved nothing"
        time.sleep(0.001)


def test_killed_saves_leave_a_loadable_file(tmp_path: Path) -> None:
    changed = kill_rounds(tmp_path, rounds=20, seed=8)
    assert changed >= 10, "the child should have finished some saves between kills"


@pytest.mark.slow
def test_killed_saves_leave_a_loadable_file_100_times(tmp_path: Path) -> None:
    changed = kill_rounds(tmp_path, rounds=100, seed=9)
    assert changed >= 50, "the child should have finished some saves between kills"
