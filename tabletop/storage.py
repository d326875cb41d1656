"""Saved games on disk: atomic saves with a backup, careful loads, autosave's building block.

The format itself (what a snapshot holds, its versions and checks) is ``core.snapshot``; this module
adds files: a save goes to a temporary file in the same folder, is flushed to disk (an autosave is
not) and replaces the old file in one rename, keeping the previous one as ``<name>.bak``; a load
never writes.  Every problem with a file is one ``SnapshotError`` naming it.  A game whose log no
longer replays can still be opened from its saved table: ``session_from(snapshot.table_only(), None)``.
"""

from __future__ import annotations

import contextlib
import gc
import os
import sys
import tempfile
from collections.abc import Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from .core.errors import CodecError, IllegalAction
from .core.lines import Lines
from .core.session import RulesHook, Session
from .core.snapshot import (
    FORMAT,
    MAX_FILE_BYTES,
    VERSION,
    Snapshot,
    snapshot_bytes,
    snapshot_from_bytes,
    snapshot_to_dict,
)
from .games import GAME_MODULES
from .lang.door import _
from .userdirs import open_regular

__all__ = [
    "FORMAT",
    "MAX_FILE_BYTES",
    "VERSION",
    "Snapshot",
    "SnapshotError",
    "decode_snapshot",
    "encode_snapshot",
    "load_snapshot",
    "release_memory",
    "save_snapshot",
    "session_from",
    "snapshot_of",
    "snapshot_to_dict",
]


class SnapshotError(Exception):
    """A saved game that cannot be read or written; the message names the file and the problem."""


def snapshot_of(session: Session, game: str, options: Mapping[str, Any], *, play: Mapping[str, Any] | None = None,
                reproducible: bool = False, lines: Lines | None = None) -> Snapshot:
    """What to save of ``session`` now; ``play`` is who holds the computer and which seats bots play
    (``{"holder": seat or None, "bots": {seat: level}}``), ``reproducible`` whether the players asked
    for in-game chance to follow from the seed, ``lines`` the bookmarks and the kept lines of play."""
    state = session.rules.encode(session.game_state) if session.rules is not None else None
    return Snapshot(
        game=game,
        seed=session.seed,
        options=dict(options),
        rules_on=session.rules_at_start,
        initial=session.initial,
        actions=list(session.actions),
        cursor=session.cursor,
        chance_draws=session.chance_draws,
        table=session.table,
        game_state=state,
        saved_at=datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
        reproducible=reproducible,
        play={"holder": None, "bots": {}} if play is None else {"holder": play.get("holder"), "bots": dict(play.get("bots", {}))},
        lines=Lines() if lines is None else lines,
    )


def encode_snapshot(s: Snapshot) -> bytes:
    """The file's bytes for ``s`` (compact JSON, the same bytes for the same snapshot)."""
    try:
        return snapshot_bytes(s)
    except (CodecError, TypeError, ValueError) as problem:
        raise SnapshotError(_("This game cannot be saved: {problem}.", problem=problem)) from problem


def decode_snapshot(data: bytes, name: str) -> Snapshot:
    """The snapshot in ``data`` (the bytes of the file called ``name``), of a game this program has;
    raises ``SnapshotError``."""
    try:
        snapshot = snapshot_from_bytes(data)
    except CodecError as problem:
        raise SnapshotError(_("The saved game {name} cannot be loaded: {problem}.", name=name, problem=problem)) from None
    if snapshot.game not in GAME_MODULES:
        raise SnapshotError(_("The saved game {name} cannot be loaded: it is a game of {game}, which this Tabletop does "
                              "not have (it has {games}).", name=name, game=snapshot.game, games=", ".join(GAME_MODULES)))
    return snapshot


def _words(error: OSError) -> str:
    return error.strerror or type(error).__name__


def _fsync_dir(directory: Path) -> None:
    """Make a rename durable; directories cannot be opened on Windows, where this is not needed."""
    with contextlib.suppress(OSError):
        fd = os.open(directory, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def _keep_backup(path: Path) -> None:
    """The current file becomes ``<name>.bak`` while ``path`` itself stays in place throughout."""
    backup = path.with_name(path.name + ".bak")
    staged = path.with_name(f".{path.name}.{os.getpid()}.bak.tmp")
    with contextlib.suppress(FileNotFoundError):
        os.unlink(staged)
    try:
        os.link(path, staged)
    except FileNotFoundError:
        return
    except OSError:
        with open(path, "rb") as old, open(staged, "wb") as copy:
            copy.write(old.read())
    os.replace(staged, backup)


def save_snapshot(path: Path | str, s: Snapshot, durable: bool = True) -> None:
    """Write ``s`` to ``path`` atomically; the previous file is kept as ``<name>.bak``.

    The new bytes go to a temporary file in the same directory and replace ``path`` in one rename, so
    ``path`` always holds a whole snapshot, old or new.  ``durable`` also waits until the bytes and the
    rename are on the disk itself, so that a power cut right after cannot take the save back: what a
    player's own save needs.  An autosave goes without: it never replaces another file, and the resume
    takes the newest autosave that loads, so a power cut costs at most the last turn's, while the wait
    (5-20 ms on a spinning or networked disk) came after every turn and before every quit.
    """
    path = Path(path)
    data = encode_snapshot(s)
    try:
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.{os.getpid()}.", suffix=".tmp")
    except OSError as problem:
        raise SnapshotError(_("The game cannot be saved as {path}: {problem}.", path=path, problem=_words(problem))) \
            from problem
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
            if durable:
                out.flush()
                os.fsync(out.fileno())
        _keep_backup(path)
        os.replace(tmp, path)
    except OSError as problem:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise SnapshotError(_("The game cannot be saved as {path}: {problem}.", path=path, problem=_words(problem))) \
            from problem
    if durable:
        _fsync_dir(path.parent)


def release_memory() -> None:
    """Free the games replaced before a game is opened, and return their memory to the system.

    A game on screen is held in reference cycles (its widgets and their callbacks), which only a full
    collection frees, and freed, glibc keeps the pages of its many small tables for later: each game
    opened after another left the process larger (40 loads of a Robinson save: +120 MB, nearly all
    of it free).  A collection, then ``malloc_trim`` (glibc only; elsewhere nothing): the play layer
    calls this before it opens a saved game.
    """
    gc.collect()
    if sys.platform.startswith("linux"):
        import ctypes  # here: loading libffi costs every start about 2 ms, for a call made only before a load

        with contextlib.suppress(OSError, AttributeError):
            ctypes.CDLL("libc.so.6").malloc_trim(0)


def load_snapshot(path: Path | str) -> Snapshot:
    """The snapshot saved at ``path``; raises ``SnapshotError`` and never changes the file."""
    path = Path(path)
    try:
        with open_regular(path) as f:
            data = f.read(MAX_FILE_BYTES + 1)
    except OSError as problem:
        raise SnapshotError(_("The saved game {path} cannot be read: {problem}.", path=path, problem=_words(problem))) \
            from problem
    return decode_snapshot(data, str(path))


def session_from(s: Snapshot, rules: RulesHook | None, chance_key: bytes | None = None) -> Session:
    """A live session that continues ``s``: the log is replayed so undo and redo work.

    ``chance_key`` keys the chance stream from here on (fresh bytes unless the game is reproducible).

    Raises ``SnapshotError`` when the log does not replay or does not lead to the saved table; the
    table alone can still be opened with ``session_from(s.table_only(), None)``.  The rules follow
    the replay move by move, refusing (``IllegalAction``) a move they would not have allowed.
    """
    try:
        session = Session.replay(s.initial, s.seed, s.actions, s.cursor, s.chance_draws, rules, s.rules_on, chance_key)
    except IllegalAction as refused:
        raise SnapshotError(_("The saved log does not replay ({reason}); the saved table can be opened on its own.",
                              reason=refused.reason)) from refused
    except Exception as broken:
        if rules is None:
            raise
        # A rules engine fed a log it cannot follow: the file is the cause, not the program.
        raise SnapshotError(_("The rules could not follow the saved log ({problem}); the saved table can be opened on "
                              "its own.", problem=f"{type(broken).__name__}: {str(broken)[:200]}")) from broken
    if session.table != s.table:
        raise SnapshotError(_("The saved log does not lead to the saved table; the saved table can be opened on its "
                              "own."))
    return session
