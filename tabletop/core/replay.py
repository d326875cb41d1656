"""Replay: a read-only walk along the line a session recorded, one action, turn or round at a time.

A ``Replay`` never changes the session.  Its position is a number of actions (0: the opening table,
``length``: the table as it is now); the table there is the history's own (``History.table_at``, from
the nearest checkpoint, or from the position the replay already holds when that is nearer), so the
replay shows exactly the tables live play had.

What it shows is what one seat may see.  While the game is unfinished that is the seat holding the
computer, through the very view live play draws (``view_for``): a replay cannot become a way to look
at another hand or at the order of a face-down deck.  Once the game is over the replay is open
(``open``): the whole table, every hand included.  A game without rules (the sandbox) is never over,
so its replay always shows the holder's view.
"""

from __future__ import annotations

from typing import Any

from .chapters import Chapters, Round, Turn
from .model import Table
from .session import Session
from .visibility import view_for


class Replay:
    def __init__(self, session: Session, chapters: Chapters, viewer: str | None, open_view: bool = False) -> None:
        self.session = session
        self.chapters = chapters
        self.viewer = viewer
        self.open = open_view
        self.length = session.cursor
        self.position = self.length
        self._table = session.table
        self._view: tuple[int, str | None, Table] | None = None

    # -- where it stands --------------------------------------------------------------------------

    @property
    def table(self) -> Table:
        """The whole table at the position (what the session knows, not what anyone may see)."""
        return self._table

    def view(self) -> Table:
        """The table at the position as the viewer may see it (all of it once the game is over)."""
        if self.open:
            return self._table
        if self._view is None or self._view[0] != self.position or self._view[1] != self.viewer:
            self._view = (self.position, self.viewer, view_for(self._table, self.viewer))
        return self._view[2]

    @property
    def state(self) -> Any:
        """The rules engine's state at the position (``None`` without one)."""
        return self.session.state_at(self.position)

    @property
    def rules_on(self) -> bool:
        return self.session.rules_on_at(self.position)

    def log_lines(self) -> list[str]:
        """The log as it stood at the position."""
        return self.session.log_lines(self.position)

    def turn(self) -> Turn | None:
        """The turn of the next action (the last one, at the end)."""
        return self.chapters.turn_at(min(self.position, self.length - 1))

    def round(self) -> Round | None:
        return self.chapters.round_at(self.position)

    @property
    def at_start(self) -> bool:
        return self.position == 0

    @property
    def at_end(self) -> bool:
        return self.position == self.length

    # -- moving -----------------------------------------------------------------------------------

    def seek(self, position: int) -> int:
        """Go to ``position`` (kept within the line); the position reached."""
        n = max(0, min(self.length, int(position)))
        if n != self.position:
            self._table = self.session.history.table_at(n, near=(self.position, self._table))
            self.position = n
        return n

    def step(self, by: int = 1) -> int:
        return self.seek(self.position + by)

    def next_turn(self, direction: int) -> int:
        """The start of the next turn (``direction`` 1) or of this or the previous one (-1)."""
        return self.seek(self._next([t.at for t in self.chapters.turns], direction))

    def next_round(self, direction: int) -> int:
        return self.seek(self._next([r.at for r in self.chapters.rounds], direction))

    def _next(self, starts: list[int], direction: int) -> int:
        """The first start after the position, or the last one before it; the ends when there is none."""
        if direction > 0:
            return next((at for at in starts if at > self.position), self.length)
        return next((at for at in reversed(starts) if at < self.position), 0)
