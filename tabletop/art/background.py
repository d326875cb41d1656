"""The rest of a game's art, drawn on a worker thread once the first view is on screen.

The first frame of a cold start draws only what it shows, small (``ArtBook`` drafts); every face is
then drawn at full size here, into the same disk cache, so flipping a card or zooming in later finds
its picture ready.  Faces shown as drafts go first.  Only pillow runs on this thread (the pygame
surfaces are made on the main one), fonts are opened per thread (``fonts.font``), and each file is
written whole before it is renamed into place, so the main thread never reads half a picture.  One
worker per game and cache folder at a time; it is a daemon, so quitting mid-way only leaves the rest
to be drawn next time, and the index lists what is done every few faces.
"""

from __future__ import annotations

import threading
from collections import deque
from collections.abc import Iterable

from ..core.model import PieceSpec
from .cache import DiskCache
from .render import px_per_mm, render

Job = tuple[PieceSpec, int, str]
LIST_EVERY = 24
_RUNNING: dict[tuple[str, str], Filler] = {}
_RUNNING_LOCK = threading.Lock()


class Filler:
    """Draws ``jobs`` (spec, face, cache key) into ``cache`` for ``game``, front of the queue first."""

    def __init__(self, game: str, cache: DiskCache, jobs: Iterable[Job]) -> None:
        self.game = game
        self.cache = cache
        self.drawn = 0
        self._queue: deque[Job] = deque(jobs)
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._done_keys: set[str] = set()
        self._thread = threading.Thread(target=self._run, name=f"art-{game}", daemon=True)

    @classmethod
    def start_for(cls, game: str, cache: DiskCache, jobs: Iterable[Job]) -> Filler:
        """Start a worker for ``game``, or give the one already drawing into ``cache``."""
        key = (game, str(cache.folder))
        with _RUNNING_LOCK:
            running = _RUNNING.get(key)
            if running is not None and running.alive:
                return running
            filler = _RUNNING[key] = cls(game, cache, jobs)
        filler._thread.start()
        return filler

    @property
    def alive(self) -> bool:
        return self._thread.is_alive()

    @property
    def left(self) -> int:
        with self._lock:
            return len(self._queue)

    def hurry(self, spec: PieceSpec, face: int, key: str) -> None:
        """Draw this face next (it is on screen as a draft)."""
        with self._lock:
            if key not in self._done_keys:
                self._queue.appendleft((spec, face, key))

    def stop(self) -> None:
        self._stop.set()

    def join(self, timeout: float | None = None) -> None:
        self._thread.join(timeout)

    def _next(self) -> Job | None:
        with self._lock:
            while self._queue:
                job = self._queue.popleft()
                if job[2] not in self._done_keys:
                    return job
            return None

    def _run(self) -> None:
        listed = 0
        while not self._stop.is_set():
            job = self._next()
            if job is None:
                break
            spec, face, key = job
            if not self.cache.has(key):
                try:
                    self.cache.write(key, render(self.game, spec, face, px_per_mm(spec)))
                except Exception:  # a face that fails here is drawn when shown, where its problem is reported
                    continue
                self.drawn += 1
            with self._lock:
                self._done_keys.add(key)
            if len(self._done_keys) - listed >= LIST_EVERY:
                listed = len(self._done_keys)
                self.cache.list_keys(self.game, frozenset(self._done_keys))
        self.cache.list_keys(self.game, frozenset(self._done_keys))
