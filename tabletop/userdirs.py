"""The two folders Tabletop writes to, named once so saves, autosaves, packs and art agree.

``data_dir`` holds what a player keeps (snapshots, autosaves, image packs); ``cache_dir`` what can be
made again (rendered art).  ``TABLETOP_DATA_DIR`` and ``TABLETOP_CACHE_DIR`` point them elsewhere, for
tests and portable installs, so nothing ever writes into a real home by accident.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "Tabletop"
DATA_ENV = "TABLETOP_DATA_DIR"
CACHE_ENV = "TABLETOP_CACHE_DIR"


def data_dir() -> Path:
    override = os.environ.get(DATA_ENV)
    return Path(override) if override else platformdirs.user_data_path(APP_NAME, appauthor=False)


def cache_dir() -> Path:
    override = os.environ.get(CACHE_ENV)
    return Path(override) if override else platformdirs.user_cache_path(APP_NAME, appauthor=False)


_swept: set[Path] = set()


def saves_dir() -> Path:
    """Where the save and load dialogs open: the data folder's ``saves``, made when first needed, and
    rid once a run of what saves interrupted by a crash left there (``storage.sweep_temporary``).

    A folder that cannot be made (read-only home, full disk) falls back to the home folder, so the
    dialog still opens and the player can choose another place.
    """
    folder = data_dir() / "saves"
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return Path.home()
    if folder not in _swept:
        from .storage import sweep_temporary  # the codec is not needed to show a start screen

        _swept.add(folder)
        sweep_temporary(folder)
    return folder
