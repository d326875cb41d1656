"""Autosave: a timestamped snapshot after every turn, the last few kept, for resuming after a crash.

Autosaving must never stop a game: a full disk or a read-only folder is recorded in ``problem``
(for the UI to show) and play goes on.  Files are named ``autosave-<UTC time>-<n>.json`` so their
names sort in the order they were written.  Tests and portable installs point everything at another
folder with the ``TABLETOP_DATA_DIR`` environment variable.
"""

from __future__ import annotations

import contextlib
from datetime import UTC, datetime
from pathlib import Path

from .storage import Snapshot, SnapshotError, load_snapshot, save_snapshot
from .userdirs import data_dir

PREFIX = "autosave-"


def default_autosave_dir() -> Path:
    return data_dir() / "autosave"


class Autosaver:
    """Writes autosaves into ``directory`` and keeps the newest ``keep`` of them."""

    def __init__(self, directory: Path, keep: int = 5) -> None:
        if keep < 1:
            raise ValueError("an autosaver must keep at least one file")
        self.directory = Path(directory)
        self.keep = keep
        self.problem: str | None = None
        self._count = 0

    def files(self) -> list[Path]:
        """The autosaves in this folder, oldest first."""
        try:
            found = [p for p in self.directory.iterdir() if p.name.startswith(PREFIX) and p.suffix == ".json"]
        except OSError:
            return []
        return sorted(found, key=lambda p: p.name)

    def save(self, snapshot: Snapshot) -> Path | None:
        """Write ``snapshot``; the new file's path, or ``None`` with ``problem`` saying what went wrong."""
        self._count += 1
        stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%f")
        path = self.directory / f"{PREFIX}{stamp}-{self._count:06d}.json"
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
            save_snapshot(path, snapshot)
        except (OSError, SnapshotError) as failure:
            self.problem = f"Autosave failed; the game goes on unsaved. {failure}"
            return None
        self.problem = None
        self._prune()
        return path

    def _prune(self) -> None:
        for old in self.files()[: -self.keep]:
            for stale in (old, old.with_name(old.name + ".bak")):
                with contextlib.suppress(OSError):
                    stale.unlink()

    def latest(self) -> Path | None:
        files = self.files()
        return files[-1] if files else None

    def latest_unfinished(self) -> Path | None:
        """The newest autosave that loads and whose game was not marked ``options["finished"]``."""
        for path in reversed(self.files()):
            try:
                snapshot = load_snapshot(path)
            except SnapshotError:
                continue
            if snapshot.options.get("finished") is not True:
                return path
        return None
