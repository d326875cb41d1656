"""Autosave: a snapshot after every turn, the last few of each game kept, for resuming after a crash.

Autosaving must never stop a game, nor hold up a frame: the file is encoded and written by a
background thread (only the newest snapshot waiting is written), and a full disk or a read-only
folder is recorded in ``problem`` (for the UI to show) while play goes on.  Writes are atomic, so a
crash mid-write leaves the previous autosave whole.  Each game has its own folder
``<directory>/<game>/`` holding its newest ``keep`` files, named ``autosave-<UTC time>-<n>.json`` so
their names sort in the order they were written.

Resume is offered only after a run that did not close properly: a running program keeps a mark
``running-<pid>`` in the folder and removes it when it closes cleanly (``close(clean=True)``), so
a mark left by a process that is gone means a crash; what is offered then is an autosave written
after the last clean close (the mark ``closed``), never a game its players had left properly.  A start also removes what interrupted saves
left behind.  Tests and portable installs point everything at another folder with the
``TABLETOP_DATA_DIR`` environment variable.
"""

from __future__ import annotations

import contextlib
import os
import re
import threading
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from .atomic import process_alive, sweep_temporary
from .lang.door import _
from .userdirs import data_dir

if TYPE_CHECKING:
    from .storage import Snapshot

PREFIX = "autosave-"
MARK = "running-"
CLOSED = "closed"


def default_autosave_dir() -> Path:
    return data_dir() / "autosave"


def game_of(path: Path) -> str:
    """The game an autosave is of: its folder, which ``Autosaver.save`` names after the game."""
    return path.parent.name


class Autosaver:
    """Writes autosaves under ``directory``, one folder per game, and keeps the newest ``keep`` of each."""

    def __init__(self, directory: Path, keep: int = 5) -> None:
        if keep < 1:
            raise ValueError(_("an autosaver must keep at least one file"))
        self.directory = Path(directory)
        self.keep = keep
        self.problem: str | None = None
        self._count = 0
        self._wrote = False
        self._failed = False
        self._waiting: tuple[Path, Snapshot] | None = None
        self._lock = threading.Lock()
        self._idle = threading.Condition(self._lock)
        self._writer: threading.Thread | None = None
        self.crashed = self._take_over()

    def _take_over(self) -> bool:
        """Whether an earlier run ended without closing properly; mark this run and tidy its debris."""
        crashed = False
        for folder in (self.directory, *self._game_folders()):
            sweep_temporary(folder)
        with contextlib.suppress(OSError):
            for mark in self.directory.glob(f"{MARK}*"):
                pid = mark.name[len(MARK):]
                if pid.isdigit() and process_alive(int(pid)):
                    continue
                crashed = True
                mark.unlink()
        with contextlib.suppress(OSError):
            self.directory.mkdir(parents=True, exist_ok=True)
            (self.directory / f"{MARK}{os.getpid()}").touch()
        return crashed

    def _game_folders(self) -> list[Path]:
        try:
            return [p for p in self.directory.iterdir() if p.is_dir() and not p.is_symlink()]
        except OSError:
            return []

    def files(self) -> list[Path]:
        """Every autosave, of every game, oldest first (once the one being written is on disk)."""
        self.flush()
        found = []
        for folder in (self.directory, *self._game_folders()):
            with contextlib.suppress(OSError):
                found += [p for p in folder.iterdir() if p.name.startswith(PREFIX) and p.suffix == ".json"]
        return sorted(found, key=lambda p: p.name)

    def save(self, snapshot: Snapshot) -> Path | None:
        """Hand ``snapshot`` to the writer; the path it will have, or ``None`` with ``problem`` saying
        what went wrong: a folder that cannot be written, or (reported once, at the next save) a
        write that failed in the background."""
        folder = self.directory / re.sub(r"[^a-z0-9_]", "_", snapshot.game.lower())
        try:
            folder.mkdir(parents=True, exist_ok=True)
            if not os.access(folder, os.W_OK):
                raise PermissionError(13, _("the folder cannot be written"))
        except OSError as failure:
            self.problem = _("Autosave failed; the game goes on unsaved. {folder}: {problem}", folder=folder,
                             problem=failure.strerror or failure)
            return None
        self._count += 1
        stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%f")
        path = folder / f"{PREFIX}{stamp}-{self._count:06d}.json"
        with self._lock:
            self._waiting = (path, snapshot)
            if self._writer is None:
                self._writer = threading.Thread(target=self._write, name="autosave")
                self._writer.start()
            failed, self._failed = self._failed, False
        return None if failed else path

    def _write(self) -> None:
        """The writer thread: write whatever waits, newest only, then end (a program exiting waits for it)."""
        while True:
            with self._lock:
                job, self._waiting = self._waiting, None
                if job is None:
                    self._writer = None
                    self._idle.notify_all()
                    return
            path, snapshot = job
            from .storage import SnapshotError, save_snapshot

            try:
                save_snapshot(path, snapshot, durable=False)  # see save_snapshot: the resume skips a lost one
            except Exception as failure:  # a full disk, or a slip of ours: either must not end the writer,
                # which quitting waits for
                said = failure if isinstance(failure, (OSError, SnapshotError)) else f"{type(failure).__name__}: {failure}"
                self.problem = _("Autosave failed; the game goes on unsaved. {problem}", problem=said)
                self._failed = True
                continue
            self.problem = None
            self._wrote = True
            self._prune(path.parent)

    def flush(self) -> None:
        """Wait until every autosave handed over is on disk."""
        with self._lock:
            while self._writer is not None:
                self._idle.wait()

    def close(self, clean: bool) -> None:
        """Finish writing; ``clean`` (the player quit) means no resume is offered at the next start."""
        self.flush()
        if clean:
            with contextlib.suppress(OSError):
                (self.directory / CLOSED).touch()
                (self.directory / f"{MARK}{os.getpid()}").unlink()

    def _prune(self, folder: Path) -> None:
        mine = sorted((p for p in folder.iterdir() if p.name.startswith(PREFIX) and p.suffix == ".json"),
                      key=lambda p: p.name)
        for old in mine[: -self.keep]:
            for stale in (old, old.with_name(old.name + ".bak")):
                with contextlib.suppress(OSError):
                    stale.unlink()

    def latest(self) -> Path | None:
        files = self.files()
        return files[-1] if files else None

    def latest_unfinished(self) -> Path | None:
        """The newest autosave that loads and whose game was not marked ``options["finished"]``,
        offered after a run that did not close properly, or for a game left during this run."""
        self.flush()
        if not (self.crashed or self._wrote):
            return None
        from .storage import SnapshotError, load_snapshot  # only now: a start with nothing to offer needs no codec

        try:
            closed = (self.directory / CLOSED).stat().st_mtime
        except OSError:
            closed = 0.0
        for path in reversed(self.files()):
            try:
                if not self._wrote and path.stat().st_mtime <= closed:
                    return None  # left properly: only what came after is a crash's to resume
                snapshot = load_snapshot(path)
            except (OSError, SnapshotError):
                continue
            if snapshot.options.get("finished") is not True:
                return path
        return None
