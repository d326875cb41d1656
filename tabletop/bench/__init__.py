"""Benchmarks: ``python -m tabletop.bench NAME [--json] [more args]``.

Each benchmark is a module ``tabletop/bench/NAME.py`` with ``main(argv: list[str]) -> dict``: it
parses its own arguments (``report.parser`` gives one that knows ``--json``), measures, prints its
table through ``report.emit`` and returns the figures it printed.  Speed is measured here, as
figures next to a baseline measured in the same run, never asserted as wall-clock in tests.
"""

from __future__ import annotations

import pkgutil
from pathlib import Path

NOT_BENCHMARKS = frozenset({"report"})


def available() -> list[str]:
    """The names of the benchmarks in this package."""
    return sorted(
        m.name
        for m in pkgutil.iter_modules([str(Path(__file__).parent)])
        if not m.name.startswith("_") and m.name not in NOT_BENCHMARKS
    )
