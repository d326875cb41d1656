"""How every benchmark reports: a readable table, and with ``--json`` one JSON object as the last line."""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Callable
from typing import Any


def parser(name: str, description: str) -> argparse.ArgumentParser:
    """An argument parser for ``python -m tabletop.bench NAME`` that already knows ``--json``."""
    p = argparse.ArgumentParser(prog=f"python -m tabletop.bench {name}", description=description)
    p.add_argument("--json", action="store_true", help="end with one JSON object holding the figures")
    return p


def timed(run: Callable[[], object]) -> tuple[float, float]:
    """The wall and CPU milliseconds of one ``run()``: CPU time is what a machine busy with other work
    inflates far less.  What ``run`` returns is freed after the clocks stop, as a caller keeping it would."""
    wall, cpu = time.perf_counter(), time.process_time()
    result = run()
    took = (time.perf_counter() - wall) * 1000.0, (time.process_time() - cpu) * 1000.0
    del result
    return took


def emit(title: str, rows: list[tuple[str, str]], figures: dict[str, Any], as_json: bool) -> None:
    """Print ``rows`` as a two-column table under ``title``; with ``as_json``, then ``figures`` as JSON."""
    print(title)
    print("-" * len(title))
    width = max((len(label) for label, _ in rows), default=0)
    for label, value in rows:
        print(f"  {label.ljust(width)}  {value}")
    if as_json:
        print(json.dumps(figures, sort_keys=True))
