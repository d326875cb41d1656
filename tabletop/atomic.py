"""Writing a file whole or not at all: into a temporary file beside it, then renamed over it.

The art cache and the picture previews both keep files that a crash, a full disk or a second
process must never leave half-written; a reader then sees the old file, the new one, or none.
What a crash left behind is swept at the next start (``sweep_temporary``), without the snapshot
codec: the start screen needs the sweep, not the codec.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import BinaryIO


def write_atomically(path: Path, save: Callable[[BinaryIO], object]) -> bool:
    """Write ``path`` through ``save(handle)``; ``False`` (and nothing changed) when the disk refuses."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
    except OSError:
        return False
    try:
        with os.fdopen(fd, "wb") as handle:
            save(handle)
        os.replace(tmp, path)
    except (OSError, ValueError):
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        return False
    return True


def process_alive(pid: int) -> bool:
    """Whether process ``pid`` runs.  Windows cannot be asked without harm (its ``os.kill`` ends the
    process), so there every other process counts as gone: at worst its save fails and says so."""
    if pid == os.getpid():
        return True
    if os.name == "nt":
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True


def sweep_temporary(folder: Path) -> int:
    """Remove what saves interrupted by a crash or a kill left in ``folder``; how many files went.

    A snapshot save (``storage.save_snapshot``) writes ``.<name>.<pid>.<tag>.tmp`` beside its file (the
    new bytes, or the old file on its way to ``.bak``).  Those of a process that no longer runs are
    debris: nothing reads them.
    """
    removed = 0
    try:
        names = [entry.name for entry in os.scandir(folder) if entry.is_file(follow_symlinks=False)]
    except OSError:
        return 0
    for name in names:
        fields = name.split(".")
        if not (name.startswith(".") and name.endswith(".tmp") and len(fields) >= 5):
            continue
        if fields[-3].isdigit() and process_alive(int(fields[-3])):
            continue
        with contextlib.suppress(OSError):
            os.unlink(folder / name)
            removed += 1
    return removed
