"""The two folders Tabletop writes to, named once so saves, autosaves, packs and art agree.

``data_dir`` holds what a player keeps (snapshots, autosaves, image packs); ``cache_dir`` what can be
made again (rendered art).  ``TABLETOP_DATA_DIR`` and ``TABLETOP_CACHE_DIR`` point them elsewhere, for
tests and portable installs, so nothing ever writes into a real home by accident.  What a player puts
there (a save, a pack) is read through ``open_regular``: only a regular file, never a pipe or a
device, which would hang the program waiting for data.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import BinaryIO

import platformdirs

from .atomic import sweep_temporary
from .lang.door import _

APP_NAME = "Tabletop"
DATA_ENV = "TABLETOP_DATA_DIR"
CACHE_ENV = "TABLETOP_CACHE_DIR"


def open_regular(path: Path) -> BinaryIO:
    """``path`` opened for reading if it is a regular file; ``OSError`` for anything else, at once."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    f = os.fdopen(fd, "rb")
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        f.close()
        raise OSError(0, _("it is not a regular file"))
    return f


def data_dir() -> Path:
    override = os.environ.get(DATA_ENV)
    return Path(override) if override else platformdirs.user_data_path(APP_NAME, appauthor=False)


def cache_dir() -> Path:
    override = os.environ.get(CACHE_ENV)
    return Path(override) if override else platformdirs.user_cache_path(APP_NAME, appauthor=False)


_swept: set[Path] = set()


def saves_dir() -> Path:
    """Where the save and load dialogs open: the data folder's ``saves``, made when first needed, and
    rid once a run of what saves interrupted by a crash left there (``atomic.sweep_temporary``).

    A folder that cannot be made (read-only home, full disk) falls back to the home folder, so the
    dialog still opens and the player can choose another place.
    """
    folder = data_dir() / "saves"
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return Path.home()
    if folder not in _swept:
        _swept.add(folder)
        sweep_temporary(folder)
    return folder
