"""Writing a file whole or not at all: into a temporary file beside it, then renamed over it.

The art cache and the picture previews both keep files that a crash, a full disk or a second
process must never leave half-written; a reader then sees the old file, the new one, or none.
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
