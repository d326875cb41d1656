"""The action stream: initial table, recorded actions, a cursor, and checkpoints to undo quickly.

Undo moves the cursor back; the table there is rebuilt from the nearest checkpoint by replaying at
most ``CHECKPOINT_EVERY`` actions, so no step keeps a copy of the table and undo can never drift from
replay: both are the same code.  A new action after an undo drops the redo tail.
"""

from __future__ import annotations

from msgspec import Struct, field

from .actions import Action
from .model import Table
from .reducer import apply

CHECKPOINT_EVERY = 64


class History(Struct):
    initial: Table
    actions: list[Action] = field(default_factory=list)
    cursor: int = 0
    _checkpoints: dict[int, Table] = field(default_factory=dict)
    _current: Table | None = None

    def __post_init__(self) -> None:
        self._checkpoints = {0: self.initial}
        if not 0 <= self.cursor <= len(self.actions):
            raise ValueError(f"cursor {self.cursor} outside a log of {len(self.actions)} actions")
        self._current = self.table_at(self.cursor)

    @property
    def table(self) -> Table:
        assert self._current is not None
        return self._current

    def table_at(self, n: int, near: tuple[int, Table] | None = None) -> Table:
        """The table after the first ``n`` actions (raises ``IllegalAction`` if the log is broken).

        ``near`` is a table the caller holds at an earlier position (a replay one step back), used
        when it is closer to ``n`` than the checkpoint before it.
        """
        base = max(k for k in self._checkpoints if k <= n)
        table = self._checkpoints[base]
        if near is not None and base < near[0] <= n:
            base, table = near
        for i in range(base, n):
            table = apply(table, self.actions[i])
            if (i + 1) % CHECKPOINT_EVERY == 0:
                self._checkpoints[i + 1] = table
        return table

    def push(self, action: Action, after: Table) -> None:
        """Record an applied action (``after`` is the table it produced)."""
        del self.actions[self.cursor:]
        for k in [k for k in self._checkpoints if k > self.cursor]:
            del self._checkpoints[k]
        self.actions.append(action)
        self.cursor += 1
        if self.cursor % CHECKPOINT_EVERY == 0:
            self._checkpoints[self.cursor] = after
        self._current = after

    def can_undo(self) -> bool:
        return self.cursor > 0

    def can_redo(self) -> bool:
        return self.cursor < len(self.actions)

    def cut(self, n: int) -> list[Action]:
        """Go back to ``n`` and drop every action recorded after it; those actions are returned."""
        dropped = self.actions[n:]
        del self.actions[n:]
        for k in [k for k in self._checkpoints if k > n]:
            del self._checkpoints[k]
        self.move_to(n)
        return dropped

    def move_to(self, n: int) -> Table:
        self._current = self.table_at(n)
        self.cursor = n
        return self._current
