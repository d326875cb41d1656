"""The computer thinks on a worker thread, so the window stays responsive while it does.

The game's states are immutable and ``GameInPlay.bot_thought`` changes nothing, so the worker only
reads; the move it comes back with is played on the UI thread (``GameInPlay.play_bot``), which drops
it if the game moved on meanwhile (an undo, the rules switched off).  The level's ``seconds`` become
the deadline the search stops at; ``cancel`` ends the thinking early.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

from msgspec import Struct

from ..play import BotMove, GameInPlay


class Thought(Struct, frozen=True):
    """What the worker came back with: a move to play, or the reason there is none."""

    move: BotMove | None
    failure: str = ""


class Thinker:
    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._thread: threading.Thread | None = None
        self._thought: Thought | None = None
        self._stop = threading.Event()
        self.seat: str | None = None

    @property
    def busy(self) -> bool:
        """Whether a move is being thought out or waits to be collected."""
        return self._thread is not None

    def start(self, game: GameInPlay) -> None:
        """Think out the move of the computer's seat whose decision it is, within its level's time."""
        seat = game.bot_to_move()
        if self.busy or seat is None:
            return
        from ..games.kit.levels import LEVELS  # a game with the computer at a seat has its kit loaded

        deadline = self._clock() + LEVELS[game.bots[seat]].seconds
        self._stop.clear()
        self._thought = None
        self.seat = seat

        def enough() -> bool:
            return self._stop.is_set() or self._clock() >= deadline

        def work() -> None:
            try:
                self._thought = Thought(game.bot_thought(enough))
            except Exception as failure:  # an engine's bug must not silence the computer for good
                self._thought = Thought(None, f"{type(failure).__name__}: {failure}")

        self._thread = threading.Thread(target=work, name="bot-thinking", daemon=True)
        self._thread.start()

    def collect(self) -> Thought | None:
        """The finished thought (once), or ``None`` while the computer is still thinking."""
        thread = self._thread
        if thread is None or thread.is_alive():
            return None
        thread.join()
        self._thread, self.seat = None, None
        thought, self._thought = self._thought, None
        return thought or Thought(None)

    def cancel(self) -> None:
        """Stop thinking soon; what comes back is still collected (and dropped if the game moved on)."""
        self._stop.set()

    def wait(self, timeout: float | None = None) -> None:
        """Block until the thinking is done (tests; the app never waits)."""
        if self._thread is not None:
            self._thread.join(timeout)
