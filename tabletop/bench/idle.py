"""``python -m tabletop.bench idle [--game G] [--players N] [--seconds S] [--json]``: CPU at rest.

The app is started straight into a table (the largest set-up by default: 4-player Robinson Crusoe) in a
process of its own, under the dummy video driver unless ``SDL_VIDEODRIVER`` says otherwise.  Once it
has drawn its table and its art is cached (a first run fills the cache untimed) and it has had a few
seconds to settle, nothing is touched for ``--seconds``: ``cpu_percent`` is the share of one core the
process used meanwhile (its user + system time from ``/proc``, so Linux only).  Goal: at most 2 %.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from ..resources import PROJECT_ROOT
from .report import emit, parser

SETTLE_S = 4.0
GOAL_PERCENT = 2.0


def _cpu_seconds(pid: int) -> float:
    """User + system CPU seconds of a running process, from ``/proc/<pid>/stat``."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _start(args: list[str], env: dict[str, str]) -> subprocess.Popen[bytes]:
    return subprocess.Popen([sys.executable, "main.py", *args], cwd=PROJECT_ROOT, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def main(argv: list[str]) -> dict[str, Any]:
    p = parser("idle", "CPU used by the app at rest on a table")
    p.add_argument("--game", default="robinson")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--seconds", type=float, default=10.0)
    args = p.parse_args(argv)
    if not Path("/proc/self/stat").exists():
        raise SystemExit("The idle benchmark reads /proc: it runs on Linux only.")
    game = ["--game", args.game, "--players", str(args.players), "--seed", "1", "--size", "1920x1080"]
    with tempfile.TemporaryDirectory() as data, tempfile.TemporaryDirectory() as cache:
        env = dict(os.environ, TABLETOP_DATA_DIR=data, TABLETOP_CACHE_DIR=cache)
        env.setdefault("SDL_VIDEODRIVER", "dummy")
        env.setdefault("SDL_AUDIODRIVER", "dummy")
        warm = _start(game, env)
        time.sleep(SETTLE_S)
        warm_cpu = _cpu_seconds(warm.pid)
        while True:  # until the art's background drawing is over, so the timed run finds a full cache
            time.sleep(2.0)
            now = _cpu_seconds(warm.pid)
            if now - warm_cpu < 0.1:
                break
            warm_cpu = now
        warm.terminate()
        warm.wait()
        app = _start(game, env)
        try:
            time.sleep(SETTLE_S)
            before, start = _cpu_seconds(app.pid), time.perf_counter()
            time.sleep(args.seconds)
            used, wall = _cpu_seconds(app.pid) - before, time.perf_counter() - start
        finally:
            app.terminate()
            app.wait()
    percent = 100.0 * used / wall
    figures = {"cpu_percent": round(percent, 2), "seconds": round(wall, 2), "cpu_s": round(used, 3),
               "game": args.game, "players": args.players, "goal_percent": GOAL_PERCENT}
    rows = [("table", f"{args.game}, {args.players} players"), ("time at rest", f"{wall:.1f} s"),
            ("CPU used", f"{used:.3f} s"), ("share of one core", f"{percent:.2f} % (goal <= {GOAL_PERCENT:g} %)")]
    emit("CPU at rest", rows, figures, args.json)
    return figures
