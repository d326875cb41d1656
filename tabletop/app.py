"""The program's entry: ``run(argv, max_frames)``, from its command line to the window closed.

The start makes the program's long-lived objects (modules, classes, theme, the first table), and
Python's cycle collector would walk them again and again as they pile up, finding no garbage.  So
the collector rests from the first import of the program (``program``, which this module loads only
inside ``run``) until the first frame a player can use; this module itself imports nothing heavy.
``max_frames`` lets a test or a benchmark run a few frames and return.
"""

from __future__ import annotations

import contextlib
import faulthandler
import signal
import sys
from collections.abc import Sequence

from .core.collector import collector_paused, freeze_at_exit


def run(argv: Sequence[str] | None = None, max_frames: int | None = None) -> int:
    """The program, from its command line to the window closed; the exit code."""
    freeze_at_exit()
    stacks_on_request()
    with contextlib.ExitStack() as starting:
        starting.enter_context(collector_paused())
        from .program import play

        return play(argv, max_frames, started=starting.close)


def stacks_on_request() -> None:
    """``kill -USR1`` makes the program print where each of its threads is, and go on.

    For a start or a frame that hangs where nobody can attach a debugger (a packaged app, a test's
    virtual screen): the packaged-app test asks for it when no window appears.  Only where there is a
    signal to ask with and a standard error to print on (a windowed app on Windows has neither)."""
    request = getattr(signal, "SIGUSR1", None)
    if request is None or sys.stderr is None:
        return
    with contextlib.suppress(AttributeError, OSError, ValueError):  # a standard error with no file behind it
        faulthandler.register(request, file=sys.stderr, all_threads=True, chain=False)
