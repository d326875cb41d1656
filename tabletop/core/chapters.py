"""Where the turns and rounds of a recorded line begin, for replay's jumps, the log's headers and the
text of a game.

A position is a number of actions: position ``n`` is the table after the first ``n`` actions, so a
turn that begins at ``n`` begins with action ``n``.  A turn is a run of actions by one seat: it
begins where an action is signed by a seat other than the last one that acted (actions nobody
signed, a rules switch or a line in the log, belong to the turn they fall in).  Rounds come from the
rules engine while it is on: a round begins where the engine's round number changes, and the final
scoring where the engine says the game is over.  A game played without its rules (or a game that
has none) counts a round as a trip around the table: one begins with each turn of the seat that took
the first turn.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from msgspec import Struct

from .actions import Action

RoundOf = Callable[[Any], "int | None"]
"""The round an engine's state is in (``None`` outside any round)."""
IsOver = Callable[[Any], bool]


class Turn(Struct, frozen=True):
    at: int
    seat: str


class Round(Struct, frozen=True):
    at: int
    number: int


Marked = TypeVar("Marked", Turn, Round)


class Chapters:
    """The turns and rounds of one line, brought up to date as it grows and cut where it changed.

    ``round_of`` and ``is_over`` are the rules engine's (none for a game without one); ``over`` is
    the position of the final scoring once the engine reached it.
    """

    def __init__(self, round_of: RoundOf | None = None, is_over: IsOver | None = None) -> None:
        self.round_of = round_of
        self.is_over = is_over
        self.turns: list[Turn] = []
        self.over: int | None = None
        self._engine_rounds: list[Round] = []
        self._ruled_from: int | None = None  # the first position read with the rules on
        self._seen: list[Action] = []
        self._read = 0  # positions whose engine state has been read: 0 .. _read - 1

    def update(self, actions: Sequence[Action], length: int, state_at: Callable[[int], Any],
               rules_on_at: Callable[[int], bool]) -> Chapters:
        """Bring the chapters up to the first ``length`` of ``actions``, reading only what is new.

        ``state_at(n)`` and ``rules_on_at(n)`` are the session's: the engine's state at position
        ``n`` and whether rules were on there.  A line that changed (after an undo, or a branch)
        is recognised by its actions, which are compared by identity up to the first difference.
        """
        same = 0
        limit = min(len(self._seen), length)
        while same < limit and self._seen[same] is actions[same]:
            same += 1
        self._cut(same)
        for n in range(same, length):
            action = actions[n]
            self._seen.append(action)
            seat = action.actor
            if seat is not None and (not self.turns or self.turns[-1].seat != seat):
                self.turns.append(Turn(n, seat))
        if self.round_of is not None:
            for n in range(self._read, length + 1):
                self._read_state(n, state_at, rules_on_at)
            self._read = length + 1
        return self

    def _cut(self, length: int) -> None:
        del self._seen[length:]
        while self.turns and self.turns[-1].at >= length:
            self.turns.pop()
        while self._engine_rounds and self._engine_rounds[-1].at > length:
            self._engine_rounds.pop()
        if self.over is not None and self.over > length:
            self.over = None
        if self._ruled_from is not None and self._ruled_from > length:
            self._ruled_from = None
        self._read = min(self._read, length + 1)

    def _read_state(self, n: int, state_at: Callable[[int], Any], rules_on_at: Callable[[int], bool]) -> None:
        assert self.round_of is not None
        if not rules_on_at(n):
            return
        if self._ruled_from is None:
            self._ruled_from = n
        state = state_at(n)
        number = self.round_of(state)
        last = self._engine_rounds[-1].number if self._engine_rounds else None
        if number is not None and number != last:
            self._engine_rounds.append(Round(n, number))
        if self.over is None and self.is_over is not None and self.is_over(state):
            self.over = n

    @property
    def rounds(self) -> list[Round]:
        """The rounds: the engine's once its rules were on (none before its first round: a setup
        is no round), else trips around the table."""
        if self._ruled_from is not None:
            return list(self._engine_rounds)
        if not self.turns:
            return []
        first = self.turns[0].seat
        return [Round(t.at, k + 1) for k, t in enumerate(t for t in self.turns if t.seat == first)]

    # -- questions --------------------------------------------------------------------------------

    def turn_at(self, position: int) -> Turn | None:
        """The turn of the action at ``position``: the last one begun at or before it."""
        return _last_at_or_before(self.turns, position)

    def round_at(self, position: int) -> Round | None:
        return _last_at_or_before(self.rounds, position)


def _last_at_or_before(items: Sequence[Marked], position: int) -> Marked | None:
    k = bisect_right(items, position, key=lambda item: item.at)
    return items[k - 1] if k else None
