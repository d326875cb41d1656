"""The program's entry: ``run(argv, max_frames)``, from its command line to the window closed.

The start makes the program's long-lived objects (modules, classes, theme, the first table), and
Python's cycle collector would walk them again and again as they pile up, finding no garbage.  So
the collector rests from the first import of the program (``program``, which this module loads only
inside ``run``) until the first frame a player can use; this module itself imports nothing heavy.
``max_frames`` lets a test or a benchmark run a few frames and return.
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence

from .core.collector import collector_paused, freeze_at_exit


def run(argv: Sequence[str] | None = None, max_frames: int | None = None) -> int:
    """The program, from its command line to the window closed; the exit code."""
    freeze_at_exit()
    with contextlib.ExitStack() as starting:
        starting.enter_context(collector_paused())
        from .program import play

        return play(argv, max_frames, started=starting.close)
