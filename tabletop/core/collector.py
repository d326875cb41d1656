"""Pausing Python's cycle collector while a burst of long-lived objects is made.

Reading a saved game or starting the program makes some hundred thousand objects that stay for as
long as the game does (or the program: modules, classes, the theme).  With the collector running,
each few hundred of them starts a collection that walks the young ones, and the older generations
are walked again and again as they grow; none of it finds garbage.  While paused nothing is walked;
after, ``freeze`` + ``unfreeze`` put everything made in the oldest generation, where long-lived
objects end anyway, without walking them once more, and reset the young count, so the first
collection after the pause does not walk the whole burst either.  Nothing is kept frozen while the
program runs: garbage among those objects is still found by the next full collection.  Only at exit
(``freeze_at_exit``) is everything frozen, for the process's end to take.
"""

from __future__ import annotations

import atexit
import contextlib
import functools
import gc
from collections.abc import Iterator


@contextlib.contextmanager
def collector_paused() -> Iterator[None]:
    """No cycle collection inside; after it, what was made is in the oldest generation.  If
    something else froze objects, ``unfreeze`` would thaw them too, so then they stay young."""
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_on:
            if not gc.get_freeze_count():
                gc.freeze()
                gc.unfreeze()
            gc.enable()


@functools.cache
def freeze_at_exit() -> None:
    """At exit the program's objects go with the process; the interpreter's last collections would
    walk every one of them first (a table with its chrome: about 0.1 s, a third of a start that quits
    at once), only to free what the system takes back anyway.  Frozen, they are left alone.  Exit
    handlers run before those collections; nothing the program writes waits for one (saves close
    their files themselves)."""
    atexit.register(gc.freeze)
